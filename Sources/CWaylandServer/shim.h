#pragma once
#include <wayland-server.h>

#pragma once
#include <chipmunk/chipmunk.h>

# Shared by scripts/gallery and scripts/test: find the Swift toolchain and install system packages.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "kite: Swift 6 is needed and was not found on PATH (nor in /opt/swift); install it from swift.org" >&2
  exit 1
fi
bash scripts/install-deps.sh

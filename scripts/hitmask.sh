#!/usr/bin/env bash
# Builds Hitmask from a fresh Debian 12 checkout, installing what is missing, then
#   scripts/hitmask.sh demo   starts the editor on its bundled demo
#   scripts/hitmask.sh test   runs every test suite
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${HITMASK_BUILD_DIR:-build}
PACKAGES=(cmake ninja-build gcc g++ pkg-config qt6-base-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools libgl-dev libbenchmark-dev xvfb xauth)

install_missing_packages() {
    local missing=() package
    for package in "${PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
            missing+=("$package")
    done
    ((${#missing[@]} == 0)) && return 0
    echo "Installing ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

build() {
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release
    cmake --build "$BUILD_DIR" --parallel "$(nproc)"
}

case "${1:-}" in
demo)
    install_missing_packages
    build
    shift
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display found: starting Hitmask under xvfb-run."
        exec xvfb-run -a "$BUILD_DIR/app/editor/hitmask" "$@"
    fi
    exec "$BUILD_DIR/app/editor/hitmask" "$@"
    ;;
test)
    install_missing_packages
    build
    cd "$BUILD_DIR"
    exec ctest --output-on-failure --parallel "$(nproc)" --timeout 600
    ;;
*)
    echo "usage: $0 demo|test" >&2
    exit 2
    ;;
esac

#!/usr/bin/env bash
# Builds the Debian packages (hitmask, libhitmask0, libhitmask-dev) with Debian's build
# flags, runs lintian on them (any error or warning fails), and tries them as users would
# on a brand-new Debian 12, a minimal chroot made by debootstrap:
#  - apt installs libhitmask-dev alone (it must not pull the tools), and an outside CMake
#    project builds with find_package(hitmask) (hitmask::core and hitmask::c), as does a C
#    program with pkg-config;
#  - apt installs hitmask: hitmask-cli runs on the demo, the game built above reads its
#    mask, the editor starts under Xvfb (a screenshot is kept), hitmask --help works
#    without a display, the man pages are there, and the outside project makes its masks
#    with hitmask::cli.
# Needs root; takes about 10 minutes. The packages are left in build-deb/package/ (or
# $HITMASK_BUILD_DIR/package/), the screenshot in that folder's editor.png.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${HITMASK_BUILD_DIR:-build-deb}
work=/tmp/hitmask-package-check
root=$work/root

need=(debootstrap dpkg-dev lintian)
for package in "${need[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"; break; }
done

# Debian's compiler and linker flags (hardening, relro), as a Debian build uses them; CMake
# reads no CPPFLAGS, so they go in front of the compilers' flags. A build folder keeps the
# flags of its first configuration, hence one of its own.
eval "$(DEB_BUILD_MAINT_OPTIONS=hardening=+all dpkg-buildflags --export=sh)"
export CFLAGS="$CPPFLAGS $CFLAGS" CXXFLAGS="$CPPFLAGS $CXXFLAGS"
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr \
    -DHITMASK_BUILD_TESTS=OFF -DHITMASK_BUILD_BENCH=OFF >/dev/null
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
rm -rf "$BUILD_DIR/package"
cpack --config "$BUILD_DIR/CPackConfig.cmake" -B "$BUILD_DIR/package" >"$BUILD_DIR/cpack.log" 2>&1 ||
    { cat "$BUILD_DIR/cpack.log"; exit 1; }
debs=()
for name in hitmask libhitmask0 libhitmask-dev; do
    deb=$(ls "$BUILD_DIR"/package/${name}_*.deb)
    debs+=("$deb")
    echo "package: $deb"
    dpkg-deb --field "$deb" Package Version Section Depends Recommends
done

echo "lintian"
lintian --fail-on error,warning "${debs[@]}" || { echo "lintian: errors or warnings"; exit 1; }

mirror=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/debian.sources 2>/dev/null |
             grep -v security | head -1)
[[ -n $mirror ]] || mirror=$(awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' /etc/apt/sources.list)

cleanup() { for m in dev/pts dev sys proc; do umount -l "$root/$m" 2>/dev/null || true; done; }
trap cleanup EXIT
cleanup
rm -rf "$work" && mkdir -p "$work"
echo "making a minimal Debian 12 in $root"
debootstrap --variant=minbase bookworm "$root" "$mirror" >"$work/debootstrap.log" 2>&1
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
mount --bind /sys "$root/sys"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"

mkdir -p "$root/check"
cp "${debs[@]}" "$root/check/"
cp -r resources/demo "$root/check/demo"
cp -r tests/install/consumer "$root/check/consumer"

in_chroot() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"
}
echo "libhitmask-dev alone: find_package(hitmask) and pkg-config from an outside project"
in_chroot "apt-get update -qq && apt-get install -y -qq cmake g++ make pkgconf >/check/apt-dev.log 2>&1
           apt-get install -y -qq /check/libhitmask-dev_*.deb /check/libhitmask0_*.deb >/check/apt-lib.log
           if dpkg-query -W -f='\${Status}' hitmask 2>/dev/null | grep -q 'ok installed'; then
               echo 'libhitmask-dev pulled in hitmask'; exit 1; fi
           ls /usr/lib/\$(gcc -print-multiarch)/libhitmask.so.0
           cmake -S /check/consumer -B /check/consumer-build >/dev/null &&
           cmake --build /check/consumer-build >/dev/null && /check/consumer-build/consumer_c
           cc -std=c99 /check/consumer/main.c \$(pkg-config --cflags --libs hitmask) \
              -o /check/consumer-pkgconfig && /check/consumer-pkgconfig"
echo "installing hitmask with apt"
in_chroot "apt-get install -y -qq /check/hitmask_*.deb >/check/apt.log"
echo "hitmask-cli on the demo"
in_chroot "hitmask-cli --version && hitmask-cli mask /check/demo/ship.png -o /check/ship.hmsk &&
           hitmask-cli info /check/ship.hmsk | head -5 &&
           hitmask-cli export /check/demo/demo.hitmask -o /check/exported --format c --quiet &&
           ls /check/exported && /check/consumer-build/consumer /check/ship.hmsk"
echo "man pages"
in_chroot "ls /usr/share/man/man1/hitmask.1.gz /usr/share/man/man1/hitmask-cli.1.gz"
echo "hitmask --help without a display"
in_chroot "hitmask --help | head -3"
echo "the editor under Xvfb"
in_chroot "apt-get install -y -qq xvfb xauth x11-apps imagemagick >/check/apt-x.log 2>&1
           (xvfb-run -a -s '-screen 0 1280x800x24' sh -c 'hitmask /check/demo/frog.png & app=\$!;
               for i in \$(seq 1 30); do sleep 1; xwd -root -silent > /check/editor.xwd;
                   if ! kill -0 \$app 2>/dev/null; then echo editor exited early; exit 1; fi;
                   [ \$i -ge 8 ] && break; done; kill \$app') 2>/check/editor.log
           convert /check/editor.xwd /check/editor.png
           ! grep -i 'could not\\|error' /check/editor.log"
cp "$root/check/editor.png" "$BUILD_DIR/package/editor.png"
echo "hitmask::cli makes the outside project's masks"
in_chroot "cmake -S /check/consumer -B /check/consumer-build -DGAME_PROJECT=/check/demo/demo.hitmask \
               >/dev/null && cmake --build /check/consumer-build >/dev/null &&
           ls /check/consumer-build/masks/ship.h && /check/consumer-build/consumer /check/ship.hmsk"
echo "package check: all passed"

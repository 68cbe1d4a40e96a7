#!/usr/bin/env bash
# Builds the Debian package and tries it as a user would on a brand-new Debian 12: installs
# it with apt (which pulls its Depends) in a minimal chroot made by debootstrap, then runs
# hitmask-cli on the demo, the editor under Xvfb (a screenshot is kept), hitmask --help
# without a display, and an outside CMake project that uses find_package(hitmask) with
# hitmask::core and hitmask::c. Needs root; takes about 10 minutes. The package is left
# in build/package/, the screenshot in build/package/editor.png.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${HITMASK_BUILD_DIR:-build}
work=/tmp/hitmask-package-check
root=$work/root

need=(debootstrap dpkg-dev)
for package in "${need[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}"; break; }
done

cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$BUILD_DIR" --parallel "$(nproc)"
rm -rf "$BUILD_DIR/package"
cpack -G DEB --config "$BUILD_DIR/CPackConfig.cmake" -B "$BUILD_DIR/package" >/dev/null
deb=$(ls "$BUILD_DIR"/package/hitmask_*.deb)
echo "package: $deb"
dpkg-deb --field "$deb" Package Version Depends Recommends

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
cp "$deb" "$root/check/"
cp -r resources/demo "$root/check/demo"
cp -r tests/install/consumer "$root/check/consumer"

in_chroot() {
    chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive bash -euo pipefail -c "$1"
}
echo "installing the package with apt"
in_chroot "apt-get update -qq && apt-get install -y -qq /check/$(basename "$deb") >/check/apt.log"
echo "hitmask-cli on the demo"
in_chroot "hitmask-cli --version && hitmask-cli mask /check/demo/ship.png -o /check/ship.hmsk &&
           hitmask-cli info /check/ship.hmsk | head -5 &&
           hitmask-cli export /check/demo/demo.hitmask -o /check/exported --format c --quiet &&
           ls /check/exported"
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
echo "find_package(hitmask) from an outside project"
in_chroot "apt-get install -y -qq cmake g++ make >/check/apt-dev.log 2>&1
           cmake -S /check/consumer -B /check/consumer-build >/dev/null &&
           cmake --build /check/consumer-build >/dev/null && /check/consumer-build/consumer /check/ship.hmsk"
echo "package check: all passed"

#!/usr/bin/env bash
# Builds Hitmask from a fresh Debian 12 checkout, installing what is missing, then
#   scripts/hitmask.sh demo   starts the editor on its bundled demo
#   scripts/hitmask.sh test   runs every test suite: a release build, the same suites
#                             under AddressSanitizer + UndefinedBehaviorSanitizer, and
#                             each fuzz target for FUZZ_SECONDS (default 20) seconds
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_DIR=${HITMASK_BUILD_DIR:-build}
FUZZ_SECONDS=${FUZZ_SECONDS:-20}
JOBS=$(nproc)
PACKAGES=(cmake ninja-build gcc g++ pkg-config qt6-base-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libgl-dev libbenchmark-dev libpng-dev xvfb xauth mold)
TEST_PACKAGES=(clang libclang-rt-14-dev desktop-file-utils appstream python3-pytest python3-pygame
               python3-hypothesis python3-venv python3-jsonschema nodejs doxygen libbox2d-dev groff-base
               libxml2-utils luajit chromium-headless-shell mono-mcs mono-runtime)

install_missing_packages() {
    local missing=() package
    for package in "$@"; do
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

# mold links the ~200 programs of a build in a tenth of ld's time.
LINK_FLAGS=-fuse-ld=mold
# Each library compiled as a few merged files: half the CPU time of its clean build.
UNITY=-DHITMASK_UNITY_BUILD=ON

# "== PHASE: N s (CPU M s)" after each phase, so a run's log shows where its time went:
# wall time since the last such line, and the CPU time its commands took meanwhile.
PHASE_START=$SECONDS
PHASE_CPU=0
phase_done() {
    local times_file cpu
    # `times` in this shell (not in a $(...) subshell): the user and sys time of the
    # commands it has run, as "XmY.YYYs XmY.YYYs" on its second line.
    times_file=$(mktemp)
    times > "$times_file"
    cpu=$(awk 'NR == 2 { split($0, t, /[ms ]+/); printf "%d", 60 * (t[1] + t[3]) + t[2] + t[4] }' \
              "$times_file")
    rm -f "$times_file"
    echo "== $1: $((SECONDS - PHASE_START)) s (CPU $((cpu - PHASE_CPU)) s)"
    PHASE_START=$SECONDS
    PHASE_CPU=$cpu
}

build() {
    cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release \
        "-DCMAKE_EXE_LINKER_FLAGS=$LINK_FLAGS" "-DCMAKE_SHARED_LINKER_FLAGS=$LINK_FLAGS" "$UNITY"
    cmake --build "$BUILD_DIR" --parallel "$JOBS"
}

# Runs ctest in a build folder and adds its count of tests to PASSED.
PASSED=0
run_ctest() {
    local log
    log=$(mktemp)
    (cd "$1" && ctest --output-on-failure --parallel "$JOBS" --timeout 900) | tee "$log"
    PASSED=$((PASSED + $(sed -n 's/.*tests passed, 0 tests failed out of \([0-9]*\).*/\1/p' "$log")))
    rm -f "$log"
}

sanitizer_suite() {
    echo "== The test suites under AddressSanitizer + UndefinedBehaviorSanitizer"
    cmake --preset asan "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined $LINK_FLAGS" \
        "-DCMAKE_SHARED_LINKER_FLAGS=$LINK_FLAGS" "$UNITY"
    cmake --build --preset asan --parallel "$JOBS"
    phase_done "sanitizer build"
    ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 run_ctest build-asan
    phase_done "sanitizer tests"
}

fuzz_readers() {
    echo "== Fuzzing every reader for $FUZZ_SECONDS s each"
    # Line tables (-g1) are all a crash report needs, and build in far less time than -g.
    CC=clang CXX=clang++ cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_C_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O2 -g1 -DNDEBUG" \
        -DHITMASK_FUZZ=ON -DHITMASK_BUILD_TESTS=OFF -DHITMASK_BUILD_BENCH=OFF "$UNITY" \
        "-DCMAKE_CXX_FLAGS=-fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined" \
        "-DCMAKE_EXE_LINKER_FLAGS=-fsanitize=address,undefined"
    local targets=(fuzz_hmsk fuzz_payload fuzz_capi fuzz_project fuzz_sheetjson fuzz_frameoptions
                   fuzz_images fuzz_pngbands) target
    cmake --build build-fuzz --parallel "$JOBS" --target "${targets[@]}"
    phase_done "fuzz build"
    # Absolute paths: a target may change its working folder to set up its fixtures.
    local fuzz_dir="$PWD/build-fuzz"
    mkdir -p "$fuzz_dir/corpus" "$fuzz_dir/crashes"
    # Each target gets its full budget on a core of its own, JOBS targets at a time.
    for target in "${targets[@]}"; do
        while (($(jobs -rp | wc -l) >= JOBS)); do wait -n || true; done
        fuzz_one "$fuzz_dir" "$target" &
    done
    wait
    phase_done "fuzzing"
    local failed=0
    for target in "${targets[@]}"; do
        if [ "$(cat "$fuzz_dir/$target.status")" = 0 ]; then
            echo "$target: $(grep -m1 -o 'Done [0-9]* runs in [0-9]* second(s)' "$fuzz_dir/$target.log")"
            PASSED=$((PASSED + 1))
        else
            tail -40 "$fuzz_dir/$target.log"
            echo "$target found a crash; the input is in build-fuzz/crashes/" >&2
            failed=1
        fi
    done
    ((failed == 0)) || exit 1
}

# Fuzzes one target for FUZZ_SECONDS on a copy of its corpus (new inputs stay out of the
# source tree); its log is build-fuzz/TARGET.log, its exit status build-fuzz/TARGET.status.
fuzz_one() {
    local fuzz_dir=$1 target=$2 status=0
    rm -rf "$fuzz_dir/corpus/$target" "$fuzz_dir/$target.status"
    cp -r "tests/fuzz/corpus/$target" "$fuzz_dir/corpus/$target"
    QT_QPA_PLATFORM=offscreen "$fuzz_dir/tests/fuzz/$target" -max_total_time="$FUZZ_SECONDS" \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$fuzz_dir/crashes/$target-" \
        "$fuzz_dir/corpus/$target" > "$fuzz_dir/$target.log" 2>&1 || status=$?
    echo "$status" > "$fuzz_dir/$target.status"
}

case "${1:-}" in
demo)
    install_missing_packages "${PACKAGES[@]}"
    build
    shift
    if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
        echo "No display found: starting Hitmask under xvfb-run."
        exec xvfb-run -a "$BUILD_DIR/app/editor/hitmask" "$@"
    fi
    exec "$BUILD_DIR/app/editor/hitmask" "$@"
    ;;
test)
    install_missing_packages "${PACKAGES[@]}" "${TEST_PACKAGES[@]}"
    phase_done "packages"
    build
    phase_done "release build"
    run_ctest "$BUILD_DIR"
    phase_done "release tests"
    sanitizer_suite
    fuzz_readers
    echo "all: $PASSED passed, 0 failed in $SECONDS s"
    ;;
*)
    echo "usage: $0 demo|test" >&2
    exit 2
    ;;
esac

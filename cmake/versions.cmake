# The version is set once, in project(VERSION) of the top CMakeLists.txt; the Python,
# JavaScript and C# packages carry copies, as their own tools need them in their own files, and
# the C API's header its three numbers, for checks at compile time.
#   cmake -DSOURCE_DIR=<repo> -DVERSION=<x.y.z> -P cmake/versions.cmake
# fails, naming them, when a copy differs (the test versions_agree); with -DSTAMP=ON it
# writes VERSION into every copy instead (the target stamp_version, after a version bump).
set(copies
    "runtimes/python/pyproject.toml|\nversion = \"([0-9.]+)\""
    "runtimes/python/_build/hitmask_build.py|\nVERSION = \"([0-9.]+)\""
    "runtimes/python/src/hitmask/__init__.py|\n__version__ = \"([0-9.]+)\""
    "runtimes/js/package.json|\n  \"version\": \"([0-9.]+)\""
    "runtimes/js/index.js|\nexport const version = '([0-9.]+)'"
    "runtimes/js/index.d.ts|The package's version, \"([0-9.]+)\""
    "runtimes/csharp/Hitmask.csproj|\n    <Version>([0-9.]+)</Version>"
    "runtimes/csharp/src/Library.cs|\n        public const string BindingVersion = \"([0-9.]+)\""
    # file|pattern|part: the copy holds only that part of the version.
    "core/include/hitmask/hitmask_common.h|\n#define HM_VERSION_MAJOR ([0-9]+)|1"
    "core/include/hitmask/hitmask_common.h|\n#define HM_VERSION_MINOR ([0-9]+)|2"
    "core/include/hitmask/hitmask_common.h|\n#define HM_VERSION_PATCH ([0-9]+)|3")
if(NOT VERSION MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
    message(FATAL_ERROR "VERSION must be major.minor.patch, not '${VERSION}'")
endif()
set(differ "")
string(REPLACE "." ";" parts "${VERSION}")
foreach(copy IN LISTS copies)
    string(REPLACE "|" ";" copy "${copy}")
    list(GET copy 0 file)
    list(GET copy 1 pattern)
    set(expected "${VERSION}")
    list(LENGTH copy fields)
    if(fields GREATER 2)
        list(GET copy 2 part)
        math(EXPR part "${part} - 1")
        list(GET parts ${part} expected)
    endif()
    file(READ "${SOURCE_DIR}/${file}" text)
    string(REGEX MATCH "${pattern}" line "${text}")
    if(NOT line)
        message(FATAL_ERROR "${file}: no version found (looked for: ${pattern})")
    endif()
    set(found "${CMAKE_MATCH_1}")
    if(found STREQUAL expected)
        continue()
    endif()
    if(STAMP)
        string(REPLACE "${found}" "${expected}" stamped "${line}")
        string(REPLACE "${line}" "${stamped}" text "${text}")
        file(WRITE "${SOURCE_DIR}/${file}" "${text}")
        message(STATUS "${file}: ${found} -> ${expected}")
    else()
        string(STRIP "${line}" line)
        list(APPEND differ "${file} says ${found} (${line})")
    endif()
endforeach()
if(differ)
    list(JOIN differ "; " differ)
    message(FATAL_ERROR "The version is ${VERSION} (CMakeLists.txt), but ${differ}. "
                        "Run: cmake --build <build> --target stamp_version")
endif()

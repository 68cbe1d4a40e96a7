# The version is set once, in project(VERSION) of the top CMakeLists.txt; the Python and
# JavaScript packages carry copies, as their own tools need them in their own files.
#   cmake -DSOURCE_DIR=<repo> -DVERSION=<x.y.z> -P cmake/versions.cmake
# fails, naming them, when a copy differs (the test versions_agree); with -DSTAMP=ON it
# writes VERSION into every copy instead (the target stamp_version, after a version bump).
set(copies
    "runtimes/python/pyproject.toml|\nversion = \"([0-9.]+)\""
    "runtimes/python/_build/hitmask_build.py|\nVERSION = \"([0-9.]+)\""
    "runtimes/python/src/hitmask/__init__.py|\n__version__ = \"([0-9.]+)\""
    "runtimes/js/package.json|\n  \"version\": \"([0-9.]+)\""
    "runtimes/js/index.js|\nexport const version = '([0-9.]+)'"
    "runtimes/js/index.d.ts|The package's version, \"([0-9.]+)\"")
if(NOT VERSION MATCHES "^[0-9]+\\.[0-9]+\\.[0-9]+$")
    message(FATAL_ERROR "VERSION must be major.minor.patch, not '${VERSION}'")
endif()
set(differ "")
foreach(copy IN LISTS copies)
    string(REPLACE "|" ";" copy "${copy}")
    list(GET copy 0 file)
    list(GET copy 1 pattern)
    file(READ "${SOURCE_DIR}/${file}" text)
    string(REGEX MATCH "${pattern}" line "${text}")
    if(NOT line)
        message(FATAL_ERROR "${file}: no version found (looked for: ${pattern})")
    endif()
    set(found "${CMAKE_MATCH_1}")
    if(found STREQUAL VERSION)
        continue()
    endif()
    if(STAMP)
        string(REPLACE "${found}" "${VERSION}" stamped "${line}")
        string(REPLACE "${line}" "${stamped}" text "${text}")
        file(WRITE "${SOURCE_DIR}/${file}" "${text}")
        message(STATUS "${file}: ${found} -> ${VERSION}")
    else()
        list(APPEND differ "${file} says ${found}")
    endif()
endforeach()
if(differ)
    list(JOIN differ "; " differ)
    message(FATAL_ERROR "The version is ${VERSION} (CMakeLists.txt), but ${differ}. "
                        "Run: cmake --build <build> --target stamp_version")
endif()

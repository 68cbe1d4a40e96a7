# Installs the build into a scratch prefix, then builds and runs an outside project
# against it. Called by CTest with BUILD_DIR, SOURCE_DIR, WORK_DIR, DEMO_DIR and GENERATOR set
# (the consumer uses the project's generator, so no other build tool is needed), and
# CXX_FLAGS / LINK_FLAGS, so that a sanitizer build's library links in the consumer.
function(run_step what)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "${what} failed (${status}):\n${out}\n${err}")
    endif()
    message(STATUS "${what}: ok")
endfunction()

file(REMOVE_RECURSE "${WORK_DIR}")
run_step("install" "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${WORK_DIR}/prefix")
foreach(header hitmask/mask.hpp hitmask/collide.hpp hitmask/rle.hpp hitmask/codec.hpp
               hitmask/hitmask.h hitmask/hitmask_common.h hitmask/hitmask_file.h
               hitmask/hitmask_mask.h hitmask/hitmask_world.h hitmask/hitmask_world_queries.h)
    if(NOT EXISTS "${WORK_DIR}/prefix/include/${header}")
        message(FATAL_ERROR "${header} was not installed")
    endif()
endforeach()
# The C API's shared library, under its SONAME too, for games that dlopen it.
file(GLOB c_library "${WORK_DIR}/prefix/lib*/libhitmask.so.0")
if(NOT c_library)
    message(FATAL_ERROR "libhitmask.so.0 was not installed")
endif()
if(CHECK_APP)
    foreach(file bin/hitmask bin/hitmask-cli share/applications/org.hitmask.Hitmask.desktop
                 share/metainfo/org.hitmask.Hitmask.metainfo.xml
                 share/icons/hicolor/scalable/apps/org.hitmask.Hitmask.svg
                 share/man/man1/hitmask.1.gz share/man/man1/hitmask-cli.1.gz)
        if(NOT EXISTS "${WORK_DIR}/prefix/${file}")
            message(FATAL_ERROR "${file} was not installed")
        endif()
    endforeach()
    run_step("installed hitmask-cli --version" "${WORK_DIR}/prefix/bin/hitmask-cli" --version)
    # Without any display, as on a build machine or over ssh: these only print.
    foreach(option --version --help)
        run_step("installed hitmask ${option} without a display" "${CMAKE_COMMAND}" -E env
                 --unset=DISPLAY --unset=WAYLAND_DISPLAY --unset=QT_QPA_PLATFORM
                 "${WORK_DIR}/prefix/bin/hitmask" ${option})
    endforeach()
    find_program(DESKTOP_FILE_VALIDATE desktop-file-validate)
    if(DESKTOP_FILE_VALIDATE)
        run_step("desktop file" "${DESKTOP_FILE_VALIDATE}"
                 "${WORK_DIR}/prefix/share/applications/org.hitmask.Hitmask.desktop")
    endif()
    find_program(APPSTREAMCLI appstreamcli)
    if(APPSTREAMCLI)
        run_step("AppStream metainfo" "${APPSTREAMCLI}" validate --no-net
                 "${WORK_DIR}/prefix/share/metainfo/org.hitmask.Hitmask.metainfo.xml")
    endif()
endif()
# File times come from a coarse clock (a tick is a few milliseconds), so a file touched
# right after a build can carry the very time of the build's last write and look
# unchanged to ninja. A real edit comes later than that; this waits for the clock to tick
# once past the build, so the touches below are edits in that sense.
function(wait_for_clock_tick)
    file(TOUCH "${WORK_DIR}/clock")
    file(TIMESTAMP "${WORK_DIR}/clock" start "%s%f" UTC)
    set(now "${start}")
    while(now STREQUAL start)
        file(TOUCH "${WORK_DIR}/clock")
        file(TIMESTAMP "${WORK_DIR}/clock" now "%s%f" UTC)
    endwhile()
endfunction()

# Builds and checks which mask commands ran since the last build (each run adds a line
# to runs.log).
set(runs_seen "")
function(rebuild what expected)
    run_step("${what}" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
    file(STRINGS "${WORK_DIR}/build/runs.log" runs)
    list(LENGTH runs_seen before)
    list(LENGTH runs after)
    set(new_runs "")
    if(after GREATER before)
        list(SUBLIST runs ${before} -1 new_runs)
    endif()
    list(SORT new_runs)
    if(NOT "${new_runs}" STREQUAL "${expected}")
        message(FATAL_ERROR "${what}: expected the commands [${expected}] to run, got [${new_runs}]")
    endif()
    set(runs_seen "${runs}" PARENT_SCOPE)
    wait_for_clock_tick()
endfunction()
set(game_args "")
if(CHECK_APP)
    # The outside project also makes masks of a game with the installed hitmask::cli.
    file(COPY "${DEMO_DIR}/" DESTINATION "${WORK_DIR}/game" FILES_MATCHING PATTERN "*.png"
         PATTERN "*.hitmask")
    set(game_args "-DGAME_PROJECT=${WORK_DIR}/game/demo.hitmask")
endif()
run_step("configure consumer" "${CMAKE_COMMAND}" -G "${GENERATOR}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build"
         "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" -DCMAKE_BUILD_TYPE=Release
         "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}" ${game_args})
if(CHECK_APP)
    rebuild("build consumer" "export;mask")
else()
    run_step("build consumer" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
endif()
run_step("run consumer" "${WORK_DIR}/build/consumer")
run_step("run World header consumer" "${WORK_DIR}/build/consumer_world")
run_step("run C consumer" "${WORK_DIR}/build/consumer_c")
# Without CMake: the C consumer built by hand with pkg-config's flags.
find_program(PKG_CONFIG pkg-config)
if(PKG_CONFIG AND C_COMPILER)
    file(GLOB pc_dir "${WORK_DIR}/prefix/lib*/pkgconfig")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E env "PKG_CONFIG_PATH=${pc_dir}"
                            "${PKG_CONFIG}" --cflags --libs hitmask
                    RESULT_VARIABLE status OUTPUT_VARIABLE pc_flags OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT status EQUAL 0 OR NOT pc_flags MATCHES "-lhitmask")
        message(FATAL_ERROR "pkg-config does not know the installed hitmask: ${pc_flags}")
    endif()
    separate_arguments(pc_flags UNIX_COMMAND "${pc_flags}")
    separate_arguments(link_flags UNIX_COMMAND "${LINK_FLAGS}")
    run_step("build C consumer with pkg-config" "${C_COMPILER}" -std=c99
             "${SOURCE_DIR}/main.c" ${pc_flags} ${link_flags} "-Wl,-rpath,${pc_dir}/.."
             -o "${WORK_DIR}/consumer_pkgconfig")
    run_step("run C consumer built with pkg-config" "${WORK_DIR}/consumer_pkgconfig")
endif()
if(NOT CHECK_APP)
    return()
endif()

rebuild("nothing changed" "")
file(TOUCH "${WORK_DIR}/game/frog.png")
rebuild("a sprite only the project names changed" "export")
rebuild("nothing changed after that" "")
file(TOUCH "${WORK_DIR}/game/ship.png")
rebuild("a sprite both commands read changed" "export;mask")
file(TOUCH "${WORK_DIR}/game/demo.hitmask")
rebuild("the project changed" "export")
rebuild("nothing changed at the end" "")

# A project with no languages (project(assets NONE)) finds the package and runs the tool.
run_step("configure a project with no languages" "${CMAKE_COMMAND}" -G "${GENERATOR}"
         -S "${CMAKE_CURRENT_LIST_DIR}/assets" -B "${WORK_DIR}/assets"
         "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" "-DSPRITE=${WORK_DIR}/game/ship.png")
run_step("build a project with no languages" "${CMAKE_COMMAND}" --build "${WORK_DIR}/assets")
file(STRINGS "${WORK_DIR}/assets/ship.h" ship_mask REGEX "ship")
if(NOT ship_mask)
    message(FATAL_ERROR "the project with no languages made no ship mask")
endif()

# Installs the build into a scratch prefix, then builds and runs an outside project
# against it. Called by CTest with BUILD_DIR, SOURCE_DIR, WORK_DIR and GENERATOR set
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
foreach(header hitmask/mask.hpp hitmask/collide.hpp hitmask/rle.hpp hitmask/codec.hpp)
    if(NOT EXISTS "${WORK_DIR}/prefix/include/${header}")
        message(FATAL_ERROR "${header} was not installed")
    endif()
endforeach()
run_step("configure consumer" "${CMAKE_COMMAND}" -G "${GENERATOR}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build"
         "-DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix" -DCMAKE_BUILD_TYPE=Release
         "-DCMAKE_CXX_FLAGS=${CXX_FLAGS}" "-DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS}")
run_step("build consumer" "${CMAKE_COMMAND}" --build "${WORK_DIR}/build")
run_step("run consumer" "${WORK_DIR}/build/consumer")

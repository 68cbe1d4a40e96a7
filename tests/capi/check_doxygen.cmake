# Runs doxygen on the C header with every warning an error, so that an undocumented
# function or parameter fails; then on a copy with one comment taken out, which must
# fail, so the check itself is known to work. Called by CTest with DOXYGEN, DOXYFILE,
# HEADER and WORK_DIR set.
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run_doxygen header name result_var log_var)
    file(WRITE "${WORK_DIR}/${name}.doxyfile"
         "@INCLUDE = ${DOXYFILE}\n"
         "INPUT = ${header}\n"
         "OUTPUT_DIRECTORY = ${WORK_DIR}/${name}\n"
         "STRIP_FROM_PATH = ${WORK_DIR}\n"
         "EXTRACT_ALL = NO\n"
         "GENERATE_HTML = YES\n"
         "WARN_AS_ERROR = FAIL_ON_WARNINGS\n")
    execute_process(COMMAND "${DOXYGEN}" "${WORK_DIR}/${name}.doxyfile"
                    WORKING_DIRECTORY "${WORK_DIR}"
                    RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(${result_var} "${status}" PARENT_SCOPE)
    set(${log_var} "${out}${err}" PARENT_SCOPE)
endfunction()

run_doxygen("${HEADER}" header status log)
if(NOT status EQUAL 0 OR log MATCHES "warning")
    message(FATAL_ERROR "doxygen warns about hitmask.h (${status}):\n${log}")
endif()
message(STATUS "hitmask.h: every function documented")

# The same header with the comment of hm_mask_count taken out.
file(READ "${HEADER}" text)
string(REGEX REPLACE "/\\*\\*\n \\* The number of solid pixels\\.[^/]*/\n" "" stripped "${text}")
if(stripped STREQUAL text)
    message(FATAL_ERROR "the self-check no longer finds hm_mask_count's comment")
endif()
file(MAKE_DIRECTORY "${WORK_DIR}/stripped")
file(WRITE "${WORK_DIR}/stripped/hitmask.h" "${stripped}")
run_doxygen("${WORK_DIR}/stripped/hitmask.h" stripped status log)
if(status EQUAL 0 AND NOT log MATCHES "hm_mask_count")
    message(FATAL_ERROR "doxygen accepted a header with an undocumented function:\n${log}")
endif()
message(STATUS "an undocumented function fails: ok")

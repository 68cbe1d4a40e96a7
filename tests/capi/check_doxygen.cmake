# Runs doxygen on the C headers (hitmask.h and the headers it includes) with every
# warning an error, so that an undocumented function or parameter fails; then on copies
# with one comment taken out, which must fail, so the check itself is known to work.
# Called by CTest with DOXYGEN, DOXYFILE, HEADER (hitmask.h) and WORK_DIR set.
include("${CMAKE_CURRENT_LIST_DIR}/c_headers.cmake")
hitmask_c_headers("${HEADER}" headers)
file(REMOVE_RECURSE "${WORK_DIR}")
file(MAKE_DIRECTORY "${WORK_DIR}")

function(run_doxygen inputs name result_var log_var)
    list(JOIN inputs "\" \"" input_line)
    file(WRITE "${WORK_DIR}/${name}.doxyfile"
         "@INCLUDE = ${DOXYFILE}\n"
         "INPUT = \"${input_line}\"\n"
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

list(LENGTH headers header_count)
run_doxygen("${headers}" headers status log)
if(NOT status EQUAL 0 OR log MATCHES "warning")
    message(FATAL_ERROR "doxygen warns about the C headers (${status}):\n${log}")
endif()
message(STATUS "the ${header_count} C headers: every function documented")

# The same headers with the comment of hm_mask_count taken out of the one declaring it.
set(stripped_headers "")
set(stripped_count 0)
file(MAKE_DIRECTORY "${WORK_DIR}/stripped")
foreach(header IN LISTS headers)
    get_filename_component(header_name "${header}" NAME)
    file(READ "${header}" text)
    string(REGEX REPLACE "/\\*\\*\n \\* The number of solid pixels\\.[^/]*/\n" "" stripped
           "${text}")
    if(NOT stripped STREQUAL text)
        math(EXPR stripped_count "${stripped_count} + 1")
    endif()
    file(WRITE "${WORK_DIR}/stripped/${header_name}" "${stripped}")
    list(APPEND stripped_headers "${WORK_DIR}/stripped/${header_name}")
endforeach()
if(NOT stripped_count EQUAL 1)
    message(FATAL_ERROR "the self-check finds hm_mask_count's comment ${stripped_count} times, not once")
endif()
run_doxygen("${stripped_headers}" stripped status log)
if(status EQUAL 0 AND NOT log MATCHES "hm_mask_count")
    message(FATAL_ERROR "doxygen accepted a header with an undocumented function:\n${log}")
endif()
message(STATUS "an undocumented function fails: ok")

# cmake -DCLI=... -DPROJECT_FILE=... -DFRESH=... -DCHECKED_IN=... -P check_cli.cmake
# Writes the shapes JSON of the conformance project with hitmask-cli, as the checked-in
# shapes/files/cli-hand.json was written, and fails unless the bytes are the same: the
# file every runtime reads is what the exporter writes today.
cmake_minimum_required(VERSION 3.20)
file(REMOVE "${FRESH}")
execute_process(COMMAND "${CLI}" shapes "${PROJECT_FILE}" --polygons --format shapes-json
                        -o "${FRESH}"
                RESULT_VARIABLE result ERROR_VARIABLE errors)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "hitmask-cli shapes failed (${result}): ${errors}")
endif()
file(SHA256 "${FRESH}" fresh_hash)
file(SHA256 "${CHECKED_IN}" checked_in_hash)
if(NOT fresh_hash STREQUAL checked_in_hash)
    file(READ "${FRESH}" fresh_text)
    message(FATAL_ERROR "${CHECKED_IN} is not what hitmask-cli writes today:\n${fresh_text}\n"
                        "Check that the change is meant, then write it again with\n"
                        "  hitmask-cli shapes tests/conformance/shapes/project/hand.hitmask "
                        "--polygons --format shapes-json -o tests/conformance/shapes/files/cli-hand.json\n"
                        "and the answers of shapes/expected.json by hand.")
endif()
message(STATUS "cli-hand.json is what hitmask-cli writes")

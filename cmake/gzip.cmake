# hitmask_install_gzipped(SOURCE <file> NAME <name.gz> DESTINATION <dir> COMPONENT <c>
#                         [EXCLUDE_FROM_ALL])
# installs SOURCE compressed as Debian wants man pages and changelogs: gzip -9n (best
# compression, no name or time stamp inside, so the same source gives the same bytes).
# It is compressed during the build (target hitmask_gzipped), not at install time.
find_program(HITMASK_GZIP gzip REQUIRED)
if(NOT TARGET hitmask_gzipped)
    add_custom_target(hitmask_gzipped ALL)
endif()
function(hitmask_install_gzipped)
    cmake_parse_arguments(PARSE_ARGV 0 arg "EXCLUDE_FROM_ALL" "SOURCE;NAME;DESTINATION;COMPONENT" "")
    string(REGEX REPLACE "\\.gz$" "" plain "${arg_NAME}")
    set(dir "${PROJECT_BINARY_DIR}/gzipped/${arg_COMPONENT}/${arg_DESTINATION}")
    add_custom_command(
        OUTPUT "${dir}/${arg_NAME}"
        COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
        COMMAND "${CMAKE_COMMAND}" -E copy "${arg_SOURCE}" "${dir}/${plain}"
        COMMAND "${HITMASK_GZIP}" -9nf "${dir}/${plain}"
        DEPENDS "${arg_SOURCE}"
        VERBATIM)
    string(MAKE_C_IDENTIFIER "gz_${arg_COMPONENT}_${arg_DESTINATION}_${arg_NAME}" target)
    add_custom_target(${target} DEPENDS "${dir}/${arg_NAME}")
    add_dependencies(hitmask_gzipped ${target})
    set(exclude "")
    if(arg_EXCLUDE_FROM_ALL)
        set(exclude EXCLUDE_FROM_ALL)
    endif()
    install(FILES "${dir}/${arg_NAME}" DESTINATION "${arg_DESTINATION}"
            COMPONENT ${arg_COMPONENT} ${exclude})
endfunction()

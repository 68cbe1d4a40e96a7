# Builds the C# binding and its test programs with Mono's mcs, for the test csharp_build:
# cmake -DMCS=mcs -DSOURCE=runtimes/csharp -DOUT=build/folder -P build.cmake
# The library's and the tests' files are listed here, one place, as CMake lists sources;
# bench.exe is the runtimes' shared benchmark scene in C#, which run.py drives.
set(library Native Handles Types Library Mask MaskFile World WorldQueries)
set(programs
    "conformance:tests/Json tests/Conformance tests/ConformanceWorld"
    "world:tests/Oracle tests/WorldTest tests/WorldRounds tests/WorldLife"
    "bench:../../tests/bench/runtimes/scene")

function(mcs)
    execute_process(COMMAND "${MCS}" -nologo -warnaserror+ -r:System.Core ${ARGN}
                    WORKING_DIRECTORY "${OUT}" RESULT_VARIABLE status)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "mcs failed (${status})")
    endif()
endfunction()

set(sources)
foreach(name IN LISTS library)
    list(APPEND sources "${SOURCE}/src/${name}.cs")
endforeach()
# CS1591 (a public member without a doc comment) is off, as in Hitmask.csproj.
mcs(-target:library -unsafe -nowarn:1591 -doc:Hitmask.xml -out:Hitmask.dll ${sources})

foreach(program IN LISTS programs)
    string(REPLACE ":" ";" parts "${program}")
    list(GET parts 0 exe)
    list(GET parts 1 names)
    string(REPLACE " " ";" names "${names}")
    set(sources)
    foreach(name IN LISTS names)
        list(APPEND sources "${SOURCE}/${name}.cs")
    endforeach()
    mcs(-r:Hitmask.dll -unsafe -out:${exe}.exe ${sources})
endforeach()

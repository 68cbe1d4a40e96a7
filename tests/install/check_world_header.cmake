# The types World's public header declares are the API's and nothing else: a cell, a
# bucket, a hash slot or a pair search declared there would be a grid type every game
# compiles against. MaskFile is declared ahead for addFrame() and setFrame(), which take
# one. Called by CTest with HEADER set.
set(allowed "World;WorldImpl;Contact;SegmentHit;Phase;Id;MaskFile")
file(READ "${HEADER}" text)
# Comments may name anything, and template parameters are not types of the API.
string(REGEX REPLACE "//[^\n]*" "" text "${text}")
string(REGEX REPLACE "template[ \t]*<[^>]*>" "" text "${text}")
string(REGEX MATCHALL "(struct|class|enum class|enum|union|using|typedef)[ \t\n]+[A-Za-z_][A-Za-z0-9_]*"
       found "${text}")
set(unexpected "")
foreach(declaration IN LISTS found)
    string(REGEX REPLACE ".*[ \t\n]" "" name "${declaration}")
    list(FIND allowed "${name}" index)
    if(index EQUAL -1)
        list(APPEND unexpected "${declaration}")
    endif()
endforeach()
if(unexpected)
    list(REMOVE_DUPLICATES unexpected)
    message(FATAL_ERROR "${HEADER} declares types that are not World's API: ${unexpected}")
endif()
message(STATUS "${HEADER}: declares only ${allowed}")

# SPDX-FileCopyrightText: 2026 The Hitmask authors
# SPDX-License-Identifier: MIT
# Precompiled Qt headers. Most of a Qt source file's compile time goes to reading Qt's
# headers, and the test suites alone are over a hundred programs: reading the headers once
# per Qt module set shortens a clean build by minutes. GCC only: it refuses a header
# precompiled under other QT_*_LIB or QT_TESTCASE_BUILDDIR macros, so each set has its own.

option(HITMASK_PRECOMPILED_HEADERS "Precompile Qt's headers (GCC)" ON)

set(hitmask_core_headers <QCoreApplication> <QDir> <QFile> <QFileInfo> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QList> <QLocale> <QObject> <QRegularExpression> <QString>
    <algorithm> <cstdint> <memory> <optional> <string> <vector>)
set(hitmask_gui_headers ${hitmask_core_headers} <QColor> <QImage> <QPainter>)
set(hitmask_widgets_headers ${hitmask_gui_headers} <QtWidgets>)
set(hitmask_test_headers <QTest> <QSignalSpy> <QTemporaryDir> <QProcess> <random>)

function(hitmask_headers_wanted out)
    if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND HITMASK_PRECOMPILED_HEADERS)
        set(${out} ON PARENT_SCOPE)
    else()
        set(${out} OFF PARENT_SCOPE)
    endif()
endfunction()

# Moc's collected output is empty for most targets: loading a header for it costs more
# than it saves.
function(hitmask_skip_moc_collection target)
    get_target_property(binary_dir ${target} BINARY_DIR)
    set_source_files_properties(${binary_dir}/${target}_autogen/mocs_compilation.cpp
        TARGET_DIRECTORY ${target} PROPERTIES SKIP_PRECOMPILE_HEADERS ON)
endfunction()

# A library precompiles the Qt headers of its module set (core, gui or widgets).
function(hitmask_precompile_qt_headers target family)
    hitmask_headers_wanted(wanted)
    if(wanted)
        target_precompile_headers(${target} PRIVATE ${hitmask_${family}_headers})
        hitmask_skip_moc_collection(${target})
    endif()
endfunction()

# The module set a suite compiles against, from the libraries it links directly.
function(hitmask_test_family target out)
    get_target_property(libs ${target} LINK_LIBRARIES)
    set(family core)
    foreach(lib IN LISTS libs)
        if(lib MATCHES "^(hitmask_editor|Qt6::Widgets)$")
            set(${out} widgets PARENT_SCOPE)
            return()
        elseif(lib MATCHES "^(hitmask_common|hitmask_document|hitmask_export|hitmask_cli|Qt6::Gui)$")
            set(family gui)
        endif()
    endforeach()
    set(${out} ${family} PARENT_SCOPE)
endfunction()

# Every suite made by hitmask_add_test in this folder reuses one header of its module set.
function(hitmask_share_test_headers)
    hitmask_headers_wanted(wanted)
    if(NOT wanted)
        return()
    endif()
    find_package(Qt6 6.4 REQUIRED COMPONENTS Gui Widgets)
    foreach(family core gui widgets)
        set(source ${CMAKE_CURRENT_BINARY_DIR}/shared_headers_${family}.cpp)
        file(CONFIGURE OUTPUT ${source} CONTENT "// Compiles the suites' shared header.\n")
        add_library(hitmask_headers_${family} OBJECT ${source})
        target_compile_options(hitmask_headers_${family} PRIVATE ${HITMASK_WARNINGS})
        target_precompile_headers(hitmask_headers_${family} PRIVATE
                                  ${hitmask_${family}_headers} ${hitmask_test_headers})
    endforeach()
    target_link_libraries(hitmask_headers_core PRIVATE Qt6::Test)
    target_link_libraries(hitmask_headers_gui PRIVATE Qt6::Test Qt6::Gui)
    target_link_libraries(hitmask_headers_widgets PRIVATE Qt6::Test Qt6::Widgets)
    get_property(targets GLOBAL PROPERTY hitmask_test_targets)
    foreach(target IN LISTS targets)
        get_target_property(target_dir ${target} SOURCE_DIR)
        if(target_dir STREQUAL CMAKE_CURRENT_SOURCE_DIR)
            hitmask_test_family(${target} family)
            target_precompile_headers(${target} REUSE_FROM hitmask_headers_${family})
            hitmask_skip_moc_collection(${target})
        endif()
    endforeach()
endfunction()

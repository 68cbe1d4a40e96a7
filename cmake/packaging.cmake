# Debian packages, made by CPack from the install components, one package each:
#   hitmask          (apps)    the editor and hitmask-cli, desktop file, icon, metainfo,
#                              man pages, hitmask::cli for CMake
#   libhitmask0      (runtime) the C library libhitmask.so.0, alone, as Debian wants of a
#                              shared library package (shlibs file, ldconfig trigger)
#   libhitmask-dev   (dev)     headers, libhitmask.so, the static core, the CMake package
#                              and hitmask.pc
# Built from a build configured for /usr, so that the libraries land in the multiarch
# folder (GNUInstallDirs gives lib/<triplet> for that prefix):
#   cmake -S . -B build-deb -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX=/usr
#   cmake --build build-deb && cpack --config build-deb/CPackConfig.cmake -B build-deb/package
# scripts/package-check.sh does that with Debian's build flags, runs lintian on the three
# packages and tries them on a fresh Debian 12. Depends come from dpkg-shlibdeps
# (dpkg-dev), plus what the apps load at run time that no ELF dependency names.
set(HITMASK_MAINTAINER "Hitmask maintainers <maintainers@hitmask.invalid>")
set(CPACK_PACKAGE_NAME hitmask)
set(CPACK_PACKAGE_VENDOR "The Hitmask authors")
set(CPACK_PACKAGE_CONTACT "${HITMASK_MAINTAINER}")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# Each package's summary is the first line of its description below; CPack would put
# the project's description in front of it otherwise.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "")
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev)
if(HITMASK_BUILD_APP)
    list(PREPEND CPACK_COMPONENTS_ALL apps)
endif()

# Fields every package shares. The Debian revision (-1) marks the packaging of the
# upstream version; its changelog is changelog.Debian.gz, the upstream one changelog.gz.
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(HITMASK_DEBIAN_VERSION "${PROJECT_VERSION}-${CPACK_DEBIAN_PACKAGE_RELEASE}")
set(CPACK_DEBIAN_PACKAGE_SOURCE hitmask)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${HITMASK_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)

set(CPACK_DEBIAN_APPS_PACKAGE_NAME hitmask)
set(CPACK_DEBIAN_APPS_PACKAGE_SECTION graphics)
# Qt's platform plugins are loaded at run time; no ELF dependency names them.
set(CPACK_DEBIAN_APPS_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_APPS_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_APPS_DESCRIPTION "collision-mask editor for 2D game sprites
Hitmask makes a collision mask per frame from a sprite's alpha channel and
lets artists fix it by hand, with undo, zoom and a pixel grid. A live
preview shows two sprites colliding pixel for pixel, and a scene preview
many at once.

Masks export as HMSK files, C headers, PNG or PBM images, and collision
boxes or polygons as JSON, C, Tiled or Godot files, from the editor or
from hitmask-cli in a game's build.")

set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME libhitmask0)
set(CPACK_DEBIAN_RUNTIME_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS_POLICY ">=")
# The ldconfig trigger (debian/triggers) runs ldconfig once per dpkg run, as Debian wants,
# instead of the postinst and postrm scripts CPack would write to call it themselves:
# naming postinst and postrm here turns those off (CPackDeb.cmake), and as no such files
# exist, CPack adds none.
set(CPACK_DEBIAN_RUNTIME_PACKAGE_CONTROL_EXTRA "${CMAKE_CURRENT_LIST_DIR}/debian/triggers"
    "${CMAKE_CURRENT_LIST_DIR}/debian/no-maintainer-scripts/postinst"
    "${CMAKE_CURRENT_LIST_DIR}/debian/no-maintainer-scripts/postrm")
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "per-pixel collision masks for 2D games (C library)
libhitmask loads the collision masks that Hitmask exports (HMSK files),
tests them for pixel overlap and separation, and keeps a world of many
moving masks that reports every colliding pair. Its C API suits C games
and any language with a foreign function interface.

This package holds the shared library.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libhitmask-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libhitmask0 (= ${HITMASK_DEBIAN_VERSION})")
set(CPACK_DEBIAN_DEV_PACKAGE_SUGGESTS "hitmask, cmake, pkg-config")
set(CPACK_DEBIAN_DEV_DESCRIPTION "per-pixel collision masks for 2D games (development files)
Hitmask's libraries load the collision masks that Hitmask exports, test
them for pixel overlap and separation, and keep a world of many moving
masks that reports every colliding pair.

This package holds the C API's headers and libhitmask.so, the C++20 core
as a static library with its headers, a CMake package
(find_package(hitmask): hitmask::core and hitmask::c) and a pkg-config
file (hitmask).")

# Each package's /usr/share/doc/<package>: the copyright (machine-readable, the MIT
# licence), the Debian changelog and the upstream one. Only a Debian package gets them
# (EXCLUDE_FROM_ALL: cmake --install leaves them out).
if(UNIX)
    include(${CMAKE_CURRENT_LIST_DIR}/gzip.cmake)
    string(TIMESTAMP HITMASK_DEBIAN_DATE "%a, %d %b %Y 00:00:00 +0000" UTC)
    configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/changelog.in
                   ${PROJECT_BINARY_DIR}/debian/changelog.Debian @ONLY)
    foreach(component IN LISTS CPACK_COMPONENTS_ALL)
        string(TOUPPER ${component} upper)
        set(HITMASK_DEBIAN_PACKAGE ${CPACK_DEBIAN_${upper}_PACKAGE_NAME})
        set(doc ${CMAKE_INSTALL_DATADIR}/doc/${HITMASK_DEBIAN_PACKAGE})
        install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright DESTINATION ${doc}
                COMPONENT ${component} EXCLUDE_FROM_ALL)
        hitmask_install_gzipped(SOURCE ${PROJECT_BINARY_DIR}/debian/changelog.Debian
                                NAME changelog.Debian.gz DESTINATION ${doc}
                                COMPONENT ${component} EXCLUDE_FROM_ALL)
        hitmask_install_gzipped(SOURCE ${PROJECT_SOURCE_DIR}/CHANGELOG.md NAME changelog.gz
                                DESTINATION ${doc} COMPONENT ${component} EXCLUDE_FROM_ALL)
        configure_file(${CMAKE_CURRENT_LIST_DIR}/debian/lintian-overrides.in
                       ${PROJECT_BINARY_DIR}/debian/${HITMASK_DEBIAN_PACKAGE}.lintian @ONLY)
        install(FILES ${PROJECT_BINARY_DIR}/debian/${HITMASK_DEBIAN_PACKAGE}.lintian
                DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides
                RENAME ${HITMASK_DEBIAN_PACKAGE} COMPONENT ${component} EXCLUDE_FROM_ALL)
    endforeach()
endif()
# CPack strips programs and shared libraries but not static ones; Debian's packages ship
# the static core without debugging sections, as dh_strip leaves it (19 MB to 0.8 MB).
if(CMAKE_STRIP)
    install(CODE "
        if(CMAKE_INSTALL_DO_STRIP)
            execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-debug --remove-section=.comment
                                    --remove-section=.note --enable-deterministic-archives
                \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_LIBDIR}/$<TARGET_FILE_NAME:hitmask_core>\")
        endif()" COMPONENT dev)
endif()
include(CPack)

# A Debian package of the whole install (editor, hitmask-cli, desktop file, icon and
# metainfo, the core and C libraries with their headers and CMake package):
#   cmake --build build && cpack -G DEB --config build/CPackConfig.cmake -B build/package
# Depends come from dpkg-shlibdeps (Debian's dpkg-dev), plus what the libraries load at
# run time, which no ELF dependency names: Qt's platform plugins.
set(CPACK_PACKAGE_NAME hitmask)
set(CPACK_PACKAGE_VENDOR "Hitmask")
set(CPACK_PACKAGE_CONTACT "Hitmask maintainers <maintainers@hitmask.invalid>")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "per-pixel collision masks for 2D game sprites")
set(CPACK_PACKAGE_DESCRIPTION
    "Hitmask makes a collision mask per frame from a sprite's alpha and lets artists fix it\n\
by hand, with undo, zoom and a pixel grid. A live preview shows sprites colliding pixel\n\
for pixel. Masks export as HMSK files, C headers, PNG/PBM, Tiled and Godot shapes, from\n\
the editor or from hitmask-cli in a build. Games link the C++ core or the C library.")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION graphics)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "cmake, g++")
include(CPack)

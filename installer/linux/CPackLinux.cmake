# SPDX-License-Identifier: MIT
# Linux package: a Debian .deb, benchwire_<version>_<arch>.deb. Included by
# installer/CPackConfig.cmake on Linux. `cmake --build BUILD --target package` (or `cpack` in the
# build tree) writes it; the install rules decide what goes in (installer/linux/CMakeLists.txt).
# No maintainer scripts: installing the package does not enable or start the server's unit.
set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGING_INSTALL_PREFIX "/usr")
# Release binaries are stripped, as Debian's own packages are; the build tree keeps the symbols.
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_PACKAGE_NAME "benchwire")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION "net")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "The Benchwire developers <benchwire@benchwire.org>")
# The extended description, wrapped as Debian's control files want it; CPack indents the lines.
string(JOIN "\n" CPACK_PACKAGE_DESCRIPTION
  "Benchwire measures network throughput between two machines. The desktop app,"
  "benchwire, runs upload, download, both-ways and simultaneous TCP and UDP tests"
  "with one click and plots both hosts' throughput and CPU live. benchwire-cli is"
  "the headless server and a scriptable client with iperf3-style flags; it also"
  "talks to stock iperf3. The systemd unit for the server,"
  "benchwire-server.service, is installed but not enabled.")
# Library dependencies (Qt 6, libstdc++, libc) come from dpkg-shlibdeps (package dpkg-dev).
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The run history opens SQLite through Qt's QSQLITE plugin, which is loaded at run time and so
# is not found by dpkg-shlibdeps.
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6sql6-sqlite")
# Qt's own German strings (dialog buttons) for the German user interface.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")

# SPDX-License-Identifier: MIT
# Runs at install time (see bw_install_configured in CMakeLists.txt): configures BW_TEMPLATE
# with the install paths of this installation and installs it into BW_DESTINATION.
# In: BW_TEMPLATE, BW_OUTPUT, BW_DESTINATION, BW_BINDIR, BW_UNITDIR, PROJECT_VERSION, and
# CMAKE_INSTALL_PREFIX as `cmake --install` or CPack set it (file(INSTALL) adds DESTDIR).
foreach(var BW_DESTINATION BW_BINDIR BW_UNITDIR)
  if(NOT IS_ABSOLUTE "${${var}}")
    set(${var} "${CMAKE_INSTALL_PREFIX}/${${var}}")
  endif()
endforeach()
configure_file("${BW_TEMPLATE}" "${BW_OUTPUT}" @ONLY)
file(INSTALL DESTINATION "${BW_DESTINATION}" TYPE FILE FILES "${BW_OUTPUT}")

# SPDX-License-Identifier: MIT
# Windows package: an NSIS installer and a ZIP. Included by installer/CPackConfig.cmake
# when building for Windows (natively with MSVC, or cross with cmake/mingw-w64-x86_64.cmake;
# Debian's makensis builds the installer on Linux).
#
# Components:
#   Unspecified  the program files: everything installed without a component, that is
#                benchwire-cli.exe and, in a build with the GUI, benchwire.exe; required
#   firewall     firewall-add.cmd / firewall-remove.cmd; when selected, the installer runs
#                firewall-add.cmd (inbound TCP+UDP 5201), and the uninstaller always runs
#                firewall-remove.cmd if it is present.

# The licences: Benchwire's, and what the package carries beside it (the Qt texts come with
# the desktop app's runtime, cmake/DeployQtWindows.cmake).
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION licenses RENAME Benchwire-MIT.txt)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/THIRD-PARTY.txt DESTINATION licenses)
# The user's guide that the app's Help menu opens: README.md at the top, docs\ beside it (the
# README's links and pictures point into docs\).
install(FILES ${PROJECT_SOURCE_DIR}/README.md DESTINATION .)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION docs)

install(FILES
  ${CMAKE_CURRENT_LIST_DIR}/firewall-add.cmd
  ${CMAKE_CURRENT_LIST_DIR}/firewall-remove.cmd
  DESTINATION firewall
  COMPONENT firewall)

set(CPACK_GENERATOR "NSIS;ZIP")
set(CPACK_VERBATIM_VARIABLES ON)
set(CPACK_PACKAGE_INSTALL_DIRECTORY "Benchwire")
set(CPACK_PACKAGE_INSTALL_REGISTRY_KEY "Benchwire")

set(CPACK_COMPONENTS_ALL Unspecified firewall)
set(CPACK_COMPONENT_UNSPECIFIED_DISPLAY_NAME "Benchwire (program files)")
set(CPACK_COMPONENT_UNSPECIFIED_DESCRIPTION
  "The Benchwire programs: benchwire-cli.exe, the test server (-s) and scriptable client, and the desktop app benchwire.exe when this build includes it.")
set(CPACK_COMPONENT_UNSPECIFIED_REQUIRED ON)
set(CPACK_COMPONENT_FIREWALL_DISPLAY_NAME "Firewall rule for port 5201")
set(CPACK_COMPONENT_FIREWALL_DESCRIPTION
  "Adds an inbound Windows Defender Firewall rule for TCP and UDP port 5201, so peers can reach benchwire-cli -s. The uninstaller removes it again.")
# The ZIP carries both components in one archive; the scripts can be run by hand there.
set(CPACK_ARCHIVE_COMPONENT_INSTALL OFF)

set(CPACK_NSIS_PACKAGE_NAME "Benchwire ${CPACK_PACKAGE_VERSION}")
set(CPACK_NSIS_DISPLAY_NAME "Benchwire")
set(CPACK_NSIS_MODIFY_PATH ON)
set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
set(CPACK_NSIS_MANIFEST_DPI_AWARE ON)
set(CPACK_NSIS_MUI_ICON ${PROJECT_SOURCE_DIR}/resources/icons/benchwire.ico)
set(CPACK_NSIS_MUI_UNIICON ${PROJECT_SOURCE_DIR}/resources/icons/benchwire.ico)
set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\benchwire-cli.exe")
if(TARGET benchwire)
  # A Start-menu entry for the app; the installer's options page offers a desktop shortcut
  # too (CPACK_CREATE_DESKTOP_LINKS with CPACK_NSIS_MODIFY_PATH). Uninstalling removes both.
  set(CPACK_PACKAGE_EXECUTABLES "benchwire;Benchwire")
  set(CPACK_CREATE_DESKTOP_LINKS "benchwire")
  set(CPACK_NSIS_INSTALLED_ICON_NAME "bin\\benchwire.exe")
  set(CPACK_NSIS_MUI_FINISHPAGE_RUN "benchwire.exe")
endif()
# CPack's stock NSIS template is copied with two additions, as it has no hooks for them:
# - `Target amd64-unicode`: a 64-bit installer for a 64-bit program, so it installs into the
#   real Program Files and runs where only 64-bit code can (wine64 without wine32). CPack
#   splits CPACK_NSIS_EXECUTABLE_PRE_ARGUMENTS at spaces, so it cannot pass this.
# - `/DESKTOP` on the command line ticks the options page's desktop shortcut, so a silent
#   install (`/S /DESKTOP /D=C:\Benchwire`) can make one too; without it the box decides.
set(_bw_nsis_template ${CMAKE_ROOT}/Modules/Internal/CPack/NSIS.template.in)
set(_bw_desktop_read
  [=[  !insertmacro MUI_INSTALLOPTIONS_READ $INSTALL_DESKTOP "NSIS.InstallOptions.ini" "Field 5" "State"]=])
set(_bw_desktop_option [=[
  ${GetParameters} $R8
  ClearErrors
  ${GetOptions} $R8 "/DESKTOP" $R9
  IfErrors +2 0
    StrCpy $INSTALL_DESKTOP "1"]=])
if(EXISTS ${_bw_nsis_template})
  file(READ ${_bw_nsis_template} _bw_nsis)
  string(FIND "${_bw_nsis}" "  !define VERSION" _bw_at)
  string(FIND "${_bw_nsis}" "${_bw_desktop_read}" _bw_desktop_at)
  if(_bw_at GREATER 0 AND _bw_desktop_at GREATER 0)
    string(SUBSTRING "${_bw_nsis}" 0 ${_bw_at} _bw_head)
    string(SUBSTRING "${_bw_nsis}" ${_bw_at} -1 _bw_tail)
    string(REPLACE "${_bw_desktop_read}" "${_bw_desktop_read}\n${_bw_desktop_option}"
      _bw_tail "${_bw_tail}")
    file(WRITE ${CMAKE_BINARY_DIR}/cpack-nsis/NSIS.template.in
      "${_bw_head}  Target amd64-unicode\n  !include \"FileFunc.nsh\"\n${_bw_tail}")
    set(CPACK_MODULE_PATH ${CMAKE_BINARY_DIR}/cpack-nsis ${CMAKE_MODULE_PATH})
  else()
    message(WARNING "CPack's NSIS template has changed: the installer is built without "
      "`Target amd64-unicode` and the /DESKTOP option")
  endif()
endif()
set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
# Component sections run before the core section, so the script exists here exactly when
# the firewall component was selected. nsExec keeps the console window hidden; a failing
# netsh (no admin rights, or Wine) is logged and does not abort the installation.
set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS [=[
  IfFileExists "$INSTDIR\firewall\firewall-add.cmd" 0 bw_no_firewall
    DetailPrint "Adding the inbound firewall rule for port 5201"
    nsExec::ExecToLog '"$INSTDIR\firewall\firewall-add.cmd"'
    Pop $0
  bw_no_firewall:
]=])
set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS [=[
  IfFileExists "$INSTDIR\firewall\firewall-remove.cmd" 0 bw_no_firewall
    DetailPrint "Removing the inbound firewall rule for port 5201"
    nsExec::ExecToLog '"$INSTDIR\firewall\firewall-remove.cmd"'
    Pop $0
  bw_no_firewall:
]=])

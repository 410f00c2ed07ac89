# SPDX-License-Identifier: MIT
# benchwire_windows_resource(TARGET DESCRIPTION LICENCE): gives a Windows program the app icon
# (resources/icons/benchwire.ico) and a version resource. Does nothing on other platforms.
function(benchwire_windows_resource target description licence)
  if(NOT WIN32)
    return()
  endif()
  set(BW_RC_NAME ${target})
  set(BW_RC_DESCRIPTION "${description}")
  set(BW_RC_LICENCE "${licence}")
  set(BW_RC_ICON ${PROJECT_SOURCE_DIR}/resources/icons/benchwire.ico)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/version.rc.in
    ${CMAKE_CURRENT_BINARY_DIR}/${target}.rc @ONLY)
  target_sources(${target} PRIVATE ${CMAKE_CURRENT_BINARY_DIR}/${target}.rc)
endfunction()

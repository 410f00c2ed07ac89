# SPDX-License-Identifier: MIT
# The Windows app's runtime, laid out as Qt's windeployqt lays it out: the Qt plugins the app
# loads in their folders beside benchwire.exe, then every DLL that the programs and those
# plugins import, found in Qt's bin folder or beside the mingw-w64 runtime, and nothing else.
# System DLLs (kernel32, ws2_32, ...) are found in neither and stay out.
#
# In a Windows build, app/gui calls benchwire_deploy_qt_runtime() once; `cmake --install` and
# cpack then run the copy. Qt's own windeployqt is a Windows program and does not exist for a
# cross-build.

# The plugins the app loads (QPA: windows for the desktop, offscreen for headless exports and
# the tests; the Windows 11 / Vista style; SQLite for the history; SVG for the icons).
set(BENCHWIRE_QT_PLUGINS
  platforms/qwindows platforms/qoffscreen
  styles/qwindowsvistastyle
  sqldrivers/qsqlite
  imageformats/qsvg imageformats/qico
  iconengines/qsvgicon)

function(benchwire_deploy_qt_runtime)
  if(NOT WIN32)
    return()
  endif()
  find_program(BENCHWIRE_OBJDUMP NAMES ${CMAKE_CXX_COMPILER_TARGET}-objdump
    x86_64-w64-mingw32-objdump objdump REQUIRED)
  get_filename_component(qt_prefix "${QT6_INSTALL_PREFIX}" ABSOLUTE)
  # The mingw-w64 runtime DLLs: where the compiler keeps libstdc++-6.dll and winpthreads.
  set(runtime_dirs)
  foreach(dll libstdc++-6.dll libwinpthread-1.dll libgcc_s_seh-1.dll)
    execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${dll}
      OUTPUT_VARIABLE found OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(IS_ABSOLUTE "${found}" AND EXISTS "${found}")
      get_filename_component(dir "${found}" DIRECTORY)
      list(APPEND runtime_dirs "${dir}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES runtime_dirs)
  # Qt's licence texts (build-qt.sh keeps them in the prefix): LGPLv3 for Qt, GPLv3 for Charts.
  foreach(text LGPL-3.0-only GPL-3.0-only)
    install(FILES "${qt_prefix}/licenses/${text}.txt" DESTINATION licenses RENAME Qt-${text}.txt)
  endforeach()
  install(CODE "
    set(BW_DEST \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}\")
    set(BW_QT_PREFIX \"${qt_prefix}\")
    set(BW_QT_BINS \"${QT6_INSTALL_BINS}\")
    set(BW_QT_PLUGINDIR \"${QT6_INSTALL_PLUGINS}\")
    set(BW_PLUGINS \"${BENCHWIRE_QT_PLUGINS}\")
    set(BW_RUNTIME_DIRS \"${runtime_dirs}\")
    set(BW_OBJDUMP \"${BENCHWIRE_OBJDUMP}\")
    set(BW_MANIFEST \"${CMAKE_BINARY_DIR}/deployed-runtime.txt\")
    include(\"${PROJECT_SOURCE_DIR}/cmake/DeployQtWindowsRun.cmake\")")
endfunction()

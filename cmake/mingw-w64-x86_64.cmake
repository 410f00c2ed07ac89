# SPDX-License-Identifier: MIT
# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (g++-mingw-w64-x86-64). The
# desktop app's build loads it through its Qt's qt.toolchain.cmake (scripts/windows/build-app.sh).
# The -posix compiler variant is required: std::thread / std::jthread need winpthreads.
# Header-only libraries come from folders passed in NLOHMANN_JSON_INCLUDE_DIR and
# CLI11_INCLUDE_DIR that hold only those headers; /usr/include is never searched.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(BENCHWIRE_MINGW_TRIPLE x86_64-w64-mingw32)

find_program(CMAKE_CXX_COMPILER NAMES ${BENCHWIRE_MINGW_TRIPLE}-g++-posix REQUIRED)
find_program(CMAKE_C_COMPILER NAMES ${BENCHWIRE_MINGW_TRIPLE}-gcc-posix REQUIRED)
find_program(CMAKE_RC_COMPILER NAMES ${BENCHWIRE_MINGW_TRIPLE}-windres)

set(CMAKE_FIND_ROOT_PATH /usr/${BENCHWIRE_MINGW_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# benchwire-cli.exe links libgcc, libstdc++ and winpthreads in statically (app/cli): one
# self-contained .exe. The desktop app shares one copy of them with the Qt DLLs it loads, so
# it links them as DLLs, which its package carries beside it (cmake/DeployQtWindows.cmake).

# Lets `wine` run cross-built programs where CMake wants to execute one.
find_program(BENCHWIRE_WINE NAMES wine64 wine)
if(BENCHWIRE_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${BENCHWIRE_WINE})
endif()

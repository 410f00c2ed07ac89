# SPDX-License-Identifier: MIT
# Cross-compiling for 64-bit Windows with Debian's mingw-w64 (g++-mingw-w64-x86-64).
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

# One self-contained .exe: libgcc, libstdc++ and winpthreads linked in statically.
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")

# Lets `wine` run cross-built programs where CMake wants to execute one.
find_program(BENCHWIRE_WINE NAMES wine64 wine)
if(BENCHWIRE_WINE)
  set(CMAKE_CROSSCOMPILING_EMULATOR ${BENCHWIRE_WINE})
endif()

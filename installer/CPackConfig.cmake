# SPDX-License-Identifier: MIT
# All CPack configuration, included from the top-level CMakeLists.txt. Settings common to
# every package are here; each platform's part lives in its own file.
set(CPACK_PACKAGE_NAME "Benchwire")
set(CPACK_PACKAGE_VENDOR "Benchwire")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Network throughput tester (iperf3-compatible)")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)

if(WIN32)
  include(${CMAKE_CURRENT_LIST_DIR}/windows/CPackWindows.cmake)
elseif(CMAKE_SYSTEM_NAME STREQUAL "Linux")
  include(${CMAKE_CURRENT_LIST_DIR}/linux/CPackLinux.cmake)
endif()

include(CPack)

# SPDX-License-Identifier: MIT
# How a test finds the programs it runs and the files it reads with no absolute path in its
# compile command: ccache keys on the command, and an absolute path inside a -D value is one
# that its base_dir cannot make relative, so every fresh clone (CI's) would compile the test
# again. A definition holds the path relative to the test program's own folder instead, and
# tests/support/testpaths.h joins it to that folder at run time.

# bw_test_dir_definition(TEST NAME PATH): NAME="PATH relative to TEST's folder" for TEST.
function(bw_test_dir_definition test name path)
  bw_test_relative_dir(${test} "${path}" relative)
  target_compile_definitions(${test} PRIVATE ${name}="${relative}")
endfunction()

# bw_test_program_definition(TEST NAME PROGRAM): NAME="PROGRAM's file relative to TEST's folder",
# with the platform's suffix (.exe in the mingw-w64 build).
function(bw_test_program_definition test name program)
  bw_test_output_dir(${program} dir)
  bw_test_relative_dir(${test} "${dir}" relative)
  target_compile_definitions(${test} PRIVATE ${name}="${relative}/$<TARGET_FILE_NAME:${program}>")
  add_dependencies(${test} ${program})
endfunction()

# The folder TARGET's program is built in.
function(bw_test_output_dir target out)
  get_target_property(dir ${target} RUNTIME_OUTPUT_DIRECTORY)
  if(NOT dir)
    get_target_property(dir ${target} BINARY_DIR)
  endif()
  set(${out} "${dir}" PARENT_SCOPE)
endfunction()

# PATH relative to TEST's folder. Both with their links resolved: the test program finds its own
# folder as the system names it (/proc/self/exe), links resolved.
function(bw_test_relative_dir test path out)
  bw_test_output_dir(${test} from)
  file(MAKE_DIRECTORY "${from}")
  file(REAL_PATH "${from}" from)
  file(REAL_PATH "${path}" to)
  file(RELATIVE_PATH relative "${from}" "${to}")
  if(relative STREQUAL "")
    set(relative ".")
  endif()
  set(${out} "${relative}" PARENT_SCOPE)
endfunction()

# Qt Test hands every test its absolute build and source folders as definitions, for QFINDTESTDATA,
# which the tests do not use (they use testpaths.h): without these two, the compile commands of
# the tests are the same in every checkout. Runs where find_package found Qt6::Test.
function(bw_test_drop_qt_testcase_dirs)
  get_target_property(definitions Qt6::Test INTERFACE_COMPILE_DEFINITIONS)
  list(FILTER definitions EXCLUDE REGEX "^QT_TESTCASE_(BUILD|SOURCE)DIR=")
  set_target_properties(Qt6::Test PROPERTIES INTERFACE_COMPILE_DEFINITIONS "${definitions}")
endfunction()

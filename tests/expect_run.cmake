# Runs a command and checks both its exact exit status and its output (stdout and stderr together,
# in the order written), which CTest alone cannot: WILL_FAIL passes any failure, a crash too, and
# PASS_REGULAR_EXPRESSION ignores the exit status, so that a sanitizer's report after the expected
# text would pass. The regular expressions are CMake's, as PASS_REGULAR_EXPRESSION's are.
#   cmake -DSTATUS=N -DREGEX=RE [-DFORBID=RE] -P expect_run.cmake -- PROGRAM ARGS...
# tests/CMakeLists.txt's pendule_expect_test() writes this command line.
set(command)
set(seen_separator FALSE)
math(EXPR last "${CMAKE_ARGC} - 1")
foreach(i RANGE ${last})
  if(seen_separator)
    # An argument's own semicolons kept (a shell command's), not read as a list's.
    string(REPLACE ";" "\\;" argument "${CMAKE_ARGV${i}}")
    list(APPEND command "${argument}")
  elseif(CMAKE_ARGV${i} STREQUAL "--")
    set(seen_separator TRUE)
  endif()
endforeach()
if(NOT command OR NOT DEFINED STATUS OR NOT DEFINED REGEX)
  message(FATAL_ERROR "usage: cmake -DSTATUS=N -DREGEX=RE [-DFORBID=RE] -P expect_run.cmake -- PROGRAM ARGS...")
endif()

execute_process(COMMAND ${command} OUTPUT_VARIABLE output ERROR_VARIABLE output RESULT_VARIABLE status)
# The output first, whatever comes of it: ctest --output-on-failure shows what the checks read.
message("${output}")
set(faults)
# A crash leaves a sentence ("Segmentation fault", "Child aborted") in place of a number.
if(NOT status STREQUAL "${STATUS}")
  list(APPEND faults "exit status ${status}, expected ${STATUS}")
endif()
if(NOT output MATCHES "${REGEX}")
  list(APPEND faults "the output does not match the expected message: ${REGEX}")
endif()
if(DEFINED FORBID AND output MATCHES "${FORBID}")
  list(APPEND faults "the output matches what it must not: ${FORBID}")
endif()
if(faults)
  list(JOIN faults "\nexpect_run: " text)
  message(FATAL_ERROR "expect_run: ${text}")
endif()
message("expect_run: exit status ${status} and the expected message")

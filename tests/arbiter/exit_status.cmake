# Runs CLI with ARGS (a ;-list) and fails unless its exit status is EXPECTED.
separate_arguments(args NATIVE_COMMAND "${ARGS}")
execute_process(COMMAND ${CLI} ${ARGS} RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL EXPECTED)
  message(FATAL_ERROR "exit status ${status}, expected ${EXPECTED}\nstdout: ${out}\nstderr: ${err}")
endif()
message(STATUS "exit status ${status}; stderr: ${err}")

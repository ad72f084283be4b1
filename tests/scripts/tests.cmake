# scripts/check-layers.sh refuses one injected violation of each of its rules (on a copy of src/).
# Label `anybuild`: no build changes its result (it reads the sources): the release suite runs it,
# the sanitizers' run leaves it out (scripts/dev.sh). About 20 s of the processor: started early
# (COST), not last beside an idle one.
if(NOT WIN32)
  add_test(NAME "layers: check-layers.sh refuses one injected violation of each rule"
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/check_layers_test.sh ${PROJECT_SOURCE_DIR})
  set_tests_properties("layers: check-layers.sh refuses one injected violation of each rule"
                       PROPERTIES LABELS "layers;anybuild" TIMEOUT 120 COST 30)
endif()

# scripts/check-test-names.sh refuses a name two test files define in their anonymous namespaces
# (a function, a type, a constant added to two files); it reads the sources only (`anybuild`).
if(NOT WIN32)
  add_test(NAME "test names: check-test-names.sh refuses a name two test files define"
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/check_test_names_test.sh ${PROJECT_SOURCE_DIR})
  set_tests_properties("test names: check-test-names.sh refuses a name two test files define"
                       PROPERTIES LABELS "layers;anybuild" TIMEOUT 60)
endif()

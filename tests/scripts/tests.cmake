# scripts/check-layers.sh refuses one injected violation of each of its rules (on a copy of src/).
# Label `anybuild`: no build changes its result (it reads the sources): the release suite runs it,
# the sanitizers' run leaves it out (scripts/dev.sh).
if(NOT WIN32)
  add_test(NAME "layers: check-layers.sh refuses one injected violation of each rule"
           COMMAND ${CMAKE_CURRENT_LIST_DIR}/check_layers_test.sh ${PROJECT_SOURCE_DIR})
  set_tests_properties("layers: check-layers.sh refuses one injected violation of each rule"
                       PROPERTIES LABELS "layers;anybuild" TIMEOUT 120)
endif()

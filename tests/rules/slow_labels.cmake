# CTest include file (see tests.cmake), run after Catch's discovery file has defined the rules
# tests in the same scope: every rules TEST_CASE whose name ends in "(slow)" (and is tagged
# [slow]) gets the labels `rules` and `slow`.
foreach(name IN LISTS pendule_tests_rules_TESTS)
  if(name MATCHES "\\(slow\\)$")
    set_tests_properties("${name}" PROPERTIES LABELS "rules;slow")
  endif()
endforeach()

# The window's tests. The pure parts (view model, key map, lock, config, input routing) are Catch2
# tests in test_*.cpp; the window itself is tested under Xvfb by gui_test.sh (label `gui`).
if(NOT TARGET pendule_app_lib)
  message(WARNING "tests/app: PENDULE_GUI is off, the window's tests are not built")
  return()
endif()
target_link_libraries(pendule_tests_app PRIVATE pendule_app_lib)

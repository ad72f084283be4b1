# The window's tests. The pure parts (view model, key map, lock, config, input routing) are Catch2
# tests in test_*.cpp; the window itself is tested under Xvfb by gui_test.sh (label `gui`).
if(NOT TARGET pendule_app_lib)
  message(WARNING "tests/app: PENDULE_GUI is off, the window's tests are not built")
  return()
endif()
target_link_libraries(pendule_tests_app PRIVATE pendule_app_lib)

add_executable(pendule_png_probe ${CMAKE_CURRENT_LIST_DIR}/tools/png_probe.cpp)
target_link_libraries(pendule_png_probe PRIVATE sfml-graphics)
pendule_target_defaults(pendule_png_probe)

foreach(case start-screen running switch flag-fall panel claim locked-panel xdotool-press xdotool-locked)
  add_test(NAME "app: window under Xvfb: ${case}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/gui_test.sh ${case} $<TARGET_FILE:pendule>
                   $<TARGET_FILE:pendule_png_probe> ${CMAKE_BINARY_DIR}/gui-shots)
  # Each starts its own Xvfb (xvfb-run -a picks a free display), so they may run in parallel.
  set_tests_properties("app: window under Xvfb: ${case}" PROPERTIES LABELS "gui;app" TIMEOUT 60)
endforeach()

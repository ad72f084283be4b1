# The installed tree and the Debian package: cmake --install under a temporary prefix, then
# cpack -G DEB (see cmake/PenduleInstall.cmake). Slow (it packs the whole build), so the
# sanitizer run leaves it out with the other `slow` tests.
# The Debian package is Linux's; the Windows build's installer has its own test (tests/windows).
if(WIN32)
  return()
endif()
add_test(NAME package/install_and_deb
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/package_test.sh ${CMAKE_BINARY_DIR} ${PROJECT_VERSION})
set_tests_properties(package/install_and_deb PROPERTIES LABELS "package;slow" TIMEOUT 300)

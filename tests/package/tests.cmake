# The installed tree and the Debian package: cmake --install under a temporary prefix, then
# cpack -G DEB (see cmake/PenduleInstall.cmake). Slow (it packs the whole build), so the
# sanitizer run leaves it out with the other `slow` tests.
# The Debian package is Linux's; the Windows build's installer has its own test (tests/windows).
if(WIN32)
  return()
endif()
# What ships holds no absolute path of this machine: the tree `cmake --install` writes, read
# through for the source and build folders (the Debian package's too, in package_test.sh). A
# sanitizer build never ships, and its instrumentation names each source file as the compiler
# found it (GCC does not map those names with -ffile-prefix-map): it has no such test.
if(NOT PENDULE_SANITIZE)
  pendule_expect_test("package: the installed programs hold no path of the building machine (source, build)" 0
                      "build paths: none of " LABELS package
                      COMMAND sh -c "rm -rf \"$0\" && cmake --install \"$1\" --prefix \"$0\" >/dev/null && bash \"$2\" \"$0\" \"$3\" \"$1\""
                   ${CMAKE_CURRENT_BINARY_DIR}/installed-paths ${CMAKE_BINARY_DIR}
                   ${PROJECT_SOURCE_DIR}/tests/build_paths_check.sh ${PROJECT_SOURCE_DIR})
  set_tests_properties("package: the installed programs hold no path of the building machine (source, build)"
                       PROPERTIES TIMEOUT 60)
endif()
add_test(NAME package/install_and_deb
         COMMAND ${CMAKE_CURRENT_LIST_DIR}/package_test.sh ${CMAKE_BINARY_DIR} ${PROJECT_VERSION})
set_tests_properties(package/install_and_deb PROPERTIES LABELS "package;slow" TIMEOUT 300)

# The catalogue reader against catalogues compiled by the real msgfmt, the test language among them.
pendule_compile_catalogues(pendule_test_catalogues ${CMAKE_CURRENT_LIST_DIR}/data/po
                           ${CMAKE_BINARY_DIR}/tests/i18n/locale)
target_link_libraries(${module_tests} PRIVATE pendule_i18n)
add_dependencies(${module_tests} pendule_test_catalogues pendule_catalogues)
# PENDULE_TEST_LOCALE_DIR and PENDULE_LOCALE_DIR: tests/CMakeLists.txt, as for every test program.

# Every message of the sources translated in every catalogue of po/, with the same placeholders.
find_package(Python3 REQUIRED COMPONENTS Interpreter)
file(GLOB pendule_po_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/po/*.po)
add_test(NAME i18n/catalogues_complete
         COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/check_catalogues.py
                 ${PROJECT_SOURCE_DIR}/src ${pendule_po_files})
set_tests_properties(i18n/catalogues_complete PROPERTIES LABELS i18n)
# The check itself fails on a missing and on an empty translation.
pendule_expect_test(i18n/check_finds_missing 1
                    "missing translation of 'Black'.*empty translation of 'Untranslated here'.*2 faults\n$" LABELS i18n
                    COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_LIST_DIR}/check_catalogues.py
                            ${CMAKE_CURRENT_LIST_DIR}/data/src ${CMAKE_CURRENT_LIST_DIR}/data/po/pl.po)

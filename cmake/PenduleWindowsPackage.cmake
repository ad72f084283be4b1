# The Windows installer and the portable zip (scripts/dev.sh windows; docs/windows.md). Included
# from PenduleInstall.cmake in the Windows build, after the rules that install the programs, the
# presets (share/pendule/presets) and the catalogues (share/locale), which the programs find from
# their own folder as on Linux (bin/../share/...). Added here:
#   share/fonts/dejavu/     DejaVu Sans, Sans Bold and Sans Mono Bold (Debian installs them on
#                           Linux as a dependency; the window loads them)
#   share/pendule/pendule.ico   the icon, made from assets/pendule-64.png at build time
#   share/espeak-ng-data/   eSpeak NG's English and French data, from the building machine's
#                           (cmake/PenduleThirdParty.cmake; Debian's library has its own on Linux)
#   share/doc/pendule/licences/ the licences of what the programs contain (third_party/, DejaVu)
#   bin/openal32.dll        OpenAL Soft, the clock's audio output (with the window only)
# `cmake --build B --target pendule_windows_package` writes B/pendule-<version>-setup.exe (NSIS,
# cmake/pendule.nsi) and B/pendule-<version>-windows-x64.zip.

# The fonts, from Debian's fonts-dejavu-core on the building machine.
set(PENDULE_DEJAVU_DIR /usr/share/fonts/truetype/dejavu CACHE PATH "Where the DejaVu fonts to ship are")
foreach(font DejaVuSans.ttf DejaVuSans-Bold.ttf DejaVuSansMono-Bold.ttf)
  if(NOT EXISTS ${PENDULE_DEJAVU_DIR}/${font})
    message(FATAL_ERROR "${PENDULE_DEJAVU_DIR}/${font} is missing: install fonts-dejavu-core")
  endif()
  install(FILES ${PENDULE_DEJAVU_DIR}/${font} DESTINATION ${CMAKE_INSTALL_DATADIR}/fonts/dejavu)
  # The build tree is laid out as the install (src/CMakeLists.txt): pendule.exe run from the build
  # folder finds them beside it too, never in the system's folders.
  pendule_build_link(${PENDULE_DEJAVU_DIR}/${font} ${PROJECT_BINARY_DIR}/share/fonts/dejavu/${font})
endforeach()

# The icon: ImageMagick turns the committed 64x64 rendering of assets/pendule.svg into an .ico
# with the sizes Windows asks for.
find_program(PENDULE_CONVERT convert REQUIRED)
set(PENDULE_ICO ${PROJECT_BINARY_DIR}/pendule.ico)
add_custom_command(OUTPUT ${PENDULE_ICO}
                   COMMAND ${PENDULE_CONVERT} ${PROJECT_SOURCE_DIR}/assets/pendule-64.png
                           -define icon:auto-resize=64,48,32,16 ${PENDULE_ICO}
                   DEPENDS ${PROJECT_SOURCE_DIR}/assets/pendule-64.png
                   COMMENT "ImageMagick: pendule.ico"
                   VERBATIM)
add_custom_target(pendule_icon ALL DEPENDS ${PENDULE_ICO})
install(FILES ${PENDULE_ICO} DESTINATION ${CMAKE_INSTALL_DATADIR}/pendule)

# eSpeak NG's data, where the programs look for it (bin/../share/espeak-ng-data).
foreach(file IN LISTS PENDULE_ESPEAK_DATA_FILES)
  get_filename_component(subdir ${file} DIRECTORY)
  install(FILES ${PENDULE_ESPEAK_DATA_DIR}/${file} DESTINATION ${CMAKE_INSTALL_DATADIR}/espeak-ng-data/${subdir})
endforeach()

# The licences of the code inside the programs and of the fonts.
set(licences ${CMAKE_INSTALL_DATADIR}/doc/pendule/licences)
install(FILES ${PENDULE_THIRD_PARTY}/libsodium/LICENSE DESTINATION ${licences} RENAME libsodium.txt)
install(FILES ${PENDULE_THIRD_PARTY}/mosquitto/LICENSE.txt DESTINATION ${licences} RENAME mosquitto.txt)
install(FILES ${PENDULE_THIRD_PARTY}/mosquitto/edl-v10 DESTINATION ${licences} RENAME mosquitto-edl-v10.txt)
install(FILES ${PENDULE_THIRD_PARTY}/mosquitto/epl-v20 DESTINATION ${licences} RENAME mosquitto-epl-v20.txt)
install(FILES ${PENDULE_THIRD_PARTY}/nlohmann_json/LICENSE.MIT DESTINATION ${licences} RENAME nlohmann-json.txt)
install(FILES ${PENDULE_THIRD_PARTY}/cli11/LICENSE DESTINATION ${licences} RENAME cli11.txt)
install(FILES ${PENDULE_THIRD_PARTY}/sqlite/README.origin DESTINATION ${licences} RENAME sqlite.txt)
# eSpeak NG (GPL-3.0-or-later: third_party/README.md says what that means for this package), its
# data, and ucd-tools' Unicode tables.
install(FILES ${PENDULE_THIRD_PARTY}/espeak-ng/COPYING DESTINATION ${licences} RENAME espeak-ng.txt)
install(FILES ${PENDULE_THIRD_PARTY}/espeak-ng/README.origin DESTINATION ${licences} RENAME espeak-ng-origin.txt)
install(FILES ${PENDULE_THIRD_PARTY}/espeak-ng/COPYING.UCD DESTINATION ${licences} RENAME espeak-ng-unicode-data.txt)
if(EXISTS /usr/share/doc/fonts-dejavu-core/copyright)
  install(FILES /usr/share/doc/fonts-dejavu-core/copyright DESTINATION ${licences} RENAME dejavu-fonts.txt)
endif()
if(PENDULE_GUI)
  install(FILES ${PENDULE_THIRD_PARTY}/sfml/license.md DESTINATION ${licences} RENAME sfml.txt)
  install(FILES ${PENDULE_OPENAL_DLL} DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()

# The installer and the zip, from the tree that `cmake --install` makes of this build (only our
# component: SFML's headers and libraries are in components of their own).
find_program(PENDULE_MAKENSIS makensis)
set(PENDULE_SETUP ${PROJECT_BINARY_DIR}/pendule-${PROJECT_VERSION}-setup.exe)
set(PENDULE_ZIP ${PROJECT_BINARY_DIR}/pendule-${PROJECT_VERSION}-windows-x64.zip)
set(stage ${PROJECT_BINARY_DIR}/stage)
set(stage_tree ${stage}/pendule-${PROJECT_VERSION})
if(PENDULE_GUI AND TARGET pendule)
  set(PENDULE_NSIS_PROGRAM pendule.exe)
else()
  set(PENDULE_NSIS_PROGRAM "")
endif()
if(PENDULE_MAKENSIS)
  add_custom_target(pendule_windows_package
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${stage}
    COMMAND ${CMAKE_COMMAND} --install ${PROJECT_BINARY_DIR} --prefix ${stage_tree} --component Unspecified --strip
    COMMAND ${PENDULE_MAKENSIS} -V2 -DVERSION=${PROJECT_VERSION} -DSTAGE=${stage_tree} -DOUTFILE=${PENDULE_SETUP}
            -DICON=${PENDULE_ICO} "-DWINDOW_PROGRAM=${PENDULE_NSIS_PROGRAM}" ${PROJECT_SOURCE_DIR}/cmake/pendule.nsi
    COMMAND ${CMAKE_COMMAND} -E chdir ${stage} ${CMAKE_COMMAND} -E tar cf ${PENDULE_ZIP} --format=zip
            pendule-${PROJECT_VERSION}
    COMMAND ${CMAKE_COMMAND} -E echo "wrote ${PENDULE_SETUP} and ${PENDULE_ZIP}"
    COMMENT "The Windows installer (NSIS) and the portable zip"
    VERBATIM)
  add_dependencies(pendule_windows_package pendule-cli pendule_catalogues pendule_icon)
  if(PENDULE_GUI AND TARGET pendule)
    add_dependencies(pendule_windows_package pendule)
  endif()
else()
  message(STATUS "makensis (Debian nsis) not found: no Windows installer target")
endif()

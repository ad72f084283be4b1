# What `cmake --install` puts where, and the Debian package that CPack makes of it.
# Included from the top-level CMakeLists.txt after add_subdirectory(src), so that the targets exist.
#
#   bin/pendule-cli, bin/pendule-hall, bin/pendule the programs (pendule only with PENDULE_GUI)
#   share/pendule/presets/*.json                  the built-in presets (src/io/preset/preset_store.cpp)
#   share/locale/<lang>/LC_MESSAGES/pendule.mo    the catalogues (src/i18n/catalogue.cpp, locale_dir)
#   share/applications/pendule.desktop            the menu entry
#   share/icons/hicolor/{scalable,64x64}/apps     the icon, drawn in assets/pendule.svg
#   share/man/man1/pendule-cli.1.gz, pendule.1.gz the manual pages, made by help2man from --help
#   share/pendule/hall/{hall.sh,mosquitto.conf,acl} a hall's broker with accounts (docs/hall.md)
#
# Both programs find their data from their own path (bin/../share/...), so any prefix works, and
# the fonts come from the system (fonts-dejavu-core, a dependency of the package).
include(GNUInstallDirs)

# The programs.
install(TARGETS pendule-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
set(PENDULE_PROGRAMS pendule-cli)
if(TARGET pendule-hall)
  install(TARGETS pendule-hall RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  list(APPEND PENDULE_PROGRAMS pendule-hall)
  # The hall's broker: scripts/hall.sh finds the templates beside itself and the hall in bin/;
  # venue-bridge.conf is a venue's uplink to an event's central broker (docs/hall.md).
  install(PROGRAMS ${PROJECT_SOURCE_DIR}/scripts/hall.sh DESTINATION ${CMAKE_INSTALL_DATADIR}/pendule/hall)
  install(FILES ${PROJECT_SOURCE_DIR}/configs/hall/mosquitto.conf ${PROJECT_SOURCE_DIR}/configs/hall/acl
                ${PROJECT_SOURCE_DIR}/configs/hall/venue-bridge.conf DESTINATION ${CMAKE_INSTALL_DATADIR}/pendule/hall)
endif()
if(PENDULE_GUI AND TARGET pendule)
  install(TARGETS pendule RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  list(APPEND PENDULE_PROGRAMS pendule)
endif()

# The presets: src/CMakeLists.txt tells the code where they are relative to bin (PENDULE_INSTALLED_PRESETS).
install(DIRECTORY ${PROJECT_SOURCE_DIR}/configs/presets/ DESTINATION ${CMAKE_INSTALL_DATADIR}/pendule/presets
        FILES_MATCHING PATTERN "*.json")

# The compiled catalogues, as cmake/PenduleCatalogues.cmake lays them out in the build folder.
install(DIRECTORY ${PROJECT_BINARY_DIR}/share/locale/ DESTINATION ${CMAKE_INSTALL_LOCALEDIR}
        FILES_MATCHING PATTERN "pendule.mo")

# The Windows build: its own installer and zip instead of what follows (menu entry, manual pages,
# Debian package).
if(WIN32)
  include(${CMAKE_CURRENT_LIST_DIR}/PenduleWindowsPackage.cmake)
  return()
endif()

# The menu entry and the icon, only useful with the window.
if(PENDULE_GUI AND TARGET pendule)
  install(FILES ${PROJECT_SOURCE_DIR}/assets/pendule.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
  install(FILES ${PROJECT_SOURCE_DIR}/assets/pendule.svg
          DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
  # A 64x64 bitmap for the menus that take no SVG, rendered from the drawing and committed, since
  # ImageMagick reads SVG only with a delegate (rsvg-convert, package librsvg2-bin):
  #   convert -background none assets/pendule.svg -resize 64x64 -strip PNG32:assets/pendule-64.png
  install(FILES ${PROJECT_SOURCE_DIR}/assets/pendule-64.png DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/64x64/apps
          RENAME pendule.png)
endif()

# The manual pages: help2man reads each program's --help (which both print before anything else,
# without a display). The version is the project's, so help2man need not run --version.
find_program(PENDULE_HELP2MAN help2man)
find_program(PENDULE_GZIP gzip)
if(PENDULE_HELP2MAN AND PENDULE_GZIP)
  set(pendule_man_name_pendule-cli "tournament chess clock and arbiter's tool, on the command line")
  set(pendule_man_name_pendule "tournament chess clock and arbiter's tool, in a window")
  set(pendule_man_name_pendule-hall "the tournament hall: every board's clock live, through an MQTT broker")
  set(pages "")
  foreach(program IN LISTS PENDULE_PROGRAMS)
    set(page ${PROJECT_BINARY_DIR}/man/${program}.1)
    add_custom_command(
      OUTPUT ${page}.gz
      COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
      COMMAND ${PENDULE_HELP2MAN} --no-info --version-string=${PROJECT_VERSION}
              "--name=${pendule_man_name_${program}}" --section=1 --output=${page} $<TARGET_FILE:${program}>
      COMMAND ${PENDULE_GZIP} -9nf ${page}
      DEPENDS ${program}
      COMMENT "help2man: the manual page of ${program}"
      VERBATIM)
    list(APPEND pages ${page}.gz)
  endforeach()
  add_custom_target(pendule_man ALL DEPENDS ${pages})
  install(FILES ${pages} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
else()
  message(STATUS "help2man or gzip not found: no manual pages")
endif()

# The Debian package: `cpack -G DEB` in the build folder makes pendule_<version>_<arch>.deb.
if(PENDULE_NATIVE)
  message(STATUS "PENDULE_NATIVE is on: a package built here runs only on processors like this one "
                 "(configure with -DPENDULE_NATIVE=OFF for a package to share)")
endif()
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME pendule)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_VENDOR "Pendule developers")
set(CPACK_PACKAGE_CONTACT "Pendule developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "tournament chess clock and arbiter's tool")
# The synopsis is the summary above; this is the long description, in lines of under 80 columns.
string(CONCAT CPACK_DEBIAN_PACKAGE_DESCRIPTION
       "Pendule is a chess clock for tournaments, run on a laptop: two dials with\n"
       "flags that fall, player keys, a locked arbiter panel, and rules that follow\n"
       "the Laws of Chess of the edition the event chooses. It comes with built-in\n"
       "time-control presets. pendule shows the clock in a window; pendule-cli runs\n"
       "the same core on the command line.")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Pendule developers")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The shared libraries' packages (SFML, libsodium, libstdc++...) come from dpkg-shlibdeps; eSpeak
# NG's library is loaded when first spoken, and the fonts are read at run time, so they are named.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libespeak-ng1")
if(PENDULE_GUI AND TARGET pendule)
  string(APPEND CPACK_DEBIAN_PACKAGE_DEPENDS ", fonts-dejavu-core")
endif()
include(CPack)

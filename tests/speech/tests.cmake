# What the talking clock says: the texts in English and in French from the project's catalogue
# (compiled from po/fr.po into the build folder), and pendule-cli announce on a timeline.
add_dependencies(${module_tests} pendule_catalogues)
# PENDULE_LOCALE_DIR: tests/CMakeLists.txt, as for every test program.

pendule_expect_test("speech: announce over a timeline, in French" 0
  "62000 black: 2 minutes 30 secondes\n69000 white: 2 minutes 30 secondes\n70000 white: Coup 2\\. Votre temps : 2 minutes 29 secondes\\. Adversaire : 2 minutes 29 secondes\\. À vous de jouer\\.\n.*219000 both: Le drapeau des Blancs est tombé\\." LABELS speech
  COMMAND pendule-cli announce --preset 180+2 --events ${CMAKE_CURRENT_LIST_DIR}/data/blitz.events
          --thresholds 150,10 --flag --lang fr)
# Without --lang, the language the window would choose from the environment (the other variables
# emptied, which counts as not set, so that the developer's own do not decide). On Linux: under Wine
# the suite's runner sets LC_ALL (tests/windows checks the installed pendule-cli.exe instead).
if(NOT WIN32)
  pendule_expect_test("speech: announce without --lang speaks the environment's language (LANG=fr_FR.UTF-8)" 0
                      "70000 white: Coup 2\\. Votre temps" LABELS speech
                      COMMAND pendule-cli announce --preset 180+2 --events ${CMAKE_CURRENT_LIST_DIR}/data/blitz.events)
  set_tests_properties("speech: announce without --lang speaks the environment's language (LANG=fr_FR.UTF-8)"
    PROPERTIES ENVIRONMENT "LANGUAGE=;LC_ALL=;LC_MESSAGES=;LANG=fr_FR.UTF-8")
  pendule_expect_test("speech: announce without --lang under the C locale speaks English (LC_ALL=C over LANG=fr)" 0
                      "70000 white: Move 2\\. Your time" FORBID "Votre" LABELS speech
                      COMMAND pendule-cli announce --preset 180+2 --events ${CMAKE_CURRENT_LIST_DIR}/data/blitz.events)
  set_tests_properties("speech: announce without --lang under the C locale speaks English (LC_ALL=C over LANG=fr)"
    PROPERTIES ENVIRONMENT "LANGUAGE=;LC_ALL=C.UTF-8;LC_MESSAGES=;LANG=fr_FR.UTF-8")
endif()
pendule_expect_test("speech: announce refuses a language without a catalogue" 2
                    "^pendule-cli announce: --lang xx: no catalogue \\([^\n]*\\)\n$" LABELS speech
                    COMMAND pendule-cli announce --events ${CMAKE_CURRENT_LIST_DIR}/data/blitz.events --lang xx)

# --wav: one WAV file per announcement, checked by sox (not silent, of speaking length), in English
# and in French, every topic: time control, ruling, request, threshold, flag.
foreach(lang en fr)
  add_test(NAME "speech: announce --wav writes speech, in ${lang}"
           COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/wav_test.sh ${PENDULE_CLI}
                   ${CMAKE_CURRENT_LIST_DIR}/data/control.events ${lang}
                   000020000-white-control 000021000-both-ruling 000022000-black-control
                   000023000-white-request 000087000-white-threshold 000097000-both-flag)
  set_tests_properties("speech: announce --wav writes speech, in ${lang}" PROPERTIES LABELS speech)
endforeach()
pendule_expect_test("speech: announce --wav refuses a folder it cannot create" 2
                    "^pendule-cli announce: --wav /proc/pendule-no-such-folder: cannot create the folder\n$" LABELS speech
                    COMMAND pendule-cli announce --events ${CMAKE_CURRENT_LIST_DIR}/data/blitz.events --flag
                            --wav /proc/pendule-no-such-folder)
pendule_expect_test("speech: time controls and rulings are announced only when chosen" 0
                    "^23000 white: Move 3\\. [^\n]*\n87000 white: 10 seconds\n$" LABELS speech
                    COMMAND pendule-cli announce --preset 2/60+0:30+0 --events ${CMAKE_CURRENT_LIST_DIR}/data/control.events
                            --thresholds 10)

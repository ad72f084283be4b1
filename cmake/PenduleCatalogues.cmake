# Message catalogues: each po/<lang>.po is compiled by msgfmt into
# <output dir>/<lang>/LC_MESSAGES/pendule.mo, the layout of /usr/share/locale. Adding a language is
# adding its .po file: the glob finds it at the next configure.
find_program(PENDULE_MSGFMT msgfmt REQUIRED)
find_program(PENDULE_XGETTEXT xgettext REQUIRED)

# pendule_compile_catalogues(TARGET PO_DIR OUTPUT_DIR): a target that builds every catalogue of PO_DIR.
function(pendule_compile_catalogues target po_dir out_dir)
  file(GLOB po_files CONFIGURE_DEPENDS ${po_dir}/*.po)
  set(outputs "")
  foreach(po IN LISTS po_files)
    get_filename_component(lang ${po} NAME_WE)
    set(mo ${out_dir}/${lang}/LC_MESSAGES/pendule.mo)
    add_custom_command(
      OUTPUT ${mo}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir}/${lang}/LC_MESSAGES
      COMMAND ${PENDULE_MSGFMT} --check --output-file=${mo} ${po}
      DEPENDS ${po}
      COMMENT "msgfmt: the ${lang} catalogue"
      VERBATIM)
    list(APPEND outputs ${mo})
  endforeach()
  add_custom_target(${target} ALL DEPENDS ${outputs})
endfunction()

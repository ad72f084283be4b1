# Shared settings for Pendule's own targets: warnings (as errors unless PENDULE_WERROR is off)
# and the include root `src`, so that every include reads "core/rules/position.hpp".
function(pendule_target_defaults target)
  target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                           -Wold-style-cast -Wnull-dereference -Wimplicit-fallthrough)
  if(PENDULE_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()

# pendule_glob_sources(VAR dir...): the .cpp files directly inside each existing directory.
function(pendule_glob_sources var)
  set(result "")
  foreach(dir IN LISTS ARGN)
    if(EXISTS ${dir})
      file(GLOB found CONFIGURE_DEPENDS ${dir}/*.cpp)
      list(APPEND result ${found})
    endif()
  endforeach()
  set(${var} ${result} PARENT_SCOPE)
endfunction()

# cmake -DWEB_DIR=<src/web> -DOUT_DIR=<build/site> -DJS=<swrules.js> -DWASM=<swrules.wasm> -P copy_site.cmake
# Copies the static page (without its tests) and the two artefacts into the
# folder the page is served from.
file(MAKE_DIRECTORY "${OUT_DIR}")
if(EXISTS "${WEB_DIR}")
  file(COPY "${WEB_DIR}/" DESTINATION "${OUT_DIR}"
       PATTERN "tests" EXCLUDE
       PATTERN "node_modules" EXCLUDE
       PATTERN ".*" EXCLUDE)
endif()
file(COPY "${JS}" "${WASM}" DESTINATION "${OUT_DIR}")

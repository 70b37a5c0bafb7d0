# Regenerates one page of docs/generated/ into the build tree and fails when
# the committed page differs (ctest `generated-doc-<page>`):
#   cmake -DTBLGEN=... -DARGS=a|b|... -DRAW=... -DOUT=... -DSOURCE=...
#         [-DTITLE=...] -P CheckGeneratedPage.cmake
# ARGS are mlir-tblgen's arguments, the .td file last, separated by `|`.
string(REPLACE "|" ";" args "${ARGS}")
execute_process(COMMAND ${TBLGEN} ${args} -o ${RAW} RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "mlir-tblgen failed: ${TBLGEN} ${args}")
endif()
set(IN "${RAW}")
set(CHECK ON)
include(${CMAKE_CURRENT_LIST_DIR}/GeneratedPage.cmake)

//===- DataMovementOps.cpp - shape and data movement ops ---------------------------------------===//
//
// Op definitions of this family. Verification and shape functions live in
// TypeInference.cpp; syntax directives in Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"

using namespace mlir;
using namespace mlir::sfold;

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"

void StablehloDialect::registerDataMovementOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/DataMovementOps.cpp.inc"
      >();
}

//===- CollectiveOps.cpp - collective and distributed ops ---------------===//
//
// Op definitions of this family; their verifiers and shape functions are in
// CollectiveVerify.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;
using namespace mlir::sfold;

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"

void StablehloDialect::registerCollectiveOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"
      >();
}

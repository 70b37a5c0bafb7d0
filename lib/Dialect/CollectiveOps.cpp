//===- CollectiveOps.cpp - collective and distributed ops ---------------===//
//
// Op definitions of this family; their shape functions and verifiers are in
// CollectiveVerify.cpp (the collectives without regions),
// CollectiveReduceVerify.cpp (those with a computation) and ChannelVerify.cpp
// (send, recv, infeed, outfeed, the ids, the async ops).
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

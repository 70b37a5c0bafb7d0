//===- ReductionHandlers.cpp - handlers of the Reduction ops -----------------------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::registerReductionHandlers(HandlerTable &table) {}

//===- ControlFlowHandlers.cpp - handlers of the ControlFlow ops -----------------------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::registerControlFlowHandlers(HandlerTable &table) {}

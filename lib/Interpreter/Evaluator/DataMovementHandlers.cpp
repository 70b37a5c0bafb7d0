//===- DataMovementHandlers.cpp - handlers of the DataMovement ops -----------------------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::registerDataMovementHandlers(HandlerTable &table) {}

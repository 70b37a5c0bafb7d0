//===- MiscHandlers.cpp - handlers of the Misc ops -----------------------===//
//
// Each handler unpacks its op's attributes and calls the op's kernel.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::registerMiscHandlers(HandlerTable &table) {}

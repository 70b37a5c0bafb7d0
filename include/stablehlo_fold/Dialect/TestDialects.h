//===- TestDialects.h - the `check` and `interpreter` dialects --*- C++ -*-===//

#ifndef STABLEHLO_FOLD_DIALECT_TESTDIALECTS_H
#define STABLEHLO_FOLD_DIALECT_TESTDIALECTS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"

#include "stablehlo_fold/Dialect/CheckDialect.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CheckOps.h.inc"

#include "stablehlo_fold/Dialect/InterpreterDialect.h.inc"
#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/InterpreterOps.h.inc"

#endif // STABLEHLO_FOLD_DIALECT_TESTDIALECTS_H

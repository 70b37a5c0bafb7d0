//===- ChloOps.h - the chlo dialect -----------------------------*- C++ -*-===//
//
// The chlo dialect class, its attributes and its op classes (ChloOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_CHLOOPS_H
#define STABLEHLO_FOLD_DIALECT_CHLOOPS_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "stablehlo_fold/Dialect/ChloDialect.h.inc"
#include "stablehlo_fold/Dialect/ChloEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo_fold/Dialect/ChloAttrs.h.inc"

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ChloOps.h.inc"

#endif // STABLEHLO_FOLD_DIALECT_CHLOOPS_H

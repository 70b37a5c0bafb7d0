//===- StablehloDialect.h - the stablehlo dialect ---------------*- C++ -*-===//
//
// The dialect class, its token type, enumerations and attributes. Op classes
// are in StablehloOps.h.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_STABLEHLODIALECT_H
#define STABLEHLO_FOLD_DIALECT_STABLEHLODIALECT_H

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TensorEncoding.h"
#include "llvm/ADT/TypeSwitch.h"

#include "stablehlo_fold/Dialect/StablehloDialect.h.inc"
#include "stablehlo_fold/Dialect/StablehloEnums.h.inc"

#define GET_TYPEDEF_CLASSES
#include "stablehlo_fold/Dialect/StablehloTypes.h.inc"

#define GET_ATTRDEF_CLASSES
#include "stablehlo_fold/Dialect/StablehloAttrs.h.inc"

#endif // STABLEHLO_FOLD_DIALECT_STABLEHLODIALECT_H

//===- ExtraOps.h - the stablehlo ops that are not in the spec --*- C++ -*-===//
//
// The op classes of ExtraOps.td (dot, broadcast, einsum, unary_einsum,
// create_token, cross-replica-sum, torch_index_select, set_dimension_size).
// They belong to the stablehlo dialect, which registers them at load time;
// include this header where the classes are named.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_EXTRAOPS_H
#define STABLEHLO_FOLD_DIALECT_EXTRAOPS_H

#include "stablehlo_fold/Dialect/StablehloOps.h"

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ExtraOps.h.inc"

namespace mlir::sfold {
/// Registers the ops of ExtraOps.td with `dialect` (from its `initialize`).
void registerExtraOps(StablehloDialect &dialect);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_DIALECT_EXTRAOPS_H

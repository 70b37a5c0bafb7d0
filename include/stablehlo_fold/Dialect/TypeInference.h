//===- TypeInference.h - shape functions of the stablehlo ops ---*- C++ -*-===//
//
// Free functions that verify an op's operands and infer its result types,
// one per op (or per group of ops that share a rule). Each check names its
// spec constraint in a comment (`// concatenate_c4`).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H
#define STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H

#include "mlir/IR/Types.h"
#include "mlir/IR/Value.h"
#include "mlir/IR/ValueRange.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir::sfold::hlo {

/// Infers the type of the first operand as the only result type.
LogicalResult inferSameAsFirstOperand(ValueRange operands,
                                      SmallVectorImpl<Type> &inferred);

/// True if types `l` and `r` agree pairwise up to dynamic dimensions, bounds
/// and quantization parameters (so a declared result type may refine an
/// inferred one).
bool isCompatibleForInference(TypeRange l, TypeRange r);

} // namespace mlir::sfold::hlo

#endif // STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H

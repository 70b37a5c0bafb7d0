//===- TypeInference.h - shape functions of the stablehlo ops ---*- C++ -*-===//
//
// Free functions that verify an op's operands and infer its result types,
// one per op (or per group of ops that share a rule). Each check names its
// spec constraint in a comment (`// concatenate_c4`).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H
#define STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H

#include "mlir/IR/Location.h"
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

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// Checks the spec's "Types" constraints on a quantized element type that
/// MLIR's quant dialect leaves open, against the shape of `type`: zero points
/// within [storage_min, storage_max], and for per-axis quantization a
/// quantization dimension below the rank whose size (when static) equals the
/// number of scales. Non-quantized types pass. `what` names the value.
LogicalResult verifyQuantizedTensorType(std::optional<Location> loc, Type type,
                                        const llvm::Twine &what);

/// Applies `verifyQuantizedTensorType` to each of `types`, named by `what`
/// and an index.
LogicalResult verifyQuantizedTensorTypes(std::optional<Location> loc,
                                         TypeRange types, StringRef what);

/// True if `l` and `r` have the same baseline element type: equal, or both
/// quantized with equal storage type, storage range, expressed type and
/// quantization granularity (scales and zero points may differ).
bool isSameBaselineElementType(Type l, Type r);

/// True if `l` and `r` agree pairwise in shape (up to `?` and bounds) and in
/// baseline element type.
bool isCompatibleBaselineTypes(TypeRange l, TypeRange r);

/// Shape function of the elementwise ops whose operands and result share one
/// (baseline) type: every operand's element type must match the first's; the
/// first operand's type is inferred.
LogicalResult inferElementwiseSameType(std::optional<Location> loc,
                                       ValueRange operands,
                                       SmallVectorImpl<Type> &inferred);

/// Shape function of `add`, which lets a per-tensor quantized operand meet a
/// per-axis one (add_c1 .. add_c7).
LogicalResult inferAddOp(std::optional<Location> loc, ValueRange operands,
                         SmallVectorImpl<Type> &inferred);

/// The type of the complex parts of `elementType`, or `elementType` itself.
Type getComplexPartType(Type elementType);

/// `elementType` with the shape of `like` (a ranked tensor), keeping its
/// encoding (bounds).
Type withElementType(Type like, Type elementType);

} // namespace mlir::sfold::hlo

#endif // STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H

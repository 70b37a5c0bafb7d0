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

//===----------------------------------------------------------------------===//
// DataMovement: checks shared by the data movement ops' shape functions and
// verifiers (lib/Dialect/DataMovementVerify*.cpp). Each `check*` emits its
// error at `loc`, if given, and fails.
//===----------------------------------------------------------------------===//

namespace dm {
/// A dynamic (`?`) dimension size.
bool isDyn(int64_t d);
/// Two dimension sizes that may be equal at run time.
bool dimsAgree(int64_t a, int64_t b);
/// A dimension size for messages, `?` when dynamic.
std::string dimStr(int64_t d);
/// `[1, ?, 3]`.
std::string listStr(ArrayRef<int64_t> list);
/// Element types that agree, quantized types up to their parameters.
bool elementTypesAgree(Type a, Type b);
/// A list attribute has `expected` entries.
LogicalResult checkListSize(std::optional<Location> loc, StringRef name,
                            size_t size, int64_t expected, StringRef what);
/// `dim` names a dimension of a tensor of rank `rank`.
LogicalResult checkDimInRange(std::optional<Location> loc, StringRef name,
                              int64_t dim, int64_t rank, StringRef what);
/// Every entry of `dims` names a dimension of rank `rank`.
LogicalResult checkDimsInRange(std::optional<Location> loc, StringRef name,
                               ArrayRef<int64_t> dims, int64_t rank,
                               StringRef what);
/// No entry of `dims` repeats.
LogicalResult checkUnique(std::optional<Location> loc, StringRef name,
                          ArrayRef<int64_t> dims);
/// `dims` is in increasing order.
LogicalResult checkSorted(std::optional<Location> loc, StringRef name,
                          ArrayRef<int64_t> dims);
/// The static size of a 1-dimensional shape operand, or kDynamic.
int64_t shapeOperandSize(Value v);
/// The values of a shape operand defined by a constant, if it is one.
std::optional<SmallVector<int64_t>> constantValues(Value v);
} // namespace dm

} // namespace mlir::sfold::hlo

#endif // STABLEHLO_FOLD_DIALECT_TYPEINFERENCE_H

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

namespace mlir {
class Operation;
} // namespace mlir

namespace mlir::sfold::hlo {

/// Infers the type of the first operand as the only result type.
LogicalResult inferSameAsFirstOperand(ValueRange operands,
                                      SmallVectorImpl<Type> &inferred);

/// True if types `l` and `r` agree pairwise up to dynamic dimensions, bounds
/// and quantization parameters (so a declared result type may refine an
/// inferred one); a static size may not exceed the other side's bound.
bool isCompatibleForInference(TypeRange l, TypeRange r);

/// The spec's `is_promotable(x, y)`, the element types a reduction body may
/// widen its inputs to, as StableHLO's `isPromotableElementType` reads it:
/// equal types; i1 to any integer type; integers (either signedness) or
/// floats of at least the width; complex types with parts of at least the
/// width; quantized types with the same expressed type and storage at least
/// as wide. With `ignoreFpPrecision` (StableHLO's reduction bodies), any
/// float type promotes to any float type, narrower ones included.
bool isPromotable(Type x, Type y, bool ignoreFpPrecision = false);

//===----------------------------------------------------------------------===//
// Bounded dynamism: a `?` dimension may carry an upper bound in the tensor's
// `#stablehlo.bounds<...>` encoding. Shape functions compute bounds the way
// they compute sizes, so `?` results keep what is known about them.
//===----------------------------------------------------------------------===//

/// The bound of every dimension of `type`: the `#stablehlo.bounds` entry of a
/// `?` dimension, or kDynamic when there is none (and for static ones).
SmallVector<int64_t> getBounds(Type type);

/// The size a dimension can have at most: its static size, else its bound,
/// else kDynamic.
int64_t getUpperBound(int64_t size, int64_t bound);

/// A ranked tensor type of `shape` and `elementType`, whose encoding lists
/// `bounds` if any `?` dimension has one (bounds of static dimensions are
/// dropped); without such a bound, no encoding.
Type getBoundedTensorType(ArrayRef<int64_t> shape, ArrayRef<int64_t> bounds,
                          Type elementType);

/// Merges two ranked types whose shapes are compatible into the most refined
/// one, with the element type of `a`: per dimension, a static size if either
/// has one, else the smaller bound. Returns `a` when either is unranked or
/// the ranks differ.
Type refineShape(Type a, Type b);

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
/// The values of a shape operand defined by a constant, if it is one;
/// unsigned (and i1) values are zero-extended, as the interpreter reads them.
std::optional<SmallVector<int64_t>> constantValues(Value v);
} // namespace dm

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

/// Applies `verifyQuantizedTensorType` to every operand and result type of
/// `op`, looking into tuples and futures; errors name the op and the value.
LogicalResult verifyQuantizedOpTypes(Operation *op);

/// Applies `verifyQuantizedTensorType` to each of `types`, named by `what`
/// and an index.
LogicalResult verifyQuantizedTensorTypes(std::optional<Location> loc,
                                         TypeRange types, StringRef what);

/// True if `l` and `r` have the same baseline element type: equal, or both
/// quantized with equal storage type, storage range, expressed type and
/// quantization granularity (scales and zero points may differ).
bool isSameBaselineElementType(Type l, Type r);

/// For the quantized element types `lhs` and `rhs` of dot_general or
/// convolution: the same storage type and the same expressed type, else an
/// error at `loc` naming both.
LogicalResult checkSameStorageAndExpressed(std::optional<Location> loc,
                                           Type lhs, Type rhs);

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

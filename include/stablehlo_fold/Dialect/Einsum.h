//===- Einsum.h - einsum configurations as spec ops -------------*- C++ -*-===//
//
// `einsum` and `unary_einsum` name their computation in a string such as
// "ab,bc->ac". `planEinsum` reads it into the spec ops that compute it:
// a sum (`reduce` with an addition) over the labels of one operand that the
// result leaves out, then, for two operands, a `dot_general` (labels of both
// operands kept in the result are batching dimensions, left out ones are
// contracted), then a `transpose` into the result's order. The verifier, the
// interpreter's handlers and the canonicalization patterns all use this one
// reading.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_EINSUM_H
#define STABLEHLO_FOLD_DIALECT_EINSUM_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::sfold {

/// The spec ops that compute an einsum, in the coordinates of each step.
struct EinsumPlan {
  /// Per operand, the dimensions summed away first (increasing; may be
  /// empty), and the operand's shape after that sum.
  SmallVector<SmallVector<int64_t>, 2> sumDims;
  SmallVector<SmallVector<int64_t>, 2> summedShapes;
  /// The dot_general of the summed operands (two operands only).
  SmallVector<int64_t> lhsBatching, rhsBatching;
  SmallVector<int64_t> lhsContracting, rhsContracting;
  /// The shape of the product (of the summed operand for one operand).
  SmallVector<int64_t> productShape;
  /// Result dimension i is dimension permutation[i] of the product.
  SmallVector<int64_t> permutation;
  /// The result's shape (kDynamic where an operand's dimension is).
  SmallVector<int64_t> resultShape;

  /// Whether the transpose is needed (the permutation is not the identity).
  bool needsTranspose() const;
};

/// Reads `config` ("<t0>,<t1>-><result>", or "<t0>-><result>" for one
/// operand) for operands of shapes `operandShapes`. Each term is a list of
/// letters, at most one `...` in it standing for the dimensions the letters
/// leave (the result's `...` for the longest operand run, runs aligned at
/// their ends). A label may appear once per term, every result label in an
/// operand, and a label's dimensions must agree in size. On failure emits an
/// error at `loc`, if given.
FailureOr<EinsumPlan> planEinsum(std::optional<Location> loc, StringRef config,
                                 ArrayRef<ArrayRef<int64_t>> operandShapes);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_DIALECT_EINSUM_H

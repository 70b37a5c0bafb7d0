//===- ReductionKernels.h - kernels of ops with bodies ----------*- C++ -*-===//
//
// Kernels of reduce, reduce_window, select_and_scatter, sort and map. Their
// bodies (regions in the IR) are given as callbacks over 0-d Tensors, so the
// kernels know nothing of mlir::Operation: the evaluator runs the region, a
// folder may run it too.
//
// A body may also carry a *fast* description (a single binary op, or a single
// comparison) that the caller recognised in it. The kernel then runs a typed
// loop instead of calling the body per element. The fast path evaluates in
// exactly the order the callback would be called, with the same operand
// order and the same per-op rounding, so the results are bit-identical:
//  - reduce: per result element, `acc = init; acc = body(acc, x)` for every x
//    of the reduced slice in ascending lexicographic order of its index;
//  - reduce_window: likewise over the window, in which padding and base
//    dilation holes hold the init value;
//  - select_and_scatter: per window, the first element (in lexicographic
//    order) inside the operand is selected; each later one replaces it when
//    `select(selected, candidate)` is false. Source elements are scattered in
//    lexicographic order, `result[sel] = scatter(result[sel], source)`;
//  - sort: a merge sort that takes the right element first only when
//    `less(right, left)`; stable, and safe for any comparator;
//  - map: `body(inputs...[i])` for each i.
//
// Kernels check their operands (verifiers of these ops are structural only)
// and return failure instead of crashing. Results never alias operands.
// Element types of bodies must equal the element types of the inputs (the
// spec's type promotion is not implemented). Quantized tensors only take the
// generic path (bodies on quantized values dequantize and requantize).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_REDUCTIONKERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_REDUCTIONKERNELS_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <utility>

namespace mlir::sfold {

/// A body: takes 0-d tensors, returns 0-d tensors (or failure, after the
/// callee reported why).
using BodyFn =
    llvm::function_ref<FailureOr<SmallVector<Tensor>>(ArrayRef<Tensor>)>;

/// A reduction (or map) body: `call` always, `fast` when recognised as
/// `return op(%arg0, %arg1)` (the semantics of `op` are BinaryOps.h's, as
/// for the elementwise kernels). `fast` is only used for one input (or two
/// map inputs) of a non-quantized type the op supports; otherwise `call`
/// runs.
struct ReducerBody {
  std::optional<BinaryOpKind> fast;
  BodyFn call;
};

/// A single `compare` the caller found in a predicate body (sort comparator,
/// select_and_scatter's select): the body is
/// `return compare(dir, %arg[2k + s], %arg[2k + 1 - s], type)`.
struct FastCompare {
  CompareDirection direction = CompareDirection::LT;
  /// Never Default: the recogniser resolves it from the element type.
  CompareType type = CompareType::Signed;
  /// k: the input whose elements are compared.
  unsigned operand = 0;
  /// s = 1: the body compares (rhs, lhs) rather than (lhs, rhs).
  bool swapped = false;
};

/// A predicate body: `call` returns one tensor<i1>.
struct PredicateBody {
  std::optional<FastCompare> fast;
  BodyFn call;
};

/// Window attributes; an empty array means the default (all 1, or no
/// padding).
struct WindowParams {
  ArrayRef<int64_t> dimensions;
  ArrayRef<int64_t> strides;
  ArrayRef<int64_t> baseDilations;
  ArrayRef<int64_t> windowDilations;
  /// (low, high) per dimension; may be negative.
  ArrayRef<std::pair<int64_t, int64_t>> padding;
};

/// stablehlo.reduce: reduces `inputs` (same shape) along `dimensions`
/// starting from `initValues` (0-d). `resultTypes` must have the input shape
/// without `dimensions` and the inputs' element types.
FailureOr<SmallVector<Tensor>> reduceOp(ArrayRef<Tensor> inputs,
                                        ArrayRef<Tensor> initValues,
                                        ArrayRef<int64_t> dimensions,
                                        const ReducerBody &body,
                                        ArrayRef<ShapedType> resultTypes);

/// stablehlo.reduce_window. `resultTypes` must have the spec's window count
/// shape.
FailureOr<SmallVector<Tensor>> reduceWindowOp(ArrayRef<Tensor> inputs,
                                              ArrayRef<Tensor> initValues,
                                              const WindowParams &window,
                                              const ReducerBody &body,
                                              ArrayRef<ShapedType> resultTypes);

/// stablehlo.select_and_scatter (`window` dilations must be empty or 1).
/// `select` compares operand values; `scatter` accumulates source values
/// from `initValue` in the source's element type, which the result has (it
/// may differ from the operand's when the caller promoted the source and
/// init value to the scatter body's accumulator type).
FailureOr<Tensor>
selectAndScatterOp(const Tensor &operand, const Tensor &source,
                   const Tensor &initValue, const WindowParams &window,
                   const PredicateBody &select, const ReducerBody &scatter,
                   ShapedType resultType);

/// stablehlo.sort along `dimension` (negative counts from the end). Always
/// stable; `isStable` is accepted for documentation.
FailureOr<SmallVector<Tensor>> sortOp(ArrayRef<Tensor> inputs,
                                      int64_t dimension, bool isStable,
                                      const PredicateBody &comparator);

/// stablehlo.map: `dimensions` must be [0, rank).
FailureOr<Tensor> mapOp(ArrayRef<Tensor> inputs, ArrayRef<int64_t> dimensions,
                        const ReducerBody &computation, ShapedType resultType);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_REDUCTIONKERNELS_H

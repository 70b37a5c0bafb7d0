//===- DataMovementKernels.h - shape and data movement kernels --*- C++ -*-===//
//
// One function per data-movement op (broadcast, concatenate, reshape,
// transpose, reverse, slice, pad, dynamic slices, gather, scatter, iota and
// the dynamic-shape forms). They take Tensors and plain attribute values and
// know nothing of mlir::Operation; the evaluator's handlers and the folders
// call them.
//
// These ops move elements without computing with them, so the kernels
// dispatch on the element's storage width only (one dispatch per op) and copy
// raw words, with memcpy for contiguous runs. Result types may have dynamic
// dimensions where the kernel can compute the shape from its operands; the
// returned tensor always has a static type.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_DATAMOVEMENTKERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_DATAMOVEMENTKERNELS_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <algorithm>
#include <cstring>
#include <limits>
#include <type_traits>

namespace mlir::sfold {

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The elements of an integer tensor (any rank, any integer type) as int64,
/// in row-major order; ui64 values above INT64_MAX saturate. Fails for
/// non-integer element types.
FailureOr<SmallVector<int64_t>> getIntegerValues(const Tensor &tensor);

/// An integer (or boolean) storage value as an index: ui64 values above
/// INT64_MAX saturate.
template <typename T> int64_t toIndex(T v) {
  if constexpr (std::is_unsigned_v<T> && sizeof(T) == 8)
    return v > static_cast<uint64_t>(std::numeric_limits<int64_t>::max())
               ? std::numeric_limits<int64_t>::max()
               : static_cast<int64_t>(v);
  else
    return static_cast<int64_t>(v);
}
/// The storage value of type T at `p` as an index.
template <typename T> int64_t readIndex(const char *p) {
  T v;
  std::memcpy(&v, p, sizeof(T));
  return toIndex(v);
}

/// Reads one storage value of an integer (or i1) element type as
/// `getIntegerValues` reads it (`&readIndex<T>` of its storage type T).
using IndexReader = int64_t (*)(const char *storage);
/// The reader of `elementType` (null if it is not an integer type).
IndexReader getIndexReader(Type elementType);

/// `resultType` with its dynamic dimensions taken from `shape`; fails if the
/// rank differs or a static dimension of `resultType` disagrees.
FailureOr<RankedTensorType> resolveResultType(ShapedType resultType,
                                              ArrayRef<int64_t> shape);

//===----------------------------------------------------------------------===//
// Static shapes
//===----------------------------------------------------------------------===//

/// Operand dimension i becomes result dimension `broadcastDimensions[i]`
/// (size kept, or size 1 repeated). `resultType` must be static.
FailureOr<Tensor> broadcastInDimOp(const Tensor &operand,
                                   ArrayRef<int64_t> broadcastDimensions,
                                   ShapedType resultType);

/// Joins `inputs` along `dimension`.
FailureOr<Tensor> concatenateOp(ArrayRef<Tensor> inputs, int64_t dimension,
                                ShapedType resultType);

/// The operand's buffer viewed with `resultType` (no copy).
FailureOr<Tensor> reshapeOp(const Tensor &operand, ShapedType resultType);

/// Result dimension i is operand dimension `permutation[i]`.
FailureOr<Tensor> transposeOp(const Tensor &operand,
                              ArrayRef<int64_t> permutation,
                              ShapedType resultType);

/// Flips the operand along each of `dimensions`.
FailureOr<Tensor> reverseOp(const Tensor &operand,
                            ArrayRef<int64_t> dimensions);

/// Elements `start[d] <= i < limit[d]`, every `strides[d]`-th.
FailureOr<Tensor> sliceOp(const Tensor &operand, ArrayRef<int64_t> start,
                          ArrayRef<int64_t> limit, ArrayRef<int64_t> strides,
                          ShapedType resultType);

/// Edge padding (negative: cropping) and interior padding with the scalar
/// `paddingValue`.
FailureOr<Tensor> padOp(const Tensor &operand, const Tensor &paddingValue,
                        ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                        ArrayRef<int64_t> interior, ShapedType resultType);

/// Element i along `iotaDimension` is i (wrapped for narrow integers,
/// rounded for narrow floats). `resultType` must be static.
FailureOr<Tensor> iotaOp(int64_t iotaDimension, ShapedType resultType);

//===----------------------------------------------------------------------===//
// Slices and updates at run-time offsets
//===----------------------------------------------------------------------===//

/// A `sliceSizes` window at `startIndices`, each start clamped to
/// `[0, dim - size]`.
FailureOr<Tensor> dynamicSliceOp(const Tensor &operand,
                                 ArrayRef<int64_t> startIndices,
                                 ArrayRef<int64_t> sliceSizes,
                                 ShapedType resultType);

/// `operand` with the window at `startIndices` (clamped so that `update`
/// fits) replaced by `update`. Writes in place when `operand` is uniquely
/// owned, copies it otherwise.
FailureOr<Tensor> dynamicUpdateSliceOp(Tensor operand, const Tensor &update,
                                       ArrayRef<int64_t> startIndices);

/// The start of a window of `size` along a dimension of `dim` at `start`:
/// clamped to `[0, dim - size]` (dynamic_slice, dynamic_update_slice).
inline int64_t clampWindowStart(int64_t start, int64_t dim, int64_t size) {
  return std::clamp(start, int64_t(0), dim - size);
}

/// `dynamicSliceOp` and `dynamicUpdateSliceOp` on raw storage, prepared
/// once for an operand shape and a window of `sizes` (which must fit it),
/// for callers that keep small tensors in memory of their own (loops over
/// small tensors): the window is a list of contiguous rows whose offsets
/// are computed here, so that a run clamps the starts (as above) and copies
/// the rows. Rows are as many as the window's elements outside its last
/// dimension: meant for small tensors.
class DynamicWindow {
public:
  DynamicWindow(ArrayRef<int64_t> shape, ArrayRef<int64_t> sizes,
                unsigned elementBytes);
  /// The window at `startIndices` (one per dimension) of `operand` into
  /// `result` (which aliases neither).
  void slice(const char *operand, const int64_t *startIndices,
             char *result) const {
    const char *from = operand + base(startIndices);
    for (int64_t offset : rowOffsets) {
      copyRow(result, from + offset);
      result += rowBytes;
    }
  }
  /// The window at `startIndices` of `operand` replaced by `update`, in
  /// place.
  void update(char *operand, const char *update,
              const int64_t *startIndices) const {
    char *to = operand + base(startIndices);
    for (int64_t offset : rowOffsets) {
      copyRow(to + offset, update);
      update += rowBytes;
    }
  }

private:
  /// The offset of the window's first element, its starts clamped.
  int64_t base(const int64_t *startIndices) const {
    int64_t offset = 0;
    for (size_t d = 0; d < shape.size(); ++d)
      offset +=
          clampWindowStart(startIndices[d], shape[d], sizes[d]) * strideBytes[d];
    return offset;
  }
  /// Copies a row (a word of 4 or 8 bytes without a call).
  void copyRow(char *to, const char *from) const {
    if (rowBytes == 4)
      std::memcpy(to, from, 4);
    else if (rowBytes == 8)
      std::memcpy(to, from, 8);
    else
      std::memcpy(to, from, rowBytes);
  }
  SmallVector<int64_t, 4> shape, sizes, strideBytes;
  /// Row k of the window starts at byte rowOffsets[k] from its first
  /// element; each row is rowBytes long.
  SmallVector<int64_t, 4> rowOffsets;
  int64_t rowBytes = 0;
};

/// Dimension numbers of gather (names as in the spec).
struct GatherDimensions {
  ArrayRef<int64_t> offsetDims;
  ArrayRef<int64_t> collapsedSliceDims;
  ArrayRef<int64_t> operandBatchingDims;
  ArrayRef<int64_t> startIndicesBatchingDims;
  ArrayRef<int64_t> startIndexMap;
  int64_t indexVectorDim = 0;
};

/// The result shape of a gather (batch dimensions from `startIndicesShape`,
/// offset dimensions from `sliceSizes`); fails on inconsistent dimension
/// numbers.
FailureOr<SmallVector<int64_t>>
inferGatherShape(ArrayRef<int64_t> operandShape,
                 ArrayRef<int64_t> startIndicesShape,
                 const GatherDimensions &dims, ArrayRef<int64_t> sliceSizes);

/// Gather per the spec; start indices are clamped so that each slice fits.
FailureOr<Tensor> gatherOp(const Tensor &operand, const Tensor &startIndices,
                           const GatherDimensions &dims,
                           ArrayRef<int64_t> sliceSizes, ShapedType resultType);

/// Dimension numbers of scatter (names as in the spec).
struct ScatterDimensions {
  ArrayRef<int64_t> updateWindowDims;
  ArrayRef<int64_t> insertedWindowDims;
  ArrayRef<int64_t> inputBatchingDims;
  ArrayRef<int64_t> scatterIndicesBatchingDims;
  ArrayRef<int64_t> scatterDimsToOperandDims;
  int64_t indexVectorDim = 0;
};

/// Called per updated element with N current values, then N update values,
/// as 0-dimensional tensors; returns the N new values (same element types).
using ScatterUpdateFn = llvm::function_ref<FailureOr<SmallVector<Tensor>>(
    ArrayRef<Tensor> current, ArrayRef<Tensor> updates)>;

/// How scatter combines values. With one input, natively when the update
/// computation was recognised: `replace` (it returns the update) or
/// `combiner` (it returns `op(current, update)`, with the semantics of the
/// elementwise op, BinaryOps.h) on an element type the op is defined on;
/// otherwise `fn` (which must then be set).
struct ScatterComputation {
  bool replace = false;
  std::optional<BinaryOpKind> combiner;
  ScatterUpdateFn fn = nullptr;
};

/// Whether `computation` runs natively on `elementType` (single input).
bool isNativeScatterComputation(const ScatterComputation &computation,
                                Type elementType);

/// Scatter per the spec: updates whose result index is out of bounds are
/// skipped. Inputs are copied unless uniquely owned.
FailureOr<SmallVector<Tensor>> scatterOp(ArrayRef<Tensor> inputs,
                                         const Tensor &scatterIndices,
                                         ArrayRef<Tensor> updates,
                                         const ScatterDimensions &dims,
                                         const ScatterComputation &computation);

//===----------------------------------------------------------------------===//
// Shapes computed at run time (shape operands are integer tensors)
//===----------------------------------------------------------------------===//

FailureOr<Tensor> dynamicBroadcastInDimOp(const Tensor &operand,
                                          const Tensor &outputDimensions,
                                          ArrayRef<int64_t> broadcastDimensions,
                                          ShapedType resultType);

FailureOr<Tensor> dynamicIotaOp(const Tensor &outputShape,
                                int64_t iotaDimension, ShapedType resultType);

FailureOr<Tensor> dynamicPadOp(const Tensor &operand,
                               const Tensor &paddingValue, const Tensor &low,
                               const Tensor &high, const Tensor &interior,
                               ShapedType resultType);

FailureOr<Tensor> dynamicReshapeOp(const Tensor &operand,
                                   const Tensor &outputShape,
                                   ShapedType resultType);

FailureOr<Tensor> realDynamicSliceOp(const Tensor &operand,
                                     const Tensor &startIndices,
                                     const Tensor &limitIndices,
                                     const Tensor &strides,
                                     ShapedType resultType);

FailureOr<Tensor> dynamicGatherOp(const Tensor &operand,
                                  const Tensor &startIndices,
                                  const Tensor &sliceSizes,
                                  const GatherDimensions &dims,
                                  ShapedType resultType);

/// The size of `dimension` of `operand` as a scalar of `resultType` (i32).
FailureOr<Tensor> getDimensionSizeOp(const Tensor &operand, int64_t dimension,
                                     ShapedType resultType);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_DATAMOVEMENTKERNELS_H

//===- DataMovementScatter.cpp - scatter ----------------------------------===//
//
// Scatter walks the scatter positions of `updates` (its dimensions outside
// update_window_dims) in row-major order. For each it computes the start of
// the window in the inputs; the elements whose result index is out of bounds
// are skipped, which for a box-shaped window means clipping the window to a
// smaller box. The box is then combined with the strided walker, natively
// for common update computations (replace, and add, max, ... with the
// elementwise kernels' functors, BinaryOps.h) and through a callback
// otherwise.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

#include "DataMovementSupport.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::dm;

namespace {
/// Everything about a scatter that does not depend on the element type:
/// the validated dimension numbers, the index values and the strides.
/// `forEachBox` then streams the clipped windows.
struct ScatterPlan {
  SmallVector<int64_t> inputShape, inStrides;
  /// Per window dimension k: strides in the updates and in the inputs, the
  /// window size, and the input dimension it runs along.
  SmallVector<int64_t> srcStrides, dstStrides, windowSizes, windowInputDims;
  /// Input dimensions without a window (inserted or batching).
  SmallVector<int64_t> noWindow;
  /// The scatter positions: their shape, and their strides in the updates
  /// and in the index tensor.
  SmallVector<int64_t> scatterShape, scatterUpdStrides, batchIdxStrides;
  /// The index values, read by `loadIndices` (only the paths that go
  /// through `forEachBox` need them as int64_t).
  SmallVector<int64_t> indices;
  int64_t indexStride = 0;
  bool empty = false;
  /// Scalar windows at linearly laid out positions: every input dimension is
  /// inserted (no window, no batching), and position p (row-major over
  /// scatterShape) has its index vector at p * linearIdxStep in the indices
  /// and its update at p in the updates. See `scatterScalars`.
  bool linearScalars = false;
  int64_t linearIdxStep = 0;
  ScatterDimensions dims;

  LogicalResult loadIndices(const Tensor &scatterIndices);

  /// Calls `fn(shape, srcBase, dstBase)` for each scatter position whose
  /// window has elements in bounds, in row-major order of the positions:
  /// `shape` elements at strided offsets from `srcBase` in the updates
  /// (srcStrides) and `dstBase` in the results (dstStrides).
  template <typename Fn> void forEachBox(Fn &&fn) const;
};
} // namespace

template <typename Fn> void ScatterPlan::forEachBox(Fn &&fn) const {
  if (empty)
    return;
  constexpr int64_t limit = int64_t(1) << 48;
  int64_t rank = inputShape.size();
  int64_t ivd = dims.indexVectorDim;
  SmallVector<int64_t> start(rank), shape;
  // The scatter positions in row-major order, with an odometer that keeps
  // the offsets of the position in the indices (`at`) and in the updates
  // (`srcBase0`) up to date incrementally.
  int64_t scatterRank = scatterShape.size();
  int64_t count = 1;
  for (int64_t d : scatterShape)
    count *= d;
  SmallVector<int64_t> s(scatterRank, 0);
  int64_t at = 0, srcBase0 = 0;
  for (int64_t p = 0; p < count; ++p) {
    if (p != 0) {
      for (int64_t d = scatterRank - 1; d >= 0; --d) {
        if (++s[d] < scatterShape[d]) {
          at += batchIdxStrides[d];
          srcBase0 += scatterUpdStrides[d];
          break;
        }
        at -= (scatterShape[d] - 1) * batchIdxStrides[d];
        srcBase0 -= (scatterShape[d] - 1) * scatterUpdStrides[d];
        s[d] = 0;
      }
    }
    int64_t srcBase = srcBase0;
    std::fill(start.begin(), start.end(), 0);
    for (auto [k, d] : llvm::enumerate(dims.scatterDimsToOperandDims))
      start[d] = std::clamp(indices[at + static_cast<int64_t>(k) * indexStride],
                            -limit, limit);
    for (auto [id, sd] : llvm::zip_equal(dims.inputBatchingDims,
                                         dims.scatterIndicesBatchingDims))
      start[id] += s[sd < ivd ? sd : sd - 1];

    // Dimensions without a window must be in bounds; window dimensions are
    // clipped to the input.
    bool skip = false;
    int64_t dstBase = 0;
    for (int64_t d : noWindow) {
      if (start[d] < 0 || start[d] >= inputShape[d])
        skip = true;
      dstBase += start[d] * inStrides[d];
    }
    if (skip)
      continue;
    shape.clear();
    for (auto [k, d] : llvm::enumerate(windowInputDims)) {
      int64_t lo = std::max<int64_t>(0, -start[d]);
      int64_t hi = std::min(windowSizes[k], inputShape[d] - start[d]);
      if (lo >= hi) {
        skip = true;
        break;
      }
      shape.push_back(hi - lo);
      srcBase += lo * srcStrides[k];
      dstBase += (start[d] + lo) * inStrides[d];
    }
    if (!skip)
      fn(ArrayRef<int64_t>(shape), srcBase, dstBase);
  }
}

static bool uniqueInRange(ArrayRef<int64_t> dims, int64_t bound) {
  SmallVector<bool> seen(std::max<int64_t>(bound, 0), false);
  for (int64_t d : dims) {
    if (d < 0 || d >= bound || seen[d])
      return false;
    seen[d] = true;
  }
  return true;
}

/// Checks the dimension numbers against the shapes and reads the indices.
static FailureOr<ScatterPlan> planScatter(ArrayRef<int64_t> inputShape,
                                          const Tensor &scatterIndices,
                                          ArrayRef<int64_t> updateShape,
                                          const ScatterDimensions &dims) {
  int64_t rank = inputShape.size();
  int64_t updateRank = updateShape.size();
  ArrayRef<int64_t> idxShape = scatterIndices.getShape();
  int64_t indicesRank = idxShape.size();
  int64_t ivd = dims.indexVectorDim;
  if (ivd < 0 || ivd > indicesRank)
    return failure();
  int64_t indexCount = ivd < indicesRank ? idxShape[ivd] : 1;
  ScatterPlan plan;
  plan.dims = dims;
  plan.inputShape.assign(inputShape.begin(), inputShape.end());
  plan.inStrides = computeStrides(inputShape);
  plan.noWindow.assign(dims.insertedWindowDims.begin(),
                       dims.insertedWindowDims.end());
  llvm::append_range(plan.noWindow, dims.inputBatchingDims);
  if (static_cast<int64_t>(dims.scatterDimsToOperandDims.size()) !=
          indexCount ||
      !uniqueInRange(dims.scatterDimsToOperandDims, rank) ||
      !uniqueInRange(plan.noWindow, rank) ||
      !uniqueInRange(dims.updateWindowDims, updateRank) ||
      !llvm::is_sorted(dims.updateWindowDims) ||
      !uniqueInRange(dims.scatterIndicesBatchingDims, indicesRank) ||
      llvm::is_contained(dims.scatterIndicesBatchingDims, ivd) ||
      dims.inputBatchingDims.size() != dims.scatterIndicesBatchingDims.size())
    return failure();

  // Window dimensions: the k-th update window dimension runs along the k-th
  // input dimension that is neither inserted nor a batching dimension.
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(plan.noWindow, d))
      plan.windowInputDims.push_back(d);
  if (plan.windowInputDims.size() != dims.updateWindowDims.size())
    return failure();
  SmallVector<int64_t> updStrides = computeStrides(updateShape);
  for (auto [k, ud] : llvm::enumerate(dims.updateWindowDims)) {
    int64_t id = plan.windowInputDims[k];
    if (updateShape[ud] > inputShape[id])
      return failure();
    plan.windowSizes.push_back(updateShape[ud]);
    plan.srcStrides.push_back(updStrides[ud]);
    plan.dstStrides.push_back(plan.inStrides[id]);
  }

  // The scatter dimensions of the updates match the index tensor without
  // index_vector_dim.
  for (int64_t d = 0; d < updateRank; ++d) {
    if (llvm::is_contained(dims.updateWindowDims, d))
      continue;
    plan.scatterShape.push_back(updateShape[d]);
    plan.scatterUpdStrides.push_back(updStrides[d]);
  }
  SmallVector<int64_t> idxStrides = computeStrides(idxShape);
  for (int64_t d = 0; d < indicesRank; ++d) {
    if (d == ivd)
      continue;
    size_t j = plan.batchIdxStrides.size();
    if (j >= plan.scatterShape.size() || plan.scatterShape[j] != idxShape[d])
      return failure();
    plan.batchIdxStrides.push_back(idxStrides[d]);
  }
  if (plan.batchIdxStrides.size() != plan.scatterShape.size())
    return failure();
  for (auto [id, sd] :
       llvm::zip_equal(dims.inputBatchingDims, dims.scatterIndicesBatchingDims))
    if (inputShape[id] != idxShape[sd])
      return failure();
  plan.indexStride = ivd < indicesRank ? idxStrides[ivd] : 0;
  if (product(updateShape) == 0 || product(inputShape) == 0) {
    plan.empty = true;
    return plan;
  }
  // Scalar windows: the updates are exactly the positions (row-major, step
  // 1). The positions are linear in the indices when every stride of a
  // non-trivial position dimension is the same multiple of its row-major
  // stride (true unless index_vector_dim sits between position dimensions).
  if (plan.windowInputDims.empty() && dims.inputBatchingDims.empty()) {
    SmallVector<int64_t> rowMajor = computeStrides(plan.scatterShape);
    int64_t step = 0;
    for (int64_t d = plan.scatterShape.size() - 1; d >= 0; --d)
      if (plan.scatterShape[d] > 1) {
        step = plan.batchIdxStrides[d] / rowMajor[d];
        break;
      }
    bool linear = true;
    for (auto [size, idxStride, row] :
         llvm::zip_equal(plan.scatterShape, plan.batchIdxStrides, rowMajor))
      if (size > 1 && idxStride != step * row)
        linear = false;
    plan.linearScalars = linear;
    plan.linearIdxStep = step;
  }
  return plan;
}

LogicalResult ScatterPlan::loadIndices(const Tensor &scatterIndices) {
  if (empty)
    return success();
  FailureOr<SmallVector<int64_t>> values = getIntegerValues(scatterIndices);
  if (failed(values))
    return failure();
  indices = std::move(*values);
  return success();
}

/// The index as unsigned: a negative (signed) index becomes huge, so one
/// unsigned comparison with the dimension size checks both bounds.
template <typename I> static inline uint64_t indexAsUnsigned(I v) {
  if constexpr (std::is_signed_v<I>)
    return static_cast<uint64_t>(static_cast<int64_t>(v));
  else
    return static_cast<uint64_t>(v);
}

/// Scalar windows at linear positions (`ScatterPlan::linearScalars`): for
/// each position p in order, the index vector at idx[p * idxStep + k *
/// indexStride] (k along scatter_dims_to_operand_dims) selects one result
/// element, combined with src[p] unless some index is out of bounds (then
/// the update is skipped, as the spec says). Indices are read in their own
/// type, without conversion to a vector of int64_t.
template <typename I, typename T, typename Op>
static void scatterScalars(const ScatterPlan &plan, const I *idx, const T *src,
                           T *dst, Op &&op) {
  int64_t count = product(plan.scatterShape);
  int64_t idxStep = plan.linearIdxStep, indexStride = plan.indexStride;
  ArrayRef<int64_t> toOperand = plan.dims.scatterDimsToOperandDims;
  // Dimensions not named by the index vector start at 0 (in bounds, as the
  // input is not empty) and add nothing to the offset.
  if (toOperand.size() == 1) {
    uint64_t size = plan.inputShape[toOperand[0]];
    uint64_t stride = plan.inStrides[toOperand[0]];
    for (int64_t p = 0; p < count; ++p) {
      uint64_t i = indexAsUnsigned(idx[p * idxStep]);
      if (i < size) {
        T &d = dst[i * stride];
        d = op(d, src[p]);
      }
    }
    return;
  }
  SmallVector<uint64_t, 8> sizes, strides;
  for (int64_t d : toOperand) {
    sizes.push_back(plan.inputShape[d]);
    strides.push_back(plan.inStrides[d]);
  }
  size_t numDims = toOperand.size();
  for (int64_t p = 0; p < count; ++p) {
    const I *at = idx + p * idxStep;
    uint64_t offset = 0;
    bool inBounds = true;
    for (size_t k = 0; k < numDims; ++k) {
      uint64_t i = indexAsUnsigned(at[k * indexStride]);
      inBounds &= i < sizes[k];
      offset += i * strides[k]; // Unsigned: wraps harmlessly when skipped.
    }
    if (inBounds) {
      T &d = dst[offset];
      d = op(d, src[p]);
    }
  }
}

//===----------------------------------------------------------------------===//
// Native combiners
//===----------------------------------------------------------------------===//

namespace {
/// The update replaces the current value.
template <typename S> struct ReplaceOp {
  using T = S;
  T operator()(T, T update) const { return update; }
};
} // namespace

/// Calls `fn(op)` once with a binary functor `T op(T current, T update)` of
/// storage type `decltype(op)::T` for `computation` on `elementType`: the update itself, or
/// BinaryOps.h's op (the elementwise kernels' functor). Returns false
/// (without calling) if the computation is not native on the type.
template <typename Fn>
static bool visitCombiner(const ScatterComputation &computation,
                          Type elementType, Fn &&fn) {
  if (computation.replace) {
    if (!isSupportedElementType(elementType))
      return false;
    return succeeded(dispatchOnElementType(elementType, [&](auto tag) {
      fn(ReplaceOp<typename decltype(tag)::StorageType>());
    }));
  }
  if (!computation.combiner)
    return false;
  return binop::visitTypedBinaryOp(elementType, *computation.combiner, fn);
}

bool mlir::sfold::isNativeScatterComputation(
    const ScatterComputation &computation, Type elementType) {
  return visitCombiner(computation, elementType, [](auto) {});
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

FailureOr<SmallVector<Tensor>>
mlir::sfold::scatterOp(ArrayRef<Tensor> inputs, const Tensor &scatterIndices,
                       ArrayRef<Tensor> updates, const ScatterDimensions &dims,
                       const ScatterComputation &computation) {
  if (inputs.empty() || inputs.size() != updates.size())
    return failure();
  for (auto [in, up] : llvm::zip_equal(inputs, updates))
    if (in.getShape() != inputs[0].getShape() ||
        up.getShape() != updates[0].getShape() ||
        in.getElementStorageBytes() != up.getElementStorageBytes())
      return failure();
  FailureOr<ScatterPlan> plan = planScatter(
      inputs[0].getShape(), scatterIndices, updates[0].getShape(), dims);
  if (failed(plan))
    return failure();

  SmallVector<Tensor> results(inputs.begin(), inputs.end());
  if (plan->empty)
    return results;

  // Native path: one input, a known combiner, a type that supports it.
  if (inputs.size() == 1 &&
      isNativeScatterComputation(computation, inputs[0].getElementType())) {
    Type elementType = inputs[0].getElementType();
    char *out = results[0].mutableRawData();
    const char *upd = updates[0].rawData();
    if (plan->linearScalars) {
      // Dispatch on the index type (integers and booleans, as
      // getIntegerValues) and the element type once, then a typed loop.
      bool integerIndices = false;
      const char *idxRaw = scatterIndices.rawData();
      LogicalResult ok = dispatchOnElementType(
          scatterIndices.getElementType(), [&](auto indexTag) {
            using ITag = decltype(indexTag);
            if constexpr (isIntegerTag<ITag> ||
                          ITag::kind == ElementKind::Bool) {
              integerIndices = true;
              using I = typename ITag::StorageType;
              const I *idx = reinterpret_cast<const I *>(idxRaw);
              visitCombiner(computation, elementType, [&](auto op) {
                using T = typename decltype(op)::T;
                scatterScalars(*plan, idx, reinterpret_cast<const T *>(upd),
                               reinterpret_cast<T *>(out), op);
              });
            }
          });
      if (failed(ok) || !integerIndices)
        return failure();
      return results;
    }
    if (failed(plan->loadIndices(scatterIndices)))
      return failure();
    visitCombiner(computation, elementType, [&](auto op) {
      using T = typename decltype(op)::T;
      T *dst = reinterpret_cast<T *>(out);
      const T *src = reinterpret_cast<const T *>(upd);
      plan->forEachBox(
          [&](ArrayRef<int64_t> shape, int64_t srcBase, int64_t dstBase) {
            walkStrided2(
                shape, plan->srcStrides, srcBase, plan->dstStrides, dstBase,
                [&](int64_t s, int64_t d) { dst[d] = op(dst[d], src[s]); },
                [](int64_t, int64_t, int64_t) { return false; });
          });
    });
    return results;
  }

  // Generic path: the callback on 0-d tensors, element by element.
  if (!computation.fn || failed(plan->loadIndices(scatterIndices)))
    return failure();
  size_t n = inputs.size();
  SmallVector<RankedTensorType> scalarTypes;
  SmallVector<char *> outs;
  SmallVector<unsigned> widths;
  for (size_t i = 0; i < n; ++i) {
    scalarTypes.push_back(
        RankedTensorType::get({}, inputs[i].getElementType()));
    widths.push_back(inputs[i].getElementStorageBytes());
  }
  for (Tensor &r : results)
    outs.push_back(r.mutableRawData());
  bool failedOnce = false;
  SmallVector<Tensor> current(n), update(n);
  plan->forEachBox(
      [&](ArrayRef<int64_t> shape, int64_t srcBase, int64_t dstBase) {
        if (failedOnce)
          return;
        walkStrided2(
            shape, plan->srcStrides, srcBase, plan->dstStrides, dstBase,
            [&](int64_t s, int64_t d) {
              if (failedOnce)
                return;
              for (size_t i = 0; i < n; ++i) {
                current[i] =
                    Tensor(scalarTypes[i],
                           ArrayRef<char>(outs[i] + d * widths[i], widths[i]));
                update[i] =
                    Tensor(scalarTypes[i],
                           ArrayRef<char>(updates[i].rawData() + s * widths[i],
                                          widths[i]));
              }
              FailureOr<SmallVector<Tensor>> values =
                  computation.fn(current, update);
              if (failed(values) || values->size() != n) {
                failedOnce = true;
                return;
              }
              for (size_t i = 0; i < n; ++i) {
                const Tensor &v = (*values)[i];
                if (v.getNumElements() != 1 ||
                    v.getElementStorageBytes() != widths[i]) {
                  failedOnce = true;
                  return;
                }
                std::memcpy(outs[i] + d * widths[i], v.rawData(), widths[i]);
              }
            },
            [](int64_t, int64_t, int64_t) { return false; });
      });
  if (failedOnce)
    return failure();
  return results;
}

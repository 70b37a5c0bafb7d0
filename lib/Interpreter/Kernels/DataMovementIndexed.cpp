//===- DataMovementIndexed.cpp - slices at run-time offsets, gather -------===//
//
// dynamic_slice, dynamic_update_slice, gather and dynamic_gather. Index
// tensors are read once into int64 vectors; each slice is then copied with
// the strided walker (memcpy for contiguous rows).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

#include "DataMovementSupport.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::dm;

//===----------------------------------------------------------------------===//
// dynamic_slice, dynamic_update_slice
//===----------------------------------------------------------------------===//

/// The offset of the window of `sizes` at `startIndices` (each clamped) in a
/// row-major tensor of `shape` with `strides`.
static int64_t clampedWindowBase(ArrayRef<int64_t> shape,
                                 ArrayRef<int64_t> strides,
                                 ArrayRef<int64_t> startIndices,
                                 ArrayRef<int64_t> sizes) {
  int64_t base = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    base += clampWindowStart(startIndices[d], shape[d], sizes[d]) * strides[d];
  return base;
}

FailureOr<Tensor> mlir::sfold::dynamicSliceOp(const Tensor &operand,
                                              ArrayRef<int64_t> startIndices,
                                              ArrayRef<int64_t> sliceSizes,
                                              ShapedType resultType) {
  size_t rank = operand.getRank();
  if (startIndices.size() != rank || sliceSizes.size() != rank)
    return failure();
  SmallVector<int64_t> start, limit, strides(rank, 1);
  for (size_t d = 0; d < rank; ++d) {
    int64_t dim = operand.getShape()[d];
    if (sliceSizes[d] < 0 || sliceSizes[d] > dim)
      return failure();
    start.push_back(clampWindowStart(startIndices[d], dim, sliceSizes[d]));
    limit.push_back(start.back() + sliceSizes[d]);
  }
  return sliceOp(operand, start, limit, strides, resultType);
}

DynamicWindow::DynamicWindow(ArrayRef<int64_t> shape, ArrayRef<int64_t> sizes,
                             unsigned elementBytes)
    : shape(shape), sizes(sizes) {
  for (int64_t s : computeStrides(shape))
    strideBytes.push_back(s * elementBytes);
  size_t rank = shape.size();
  rowBytes = rank ? sizes.back() * elementBytes : elementBytes;
  if (product(sizes) == 0)
    return;
  // Each index of the window's outer dimensions, in row-major order.
  ArrayRef<int64_t> outer = sizes.drop_back(rank ? 1 : 0);
  SmallVector<int64_t, 4> idx(outer.size(), 0);
  while (true) {
    int64_t offset = 0;
    for (size_t d = 0; d < outer.size(); ++d)
      offset += idx[d] * strideBytes[d];
    rowOffsets.push_back(offset);
    int64_t d = static_cast<int64_t>(outer.size()) - 1;
    for (; d >= 0 && ++idx[d] == outer[d]; --d)
      idx[d] = 0;
    if (d < 0)
      break;
  }
}

FailureOr<Tensor>
mlir::sfold::dynamicUpdateSliceOp(Tensor operand, const Tensor &update,
                                  ArrayRef<int64_t> startIndices) {
  size_t rank = operand.getRank();
  if (startIndices.size() != rank || update.getRank() != operand.getRank() ||
      update.getElementStorageBytes() != operand.getElementStorageBytes())
    return failure();
  for (size_t d = 0; d < rank; ++d)
    if (update.getShape()[d] > operand.getShape()[d])
      return failure();
  if (update.getNumElements() == 0)
    return operand;
  // Copy-on-write: in place only when no one else sees the buffer.
  char *out = operand.mutableRawData();
  SmallVector<int64_t> strides = computeStrides(operand.getShape());
  int64_t base = clampedWindowBase(operand.getShape(), strides, startIndices,
                                   update.getShape());
  dispatchOnWidth(operand.getElementStorageBytes(), [&](auto w) {
    using W = decltype(w);
    copyStrided(reinterpret_cast<const W *>(update.rawData()),
                reinterpret_cast<W *>(out), update.getShape(),
                computeStrides(update.getShape()), 0, strides, base);
  });
  return operand;
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

/// True if every value of `dims` is in [0, bound) and none repeats.
static bool uniqueInRange(ArrayRef<int64_t> dims, int64_t bound) {
  SmallVector<bool> seen(std::max<int64_t>(bound, 0), false);
  for (int64_t d : dims) {
    if (d < 0 || d >= bound || seen[d])
      return false;
    seen[d] = true;
  }
  return true;
}

FailureOr<SmallVector<int64_t>> mlir::sfold::inferGatherShape(
    ArrayRef<int64_t> operandShape, ArrayRef<int64_t> startIndicesShape,
    const GatherDimensions &dims, ArrayRef<int64_t> sliceSizes) {
  int64_t rank = operandShape.size();
  int64_t indicesRank = startIndicesShape.size();
  int64_t ivd = dims.indexVectorDim;
  if (static_cast<int64_t>(sliceSizes.size()) != rank || ivd < 0 ||
      ivd > indicesRank)
    return failure();
  int64_t indexCount = ivd < indicesRank ? startIndicesShape[ivd] : 1;
  if (static_cast<int64_t>(dims.startIndexMap.size()) != indexCount ||
      !uniqueInRange(dims.startIndexMap, rank) ||
      dims.operandBatchingDims.size() != dims.startIndicesBatchingDims.size())
    return failure();
  SmallVector<int64_t> dropped(dims.collapsedSliceDims);
  llvm::append_range(dropped, dims.operandBatchingDims);
  if (!uniqueInRange(dropped, rank) ||
      !uniqueInRange(dims.startIndicesBatchingDims, indicesRank) ||
      llvm::is_contained(dims.startIndicesBatchingDims, ivd))
    return failure();
  for (int64_t d = 0; d < rank; ++d)
    if (sliceSizes[d] < 0 || sliceSizes[d] > operandShape[d])
      return failure();
  for (int64_t d : dropped)
    if (sliceSizes[d] > 1)
      return failure();
  for (auto [od, sd] :
       llvm::zip_equal(dims.operandBatchingDims, dims.startIndicesBatchingDims))
    if (operandShape[od] != startIndicesShape[sd])
      return failure();

  SmallVector<int64_t> batchShape;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != ivd)
      batchShape.push_back(startIndicesShape[d]);
  SmallVector<int64_t> offsetSizes;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dropped, d))
      offsetSizes.push_back(sliceSizes[d]);
  int64_t resultRank = batchShape.size() + offsetSizes.size();
  if (dims.offsetDims.size() != offsetSizes.size() ||
      !uniqueInRange(dims.offsetDims, resultRank) ||
      !llvm::is_sorted(dims.offsetDims))
    return failure();
  SmallVector<int64_t> shape;
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t r = 0; r < resultRank; ++r) {
    if (nextOffset < dims.offsetDims.size() && dims.offsetDims[nextOffset] == r)
      shape.push_back(offsetSizes[nextOffset++]);
    else
      shape.push_back(batchShape[nextBatch++]);
  }
  return shape;
}

FailureOr<Tensor> mlir::sfold::gatherOp(const Tensor &operand,
                                        const Tensor &startIndices,
                                        const GatherDimensions &dims,
                                        ArrayRef<int64_t> sliceSizes,
                                        ShapedType resultType) {
  ArrayRef<int64_t> opShape = operand.getShape();
  ArrayRef<int64_t> idxShape = startIndices.getShape();
  FailureOr<SmallVector<int64_t>> shape =
      inferGatherShape(opShape, idxShape, dims, sliceSizes);
  if (failed(shape))
    return failure();
  FailureOr<RankedTensorType> type = resolveResultType(resultType, *shape);
  if (failed(type) || !Tensor::isSupportedType(*type))
    return failure();
  Tensor result(*type);
  if (result.getElementStorageBytes() != operand.getElementStorageBytes())
    return failure();
  if (result.getNumElements() == 0)
    return result;
  FailureOr<SmallVector<int64_t>> indices = getIntegerValues(startIndices);
  if (failed(indices))
    return failure();

  int64_t rank = operand.getRank();
  int64_t indicesRank = startIndices.getRank();
  int64_t ivd = dims.indexVectorDim;
  SmallVector<int64_t> opStrides = computeStrides(opShape);
  SmallVector<int64_t> idxStrides = computeStrides(idxShape);

  // The batch space: start_indices without index_vector_dim. For each batch
  // position, the operand offset where its slice starts.
  SmallVector<int64_t> batchShape, batchIdxStrides;
  for (int64_t d = 0; d < indicesRank; ++d) {
    if (d == ivd)
      continue;
    batchShape.push_back(idxShape[d]);
    batchIdxStrides.push_back(idxStrides[d]);
  }
  int64_t indexStride = ivd < indicesRank ? idxStrides[ivd] : 0;
  SmallVector<int64_t> bases;
  bases.reserve(product(batchShape));
  for (ArrayRef<int64_t> b : indexSpace(batchShape)) {
    int64_t at = 0;
    for (auto [i, s] : llvm::zip_equal(b, batchIdxStrides))
      at += i * s;
    int64_t base = 0;
    for (auto [k, d] : llvm::enumerate(dims.startIndexMap)) {
      int64_t start = (*indices)[at + static_cast<int64_t>(k) * indexStride];
      base += std::clamp(start, int64_t(0), opShape[d] - sliceSizes[d]) *
              opStrides[d];
    }
    for (auto [od, sd] : llvm::zip_equal(dims.operandBatchingDims,
                                         dims.startIndicesBatchingDims))
      base += b[sd < ivd ? sd : sd - 1] * opStrides[od];
    bases.push_back(base);
  }

  // Walk the result: batch dimensions step through `bases`, offset
  // dimensions step through the operand.
  SmallVector<int64_t> batchStrides = computeStrides(batchShape);
  SmallVector<int64_t> offsetOperandDims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dims.collapsedSliceDims, d) &&
        !llvm::is_contained(dims.operandBatchingDims, d))
      offsetOperandDims.push_back(d);
  int64_t resultRank = result.getRank();
  SmallVector<int64_t> strideBatch(resultRank, 0), strideOperand(resultRank, 0);
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t r = 0; r < resultRank; ++r) {
    if (nextOffset < dims.offsetDims.size() && dims.offsetDims[nextOffset] == r)
      strideOperand[r] = opStrides[offsetOperandDims[nextOffset++]];
    else
      strideBatch[r] = batchStrides[nextBatch++];
  }
  bool contiguousRows = strideBatch.back() == 0 && strideOperand.back() == 1;
  char *out = result.mutableRawData();
  dispatchOnWidth(operand.getElementStorageBytes(), [&](auto w) {
    using W = decltype(w);
    const W *src = reinterpret_cast<const W *>(operand.rawData());
    W *dst = reinterpret_cast<W *>(out);
    walkStrided2(
        result.getShape(), strideBatch, 0, strideOperand, 0,
        [&](int64_t b, int64_t o) { *dst++ = src[bases[b] + o]; },
        [&](int64_t b, int64_t o, int64_t n) {
          if (!contiguousRows)
            return false;
          std::memcpy(dst, src + bases[b] + o,
                      static_cast<size_t>(n) * sizeof(W));
          dst += n;
          return true;
        });
  });
  return result;
}

FailureOr<Tensor> mlir::sfold::dynamicGatherOp(const Tensor &operand,
                                               const Tensor &startIndices,
                                               const Tensor &sliceSizes,
                                               const GatherDimensions &dims,
                                               ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> sizes = getIntegerValues(sliceSizes);
  if (failed(sizes))
    return failure();
  return gatherOp(operand, startIndices, dims, *sizes, resultType);
}

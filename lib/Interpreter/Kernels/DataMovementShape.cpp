//===- DataMovementShape.cpp - broadcast, reshape, slice, pad, ... --------===//
//
// Kernels of the data-movement ops with static index arithmetic: each walks
// its result (or operand) once with incremental strided offsets and copies
// raw words; contiguous rows go through memcpy.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"

#include "DataMovementSupport.h"

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Support/CheckedInt.h"

#include "llvm/ADT/Sequence.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::dm;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

IndexReader mlir::sfold::getIndexReader(Type elementType) {
  IndexReader reader = nullptr;
  if (getStorageElementType(elementType) != elementType)
    return nullptr;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    if constexpr (isIntegerTag<Tag> || Tag::kind == ElementKind::Bool)
      reader = &readIndex<typename Tag::StorageType>;
  });
  return reader;
}

FailureOr<SmallVector<int64_t>>
mlir::sfold::getIntegerValues(const Tensor &tensor) {
  if (!tensor)
    return failure();
  SmallVector<int64_t> values;
  values.reserve(tensor.getNumElements());
  LogicalResult ok = dispatchOnElementType(
      tensor.getElementType(), [&](auto tag) -> LogicalResult {
        using Tag = decltype(tag);
        using T = typename Tag::StorageType;
        if constexpr (isIntegerTag<Tag>) {
          for (T v : tensor.data<T>())
            values.push_back(toIndex(v));
          return success();
        } else if constexpr (Tag::kind == ElementKind::Bool) {
          for (uint8_t v : tensor.data<uint8_t>())
            values.push_back(toIndex(v));
          return success();
        } else {
          return failure();
        }
      });
  if (failed(ok))
    return failure();
  return values;
}

FailureOr<RankedTensorType>
mlir::sfold::resolveResultType(ShapedType resultType, ArrayRef<int64_t> shape) {
  if (!resultType || !resultType.hasRank() ||
      resultType.getRank() != static_cast<int64_t>(shape.size()))
    return failure();
  // Run-time shapes are bounded so that element counts cannot overflow.
  constexpr int64_t maxElements = int64_t(1) << 40;
  int64_t elements = 1;
  for (auto [want, have] : llvm::zip_equal(resultType.getShape(), shape)) {
    if (have < 0 || have > maxElements)
      return failure();
    if (!ShapedType::isDynamic(want) && want != have)
      return failure();
    elements = have == 0 ? 0 : std::min(elements * have, maxElements + 1);
  }
  if (elements > maxElements)
    return failure();
  return RankedTensorType::get(shape, resultType.getElementType());
}

/// A static result type or failure.
static FailureOr<RankedTensorType> staticType(ShapedType type) {
  if (!type || !type.hasStaticShape())
    return failure();
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

/// Zero-filled tensor of `type` plus a typed copy. Fails if the element
/// widths of `operand` and `type` differ.
static FailureOr<Tensor> makeResult(const Tensor &operand,
                                    RankedTensorType type) {
  if (!Tensor::isSupportedType(type))
    return failure();
  Tensor result(type);
  if (result.getElementStorageBytes() != operand.getElementStorageBytes())
    return failure();
  return result;
}

/// Copies over `shape` from `src` (strided) into the dense `dst`; large
/// copies split the outermost dimension over the kernel threads.
static void copyInto(const Tensor &src, Tensor &dst, ArrayRef<int64_t> shape,
                     ArrayRef<int64_t> srcStrides, int64_t srcBase) {
  int64_t total = dst.getNumElements();
  if (total == 0)
    return;
  char *out = dst.mutableRawData();
  const char *in = src.rawData();
  dispatchOnWidth(src.getElementStorageBytes(), [&](auto w) {
    using W = decltype(w);
    const W *inW = reinterpret_cast<const W *>(in);
    W *outW = reinterpret_cast<W *>(out);
    if (shape.empty()) {
      gatherStrided(inW, outW, shape, srcStrides, srcBase);
      return;
    }
    int64_t inner = total / shape[0];
    int64_t grain = std::max<int64_t>(1, (int64_t(1) << 17) / inner);
    parallelForRanges(shape[0], grain, [&](int64_t begin, int64_t end) {
      SmallVector<int64_t> part(shape);
      part[0] = end - begin;
      gatherStrided(inW, outW + begin * inner, part, srcStrides,
                    srcBase + begin * srcStrides[0]);
    });
  });
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim
//===----------------------------------------------------------------------===//

FailureOr<Tensor>
mlir::sfold::broadcastInDimOp(const Tensor &operand,
                              ArrayRef<int64_t> broadcastDimensions,
                              ShapedType resultType) {
  FailureOr<RankedTensorType> type = staticType(resultType);
  if (failed(type) ||
      broadcastDimensions.size() != static_cast<size_t>(operand.getRank()))
    return failure();
  FailureOr<Tensor> result = makeResult(operand, *type);
  if (failed(result))
    return failure();
  ArrayRef<int64_t> shape = type->getShape();
  SmallVector<int64_t> opStrides = computeStrides(operand.getShape());
  SmallVector<int64_t> srcStrides(shape.size(), 0);
  for (auto [i, d] : llvm::enumerate(broadcastDimensions)) {
    if (d < 0 || d >= static_cast<int64_t>(shape.size()))
      return failure();
    int64_t size = operand.getShape()[i];
    if (size == shape[d])
      srcStrides[d] = opStrides[i];
    else if (size != 1)
      return failure();
  }
  copyInto(operand, *result, shape, srcStrides, 0);
  return result;
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

FailureOr<Tensor> mlir::sfold::concatenateOp(ArrayRef<Tensor> inputs,
                                             int64_t dimension,
                                             ShapedType resultType) {
  if (inputs.empty())
    return failure();
  int64_t rank = inputs[0].getRank();
  if (dimension < 0 || dimension >= rank)
    return failure();
  SmallVector<int64_t> shape(inputs[0].getShape());
  shape[dimension] = 0;
  for (const Tensor &t : inputs) {
    if (t.getRank() != rank ||
        t.getElementStorageBytes() != inputs[0].getElementStorageBytes())
      return failure();
    for (int64_t d = 0; d < rank; ++d)
      if (d != dimension && t.getShape()[d] != shape[d])
        return failure();
    shape[dimension] += t.getShape()[dimension];
  }
  FailureOr<RankedTensorType> type = resolveResultType(resultType, shape);
  if (failed(type))
    return failure();
  FailureOr<Tensor> result = makeResult(inputs[0], *type);
  if (failed(result) || result->getNumElements() == 0)
    return result;
  size_t bytes = result->getElementStorageBytes();
  int64_t outer = product(ArrayRef<int64_t>(shape).take_front(dimension));
  int64_t inner = product(ArrayRef<int64_t>(shape).drop_front(dimension + 1));
  size_t outRow = static_cast<size_t>(shape[dimension] * inner) * bytes;
  char *out = result->mutableRawData();
  size_t offset = 0;
  for (const Tensor &t : inputs) {
    size_t row = static_cast<size_t>(t.getShape()[dimension] * inner) * bytes;
    if (row == 0)
      continue;
    const char *in = t.rawData();
    for (int64_t o = 0; o < outer; ++o)
      std::memcpy(out + o * outRow + offset, in + o * row, row);
    offset += row;
  }
  return result;
}

//===----------------------------------------------------------------------===//
// reshape, transpose, reverse, slice
//===----------------------------------------------------------------------===//

FailureOr<Tensor> mlir::sfold::reshapeOp(const Tensor &operand,
                                         ShapedType resultType) {
  FailureOr<RankedTensorType> type = staticType(resultType);
  if (failed(type))
    return failure();
  return operand.withType(*type);
}

FailureOr<Tensor> mlir::sfold::transposeOp(const Tensor &operand,
                                           ArrayRef<int64_t> permutation,
                                           ShapedType resultType) {
  int64_t rank = operand.getRank();
  if (static_cast<int64_t>(permutation.size()) != rank)
    return failure();
  SmallVector<bool> seen(rank, false);
  SmallVector<int64_t> shape, srcStrides;
  SmallVector<int64_t> opStrides = computeStrides(operand.getShape());
  for (int64_t p : permutation) {
    if (p < 0 || p >= rank || seen[p])
      return failure();
    seen[p] = true;
    shape.push_back(operand.getShape()[p]);
    srcStrides.push_back(opStrides[p]);
  }
  FailureOr<RankedTensorType> type = resolveResultType(resultType, shape);
  if (failed(type))
    return failure();
  // The identity permutation is a relabelling: share the buffer.
  if (llvm::equal(permutation, llvm::seq<int64_t>(0, rank)))
    return operand.withType(*type);
  FailureOr<Tensor> result = makeResult(operand, *type);
  if (failed(result))
    return failure();
  copyInto(operand, *result, shape, srcStrides, 0);
  return result;
}

FailureOr<Tensor> mlir::sfold::reverseOp(const Tensor &operand,
                                         ArrayRef<int64_t> dimensions) {
  ArrayRef<int64_t> shape = operand.getShape();
  SmallVector<int64_t> srcStrides = computeStrides(shape);
  SmallVector<bool> flipped(shape.size(), false);
  int64_t base = 0;
  for (int64_t d : dimensions) {
    if (d < 0 || d >= operand.getRank())
      return failure();
    if (flipped[d]) // Reversing twice is the identity.
      continue;
    flipped[d] = true;
    if (shape[d] > 0)
      base += (shape[d] - 1) * srcStrides[d];
    srcStrides[d] = -srcStrides[d];
  }
  if (llvm::none_of(flipped, [](bool b) { return b; }))
    return operand;
  Tensor result(operand.getType());
  copyInto(operand, result, shape, srcStrides, base);
  return result;
}

FailureOr<Tensor> mlir::sfold::sliceOp(const Tensor &operand,
                                       ArrayRef<int64_t> start,
                                       ArrayRef<int64_t> limit,
                                       ArrayRef<int64_t> strides,
                                       ShapedType resultType) {
  size_t rank = operand.getRank();
  if (start.size() != rank || limit.size() != rank || strides.size() != rank)
    return failure();
  SmallVector<int64_t> opStrides = computeStrides(operand.getShape());
  SmallVector<int64_t> shape, srcStrides;
  int64_t base = 0;
  for (size_t d = 0; d < rank; ++d) {
    int64_t dim = operand.getShape()[d];
    if (start[d] < 0 || start[d] > limit[d] || limit[d] > dim ||
        strides[d] <= 0)
      return failure();
    shape.push_back((limit[d] - start[d] + strides[d] - 1) / strides[d]);
    srcStrides.push_back(opStrides[d] * strides[d]);
    base += start[d] * opStrides[d];
  }
  FailureOr<RankedTensorType> type = resolveResultType(resultType, shape);
  if (failed(type))
    return failure();
  FailureOr<Tensor> result = makeResult(operand, *type);
  if (failed(result))
    return failure();
  copyInto(operand, *result, shape, srcStrides, base);
  return result;
}

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

FailureOr<Tensor>
mlir::sfold::padOp(const Tensor &operand, const Tensor &paddingValue,
                   ArrayRef<int64_t> low, ArrayRef<int64_t> high,
                   ArrayRef<int64_t> interior, ShapedType resultType) {
  size_t rank = operand.getRank();
  if (low.size() != rank || high.size() != rank || interior.size() != rank ||
      paddingValue.getNumElements() != 1 ||
      paddingValue.getElementStorageBytes() != operand.getElementStorageBytes())
    return failure();
  constexpr int64_t limit = int64_t(1) << 40;
  SmallVector<int64_t> shape;
  for (size_t d = 0; d < rank; ++d) {
    int64_t dim = operand.getShape()[d];
    if (interior[d] < 0 || interior[d] > limit || low[d] < -limit ||
        low[d] > limit || high[d] < -limit || high[d] > limit)
      return failure();
    int64_t size =
        low[d] + high[d] + (dim > 0 ? dim + (dim - 1) * interior[d] : 0);
    if (size < 0)
      return failure();
    shape.push_back(size);
  }
  FailureOr<RankedTensorType> type = resolveResultType(resultType, shape);
  if (failed(type))
    return failure();
  FailureOr<Tensor> result = makeResult(operand, *type);
  if (failed(result) || result->getNumElements() == 0)
    return result;

  // The operand elements that land inside the result: per dimension the
  // range [first, first + count) of operand indices, written at result
  // index low + i * (interior + 1).
  SmallVector<int64_t> counts, srcStrides, dstStrides;
  SmallVector<int64_t> opStrides = computeStrides(operand.getShape());
  SmallVector<int64_t> outStrides = computeStrides(shape);
  int64_t srcBase = 0, dstBase = 0;
  for (size_t d = 0; d < rank; ++d) {
    int64_t step = interior[d] + 1, dim = operand.getShape()[d];
    int64_t first = low[d] < 0 ? (-low[d] + step - 1) / step : 0;
    int64_t end = std::min(dim, (shape[d] - low[d] + step - 1) / step);
    counts.push_back(std::max<int64_t>(0, end - first));
    srcStrides.push_back(opStrides[d]);
    dstStrides.push_back(outStrides[d] * step);
    srcBase += first * opStrides[d];
    dstBase += (low[d] + first * step) * outStrides[d];
  }
  char *out = result->mutableRawData();
  dispatchOnWidth(operand.getElementStorageBytes(), [&](auto w) {
    using W = decltype(w);
    W *dst = reinterpret_cast<W *>(out);
    W pad;
    std::memcpy(&pad, paddingValue.rawData(), sizeof(W));
    std::fill(dst, dst + result->getNumElements(), pad);
    copyStrided(reinterpret_cast<const W *>(operand.rawData()), dst, counts,
                srcStrides, srcBase, dstStrides, dstBase);
  });
  return result;
}

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

FailureOr<Tensor> mlir::sfold::iotaOp(int64_t iotaDimension,
                                      ShapedType resultType) {
  FailureOr<RankedTensorType> type = staticType(resultType);
  if (failed(type) || !Tensor::isSupportedType(*type) || iotaDimension < 0 ||
      iotaDimension >= type->getRank())
    return failure();
  Tensor result(*type);
  if (result.getNumElements() == 0)
    return result;
  ArrayRef<int64_t> shape = type->getShape();
  int64_t outer = product(shape.take_front(iotaDimension));
  int64_t n = shape[iotaDimension];
  int64_t inner = product(shape.drop_front(iotaDimension + 1));
  Type elementType = getStorageElementType(type->getElementType());
  unsigned bits = getElementBitWidth(elementType);
  LogicalResult ok = dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    SmallVector<T> values;
    values.reserve(n);
    for (int64_t i = 0; i < n; ++i) {
      if constexpr (Tag::kind == ElementKind::Bool) {
        values.push_back(static_cast<T>(i & 1));
      } else if constexpr (isIntegerTag<Tag>) {
        using U = std::make_unsigned_t<T>;
        values.push_back(wrapToWidth(static_cast<T>(static_cast<U>(i)), bits));
      } else if constexpr (Tag::kind == ElementKind::Complex) {
        values.push_back(T(static_cast<typename T::value_type>(i), 0));
      } else {
        FloatCodec<Tag> codec(elementType);
        values.push_back(codec.encode(
            static_cast<typename FloatCodec<Tag>::ComputeType>(i)));
      }
    }
    MutableArrayRef<T> out = result.mutableData<T>();
    T *p = out.data();
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t i = 0; i < n; ++i, p += inner)
        std::fill(p, p + inner, values[i]);
  });
  if (failed(ok))
    return failure();
  return result;
}

//===----------------------------------------------------------------------===//
// Shapes computed at run time
//===----------------------------------------------------------------------===//

FailureOr<Tensor> mlir::sfold::dynamicBroadcastInDimOp(
    const Tensor &operand, const Tensor &outputDimensions,
    ArrayRef<int64_t> broadcastDimensions, ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> shape = getIntegerValues(outputDimensions);
  if (failed(shape))
    return failure();
  FailureOr<RankedTensorType> type = resolveResultType(resultType, *shape);
  if (failed(type))
    return failure();
  return broadcastInDimOp(operand, broadcastDimensions, *type);
}

FailureOr<Tensor> mlir::sfold::dynamicIotaOp(const Tensor &outputShape,
                                             int64_t iotaDimension,
                                             ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> shape = getIntegerValues(outputShape);
  if (failed(shape))
    return failure();
  FailureOr<RankedTensorType> type = resolveResultType(resultType, *shape);
  if (failed(type))
    return failure();
  return iotaOp(iotaDimension, *type);
}

FailureOr<Tensor>
mlir::sfold::dynamicPadOp(const Tensor &operand, const Tensor &paddingValue,
                          const Tensor &low, const Tensor &high,
                          const Tensor &interior, ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> lo = getIntegerValues(low);
  FailureOr<SmallVector<int64_t>> hi = getIntegerValues(high);
  FailureOr<SmallVector<int64_t>> in = getIntegerValues(interior);
  if (failed(lo) || failed(hi) || failed(in))
    return failure();
  return padOp(operand, paddingValue, *lo, *hi, *in, resultType);
}

FailureOr<Tensor> mlir::sfold::dynamicReshapeOp(const Tensor &operand,
                                                const Tensor &outputShape,
                                                ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> shape = getIntegerValues(outputShape);
  if (failed(shape))
    return failure();
  FailureOr<RankedTensorType> type = resolveResultType(resultType, *shape);
  if (failed(type))
    return failure();
  return operand.withType(*type);
}

FailureOr<Tensor> mlir::sfold::realDynamicSliceOp(const Tensor &operand,
                                                  const Tensor &startIndices,
                                                  const Tensor &limitIndices,
                                                  const Tensor &strides,
                                                  ShapedType resultType) {
  FailureOr<SmallVector<int64_t>> start = getIntegerValues(startIndices);
  FailureOr<SmallVector<int64_t>> limit = getIntegerValues(limitIndices);
  FailureOr<SmallVector<int64_t>> step = getIntegerValues(strides);
  if (failed(start) || failed(limit) || failed(step))
    return failure();
  return sliceOp(operand, *start, *limit, *step, resultType);
}

FailureOr<Tensor> mlir::sfold::getDimensionSizeOp(const Tensor &operand,
                                                  int64_t dimension,
                                                  ShapedType resultType) {
  if (dimension < 0 || dimension >= operand.getRank())
    return failure();
  FailureOr<RankedTensorType> type = resolveResultType(resultType, {});
  if (failed(type) || !type->getElementType().isInteger(32))
    return failure();
  // A size beyond i32 has no value of the result type: no result, rather
  // than a wrapped one.
  int64_t size64 = operand.getShape()[dimension];
  if (!fitsInteger(size64, 32, /*isUnsigned=*/false))
    return failure();
  int32_t size = static_cast<int32_t>(size64);
  return Tensor::fromValues<int32_t>(*type, ArrayRef<int32_t>(size));
}

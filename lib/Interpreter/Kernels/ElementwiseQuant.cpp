//===- ElementwiseQuant.cpp - uniform_quantize, uniform_dequantize --------===//
//
// Arithmetic follows the spec's `quantize` / `dequantize` in the expressed
// type: f32 in float, f64 in double, f16 / bf16 in float rounded back to the
// expressed format after each step. Per-axis types pick the scale and zero
// point of each element from its index along the quantized dimension.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseCommon.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <algorithm>

namespace mlir::sfold {

namespace {

using namespace detail;

/// Scales, zero points and storage range of a uniform quantized type.
struct QuantParams {
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  /// Per-axis: the element's parameter index is (i / stride) % size.
  int64_t stride = 0, size = 1;
  int64_t storageMin = 0, storageMax = 0;
  Type expressed;

  size_t paramIndex(int64_t linear) const {
    return stride ? static_cast<size_t>((linear / stride) % size) : 0;
  }
};

std::optional<QuantParams> getQuantParams(Type elementType,
                                          ArrayRef<int64_t> shape) {
  QuantParams p;
  if (auto t = llvm::dyn_cast<quant::UniformQuantizedType>(elementType)) {
    p.scales.push_back(t.getScale());
    p.zeroPoints.push_back(t.getZeroPoint());
  } else if (auto t = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
                 elementType)) {
    int32_t axis = t.getQuantizedDimension();
    if (axis < 0 || axis >= static_cast<int32_t>(shape.size()) ||
        static_cast<int64_t>(t.getScales().size()) != shape[axis] ||
        t.getZeroPoints().size() != t.getScales().size())
      return std::nullopt;
    p.scales.assign(t.getScales().begin(), t.getScales().end());
    p.zeroPoints.assign(t.getZeroPoints().begin(), t.getZeroPoints().end());
    p.stride = computeStrides(shape)[axis];
    p.size = shape[axis];
  } else {
    return std::nullopt;
  }
  auto q = llvm::cast<quant::QuantizedType>(elementType);
  p.storageMin = q.getStorageTypeMin();
  p.storageMax = q.getStorageTypeMax();
  p.expressed = q.getExpressedType();
  return p;
}

/// Arithmetic in an expressed float format: `C` computes, `round` brings a
/// C value to the nearest value of the format.
template <typename Tag>
struct ExpressedArith {
  using T = typename Tag::StorageType;
  using C = typename FloatCodec<Tag>::ComputeType;
  explicit ExpressedArith(Type et) : codec(et) {}
  C round(C v) const {
    if constexpr (Tag::kind == ElementKind::Float)
      return v;
    else
      return codec.decode(codec.encode(v));
  }
  C fromDouble(double d) const { return round(static_cast<C>(d)); }
  FloatCodec<Tag> codec;
};

} // namespace

ShapedType getExpressedTensorType(ShapedType type) {
  auto q = llvm::dyn_cast<quant::QuantizedType>(type.getElementType());
  if (!q)
    return type;
  return RankedTensorType::get(type.getShape(), q.getExpressedType());
}

Tensor uniformDequantizeOp(const Tensor &operand, ShapedType resultType) {
  if (!operand || !resultType || operand.getShape() != resultType.getShape())
    return {};
  std::optional<QuantParams> p =
      getQuantParams(operand.getElementType(), operand.getShape());
  if (!p || p->expressed != resultType.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  Type storageType = getStorageElementType(operand.getElementType());
  // Each lambda tests its own tag: code that depends only on the outer tag
  // is checked (by clang) when the outer lambda is instantiated, even inside
  // a discarded branch of the inner one.
  LogicalResult ok =
      dispatchOnElementType(storageType, [&](auto sTag) -> LogicalResult {
        if constexpr (!isIntegerTag<decltype(sTag)>) {
          return failure();
        } else {
          using S = typename decltype(sTag)::StorageType;
          const S *a = operand.data<S>().data();
          return dispatchOnElementType(
              p->expressed, [&](auto eTag) -> LogicalResult {
                using ETag = decltype(eTag);
                if constexpr (!isFloatTag<ETag>) {
                  return failure();
                } else {
                  using E = typename ETag::StorageType;
                  ExpressedArith<ETag> arith(p->expressed);
                  using C = typename ExpressedArith<ETag>::C;
                  SmallVector<C> scales;
                  for (double s : p->scales)
                    scales.push_back(arith.fromDouble(s));
                  E *r = result.mutableData<E>().data();
                  for (int64_t i = 0; i < n; ++i) {
                    size_t k = p->paramIndex(i);
                    int64_t diff =
                        static_cast<int64_t>(a[i]) - p->zeroPoints[k];
                    C v = arith.round(static_cast<C>(diff)) * scales[k];
                    r[i] = arith.codec.encode(v);
                  }
                  return success();
                }
              });
        }
      });
  if (failed(ok))
    return {};
  return result;
}

Tensor uniformQuantizeOp(const Tensor &operand, ShapedType resultType) {
  if (!operand || !resultType || operand.getShape() != resultType.getShape())
    return {};
  if (llvm::isa<quant::QuantizedType>(operand.getElementType())) {
    // Requantization: dequantize, then quantize.
    Tensor expressed = uniformDequantizeOp(
        operand, getExpressedTensorType(operand.getType()));
    if (!expressed)
      return {};
    return uniformQuantizeOp(expressed, resultType);
  }
  std::optional<QuantParams> p =
      getQuantParams(resultType.getElementType(), resultType.getShape());
  if (!p || p->expressed != operand.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  Type storageType = getStorageElementType(resultType.getElementType());
  // As in uniformDequantizeOp, each lambda tests its own tag.
  LogicalResult ok =
      dispatchOnElementType(p->expressed, [&](auto eTag) -> LogicalResult {
        using ETag = decltype(eTag);
        if constexpr (!isFloatTag<ETag>) {
          return failure();
        } else {
          using E = typename ETag::StorageType;
          const E *a = operand.data<E>().data();
          return dispatchOnElementType(
              storageType, [&](auto sTag) -> LogicalResult {
                using STag = decltype(sTag);
                if constexpr (!isIntegerTag<STag>) {
                  return failure();
                } else {
                  using S = typename STag::StorageType;
                  ExpressedArith<ETag> arith(p->expressed);
                  using C = typename ExpressedArith<ETag>::C;
                  SmallVector<C> scales, zeroPoints;
                  for (double s : p->scales)
                    scales.push_back(arith.fromDouble(s));
                  for (int64_t z : p->zeroPoints)
                    zeroPoints.push_back(
                        arith.fromDouble(static_cast<double>(z)));
                  C lo = arith.fromDouble(static_cast<double>(p->storageMin));
                  C hi = arith.fromDouble(static_cast<double>(p->storageMax));
                  S *r = result.mutableData<S>().data();
                  for (int64_t i = 0; i < n; ++i) {
                    size_t k = p->paramIndex(i);
                    C x = arith.codec.decode(a[i]);
                    C v =
                        arith.round(arith.round(x / scales[k]) + zeroPoints[k]);
                    v = ieeeMinimum(ieeeMaximum(v, lo), hi);
                    v = std::nearbyint(v);
                    // NaN stores 0. The bounds rounded to the expressed type
                    // may lie just outside the storage range (e.g. 2^31 for i32
                    // in f32): clamp the integer again.
                    int64_t stored = 0;
                    if (!std::isnan(v))
                      stored = std::clamp(static_cast<int64_t>(v),
                                          p->storageMin, p->storageMax);
                    r[i] = static_cast<S>(stored);
                  }
                  return success();
                }
              });
        }
      });
  if (failed(ok))
    return {};
  return result;
}

} // namespace mlir::sfold

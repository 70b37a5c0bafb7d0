//===- ElementwiseCompare.cpp - compare, select, clamp, complex parts -----===//
//
// compare (binop::visitComparePredicate, one loop per direction), select
// (bytes of any element type), clamp (scalar or full bounds), is_finite,
// real, imag and complex.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseCommon.h"

#include <complex>
#include <cstring>

namespace mlir::sfold {

namespace {

using namespace detail;

/// Whether `t` is a scalar or has shape `full`.
bool isScalarOr(const Tensor &t, ArrayRef<int64_t> full) {
  return t.getRank() == 0 || t.getShape() == full;
}

} // namespace

Tensor compareOp(const Tensor &lhs, const Tensor &rhs,
                 CompareDirection direction, CompareType type,
                 ShapedType resultType) {
  if (!isValidElementwise({&lhs, &rhs}, resultType, /*sameElementType=*/false) ||
      !resultType.getElementType().isInteger(1))
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  uint8_t *r = result.mutableData<uint8_t>().data();
  bool ok = binop::visitComparePredicate(
      lhs.getElementType(), direction, type, [&](auto tag, const auto &pred) {
        using T = typename decltype(tag)::StorageType;
        const T *a = lhs.data<T>().data();
        const T *b = rhs.data<T>().data();
        for (int64_t i = 0; i < n; ++i)
          r[i] = pred(a[i], b[i]);
      });
  if (!ok)
    return {};
  return result;
}

Tensor selectOp(const Tensor &pred, const Tensor &onTrue, const Tensor &onFalse,
                ShapedType resultType) {
  if (!pred || !onTrue || !onFalse || !resultType ||
      !resultType.hasStaticShape() ||
      !pred.getElementType().isInteger(1) ||
      onTrue.getShape() != resultType.getShape() ||
      onFalse.getShape() != resultType.getShape() ||
      !isScalarOr(pred, resultType.getShape()))
    return {};
  Tensor result(resultType);
  if (!result || onTrue.getStorageKind() != result.getStorageKind() ||
      onFalse.getStorageKind() != result.getStorageKind())
    return {};
  size_t bytes = result.getElementStorageBytes();
  int64_t n = result.getNumElements();
  const uint8_t *p = pred.data<uint8_t>().data();
  if (pred.getRank() == 0 && n > 0) {
    const Tensor &chosen = p[0] ? onTrue : onFalse;
    std::memcpy(result.mutableRawData(), chosen.rawData(),
                result.getSizeInBytes());
    return result;
  }
  char *r = result.mutableRawData();
  const char *t = onTrue.rawData(), *f = onFalse.rawData();
  for (int64_t i = 0; i < n; ++i)
    std::memcpy(r + i * bytes, (p[i] ? t : f) + i * bytes, bytes);
  return result;
}

Tensor clampOp(const Tensor &min, const Tensor &operand, const Tensor &max,
               ShapedType resultType) {
  if (!isValidElementwise({&operand}, resultType) || !min || !max ||
      min.getElementType() != operand.getElementType() ||
      max.getElementType() != operand.getElementType() ||
      !isScalarOr(min, operand.getShape()) ||
      !isScalarOr(max, operand.getShape()))
    return {};
  Type et = operand.getElementType();
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  // Scalar bounds are read at index 0 (stride 0).
  int64_t loStride = min.getRank() == 0 ? 0 : 1;
  int64_t hiStride = max.getRank() == 0 ? 0 : 1;
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *x = operand.data<T>().data();
    const T *lo = min.data<T>().data();
    const T *hi = max.data<T>().data();
    T *r = result.mutableData<T>().data();
    if constexpr (Tag::kind == ElementKind::Bool || isIntegerTag<Tag>) {
      for (int64_t i = 0; i < n; ++i) {
        T v = x[i] < lo[i * loStride] ? lo[i * loStride] : x[i];
        r[i] = hi[i * hiStride] < v ? hi[i * hiStride] : v;
      }
    } else if constexpr (Tag::kind == ElementKind::Float) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = ieeeMinimum(ieeeMaximum(x[i], lo[i * loStride]),
                           hi[i * hiStride]);
    } else if constexpr (Tag::kind == ElementKind::Complex) {
      for (int64_t i = 0; i < n; ++i) {
        T v = lexicographicLess(x[i], lo[i * loStride]) ? lo[i * loStride]
                                                         : x[i];
        r[i] = lexicographicLess(hi[i * hiStride], v) ? hi[i * hiStride] : v;
      }
    } else {
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i)
        r[i] = codec.encode(ieeeMinimum(
            ieeeMaximum(codec.decode(x[i]), codec.decode(lo[i * loStride])),
            codec.decode(hi[i * hiStride])));
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result;
}

Tensor isFiniteOp(const Tensor &operand, ShapedType resultType) {
  return floatPredicateKernel(operand, resultType,
                              [](double x) { return std::isfinite(x); });
}

namespace {
/// real / imag: part 0 or 1 of each complex element; for float operands
/// real is the identity and imag zeros.
Tensor complexPart(const Tensor &operand, ShapedType resultType, int part) {
  if (!isValidElementwise({&operand}, resultType, /*sameElementType=*/false))
    return {};
  Type et = operand.getElementType();
  auto complexType = llvm::dyn_cast<ComplexType>(et);
  Type partType = complexType ? complexType.getElementType() : et;
  if (partType != resultType.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  if (!complexType) {
    if (part == 0)
      std::memcpy(result.mutableRawData(), operand.rawData(),
                  result.getSizeInBytes());
    return result; // zero-filled for imag
  }
  int64_t n = result.getNumElements();
  if (partType.isF32()) {
    const auto *a = operand.data<std::complex<float>>().data();
    float *r = result.mutableData<float>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = part == 0 ? a[i].real() : a[i].imag();
  } else {
    const auto *a = operand.data<std::complex<double>>().data();
    double *r = result.mutableData<double>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = part == 0 ? a[i].real() : a[i].imag();
  }
  return result;
}
} // namespace

Tensor realOp(const Tensor &operand, ShapedType resultType) {
  return complexPart(operand, resultType, 0);
}
Tensor imagOp(const Tensor &operand, ShapedType resultType) {
  return complexPart(operand, resultType, 1);
}

Tensor complexOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  if (!isValidElementwise({&lhs, &rhs}, resultType, /*sameElementType=*/false))
    return {};
  auto complexType = llvm::dyn_cast<ComplexType>(resultType.getElementType());
  if (!complexType || complexType.getElementType() != lhs.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  if (lhs.getElementType().isF32()) {
    const float *a = lhs.data<float>().data(), *b = rhs.data<float>().data();
    auto *r = result.mutableData<std::complex<float>>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = std::complex<float>(a[i], b[i]);
  } else if (lhs.getElementType().isF64()) {
    const double *a = lhs.data<double>().data(), *b = rhs.data<double>().data();
    auto *r = result.mutableData<std::complex<double>>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = std::complex<double>(a[i], b[i]);
  } else {
    return {};
  }
  return result;
}

} // namespace mlir::sfold

//===- ElementwiseConvert.cpp - convert, bitcast_convert, reduce_precision ===//
//
// convert dispatches twice (source and result element types) and runs one
// typed loop per pair. Values travel as one of:
//   - an integer (int64_t or uint64_t, for booleans and integers),
//   - a double (every float format up to f32 is exact in double; f64 is
//     itself; complex contributes its real part),
// and are written with one rounding into the result format.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseCommon.h"

#include <complex>
#include <cstring>

namespace mlir::sfold {

namespace {

using namespace detail;

/// `magnitude` (negated if `negative`) as a float that rounds to the same
/// value as the exact integer in any format of at most 22 significant bits:
/// bits below float's precision are folded into a sticky bit (round to odd),
/// so that a second rounding to nearest even is exact.
float integerToFloatForNarrow(uint64_t magnitude, bool negative) {
  float f;
  if (magnitude < (uint64_t(1) << 24)) {
    f = static_cast<float>(magnitude);
  } else {
    int shift = 64 - llvm::countl_zero(magnitude) - 24;
    uint64_t kept = magnitude >> shift;
    if (magnitude & ((uint64_t(1) << shift) - 1))
      kept |= 1;
    f = std::ldexp(static_cast<float>(kept), shift);
  }
  return negative ? -f : f;
}

/// `d` as a float rounded to odd (truncate, then set the last bit if
/// inexact), for a second rounding to a format of at most 22 significant
/// bits. Infinity, NaN and values beyond float's range round normally.
float doubleToFloatForNarrow(double d) {
  float f = static_cast<float>(d);
  if (!std::isfinite(f) || static_cast<double>(f) == d)
    return f;
  if (std::fabs(static_cast<double>(f)) > std::fabs(d))
    f = std::nextafter(f, 0.0f);
  uint32_t bits = llvm::bit_cast<uint32_t>(f) | 1u;
  return llvm::bit_cast<float>(bits);
}

/// Float -> integer of `width` bits: truncate towards zero, NaN -> 0,
/// saturate beyond the range.
template <typename T>
T floatToInteger(double d, unsigned width) {
  if (std::isnan(d))
    return T(0);
  d = std::trunc(d);
  if constexpr (std::is_signed_v<T>) {
    double lo = -std::ldexp(1.0, width - 1);
    if (d <= lo)
      return static_cast<T>(static_cast<int64_t>(lo));
    if (d >= -lo) // 2^(width-1)
      return static_cast<T>(width >= 64
                                ? std::numeric_limits<int64_t>::max()
                                : (int64_t(1) << (width - 1)) - 1);
    return static_cast<T>(static_cast<int64_t>(d));
  } else {
    if (d <= 0)
      return T(0);
    if (d >= std::ldexp(1.0, width))
      return static_cast<T>(width >= 64 ? ~uint64_t(0)
                                        : (uint64_t(1) << width) - 1);
    return static_cast<T>(static_cast<uint64_t>(d));
  }
}

/// Reads element values of a source tag as integers or doubles.
template <typename Tag>
struct SourceReader {
  using T = typename Tag::StorageType;
  static constexpr bool isInteger =
      Tag::kind == ElementKind::Bool || isIntegerTag<Tag>;
  static constexpr bool isSigned = Tag::kind == ElementKind::SignedInt;
  using Codec = std::conditional_t<isFloatTag<Tag>, FloatCodec<Tag>, int>;
  explicit SourceReader(Type et) {
    if constexpr (isFloatTag<Tag>)
      codec.emplace(et);
  }

  /// Integers: the value; floats: the value as double.
  auto read(const T &v) const {
    if constexpr (isInteger)
      return v;
    else if constexpr (Tag::kind == ElementKind::Complex)
      return static_cast<double>(v.real());
    else if constexpr (Tag::kind == ElementKind::Float)
      return static_cast<double>(v);
    else
      return static_cast<double>(codec->decode(v));
  }
  /// For narrow float results: the value as a float that rounds correctly.
  float readForNarrow(const T &v) const {
    if constexpr (isInteger) {
      if constexpr (isSigned) {
        bool neg = v < 0;
        uint64_t mag = neg ? uint64_t(0) - static_cast<uint64_t>(
                                               static_cast<int64_t>(v))
                           : static_cast<uint64_t>(v);
        return integerToFloatForNarrow(mag, neg);
      } else {
        return integerToFloatForNarrow(static_cast<uint64_t>(v), false);
      }
    } else if constexpr (Tag::kind == ElementKind::Complex) {
      if constexpr (std::is_same_v<typename T::value_type, double>)
        return doubleToFloatForNarrow(v.real());
      else
        return v.real();
    } else if constexpr (Tag::kind == ElementKind::Float) {
      if constexpr (std::is_same_v<T, double>)
        return doubleToFloatForNarrow(v);
      else
        return v;
    } else {
      return codec->decode(v);
    }
  }
  /// Non-zero test (complex: real part only, as the spec ignores imag).
  bool isNonZero(const T &v) const {
    if constexpr (isInteger)
      return v != 0;
    else
      return read(v) != 0.0;
  }

  std::optional<Codec> codec;
};

template <typename SrcTag, typename DstTag>
void convertLoop(const typename SrcTag::StorageType *a,
                 typename DstTag::StorageType *r, int64_t n, Type srcType,
                 Type dstType) {
  using D = typename DstTag::StorageType;
  SourceReader<SrcTag> src(srcType);
  unsigned width = getElementBitWidth(dstType);
  if constexpr (DstTag::kind == ElementKind::Bool) {
    for (int64_t i = 0; i < n; ++i)
      r[i] = src.isNonZero(a[i]) ? 1 : 0;
  } else if constexpr (isIntegerTag<DstTag>) {
    if constexpr (SourceReader<SrcTag>::isInteger) {
      // Wraps: two's complement truncation / extension.
      for (int64_t i = 0; i < n; ++i)
        r[i] = wrapToWidth(static_cast<D>(a[i]), width);
    } else {
      for (int64_t i = 0; i < n; ++i)
        r[i] = floatToInteger<D>(src.read(a[i]), width);
    }
  } else if constexpr (DstTag::kind == ElementKind::Float &&
                       std::is_same_v<D, float> && isFloatTag<SrcTag> &&
                       SrcTag::kind != ElementKind::Float) {
    // Narrow float -> f32: the codec's bulk decode (exact).
    FloatCodec<SrcTag> codec(srcType);
    parallelForRanges(n, int64_t(1) << 17, [&](int64_t begin, int64_t end) {
      codec.decode(a + begin, r + begin, end - begin);
    });
  } else if constexpr (DstTag::kind == ElementKind::Float) {
    for (int64_t i = 0; i < n; ++i)
      r[i] = static_cast<D>(src.read(a[i]));
  } else if constexpr (DstTag::kind == ElementKind::Complex) {
    using P = typename D::value_type;
    if constexpr (SrcTag::kind == ElementKind::Complex) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = D(static_cast<P>(a[i].real()), static_cast<P>(a[i].imag()));
    } else {
      for (int64_t i = 0; i < n; ++i)
        r[i] = D(static_cast<P>(src.read(a[i])), P(0));
    }
  } else if constexpr (std::is_same_v<SrcTag, F32Tag>) {
    // f32 -> narrow float: the codec's bulk encode (one rounding).
    FloatCodec<DstTag> codec(dstType);
    parallelForRanges(n, int64_t(1) << 17, [&](int64_t begin, int64_t end) {
      codec.encode(a + begin, r + begin, end - begin);
    });
  } else {
    FloatCodec<DstTag> codec(dstType);
    for (int64_t i = 0; i < n; ++i)
      r[i] = codec.encode(src.readForNarrow(a[i]));
  }
}

} // namespace

Tensor convertOp(const Tensor &operand, ShapedType resultType) {
  if (!isValidElementwise({&operand}, resultType, /*sameElementType=*/false))
    return {};
  Type srcType = operand.getElementType();
  Type dstType = resultType.getElementType();
  if (getStorageElementType(dstType) != dstType)
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(srcType, [&](auto srcTag) {
    using SrcTag = decltype(srcTag);
    using S = typename SrcTag::StorageType;
    const S *a = operand.data<S>().data();
    return dispatchOnElementType(dstType, [&](auto dstTag) {
      using DstTag = decltype(dstTag);
      using D = typename DstTag::StorageType;
      convertLoop<SrcTag, DstTag>(a, result.mutableData<D>().data(), n,
                                  srcType, dstType);
    });
  });
  if (failed(ok))
    return {};
  return result;
}

//===----------------------------------------------------------------------===//
// bitcast_convert
//===----------------------------------------------------------------------===//

Tensor bitcastConvertOp(const Tensor &operand, ShapedType resultType) {
  if (!operand || !resultType || !resultType.hasStaticShape())
    return {};
  Type srcType = operand.getElementType();
  Type dstType = resultType.getElementType();
  unsigned srcBits = getElementBitWidth(srcType);
  unsigned dstBits = getElementBitWidth(dstType);
  if (llvm::isa<ComplexType>(srcType))
    srcBits *= 2;
  if (llvm::isa<ComplexType>(dstType))
    dstBits *= 2;
  if (!srcBits || !dstBits)
    return {};
  // Shapes: equal, or one more minor dimension on the narrower side.
  ArrayRef<int64_t> srcShape = operand.getShape();
  ArrayRef<int64_t> dstShape = resultType.getShape();
  if (srcBits == dstBits) {
    if (srcShape != dstShape)
      return {};
  } else if (srcBits > dstBits) {
    if (dstShape.size() != srcShape.size() + 1 ||
        dstShape.drop_back() != srcShape ||
        dstShape.back() * dstBits != srcBits)
      return {};
  } else {
    if (srcShape.size() != dstShape.size() + 1 ||
        srcShape.drop_back() != dstShape ||
        srcShape.back() * srcBits != dstBits)
      return {};
  }
  Tensor result(resultType);
  if (!result)
    return {};
  unsigned srcBytes = operand.getElementStorageBytes();
  unsigned dstBytes = result.getElementStorageBytes();
  if (srcBytes * 8 == srcBits && dstBytes * 8 == dstBits) {
    // Storage is the packed little-endian layout already.
    std::memcpy(result.mutableRawData(), operand.rawData(),
                result.getSizeInBytes());
    return result;
  }
  // Sub-byte or padded storage (i1, i2, i4, f4, f6, tf32): pack the bits of
  // `bits`-wide elements, element 0 lowest; no such element exceeds 64 bits
  // (complex elements are always whole bytes).
  if (srcBits > 64 || dstBits > 64)
    return {};
  auto readBits = [](const char *p, unsigned bytes, unsigned bits) {
    uint64_t v = 0;
    std::memcpy(&v, p, bytes);
    return bits >= 64 ? v : (v & ((uint64_t(1) << bits) - 1));
  };
  auto isSignedStorage = [](Type t) {
    t = getStorageElementType(t);
    auto it = llvm::dyn_cast<IntegerType>(t);
    return it && !it.isUnsigned() && it.getWidth() > 1;
  };
  bool dstSigned = isSignedStorage(dstType);
  const char *src = operand.rawData();
  char *dst = result.mutableRawData();
  int64_t totalBits = static_cast<int64_t>(operand.getNumElements()) * srcBits;
  int64_t numDst = result.getNumElements();
  int64_t srcIndex = 0;
  unsigned srcOffset = 0; // bits of the current source element consumed
  for (int64_t d = 0; d < numDst && d * dstBits < totalBits; ++d) {
    uint64_t value = 0;
    unsigned filled = 0;
    while (filled < dstBits) {
      uint64_t s = readBits(src + srcIndex * srcBytes, srcBytes, srcBits);
      unsigned take = std::min(dstBits - filled, srcBits - srcOffset);
      uint64_t chunk = (s >> srcOffset);
      if (take < 64)
        chunk &= (uint64_t(1) << take) - 1;
      value |= chunk << filled;
      filled += take;
      srcOffset += take;
      if (srcOffset == srcBits) {
        srcOffset = 0;
        ++srcIndex;
      }
    }
    if (dstSigned && dstBits < 64 && ((value >> (dstBits - 1)) & 1))
      value |= ~uint64_t(0) << dstBits;
    std::memcpy(dst + d * dstBytes, &value, dstBytes);
  }
  return result;
}

//===----------------------------------------------------------------------===//
// reduce_precision
//===----------------------------------------------------------------------===//

namespace {

/// Rounds the float with bits `x` (`srcExp` exponent and `srcMant` mantissa
/// bits) to `expBits` / `mantBits` and back, on the bits.
template <typename U>
U reducePrecisionBits(U x, unsigned srcExp, unsigned srcMant, int32_t expBits,
                      int32_t mantBits) {
  unsigned width = 1 + srcExp + srcMant;
  U expMask = ((U(1) << srcExp) - 1) << srcMant;
  U signBit = U(1) << (width - 1);
  bool isNaN = (x & expMask) == expMask && (x & ((U(1) << srcMant) - 1));
  // A NaN stays NaN unless the narrow format has no mantissa to tell it
  // from infinity: then it becomes the infinity of its sign.
  if (isNaN)
    return mantBits > 0 ? x : static_cast<U>((x & signBit) | expMask);
  if (static_cast<unsigned>(mantBits) < srcMant) {
    unsigned drop = srcMant - mantBits;
    U lastKept = U(1) << drop;
    U halfMinusOne = (lastKept >> 1) - 1;
    U bias = halfMinusOne + ((x >> drop) & 1);
    x = static_cast<U>((x + bias) & ~(lastKept - 1));
  }
  if (static_cast<unsigned>(expBits) < srcExp) {
    uint64_t srcBias = (uint64_t(1) << (srcExp - 1)) - 1;
    uint64_t reducedBias = (uint64_t(1) << (expBits - 1)) - 1;
    uint64_t maxExp = srcBias + reducedBias, minExp = srcBias - reducedBias;
    uint64_t e = (x & expMask) >> srcMant;
    if (e > maxExp)
      x = static_cast<U>((x & signBit) | expMask);
    else if (e <= minExp)
      x = static_cast<U>(x & signBit);
  }
  return x;
}

} // namespace

Tensor reducePrecisionOp(const Tensor &operand, int32_t exponentBits,
                         int32_t mantissaBits, ShapedType resultType) {
  if (!isValidElementwise({&operand}, resultType) || exponentBits < 1 ||
      mantissaBits < 0)
    return {};
  Type et = operand.getElementType();
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *a = operand.data<T>().data();
    T *r = result.mutableData<T>().data();
    if constexpr (Tag::kind == ElementKind::Float) {
      using U = FloatBits<T>;
      constexpr unsigned mant = std::numeric_limits<T>::digits - 1;
      constexpr unsigned exp = 8 * sizeof(T) - 1 - mant;
      for (int64_t i = 0; i < n; ++i)
        r[i] = llvm::bit_cast<T>(reducePrecisionBits<U>(
            llvm::bit_cast<U>(a[i]), exp, mant, exponentBits, mantissaBits));
    } else if constexpr (Tag::kind == ElementKind::F16 ||
                         Tag::kind == ElementKind::BF16) {
      unsigned exp = Tag::kind == ElementKind::F16 ? 5 : 8;
      for (int64_t i = 0; i < n; ++i)
        r[i] = reducePrecisionBits<uint16_t>(a[i], exp, 15 - exp, exponentBits,
                                             mantissaBits);
    } else if constexpr (isFloatTag<Tag>) {
      // Other formats: through float, rounded back to the format.
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i) {
        float f = codec.decode(a[i]);
        uint32_t bits = reducePrecisionBits<uint32_t>(
            llvm::bit_cast<uint32_t>(f), 8, 23, exponentBits, mantissaBits);
        r[i] = codec.encode(llvm::bit_cast<float>(bits));
      }
    } else {
      return failure();
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result;
}

} // namespace mlir::sfold

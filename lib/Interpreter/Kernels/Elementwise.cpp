//===- Elementwise.cpp - Elementwise kernels ------------------------------===//
//
// One type dispatch per op, then a typed loop over the raw buffers. Each op is
// a functor with one static function per kind of element:
//   b(uint8_t, ...)  booleans (0/1 bytes)       kBool
//   i(T, ...)        integers in storage type T  kInt (must wrap, no UB)
//   f(F, ...)        float / double              kFloat
//   c(C, ...)        std::complex<float/double>  kComplex
// A kind whose flag is false makes the kernel return a null Tensor.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace mlir::sfold {

namespace {

//===----------------------------------------------------------------------===//
// Wrapping integer helpers (computed in an unsigned type at least as wide as
// unsigned int, so neither overflow nor promotion to int is undefined).
//===----------------------------------------------------------------------===//

template <typename T>
using WideUnsigned =
    std::conditional_t<(sizeof(T) < sizeof(unsigned)), unsigned,
                       std::make_unsigned_t<T>>;

template <typename T>
T wrapAdd(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) + static_cast<W>(b));
}
template <typename T>
T wrapSub(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) - static_cast<W>(b));
}
template <typename T>
T wrapMul(T a, T b) {
  using W = WideUnsigned<T>;
  return static_cast<T>(static_cast<W>(a) * static_cast<W>(b));
}
template <typename T>
T wrapNeg(T a) {
  using W = WideUnsigned<T>;
  return static_cast<T>(W(0) - static_cast<W>(a));
}

//===----------------------------------------------------------------------===//
// IEEE-754 maximum / minimum: a NaN operand gives a (quiet) NaN, -0 < +0.
//===----------------------------------------------------------------------===//

// Written as selects over the bit patterns, without early returns or
// speculated floating-point arithmetic, so that the loops vectorize. A NaN
// result is the NaN operand made quiet (sign and payload kept), as APFloat.
template <typename F>
using FloatBits = std::conditional_t<sizeof(F) == 4, uint32_t, uint64_t>;
template <typename F>
constexpr FloatBits<F> kQuietBit = FloatBits<F>(1)
                                   << (std::numeric_limits<F>::digits - 2);

template <typename F>
F ieeeMaximum(F x, F y) {
  using I = FloatBits<F>;
  I xb = llvm::bit_cast<I>(x), yb = llvm::bit_cast<I>(y);
  I r = x > y ? xb : yb;
  r = x == y ? (xb & yb) : r; // max(-0, +0) = +0
  r = std::isunordered(y, y) ? (yb | kQuietBit<F>) : r;
  r = std::isunordered(x, x) ? (xb | kQuietBit<F>) : r;
  return llvm::bit_cast<F>(r);
}

template <typename F>
F ieeeMinimum(F x, F y) {
  using I = FloatBits<F>;
  I xb = llvm::bit_cast<I>(x), yb = llvm::bit_cast<I>(y);
  I r = x < y ? xb : yb;
  r = x == y ? (xb | yb) : r; // min(-0, +0) = -0
  r = std::isunordered(y, y) ? (yb | kQuietBit<F>) : r;
  r = std::isunordered(x, x) ? (xb | kQuietBit<F>) : r;
  return llvm::bit_cast<F>(r);
}

template <typename C>
bool lexicographicLess(const C &x, const C &y) {
  return x.real() < y.real() || (x.real() == y.real() && x.imag() < y.imag());
}

//===----------------------------------------------------------------------===//
// Op functors
//===----------------------------------------------------------------------===//

struct AddFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T>
  static T i(T x, T y) { return wrapAdd(x, y); }
  template <typename F>
  static F f(F x, F y) { return x + y; }
  template <typename C>
  static C c(const C &x, const C &y) { return x + y; }
};

struct SubtractFn {
  static constexpr bool kBool = false, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x; }
  template <typename T>
  static T i(T x, T y) { return wrapSub(x, y); }
  template <typename F>
  static F f(F x, F y) { return x - y; }
  template <typename C>
  static C c(const C &x, const C &y) { return x - y; }
};

struct MultiplyFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T>
  static T i(T x, T y) { return wrapMul(x, y); }
  template <typename F>
  static F f(F x, F y) { return x * y; }
  template <typename C>
  static C c(const C &x, const C &y) { return x * y; }
};

struct MaximumFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x | y; }
  template <typename T>
  static T i(T x, T y) { return x < y ? y : x; }
  template <typename F>
  static F f(F x, F y) { return ieeeMaximum(x, y); }
  template <typename C>
  static C c(const C &x, const C &y) {
    return lexicographicLess(x, y) ? y : x;
  }
};

struct MinimumFn {
  static constexpr bool kBool = true, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x & y; }
  template <typename T>
  static T i(T x, T y) { return y < x ? y : x; }
  template <typename F>
  static F f(F x, F y) { return ieeeMinimum(x, y); }
  template <typename C>
  static C c(const C &x, const C &y) {
    return lexicographicLess(y, x) ? y : x;
  }
};

/// Unary functors may also act on f16/bf16 bits directly (kBits16).
struct NegateFn {
  static constexpr bool kBool = false, kInt = true, kFloat = true,
                        kComplex = true, kBits16 = true;
  static uint8_t b(uint8_t x) { return x; }
  template <typename T>
  static T i(T x) { return wrapNeg(x); }
  template <typename F>
  static F f(F x) { return -x; }
  template <typename C>
  static C c(const C &x) { return -x; }
  static uint16_t bits16(uint16_t x) { return x ^ 0x8000u; }
};

struct AbsFn {
  static constexpr bool kBool = false, kInt = true, kFloat = true,
                        kComplex = false, kBits16 = true;
  static uint8_t b(uint8_t x) { return x; }
  template <typename T>
  static T i(T x) {
    if constexpr (std::is_signed_v<T>)
      return x < 0 ? wrapNeg(x) : x;
    else
      return x;
  }
  template <typename F>
  static F f(F x) { return std::fabs(x); }
  template <typename C>
  static C c(const C &x) { return x; }
  static uint16_t bits16(uint16_t x) { return x & 0x7FFFu; }
};

/// Integers: x / 0 = -1 (all ones), INT_MIN / -1 = INT_MIN; truncating.
struct DivideFn {
  static constexpr bool kBool = false, kInt = true, kFloat = true,
                        kComplex = true;
  static uint8_t b(uint8_t x, uint8_t y) { return x; }
  template <typename T>
  static T i(T x, T y) {
    if (y == 0)
      return static_cast<T>(~T(0));
    if constexpr (std::is_signed_v<T>)
      if (x == std::numeric_limits<T>::min() && y == T(-1))
        return x;
    return static_cast<T>(x / y);
  }
  template <typename F>
  static F f(F x, F y) { return x / y; }
  template <typename C>
  static C c(const C &x, const C &y) { return x / y; }
};

/// Sign of the dividend. Integers: x % 0 = x, INT_MIN % -1 = 0. Floats:
/// fmod (exact, so also exact after rounding back to a narrow format).
struct RemainderFn {
  static constexpr bool kBool = false, kInt = true, kFloat = true,
                        kComplex = false;
  static uint8_t b(uint8_t x, uint8_t y) { return x; }
  template <typename T>
  static T i(T x, T y) {
    if (y == 0)
      return x;
    if constexpr (std::is_signed_v<T>)
      if (y == T(-1))
        return 0;
    return static_cast<T>(x % y);
  }
  template <typename F>
  static F f(F x, F y) { return std::fmod(x, y); }
  template <typename C>
  static C c(const C &x, const C &y) { return x; }
};

template <int Which> // 0: and, 1: or, 2: xor
struct BitwiseFn {
  static constexpr bool kBool = true, kInt = true, kFloat = false,
                        kComplex = false;
  template <typename T>
  static T apply(T x, T y) {
    if constexpr (Which == 0)
      return static_cast<T>(x & y);
    else if constexpr (Which == 1)
      return static_cast<T>(x | y);
    else
      return static_cast<T>(x ^ y);
  }
  static uint8_t b(uint8_t x, uint8_t y) { return apply(x, y); }
  template <typename T>
  static T i(T x, T y) { return apply(x, y); }
  template <typename F>
  static F f(F x, F y) { return x; }
  template <typename C>
  static C c(const C &x, const C &y) { return x; }
};

struct NotFn {
  static constexpr bool kBool = true, kInt = true, kFloat = false,
                        kComplex = false, kBits16 = false;
  static uint8_t b(uint8_t x) { return x ^ 1u; }
  template <typename T>
  static T i(T x) { return static_cast<T>(~x); }
  template <typename F>
  static F f(F x) { return x; }
  template <typename C>
  static C c(const C &x) { return x; }
  static uint16_t bits16(uint16_t x) { return x; }
};

//===----------------------------------------------------------------------===//
// Drivers
//===----------------------------------------------------------------------===//

/// Common checks: non-null, same element type and shape as the result,
/// not quantized.
bool isValidElementwise(ArrayRef<const Tensor *> operands,
                        ShapedType resultType, bool sameElementType = true) {
  if (!resultType || !resultType.hasStaticShape())
    return false;
  for (const Tensor *t : operands) {
    if (!*t || t->getShape() != resultType.getShape())
      return false;
    Type et = t->getElementType();
    if (getStorageElementType(et) != et || !isSupportedElementType(et))
      return false;
    if (et != operands.front()->getElementType())
      return false;
    if (sameElementType && et != resultType.getElementType())
      return false;
  }
  return true;
}

template <typename Fn>
Tensor binaryKernel(const Tensor &lhs, const Tensor &rhs,
                    ShapedType resultType) {
  if (!isValidElementwise({&lhs, &rhs}, resultType))
    return {};
  Type et = lhs.getElementType();
  unsigned width = getElementBitWidth(et);
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *a = lhs.data<T>().data();
    const T *b = rhs.data<T>().data();
    T *r = result.mutableData<T>().data();
    if constexpr (Tag::kind == ElementKind::Bool) {
      if constexpr (!Fn::kBool) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::b(a[i], b[i]);
      }
    } else if constexpr (isIntegerTag<Tag> && !Fn::kInt) {
      return failure();
    } else if constexpr (isFloatTag<Tag> && !Fn::kFloat) {
      return failure();
    } else if constexpr (isIntegerTag<Tag>) {
      if (width < 8 * sizeof(T)) {
        for (int64_t i = 0; i < n; ++i)
          r[i] = wrapToWidth(Fn::i(a[i], b[i]), width);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::i(a[i], b[i]);
      }
    } else if constexpr (Tag::kind == ElementKind::Float) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = Fn::f(a[i], b[i]);
    } else if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i)
        r[i] = codec.encode(Fn::f(codec.decode(a[i]), codec.decode(b[i])));
    } else {
      if constexpr (!Fn::kComplex) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::c(a[i], b[i]);
      }
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result;
}

template <typename Fn>
Tensor unaryKernel(const Tensor &operand, ShapedType resultType) {
  if (!isValidElementwise({&operand}, resultType))
    return {};
  Type et = operand.getElementType();
  unsigned width = getElementBitWidth(et);
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *a = operand.data<T>().data();
    T *r = result.mutableData<T>().data();
    if constexpr (Tag::kind == ElementKind::Bool) {
      if constexpr (!Fn::kBool) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::b(a[i]);
      }
    } else if constexpr (isIntegerTag<Tag> && !Fn::kInt) {
      return failure();
    } else if constexpr (isFloatTag<Tag> && !Fn::kFloat) {
      return failure();
    } else if constexpr (isIntegerTag<Tag>) {
      if (width < 8 * sizeof(T)) {
        for (int64_t i = 0; i < n; ++i)
          r[i] = wrapToWidth(Fn::i(a[i]), width);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::i(a[i]);
      }
    } else if constexpr (Tag::kind == ElementKind::Float) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = Fn::f(a[i]);
    } else if constexpr ((Tag::kind == ElementKind::F16 ||
                          Tag::kind == ElementKind::BF16) &&
                         Fn::kBits16) {
      // Sign-bit ops act on the bits: exact, NaN payloads kept.
      for (int64_t i = 0; i < n; ++i)
        r[i] = Fn::bits16(a[i]);
    } else if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i)
        r[i] = codec.encode(Fn::f(codec.decode(a[i])));
    } else {
      if constexpr (!Fn::kComplex) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::c(a[i]);
      }
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result;
}

} // namespace

Tensor addOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<AddFn>(lhs, rhs, resultType);
}
Tensor subtractOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<SubtractFn>(lhs, rhs, resultType);
}
Tensor multiplyOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<MultiplyFn>(lhs, rhs, resultType);
}
Tensor maximumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<MaximumFn>(lhs, rhs, resultType);
}
Tensor minimumOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<MinimumFn>(lhs, rhs, resultType);
}
Tensor divideOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<DivideFn>(lhs, rhs, resultType);
}
Tensor remainderOp(const Tensor &lhs, const Tensor &rhs,
                   ShapedType resultType) {
  return binaryKernel<RemainderFn>(lhs, rhs, resultType);
}
Tensor andOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<BitwiseFn<0>>(lhs, rhs, resultType);
}
Tensor orOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<BitwiseFn<1>>(lhs, rhs, resultType);
}
Tensor xorOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return binaryKernel<BitwiseFn<2>>(lhs, rhs, resultType);
}
Tensor negateOp(const Tensor &operand, ShapedType resultType) {
  return unaryKernel<NegateFn>(operand, resultType);
}
Tensor notOp(const Tensor &operand, ShapedType resultType) {
  return unaryKernel<NotFn>(operand, resultType);
}

Tensor absOp(const Tensor &operand, ShapedType resultType) {
  auto complexType =
      operand ? llvm::dyn_cast<ComplexType>(operand.getElementType())
              : ComplexType();
  if (!complexType)
    return unaryKernel<AbsFn>(operand, resultType);
  // Complex modulus: the result has the part type.
  if (!isValidElementwise({&operand}, resultType, /*sameElementType=*/false) ||
      resultType.getElementType() != complexType.getElementType())
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  if (llvm::isa<Float32Type>(complexType.getElementType())) {
    const std::complex<float> *a = operand.data<std::complex<float>>().data();
    float *r = result.mutableData<float>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = std::abs(a[i]);
  } else {
    const std::complex<double> *a =
        operand.data<std::complex<double>>().data();
    double *r = result.mutableData<double>().data();
    for (int64_t i = 0; i < n; ++i)
      r[i] = std::abs(a[i]);
  }
  return result;
}

} // namespace mlir::sfold

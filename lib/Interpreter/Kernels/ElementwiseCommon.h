//===- ElementwiseCommon.h - shared pieces of the elementwise kernels -----===//
//
// Private to lib/Interpreter/Kernels. Wrapping integer helpers, IEEE-754
// maximum / minimum, operand validation and the unary / binary drivers: one
// type dispatch per op, then a typed loop over the raw buffers. Each op is a
// functor with one static function per kind of element:
//   b(uint8_t, ...)  booleans (0/1 bytes)       kBool
//   i(T, ...)        integers in storage type T  kInt (must wrap, no UB)
//   f(F, ...)        float / double              kFloat
//   c(C, ...)        std::complex<float/double>  kComplex
//   bits16(uint16_t) f16 / bf16 bits (unary)     kBits16
// A kind whose flag is false makes the kernel return a null Tensor. Functors
// derive from `NoKinds`, which supplies every flag (false) and a stub for
// every function, and override what they support.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "llvm/ADT/bit.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace mlir::sfold::detail {

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
// Functor base
//===----------------------------------------------------------------------===//

/// Every flag false, every function a stub: functors override what they
/// support (the stubs are never called).
struct NoKinds {
  static constexpr bool kBool = false, kInt = false, kFloat = false,
                        kComplex = false, kBits16 = false;
  template <typename... A>
  static uint8_t b(uint8_t x, A...) { return x; }
  template <typename T, typename... A>
  static T i(T x, A...) { return x; }
  template <typename F, typename... A>
  static F f(F x, A...) { return x; }
  template <typename C, typename... A>
  static C c(const C &x, const A &...) { return x; }
  static uint16_t bits16(uint16_t x) { return x; }
};

//===----------------------------------------------------------------------===//
// Drivers
//===----------------------------------------------------------------------===//

/// Common checks: non-null, same shape as the result, same element type as
/// each other (and as the result if `sameElementType`), not quantized.
bool isValidElementwise(ArrayRef<const Tensor *> operands,
                        ShapedType resultType, bool sameElementType = true);

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
          r[i] = wrapToWidth(Fn::template i<T>(a[i], b[i], width), width);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::template i<T>(a[i], b[i], width);
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
          r[i] = wrapToWidth(Fn::template i<T>(a[i], width), width);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::template i<T>(a[i], width);
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

} // namespace mlir::sfold::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H

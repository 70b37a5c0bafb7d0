//===- ElementwiseMath.cpp - transcendental and rounding kernels ----------===//
//
// cbrt, ceil, floor, round_nearest_afz / _even, cosine, sine, tan, tanh,
// exponential(_minus_one), log(_plus_one), logistic, sqrt, rsqrt, sign,
// atan2 and power. See ElementwiseCommon.h for the functor protocol and
// docs/interpreter.md for the accuracy choices.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseCommon.h"
#include "RoundedMath.h"

#include <complex>

namespace mlir::sfold {

namespace {

using namespace detail;

/// Unary float functor from a <cmath> function (exact ops: rounding and
/// IEEE sqrt) and a <complex> one.
#define SFOLD_MATH_FN(NAME, REAL_EXPR, COMPLEX_EXPR, HAS_COMPLEX)              \
  struct NAME : NoKinds {                                                      \
    static constexpr bool kFloat = true, kComplex = HAS_COMPLEX;               \
    template <typename F>                                                      \
    static F f(F x) {                                                          \
      return REAL_EXPR;                                                        \
    }                                                                          \
    template <typename C>                                                      \
    static C c(const C &x) {                                                   \
      return COMPLEX_EXPR;                                                     \
    }                                                                          \
  };

/// The complex elements of a transcendental op (real ones go to CrMath.h).
#define SFOLD_COMPLEX_FN(NAME, COMPLEX_EXPR)                                   \
  struct NAME : NoKinds {                                                      \
    static constexpr bool kComplex = true;                                     \
    template <typename C>                                                      \
    static C c(const C &x) {                                                   \
      return COMPLEX_EXPR;                                                     \
    }                                                                          \
  };

SFOLD_MATH_FN(CeilFn, std::ceil(x), x, false)
SFOLD_MATH_FN(FloorFn, std::floor(x), x, false)
SFOLD_MATH_FN(RoundAfzFn, std::round(x), x, false)
SFOLD_MATH_FN(RoundEvenFn, std::nearbyint(x), x, false)
// IEEE square root is correctly rounded; for the narrow types, in float
// (precision >= 2p + 2, so rounding twice is the same as once).
SFOLD_MATH_FN(SqrtFn, std::sqrt(x), std::sqrt(x), true)
#undef SFOLD_MATH_FN

/// Complex helpers.
template <typename C>
C complexCbrt(const C &z) {
  using P = typename C::value_type;
  if (z == C(0))
    return z;
  // Principal root: |z|^(1/3) at a third of the argument.
  return std::polar(std::cbrt(std::abs(z)), std::arg(z) / P(3));
}

/// e^z - 1 without cancellation near 0:
/// real = expm1(x) cos y - 2 sin^2(y/2), imag = e^x sin y.
template <typename C>
C complexExpm1(const C &z) {
  using P = typename C::value_type;
  P x = z.real(), y = z.imag();
  P s = std::sin(y / P(2));
  P re = std::expm1(x) * std::cos(y) - P(2) * s * s;
  P im = std::exp(x) * std::sin(y);
  if (y == P(0))
    im = y; // keep the sign of a zero imaginary part
  return C(re, im);
}

/// ln(1 + z) without cancellation near 0:
/// real = log1p(x (2 + x) + y^2) / 2, imag = atan2(y, 1 + x).
template <typename C>
C complexLog1p(const C &z) {
  using P = typename C::value_type;
  P x = z.real(), y = z.imag();
  P big = std::max(std::fabs(x), std::fabs(y));
  if (!(big < P(1e150)) && std::isfinite(big))
    return std::log(C(P(1) + x, y));
  P re = std::log1p(x * (P(2) + x) + y * y) / P(2);
  return C(re, std::atan2(y, P(1) + x));
}

SFOLD_COMPLEX_FN(CosFn, std::cos(x))
SFOLD_COMPLEX_FN(SinFn, std::sin(x))
SFOLD_COMPLEX_FN(TanFn, std::tan(x))
SFOLD_COMPLEX_FN(TanhFn, std::tanh(x))
SFOLD_COMPLEX_FN(ExpFn, std::exp(x))
SFOLD_COMPLEX_FN(LogFn, std::log(x))
SFOLD_COMPLEX_FN(CbrtFn, complexCbrt(x))
SFOLD_COMPLEX_FN(Expm1Fn, complexExpm1(x))
SFOLD_COMPLEX_FN(Log1pFn, complexLog1p(x))
SFOLD_COMPLEX_FN(LogisticFn, C(1) / (C(1) + std::exp(-x)))
SFOLD_COMPLEX_FN(RsqrtFn, C(1) / std::sqrt(x))
#undef SFOLD_COMPLEX_FN

struct SignFn : NoKinds {
  static constexpr bool kInt = true, kFloat = true, kComplex = true;
  template <typename T>
  static T i(T x, unsigned) {
    if constexpr (std::is_signed_v<T>)
      return x < 0 ? T(-1) : (x == 0 ? T(0) : T(1));
    else
      return x == 0 ? T(0) : T(1);
  }
  template <typename F>
  static F f(F x) {
    if (std::isnan(x) || x == F(0))
      return x;
    return std::copysign(F(1), x);
  }
  template <typename C>
  static C c(const C &x) {
    using P = typename C::value_type;
    if (std::isnan(x.real()) || std::isnan(x.imag())) {
      P nan = std::numeric_limits<P>::quiet_NaN();
      return C(nan, nan);
    }
    if (x.real() == P(0) && x.imag() == P(0))
      return C(0);
    return x / C(std::abs(x));
  }
};

struct Atan2Fn : NoKinds {
  static constexpr bool kComplex = true;
  template <typename C>
  static C c(const C &y, const C &x) {
    // -i * log((x + i y) / sqrt(x^2 + y^2)).
    const C i(0, 1);
    C w = std::log((x + i * y) / std::sqrt(x * x + y * y));
    return C(w.imag(), -w.real());
  }
};

struct PowerFn : NoKinds {
  static constexpr bool kInt = true, kComplex = true;
  template <typename T>
  static T i(T base, T exponent, unsigned width) {
    if constexpr (std::is_signed_v<T>) {
      if (exponent < 0) {
        if (base == T(1))
          return T(1);
        if (base == T(-1))
          return (exponent & 1) ? T(-1) : T(1);
        return T(0);
      }
    }
    using W = WideUnsigned<T>;
    W result = 1, b = static_cast<W>(base);
    using U = std::make_unsigned_t<T>;
    U e = static_cast<U>(exponent);
    // Only the low `width` bits of the result matter: once the base is
    // squared to 0 mod 2^width it stays 0.
    while (e) {
      if (e & 1)
        result = static_cast<W>(result * b);
      b = static_cast<W>(b * b);
      e = static_cast<U>(e >> 1);
    }
    (void)width;
    return static_cast<T>(result);
  }
  template <typename C>
  static C c(const C &x, const C &y) { return std::pow(x, y); }
};

} // namespace

#define SFOLD_UNARY(KERNEL, FN)                                                \
  Tensor KERNEL(const Tensor &operand, ShapedType resultType) {               \
    return unaryKernel<FN>(operand, resultType);                               \
  }
SFOLD_UNARY(ceilOp, CeilFn)
SFOLD_UNARY(floorOp, FloorFn)
SFOLD_UNARY(roundNearestAfzOp, RoundAfzFn)
SFOLD_UNARY(roundNearestEvenOp, RoundEvenFn)
SFOLD_UNARY(sqrtOp, SqrtFn)
SFOLD_UNARY(signOp, SignFn)
#undef SFOLD_UNARY

SFOLD_ROUNDED_UNARY_KERNEL(cbrtOp, Cbrt, CbrtFn)
SFOLD_ROUNDED_UNARY_KERNEL(cosineOp, Cos, CosFn)
SFOLD_ROUNDED_UNARY_KERNEL(sineOp, Sin, SinFn)
SFOLD_ROUNDED_UNARY_KERNEL(tanOp, Tan, TanFn)
SFOLD_ROUNDED_UNARY_KERNEL(tanhOp, Tanh, TanhFn)
SFOLD_ROUNDED_UNARY_KERNEL(exponentialOp, Exp, ExpFn)
SFOLD_ROUNDED_UNARY_KERNEL(exponentialMinusOneOp, Expm1, Expm1Fn)
SFOLD_ROUNDED_UNARY_KERNEL(logOp, Log, LogFn)
SFOLD_ROUNDED_UNARY_KERNEL(logPlusOneOp, Log1p, Log1pFn)
SFOLD_ROUNDED_UNARY_KERNEL(logisticOp, Logistic, LogisticFn)
SFOLD_ROUNDED_UNARY_KERNEL(rsqrtOp, Rsqrt, RsqrtFn)

Tensor atan2Op(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return roundedBinaryKernel<crmath::Binary::Atan2, Atan2Fn>(lhs, rhs,
                                                             resultType);
}
Tensor powerOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  return roundedBinaryKernel<crmath::Binary::Pow, PowerFn>(lhs, rhs,
                                                           resultType);
}

} // namespace mlir::sfold

//===- ElementwiseMath.cpp - transcendental and rounding kernels ----------===//
//
// cbrt, ceil, floor, round_nearest_afz / _even, cosine, sine, tan, tanh,
// exponential(_minus_one), log(_plus_one), logistic, sqrt, rsqrt, sign,
// atan2 and power. See ElementwiseCommon.h for the functor protocol and
// docs/interpreter.md for the accuracy choices.
//
//===----------------------------------------------------------------------===//

#include "ComplexMath.h"
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

/// The complex elements of a transcendental op (real ones go to CrMath.h):
/// ComplexMath.h's function FN, in double, rounded once.
#define SFOLD_COMPLEX_FN(NAME, FN)                                             \
  struct NAME : NoKinds {                                                      \
    static constexpr bool kComplex = true;                                     \
    template <typename C>                                                      \
    static C c(const C &x) {                                                   \
      return cmath::apply(x, [](const cmath::Z &z) { return cmath::FN(z); });  \
    }                                                                          \
  };

SFOLD_MATH_FN(CeilFn, std::ceil(x), x, false)
SFOLD_MATH_FN(FloorFn, std::floor(x), x, false)
SFOLD_MATH_FN(RoundAfzFn, std::round(x), x, false)
SFOLD_MATH_FN(RoundEvenFn, std::nearbyint(x), x, false)
// IEEE square root is correctly rounded; for the narrow types, in float
// (precision >= 2p + 2, so rounding twice is the same as once).
SFOLD_MATH_FN(SqrtFn, std::sqrt(x),
              cmath::apply(x, [](const cmath::Z &z) { return cmath::sqrt(z); }),
              true)
#undef SFOLD_MATH_FN

SFOLD_COMPLEX_FN(CosFn, cos)
SFOLD_COMPLEX_FN(SinFn, sin)
SFOLD_COMPLEX_FN(TanFn, tan)
SFOLD_COMPLEX_FN(TanhFn, tanh)
SFOLD_COMPLEX_FN(ExpFn, exp)
SFOLD_COMPLEX_FN(LogFn, log)
SFOLD_COMPLEX_FN(CbrtFn, cbrt)
SFOLD_COMPLEX_FN(Expm1Fn, expm1)
SFOLD_COMPLEX_FN(Log1pFn, log1p)
SFOLD_COMPLEX_FN(LogisticFn, logistic)
SFOLD_COMPLEX_FN(RsqrtFn, rsqrt)
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
    return cmath::apply(x, [](const cmath::Z &z) {
      return z / cmath::hypot(z.real(), z.imag());
    });
  }
};

struct Atan2Fn : NoKinds {
  static constexpr bool kComplex = true;
  template <typename C>
  static C c(const C &y, const C &x) {
    // -i * log((x + i y) / sqrt(x^2 + y^2)), in double.
    using P = typename C::value_type;
    cmath::Z wy(y.real(), y.imag()), wx(x.real(), x.imag());
    cmath::Z sum =
        binop::complexMultiply(wx, wx) + binop::complexMultiply(wy, wy);
    cmath::Z w = cmath::log((wx + cmath::Z(-wy.imag(), wy.real())) /
                            cmath::sqrt(sum));
    return C(static_cast<P>(w.imag()), static_cast<P>(-w.real()));
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
  static C c(const C &x, const C &y) {
    using P = typename C::value_type;
    cmath::Z w = cmath::pow(cmath::Z(x.real(), x.imag()),
                            cmath::Z(y.real(), y.imag()));
    return C(static_cast<P>(w.real()), static_cast<P>(w.imag()));
  }
};

} // namespace

Tensor detail::roundingOp(UnaryOpKind kind, const Tensor &operand,
                          ShapedType resultType, Tensor *donor) {
  switch (kind) {
  case UnaryOpKind::Ceil:
    return unaryKernel<CeilFn>(operand, resultType, donor);
  case UnaryOpKind::Floor:
    return unaryKernel<FloorFn>(operand, resultType, donor);
  case UnaryOpKind::RoundNearestAfz:
    return unaryKernel<RoundAfzFn>(operand, resultType, donor);
  case UnaryOpKind::RoundNearestEven:
    return unaryKernel<RoundEvenFn>(operand, resultType, donor);
  case UnaryOpKind::Sqrt:
    return unaryKernel<SqrtFn>(operand, resultType, donor);
  case UnaryOpKind::Sign:
    return unaryKernel<SignFn>(operand, resultType, donor);
  default:
    return {};
  }
}

#define SFOLD_UNARY(KERNEL, KIND)                                              \
  Tensor KERNEL(const Tensor &operand, ShapedType resultType) {               \
    return unaryOp(UnaryOpKind::KIND, operand, resultType);                    \
  }
SFOLD_UNARY(ceilOp, Ceil)
SFOLD_UNARY(floorOp, Floor)
SFOLD_UNARY(roundNearestAfzOp, RoundNearestAfz)
SFOLD_UNARY(roundNearestEvenOp, RoundNearestEven)
SFOLD_UNARY(sqrtOp, Sqrt)
SFOLD_UNARY(signOp, Sign)
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

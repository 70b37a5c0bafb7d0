//===- ChloMath.cpp - elementwise kernels of the chlo ops -----------------===//
//
// Trigonometric and hyperbolic functions, special functions (lgamma,
// digamma, erf, erfc, erf_inv, bessel_i1e), next_after and mulhi. The
// functions CrMath.h has (the trigonometric and hyperbolic ones, lgamma,
// digamma, erf, erfc) are correctly rounded through RoundedMath.h; the
// others are computed in double from CrMath.h's f64 functions, no C
// library call. Complex elements use <complex>. next_after and mulhi have
// their own loops (bit stepping, double-width products).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/ChloKernels.h"

#include "ComplexMath.h"
#include "ElementwiseCommon.h"
#include "RoundedMath.h"

#include "llvm/ADT/APFloat.h"

#include <complex>

namespace mlir::sfold::chlo {

namespace {

using namespace detail;

/// f32 special functions are computed in double and rounded once.
template <typename F>
double toDouble(F x) {
  return static_cast<double>(x);
}

/// complex<float> is computed in complex<double> and rounded once.
inline std::complex<double> widen(const std::complex<float> &z) {
  return {z.real(), z.imag()};
}
inline const std::complex<double> &widen(const std::complex<double> &z) {
  return z;
}
template <typename C, typename W>
C narrow(const W &w) {
  using P = typename C::value_type;
  return C(static_cast<P>(w.real()), static_cast<P>(w.imag()));
}

/// The complex elements of a transcendental op (real ones go to CrMath.h):
/// ComplexMath.h's function FN, in double, rounded once.
#define SFOLD_CHLO_COMPLEX_FN(NAME, FN)                                        \
  struct NAME : NoKinds {                                                      \
    static constexpr bool kComplex = true;                                     \
    template <typename C>                                                      \
    static C c(const C &x) {                                                   \
      return cmath::apply(x, [](const cmath::Z &z) { return cmath::FN(z); });  \
    }                                                                          \
  };
SFOLD_CHLO_COMPLEX_FN(AcosFn, acos)
SFOLD_CHLO_COMPLEX_FN(AcoshFn, acosh)
SFOLD_CHLO_COMPLEX_FN(AsinFn, asin)
SFOLD_CHLO_COMPLEX_FN(AsinhFn, asinh)
SFOLD_CHLO_COMPLEX_FN(AtanFn, atan)
SFOLD_CHLO_COMPLEX_FN(AtanhFn, atanh)
SFOLD_CHLO_COMPLEX_FN(CoshFn, cosh)
SFOLD_CHLO_COMPLEX_FN(SinhFn, sinh)
SFOLD_CHLO_COMPLEX_FN(TanFn, tan)
#undef SFOLD_CHLO_COMPLEX_FN

constexpr double kPi = 3.14159265358979323846;

/// The f64 functions of CrMath.h used by the special functions below.
double exp64(double x) { return crmath::f64<crmath::Unary::Exp>(x); }
double log64(double x) { return crmath::f64<crmath::Unary::Log>(x); }

/// The inverse of erf in double: a series (|x| <= 0.5) or Winitzki's
/// closed form as the first guess, then Newton steps on erf or erfc.
double erfInv(double x) {
  if (std::isnan(x) || std::fabs(x) > 1)
    return std::numeric_limits<double>::quiet_NaN();
  if (std::fabs(x) == 1)
    return std::copysign(INFINITY, x);
  if (x == 0)
    return x;
  const double twoOverSqrtPi = 1.12837916709551257390;
  double a = std::fabs(x);
  double y;
  if (a <= 0.5) {
    double a2 = a * a;
    y = (1 / twoOverSqrtPi) *
        a * (1 + a2 * (kPi / 12 + a2 * (7 * kPi * kPi / 480)));
    for (int i = 0; i < 8; ++i) {
      double step = (crmath::f64<crmath::Unary::Erf>(y) - a) /
                    (twoOverSqrtPi * exp64(-y * y));
      y -= step;
      if (std::fabs(step) <= 1e-17 * y)
        break;
    }
  } else {
    const double k = 0.147;
    double l = log64((1 - a) * (1 + a));
    double t = 2 / (kPi * k) + l / 2;
    y = std::sqrt(std::sqrt(t * t - l / k) - t);
    double c = 1 - a; // exact for a in [0.5, 1]
    for (int i = 0; i < 12; ++i) {
      double step = (crmath::f64<crmath::Unary::Erfc>(y) - c) /
                    (-twoOverSqrtPi * exp64(-y * y));
      if (!std::isfinite(step))
        break;
      y -= step;
      if (std::fabs(step) <= 1e-17 * y)
        break;
    }
  }
  return std::copysign(y, x);
}

struct ErfInvFn : NoKinds {
  static constexpr bool kFloat = true;
  template <typename F>
  static F f(F x) {
    return static_cast<F>(erfInv(toDouble(x)));
  }
};

/// e^-|x| I1(x).
double besselI1e(double x) {
  if (std::isnan(x))
    return x;
  double a = std::fabs(x);
  if (std::isinf(a))
    return std::copysign(0.0, x);
  double result;
  if (a <= 30) {
    // I1(a) = sum_k (a/2)^(2k+1) / (k! (k+1)!).
    double half = a / 2, q = half * half;
    double term = half, sum = half;
    for (int k = 1; k < 200; ++k) {
      term *= q / (static_cast<double>(k) * (k + 1));
      sum += term;
      if (term <= sum * 1e-17)
        break;
    }
    result = sum * exp64(-a);
  } else {
    // e^-a I1(a) ~ 1/sqrt(2 pi a) * sum_k (-1)^k prod_{j<=k} (4 - (2j-1)^2)
    // / (k! (8a)^k), summed while the terms decrease.
    double term = 1, sum = 1;
    for (int k = 1; k < 100; ++k) {
      double odd = 2.0 * k - 1;
      double next = -term * (4 - odd * odd) / (k * 8 * a);
      if (std::fabs(next) >= std::fabs(term) || next == 0)
        break;
      term = next;
      sum += term;
    }
    result = sum / std::sqrt(2 * kPi * a);
  }
  return std::copysign(result, x);
}

struct BesselI1eFn : NoKinds {
  static constexpr bool kFloat = true;
  template <typename F>
  static F f(F x) {
    return static_cast<F>(besselI1e(toDouble(x)));
  }
};

/// B_2j / (2j)! for j = 1..12: the Euler-Maclaurin correction of zeta.
constexpr double kBernoulliOverFactorial[] = {
    8.3333333333333329e-02,  -1.3888888888888889e-03, 3.3068783068783071e-05,
    -8.2671957671957675e-07, 2.08767569878681e-08,    -5.2841901386874932e-10,
    1.3382536530684679e-11,  -3.3896802963225827e-13, 8.5860620562778452e-15,
    -2.1748686985580619e-16, 5.5090028283602295e-18,  -1.3954464685812522e-19};

/// zeta(s, q) for s > 1, q > 0: the first N terms summed, then the
/// Euler-Maclaurin tail at a = q + N (a >= max(16, s) when N <= 4096, so
/// the correction series converges; it stops at a negligible, growing or
/// non-finite term).
double hurwitzZetaPositive(double s, double q) {
  if (std::isinf(q))
    return 0;
  if (std::isinf(s))
    return q > 1 ? 0 : (q == 1 ? 1 : INFINITY);
  double want = std::ceil(std::max(16.0, s) - q);
  int n = want <= 0 ? 0 : want >= 4096 ? 4096 : static_cast<int>(want);
  double sum = 0;
  for (int k = 0; k < n; ++k)
    sum += crmath::f64(crmath::Binary::Pow, q + k, -s);
  double a = q + n;
  double aPow = crmath::f64(crmath::Binary::Pow, a, -s);
  double tail = a * aPow / (s - 1) + aPow / 2;
  double factor = s * aPow / a, previous = INFINITY;
  for (int i = 0; i < 12; ++i) {
    double term = kBernoulliOverFactorial[i] * factor;
    if (!std::isfinite(term) || std::fabs(term) >= previous)
      break;
    tail += term;
    previous = std::fabs(term);
    if (previous <= 1e-17 * std::fabs(sum + tail))
      break;
    factor *= (s + 2 * i + 1) * (s + 2 * i + 2) / (a * a);
  }
  return sum + tail;
}

/// The Hurwitz zeta function with XLA's domain rules, in their order of
/// precedence: +inf for x = 1; NaN for a NaN operand; at a pole (q a
/// non-positive integer) +inf if x is an even integer, else NaN; NaN for
/// q <= 0 and x not an integer, and for x < 1. For q < 0 (x an integer)
/// the terms before q + k > 0 are summed as (-1)^x (zeta(x, r) -
/// zeta(x, r + m)) with r = frac(-q), m = floor(-q) + 1, so the cost stays
/// bounded for any q.
double hurwitzZeta(double x, double q) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  if (x == 1)
    return INFINITY;
  if (std::isnan(x) || std::isnan(q))
    return x + q;
  bool xIsInteger = x == std::floor(x);
  if (q <= 0) {
    if (q == std::floor(q))
      return xIsInteger && std::fmod(x, 2) == 0 ? INFINITY : nan;
    if (!xIsInteger || x < 1 || std::isinf(x))
      return nan;
    double m = std::floor(-q) + 1, r = -q - (m - 1);
    double head = hurwitzZetaPositive(x, r) - hurwitzZetaPositive(x, r + m);
    if (std::fmod(x, 2) != 0)
      head = -head;
    return head + hurwitzZetaPositive(x, q + m);
  }
  if (x < 1)
    return nan;
  return hurwitzZetaPositive(x, q);
}

/// psi^(n)(x) as XLA defines it: digamma for n = 0, (-1)^(n+1) n!
/// zeta(n + 1, x) for a positive integer n (through logarithms when n!
/// overflows), NaN for any other n.
double polygamma(double n, double x) {
  if (n != std::floor(n) || n < 0 || std::isinf(n))
    return std::numeric_limits<double>::quiet_NaN();
  if (n == 0)
    return crmath::f64<crmath::Unary::Digamma>(x);
  double z = hurwitzZeta(n + 1, x);
  double sign = std::fmod(n, 2) == 1 ? 1 : -1;
  // n! (exact up to 22!, then rounded at each step; infinite past 170!).
  double factorial = 1;
  for (double k = 2; k <= n && std::isfinite(factorial); ++k)
    factorial *= k;
  if (std::isfinite(factorial) || !std::isfinite(z) || z == 0)
    return sign * factorial * z;
  return std::copysign(
      exp64(crmath::f64<crmath::Unary::Lgamma>(n + 1) + log64(std::fabs(z))),
      sign * z);
}

/// Complex square as CHLO defines it, ((re - im)(re + im), 2 re im), in the
/// parts' own precision (as the decomposition computes it), each step with
/// the NaN rule of BinaryOps.h (inf - inf is the positive quiet NaN).
struct SquareComplexFn : NoKinds {
  static constexpr bool kComplex = true;
  template <typename C> static C c(const C &z) {
    using P = typename C::value_type;
    P re = z.real(), im = z.imag(), two = 2;
    P difference = withNaNRule(re, im, re - im);
    P sum = withNaNRule(re, im, re + im);
    P product = withNaNRule(re, im, re * im);
    return C(withNaNRule(difference, sum, difference * sum),
             withNaNRule(product, two, product * two));
  }
};

/// (re, -im); the sign flip is exact.
struct ConjFn : NoKinds {
  static constexpr bool kComplex = true;
  template <typename C> static C c(const C &z) {
    return C(z.real(), -z.imag());
  }
};

/// w = (cosh(v) cos(u), |v|) for u + iv = asin(z): the same value as
/// (sqrt(a^2 - x^2), log(a + sqrt(a^2 - 1))) with a = cosh(v) (= (|z + 1| +
/// |z - 1|) / 2), from <complex>'s principal-branch asin, in double.
struct AsinAcosKernelFn : NoKinds {
  static constexpr bool kComplex = true;
  template <typename C> static C c(const C &z) {
    std::complex<double> s = cmath::asin(widen(z));
    return narrow<C>(std::complex<double>(
        cmath::rcosh(s.imag()) * cmath::rcos(s.real()), std::fabs(s.imag())));
  }
};

/// Which infinities an is_inf-like predicate accepts.
enum class InfSign { Any, Negative, Positive };

bool matchesInf(double v, InfSign sign) {
  if (!std::isinf(v))
    return false;
  return sign == InfSign::Any || (sign == InfSign::Negative) == (v < 0);
}

Tensor isInfLike(const Tensor &operand, ShapedType resultType, InfSign sign) {
  return floatPredicateKernel(operand, resultType,
                              [sign](double x) { return matchesInf(x, sign); });
}

/// Fn(a, b) in double, a NaN result made machine-independent: a NaN operand
/// made quiet (a's first), else the positive quiet NaN (BinaryOps.h's rule).
template <double (*Fn)(double, double), typename F> double withNaN(F a, F b) {
  double x = a, y = b, r = Fn(x, y);
  return std::isnan(r) ? nanResult(x, y) : r;
}

/// f(a, b) on real floats computed in double and rounded once to the
/// element type.
template <double (*Fn)(double, double)>
Tensor realBinaryInDouble(const Tensor &lhs, const Tensor &rhs,
                          ShapedType resultType) {
  return roundedEachKernel<NoKinds>(
      resultType,
      [](crmath::Format format, double a, double b) {
        return crmath::roundToFormat(withNaN<Fn>(a, b), format);
      },
      lhs, rhs);
}

//===----------------------------------------------------------------------===//
// next_after
//===----------------------------------------------------------------------===//

/// One step of a sign-magnitude IEEE format held in `bits` (f16 / bf16),
/// given the decoded values; `signMask` is the sign bit, `quietBit` the
/// quiet-NaN bit.
uint16_t nextAfterBits(uint16_t xb, uint16_t yb, float x, float y,
                       uint16_t signMask, uint16_t quietBit) {
  if (std::isnan(x))
    return xb | quietBit;
  if (std::isnan(y))
    return yb | quietBit;
  if (x == y)
    return yb;
  if ((xb & ~signMask) == 0)
    return static_cast<uint16_t>((y < 0 ? signMask : 0) | 1);
  bool awayFromZero = (x < y) == (x > 0);
  return static_cast<uint16_t>(awayFromZero ? xb + 1 : xb - 1);
}

/// Any other format (f8, f6, f4, tf32) through APFloat.
uint64_t nextAfterAPFloat(const llvm::fltSemantics &sem, uint64_t xb,
                          uint64_t yb) {
  unsigned width = llvm::APFloat::getSizeInBits(sem);
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  llvm::APFloat x(sem, llvm::APInt(width, xb & mask));
  llvm::APFloat y(sem, llvm::APInt(width, yb & mask));
  if (x.isNaN())
    return xb;
  if (y.isNaN())
    return yb;
  llvm::APFloat::cmpResult cmp = x.compare(y);
  if (cmp == llvm::APFloat::cmpEqual)
    return yb;
  x.next(/*nextDown=*/cmp == llvm::APFloat::cmpGreaterThan);
  return x.bitcastToAPInt().getZExtValue();
}

} // namespace

#define SFOLD_CHLO_UNARY(KERNEL, FN)                                           \
  Tensor KERNEL(const Tensor &operand, ShapedType resultType) {               \
    return unaryKernel<FN>(operand, resultType);                               \
  }
SFOLD_CHLO_UNARY(erfInvOp, ErfInvFn)
SFOLD_CHLO_UNARY(besselI1eOp, BesselI1eFn)
SFOLD_CHLO_UNARY(conjComplexOp, ConjFn)
SFOLD_CHLO_UNARY(asinAcosKernelOp, AsinAcosKernelFn)
#undef SFOLD_CHLO_UNARY

SFOLD_ROUNDED_UNARY_KERNEL(acosOp, Acos, AcosFn)
SFOLD_ROUNDED_UNARY_KERNEL(acoshOp, Acosh, AcoshFn)
SFOLD_ROUNDED_UNARY_KERNEL(asinOp, Asin, AsinFn)
SFOLD_ROUNDED_UNARY_KERNEL(asinhOp, Asinh, AsinhFn)
SFOLD_ROUNDED_UNARY_KERNEL(atanOp, Atan, AtanFn)
SFOLD_ROUNDED_UNARY_KERNEL(atanhOp, Atanh, AtanhFn)
SFOLD_ROUNDED_UNARY_KERNEL(coshOp, Cosh, CoshFn)
SFOLD_ROUNDED_UNARY_KERNEL(sinhOp, Sinh, SinhFn)
SFOLD_ROUNDED_UNARY_KERNEL(tanOp, Tan, TanFn)
SFOLD_ROUNDED_UNARY_KERNEL(lgammaOp, Lgamma, NoKinds)
SFOLD_ROUNDED_UNARY_KERNEL(digammaOp, Digamma, NoKinds)
SFOLD_ROUNDED_UNARY_KERNEL(erfOp, Erf, NoKinds)
SFOLD_ROUNDED_UNARY_KERNEL(erfcOp, Erfc, NoKinds)

Tensor conjOp(const Tensor &operand, ShapedType resultType) {
  if (llvm::isa<ComplexType>(operand.getElementType()))
    return conjComplexOp(operand, resultType);
  // Real elements are their own conjugate: the same bits.
  if (!isValidElementwise({&operand}, resultType) ||
      !llvm::isa<FloatType>(operand.getElementType()))
    return {};
  return operand.clone();
}

Tensor squareOp(const Tensor &operand, ShapedType resultType) {
  // Real: stablehlo.multiply's kernel on (x, x).
  if (!llvm::isa<ComplexType>(operand.getElementType()))
    return llvm::isa<FloatType>(operand.getElementType())
               ? multiplyOp(operand, operand, resultType)
               : Tensor();
  return unaryKernel<SquareComplexFn>(operand, resultType);
}

Tensor isInfOp(const Tensor &operand, ShapedType resultType) {
  return isInfLike(operand, resultType, InfSign::Any);
}
Tensor isNegInfOp(const Tensor &operand, ShapedType resultType) {
  return isInfLike(operand, resultType, InfSign::Negative);
}
Tensor isPosInfOp(const Tensor &operand, ShapedType resultType) {
  return isInfLike(operand, resultType, InfSign::Positive);
}

Tensor polygammaOp(const Tensor &n, const Tensor &x, ShapedType resultType) {
  return realBinaryInDouble<polygamma>(n, x, resultType);
}
Tensor zetaOp(const Tensor &x, const Tensor &q, ShapedType resultType) {
  return realBinaryInDouble<hurwitzZeta>(x, q, resultType);
}

Tensor nextAfterOp(const Tensor &x, const Tensor &y, ShapedType resultType) {
  if (!isValidElementwise({&x, &y}, resultType))
    return {};
  Type et = x.getElementType();
  const llvm::fltSemantics *sem = getFloatSemantics(et);
  Tensor result(resultType);
  if (!result || !sem)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (!isFloatTag<Tag>) {
      return failure();
    } else {
      const T *a = x.data<T>().data();
      const T *b = y.data<T>().data();
      T *r = result.mutableData<T>().data();
      if constexpr (Tag::kind == ElementKind::Float) {
        for (int64_t i = 0; i < n; ++i)
          r[i] = std::nextafter(a[i], b[i]);
      } else if constexpr (Tag::kind == ElementKind::F16 ||
                           Tag::kind == ElementKind::BF16) {
        FloatCodec<Tag> codec(et);
        uint16_t quiet = Tag::kind == ElementKind::F16 ? 0x0200 : 0x0040;
        for (int64_t i = 0; i < n; ++i)
          r[i] = nextAfterBits(a[i], b[i], codec.decode(a[i]),
                               codec.decode(b[i]), 0x8000, quiet);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = static_cast<T>(nextAfterAPFloat(*sem, a[i], b[i]));
      }
      return success();
    }
  });
  if (failed(ok))
    return {};
  return result;
}

Tensor mulhiOp(const Tensor &lhs, const Tensor &rhs, ShapedType resultType) {
  if (!isValidElementwise({&lhs, &rhs}, resultType))
    return {};
  Type et = lhs.getElementType();
  unsigned width = getElementBitWidth(et);
  Tensor result(resultType);
  if (!result || width == 0 || width > 64)
    return {};
  int64_t n = result.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (!isIntegerTag<Tag>) {
      return failure();
    } else {
      const T *a = lhs.data<T>().data();
      const T *b = rhs.data<T>().data();
      T *r = result.mutableData<T>().data();
      // The high half of a product of two width-bit values always fits in
      // width bits, so no re-wrapping is needed (sub-byte values included).
      using Wide64 =
          std::conditional_t<std::is_signed_v<T>, int64_t, uint64_t>;
      using Wide128 = std::conditional_t<std::is_signed_v<T>, __int128,
                                         unsigned __int128>;
      using Wide = std::conditional_t<(sizeof(T) <= 4), Wide64, Wide128>;
      for (int64_t i = 0; i < n; ++i) {
        Wide product = static_cast<Wide>(a[i]) * static_cast<Wide>(b[i]);
        r[i] = static_cast<T>(product >> width);
      }
      return success();
    }
  });
  if (failed(ok))
    return {};
  return result;
}

} // namespace mlir::sfold::chlo

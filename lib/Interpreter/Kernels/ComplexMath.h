//===- ComplexMath.h - complex elementary functions without libm -*- C++
//-*-===//
//
// The complex transcendental functions of the elementwise and CHLO kernels,
// composed from CrMath's correctly rounded double functions and IEEE's exact
// operations (sqrt, fma, scaling by powers of two): no call reaches the C
// library, so the bits are the same on every machine. Each is evaluated in
// double and rounded once to the element type, so complex<float> results are
// within about an ulp of float; complex<double> ones carry the few ulps of
// their formulas. Special values (zeros, infinities, NaN) follow C99 Annex G
// where it specifies them. docs/interpreter.md has the accuracy notes.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_COMPLEXMATH_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_COMPLEXMATH_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/CrMath.h"

#include <cmath>
#include <complex>
#include <limits>
#include <utility>

namespace mlir::sfold::cmath {

using Z = std::complex<double>;

inline constexpr double kInf = std::numeric_limits<double>::infinity();
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// The real functions, correctly rounded in double.
inline double rexp(double x) { return crmath::f64<crmath::Unary::Exp>(x); }
inline double rexpm1(double x) { return crmath::f64<crmath::Unary::Expm1>(x); }
inline double rlog(double x) { return crmath::f64<crmath::Unary::Log>(x); }
inline double rlog1p(double x) { return crmath::f64<crmath::Unary::Log1p>(x); }
inline double rsin(double x) { return crmath::f64<crmath::Unary::Sin>(x); }
inline double rcos(double x) { return crmath::f64<crmath::Unary::Cos>(x); }
inline double rsinh(double x) { return crmath::f64<crmath::Unary::Sinh>(x); }
inline double rcosh(double x) { return crmath::f64<crmath::Unary::Cosh>(x); }
inline double rtan(double x) { return crmath::f64<crmath::Unary::Tan>(x); }
inline double rtanh(double x) { return crmath::f64<crmath::Unary::Tanh>(x); }
inline double rcbrt(double x) { return crmath::f64<crmath::Unary::Cbrt>(x); }
/// The pairs from one reduction each (CrMath.h's f64SinCos, f64SinhCosh).
inline std::pair<double, double> rsincos(double x) {
  std::pair<double, double> r;
  crmath::f64SinCos(x, r.first, r.second);
  return r;
}
inline std::pair<double, double> rsinhcosh(double x) {
  std::pair<double, double> r;
  crmath::f64SinhCosh(x, r.first, r.second);
  return r;
}
inline double ratan2(double y, double x) {
  return crmath::f64(crmath::Binary::Atan2, y, x);
}

/// sqrt(x^2 + y^2) without spurious overflow or underflow: both scaled by
/// the power of two of the larger, squares summed with one fma (about an
/// ulp); an infinity wins over NaN (Annex F's hypot).
inline double hypot(double x, double y) {
  x = std::fabs(x);
  y = std::fabs(y);
  if (std::isinf(x) || std::isinf(y))
    return kInf;
  if (std::isnan(x) || std::isnan(y))
    return kNaN;
  if (x < y)
    std::swap(x, y);
  if (y == 0)
    return x;
  int e;
  (void)std::frexp(x, &e);
  double sx = std::ldexp(x, -e), sy = std::ldexp(y, -e);
  return std::ldexp(std::sqrt(std::fma(sx, sx, sy * sy)), e);
}

/// ln|z| without overflow, and through log1p where |z| is near 1.
inline double logAbs(double x, double y) {
  double ax = std::fabs(x), ay = std::fabs(y);
  if (ax < ay)
    std::swap(ax, ay);
  if (ax >= 0.5 && ax <= 2 && ay < 1)
    // |z|^2 - 1 = (ax - 1)(ax + 1) + ay^2, exact-ish near the unit circle.
    return rlog1p(std::fma(ax - 1, ax + 1, ay * ay)) / 2;
  return rlog(hypot(ax, ay));
}

/// e^z (Annex G's cexp).
inline Z exp(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isnan(x))
    return Z(kNaN, y == 0 ? y : kNaN);
  if (y == 0)
    return Z(rexp(x), y);
  if (std::isinf(x) && !std::isfinite(y))
    return x > 0 ? Z(x, kNaN) : Z(0.0, std::copysign(0.0, y));
  auto [s, c] = rsincos(y);
  if (x > 709) {
    // e^x overflows before e^x cos y does.
    double h = rexp(x / 2);
    return Z(c * h * h, s * h * h);
  }
  double e = rexp(x);
  return Z(e * c, e * s);
}

/// e^z - 1 without cancellation near 0:
/// real = expm1(x) cos y - 2 sin^2(y / 2), imag = e^x sin y.
inline Z expm1(Z z) {
  double x = z.real(), y = z.imag();
  if (!std::isfinite(x) || !std::isfinite(y) || x > 709)
    return exp(z) - 1.0;
  double s = rsin(y / 2);
  auto [sy, cy] = rsincos(y);
  double re = rexpm1(x) * cy - 2 * s * s;
  double im = y == 0 ? y : rexp(x) * sy;
  return Z(re, im);
}

/// The principal logarithm (Annex G's clog).
inline Z log(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isinf(x) || std::isinf(y))
    return Z(kInf, ratan2(y, x));
  if (std::isnan(x) || std::isnan(y))
    return Z(kNaN, kNaN);
  if (x == 0 && y == 0)
    return Z(-kInf, ratan2(y, x));
  return Z(logAbs(x, y), ratan2(y, x));
}

/// ln(1 + z) without cancellation near 0: real = log1p(x (2 + x) + y^2) / 2
/// while that argument is small, ln|1 + z| otherwise (1 + x is exact where
/// |1 + z| is small); imag = atan2(y, 1 + x).
inline Z log1p(Z z) {
  double x = z.real(), y = z.imag();
  double big = std::max(std::fabs(x), std::fabs(y));
  if (!(big < 1e150))
    return log(Z(1 + x, y));
  double u = x * (2 + x) + y * y;
  double re = std::fabs(u) < 0.5 ? rlog1p(u) / 2 : logAbs(1 + x, y);
  return Z(re, ratan2(y, 1 + x));
}

/// sinh(x + iy) = sinh x cos y + i cosh x sin y (Annex G's csinh; a zero
/// part keeps its sign).
inline Z sinh(Z z) {
  double x = z.real(), y = z.imag();
  if (y == 0)
    return Z(rsinh(x), y);
  if (!std::isfinite(y) && (x == 0 || std::isinf(x)))
    return Z(x, kNaN);
  auto [sh, ch] = rsinhcosh(x);
  auto [s, c] = rsincos(y);
  return Z(sh * c, ch * s);
}

/// cosh(x + iy) = cosh x cos y + i sinh x sin y (Annex G's ccosh).
inline Z cosh(Z z) {
  double x = z.real(), y = z.imag();
  if (y == 0)
    return Z(rcosh(x), std::isnan(x) ? y : y * std::copysign(1.0, x));
  if (!std::isfinite(y) && x == 0)
    return Z(kNaN, 0.0);
  if (!std::isfinite(y) && std::isinf(x))
    return Z(kInf, kNaN);
  auto [sh, ch] = rsinhcosh(x);
  auto [s, c] = rsincos(y);
  return Z(ch * c, sh * s);
}

/// tanh(x + iy) by Kahan's formula: with t = tan y, s = sinh x,
/// b = 1 + t^2, r = sqrt(1 + s^2): (b r s + i t) / (1 + b s^2); for |x| > 22
/// the real part is ±1 and the imaginary one 4 sin y cos y e^(-2|x|).
inline Z tanh(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isnan(x))
    return Z(x, y == 0 ? y : kNaN);
  if (std::isinf(x))
    return Z(std::copysign(1.0, x),
             std::isfinite(y) ? std::copysign(0.0, rsin(2 * y))
                              : std::copysign(0.0, y));
  if (!std::isfinite(y))
    return Z(x == 0 ? x : kNaN, kNaN);
  if (y == 0)
    return Z(rtanh(x), y);
  if (std::fabs(x) > 22) {
    double e = rexp(-2 * std::fabs(x));
    auto [s, c] = rsincos(y);
    return Z(std::copysign(1.0, x), 4 * s * c * e);
  }
  double t = rtan(y), s = rsinh(x);
  double b = 1 + t * t, r = std::sqrt(1 + s * s);
  double d = 1 + b * s * s;
  return Z(b * r * s / d, t / d);
}

/// sin z = -i sinh(iz); cos z = cosh(iz); tan z = -i tanh(iz).
inline Z sin(Z z) {
  Z w = sinh(Z(-z.imag(), z.real()));
  return Z(w.imag(), -w.real());
}
inline Z cos(Z z) { return cosh(Z(-z.imag(), z.real())); }
inline Z tan(Z z) {
  Z w = tanh(Z(-z.imag(), z.real()));
  return Z(w.imag(), -w.real());
}

/// The principal square root (Annex G's csqrt): t = sqrt((|x| + |z|) / 2),
/// then (t, y / 2t) for x >= 0 and (|y| / 2t, ±t) otherwise.
inline Z sqrt(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isinf(y))
    return Z(kInf, y);
  if (std::isnan(x))
    return Z(x, kNaN);
  if (std::isinf(x)) {
    if (x > 0)
      return Z(x, std::isnan(y) ? y : std::copysign(0.0, y));
    return Z(std::isnan(y) ? y : 0.0, std::copysign(kInf, y));
  }
  if (std::isnan(y))
    return Z(kNaN, kNaN);
  if (x == 0 && y == 0)
    return Z(0.0, y);
  // Scaled so that |x| + |z| neither overflows nor loses the low bits.
  int e = 0;
  double m = std::max(std::fabs(x), std::fabs(y));
  if (m > 0x1p1000 || m < 0x1p-1000) {
    (void)std::frexp(m, &e);
    e &= ~1; // an even power, whose square root is exact
    x = std::ldexp(x, -e);
    y = std::ldexp(y, -e);
  }
  double t = std::sqrt((std::fabs(x) + hypot(x, y)) / 2);
  Z w = x >= 0 ? Z(t, y / (2 * t))
               : Z(std::fabs(y) / (2 * t), std::copysign(t, y));
  return Z(std::ldexp(w.real(), e / 2), std::ldexp(w.imag(), e / 2));
}

/// The principal cube root: |z|^(1/3) at a third of the argument.
inline Z cbrt(Z z) {
  if (z == Z(0))
    return z;
  double r = rcbrt(hypot(z.real(), z.imag()));
  auto [s, c] = rsincos(ratan2(z.imag(), z.real()) / 3);
  return Z(r * c, r * s);
}

/// x^y = e^(y ln x), 0 for x = 0 (as libstdc++'s std::pow).
inline Z pow(Z x, Z y) {
  if (x == Z(0))
    return Z(0);
  return exp(binop::complexMultiply(y, log(x)));
}

/// The two angles and the imaginary part of Hull, Fairgrieve and Tang's
/// complex arcsine and arccosine, for x, y >= 0 not NaN: with
/// r = |z + 1|, s = |z - 1|, a = (r + s) / 2 and b = x / a, asin z =
/// asin b + i log(a + sqrt(a^2 - 1)) and acos z = acos b - i (the same);
/// each part through differences that do not cancel near b = 1 and a = 1.
struct ArcParts {
  double asinRe, acosRe, im;
};
inline ArcParts arcParts(double x, double y) {
  if (std::max(x, y) > 0x1p500) {
    // a = |z| and b = cos(arg z) to the precision of double.
    double im = std::isinf(x) || std::isinf(y)
                    ? kInf
                    : logAbs(x, y) + 0x1.62e42fefa39efp-1; // + ln 2
    return {ratan2(x, y), ratan2(y, x), im};
  }
  double r = hypot(x + 1, y), s = hypot(x - 1, y);
  double a = std::max((r + s) / 2, 1.0);
  double b = x / a;
  double rp = r + x + 1; // r + (x + 1), no cancellation
  ArcParts parts;
  if (b <= 0.6417) {
    parts.asinRe = crmath::f64<crmath::Unary::Asin>(b);
    parts.acosRe = crmath::f64<crmath::Unary::Acos>(b);
  } else {
    // q = a sqrt(1 - b^2), the cosine side of the angle, scaled.
    double apx = a + x;
    double q = x <= 1 ? std::sqrt(apx * (y * y / rp + (s + (1 - x))) / 2)
                      : y * std::sqrt((apx / rp + apx / (s + (x - 1))) / 2);
    parts.asinRe = ratan2(x, q);
    parts.acosRe = ratan2(q, x);
  }
  if (a <= 1.5) {
    double am1 = x < 1 ? (y * y / rp + y * y / (s + (1 - x))) / 2
                       : (y * y / rp + (s + (x - 1))) / 2;
    parts.im = rlog1p(am1 + std::sqrt(am1 * (a + 1)));
  } else {
    parts.im = rlog(a + std::sqrt((a - 1) * (a + 1)));
  }
  return parts;
}

/// The principal arcsine (Annex G's casin).
inline Z asin(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isnan(x) || std::isnan(y)) {
    if (std::isinf(x) || std::isinf(y))
      return Z(kNaN, std::copysign(kInf, y));
    return Z(x == 0 ? x : kNaN, kNaN);
  }
  ArcParts p = arcParts(std::fabs(x), std::fabs(y));
  return Z(std::copysign(p.asinRe, x), std::copysign(p.im, y));
}

/// The principal arccosine (Annex G's cacos).
inline Z acos(Z z) {
  double x = z.real(), y = z.imag();
  if (std::isnan(x) || std::isnan(y)) {
    if (std::isinf(x) || std::isinf(y))
      return Z(kNaN, std::isinf(y) ? -y : kInf);
    return Z(x == 0 ? 0x1.921fb54442d18p0 : kNaN, kNaN);
  }
  ArcParts p = arcParts(std::fabs(x), std::fabs(y));
  double re = std::signbit(x) ? 0x1.921fb54442d18p1 - p.acosRe : p.acosRe;
  return Z(re, -std::copysign(p.im, y));
}

/// asinh z = -i asin(iz).
inline Z asinh(Z z) {
  Z w = asin(Z(-z.imag(), z.real()));
  return Z(w.imag(), -w.real());
}

/// acosh z = ±i acos z, the sign that makes the real part >= 0.
inline Z acosh(Z z) {
  Z w = acos(z);
  if (std::isnan(w.imag()))
    return Z(std::fabs(w.imag()), w.real());
  return std::signbit(z.imag()) ? Z(w.imag(), -w.real())
                                : Z(-w.imag(), w.real());
}

/// atanh(x + iy) = log1p(4x / ((1 - x)^2 + y^2)) / 4
///               + i atan2(2y, (1 - x)(1 + x) - y^2) / 2 (Annex G's catanh);
/// 1 / z to double precision beyond 2^500.
inline Z atanh(Z z) {
  double x = z.real(), y = z.imag();
  const double halfPi = 0x1.921fb54442d18p0;
  if (std::isnan(x) || std::isnan(y)) {
    if (std::isinf(x))
      return Z(std::copysign(0.0, x), kNaN);
    if (std::isinf(y))
      return Z(std::copysign(0.0, x), std::copysign(halfPi, y));
    return Z(x == 0 ? x : kNaN, kNaN);
  }
  double ax = std::fabs(x), ay = std::fabs(y);
  double re, im;
  if (std::max(ax, ay) > 0x1p500) {
    double h = hypot(ax, ay);
    re = std::isinf(h) ? 0.0 : ax / h / h;
    im = halfPi;
  } else if (ax == 1 && ay == 0) {
    re = kInf;
    im = 0;
  } else {
    double d = (1 - ax) * (1 - ax) + ay * ay;
    re = rlog1p(4 * ax / d) / 4;
    im = ratan2(2 * ay, (1 - ax) * (1 + ax) - ay * ay) / 2;
  }
  return Z(std::copysign(re, x), std::copysign(im, y));
}

/// atan z = -i atanh(iz).
inline Z atan(Z z) {
  Z w = atanh(Z(-z.imag(), z.real()));
  return Z(w.imag(), -w.real());
}

/// 1 / (1 + e^-z).
inline Z logistic(Z z) { return Z(1) / (Z(1) + exp(-z)); }

/// 1 / sqrt(z).
inline Z rsqrt(Z z) { return Z(1) / sqrt(z); }

/// The function `fn` of a complex<float> or complex<double> element:
/// evaluated in double, rounded once to the element's precision.
template <typename C, typename Fn> C apply(const C &z, Fn fn) {
  using P = typename C::value_type;
  Z w = fn(Z(z.real(), z.imag()));
  return C(static_cast<P>(w.real()), static_cast<P>(w.imag()));
}

} // namespace mlir::sfold::cmath

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_COMPLEXMATH_H

//===- ErrorFunction.cpp - erf and erfc in double and double-double -------===//
//
// For x >= 0: below 2.5, erf(x) = 2/sqrt(pi) x e^(-x^2) sum_n (2x^2)^n /
// (1 3 5 ... (2n+1)) (positive terms, no cancellation) and erfc = 1 - erf;
// from 2.5, erfc(x) = e^(-x^2) / sqrt(pi) K(x) with K the continued
// fraction 1 / (x + (1/2) / (x + 1 / (x + (3/2) / ...))) evaluated
// backwards from a depth that bounds its error (2^-54 for the double
// evaluation, 2^-110 for the double-double one, checked with mpmath), and
// erf = 1 - erfc. The same code runs on double and on DD. From 24 on
// f64's erfc (`dd::erfcRounded`) scales e^(-x^2) = E^2, E = e^(-x^2/2),
// by 2^600 (the double-double values and their low parts stay normal)
// and rounds once to the subnormal or normal result.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <type_traits>

namespace mlir::sfold::crmath::detail {

namespace {

constexpr DD kTwoOverSqrtPi(0x1.20dd750429b6dp+0, 0x1.1ae3a914fed80p-56);
constexpr DD kOneOverSqrtPi(0x1.20dd750429b6dp-1, 0x1.1ae3a914fed80p-57);
constexpr double kSeriesLimit = 2.5;

double hiOf(double v) { return v; }
double hiOf(const DD &v) { return v.hi; }
template <typename T> T constant(DD c);
template <> double constant<double>(DD c) { return c.hi; }
template <> DD constant<DD>(DD c) { return c; }

/// e^(-x^2), x^2 taken exactly.
double expMinusSquare(double x, double) {
  DD s = twoProd(x, x);
  return fast::expDD(-s);
}
DD expMinusSquare(double x, DD) { return dd::exp(-twoProd(x, x)); }

/// erf(x) for 0 < x < 2.5 by the positive series.
template <typename T> T erfSeries(double x, double tolerance) {
  T x2 = T(twoProd(x, x).hi);
  if constexpr (std::is_same_v<T, DD>)
    x2 = twoProd(x, x);
  T term(1), sum(1);
  for (int n = 1; n < 400; ++n) {
    term = term * (x2 * 2.0) / T(2.0 * n + 1);
    sum = sum + term;
    if (hiOf(term) < tolerance * hiOf(sum))
      break;
  }
  return constant<T>(kTwoOverSqrtPi) * x * expMinusSquare(x, T()) * sum;
}

/// K(x) = sqrt(pi) e^(x^2) erfc(x) for x >= 2.5 by the continued
/// fraction.
template <typename T> T continuedFraction(double x, double depthScale) {
  int depth = 10 + static_cast<int>(depthScale / (x * x));
  T t(0);
  for (int k = depth; k >= 1; --k)
    t = T(0.5 * k) / (t + x);
  return T(1) / (t + x);
}

/// erfc(x) for x >= 2.5.
template <typename T> T erfcFraction(double x, double depthScale) {
  return constant<T>(kOneOverSqrtPi) * expMinusSquare(x, T()) *
         continuedFraction<T>(x, depthScale);
}

template <typename T> T erfOf(double x, double tolerance, double depth) {
  // x > 0.
  if (x < kSeriesLimit)
    return erfSeries<T>(x, tolerance);
  return T(1) - erfcFraction<T>(x, depth);
}

template <typename T> T erfcOf(double x, double tolerance, double depth) {
  double a = x < 0 ? -x : x;
  if (a < kSeriesLimit) {
    T e = erfSeries<T>(a, tolerance);
    return x < 0 ? T(1) + e : T(1) - e;
  }
  T c = erfcFraction<T>(a, depth);
  return x < 0 ? T(2) - c : c;
}

/// v 2^-600 (v = hi + lo > 0, v 2^-600 < 2^-1021) rounded once to
/// double: below 2^-1022, v rounded to a multiple of q = 2^-474 (the
/// quantum of the subnormal results) by adding c = 2^52 q (v.hi + c =
/// s + e exactly, in [2^52 q, 2^53 q] where the ulp is q; s + (e + v.lo)
/// rounds the whole value, e + v.lo's rounding below 2^-54 q), minus c,
/// then scaled exactly; above, hi + lo rounded, scaled exactly.
double roundScaled600(DD v) {
  constexpr double kMagic = 0x1p-422;
  if (v.hi >= kMagic)
    return (v.hi + v.lo) * 0x1p-600;
  DD s = twoSum(v.hi, kMagic);
  return ((s.hi + (s.lo + v.lo)) - kMagic) * 0x1p-600;
}

} // namespace

double dd::erfcRounded(double x) {
  // erfc(x) = E^2 K(x) / sqrt(pi), E = e^(-x^2/2) (x^2 / 2 exact; 2^-538
  // < E < 2^-415 for 24 <= x <= 27.3), one factor scaled by 2^600.
  DD e = dd::exp(-(twoProd(x, x) * 0.5));
  DD v = kOneOverSqrtPi * (scale2(e, 600) * e) * continuedFraction<DD>(x, 900);
  return roundScaled600(v);
}

double fast::erf(double x) { return erfOf<double>(x, 0x1p-56, 220); }
double fast::erfc(double x) { return erfcOf<double>(x, 0x1p-56, 220); }
DD dd::erf(double x) { return erfOf<DD>(x, 0x1p-110, 900); }
DD dd::erfc(double x) { return erfcOf<DD>(x, 0x1p-110, 900); }

} // namespace mlir::sfold::crmath::detail

//===- Gamma.cpp - lgamma and digamma in double and double-double ---------===//
//
// For x > 0 both shift the argument to z = x + n >= 30 (lgamma(x) =
// lgamma(z) - log(x (x+1) ... (z-1)), digamma(x) = digamma(z) - sum 1 /
// (x + k)) and use the asymptotic series there (14 terms: below 2^-110
// relative at z >= 30). For x < 0 the reflection formulas, with sin(pi x)
// and cos(pi x) from the fractional part of x (exact). The same code runs
// on double and on DD; each returns, in `scale`, the sum of the magnitudes
// of the terms it added, so the absolute error is a small multiple of the
// unit roundoff times `scale` (near the functions' zeros the result is
// much smaller than its terms).
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <type_traits>

namespace mlir::sfold::crmath::detail {

namespace {

/// B_2k / (2k (2k - 1)), k = 1..14 (Stirling's series of lgamma).
constexpr DD kLgammaSeries[] = {{0x1.5555555555555p-4, 0x1.5555555555555p-58}, {-0x1.6c16c16c16c17p-9, 0x1.f49f49f49f49fp-64}, {0x1.a01a01a01a01ap-11, 0x1.a01a01a01a01ap-71}, {-0x1.3813813813814p-11, 0x1.fb1fb1fb1fb20p-65}, {0x1.b951e2b18ff23p-11, 0x1.5c3a9ce01b952p-65}, {-0x1.f6ab0d9993c7dp-10, 0x1.f82553c999b0ep-64}, {0x1.a41a41a41a41ap-8, 0x1.0690690690690p-62}, {-0x1.e4286cb0f5398p-6, 0x1.1efcdab896745p-61}, {0x1.6fe96381e0680p-3, -0x1.79e2405a71f88p-61}, {-0x1.6476701181f3ap+0, 0x1.24246319da678p-56}, {0x1.ace44322ce006p+3, -0x1.62c2b1bbcdd32p-51}, {-0x1.39b2525cccc1bp+7, 0x1.52604768a30fcp-47}, {0x1.12234e81b4e82p+11, -0x1.2c5f92c5f92c6p-43}, {-0x1.1a198ae1c4ab8p+15, 0x1.4c012227b696ep-41}};
/// B_2k / 2k, k = 1..14 (the asymptotic series of digamma).
constexpr DD kDigammaSeries[] = {{0x1.5555555555555p-4, 0x1.5555555555555p-58}, {-0x1.1111111111111p-7, -0x1.1111111111111p-63}, {0x1.0410410410410p-8, 0x1.0410410410410p-62}, {-0x1.1111111111111p-8, -0x1.1111111111111p-64}, {0x1.f07c1f07c1f08p-8, -0x1.f07c1f07c1f08p-63}, {-0x1.5995995995996p-6, 0x1.9a99a99a99a9ap-60}, {0x1.5555555555555p-4, 0x1.5555555555555p-58}, {-0x1.c5e5e5e5e5e5ep-2, -0x1.7979797979798p-56}, {0x1.86e7f9b9fe6e8p+1, -0x1.9180646019180p-57}, {-0x1.a74ca514ca515p+4, 0x1.ad759ad759ad7p-51}, {0x1.1975cc0ed7304p+8, -0x1.28cfc4a33f129p-46}, {-0x1.c2f0566566566p+11, -0x1.5995995995996p-43}, {0x1.ac572aaaaaaabp+15, -0x1.5555555555555p-39}, {-0x1.dc0b1a5cfbe16p+19, -0x1.73ef85973ef86p-35}};
constexpr DD kPi(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53);
constexpr DD kLogPi(0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57);
constexpr DD kHalfLog2Pi(0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55);
constexpr double kShift = 30;

template <typename T> T fromDD(DD v) {
  if constexpr (std::is_same_v<T, DD>)
    return v;
  else
    return v.hi + v.lo;
}
double hiOf(double v) { return v; }
double hiOf(const DD &v) { return v.hi; }
double logOf(double v) { return fast::log(v); }
DD logOf(const DD &v) { return dd::log(v); }
template <typename T> T sinOf(DD r) {
  if constexpr (std::is_same_v<T, DD>)
    return dd::sinReduced(r);
  else
    return fast::sinReduced(r);
}
template <typename T> T cosOf(DD r) {
  if constexpr (std::is_same_v<T, DD>)
    return dd::cosReduced(r);
  else
    return fast::cosReduced(r);
}

/// sin(pi f) and cos(pi f) for |f| <= 1/2 (f exact).
template <typename T> void sinCosPi(double f, T &s, T &c) {
  double a = f < 0 ? -f : f;
  bool swap = a > 0.25;
  DD r = kPi * (swap ? 0.5 - a : a); // 0.5 - a is exact
  T sr = sinOf<T>(r), cr = cosOf<T>(r);
  s = swap ? cr : sr;
  c = swap ? sr : cr;
  if (f < 0)
    s = -s;
}

/// sum c_k w^(2k-2), k = 1..14.
template <typename T> T series(const DD (&c)[14], T w2) {
  T p = fromDD<T>(c[13]);
  for (int k = 12; k >= 0; --k)
    p = p * w2 + fromDD<T>(c[k]);
  return p;
}

template <typename T> T lgammaPositive(DD x, double &scale) {
  T product(1);
  DD z = x;
  bool shifted = z.hi < kShift;
  while (z.hi < kShift) {
    product = product * fromDD<T>(z);
    z = z + 1.0;
  }
  T zt = fromDD<T>(z);
  T w = T(1) / zt;
  T main = (zt - 0.5) * logOf(zt);
  T result = main - zt + fromDD<T>(kHalfLog2Pi) +
             series(kLgammaSeries, w * w) * w;
  scale += std::fabs(hiOf(main)) + hiOf(zt) + 1;
  if (shifted) {
    T lp = logOf(product);
    scale += std::fabs(hiOf(lp));
    result = result - lp;
  }
  return result;
}

template <typename T> T digammaPositive(DD x, double &scale) {
  if (x.hi > 0x1p60) { // log x - 1 / 2x; the series is below 2^-120
    T lx = logOf(fromDD<T>(x));
    scale += hiOf(lx);
    return lx - T(0.5 / x.hi);
  }
  T sum(0);
  DD z = x;
  while (z.hi < kShift) {
    sum = sum + T(1) / fromDD<T>(z);
    z = z + 1.0;
  }
  T zt = fromDD<T>(z);
  T w = T(1) / zt, w2 = w * w;
  T lz = logOf(zt);
  scale += std::fabs(hiOf(lz)) + hiOf(sum) + 1;
  return lz - w * 0.5 - series(kDigammaSeries, w2) * w2 - sum;
}

/// The distance of x to its nearest integer (exact; |x| < 2^52).
double fractionOf(double x) { return x - nearestInt(x); }

template <typename T> T lgammaOf(double x, double &scale) {
  scale = 0;
  if (x > 0x1p900) {
    // x (log x - 1); the rest is below 2^-890 relative. Scaled by 2^-200
    // for the product, exactly.
    T l = logOf(fromDD<T>(DD(x))) - T(1);
    T p = l * scale2(x, -200);
    scale = hiOf(p) * 0x1p200;
    return scale2(p, 200);
  }
  if (x > 0)
    return lgammaPositive<T>(DD(x), scale);
  // log(pi / |sin(pi x)|) - lgamma(1 - x).
  T s, c;
  sinCosPi(fractionOf(x), s, c);
  if (hiOf(s) < 0)
    s = -s;
  T ls = logOf(s);
  T rest = lgammaPositive<T>(twoSum(1, -x), scale);
  scale += std::fabs(hiOf(ls)) + 1.2;
  return fromDD<T>(kLogPi) - ls - rest;
}

template <typename T> T digammaOf(double x, double &scale) {
  scale = 0;
  if (x > 0)
    return digammaPositive<T>(DD(x), scale);
  // digamma(1 - x) - pi cos(pi x) / sin(pi x).
  T s, c;
  sinCosPi(fractionOf(x), s, c);
  T cot = fromDD<T>(kPi) * c / s;
  scale += std::fabs(hiOf(cot));
  return digammaPositive<T>(twoSum(1, -x), scale) - cot;
}

} // namespace

double fast::lgamma(double x, double &scale) {
  return lgammaOf<double>(x, scale);
}
double fast::digamma(double x, double &scale) {
  return digammaOf<double>(x, scale);
}
DD dd::lgamma(double x, double &scale) { return lgammaOf<DD>(x, scale); }
DD dd::digamma(double x, double &scale) { return digammaOf<DD>(x, scale); }

} // namespace mlir::sfold::crmath::detail

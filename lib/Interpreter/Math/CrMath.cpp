//===- CrMath.cpp - special values, Ziv's rounding test, f64 results ------===//
//
// The entry points of CrMath.h: the IEEE special cases of each function
// (Special.h), the first tries (Quick.h, f64's double evaluations with a
// low part), the double evaluation with its error bound, the rounding
// test, the double-double evaluation when the test fails, and power's
// exact cases.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/CrMath.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "FirstTryF64.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <tuple>
#include <utility>

namespace mlir::sfold::crmath {

using namespace detail;

namespace {

constexpr DD kPio4(0x1.921fb54442d18p-1, 0x1.1a62633145c07p-55);
constexpr DD kLn2(0x1.62e42fefa39efp-1, 0x1.abc9e3b39803fp-56);

/// sin or cos (cosine = true) of a reduced argument in quadrant q.
template <typename Arg, typename SinF, typename CosF>
auto trig(Arg r, int q, bool cosine, SinF sinF, CosF cosF) {
  int k = (q + (cosine ? 1 : 0)) & 3;
  auto v = (k & 1) ? cosF(r) : sinF(r);
  return (k & 2) ? -v : v;
}

/// The double evaluation for a non-special operand (|x| for odd
/// functions); sets the absolute error bound.
[[gnu::always_inline]] inline double fastValue(Unary fn, double x,
                                               double &err) {
  double y = 0, extra = 0;
  switch (fn) {
  case Unary::Exp:
    y = fast::exp(x);
    break;
  case Unary::Expm1:
    y = fast::expm1(x);
    break;
  case Unary::Log:
    y = fast::log(x);
    break;
  case Unary::Log1p:
    y = fast::log1p(x);
    break;
  case Unary::Logistic:
    if (x >= 0) {
      y = 1 / (1 + fast::exp(-x));
    } else {
      double e = fast::exp(x);
      y = e / (1 + e);
    }
    break;
  case Unary::Sin:
  case Unary::Cos:
  case Unary::Tan: {
    int q;
    DD r = std::fabs(x) < kCodyWaiteLimit ? reduceCodyWaite(x, q)
                                           : reducePayneHanek(x, q);
    if (fn == Unary::Tan) {
      double s = fast::sinReduced(r), c = fast::cosReduced(r);
      y = (q & 1) ? -c / s : s / c;
      extra = kReductionError * (1 + y * y);
    } else {
      y = trig(r, q, fn == Unary::Cos, fast::sinReduced, fast::cosReduced);
      extra = kReductionError;
    }
    break;
  }
  case Unary::Tanh: {
    double e = fast::expm1(2 * x);
    y = e / (e + 2);
    break;
  }
  case Unary::Sinh: {
    double e = fast::expm1(x);
    y = 0.5 * (e + e / (e + 1));
    break;
  }
  case Unary::Cosh: {
    double e = fast::expm1(x);
    y = 1 + e * e / (2 * (1 + e));
    break;
  }
  case Unary::Asin:
    y = x == 1 ? kPio2.hi : fast::atan(x / std::sqrt((1 - x) * (1 + x)));
    break;
  case Unary::Acos:
    y = 2 * fast::atan(std::sqrt((1 - x) / (1 + x)));
    break;
  case Unary::Atan:
    y = fast::atan(x);
    break;
  case Unary::Asinh:
    y = x > 0x1p28 ? fast::log(x) + kLn2.hi
                   : fast::log1p(x + x * x / (1 + std::sqrt(1 + x * x)));
    break;
  case Unary::Acosh: {
    double t = x - 1;
    y = x > 0x1p28 ? fast::log(x) + kLn2.hi
                   : fast::log1p(t + std::sqrt(t * (x + 1)));
    break;
  }
  case Unary::Atanh:
    y = 0.5 * fast::log1p(2 * x / (1 - x));
    break;
  case Unary::Cbrt:
    y = fast::cbrt(x);
    break;
  case Unary::Rsqrt:
    y = 1 / std::sqrt(x);
    break;
  case Unary::Erf:
    y = fast::erf(x);
    break;
  case Unary::Erfc:
    // 1 - erf below 2.5 loses up to 12 bits (erfc(2.5) > 2^-12).
    y = fast::erfc(x);
    extra = x < 2.5 ? 0x1p-45 : 0;
    break;
  case Unary::Lgamma:
  case Unary::Digamma: {
    double scale;
    y = fn == Unary::Lgamma ? fast::lgamma(x, scale) : fast::digamma(x, scale);
    extra = scale * 0x1p-45;
    break;
  }
  }
  err = std::fabs(y) * kFastError + extra;
  return y;
}

/// The double-double evaluation for a non-special operand; `rel` is its
/// relative error bound.
DD accurateValue(Unary fn, double x, double &rel) {
  rel = kAccurateError;
  switch (fn) {
  case Unary::Exp:
    return dd::exp(DD(x));
  case Unary::Expm1:
    return dd::expm1(DD(x));
  case Unary::Log:
    return dd::log(DD(x));
  case Unary::Log1p:
    return dd::log1p(DD(x));
  case Unary::Logistic: {
    if (x >= 0)
      return DD(1) / (dd::exp(DD(-x)) + 1.0);
    DD e = dd::exp(DD(x));
    return e / (e + 1.0);
  }
  case Unary::Sin:
  case Unary::Cos:
  case Unary::Tan: {
    int q;
    DD r = reducePayneHanek(x, q);
    if (fn == Unary::Tan) {
      DD s = dd::sinReduced(r), c = dd::cosReduced(r);
      return (q & 1) ? -(c / s) : s / c;
    }
    return trig(r, q, fn == Unary::Cos, dd::sinReduced, dd::cosReduced);
  }
  case Unary::Tanh: {
    DD e = dd::expm1(DD(2 * x));
    return e / (e + 2.0);
  }
  case Unary::Sinh:
  case Unary::Cosh: {
    if (x > 40)
      return dd::exp(DD(x) - kLn2);
    DD e = dd::expm1(DD(x));
    if (fn == Unary::Sinh)
      return (e + e / (e + 1.0)) * 0.5;
    return DD(1) + e * e / ((e + 1.0) * 2.0);
  }
  case Unary::Asin: {
    if (x == 1)
      return kPio2;
    DD c = sqrt(twoSum(1, -x) * twoSum(1, x));
    return dd::atan(DD(x) / c);
  }
  case Unary::Acos: {
    if (x == -1)
      return kPi;
    return dd::atan(sqrt(twoSum(1, -x) / twoSum(1, x))) * 2.0;
  }
  case Unary::Atan:
    return dd::atan(DD(x));
  case Unary::Asinh: {
    if (x > 0x1p60)
      return dd::log(DD(x)) + kLn2;
    DD x2 = twoProd(x, x);
    DD s = sqrt(x2 + 1.0);
    return dd::log1p(DD(x) + x2 / (s + 1.0));
  }
  case Unary::Acosh: {
    if (x > 0x1p60)
      return dd::log(DD(x)) + kLn2;
    DD t = twoSum(x, -1);
    return dd::log1p(t + sqrt(t * (DD(x) + 1.0)));
  }
  case Unary::Atanh:
    return dd::log1p(DD(2 * x) / twoSum(1, -x)) * 0.5;
  case Unary::Cbrt:
    return dd::cbrt(x);
  case Unary::Rsqrt: {
    // x = t 4^j, t in [1, 4): one Newton step (with its second-order
    // term) from the double value.
    int e;
    fast::splitLog(x, e);
    int j = (e >= 0 ? e : e - 1) / 2;
    double t = scale2(x, -2 * j);
    double y0 = 1 / std::sqrt(t);
    DD d = DD(1) - twoProd(y0, y0) * t;
    double ed = d.hi + d.lo;
    return scale2(fastTwoSum(y0, y0 * (0.5 * ed + 0.375 * ed * ed)), -j);
  }
  case Unary::Erf:
    return dd::erf(x);
  case Unary::Erfc:
    rel = 0x1p-82; // 1 - erf below 2.5 loses up to 12 bits
    return dd::erfc(x);
  case Unary::Lgamma:
  case Unary::Digamma: {
    double scale;
    DD v = fn == Unary::Lgamma ? dd::lgamma(x, scale) : dd::digamma(x, scale);
    rel = kAccurateError + scale * 0x1p-96 / std::fabs(v.hi);
    return v;
  }
  }
  return DD(kNaN);
}

/// Whether the rounding of [y - err, y + err] to `format` is one value.
[[gnu::always_inline]] inline bool decides(double y, double err,
                                           Format format, double &out) {
  // The common case on the bits: y normal in the format, err far below the
  // format's ulp; y's distance to the midpoint of its format ulp, in
  // double ulps, against err in double ulps (signed integers below 2^52,
  // which convert to double in one instruction).
  uint64_t bits = llvm::bit_cast<uint64_t>(y);
  int biased = static_cast<int>((bits >> 52) & 0x7FF);
  int e = biased - 1023;
  if (e >= format.minExponent && biased != 0x7FF) {
    int shift = 53 - format.precision;
    int64_t half = int64_t(1) << (shift - 1);
    int64_t rem = static_cast<int64_t>(bits & ((half << 1) - 1));
    int64_t distance = rem > half ? rem - half : half - rem;
    double errUlps = err * pow2(52 - e);
    if (errUlps < double(half >> 2) && double(distance) > errUlps + 1) {
      uint64_t lsb = (bits >> shift) & 1;
      uint64_t rounded = (bits + half - 1 + lsb) & ~uint64_t((half << 1) - 1);
      out = llvm::bit_cast<double>(rounded);
      return true;
    }
  }
  double lo = roundToFormat(y - err, format);
  if (lo != roundToFormat(y + err, format))
    return false;
  out = lo == 0 ? std::copysign(0.0, y) : lo; // -0 == +0
  return true;
}

/// `decides` for an error bound of Rel |y| (Rel far below 2^-26, the
/// format at most 24 bits): in y's double ulps the bound is below Rel
/// 2^53, a constant, so the common case is integer work only.
template <int64_t RelTimes2To53>
[[gnu::always_inline]] inline bool decidesRelative(double y, Format format,
                                                   double &out) {
  static_assert(RelTimes2To53 < (int64_t(1) << 26), "bound too large");
  uint64_t bits = llvm::bit_cast<uint64_t>(y);
  int biased = static_cast<int>((bits >> 52) & 0x7FF);
  if (biased - 1023 < format.minExponent || biased == 0x7FF)
    return decides(y, std::fabs(y) * RelTimes2To53 * 0x1p-53, format, out);
  int shift = 53 - format.precision;
  int64_t half = int64_t(1) << (shift - 1);
  int64_t rem = static_cast<int64_t>(bits & ((half << 1) - 1));
  int64_t distance = rem > half ? rem - half : half - rem;
  if (distance <= RelTimes2To53 + 1)
    return false;
  uint64_t lsb = (bits >> shift) & 1;
  out = llvm::bit_cast<double>((bits + half - 1 + lsb) &
                               ~uint64_t((half << 1) - 1));
  return true;
}
constexpr int64_t kQuickUlps = static_cast<int64_t>(kQuickError * 0x1p53);
constexpr int64_t kTableUlps =
    static_cast<int64_t>(quick::kTableError * 0x1p53);

/// Whether hi + lo (relative error `rel`) rounds to one value; `out` is
/// the rounding of hi + lo either way.
bool decidesDD(DD v, double rel, Format format, double &out) {
  out = roundToFormat(v.hi, format, v.lo);
  // Rounding boundaries are doubles; only one at hi itself can be within
  // the error (|lo| <= ulp(hi) / 2 and the error is far below ulp(hi)).
  double tie = roundToFormat(v.hi, format, 1);
  double tieDown = roundToFormat(v.hi, format, -1);
  if (tie == tieDown)
    return true;
  return std::fabs(v.lo) > std::fabs(v.hi) * rel;
}

} // namespace

double roundToFormat(double value, Format format, double tail) {
  if (!std::isfinite(value) || value == 0 || format.precision >= 53)
    return value;
  uint64_t bits = llvm::bit_cast<uint64_t>(value);
  bool negative = bits >> 63;
  if (negative)
    tail = -tail;
  int biased = static_cast<int>((bits >> 52) & 0x7FF);
  uint64_t mant = (bits & ((uint64_t(1) << 52) - 1)) |
                  (biased ? uint64_t(1) << 52 : 0);
  int e = (biased ? biased : 1) - 1023; // value = mant 2^(e - 52)
  int quantum = std::max(e, format.minExponent) - (format.precision - 1);
  int shift = quantum - (e - 52);
  double magnitude;
  if (shift > 53) {
    magnitude = 0; // below half the smallest subnormal
  } else {
    uint64_t rem = mant & ((uint64_t(1) << shift) - 1);
    uint64_t half = uint64_t(1) << (shift - 1);
    uint64_t q = mant >> shift;
    bool up = rem > half ||
              (rem == half && (tail > 0 || (tail == 0 && (q & 1))));
    q += up;
    magnitude = scale2(static_cast<double>(q), quantum);
  }
  return negative ? -magnitude : magnitude;
}

bool isSpecial(Unary fn, double x) {
  double result;
  return special(fn, x, result);
}

double fastEval(Unary fn, double x, double &errorBound) {
  return fastValue(fn, x, errorBound);
}

void accurateEval(Unary fn, double x, double &hi, double &lo) {
  double rel;
  DD v = accurateValue(fn, x, rel);
  hi = v.hi;
  lo = v.lo;
}

namespace {

/// The narrow formats' first try (Quick.h): true with `out` the correctly
/// rounded f(x) when x is in the quick evaluation's range and Ziv's test
/// decides the rounding with its error bound.
template <Unary Fn>
[[gnu::always_inline]] inline bool quickRounded(double x, Format format,
                                                double &out) {
  double a = std::fabs(x);
  if constexpr (Fn == Unary::Exp) {
    if (!(a < 708))
      return false;
    return decidesRelative<kQuickUlps>(quick::exp(x), format, out);
  } else if constexpr (Fn == Unary::Expm1) {
    if (!(a < 708 && a >= 0x1p-60))
      return false;
    return decidesRelative<kTableUlps>(quick::expm1(x), format, out);
  } else if constexpr (Fn == Unary::Log || Fn == Unary::Log1p) {
    if (Fn == Unary::Log ? !(x >= 0x1p-1022 && x < kInf)
                         : !(x > -1 && x < 0x1p52 && a >= 0x1p-60))
      return false;
    double y = Fn == Unary::Log ? quick::log(x) : quick::log1p(x);
    return decidesRelative<kTableUlps>(y, format, out);
  } else if constexpr (Fn == Unary::Sin || Fn == Unary::Cos ||
                       Fn == Unary::Tan) {
    if (!(a < kCodyWaiteLimit))
      return false;
    double s, c, y, err;
    unsigned q;
    quick::sinCos(x, s, c, q);
    double sc[2] = {s, c};
    // For 2^-60 <= |y| <= 2^60 the absolute error terms are below 2^-38
    // |y|: the relative bounds 2 and 3 kQuickError cover them.
    if constexpr (Fn == Unary::Tan) {
      // s / c or -c / s: each relative error below 2^-36.4, the quotient's
      // below 2 kQuickError; the reduction's absolute error d moves tan by
      // d (1 + tan^2).
      unsigned odd = q & 1;
      y = quick::flipIf(sc[odd] / sc[odd ^ 1], odd);
      err = std::fabs(y) * 2 * kQuickError + kReductionError * (1 + y * y);
      if (std::fabs(y) >= 0x1p-60 && std::fabs(y) <= 0x1p60)
        return decidesRelative<3 * kQuickUlps>(y, format, out);
    } else {
      unsigned k = Fn == Unary::Cos ? q + 1 : q;
      y = quick::flipIf(sc[k & 1], k & 2);
      err = std::fabs(y) * kQuickError + kReductionError;
      if (std::fabs(y) >= 0x1p-60)
        return decidesRelative<2 * kQuickUlps>(y, format, out);
    }
    return decides(y, err, format, out);
  } else if constexpr (Fn == Unary::Atan || Fn == Unary::Asin ||
                       Fn == Unary::Cbrt) {
    double y;
    if constexpr (Fn == Unary::Atan) {
      if (!(a < 0x1p100))
        return false;
      y = quick::atan(a);
    } else if constexpr (Fn == Unary::Asin) {
      // atan(a / sqrt((1 - a)(1 + a))): the quotient's relative error is
      // below 6 2^-53, which atan (condition number below 1) keeps.
      if (!(a < 1))
        return false;
      y = quick::atan(a / std::sqrt((1 - a) * (1 + a)));
    } else {
      if (!(a >= 0x1p-1022 && a < kInf))
        return false;
      y = quick::cbrt(a);
    }
    if (!decidesRelative<kTableUlps>(y, format, out))
      return false;
    out = quick::flipIf(out, std::signbit(x));
    return true;
  } else if constexpr (Fn == Unary::Cosh || Fn == Unary::Logistic) {
    // From E = e^-|x| (relative error below kQuickError): (1/E + E) / 2,
    // 1 / (1 + E) for x >= 0, E / (1 + E) below; each rounding adds 2^-53
    // (twice kQuickError covers the sums of positive terms, three times
    // the quotient of two inexact terms, which bounds both logistic's).
    // The numerator is selected without a branch (random signs would
    // mispredict). cosh(0) and logistic(0), special cases, come out exact.
    if (!(a < 708 && (Fn == Unary::Cosh || x <= 40)))
      return false;
    double e = quick::exp(-a);
    if constexpr (Fn == Unary::Cosh)
      return decidesRelative<2 * kQuickUlps>(0.5 * (1 / e + e), format, out);
    return decidesRelative<3 * kQuickUlps>(
        quick::selectIf(x >= 0, 1.0, e) / (1 + e), format, out);
  } else if constexpr (Fn == Unary::Atanh) {
    // (log1p(a) - log1p(-a)) / 2: both arguments exact (24 bits), the
    // terms of opposite signs (no cancellation), each within kTableError
    // of its value: the difference within kTableError + 2^-53 of atanh(a)
    // (twice kTableError), the halving exact.
    if (!(a >= 0x1p-60 && a < 1))
      return false;
    double y = 0.5 * (quick::log1p(a) - quick::log1p(-a));
    if (!decidesRelative<2 * kTableUlps>(y, format, out))
      return false;
    out = quick::flipIf(out, std::signbit(x));
    return true;
  } else if constexpr (Fn == Unary::Acos || Fn == Unary::Asinh ||
                       Fn == Unary::Acosh) {
    // acos = 2 atan(sqrt((1 - x) / (1 + x))) for -1 < x < 1; asinh (a >=
    // 1) and acosh (x >= 2) = log(a + sqrt(a^2 +- 1)), a^2 exact: the
    // arguments' relative errors are below 2^-51.4, which atan keeps and
    // log turns into an absolute error (|log| >= 0.88); quick::atan and
    // quick::log of an argument of more than 24 (33) bits round a c (m c)
    // once more, below 2^-52 of their result. Twice kTableError.
    double y;
    if constexpr (Fn == Unary::Acos) {
      if (!(a < 1))
        return false;
      y = 2 * quick::atan(std::sqrt((1 - x) / (1 + x)));
    } else {
      double v = Fn == Unary::Asinh ? a : x;
      if (!(v >= (Fn == Unary::Asinh ? 1 : 2) && v < 0x1p60))
        return false;
      y = quick::log(v + std::sqrt(v * v + (Fn == Unary::Asinh ? 1 : -1)));
    }
    if (!decidesRelative<2 * kTableUlps>(y, format, out))
      return false;
    out = quick::flipIf(out, Fn == Unary::Asinh && std::signbit(x));
    return true;
  } else if constexpr (Fn == Unary::Erf || Fn == Unary::Erfc) {
    double y;
    if (!erfgamma::erfQuick<Fn == Unary::Erfc>(x, y))
      return false;
    return decidesRelative<kTableUlps>(y, format, out);
  } else if constexpr (Fn == Unary::Lgamma || Fn == Unary::Digamma) {
    double y, err;
    return (Fn == Unary::Lgamma ? erfgamma::lgammaQuick(x, y, err)
                                : erfgamma::digammaQuick(x, y, err)) &&
           decides(y, err, format, out);
  } else {
    return false;
  }
}

/// `rounded` for one function after the first try: the switches of
/// `special` and `fastValue` fold away, so a kernel dispatches on the
/// function once.
template <Unary Fn>
[[gnu::noinline]] double roundedSlow(double x, Format format, bool *proven) {
  if (proven)
    *proven = true;
  double result;
  if (special(Fn, x, result))
    return roundToFormat(result, format);
  bool flip = isOdd(Fn) && x < 0;
  double a = flip || Fn == Unary::Cosh ? std::fabs(x) : x;
  double err;
  double y = fastValue(Fn, a, err);
  if (!decides(y, err, format, result)) {
    double rel;
    DD v = accurateValue(Fn, a, rel);
    if (!decidesDD(v, rel, format, result) && proven)
      *proven = false;
  }
  return flip ? -result : result;
}

template <Unary Fn>
double roundedOf(double x, Format format, bool *proven) {
  double result;
  if (quickRounded<Fn>(x, format, result)) {
    if (proven)
      *proven = true;
    return result;
  }
  return roundedSlow<Fn>(x, format, proven);
}

template <Unary Fn>
[[gnu::always_inline]] inline void roundedLoop(const float *x, float *out,
                                               int64_t n, Format format) {
  int64_t i = 0;
  bool f32 = format.precision == kF32Format.precision &&
             format.minExponent == kF32Format.minExponent;
  // quickRounded's evaluation two operands at a time (each lane's value
  // that of quickRounded, bit for bit), its rounding test lane by lane; for
  // log, acosh and exp only in f32 (the other formats' test lane by lane
  // costs more than the pair saves).
  if constexpr (Fn == Unary::Logistic || Fn == Unary::Log ||
                Fn == Unary::Acosh || Fn == Unary::Exp) {
    using quick::F64x2;
    const F64x2 zero = {0, 0}, one = {1, 1};
    constexpr int64_t bound = Fn == Unary::Log     ? kTableUlps
                              : Fn == Unary::Acosh ? 2 * kTableUlps
                              : Fn == Unary::Exp   ? kQuickUlps
                                                   : 3 * kQuickUlps;
    for (; (Fn == Unary::Logistic || f32) && i + 2 <= n; i += 2) {
      F64x2 v = {x[i], x[i + 1]}, y;
      decltype(v < v) inRange;
      if constexpr (Fn == Unary::Log) {
        inRange = (v >= 0x1p-1022) & (v < kInf);
        y = quick::log(inRange ? v : one);
      } else if constexpr (Fn == Unary::Acosh) {
        inRange = (v >= 2) & (v < 0x1p60);
        F64x2 w = inRange ? v : one + 1;
        y = quick::log(w + sqrtOf(w * w - 1));
      } else if constexpr (Fn == Unary::Exp) {
        F64x2 a = quick::absOf(v);
        inRange = a < 708;
        y = quick::exp(inRange ? v : zero);
      } else {
        F64x2 a = quick::absOf(v);
        inRange = (a < 708) & (v <= 40);
        F64x2 e = quick::exp(zero - (inRange ? a : zero));
        y = (v >= 0 ? one : e) / (1 + e);
      }
      if (f32) {
        // For f32 the rounding test in hardware: y -+ err (err = the bound
        // of decidesRelative) converted to float (IEEE's rounding, monotone,
        // in the default mode that all of CrMath's arithmetic assumes: no
        // flush to zero) to one value; it is then the correctly rounded
        // result.
        using F32x2 = float __attribute__((vector_size(8)));
        F64x2 err = quick::absOf(y) * (bound * 0x1p-53);
        F32x2 low = __builtin_convertvector(y - err, F32x2);
        F32x2 high = __builtin_convertvector(y + err, F32x2);
        auto same = low == high;
        if (__builtin_expect(same[0] & same[1] & inRange[0] & inRange[1], 1)) {
          std::memcpy(out + i, &low, sizeof(low));
          continue;
        }
      }
      for (int lane = 0; lane < 2; ++lane) {
        double result;
        if (!(inRange[lane] && decidesRelative<bound>(y[lane], format, result)))
          result = roundedSlow<Fn>(v[lane], format, nullptr);
        out[i + lane] = static_cast<float>(result);
      }
    }
  }
  for (; i < n; ++i) {
    double v = x[i], result;
    if (!quickRounded<Fn>(v, format, result))
      result = roundedSlow<Fn>(v, format, nullptr);
    out[i] = static_cast<float>(result);
  }
}

template <Unary Fn>
[[gnu::always_inline]] inline void roundedArrayOf(const float *x, float *out,
                                                  int64_t n, Format format) {
  // f32's format as a constant: the rounding test's shifts and masks fold.
  if (format.precision == kF32Format.precision &&
      format.minExponent == kF32Format.minExponent)
    roundedLoop<Fn>(x, out, n, kF32Format);
  else
    roundedLoop<Fn>(x, out, n, format);
}

template <Unary Fn>
double f64Of(double x) {
  double result;
  if (firstTryF64<Fn, true>(x, result))
    return result;
  if (special(Fn, x, result))
    return result;
  if (firstTryF64<Fn, false>(x, result))
    return result;
  bool flip = isOdd(Fn) && x < 0;
  double rel;
  DD v = accurateValue(Fn, flip || Fn == Unary::Cosh ? std::fabs(x) : x, rel);
  double y = v.hi + v.lo;
  return flip ? -y : y;
}

/// f64's loop two operands at a time for exp, log, logistic, tanh, cosh,
/// expm1, asinh, acosh, erfc, atan, erf, sin, cos, tan and cbrt:
/// `pair(v, result)` evaluates quick's lane-generic first try of both lanes
/// (each lane's value and Ziv's test those of firstTryF64, bit for bit) and
/// returns the lanes it decided (a mask); the others, out of its range (NaN
/// included) or undecided, go through f64Of. The ranges hold no special
/// case but 0 (logistic, cosh), which they give as well.
template <Unary Fn, typename Pair>
[[gnu::always_inline]] inline void pairLoop(const double *x, double *out,
                                            int64_t n, Pair pair) {
  int64_t i = 0;
  for (; i + 4 <= n; i += 4) {
    // Two pairs per step: more independent work in flight.
    quick::F64x2 v[2], result[2];
    std::memcpy(v, x + i, sizeof(v));
    auto decided0 = pair(v[0], result[0]);
    auto decided1 = pair(v[1], result[1]);
    auto decided = decided0 & decided1;
    if (__builtin_expect(decided[0] & decided[1], 1)) {
      std::memcpy(out + i, result, sizeof(result));
      continue;
    }
    for (int lane = 0; lane < 4; ++lane)
      out[i + lane] = (lane < 2 ? decided0[lane] : decided1[lane - 2])
                          ? result[lane / 2][lane % 2]
                          : f64Of<Fn>(x[i + lane]);
  }
  for (; i < n; ++i)
    out[i] = f64Of<Fn>(x[i]);
}

/// pairLoop for first tries whose ranges hold only part of the usual
/// operands (erfc's): `rangeOf(x)` is 1 or 2 for an operand in the range
/// of `pair1` or `pair2`, else 0. Each block's operands of each range are
/// gathered and paired, the others go through f64Of, so that pairs do not
/// mix ranges.
template <Unary Fn, typename RangeOf, typename Pair1, typename Pair2>
[[gnu::always_inline]] inline void
packedPairLoop(const double *x, double *out, int64_t n, RangeOf rangeOf,
               Pair1 pair1, Pair2 pair2) {
  constexpr int64_t kBlock = 256;
  int64_t index1[kBlock], index2[kBlock];
  auto pairs = [&](const int64_t *index, int64_t count,
                   auto pair) __attribute__((always_inline)) {
    int64_t k = 0;
    for (; k + 2 <= count; k += 2) {
      quick::F64x2 v = {x[index[k]], x[index[k + 1]]}, result;
      auto decided = pair(v, result);
      for (int lane = 0; lane < 2; ++lane)
        out[index[k + lane]] =
            decided[lane] ? result[lane] : f64Of<Fn>(x[index[k + lane]]);
    }
    if (k < count)
      out[index[k]] = f64Of<Fn>(x[index[k]]);
  };
  for (int64_t start = 0; start < n; start += kBlock) {
    int64_t end = start + std::min(kBlock, n - start), count1 = 0, count2 = 0;
    for (int64_t i = start; i < end; ++i) {
      // Branch-free: random operands mispredict.
      int range = rangeOf(x[i]);
      index1[count1] = i;
      index2[count2] = i;
      count1 += range == 1;
      count2 += range == 2;
    }
    for (int64_t i = start, k1 = 0, k2 = 0; i < end; ++i) {
      if (k1 < count1 && index1[k1] == i)
        ++k1;
      else if (k2 < count2 && index2[k2] == i)
        ++k2;
      else
        out[i] = f64Of<Fn>(x[i]);
    }
    pairs(index1, count1, pair1);
    pairs(index2, count2, pair2);
  }
}

template <Unary Fn>
[[gnu::always_inline]] inline void f64ArrayOf(const double *x, double *out,
                                              int64_t n) {
  using quick::F64x2;
  const F64x2 zero = {0, 0};
  // Ziv's test of zivDecides, lane by lane.
  auto ziv = [](F64x2 hi, F64x2 lo, F64x2 &result) {
    F64x2 err = hi * kF64TableError;
    return zivDecidesOf(hi, lo, err, result);
  };
  if constexpr (Fn == Unary::Logistic) {
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v > -665) & (v <= 40);
      F64x2 hi, lo;
      quick::logisticF64(inRange ? v : zero, hi, lo);
      return zivDecidesOf(hi, lo, hi * kLogisticError, result) & inRange;
    });
  } else if constexpr (Fn == Unary::Tanh) {
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo;
      auto inRange = (a >= 0.25) & (a <= 40);
      quick::tanhF64(inRange ? a : zero + 1, hi, lo);
      auto decided = ziv(hi, lo, result) & inRange;
      result = quick::withSignOf(result, v);
      return decided;
    });
  } else if constexpr (Fn == Unary::Cosh) {
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), sumHi, sumLo,
            differenceHi, differenceLo, half;
      auto inRange = a < 40;
      quick::coshSinhOf<F64x2, quick::U64x2>(inRange ? a : zero, sumHi, sumLo,
                                             differenceHi, differenceLo, half);
      auto decided = ziv(sumHi, sumLo, result) & inRange;
      result *= half;
      return decided;
    });
  } else if constexpr (Fn == Unary::Expm1) {
    // firstTryF64's range without the special cases: 2^-61 <= |x|.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo;
      auto inRange = (a >= 0x1p-61) & (v > -40) & (v < 709);
      quick::expm1Of(inRange ? v : zero + 1, hi, lo);
      F64x2 err =
          quick::absOf(hi) * 2 * kF64TableError;
      return zivDecidesOf(hi, lo, err, result) & inRange;
    });
  } else if constexpr (Fn == Unary::Exp) {
    // firstTryF64's range, -665 < x < 709 (exp(0) = 1 given as well);
    // the scaling by 2^m (pow2OfK of expReduce's word) is exact there.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v > -665) & (v < 709);
      F64x2 k, hi, lo;
      auto bits = quick::expF64Of(inRange ? v : zero, k, hi, lo);
      auto decided = ziv(hi, lo, result) & inRange;
      result *= quick::pow2OfK(bits);
      return decided;
    });
  } else if constexpr (Fn == Unary::Log) {
    // firstTryF64's range, 2^-1022 <= x < inf (log(1) = 0 given as well).
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v >= 0x1p-1022) & (v < kInf);
      F64x2 hi, lo, err;
      quick::logF64Of(inRange ? v : zero + 1, zero, hi, lo, err);
      return zivDecidesOf(hi, lo, err, result) & inRange;
    });
  } else if constexpr (Fn == Unary::Asinh) {
    // firstTryF64's range below 2^26 (above, u = 2a + 1/2a: the scalar
    // path), no special case: 2^-30 <= |x|; the result takes x's sign.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo, err;
      auto inRange = (a >= 0x1p-30) & (a < 0x1p26);
      asinhAcoshLog<false>(inRange ? a : zero + 2, hi, lo, err);
      auto decided = zivDecidesOf(hi, lo, err, result) & inRange;
      result = quick::withSignOf(result, v);
      return decided;
    });
  } else if constexpr (Fn == Unary::Acosh) {
    // firstTryF64's range below 2^26 (above, u = 2a - 1/2a: the scalar
    // path), no special case: 1 < x.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v > 1) & (v < 0x1p26);
      F64x2 hi, lo, err;
      asinhAcoshLog<true>(inRange ? v : zero + 2, hi, lo, err);
      return zivDecidesOf(hi, lo, err, result) & inRange;
    });
  } else if constexpr (Fn == Unary::Erfc) {
    // erfF64's ranges without special cases: 1/2 <= x < 26.5 (e^(-x^2)
    // g(x); undecided lanes from 24 on are completed by f64Of) and -3.25 <
    // x < 1/2, x != 0 (1 -+ erf(|x|) from the erf table).
    auto rangeOf = [](double v) {
      return v >= 0.5 && v < 26.5 ? 1 : v > -3.25 && v < 0.5 && v != 0 ? 2 : 0;
    };
    // erfF64's Ziv test of e^(-x^2) g(x).
    auto ziv = [](F64x2 hi, F64x2 lo, F64x2 &result) {
      return zivDecidesOf(hi, lo, hi * 0x1p-64, result);
    };
    auto positive = [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v >= 0.5) & (v < 26.5);
      F64x2 a = inRange ? v : zero + 1, d, hi, lo;
      auto row = erfgamma::erfcxRow(a, d);
      F64x2 scale = erfgamma::erfcPositive(
          erfgamma::rowsOf(erfgamma::kErfcxTable, row),
          d, a, hi, lo);
      auto decided = ziv(hi, lo, result) & inRange;
      result *= scale;
      return decided;
    };
    auto small = [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      auto inRange = (v > -3.25) & (v < 0.5) & (v != 0);
      F64x2 a = quick::absOf(inRange ? v : zero + 0.25),
            vh, vl, sh, sl, hi, lo;
      erfgamma::erfTableOf(a, vh, vl);
      auto negative = v < 0;
      quick::twoSumOf<F64x2>(zero + 1, negative ? vh : -vh, sh, sl);
      quick::fastTwoSumOf(sh, sl + (negative ? vl : -vl), hi, lo);
      return zivDecidesOf(hi, lo, hi * erfgamma::kErfTableError, result) &
             inRange;
    };
    packedPairLoop<Fn>(x, out, n, rangeOf, positive, small);
  } else if constexpr (Fn == Unary::Atan) {
    // firstTryF64's range without the special cases: 2^-30 <= |x| < 2^500;
    // the result takes x's sign.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo;
      auto inRange = (a >= 0x1p-30) & (a < 0x1p500);
      quick::atanF64Of(inRange ? a : zero + 1, hi, lo);
      auto decided = zivDecidesOf(hi, lo, hi * kAtanError, result) & inRange;
      result = quick::withSignOf(result, v);
      return decided;
    });
  } else if constexpr (Fn == Unary::Erf) {
    // erfF64's ranges without the special cases, 2^-500 <= |x| < 3.25
    // (erfTableOf, erfc's erf(|x|)) and 3.25 <= |x| < 6 (erfTailOf), in
    // packedPairLoop (MathBench's [-4, 4] would otherwise mix them); the
    // result takes x's sign.
    auto rangeOf = [](double v) {
      double a = std::fabs(v);
      return a >= 0x1p-500 && a < 3.25 ? 1 : a >= 3.25 && a < 6 ? 2 : 0;
    };
    auto table = [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo;
      auto inRange = (a >= 0x1p-500) & (a < 3.25);
      erfgamma::erfTableOf(inRange ? a : zero + 1, hi, lo);
      auto decided =
          zivDecidesOf(hi, lo, hi * erfgamma::kErfTableError, result) &
          inRange;
      result = quick::withSignOf(result, v);
      return decided;
    };
    auto tail = [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), hi, lo;
      auto inRange = (a >= 3.25) & (a < 6);
      erfgamma::erfTailOf(inRange ? a : zero + 4, 1, hi, lo);
      auto decided = zivDecidesOf(hi, lo, zero + 0x1p-64, result) & inRange;
      result = quick::withSignOf(result, v);
      return decided;
    };
    packedPairLoop<Fn>(x, out, n, rangeOf, table, tail);
  } else if constexpr (Fn == Unary::Sin || Fn == Unary::Cos ||
                       Fn == Unary::Tan) {
    // firstTryF64's range without the special cases, 2^-30 <= |x| <
    // kCodyWaiteLimit: reduceF64Of, sinShiftedF64Of (tan: of q and q + 1,
    // divideOf) and its Ziv test; sine and tangent negated for x < 0.
    pairLoop<Fn>(x, out, n,
                 [&](F64x2 v, F64x2 &result) __attribute__((always_inline)) {
      F64x2 a = quick::absOf(v), rh, rl, hi, lo,
            err;
      auto inRange = (a >= 0x1p-30) & (a < kCodyWaiteLimit);
      auto q = quick::reduceF64Of(inRange ? a : zero + 1, rh, rl);
      if constexpr (Fn == Unary::Tan) {
        F64x2 sh, sl, ch, cl;
        quick::sinShiftedF64Of(rh, rl, q, sh, sl);
        quick::sinShiftedF64Of(rh, rl, q + 1, ch, cl);
        quick::divideOf(sh, sl, ch, cl, hi, lo);
        err = quick::absOf(hi) * 2.01 *
                  kSinShiftedError +
              kReductionError * (1 + hi * hi);
      } else {
        quick::sinShiftedF64Of(rh, rl, Fn == Unary::Cos ? q + 1 : q, hi, lo);
        err = quick::absOf(hi) * kSinShiftedError +
              kReductionError;
      }
      auto decided = zivDecidesOf(hi, lo, err, result) & inRange;
      if constexpr (Fn != Unary::Cos)
        result = quick::flipIf(result, v < 0);
      return decided;
    });
  } else if constexpr (Fn == Unary::Cbrt) {
    // firstTryF64's range, 2^-900 < |x| < 2^900 (cbrtDecidesOf); the result
    // takes x's sign.
    pairLoop<Fn>(
        x, out, n, [&](F64x2 v, F64x2 & result) __attribute__((always_inline)) {
          F64x2 a = quick::absOf(v);
          auto inRange = (a > 0x1p-900) & (a < 0x1p900);
          auto decided =
              cbrtDecidesOf(inRange ? a : zero + 1, result) & inRange;
          result = quick::withSignOf(result, v);
          return decided;
        });
  } else {
    for (int64_t i = 0; i < n; ++i)
      out[i] = f64Of<Fn>(x[i]);
  }
}

/// An array loop (f64ArrayOf, roundedArrayOf) compiled for the portable
/// instruction set (`portable`) and, on x86-64, for AVX2 (`avx2`: the same
/// IEEE operations in VEX encoding, whose three-operand forms save the
/// register copies; no fused multiply-add), which f64Array and
/// roundedArray take unless the kernels' instruction set is the portable
/// one: the same bits either way. The pair lambdas are always inlined, so
/// that they are compiled inside each loop.
template <auto Loop, typename... Args> void portable(Args... args) {
  Loop(args...);
}
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SFOLD_CRMATH_AVX2 1
template <auto Loop, typename... Args>
__attribute__((target("avx2"))) void avx2(Args... args) {
  Loop(args...);
}
#endif

using RoundedFunction = double (*)(double x, Format format, bool *proven);
using RoundedArrayFunction = void (*)(const float *x, float *out, int64_t n,
                                      Format format);
using F64Function = double (*)(double x);
using F64ArrayFunction = void (*)(const double *x, double *out, int64_t n);

template <Unary Fn> constexpr auto kF64Loop = &f64ArrayOf<Fn>;
template <Unary Fn> constexpr auto kRoundedLoop = &roundedArrayOf<Fn>;

template <size_t... I>
constexpr auto functionTables(std::index_sequence<I...>) {
  return std::make_tuple(
      std::array<RoundedFunction, kNumUnary>{
          &roundedOf<static_cast<Unary>(I)>...},
      std::array<RoundedArrayFunction, kNumUnary>{
          &portable<kRoundedLoop<static_cast<Unary>(I)>, const float *,
                    float *, int64_t, Format>...},
      std::array<F64Function, kNumUnary>{&f64Of<static_cast<Unary>(I)>...},
      std::array<F64ArrayFunction, kNumUnary>{
          &portable<kF64Loop<static_cast<Unary>(I)>, const double *, double *,
                    int64_t>...}
#ifdef SFOLD_CRMATH_AVX2
      ,
      std::array<RoundedArrayFunction, kNumUnary>{
          &avx2<kRoundedLoop<static_cast<Unary>(I)>, const float *, float *,
                int64_t, Format>...},
      std::array<F64ArrayFunction, kNumUnary>{
          &avx2<kF64Loop<static_cast<Unary>(I)>, const double *, double *,
                int64_t>...}
#endif
  );
}
constexpr auto kFunctions =
    functionTables(std::make_index_sequence<kNumUnary>());

} // namespace

double rounded(Unary fn, double x, Format format, bool *proven) {
  return std::get<0>(kFunctions)[static_cast<int>(fn)](x, format, proven);
}

void roundedArray(Unary fn, const float *x, float *out, int64_t n,
                  Format format) {
#ifdef SFOLD_CRMATH_AVX2
  if (getKernelIsa() != KernelIsa::Portable)
    return std::get<4>(kFunctions)[static_cast<int>(fn)](x, out, n, format);
#endif
  std::get<1>(kFunctions)[static_cast<int>(fn)](x, out, n, format);
}

double f64(Unary fn, double x) {
  return std::get<2>(kFunctions)[static_cast<int>(fn)](x);
}

void f64Array(Unary fn, const double *x, double *out, int64_t n) {
#ifdef SFOLD_CRMATH_AVX2
  if (getKernelIsa() != KernelIsa::Portable)
    return std::get<5>(kFunctions)[static_cast<int>(fn)](x, out, n);
#endif
  std::get<3>(kFunctions)[static_cast<int>(fn)](x, out, n);
}

template <Unary Fn> double f64(double x) { return f64Of<Fn>(x); }

void f64SinCos(double x, double &sine, double &cosine) {
  // From 2^-30 on neither is a special case.
  double a = std::fabs(x);
  if (a >= 0x1p-30 && a < kCodyWaiteLimit) {
    unsigned q;
    DD r = quick::reduceF64(a, q);
    if (sinShiftedDecides(r, q, sine) && sinShiftedDecides(r, q + 1, cosine)) {
      sine = x < 0 ? -sine : sine;
      return;
    }
  }
  sine = f64Of<Unary::Sin>(x);
  cosine = f64Of<Unary::Cos>(x);
}

void f64SinhCosh(double x, double &sinh, double &cosh) {
  // Both from largeHyperbolic's pair where sinh uses it (1 <= |x| < 709).
  double a = std::fabs(x);
  if (a >= 1 && a < 709) {
    double half;
    DD sum, difference;
    coshSinhScaled(a, half, sum, difference);
    if (zivDecides(difference, difference.hi * kF64TableError, sinh) &&
        zivDecides(sum, sum.hi * kF64TableError, cosh)) {
      sinh *= x < 0 ? -half : half;
      cosh *= half;
      return;
    }
  }
  sinh = f64Of<Unary::Sinh>(x);
  cosh = f64Of<Unary::Cosh>(x);
}
#define SFOLD_INSTANTIATE(FN) template double f64<Unary::FN>(double);
SFOLD_INSTANTIATE(Exp)
SFOLD_INSTANTIATE(Expm1)
SFOLD_INSTANTIATE(Log)
SFOLD_INSTANTIATE(Log1p)
SFOLD_INSTANTIATE(Logistic)
SFOLD_INSTANTIATE(Sin)
SFOLD_INSTANTIATE(Cos)
SFOLD_INSTANTIATE(Tan)
SFOLD_INSTANTIATE(Tanh)
SFOLD_INSTANTIATE(Sinh)
SFOLD_INSTANTIATE(Cosh)
SFOLD_INSTANTIATE(Asin)
SFOLD_INSTANTIATE(Acos)
SFOLD_INSTANTIATE(Atan)
SFOLD_INSTANTIATE(Asinh)
SFOLD_INSTANTIATE(Acosh)
SFOLD_INSTANTIATE(Atanh)
SFOLD_INSTANTIATE(Cbrt)
SFOLD_INSTANTIATE(Rsqrt)
SFOLD_INSTANTIATE(Erf)
SFOLD_INSTANTIATE(Erfc)
SFOLD_INSTANTIATE(Lgamma)
SFOLD_INSTANTIATE(Digamma)
#undef SFOLD_INSTANTIATE
static_assert(kNumUnary == 23, "instantiate f64<Fn> for every function");

//===----------------------------------------------------------------------===//
// Binary functions
//===----------------------------------------------------------------------===//

namespace {

bool isInteger(double y) { return std::fabs(y) >= 0x1p52 || y == nearestInt(y); }
bool isOddInteger(double y) {
  return std::fabs(y) < 0x1p53 && isInteger(y) &&
         (static_cast<int64_t>(y) & 1);
}

/// Special cases of pow (C99 F.9.4.4, NaN rule of BinaryOps.h); for the
/// others sets `negate` when the result is -|x|^y.
bool powSpecial(double x, double y, double &result, bool &negate) {
  negate = false;
  auto set = [&](double v) {
    result = v;
    return true;
  };
  if (y == 0 || x == 1)
    return set(1);
  if (std::isnan(x))
    return set(quietNaN(x));
  if (std::isnan(y))
    return set(quietNaN(y));
  double ax = std::fabs(x);
  if (std::isinf(y)) {
    if (ax == 1)
      return set(1);
    return set((ax < 1) == (y < 0) ? kInf : 0);
  }
  bool oddY = isOddInteger(y);
  if (x == 0 || std::isinf(x)) {
    bool small = x == 0;
    double magnitude = (y < 0) == small ? kInf : 0;
    return set(oddY && std::signbit(x) ? -magnitude : magnitude);
  }
  if (x < 0) {
    if (!isInteger(y))
      return set(kNaN);
    negate = oddY;
  }
  return false;
}

/// y log|x| as a double-double, from the double logarithm.
DD fastPowExponent(double ax, double y) {
  DD l = fast::logDD(ax);
  DD t = twoProd(y, l.hi);
  t.lo += y * l.lo;
  return fastTwoSum(t.hi, t.lo);
}

/// v = odd 2^exponent for finite v > 0.
void oddPart(double v, uint64_t &odd, int &exponent) {
  uint64_t bits = llvm::bit_cast<uint64_t>(v);
  int biased = static_cast<int>((bits >> 52) & 0x7FF);
  odd = (bits & ((uint64_t(1) << 52) - 1)) | (biased ? uint64_t(1) << 52 : 0);
  exponent = (biased ? biased : 1) - 1075;
  int tz = __builtin_ctzll(odd);
  odd >>= tz;
  exponent += tz;
}

/// base^n in 128 bits, false on overflow.
bool power128(uint64_t base, uint64_t n, unsigned __int128 &out) {
  unsigned __int128 r = 1;
  for (uint64_t i = 0; i < n; ++i) {
    if (r > (~static_cast<unsigned __int128>(0)) / base)
      return false;
    r *= base;
  }
  out = r;
  return true;
}

/// Whether ax^y == m exactly (m > 0 a double): with y = n / 2^k, whether
/// ax^n == m^(2^k), comparing odd parts and exponents. Such exact cases are
/// the only ones where a power lands on a rounding boundary (midpoint).
bool isExactPower(double ax, double y, double m) {
  int k = 0;
  while (k <= 6 && !isInteger(y)) {
    y *= 2;
    ++k;
  }
  if (!isInteger(y) || y == 0 || std::fabs(y) > 128)
    return false;
  uint64_t xo, mo;
  int xe, me;
  oddPart(ax, xo, xe);
  oddPart(m, mo, me);
  int64_t n = static_cast<int64_t>(y), twoK = int64_t(1) << k;
  bool sameExponent = static_cast<int64_t>(xe) * n == me * twoK;
  if (n < 0) // xo^-|n| = mo^(2^k) with odd parts >= 1: both are 1
    return xo == 1 && mo == 1 && sameExponent;
  unsigned __int128 left, right;
  if (!power128(xo, n, left) || !power128(mo, twoK, right))
    return false;
  return left == right && sameExponent;
}

bool atan2Special(double y, double x, double &result) {
  if (std::isnan(y) || std::isnan(x)) {
    result = std::isnan(y) ? quietNaN(y) : quietNaN(x);
    return true;
  }
  if (y == 0) {
    result = std::signbit(x) ? std::copysign(kPi.hi, y) : y;
    return true;
  }
  return false;
}

/// atan2 of the non-special operands (y != 0, not NaN) as a double-double:
/// exact constants for the infinite and zero cases, else atan(|y| / |x|)
/// in the right half-plane or pi minus it.
DD atan2Accurate(double y, double x) {
  double ay = std::fabs(y), ax = std::fabs(x);
  DD r;
  if (std::isinf(ay))
    r = std::isinf(ax) ? (x > 0 ? kPio4 : kPi - kPio4) : kPio2;
  else if (x == 0)
    r = kPio2;
  else if (std::isinf(ax))
    r = x > 0 ? DD(0) : kPi;
  else {
    // Both scaled by one power of 2 (exact) so that the division's
    // products stay in range.
    int e;
    fast::splitLog(std::max(ay, ax), e);
    DD a = dd::atan(DD(scale2(ay, -e)) / DD(scale2(ax, -e)));
    r = x > 0 ? a : kPi - a;
  }
  return y < 0 ? -r : r;
}

/// pow's first try for x > 0 (not 1), y finite and nonzero: e^(y log x)
/// from the quick logarithm and exponential. The logarithm's relative
/// error (below kTableError) makes t's below 2^-41.9, and e^t's is then
/// below kQuickError + |t| 2^-37. Exact midpoints stay undecided (the
/// bound holds) and go on to the slow path's checks.
[[gnu::always_inline]] inline bool quickPow(double x, double y, Format format,
                                            double &out) {
  if (!(x >= 0x1p-1022 && x < kInf && x != 1 && std::fabs(y) < kInf &&
        y != 0))
    return false;
  double t = y * quick::log(x);
  if (!(std::fabs(t) < 700))
    return false;
  double v = quick::exp(t);
  return decides(v, v * (kQuickError + std::fabs(t) * 0x1p-37), format, out);
}

[[gnu::noinline]] double roundedSlow(Binary fn, double x, double y,
                                     Format format, bool *proven) {
  if (proven)
    *proven = true;
  double result;
  if (fn == Binary::Atan2) {
    if (atan2Special(x, y, result))
      return roundToFormat(result, format);
    double ay = std::fabs(x), ax = std::fabs(y);
    if (std::isfinite(ay) && std::isfinite(ax) && ax != 0) {
      double a = fast::atan(ay / ax);
      double v = y > 0 ? a : kPi.hi - (a - kPi.lo);
      v = x < 0 ? -v : v;
      if (decides(v, std::fabs(v) * kFastError, format, result))
        return result;
    }
    DD v = atan2Accurate(x, y);
    if (!decidesDD(v, kAccurateError, format, result) && proven)
      *proven = false;
    return result;
  }
  bool negate;
  if (powSpecial(x, y, result, negate))
    return roundToFormat(result, format);
  double ax = std::fabs(x);
  double sign = negate ? -1 : 1;
  DD t = fastPowExponent(ax, y);
  if (t.hi > 710)
    return sign * kInf;
  if (t.hi < -746)
    return sign * 0.0;
  double v = fast::expDD(t);
  double err = v * (kFastError + std::fabs(t.hi) * 0x1p-49);
  if (decides(v, err, format, result))
    return sign * result;
  DD exponent = dd::log(DD(ax)) * y;
  DD w = dd::exp(exponent);
  double rel = (1 + std::fabs(exponent.hi)) * 0x1p-96;
  if (!decidesDD(w, rel, format, result)) {
    if (isExactPower(ax, y, w.hi))
      result = roundToFormat(w.hi, format);
    else if (proven)
      *proven = false;
  }
  return sign * result;
}

} // namespace

double rounded(Binary fn, double x, double y, Format format, bool *proven) {
  double result;
  if (fn == Binary::Pow && quickPow(x, y, format, result)) {
    if (proven)
      *proven = true;
    return result;
  }
  return roundedSlow(fn, x, y, format, proven);
}

void roundedArray(Binary fn, const float *x, const float *y, float *out,
                  int64_t n, Format format) {
  if (fn == Binary::Pow) {
    for (int64_t i = 0; i < n; ++i) {
      double result;
      if (!quickPow(x[i], y[i], format, result))
        result = roundedSlow(fn, x[i], y[i], format, nullptr);
      out[i] = static_cast<float>(result);
    }
    return;
  }
  for (int64_t i = 0; i < n; ++i)
    out[i] = static_cast<float>(roundedSlow(fn, x[i], y[i], format, nullptr));
}

double f64(Binary fn, double x, double y) {
  double result;
  if (fn == Binary::Atan2) {
    if (atan2Special(x, y, result))
      return result;
    double ay = std::fabs(x), ax = std::fabs(y);
    if (std::isfinite(ay) && std::isfinite(ax) && ax != 0) {
      // Quotients beyond the double-double range: atan(q) ~ q or pi/2 - 1/q.
      if (ay > ax * 0x1p500 || ay < ax * 0x1p-500) {
        double q = ay / ax;
        double v = q > 1 ? kPio2.hi : (y > 0 ? q : kPi.hi);
        return x < 0 ? -v : v;
      }
      if (atan2FirstTry(x, y, result))
        return result;
    }
    DD v = atan2Accurate(x, y);
    return v.hi + v.lo;
  }
  bool negate;
  if (powSpecial(x, y, result, negate))
    return result;
  double ax = std::fabs(x);
  double sign = negate ? -1 : 1;
  if (powFirstTry(ax, y, result))
    return sign * result;
  // Far out of range (where y log|x| in double-double would overflow).
  double rough = y * fast::log(ax);
  if (rough > 746)
    return sign * kInf;
  if (rough < -747)
    return sign * 0.0;
  DD exponent = dd::log(DD(ax)) * y;
  if (exponent.hi > 710)
    return sign * kInf;
  if (exponent.hi < -746)
    return sign * 0.0;
  DD w = dd::exp(exponent);
  return sign * (w.hi + w.lo);
}

void f64Array(Binary fn, const double *x, const double *y, double *out,
              int64_t n) {
  if (fn == Binary::Pow) {
    // The first try inline for x > 0 (no special case there but the ones
    // it gives as well), two operands at a time: powFirstTry's operations
    // lane by lane (each lane's value and Ziv's test its own, bit for
    // bit); lanes out of its range or undecided go through f64.
    using quick::F64x2;
    const F64x2 zero = {0, 0};
    int64_t i = 0;
    for (; i + 2 <= n; i += 2) {
      F64x2 vx = {x[i], x[i + 1]}, vy = {y[i], y[i + 1]};
      F64x2 ay = quick::absOf(vy);
      auto inRange = (vx >= 0x1p-1022) & (vx < kInf) & (ay < 0x1p900);
      F64x2 lh, ll, errLog, th, tl, k, vh, vl;
      quick::logF64Of(inRange ? vx : zero + 2, zero, lh, ll, errLog);
      quick::twoProdOf(vy, lh, th, tl);
      tl += vy * ll;
      inRange &= (th > -665) & (th < 709);
      auto bits = quick::expF64Of(inRange ? th : zero, k, vh, vl);
      quick::fastTwoSumOf(vh, vl + vh * tl, vh, vl);
      F64x2 absT = quick::absOf(th);
      F64x2 err = vh * (0x1p-64 + ay * errLog * 1.01 + absT * 0x1p-100);
      F64x2 result;
      auto decided = zivDecidesOf(vh, vl, err, result) & inRange;
      result *= quick::pow2OfK(bits);
      if (__builtin_expect(decided[0] & decided[1], 1)) {
        std::memcpy(out + i, &result, sizeof(result));
        continue;
      }
      for (int lane = 0; lane < 2; ++lane)
        out[i + lane] =
            decided[lane] ? result[lane] : f64(fn, x[i + lane], y[i + lane]);
    }
    for (; i < n; ++i) {
      double result;
      if (!(x[i] > 0 && powFirstTry(x[i], y[i], result)))
        result = f64(fn, x[i], y[i]);
      out[i] = result;
    }
    return;
  }
  for (int64_t i = 0; i < n; ++i)
    out[i] = f64(fn, x[i], y[i]);
}

} // namespace mlir::sfold::crmath

//===- FirstTryF64.h - f64's first tries ------------------------*- C++ -*-===//
//
// Private to lib/Interpreter/Math (CrMath.cpp). For each function but
// rsqrt and atan2: a double evaluation with a low part and a
// proved error bound (Quick.h's expF64, logF64, atanF64, sinShiftedF64,
// expm1Of, ErfGamma.h's erfF64, lgammaF64 and digammaF64, and the
// compositions below), whose rounding is returned only when Ziv's test
// decides it: the correctly rounded value, which the double-double value
// rounds to as well, so `f64`'s results are the same with or without
// them.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_FIRSTTRYF64_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_FIRSTTRYF64_H

#include "ErfGamma.h"
#include "Special.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace mlir::sfold::crmath::detail {

/// The relative error bounds of Ziv's test for sinShiftedF64, atanF64 and
/// logisticF64: tighter than kF64TableError, fewer operands for their
/// double-double paths (Payne-Hanek's reduction, dd::atan, dd::exp:
/// 0.3-0.9 us an operand). Below 2^-65.9, 2^-67 and 2^-65.5 by their
/// comments; measured 2^-65.7, 2^-67.4 and 2^-66.7 on 2-3 million operands
/// (near multiples of pi/2 included).
inline constexpr double kSinShiftedError = 0x1.8p-65;
inline constexpr double kAtanError = 0x1p-65;
inline constexpr double kLogisticError = 0x1p-65;

inline constexpr DD kPio2(0x1.921fb54442d18p+0, 0x1.1a62633145c07p-54);
inline constexpr DD kPi(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53);

/// log(u) for u = hi + lo, 2^-1022 <= hi < 2^1000, |lo| <= 1.01 ulp(hi),
/// within `uError` of log of the exact argument (its relative error):
/// quick::logF64 of hi with lo as its low part (the roundings of lo's term
/// below 2^-104), the absolute error bound in `err`.
[[gnu::always_inline]] inline DD logOfDD(DD u, double uError, double &err) {
  DD l = quick::logF64(u.hi, err, u.lo);
  err += uError + 0x1p-104;
  return l;
}

/// v^2 - s for |v| < 2^500 and s within a factor 2 of v^2 (a rounding of
/// v^2 or of s's square root squared): v = h + l (Veltkamp's split, 26
/// bits each), h^2 - s exact (Sterbenz), then 2hl and l^2 (exact) added;
/// exact for s = v^2 rounded (Dekker's product), else within 2^-104 v^2.
/// T lane by lane.
template <typename T>
[[gnu::always_inline]] inline T squareMinus(T v, T s) {
  T c = 134217729.0 * v; // 2^27 + 1, as `split`
  T h = c - (c - v), l = v - h;
  return ((h * h - s) + 2 * h * l) + l * l;
}

/// The square root lane by lane (IEEE's, correctly rounded).
[[gnu::always_inline]] inline double sqrtOf(double v) { return std::sqrt(v); }
[[gnu::always_inline]] inline quick::F64x2 sqrtOf(quick::F64x2 v) {
#ifdef __SSE2__
  return _mm_sqrt_pd(v);
#else
  return quick::F64x2{std::sqrt(v[0]), std::sqrt(v[1])};
#endif
}

/// log(u) as hi + lo, u = a + sqrt(a^2 +- 1) (asinh, or acosh for Acosh)
/// for 2^-30 <= a < 2^26 (acosh: 1 < a), with its absolute error bound
/// `err` (firstTryF64's asinh and acosh part; logOfDD's bound). T lane by
/// lane; for double acosh's renormalization below 1.1 is a branch, for
/// F64x2 a select.
template <bool Acosh, typename T>
[[gnu::always_inline]] inline void asinhAcoshLog(T a, T &hi, T &lo, T &err) {
  T p = a * a, e = squareMinus(a, p), sh, sl, uh, ul;
  quick::twoSumOf<T>(p, T{} + (Acosh ? -1.0 : 1.0), sh, sl);
  sl += e;
  if constexpr (Acosh) {
    if constexpr (std::is_same_v<T, double>) {
      if (__builtin_expect(a < 1.1, 0))
        quick::fastTwoSumOf(sh, sl, sh, sl); // a branch: off sqrt's chain
    } else {
      T nh, nl;
      quick::fastTwoSumOf(sh, sl, nh, nl);
      auto near1 = a < 1.1;
      sh = near1 ? nh : sh;
      sl = near1 ? nl : sl;
    }
  }
  T t = sqrtOf(sh);
  T tl = (sl - squareMinus(t, sh)) / (2 * t);
  if constexpr (Acosh)
    quick::fastTwoSumOf(a, t, uh, ul);
  else
    quick::fastTwoSumOf(t, a, uh, ul);
  ul += tl; // below 1.01 ulp(uh); not renormalized: uh is ready for the
            // logarithm before tl's division
  quick::logF64Of(uh, ul, hi, lo, err);
  err += 0x1p-100 + 0x1p-104; // logOfDD's
}

/// asin(r + rl) as hi + lo for 0 <= r <= 0.5, |rl| <= 2^-52 r, relative
/// error below 2^-66: r = c + d, c = i/128 (i = nearest(128 r)), |d| <=
/// 2^-8, d exact (Sterbenz, or c = 0); asin(c + d) = a0 + a1 d + ... + a8
/// d^8, quick::kAsinTable's Taylor coefficients (the truncation below
/// 2^-68.5 of the result), a0 as hi + lo, a1 as a 26-bit a1h + a1l: a0h
/// + a1h dh (dh = leading26(d), the product exact) kept whole, then the
/// small terms a0l, a1h (d - dh) + a1l d, T = d^2 (a2 + ... + a8 d^6)
/// and rl asin'(r) = rl (a1 + 2 a2 d) (the next term below 2^-68 of it).
/// |T| <= 0.78 d^2 asin(r) (a2 <= 0.385 and asin(r) >= c / 2 for i >= 1;
/// d^2 / 6 of it for i = 0), so its roundings (a few 2^-53 |T|) and those
/// of the low sum (whose terms are below 2^-16 of the result) stay below
/// 2^-67 of the result.
[[gnu::always_inline]] inline DD asinSmallF64(double r, double rl) {
  double k;
  quick::nearest(r * 128, k);
  const double *a = quick::kAsinTable[static_cast<int>(k)];
  double d = r - k * (1.0 / 128);
  double dh = quick::leading26(d), d2 = d * d;
  double t = d2 * (((a[4] + d * a[5]) + d2 * (a[6] + d * a[7])) +
                   d2 * d2 * ((a[8] + d * a[9]) + d2 * a[10]));
  DD s = twoSum(a[0], a[2] * dh);
  double low = ((a[1] + (a[2] * (d - dh) + a[3] * d)) +
                (t + rl * (a[2] + 2 * a[4] * d)));
  return fastTwoSum(s.hi, s.lo + low);
}

/// e^a + e^-a and e^a - e^-a as (hi + lo) 2^(m + 1) for 0 <= a < 709
/// (the difference for a >= 1; `half` = 2^(m - 1)): largeHyperbolic's
/// evaluation, quick::coshSinhOf below 40, e^a alone from there on (e^-a
/// below 2^-115 of it).
[[gnu::always_inline]] inline void coshSinhScaled(double a, double &half,
                                                  DD &sum, DD &difference) {
  if (a < 40) {
    quick::coshSinhOf<double, uint64_t>(a, sum.hi, sum.lo, difference.hi,
                                        difference.lo, half);
    return;
  }
  int m;
  sum = difference = quick::expF64(a, m);
  half = pow2(m - 1);
}

/// Ziv's test on sin(r + k pi/2) (quick::sinShiftedF64, relative error
/// below kSinShiftedError, plus the reduction's absolute error).
[[gnu::always_inline]] inline bool sinShiftedDecides(DD r, unsigned k,
                                                     double &out) {
  DD v = quick::sinShiftedF64(r, k);
  return zivDecides(v, std::fabs(v.hi) * kSinShiftedError + kReductionError,
                    out);
}

/// cbrt(a) for 2^-900 < a < 2^900 (firstTryF64's) by Ziv's test:
/// quick::cbrt (relative error below 2^-49) and one Newton step with y^3 -
/// a in double-double (as dd::cbrt, the operations of DoubleDouble.h's
/// products and sums): error below 2^-97; the range keeps y^3's products
/// and low parts normal. T lane by lane.
template <typename T>
[[gnu::always_inline]] inline auto cbrtDecidesOf(T a, T &out) {
  T y = quick::cbrtOf(a), ph, pl, ch, cl, dh, dl, hi, lo;
  quick::twoProdOf<T>(y, y, ph, pl);
  // (y^2 as ph + pl) y, as DD's product by a double.
  quick::twoProdOf<T>(ph, y, ch, cl);
  quick::fastTwoSumOf<T>(ch, cl + pl * y, ch, cl);
  quick::addOf<T>(ch, cl, -a, dh, dl);
  quick::fastTwoSumOf<T>(y, -(dh + dl) / (3 * y * y), hi, lo);
  return zivDecidesOf(hi, lo, hi * 0x1p-94, out);
}

/// tanh(a) for 0.25 <= a <= 40 (larger a are special cases), sinh(a) for
/// 1 <= a < 709 and cosh(a) for 0 <= a < 709, where the exponential
/// dominates: tanh = 1 - 2 logistic(-2a) (quick::tanhF64, relative error
/// below 2^-63.8), sinh = 2^(m - 1) (v - w) and cosh = 2^(m - 1) (v + w)
/// (coshSinhScaled, relative errors below 2^-65 and 2^-65.6; the scaling
/// of a normal result exact). Ziv's test with kF64TableError.
template <Unary Fn>
[[gnu::always_inline]] inline bool largeHyperbolic(double a, double &out) {
  if (!(a < 709))
    return false;
  if constexpr (Fn == Unary::Tanh) {
    DD t;
    quick::tanhF64(a, t.hi, t.lo);
    return zivDecides(t, t.hi * kF64TableError, out);
  } else {
    double half;
    DD sum, difference;
    coshSinhScaled(a, half, sum, difference);
    DD v = Fn == Unary::Sinh ? difference : sum;
    if (!zivDecides(v, v.hi * kF64TableError, out))
      return false;
    out *= half;
    return true;
  }
}

/// f(x) in double when the first try decides it (true, `out`). exp and
/// log (`BeforeSpecial`) are tried before the special cases: their ranges
/// hold none but exp(0) and log(1), which they give as well; the others
/// after them (x not special). Below e^-665 exp's low part is subnormal:
/// left to the double-double path.
template <Unary Fn, bool BeforeSpecial>
[[gnu::always_inline]] inline bool firstTryF64(double x, double &out) {
  if constexpr (BeforeSpecial) {
    if constexpr (Fn == Unary::Exp) {
      if (x > -665 && x < 709) {
        int m;
        DD v = quick::expF64(x, m);
        if (zivDecides(v, v.hi * kF64TableError, out)) {
          out *= pow2(m);
          return true;
        }
      }
    }
    if constexpr (Fn == Unary::Log) {
      if (x >= 0x1p-1022 && x < kInf) {
        double err;
        DD v = quick::logF64(x, err);
        if (zivDecides(v, err, out))
          return true;
      }
    }
    return false;
  } else {
    if constexpr (Fn == Unary::Expm1 || Fn == Unary::Tanh ||
                         Fn == Unary::Sinh) {
      // From e = expm1(x) (expm1(2|x|) for tanh, expm1(|x|) for sinh): tanh
      // = e / (e + 2), sinh = (e + e / (e + 1)) / 2, sums of positive terms:
      // e's relative error carries over, the quotients add below 2^-97.
      double a = Fn == Unary::Expm1 ? x : std::fabs(x);
      if (Fn == Unary::Tanh ? a >= 0.25 : Fn == Unary::Sinh && a >= 1) {
        if (largeHyperbolic<Fn>(a, out)) {
          out = x > 0 ? out : -out;
          return true;
        }
      } else if (a > -40 && a < (Fn == Unary::Tanh ? 354 : 709)) {
        DD v, e;
        quick::expm1Of(Fn == Unary::Tanh ? 2 * a : a, e.hi, e.lo);
        if constexpr (Fn == Unary::Expm1)
          v = e;
        else if constexpr (Fn == Unary::Tanh)
          v = quick::divide(e, e + 2.0);
        else
          v = (e + quick::divide(e, e + 1.0)) * 0.5;
        if (zivDecides(v, std::fabs(v.hi) * 2 * kF64TableError, out)) {
          out = Fn == Unary::Expm1 || x > 0 ? out : -out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Erf || Fn == Unary::Erfc) {
      return erfgamma::erfF64<Fn == Unary::Erfc>(x, out);
    } else if constexpr (Fn == Unary::Lgamma) {
      return erfgamma::lgammaF64(x, out);
    } else if constexpr (Fn == Unary::Digamma) {
      return erfgamma::digammaF64(x, out);
    } else if constexpr (Fn == Unary::Cosh) {
      if (largeHyperbolic<Fn>(std::fabs(x), out))
        return true;
    } else if constexpr (Fn == Unary::Logistic) {
      // quick::logisticF64 (relative error below 2^-65.5); f64Array's loop
      // evaluates it two operands at a time.
      if (x > -665 && x <= 40) {
        double hi, lo;
        quick::logisticF64(x, hi, lo);
        if (zivDecides(DD(hi, lo), hi * kLogisticError, out))
          return true;
      }
    } else if constexpr (Fn == Unary::Cbrt) {
      double a = std::fabs(x);
      if (a > 0x1p-900 && a < 0x1p900 && cbrtDecidesOf(a, out)) {
        out = x < 0 ? -out : out;
        return true;
      }
    } else if constexpr (Fn == Unary::Sin || Fn == Unary::Cos ||
                         Fn == Unary::Tan) {
      // The reduction's absolute error moves sin and cos by as much, tan by
      // (1 + tan^2) times as much; the quotient adds below 2^-98.
      double a = std::fabs(x);
      if (a < kCodyWaiteLimit) {
        unsigned q;
        DD r = quick::reduceF64(a, q);
        bool decided;
        if constexpr (Fn == Unary::Tan) {
          DD v = quick::divide(quick::sinShiftedF64(r, q),
                               quick::sinShiftedF64(r, q + 1));
          decided = zivDecides(v,
                               std::fabs(v.hi) * 2.01 * kSinShiftedError +
                                   kReductionError * (1 + v.hi * v.hi),
                               out);
        } else {
          decided = sinShiftedDecides(r, Fn == Unary::Cos ? q + 1 : q, out);
        }
        if (decided) {
          out = Fn == Unary::Cos || x > 0 ? out : -out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Log1p) {
      // Below 2^-20 the series to x^4 (the rest below 2^-100 |x|, x - x^2/2
      // kept whole); above, log(u) + ul / u for u + ul = 1 + x exactly (the
      // next term, the quotient's and the sum's roundings are below 2^-104).
      if (std::fabs(x) < 0x1p-20) {
        DD sq = twoProd(x, x);
        DD v = twoSum(x, -0.5 * sq.hi);
        v = fastTwoSum(v.hi, v.lo + (-0.5 * sq.lo +
                                     x * sq.hi * (1.0 / 3 - 0.25 * x)));
        if (zivDecides(v, std::fabs(v.hi) * kF64TableError, out))
          return true;
      } else if (x < 0x1p900) {
        DD u = twoSum(1, x);
        double err;
        DD v = logOfDD(u, 0, err);
        if (zivDecides(v, err, out))
          return true;
      }
    } else if constexpr (Fn == Unary::Atan) {
      double a = std::fabs(x);
      if (a < 0x1p500) {
        DD v = quick::atanF64(a);
        if (zivDecides(v, v.hi * kAtanError, out)) {
          out = x < 0 ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Asin || Fn == Unary::Acos) {
      // asinSmallF64 (relative error below 2^-66) of a = |x| <= 0.5, or of
      // r = sqrt(z), z = (1 -+ x) / 2 exact (Sterbenz), with r's low part
      // (z - r^2) / 2r (squareMinus): asin = pi/2 - 2 asin(r) for a > 0.5,
      // acos = pi/2 -+ asin(a) for a <= 0.5, 2 asin(r) for x > 0.5 and
      // pi - 2 asin(r) for x < -0.5. The
      // subtracted terms are at most pi/3, the results at least pi/6 and
      // pi/3 after them: the error below 2^-65 of the result (Ziv's test
      // with 2^-64: half the undecided cases of kF64TableError).
      double a = std::fabs(x);
      if (a < 1) {
        bool small = a <= 0.5;
        double z = (1 - a) * 0.5, rh = std::sqrt(z);
        double rl = -squareMinus(rh, z) / (2 * rh);
        DD v = small ? asinSmallF64(a, 0) : asinSmallF64(rh, rl);
        bool negative = x < 0;
        DD base = Fn == Unary::Asin ? (small ? DD(0) : kPio2)
                  : small           ? kPio2
                                    : (negative ? kPi : DD(0));
        double m = Fn == Unary::Asin ? (small ? 1 : -2)
                   : small           ? (negative ? 1 : -1)
                                     : (negative ? -2 : 2);
        DD h = fastTwoSum(base.hi, m * v.hi);
        v = fastTwoSum(h.hi, h.lo + (base.lo + m * v.lo));
        if (zivDecides(v, v.hi * 0x1p-64, out)) {
          out = Fn == Unary::Asin && negative ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Asinh || Fn == Unary::Acosh) {
      // log(u), u = a + sqrt(a^2 +- 1) as hi + lo (logOfDD): a^2 = p + e
      // (squareMinus), a^2 +- 1 = s + l (the sum exact, l's rounding below
      // 2^-105 of it; for acosh below a = 1.1 renormalized, as l exceeds
      // 2^-50.5 s there), sqrt(s + l) = t + (s - t^2 + l) / 2t
      // (squareMinus; the Newton step's error (l / s)^2 / 8 below 2^-104),
      // a + t exact (fastTwoSum), tl added to its low part: relative error
      // below 2^-100. No cancellation: asinh from 2^-30 (below, a special
      // case), acosh from 1. From 2^26 on, u = 2a +- 1/2a (the rest below
      // 2^-112 of it), below 2^999 (logOfDD's range).
      double a = std::fabs(x);
      if (a < 0x1p999 && (Fn == Unary::Asinh || a > 1)) {
        DD v;
        double err;
        if (a >= 0x1p26)
          v = logOfDD(DD(2 * a, (Fn == Unary::Asinh ? 0.5 : -0.5) / a),
                      0x1p-100, err);
        else
          asinhAcoshLog<Fn == Unary::Acosh>(a, v.hi, v.lo, err);
        if (zivDecides(v, err, out)) {
          out = x < 0 ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Atanh) {
      // log((1 + a) / (1 - a)) / 2 with the quotient as hi + lo (relative
      // error below 2^-97); from 2^-20 on the absolute error bound is below
      // 2^-60 of the result.
      double a = std::fabs(x);
      if (a >= 0x1p-20 && a < 1) {
        double err;
        DD u = quick::divide(twoSum(1, a), twoSum(1, -a));
        DD v = logOfDD(u, 0x1p-96, err);
        if (zivDecides(v, err, out)) {
          out = x < 0 ? -out / 2 : out / 2;
          return true;
        }
      }
    }
    return false;
  }
}

/// pow's first try for 2^-1022 <= ax < inf, |y| < 2^900: e^t, t = y log ax
/// = th + tl from quick::logF64 (absolute error below errLog, so t's is
/// below |y| errLog, plus 2^-104 |t| for y l's roundings) and expF64 of th
/// times 1 + tl (expF64's relative error below 2^-65.6, tl^2 below
/// 2^-88): Ziv's test with 2^-64 + 1.01 |y| errLog + 2^-100 |t|
/// (relative). Exact midpoints stay undecided (the bound holds). Its range
/// holds no special case of powSpecial but x = 1 and y = 0 for ax = x,
/// where it gives 1 as well.
[[gnu::always_inline]] inline bool powFirstTry(double ax, double y,
                                               double &out) {
  if (!(ax >= 0x1p-1022 && ax < kInf && std::fabs(y) < 0x1p900))
    return false;
  double errLog;
  DD l = quick::logF64(ax, errLog);
  DD t = twoProd(y, l.hi);
  t.lo += y * l.lo;
  if (!(t.hi > -665 && t.hi < 709))
    return false;
  int m;
  DD v = quick::expF64(t.hi, m);
  v = fastTwoSum(v.hi, v.lo + v.hi * t.lo);
  double err = v.hi * (0x1p-64 + std::fabs(y) * errLog * 1.01 +
                       std::fabs(t.hi) * 0x1p-100);
  if (!zivDecides(v, err, out))
    return false;
  out *= pow2(m);
  return true;
}

/// atan2(y, x)'s first try for y, x not special (finite, x != 0), their
/// magnitudes in [2^-500, 2^500] (the products of quick::divide in
/// range): q = |y| / |x| as hi + lo (relative error below 2^-98), atan(q)
/// = atanF64(qh) + ql / (1 + qh^2) (the next term below 2^-104 of it;
/// atan's condition number below 1), pi minus it for x < 0 (at least
/// pi/2, no smaller than what is subtracted): relative error below
/// kAtanError + 2^-97, Ziv's test with 1.01 kAtanError.
[[gnu::always_inline]] inline bool atan2FirstTry(double y, double x,
                                                 double &out) {
  double ay = std::fabs(y), ax = std::fabs(x);
  if (!(ay >= 0x1p-500 && ay <= 0x1p500 && ax >= 0x1p-500 && ax <= 0x1p500))
    return false;
  DD q = quick::divide(DD(ay), DD(ax));
  DD t = quick::atanF64(q.hi);
  DD v = fastTwoSum(t.hi, t.lo + q.lo / (1 + q.hi * q.hi));
  if (x < 0) {
    DD h = fastTwoSum(kPi.hi, -v.hi);
    v = fastTwoSum(h.hi, h.lo + (kPi.lo - v.lo));
  }
  if (!zivDecides(v, v.hi * 1.01 * kAtanError, out))
    return false;
  out = y < 0 ? -out : out;
  return true;
}

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_FIRSTTRYF64_H

//===- FirstTryF64.h - f64's first tries ------------------------*- C++ -*-===//
//
// Private to lib/Interpreter/Math (CrMath.cpp). For each function but
// rsqrt, digamma and atan2: a double evaluation with a low part and a
// proved error bound (Quick.h's expF64, logF64, atanF64, sinShiftedF64,
// Internal.h's expm1F64, ErfGamma.h's erfF64 and lgammaF64, and the
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

namespace mlir::sfold::crmath::detail {

/// log(u) for u = hi + lo, 2^-1022 <= hi < 2^1024, within `uError` of
/// log of the exact argument (its relative error): quick::logF64 of hi
/// plus lo / hi (the next term, the quotient's and the sum's roundings
/// below 2^-104), the absolute error bound in `err`.
[[gnu::always_inline]] inline DD logOfDD(DD u, double uError, double &err) {
  DD l = quick::logF64(u.hi, err);
  err += uError + 0x1p-104;
  return fastTwoSum(l.hi, l.lo + u.lo / u.hi);
}

/// tanh(a) for 0.55 <= a < 40, sinh(a) for 1 <= a < 709 and cosh(a) for
/// 0 <= a < 709 from e^(2a) or e^a = v 2^m (quick::expF64, relative error
/// below 2^-65.6): f64's first try where the exponential dominates. tanh
/// = 1 - q, q = 2 / (E + 1) < 1/2 (E = e^(2a) > 3): E's error, E + 1's
/// and the quotient's roundings (2^-104, 2^-98) leave q's below 2^-65.5
/// relative, so 1 - q's below 2^-65.5 of it. sinh = 2^(m - 1) (v - 2^-2m
/// / v) (the second term, below 2^-115 of the first from a = 40 on,
/// dropped there): the relative errors of v and 1 / v grow by at most
/// coth(1) < 1.32 in the difference, below 2^-65.1 (and its rounding
/// then the scaling of a normal result: exact); cosh the same with a sum
/// (no growth). Ziv's test with kF64TableError.
template <Unary Fn>
[[gnu::always_inline]] inline bool largeHyperbolic(double a, double &out) {
  if (!(a < 709))
    return false;
  int m;
  if constexpr (Fn == Unary::Tanh) {
    DD v = quick::expF64(2 * a, m);
    double scale = pow2(m);
    DD q = quick::divide(DD(2), DD(v.hi * scale, v.lo * scale) + 1.0);
    DD s = twoSum(1, -q.hi);
    DD t = fastTwoSum(s.hi, s.lo - q.lo);
    return zivDecides(t, t.hi * kF64TableError, out);
  } else {
    DD v = quick::expF64(a, m);
    if (a < 40) {
      DD w = quick::divide(DD(1), v);
      double scale = pow2(-2 * m);
      w = DD(w.hi * scale, w.lo * scale);
      v = Fn == Unary::Sinh ? v - w : v + w;
    }
    if (!zivDecides(v, v.hi * kF64TableError, out))
      return false;
    out *= pow2(m - 1);
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
      if (Fn == Unary::Tanh ? a >= 0.55 : Fn == Unary::Sinh && a >= 1) {
        if (largeHyperbolic<Fn>(a, out)) {
          out = x > 0 ? out : -out;
          return true;
        }
      } else if (a > -40 && a < (Fn == Unary::Tanh ? 354 : 709)) {
        DD v;
        if constexpr (Fn == Unary::Expm1) {
          v = fast::expm1F64(a);
        } else if constexpr (Fn == Unary::Tanh) {
          DD e = fast::expm1F64(2 * a);
          v = quick::divide(e, e + 2.0);
        } else {
          DD e = fast::expm1F64(a);
          v = (e + quick::divide(e, e + 1.0)) * 0.5;
        }
        if (zivDecides(v, std::fabs(v.hi) * 2 * kF64TableError, out)) {
          out = Fn == Unary::Expm1 || x > 0 ? out : -out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Erf || Fn == Unary::Erfc) {
      return erfgamma::erfF64<Fn == Unary::Erfc>(x, out);
    } else if constexpr (Fn == Unary::Lgamma) {
      return erfgamma::lgammaF64(x, out);
    } else if constexpr (Fn == Unary::Cosh) {
      if (largeHyperbolic<Fn>(std::fabs(x), out))
        return true;
    } else if constexpr (Fn == Unary::Logistic) {
      // 1 / (1 + E), E = e^-x for x >= 0; E / (1 + E), E = e^x = v 2^m below
      // (the quotient scaled by 2^m, a normal result): E's relative error
      // (2^-65.6) carries over to 1 + E, the quotient adds 2^-98.
      if (x > -665 && x <= 40) {
        int m;
        DD v = quick::expF64(-std::fabs(x), m);
        double scale = pow2(m);
        DD q = quick::divide(x >= 0 ? DD(1) : v,
                             DD(v.hi * scale, v.lo * scale) + 1.0);
        if (zivDecides(q, q.hi * kF64TableError, out)) {
          out = x >= 0 ? out : out * scale;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Cbrt) {
      // quick::cbrt (relative error below 2^-49) and one Newton step with
      // y^3 - a in double-double (as dd::cbrt): error below 2^-97; the range
      // keeps y^3's products and low parts normal.
      double a = std::fabs(x);
      if (a > 0x1p-900 && a < 0x1p900) {
        double y = quick::cbrt(a);
        DD d = twoProd(y, y) * y - a;
        DD v = fastTwoSum(y, -(d.hi + d.lo) / (3 * y * y));
        if (zivDecides(v, v.hi * 0x1p-94, out)) {
          out = x < 0 ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Sin || Fn == Unary::Cos ||
                         Fn == Unary::Tan) {
      // The reduction's absolute error moves sin and cos by as much, tan by
      // (1 + tan^2) times as much; the quotient adds below 2^-98.
      double a = std::fabs(x);
      if (a < kCodyWaiteLimit) {
        unsigned q;
        DD r = quick::reduceF64(a, q);
        DD v;
        double err;
        if constexpr (Fn == Unary::Tan) {
          v = quick::divide(quick::sinShiftedF64(r, q),
                            quick::sinShiftedF64(r, q + 1));
          err = std::fabs(v.hi) * 2.5 * kF64TableError +
                kReductionError * (1 + v.hi * v.hi);
        } else {
          v = quick::sinShiftedF64(r, Fn == Unary::Cos ? q + 1 : q);
          err = std::fabs(v.hi) * kF64TableError + kReductionError;
        }
        if (zivDecides(v, err, out)) {
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
    } else if constexpr (Fn == Unary::Asin) {
      // atan(w), w = a / sqrt((1 - a)(1 + a)) as hi + lo (relative error
      // below 2^-97), atan(wh + wl) = atan(wh) + wl / (1 + wh^2) (the next
      // term below 2^-100 of it); atan's condition number is below 1.
      double a = std::fabs(x);
      if (a < 1) {
        DD w = quick::divide(DD(a), sqrt(twoSum(1, -a) * twoSum(1, a)));
        DD t = quick::atanF64(w.hi);
        DD v = fastTwoSum(t.hi, t.lo + w.lo / (1 + w.hi * w.hi));
        if (zivDecides(v, v.hi * kF64TableError, out)) {
          out = x < 0 ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Atan) {
      double a = std::fabs(x);
      if (a < 0x1p500) {
        DD v = quick::atanF64(a);
        if (zivDecides(v, v.hi * kF64TableError, out)) {
          out = x < 0 ? -out : out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Acos) {
      // 2 atan(w), w = sqrt((1 - x) / (1 + x)) as hi + lo (relative error
      // below 2^-97), as asin's.
      if (x > -1 && x < 1) {
        DD w = sqrt(quick::divide(twoSum(1, -x), twoSum(1, x)));
        DD t = quick::atanF64(w.hi);
        DD v = fastTwoSum(t.hi, t.lo + w.lo / (1 + w.hi * w.hi));
        if (zivDecides(v, v.hi * kF64TableError, out)) {
          out = 2 * out;
          return true;
        }
      }
    } else if constexpr (Fn == Unary::Asinh || Fn == Unary::Acosh) {
      // log(a + sqrt(a^2 -+ 1)) with the argument as hi + lo (a^2 exact,
      // relative error below 2^-97): asinh from a = 1 on (no cancellation),
      // acosh from 1 (a^2 - 1 exact there); below 2^500 the squares stay in
      // range.
      double a = std::fabs(x);
      if (a < 0x1p500 && (Fn == Unary::Asinh ? a >= 1 : a > 1)) {
        DD sq = twoProd(a, a);
        DD u = sqrt(Fn == Unary::Asinh ? sq + 1.0 : sq - 1.0) + a;
        double err;
        DD v = logOfDD(u, 0x1p-96, err);
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

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_FIRSTTRYF64_H

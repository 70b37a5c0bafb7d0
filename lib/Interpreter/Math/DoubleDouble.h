//===- DoubleDouble.h - unevaluated sums of two doubles ---------*- C++ -*-===//
//
// Private to lib/Interpreter/Math. A double-double `DD` is hi + lo with
// |lo| <= ulp(hi) / 2 (about 106 significant bits). Built from IEEE
// + - * / and sqrt only (Dekker's product, no fused multiply-add), so the
// results are the same on every machine; the files using it are compiled
// with -ffp-contract=off. Operations keep a relative error of a few 2^-106
// as long as no intermediate overflows (|operands| < 2^995 for products).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_DOUBLEDOUBLE_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_DOUBLEDOUBLE_H

#include "llvm/ADT/bit.h"

#include <cmath>
#include <cstdint>

namespace mlir::sfold::crmath::detail {

struct DD {
  double hi = 0, lo = 0;
  DD() = default;
  constexpr DD(double h, double l = 0) : hi(h), lo(l) {}
};

/// a + b exactly, any magnitudes.
inline DD twoSum(double a, double b) {
  double s = a + b;
  double bb = s - a;
  double e = (a - (s - bb)) + (b - bb);
  return {s, e};
}
/// a + b exactly when |a| >= |b| (or a == 0).
inline DD fastTwoSum(double a, double b) {
  double s = a + b;
  return {s, b - (s - a)};
}
/// Veltkamp's split of `a` into two 26-bit halves.
inline void split(double a, double &hi, double &lo) {
  double c = 134217729.0 * a; // 2^27 + 1
  hi = c - (c - a);
  lo = a - hi;
}
/// a * b exactly (Dekker), barring overflow / underflow.
inline DD twoProd(double a, double b) {
  double p = a * b, ah, al, bh, bl;
  split(a, ah, al);
  split(b, bh, bl);
  double e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
  return {p, e};
}

inline DD operator+(DD a, DD b) {
  DD s = twoSum(a.hi, b.hi), t = twoSum(a.lo, b.lo);
  s.lo += t.hi;
  s = fastTwoSum(s.hi, s.lo);
  s.lo += t.lo;
  return fastTwoSum(s.hi, s.lo);
}
inline DD operator+(DD a, double b) {
  DD s = twoSum(a.hi, b);
  s.lo += a.lo;
  return fastTwoSum(s.hi, s.lo);
}
inline DD operator-(DD a) { return {-a.hi, -a.lo}; }
inline DD operator-(DD a, DD b) { return a + (-b); }
inline DD operator-(DD a, double b) { return a + (-b); }
inline DD operator*(DD a, DD b) {
  DD p = twoProd(a.hi, b.hi);
  p.lo += a.hi * b.lo + a.lo * b.hi;
  return fastTwoSum(p.hi, p.lo);
}
inline DD operator*(DD a, double b) {
  DD p = twoProd(a.hi, b);
  p.lo += a.lo * b;
  return fastTwoSum(p.hi, p.lo);
}
inline DD operator/(DD a, DD b) {
  double q1 = a.hi / b.hi;
  DD r = a - b * q1;
  double q2 = r.hi / b.hi;
  r = r - b * q2;
  double q3 = r.hi / b.hi;
  DD q = fastTwoSum(q1, q2);
  return q + q3;
}
/// sqrt(a) for a >= 0: one Newton step from the double square root.
inline DD sqrt(DD a) {
  if (a.hi <= 0)
    return {std::sqrt(a.hi), 0};
  double s = std::sqrt(a.hi);
  DD e = a - twoProd(s, s);
  return fastTwoSum(s, e.hi / (2 * s));
}
inline double toDouble(DD a) { return a.hi + a.lo; }

/// 2^k as a double for -1022 <= k <= 1023 (built from its bits).
inline double pow2(int k) {
  return llvm::bit_cast<double>(static_cast<uint64_t>(k + 1023) << 52);
}
/// x * 2^k for any k in [-2100, 2100], rounding once at most (in the last
/// step, when the result is subnormal).
inline double scale2(double x, int k) {
  if (k >= -1022 && k <= 1023)
    return x * pow2(k);
  while (k > 1023) {
    x *= pow2(1023);
    k -= 1023;
  }
  if (k < -1022) {
    // Two steps, the last one rounding to a subnormal.
    int first = k < -1022 - 900 ? -1022 : k + 900;
    x *= pow2(first);
    k -= first;
    if (k < -1022) {
      x *= pow2(-1022);
      k += 1022;
    }
  }
  return x * pow2(k);
}
inline DD scale2(DD x, int k) { return {scale2(x.hi, k), scale2(x.lo, k)}; }

/// Round to the nearest integer (ties to even) for |x| < 2^52.
inline double nearestInt(double x) {
  double a = std::fabs(x);
  return std::copysign((a + 0x1p52) - 0x1p52, x);
}

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_DOUBLEDOUBLE_H

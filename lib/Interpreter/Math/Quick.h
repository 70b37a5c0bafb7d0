//===- Quick.h - table-driven first tries -----------------------*- C++ -*-===//
//
// Private to lib/Interpreter/Math. Inline evaluations in double for
// operands of at most 24 bits of precision (f32 and narrower), branch-free
// on the common path so that a kernel's loop inlines them, and the f64
// first tries that share their tables (logF64, atanF64, sinShiftedF64,
// hi + lo results): each has a claimed relative error bound (proved in its
// comment, measured by the throwaway checks quoted in docs/interpreter.md),
// and CrMath.cpp rounds its value only when Ziv's test decides the
// rounding with that bound. Tables from scripts/crmath-tables.py
// (Tables.inc).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_QUICK_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_QUICK_H

#include "Internal.h"

namespace mlir::sfold::crmath::detail::quick {

#include "Tables.inc"

/// The claimed relative error of log, log1p, atan and cbrt below (their
/// errors are below 2^-44.5, 2^-44.5, 2^-50 and 2^-50; measured 2^-44.7,
/// 2^-44.7, 2^-52.1 and 2^-51.2 on 1.2 to 2.2 million f32 operands each).
inline constexpr double kTableError = 0x1p-42;

/// Round to the nearest integer (ties to even) for |x| < 2^51, as a double
/// `k` and in the low bits of the returned word (k mod 2^51).
[[gnu::always_inline]] inline uint64_t nearest(double x, double &k) {
  double shifted = x + 0x1.8p52;
  k = shifted - 0x1.8p52;
  return llvm::bit_cast<uint64_t>(shifted);
}

/// v with its sign flipped when `negate` is set.
[[gnu::always_inline]] inline double flipIf(double v, bool negate) {
  return llvm::bit_cast<double>(llvm::bit_cast<uint64_t>(v) ^
                                (static_cast<uint64_t>(negate) << 63));
}

//===----------------------------------------------------------------------===//
// One or two lanes: the exp-based first tries on double or F64x2
//===----------------------------------------------------------------------===//
//
// exp, expReduce, expParts, expCombine and the exp-based first tries at
// the end (expm1Of, logisticF64, tanhF64, coshSinhOf) are templates on the
// lane type T: double, or F64x2, two doubles in one vector register (GCC's
// and Clang's vector extension), where every operation is the IEEE
// operation of each lane, so a lane's value is bit for bit the scalar
// one; only the table lookups are per lane. The array loops of f64's
// logistic, tanh, cosh and expm1 and of the narrow formats' logistic
// evaluate two operands at a time (SSE2 on x86-64: half the instructions).

using F64x2 = double __attribute__((vector_size(16)));
using U64x2 = uint64_t __attribute__((vector_size(16)));

[[gnu::always_inline]] inline uint64_t bitsOf(double v) {
  return llvm::bit_cast<uint64_t>(v);
}
[[gnu::always_inline]] inline U64x2 bitsOf(F64x2 v) { return (U64x2)v; }
[[gnu::always_inline]] inline double fromBits(uint64_t b) {
  return llvm::bit_cast<double>(b);
}
[[gnu::always_inline]] inline F64x2 fromBits(U64x2 b) { return (F64x2)b; }
/// m (a magnitude: its sign bit clear) with the sign of `from`, lane by
/// lane.
[[gnu::always_inline]] inline F64x2 withSignOf(F64x2 m, F64x2 from) {
  return fromBits(bitsOf(m) | (bitsOf(from) & bitsOf(F64x2{-0.0, -0.0})));
}
/// |v| lane by lane (its sign bit cleared).
[[gnu::always_inline]] inline F64x2 absOf(F64x2 v) {
  return fromBits(bitsOf(v) & ~bitsOf(F64x2{-0.0, -0.0}));
}
/// table[i] lane by lane.
[[gnu::always_inline]] inline double lookup(const double *table, uint64_t i) {
  return table[i];
}
[[gnu::always_inline]] inline F64x2 lookup(const double *table, U64x2 i) {
  return F64x2{table[i[0]], table[i[1]]};
}
/// leading26 lane by lane.
template <typename T> [[gnu::always_inline]] inline T leading26Of(T v) {
  return fromBits(bitsOf(v) & ~((uint64_t(1) << 27) - 1));
}
/// twoSum and fastTwoSum (DoubleDouble.h) lane by lane: s + e = a + b.
template <typename T>
[[gnu::always_inline]] inline void twoSumOf(T a, T b, T &s, T &e) {
  s = a + b;
  T bb = s - a;
  e = (a - (s - bb)) + (b - bb);
}
template <typename T>
[[gnu::always_inline]] inline void fastTwoSumOf(T a, T b, T &s, T &e) {
  s = a + b;
  e = b - (s - a);
}
/// 2^(k >> 6) for k = 64 m + j of expReduce's `bits` (|m| <= 1022): the
/// shifted word is 0x4338... + k, whose shift by 6 is 0x010CE... + m;
/// the constant's part leaves with the shift by 52.
template <typename U> [[gnu::always_inline]] inline auto pow2OfK(U bits) {
  return fromBits(((bits >> 6) + 1023) << 52);
}

/// e^x for |x| < 708 (relative error below kQuickError): the reduction
/// x = (64 m + j) ln2/64 + r, |r| <= ln2/128 (1 + 2^-52), ln2/64 in two
/// parts, the first with 36 bits (k c1 exact for |k| < 2^17); e^r = 1 + r +
/// r^2/2 + r^3/6 + r^4/24 e^c: the last term is below 3.62e-11 < 2^-34.6
/// relative; the roundings (table, reduction, three products and sums) add
/// less than 2^-50.
/// T lane by lane.
template <typename T> [[gnu::always_inline]] inline T exp(T x) {
  const double c1 = 0x1.62e42fefa0000p-7, c2 = 0x1.cf79abc9e3b3ap-46;
  T shifted = x * 0x1.71547652b82fep+6 + 0x1.8p52; // as `nearest`
  T k = shifted - 0x1.8p52;
  T r = (x - k * c1) - k * c2;
  T p = r + r * r * (0.5 + r * (1.0 / 6));
  auto bits = bitsOf(shifted);
  T t = lookup(kExp2Table, bits & 63);
  return (t + t * p) * pow2OfK(bits); // m = k >> 6 in [-1021, 1021]
}

/// e^x = t (1 + p) for |x| < 708: exp's reduction, t = 2^m T (the
/// table's 2^(j/64) scaled exactly), p = e^r - 1 to r^5/5! (the rest below
/// 2^-54.5 absolute, r^5 / 720 relative where k = 0). T lane by lane.
template <typename T>
[[gnu::always_inline]] inline void expSplit(T x, T &t, T &p) {
  const double c1 = 0x1.62e42fefa0000p-7, c2 = 0x1.cf79abc9e3b3ap-46;
  T shifted = x * 0x1.71547652b82fep+6 + 0x1.8p52; // as `nearest`
  T k = shifted - 0x1.8p52;
  T r = (x - k * c1) - k * c2;
  T r2 = r * r;
  p = r + r2 * ((0.5 + r * (1.0 / 6)) + r2 * (1.0 / 24 + r * (1.0 / 120)));
  auto bits = bitsOf(shifted);
  t = lookup(kExp2Table, bits & 63) * pow2OfK(bits); // m in [-1021, 1021]
}

/// e^x - 1 for 2^-60 <= |x| < 708 (relative error below kTableError):
/// expSplit, e^x - 1 = (t - 1) + t p. t - 1 is exact where |x| < 0.35;
/// from there on e^x / |e^x - 1| < 3.4 bounds the roundings' growth (below
/// 2^-50); below, the truncation and the roundings are below 2^-54
/// absolute while |e^x - 1| >= 2^-7.6 where k != 0 (k = 0: the polynomial
/// alone, a few 2^-53 relative): below 2^-46 (measured 2^-46.5).
[[gnu::always_inline]] inline double expm1(double x) {
  double t, p;
  expSplit(x, t, p);
  return (t - 1) + t * p;
}

/// v's leading 26 significant bits (its low 27 cleared): the product of
/// two such numbers is exact, and so is v - leading26(v) (27 bits).
[[gnu::always_inline]] inline double leading26(double v) {
  return llvm::bit_cast<double>(llvm::bit_cast<uint64_t>(v) &
                                ~((uint64_t(1) << 27) - 1));
}

/// expF64's reduction of |x| < 709: x = (64 m + j) ln2/64 + rh + rl with
/// ln2/64 in three parts, the first two of 37 bits (k c1, k c2 exact for
/// |k| < 2^16, x - k c1 exact), rh + rl exact but for k c3 (below
/// 2^-110); |rh| < 2^-7.52. Returns k = 64 m + j (in its low bits).
template <typename T>
[[gnu::always_inline]] inline auto expReduce(T x, T &k, T &rh, T &rl) {
  const double c1 = 0x1.62e42fefa0000p-7, c2 = 0x1.cf79abc9e0000p-46,
               c3 = 0x1.d9cc01f97b57ap-85;
  T shifted = x * 0x1.71547652b82fep+6 + 0x1.8p52; // as `nearest`
  k = shifted - 0x1.8p52;
  T r0;
  twoSumOf<T>(x - k * c1, -(k * c2), rh, r0);
  rl = r0 - k * c3;
  return bitsOf(shifted);
}

/// The even and odd parts of e^r - 1 - r to r^7, r = rh (Estrin's scheme):
/// r^2 (1/2 + r^2/24 + r^4/720) and r^3 (1/6 + r^2/120 + r^4/5040); for
/// |r| < 2^-7.52 the truncation is below 2^-75.5 and each part's
/// roundings below 3 2^-53 of it.
template <typename T>
[[gnu::always_inline]] inline void expParts(T r, T &even, T &odd) {
  T r2 = r * r, r4 = r2 * r2;
  even = r2 * ((0.5 + r2 * (1.0 / 24)) + r4 * (1.0 / 720));
  odd = r * r2 * ((1.0 / 6 + r2 * (1.0 / 120)) + r4 * (1.0 / 5040));
}

/// T e^r as hi + lo, not normalized (|lo| < 2^-15.9 |hi|), for T = 2^(j/64) (j
/// = the low 6 bits of `bits`), r = rh + rl, q = e^rh - 1 - rh (expParts' sum):
/// T as th + tl; th rh = thh rhh (the leading26 parts: exact) + thh rhl + thl
/// rh (below 2^-25 of it, rounded below 2^-85 of the result); th + thh rhh kept
/// whole; th (rl (1 + rh) + q) (the dropped rl rh^2 below 2^-84), tl (1 + rh)
/// (tl's missing tl q below 2^-69) and the sums of the low part each round
/// below 2^-68 relative to T e^r >= 0.99 th: below 2^-65.6 of the result, with
/// q's error. Lane by lane (`hi`, `lo`) or as a DD.
template <typename T, typename U>
[[gnu::always_inline]] inline void expCombine(U bits, T rh, T rl, T q, T &hi,
                                              T &lo) {
  T th = lookup(kExp2Table, bits & 63), tl = lookup(kExp2TableLo, bits & 63);
  T thh = leading26Of(th), rhh = leading26Of(rh), sl;
  fastTwoSumOf<T>(th, thh * rhh, hi, sl);
  lo = sl + ((thh * (rh - rhh) + (th - thh) * rh) +
             (th * (rl * (1 + rh) + q) + tl * (1 + rh)));
}
[[gnu::always_inline]] inline DD expCombine(uint64_t bits, double rh, double rl,
                                            double q) {
  DD v;
  expCombine(bits, rh, rl, q, v.hi, v.lo);
  return v;
}

/// e^x = (hi + lo) 2^m for |x| < 709 (f64's first try), relative error
/// below kF64TableError: expReduce, then expCombine of q = expParts' sum
/// (its roundings below 3 2^-53 |q| < 2^-67.4): below 2^-65.6 in all.
/// T lane by lane (`expF64Of`: k = 64 m + j, and returns expReduce's
/// word, whose pow2OfK is 2^m).
template <typename T>
[[gnu::always_inline]] inline auto expF64Of(T x, T &k, T &hi, T &lo) {
  T rh, rl, even, odd;
  auto bits = expReduce(x, k, rh, rl);
  expParts(rh, even, odd);
  expCombine(bits, rh, rl, even + odd, hi, lo);
  fastTwoSumOf(hi, lo, hi, lo);
  return bits;
}
[[gnu::always_inline]] inline DD expF64(double x, int &m) {
  double k;
  DD v;
  expF64Of(x, k, v.hi, v.lo);
  m = static_cast<int>(static_cast<int64_t>(k) >> 6);
  return v;
}

/// log1p(r) for |r| <= 0.0112 to r^6: the rest is below |r|^7 / 7 / (1 -
/// |r|) < 2^-48.2 (absolute) and |r|^6 / 7 relative.
template <typename T> [[gnu::always_inline]] inline T log1pPoly(T r) {
  // Estrin's scheme: a shorter dependency chain than Horner's.
  T r2 = r * r;
  T p = (-0.5 + r * (1.0 / 3)) + r2 * ((-0.25 + r * 0.2) + r2 * (-1.0 / 6));
  return r + r2 * p;
}

/// log(x) for 2^-1022 <= x < 2^1024 with at most 33 significant bits
/// (relative error below kTableError). x = m 2^e, m in [sqrt(1/2),
/// sqrt(2)) (from the bits, no branch); i = nearest(64 m) in 45..91, c the
/// table's 20-bit 64/i (1 for i = 64): r = m c - 1 is exact (m c has at
/// most 53 bits and lies in [1 - 0.0112, 1 + 0.0112]); log x = e ln2 -
/// log c + log1p(r). log1p's truncation is below 2^-44.7 relative (|r| <=
/// 1/128 where c = 1, else |log x| >= 2^-7.01 and |r| < 2^-6.98), the
/// table's and the sum's roundings below 2^-49 (every term is at most
/// twice |log x|). T lane by lane: e, m, i and e's double from the bits
/// (unsigned integer operations only), i by the 0x1.8p52 shift.
template <typename T> [[gnu::always_inline]] inline T log(T x) {
  const uint64_t sqrtHalf = 0x3FE6A09E667F3BCDULL; // sqrt(1/2)
  const uint64_t magic = 0x4338000000000000ULL;    // 0x1.8p52's bits
  auto bits = bitsOf(x);
  // e + 1024 (bits - sqrtHalf + 2^62 is in [0, 2^63) for normal x > 0).
  auto biased = (bits - sqrtHalf + (uint64_t(1024) << 52)) >> 52;
  T m = fromBits(bits - ((biased - 1024) << 52));
  auto row = (bitsOf(m * 64 + 0x1.8p52) - magic - 45) * 3;
  T c = lookup(&kLogTable[0][0], row), logHi = lookup(&kLogTable[0][1], row),
    logLo = lookup(&kLogTable[0][2], row);
  T r = m * c - 1;
  T de = fromBits(biased + magic) - (0x1.8p52 + 1024); // exact
  constexpr double ln2Hi = 0x1.62e42fefa39efp-1, ln2Lo = 0x1.abc9e3b39803fp-56;
  return (de * ln2Hi + logHi) + (log1pPoly(r) + (de * ln2Lo + logLo));
}

/// log(x) as hi + lo for 2^-1022 <= x < 2^1024 (f64's first try), with
/// an absolute error below `err` = 3 2^-52 rh^2 + 2^-77 |h|: x = m 2^e
/// as in `log`, i = nearest(256 m) in 181..362, c the table's 20-bit 256/i
/// (1 for i = 256), r = m c - 1 = rh + rl exact (m's first 26 bits and
/// the rest times c are exact, m c - pc is the rounding error of a
/// product), |r| < 2^-8.49; log x = (e
/// ln2 - log c) + log1p(r) with log1p(r) = rh + rl (1 - rh) + P(rh), P =
/// -rh^2/2 + ... - rh^8/8 (the rest below 2^-79.5, the dropped rl rh^2
/// below 2^-78). e ln2's first part and the table's are multiples of 2^-43
/// below 2^10, so their sum is exact, and so is its sum with rh (it is 0
/// or at least 2^-8 > |rh|: fastTwoSum); |log x| < 1.01 |h| for that sum
/// h where c != 1 or e != 0 (below, the bound's second term is 0). P's
/// roundings are below 2^-52 rh^2 (r2 = rh^2 rounded once, P = r2 (-1/2 +
/// rh/3) + r2^2 (...)), the two sums adding the small terms below 2^-53
/// (0.51 rh^2 + 2^-33.9 + 2^-53 |log x|) each: below 1.52 2^-52 rh^2 in
/// all (measured 1.52 2^-52 rh^2 on 3 million operands; the bound claims
/// twice that). A low part xl of the argument (|xl| <= 1.01 ulp(x), x <
/// 2^1000 when xl != 0) joins rl as xl 2^-e c (below 2^-51.4 rh^2, so
/// the dropped rl rh^2 grows by 2^-51.4 rh^2: the first term of the bound
/// is 4 2^-52 rh^2 when xl != 0). Where c != 1 or e != 0,
/// |log x| >= 2^-9 and the constant parts' errors (2^-88 for e ln2, 2^-97
/// for the table) and the roundings of the sums of terms up to 2^-34 are
/// below 2^-84 |log x|; where c = 1 and e = 0 those terms are 0.
/// T lane by lane (`logF64Of`; `logF64` on double): e as a double and
/// 2^-e from the bits (unsigned integer operations), the row index by
/// the same conversion as the scalar one, lane by lane.
[[gnu::always_inline]] inline uint64_t logRow256(double m) {
  return static_cast<uint64_t>(static_cast<int>(m * 256 + 0.5) - 181) * 3;
}
[[gnu::always_inline]] inline U64x2 logRow256(F64x2 m) {
  return U64x2{logRow256(m[0]), logRow256(m[1])};
}
template <typename T>
[[gnu::always_inline]] inline void logF64Of(T x, T xl, T &hi, T &lo, T &err) {
  const uint64_t sqrtHalf = 0x3FE6A09E667F3BCDULL;
  const uint64_t magic = 0x4338000000000000ULL; // 0x1.8p52's bits
  auto bits = bitsOf(x);
  // e + 1024 (bits - sqrtHalf + 2^62 is in [0, 2^63) for normal x > 0).
  auto biased = (bits - sqrtHalf + (uint64_t(1024) << 52)) >> 52;
  auto mBits = bits - ((biased - 1024) << 52);
  T m = fromBits(mBits);
  auto row = logRow256(m);
  T c = lookup(&kLogTable256[0][0], row),
    logHi = lookup(&kLogTable256[0][1], row),
    logLo = lookup(&kLogTable256[0][2], row);
  // m c exactly: c has 20 bits, m is split into its first 26 bits and the
  // rest (from its bits).
  T mh = fromBits(mBits & ~((uint64_t(1) << 27) - 1));
  T ml = m - mh, pc = m * c;
  T rh = pc - 1, rl = (mh * c - pc) + ml * c;
  auto hasLow = xl != 0;
  // 2^-e (e in [-1022, 1023]).
  rl = hasLow ? rl + xl * fromBits((2047 - biased) << 52) * c : rl;
  // -r^2/2 + r^3/3 - ... - r^8/8 by Estrin's scheme.
  T r2 = rh * rh, r4 = r2 * r2;
  T p = r2 * (-0.5 + rh * (1.0 / 3)) +
        r4 * ((-0.25 + rh * 0.2) +
              r2 * ((-1.0 / 6 + rh * (1.0 / 7)) + r2 * -0.125));
  T de = fromBits(biased + magic) - (0x1.8p52 + 1024); // e, exact
  constexpr double ln2Hi = 0x1.62e42fefa3800p-1, ln2Lo = 0x1.ef35793c76730p-45;
  T h, hl;
  fastTwoSumOf<T>(de * ln2Hi + logHi, rh, h, hl);
  T small = (rl * (1 - rh) + p) + (de * ln2Lo + logLo);
  T absH = fromBits(bitsOf(h) & ~(uint64_t(1) << 63));
  err = r2 * (hasLow ? T{} + 0x1p-50 : T{} + 0x1.8p-51) + absH * 0x1p-77;
  fastTwoSumOf<T>(h, hl + small, hi, lo);
}
[[gnu::always_inline]] inline DD logF64(double x, double &err, double xl = 0) {
  DD v;
  logF64Of(x, xl, v.hi, v.lo, err);
  return v;
}

/// log1p(x) for 2^-60 <= |x|, -1 < x < 2^52, x with at most 24
/// significant bits (relative error below kTableError): the polynomial
/// for |x| < 2^-7 (truncation below 2^-44.8 relative), else log(1 + x),
/// whose sum is exact (at most 31 significant bits).
[[gnu::always_inline]] inline double log1p(double x) {
  if (std::fabs(x) < 0x1p-7)
    return log1pPoly(x);
  return log(1 + x);
}

/// sin(r) for |r| <= 0.786 to r^11/11!: the rest is below r^12/13! / (sin
/// r / r) < 2^-36.5 relative; the roundings add a few 2^-53.
[[gnu::always_inline]] inline double sinPoly(double r) {
  double z = r * r;
  double p = -1.0 / 39916800;
  p = p * z + 1.0 / 362880;
  p = p * z - 1.0 / 5040;
  p = p * z + 1.0 / 120;
  p = p * z - 1.0 / 6;
  return r + r * z * p;
}

/// cos(r) for |r| <= 0.786 to r^12/12!: the rest is below r^14/14! / cos
/// r < 2^-40.7 relative.
[[gnu::always_inline]] inline double cosPoly(double r) {
  double z = r * r;
  double p = 1.0 / 479001600;
  p = p * z - 1.0 / 3628800;
  p = p * z + 1.0 / 40320;
  p = p * z - 1.0 / 720;
  p = p * z + 1.0 / 24;
  return (1 - 0.5 * z) + z * z * p;
}

/// sin and cos of x for |x| < 1.5 2^20 (CrMath.cpp's Cody-Waite limit):
/// the three-part reduction of reduceCodyWaite (relative error 2^-52 plus
/// an absolute one below 2^-100) and sinPoly / cosPoly (relative error
/// below kQuickError); the caller picks by the quadrant without a branch.
[[gnu::always_inline]] inline void sinCos(double x, double &s, double &c,
                                          unsigned &quadrant) {
  const double c1 = 0x1.921fb54400000p+0, c2 = 0x1.0b4611a600000p-34,
               c3 = 0x1.3198a2e037073p-69;
  double k;
  quadrant = static_cast<unsigned>(
      nearest(x * 0x1.45f306dc9c883p-1, k) & 3);
  double r = ((x - k * c1) - k * c2) - k * c3;
  s = sinPoly(r);
  c = cosPoly(r);
}


/// twoProd and the double-double sums of DoubleDouble.h lane by lane
/// (the same operations): p + e = a b (Dekker, Veltkamp's split);
/// (hi, lo) = (ah, al) + (bh, bl) and (ah, al) + b.
template <typename T>
[[gnu::always_inline]] inline void twoProdOf(T a, T b, T &p, T &e) {
  T ca = 134217729.0 * a, cb = 134217729.0 * b; // 2^27 + 1
  T ah = ca - (ca - a), bh = cb - (cb - b), al = a - ah, bl = b - bh;
  p = a * b;
  e = ((ah * bh - p) + ah * bl + al * bh) + al * bl;
}
template <typename T>
[[gnu::always_inline]] inline void addOf(T ah, T al, T bh, T bl, T &hi, T &lo) {
  T sh, sl, th, tl;
  twoSumOf(ah, bh, sh, sl);
  twoSumOf(al, bl, th, tl);
  fastTwoSumOf(sh, sl + th, sh, sl);
  fastTwoSumOf(sh, sl + tl, hi, lo);
}
template <typename T>
[[gnu::always_inline]] inline void addOf(T ah, T al, T b, T &hi, T &lo) {
  T sh, sl;
  twoSumOf(ah, b, sh, sl);
  fastTwoSumOf(sh, sl + al, hi, lo);
}

/// a / b for double-doubles with a relative error below 2^-98: one
/// division, inv = 1 / b.hi, and one correction of q1 = a.hi inv (within
/// 2^-51.9 of a / b): the remainder a - b q1 with q1 b by Dekker (a.hi -
/// q1 b.hi exact, Sterbenz), times inv (relative error 2^-52 of a term
/// below 2^-51.9 of the quotient).
/// T lane by lane (`divideOf`).
template <typename T>
[[gnu::always_inline]] inline void divideOf(T ah, T al, T bh, T bl, T &hi,
                                            T &lo) {
  T inv = 1.0 / bh;
  T q1 = ah * inv, ph, pl;
  twoProdOf(q1, bh, ph, pl);
  T rest = (((ah - ph) - pl) + al) - q1 * bl;
  fastTwoSumOf(q1, rest * inv, hi, lo);
}
[[gnu::always_inline]] inline DD divide(DD a, DD b) {
  DD q;
  divideOf(a.hi, a.lo, b.hi, b.lo, q.hi, q.lo);
  return q;
}

/// a = q pi/2 + r for 0 <= a < 1.5 2^20, r as hi + lo with an absolute
/// error below 2^-100: reduceCodyWaite's three parts, the first two
/// products exact, a - k c1 exact and the next difference kept whole
/// (k c3's rounding is below 2^-101).
/// T lane by lane (`reduceF64Of`: returns the quadrant, in the low bits of
/// `nearest`'s word).
template <typename T>
[[gnu::always_inline]] inline auto reduceF64Of(T a, T &hi, T &lo) {
  const double c1 = 0x1.921fb54400000p+0, c2 = 0x1.0b4611a600000p-34,
               c3 = 0x1.3198a2e037073p-69;
  T shifted = a * 0x1.45f306dc9c883p-1 + 0x1.8p52; // as `nearest`
  T k = shifted - 0x1.8p52, sh, sl;
  twoSumOf<T>(a - k * c1, -(k * c2), sh, sl);
  twoSumOf<T>(sh, sl - k * c3, hi, lo);
  return bitsOf(shifted) & 3;
}
[[gnu::always_inline]] inline DD reduceF64(double a, unsigned &quadrant) {
  DD r;
  quadrant = static_cast<unsigned>(reduceF64Of(a, r.hi, r.lo));
  return r;
}

/// sin(r + k pi/2) as hi + lo for |r| <= 0.786 (f64's first try), relative
/// error below kF64TableError: r = j/64 + d, |d| <= 1/128, d = dh + dl (dh
/// exact); sin(j/64 + d) = A cos d + B sin d with (A, B) = (S, C), (C, -S),
/// (-S, -C) or (-C, S) by k, S and C the table's sin and cos of j/64 as hi +
/// lo: A + B dh as A + bh' dh' (the leading26 parts of B's high part and of dh:
/// exact, and the sum exact: |A| >= sin(1/64) > |dh| or A = 0) plus the rest of
/// B dh (below 2^-25 of it, rounded below 2^-77 of the result), then the small
/// terms A (cos dh - 1) (to dh^8), B (sin dh - dh) (to dh^7), B dl - A dh dl
/// and the tables' low parts: the truncations and the dropped dl d^2 terms are
/// below 2^-75 of the result, the small terms' roundings below 2^-66 of it
/// (they scale with A, which is below twice the result where it is small).
/// T lane by lane (`sinShiftedF64Of`; U: unsigned or U64x2, the row's
/// coefficients per lane, the selections by masks).
[[gnu::always_inline]] inline void sinCosRow(double jd, double (&row)[4]) {
  const double *r = kSinCosTable[static_cast<int>(std::fabs(jd))];
  for (int c = 0; c < 4; ++c)
    row[c] = r[c];
}
[[gnu::always_inline]] inline void sinCosRow(F64x2 jd, F64x2 (&row)[4]) {
  const double *first = kSinCosTable[static_cast<int>(std::fabs(jd[0]))],
               *second = kSinCosTable[static_cast<int>(std::fabs(jd[1]))];
  for (int c = 0; c < 4; ++c)
    row[c] = F64x2{first[c], second[c]};
}
/// flipIf lane by lane (`negate` a comparison's mask).
template <typename M>
[[gnu::always_inline]] inline F64x2 flipIf(F64x2 v, M negate) {
  return fromBits(bitsOf(v) ^ ((U64x2)negate & (uint64_t(1) << 63)));
}
template <typename T, typename U>
[[gnu::always_inline]] inline void sinShiftedF64Of(T rh, T rl, U k, T &hi,
                                                   T &lo) {
  T shifted = rh * 64 + 0x1.8p52; // as `nearest`
  T jd = shifted - 0x1.8p52;
  T dh = rh - jd * (1.0 / 64), dl = rl;
  auto negative = jd < 0;
  T row[4];
  sinCosRow(jd, row);
  auto odd = (k & 1) != 0;
  T sh = flipIf(row[0], negative), sl = flipIf(row[1], negative);
  T ah = odd ? row[2] : sh, al = odd ? row[3] : sl;
  T bh = flipIf(odd ? sh : row[2], odd), bl = flipIf(odd ? sl : row[3], odd);
  T z = dh * dh;
  T sd = dh * z * (-1.0 / 6 + z * (1.0 / 120 - z * (1.0 / 5040)));
  T cd = z * (-0.5 + z * (1.0 / 24 + z * (-1.0 / 720 + z * (1.0 / 40320))));
  T bhh = leading26Of(bh), dhh = leading26Of(dh), h, hl, vh, vl;
  fastTwoSumOf<T>(ah, bhh * dhh, h, hl);
  T low =
      (bhh * (dh - dhh) + (bh - bhh) * dh) +
      (((al + bl * dh) + (bh * dl - ah * dh * dl)) + (ah * cd + bh * sd));
  fastTwoSumOf<T>(h, hl + low, vh, vl);
  auto flip = (k & 2) != 0;
  hi = flipIf(vh, flip);
  lo = flipIf(vl, flip);
}
[[gnu::always_inline]] inline DD sinShiftedF64(DD r, unsigned k) {
  DD v;
  sinShiftedF64Of(r.hi, r.lo, k, v.hi, v.lo);
  return v;
}

/// kAtanTable's row of a >= 0: a's eighth of a binade from 2^-9 on (row
/// 0 below, 273 from 2^25 on).
[[gnu::always_inline]] inline const double *atanRow(double a) {
  uint64_t bits = llvm::bit_cast<uint64_t>(a);
  int64_t i = static_cast<int64_t>(bits >> 49) - ((1023 - 9) << 3) + 1;
  return kAtanTable[i < 0 ? 0 : i > 273 ? 273 : i];
}
/// The row's centre c and atan(c) as hi + lo, lane by lane.
[[gnu::always_inline]] inline void atanRowOf(double a, double &c, double &hi,
                                             double &lo) {
  const double *row = atanRow(a);
  c = row[0];
  hi = row[1];
  lo = row[2];
}
[[gnu::always_inline]] inline void atanRowOf(F64x2 a, F64x2 &c, F64x2 &hi,
                                             F64x2 &lo) {
  const double *first = atanRow(a[0]), *second = atanRow(a[1]);
  c = F64x2{first[0], second[0]};
  hi = F64x2{first[1], second[1]};
  lo = F64x2{first[2], second[2]};
}

/// atan(a) for 0 <= a < 2^100, a with at most 24 significant bits
/// (relative error below kTableError): atan(a) = atan(c) + atan(t), t =
/// (a - c) / (1 + a c), c the table's centre of a's eighth of a binade
/// (0 below 2^-9, 2^60 from 2^25 on): a - c and a c are exact (same
/// binade; 24 + 5 bits), so t has a relative error below 2^-52, and |t| <=
/// 1/32 (2^-9 below 2^-9, 2^-25 above 2^25); the series to t^9 leaves
/// |t|^11 / 11 < 2^-58 and |t| <= atan(a) (every term is below the
/// result): the roundings add below 2^-50.
[[gnu::always_inline]] inline double atan(double a) {
  const double *row = atanRow(a);
  double t = (a - row[0]) / (1 + a * row[0]);
  double z = t * t;
  double p = 1.0 / 9;
  p = p * z - 1.0 / 7;
  p = p * z + 0.2;
  p = p * z - 1.0 / 3;
  return row[1] + (t + t * z * p);
}

/// atan(a) as hi + lo for 0 <= a < 2^500 (f64's first try), relative error
/// below kF64TableError: the reduction of `atan` with t = (a - c) / (1 + a
/// c) as th + tl (a - c exact but above 2^25; a c exact as the sum of a's
/// leading26 part and its rest times c, which has 5 bits; th = (a - c)
/// inv, inv = 1 / (1 + a c) rounded, and one correction tl = (a - c - th
/// (1 + a c)) inv with th times the high part as leading26 parts (exact,
/// and a - c minus it exact: Sterbenz) plus the rest (below 2^-24 of it,
/// rounded below 2^-77): relative error below 2^-76, and 2^-52 above 2^25
/// where |t| < 2^-25 is below 2^-24 of the result); atan(t) = th + th z
/// P(z) + tl (1 - z), z = th^2, P to t^15 by Estrin's scheme (the rest
/// below |t|^17 / 17 < 2^-89 and tl t^4 < 2^-73 |t|); th z P's roundings
/// are below 2^-63.6 |t|, and |t| <= atan(a) / 16 but below 2^-9 (c = 0).
/// T lane by lane (`atanF64Of`; `atanF64` on double).
template <typename T>
[[gnu::always_inline]] inline void atanF64Of(T a, T &hi, T &lo) {
  T c, vh, vl, ach, acl, dh, dl;
  atanRowOf(a, c, vh, vl);
  T num = a - c, ah = leading26Of(a);
  fastTwoSumOf<T>(ah * c, (a - ah) * c, ach, acl);
  twoSumOf<T>(T{} + 1.0, ach, dh, dl);
  dl += acl;
  T inv = 1.0 / dh;
  T th = num * inv;
  T thh = leading26Of(th), dhh = leading26Of(dh);
  T tl = (((num - thh * dhh) - (thh * (dh - dhh) + (th - thh) * dh)) -
          th * dl) *
         inv;
  T z = th * th, z2 = z * z;
  T p = ((-1.0 / 3 + z * 0.2) + z2 * (-1.0 / 7 + z * (1.0 / 9))) +
        z2 * z2 * ((-1.0 / 11 + z * (1.0 / 13)) + z2 * (-1.0 / 15));
  T sh, sl;
  twoSumOf<T>(vh, th, sh, sl);
  fastTwoSumOf<T>(sh, sl + (vl + (tl * (1.0 - z) + th * z * p)), hi, lo);
}
[[gnu::always_inline]] inline DD atanF64(double a) {
  DD v;
  atanF64Of(a, v.hi, v.lo);
  return v;
}

/// cbrt(a) for 2^-1022 <= a < 2^1024 (relative error below kTableError):
/// a = t 2^(3j), t in [1, 8); the table's cube root of the centre of t's
/// eighth of its binade is within 2^-5.6 (relative), and two Halley steps
/// (error e -> (2/3) e^3) bring it below 2^-52.6, the last step's
/// roundings below 2^-50. T lane by lane (`cbrtOf`): with E = a's biased
/// exponent, j + 1023 = (E + 2046) / 3 (as (E + 2046) 43691 >> 17, exact
/// for E + 2046 < 2^16) and t's exponent e - 3j = E + 2046 - 3 (j + 1023).
template <typename T> [[gnu::always_inline]] inline T cbrtOf(T a) {
  auto bits = bitsOf(a);
  auto shifted = (bits >> 52) + 2046;
  auto jBiased = (shifted * 43691) >> 17;
  auto rem = shifted - 3 * jBiased;
  T t = fromBits((bits & ((uint64_t(1) << 52) - 1)) | ((1023 + rem) << 52));
  T y = lookup(kCbrtTable, rem * 8 + ((bits >> 49) & 7));
  for (int step = 0; step < 2; ++step) {
    T y3 = y * y * y;
    y = y * (y3 + 2 * t) / (2 * y3 + t);
  }
  return y * fromBits(jBiased << 52);
}
[[gnu::always_inline]] inline double cbrt(double a) { return cbrtOf(a); }

//===----------------------------------------------------------------------===//
// Logistic's first try, one or two lanes
//===----------------------------------------------------------------------===//

/// logistic(x) = 1 / b, b = 1 + E, E = e^-x, as hi + lo for -665 < x <=
/// 40 (f64's first try; T = double or F64x2, lane by lane), relative error
/// below 2^-65.5: E = (vh + vl) 2^m by expReduce, expParts and expCombine
/// (relative error below 2^-65.6, normalized; the scaling exact); b = 1 +
/// E as bh + bl (twoSum, then vl 2^m added, rounded below 2^-105 of b)
/// keeps E's relative error (a sum of positive terms); inv = 1 / bh is
/// within 2^-51.9 of 1 / b; e = 1 - inv b, with inv bh as leading26 parts
/// (ih bhh exact, 1 minus it exact: Sterbenz; ih (bh - bhh) exact: 26 and
/// 27 bits; (inv - ih) bh below 2^-25, rounded below 2^-78) and inv bl
/// (below 2^-52, rounded below 2^-105): its absolute error below 2^-76;
/// 1 / b = inv (1 + e + e^2 + ...), e^2 < 2^-103 dropped, inv e rounded
/// below 2^-104: below 2^-65.5 of 1 / b in all. From -665 on the result,
/// its low part and the reciprocal are normal; no division but inv's.
template <typename T>
[[gnu::always_inline]] inline void logisticF64(T x, T &hi, T &lo) {
  T k, rh, rl, even, odd, vh, vl, bh, bl;
  auto bits = expReduce<T>(-x, k, rh, rl);
  expParts(rh, even, odd);
  expCombine(bits, rh, rl, even + odd, vh, vl);
  fastTwoSumOf(vh, vl, vh, vl);
  T scale = pow2OfK(bits);
  twoSumOf<T>(T{} + 1.0, vh * scale, bh, bl);
  bl += vl * scale;
  T inv = 1.0 / bh;
  T ih = leading26Of(inv), bhh = leading26Of(bh);
  T e = ((1.0 - ih * bhh) - (ih * (bh - bhh) + (inv - ih) * bh)) - inv * bl;
  fastTwoSumOf<T>(inv, inv * e, hi, lo);
}

/// tanh(a) = 1 - q, q = 2 / (e^2a + 1) = 2 logistic(-2a), as hi + lo for
/// 0.25 <= a <= 40 (T lane by lane): q has logisticF64's relative error
/// (below 2^-65.5), 1 - q's high part is exact (twoSum) and its low part
/// rounded below 2^-105; relative to tanh(a) q's error grows by q / (1 -
/// q) <= 3.09 (at a = 0.25): below 2^-63.8.
template <typename T>
[[gnu::always_inline]] inline void tanhF64(T a, T &hi, T &lo) {
  T qh, ql, sl;
  logisticF64<T>(-2.0 * a, qh, ql);
  twoSumOf<T>(T{} + 1.0, -2.0 * qh, hi, sl);
  fastTwoSumOf<T>(hi, sl - 2.0 * ql, hi, lo);
}

/// e^a + e^-a and e^a - e^-a as (hi + lo) 2^(m + 1) for 0 <= a < 40
/// (`half` = 2^(m - 1); T lane by lane): e^a = v 2^m and e^-a = w 2^-m'
/// from one reduction (expCombine of k and -k, of r and -r, with
/// expParts' even part plus or minus its odd part: no division; -k's
/// shifted word is 2 0x4338... minus k's), the high parts summed exactly
/// and the low parts (below 2^-15.9 of them) with roundings below 2^-68:
/// the relative errors of v and w (below 2^-65.6) carry over to the sum
/// and grow by at most coth(1) < 1.32 in the difference for a >= 1.
template <typename T, typename U>
[[gnu::always_inline]] inline void
coshSinhOf(T a, T &sumHi, T &sumLo, T &differenceHi, T &differenceLo, T &half) {
  T k, rh, rl, even, odd, vh, vl, wh, wl, sl, dl;
  U bits = expReduce<T>(a, k, rh, rl);
  expParts(rh, even, odd);
  expCombine(bits, rh, rl, even + odd, vh, vl);
  U negated = 2 * 0x4338000000000000ULL - bits;
  expCombine(negated, -rh, -rl, even - odd, wh, wl);
  T scale = fromBits(((negated >> 6) - (bits >> 6) + 1023) << 52);
  half = fromBits(((bits >> 6) + 1022) << 52);
  twoSumOf<T>(vh, scale * wh, sumHi, sl);
  fastTwoSumOf<T>(sumHi, sl + (vl + scale * wl), sumHi, sumLo);
  twoSumOf<T>(vh, -scale * wh, differenceHi, dl);
  fastTwoSumOf<T>(differenceHi, dl + (vl - scale * wl), differenceHi,
                  differenceLo);
}

/// e^x - 1 as hi + lo for -40 < x < 709, relative error below
/// kF64TableError (f64's first try; T lane by lane): expReduce, e^x - 1 =
/// (2^m th - 1) + 2^m (th (e^r - 1) + tl e^r) with e^r - 1 = rh + rh^2/2
/// + rh^3 (1/6 + ... + rh^4/7!) + rl (1 + rh): 2^m th - 1 as hi + lo
/// (2^m th exact: -59 <= m <= 1022), th rh and th rh^2/2 exact (Dekker),
/// the rest (below 2^-21) in double: its roundings and truncation below
/// 2^-73 of e^x. Relative to e^x - 1 that is below 2^-70 from |x| >= 0.35
/// (e^x / |e^x - 1| < 3.4); below, the exact terms carry the result (|x|
/// >= ln2/128 where k != 0, or d = 0).
template <typename T>
[[gnu::always_inline]] inline void expm1Of(T x, T &hi, T &lo) {
  T k, rh, rl, r2, r2l, bh, bl, ch, cl, vh, vl;
  auto bits = expReduce<T>(x, k, rh, rl);
  T th = lookup(kExp2Table, bits & 63), tl = lookup(kExp2TableLo, bits & 63);
  T scale = pow2OfK(bits);
  twoProdOf<T>(rh, rh, r2, r2l);
  T q3 = rh * r2 *
         ((1.0 / 6 + rh * (1.0 / 24)) +
          r2 * ((1.0 / 120 + rh * (1.0 / 720)) + r2 * (1.0 / 5040)));
  T small =
      th * ((q3 + 0.5 * r2l) + rl * (1.0 + rh)) + tl * ((1.0 + rh) + 0.5 * r2);
  twoProdOf<T>(th, rh, bh, bl);
  twoProdOf<T>(th, 0.5 * r2, ch, cl);
  addOf(bh, bl, ch, cl, bh, bl);
  twoSumOf<T>(th * scale, T{} - 1.0, vh, vl);
  addOf(vh, vl, bh * scale, bl * scale, vh, vl);
  addOf(vh, vl, small * scale, hi, lo);
}

//===----------------------------------------------------------------------===//
// Branch-free helpers of the exp / log / logistic / tanh / cosh first tries
//===----------------------------------------------------------------------===//

/// a when `condition` holds, else b, from the bits (no branch: a kernel's
/// operands may have random signs).
[[gnu::always_inline]] inline double selectIf(bool condition, double a,
                                              double b) {
  uint64_t mask = -static_cast<uint64_t>(condition);
  return llvm::bit_cast<double>((llvm::bit_cast<uint64_t>(a) & mask) |
                                (llvm::bit_cast<uint64_t>(b) & ~mask));
}

} // namespace mlir::sfold::crmath::detail::quick

namespace mlir::sfold::crmath::detail {

/// Ziv's test in double: whether hi + lo, within `err` of the exact value,
/// rounds to one double (`out`). T lane by lane (`zivDecidesOf`: a mask
/// for F64x2).
template <typename T>
[[gnu::always_inline]] inline auto zivDecidesOf(T hi, T lo, T err, T &out) {
  out = hi + (lo - err);
  return out == hi + (lo + err);
}
[[gnu::always_inline]] inline bool zivDecides(DD v, double err, double &out) {
  return zivDecidesOf(v.hi, v.lo, err, out);
}

} // namespace mlir::sfold::crmath::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_QUICK_H

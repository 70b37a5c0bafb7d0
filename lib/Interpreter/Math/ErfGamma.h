//===- ErfGamma.h - first tries of erf, erfc, lgamma, digamma ---*- C++ -*-===//
//
// Private to lib/Interpreter/Math (CrMath.cpp). erf and erfc from Taylor
// tables (scripts/crmath-tables.py erf, ErfTables.inc): erf itself around
// c = i/16 (below 1/2 for the narrow formats, below 3.25 for f64), and
// g(x) = e^(x^2) erfc(x) around the centres of the sixteenths of the
// binades from 1/2 to 32, so that erfc(x) = e^(-x^2) g(x) (no
// cancellation) and erf = 1 - erfc there (erfc(1/2) < 0.48: the
// difference keeps the relative error, times erfc / erf < 0.93); lgamma
// by Stirling's series after a shift to z >= 10 (f64: from 16 on, z >= 8)
// and the reflection formula; lgamma (f64) and digamma from Taylor
// tables around the centres of the sixteenths of the binades from 1/2 to
// 16, with absolute bounds. f64's evaluations carry a low part, the
// narrow formats' are in double. Each first try returns only when Ziv's
// test decides the rounding with its bound, so every result is the one
// of the exact path (but f64's erfc from 24 on, completed here by
// dd::erfcRounded).
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_MATH_ERFGAMMA_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_MATH_ERFGAMMA_H

#include "Quick.h"

namespace mlir::sfold::crmath::detail::erfgamma {

#include "ErfTables.inc"

inline constexpr DD kPi(0x1.921fb54442d18p+1, 0x1.1a62633145c07p-53);

/// pi t as hi + lo for 0 <= t <= 1/2 (below 2^-104 of it).
[[gnu::always_inline]] inline DD piTimes(double t) {
  DD r = twoProd(kPi.hi, t);
  return fastTwoSum(r.hi, r.lo + kPi.lo * t);
}

/// kErfcxTable's row index of a and d = a - c for 1/2 <= a < 32 (`rowOf`;
/// T lane by lane, from the bits).
template <typename T>
[[gnu::always_inline]] inline auto erfcxRow(T a, T &d) {
  auto bits = quick::bitsOf(a);
  T c = quick::fromBits(((bits >> 48) << 48) | (uint64_t(1) << 47));
  d = a - c;
  return (bits >> 48) - ((1023 - 1) << 4);
}

/// The rows of two lanes: row[k] is their k-th coefficients.
struct RowPair {
  const double *first, *second;
  quick::F64x2 operator[](int k) const {
    return quick::F64x2{first[k], second[k]};
  }
};

/// The row of a and d = a - c (exact) for 0 <= a < 32: kErfTable's for a
/// < 1/2 (c = nearest(16 a) / 16, |d| <= 1/32: a multiple of ulp(a) below
/// 2 ulp(a)'s binade, or a itself), else kErfcxTable's (c the centre of
/// a's sixteenth of its binade 2^e, |d| <= 2^(e-5), c a multiple of
/// 2^(e-5)).
[[gnu::always_inline]] inline const double *rowOf(double a, double &d) {
  if (a < 0.5) {
    double k;
    quick::nearest(a * 16, k);
    d = a - k * (1.0 / 16);
    return kErfTable[static_cast<int>(k)];
  }
  return kErfcxTable[erfcxRow(a, d)];
}

/// The tail sum a_k d^(k-4), k = 4..13, of a table row (row[8..17]) by
/// Estrin's scheme (d2 = d^2 rounded): a shorter dependency chain than
/// Horner's. Each term passes through at most six roundings, below 2^-50
/// of sum |a_k d^(k-4)|; d^4 times the tail is below 2^-19.8 of the
/// row's value (both tables, mpmath), so these roundings are below 2^-69
/// of it.
/// T lane by lane (R: `const double *`, or RowPair for F64x2).
template <typename R, typename T>
[[gnu::always_inline]] inline T taylorTail(const R &row, T d, T d2) {
  T d4 = d2 * d2;
  T p0 = row[8] + d * row[9], p1 = row[10] + d * row[11],
    p2 = row[12] + d * row[13], p3 = row[14] + d * row[15],
    p4 = row[16] + d * row[17];
  return (p0 + d2 * p1) + d4 * ((p2 + d2 * p3) + d4 * p4);
}

/// sum a_k d^k, k = 0..13, of a table row in double (the narrow formats'
/// first try): Horner's scheme from a_3 down after taylorTail; sum (k +
/// 1) |a_k d^k| is below 4 times the value on every row (mpmath, at the
/// intervals' ends), so Horner's roundings are below 2^-50 and the
/// coefficients' below 2^-51 of the value; the tail's below 2^-69, the
/// truncation below 2^-70: below 2^-49 in all.
/// T lane by lane (R as taylorTail's).
template <typename R, typename T>
[[gnu::always_inline]] inline T taylor(const R &row, T d) {
  T s = taylorTail(row, d, d * d);
  for (int k = 6; k >= 0; k -= 2)
    s = s * d + row[k];
  return s;
}

/// The same as hi + lo for kErfTable's rows (f64's first try), relative
/// error below 2^-70: a_0 + a_1 d + a_2 d^2 + a_3 d^3 + d^4 tail, the
/// products apart (a shorter dependency chain): d^2 = d2h + d2l exact,
/// d^3 and a_1..a_3 d^k by Dekker from the high parts with the low parts'
/// products (their roundings below 2^-104 of each term, every term below
/// twice the value), the tail from a_4 in double (below 2^-19.8 of the
/// value: its roundings and d2h^2's below 2^-70); a_0 + a_1 d kept whole
/// (twoSum), then the smaller terms a_2 d^2 and a_3 d^3 (below 2^-9 of the
/// value) and the low parts (below 2^-51 of it); the truncation below
/// 2^-80 (mpmath). With MayCancel (taylorAbs) every sum is a twoSum.
/// T lane by lane (R as taylorTail's).
template <bool MayCancel = false, typename R, typename T>
[[gnu::always_inline]] inline void taylorErf(const R &row, T d, T &hi,
                                             T &lo) {
  T d2h, d2l, d3h, d3l, p1h, p1l, p2h, p2l, p3h, p3l, sh, sl, s2h, s2l, s3h,
      s3l;
  quick::twoProdOf(d, d, d2h, d2l);
  T t = taylorTail(row, d, d2h);
  quick::twoProdOf(d2h, d, d3h, d3l);
  d3l += d2l * d;
  quick::twoProdOf<T>(row[2], d, p1h, p1l);
  quick::twoProdOf<T>(row[4], d2h, p2h, p2l);
  quick::twoProdOf<T>(row[6], d3h, p3h, p3l);
  T low = (row[1] + (row[3] * d + p1l)) +
          ((p2l + (row[4] * d2l + row[5] * d2h)) +
           ((p3l + (row[6] * d3l + row[7] * d3h)) + (d2h * d2h) * t));
  auto sum = [](T a, T b, T &s, T &e) {
    if constexpr (MayCancel)
      quick::twoSumOf(a, b, s, e);
    else
      quick::fastTwoSumOf(a, b, s, e);
  };
  quick::twoSumOf<T>(row[0], p1h, sh, sl);
  sum(sh, p2h, s2h, s2l);
  sum(s2h, p3h, s3h, s3l);
  sum(s3h, (sl + s2l) + (s3l + low), hi, lo);
}
template <bool MayCancel = false>
[[gnu::always_inline]] inline DD taylorErf(const double *row, double d) {
  DD v;
  taylorErf<MayCancel>(row, d, v.hi, v.lo);
  return v;
}

/// A table's rows (kErfTable's, kErfcxTable's) for row indices, one lane
/// or two.
template <size_t N>
[[gnu::always_inline]] inline const double *rowsOf(const double (&table)[N][18],
                                                   uint64_t i) {
  return table[i];
}
template <size_t N>
[[gnu::always_inline]] inline RowPair rowsOf(const double (&table)[N][18],
                                             quick::U64x2 i) {
  return RowPair{table[i[0]], table[i[1]]};
}

/// Ziv's relative bound for erfTableOf's erf(a) and erfc's 1 -+ erf(a)
/// below 1/2 (taylorErf's 2^-70, 2^-69.8 relative to 1 -+ erf: erf <
/// 0.53 < erfc there; measured 2^-70.9 and 2^-72.3 on 3 million
/// operands): 2^-68, a sixteenth of erfF64's 2^-64, for a sixteenth as
/// many operands on the double-double path (erf's continued fraction).
inline constexpr double kErfTableError = 0x1p-68;

/// erf(a) as hi + lo for 0 <= a < 3.25 from kErfTable (taylorErf): c =
/// i/16 nearest a (`quick::nearest`'s shift, i in its low bits), d = a -
/// c exact (Sterbenz from 1/2 on). T lane by lane.
template <typename T>
[[gnu::always_inline]] inline void erfTableOf(T a, T &hi, T &lo) {
  T shifted = a * 16 + 0x1.8p52, k = shifted - 0x1.8p52;
  taylorErf(rowsOf(kErfTable, quick::bitsOf(shifted) - 0x4338000000000000ULL),
            a - k * (1.0 / 16), hi, lo);
}

/// `taylorErf` for kErfcxTable's rows with a shorter dependency chain
/// (f64's first try), relative error below 2^-65: there |a_1 d| < a_0 /
/// 32 and the terms from a_3 are below 2^-15 of the value (mpmath), so
/// a_1 d and a_2 d^2 are formed apart (Dekker, d^2 = d2h + d2l exact,
/// their low parts' roundings below 2^-104), a_3 + d tail and d^3 = d2h d
/// in double (with the dropped d2l and a_3's low part: four roundings of
/// 2^-53, below 2^-66.6 of the value), the sums of the high parts kept
/// whole and the low parts' sum (below 2^-14 of the value) rounded below
/// 2^-66.
/// T lane by lane (R as taylorTail's).
template <typename R, typename T>
[[gnu::always_inline]] inline void taylorErfcx(const R &row, T d, T &hi,
                                               T &lo) {
  T d2h, d2l, p1h, p1l, p2h, p2l, sh, sl, s2h, s2l;
  quick::twoProdOf(d, d, d2h, d2l);
  T t = taylorTail(row, d, d2h);
  T t3 = row[6] + (row[7] + d * t);
  quick::twoProdOf<T>(row[2], d, p1h, p1l);
  quick::twoProdOf<T>(row[4], d2h, p2h, p2l);
  T low = (row[1] + row[3] * d) +
          ((p1l + (p2l + (row[4] * d2l + row[5] * d2h))) + t3 * (d2h * d));
  quick::fastTwoSumOf<T>(row[0], p1h, sh, sl);
  quick::fastTwoSumOf<T>(sh, p2h, s2h, s2l);
  quick::fastTwoSumOf<T>(s2h, s2l + (sl + low), hi, lo);
}

/// erfc(a) = e^(-a^2) g(a) as (hi + lo) times the returned power of two
/// for 1/2 <= a < 26.5 (f64's first try), relative error below 2^-64.2:
/// g from taylorErfcx (`row`, d from erfcxRow), e^(-a^2) = v 2^m: a^2 =
/// sh + sl exactly, quick::expF64Of(-sh) (relative error below 2^-65.6)
/// times 1 - sl (|sl| <= 2^-43.5, the dropped sl^2 / 2 below 2^-88); their
/// product by Dekker's (below 2^-104). T lane by lane (R as taylorTail's).
template <typename R, typename T>
[[gnu::always_inline]] inline T erfcPositive(const R &row, T d, T a, T &hi,
                                             T &lo) {
  T gh, gl, sh, sl, k, vh, vl, ph, pl;
  taylorErfcx(row, d, gh, gl);
  quick::twoProdOf(a, a, sh, sl);
  auto bits = quick::expF64Of(-sh, k, vh, vl);
  quick::fastTwoSumOf(vh, vl - vh * sl, vh, vl);
  quick::twoProdOf(vh, gh, ph, pl);
  quick::fastTwoSumOf(ph, pl + (vh * gl + vl * gh), hi, lo);
  return quick::pow2OfK(bits);
}

/// e^x for -708 < x <= 0 in double, relative error below 2^-50:
/// quick::expSplit (r's error below 2^-53 |r| + 2^-64, |r| <= 2^-7.5 (1 +
/// 2^-40), the truncation below 2^-54.5), t + t p (the table's and the
/// roundings' errors below 2^-51).
/// T lane by lane.
template <typename T> [[gnu::always_inline]] inline T expNarrow(T x) {
  T t, p;
  quick::expSplit(x, t, p);
  return t + t * p;
}

/// Whole - erfc(a) as hi + lo for 3.25 <= a < 6 (erf(a) for Whole = 1,
/// erfc(-a) for 2; erfF64's evaluation from 3.25 on): erfc(a) in double,
/// expNarrow of -sh times 1 - sl (a^2 = sh + sl) times `taylor`'s g on
/// a's kErfcxTable row. T lane by lane.
template <typename T>
[[gnu::always_inline]] inline void erfTailOf(T a, double whole, T &hi,
                                             T &lo) {
  T d, sh, sl;
  auto row = erfcxRow(a, d);
  quick::twoProdOf(a, a, sh, sl);
  T e = expNarrow(-sh) * (1.0 - sl) * taylor(rowsOf(kErfcxTable, row), d);
  quick::twoSumOf<T>(T{} + whole, -e, hi, lo);
}

/// f64's first try of erf (Erfc = false) or erfc for a finite x with 2^-500
/// <= |x| < 6 (erf) or -6 <= x < 26.5 (erfc), relative error below
/// 2^-64: erf(a) below 3.25 from the erf table (taylorErf, 2^-70; its
/// claims hold on rows 9..52 too, mpmath), erfc = 1 - erf below 1/2 (erf
/// < 0.53 < erfc) and erfc(-a) = 1 + erf(a), tested with kErfTableError;
/// erfc(a) from 1/2 on as
/// e^(-a^2) g(a) with both factors' errors (2^-65.6 and 2^-65) and the
/// product's (2^-104), below 2^-64.2, scaled after the test (a normal
/// result below 26.5). From 3.25 on erf = 1 - erfc(a) and erfc(-a) = 2 -
/// erfc(a) take erfc(a) < 2^-17.8 in double: e^(-a^2) by expNarrow of -sh
/// times 1 - sl, times `taylor`'s g (2^-50, 2^-49 and three roundings:
/// below 2^-47.8 of erfc, 2^-65.6 of the result). erfc from 24 on, where
/// the double-double path's low parts would be subnormal, is completed
/// here when the test does not decide (and from 26.5 to 27.3, beyond
/// which it is a special case, always) by dd::erfcRounded, scaled: the
/// result of the double-double path, rounded once.
template <bool Erfc>
[[gnu::always_inline]] inline bool erfF64(double x, double &out) {
  double a = std::fabs(x), d;
  if (!(a < (Erfc && x > 0 ? 26.5 : 6))) {
    if (!(Erfc && x > 0))
      return false;
    out = dd::erfcRounded(x);
    return true;
  }
  bool negative = x < 0;
  if ((!Erfc || negative) && a >= 3.25) {
    DD v;
    erfTailOf(a, Erfc ? 2 : 1, v.hi, v.lo);
    if (!zivDecides(v, 0x1p-64, out))
      return false;
    out = !Erfc && negative ? -out : out;
    return true;
  }
  if (!Erfc || negative || a < 0.5) {
    DD v;
    erfTableOf(a, v.hi, v.lo);
    if (Erfc) {
      DD s = twoSum(1, negative ? v.hi : -v.hi);
      v = fastTwoSum(s.hi, s.lo + (negative ? v.lo : -v.lo));
    }
    if (!zivDecides(v, std::fabs(v.hi) * kErfTableError, out))
      return false;
    out = !Erfc && negative ? -out : out;
    return true;
  }
  const double *row = rowOf(a, d);
  DD e;
  double scale = erfcPositive(row, d, a, e.hi, e.lo);
  if (!zivDecides(e, e.hi * 0x1p-64, out)) {
    if (a < 24)
      return false;
    out = dd::erfcRounded(x);
    return true;
  }
  out *= scale;
  return true;
}

/// The narrow formats' erf (Erfc = false) or erfc in double (`y`) for
/// 2^-200 <= |x| < 6 (erf), -6 <= x < 26.5, x != 0 (erfc), relative error
/// below 2^-47: `taylor` (2^-49) below 1/2, with 1 -+ erf for erfc (at most
/// 1.1 times erf's error, plus 2^-53); above, expNarrow(-a^2) (a^2 exact
/// for 24-bit a; 2^-50) times g (2^-49), erf = 1 - erfc and erfc(-a) = 2 -
/// erfc(a) (erfc / erf < 0.93).
template <bool Erfc>
[[gnu::always_inline]] inline bool erfQuick(double x, double &y) {
  double a = std::fabs(x), d;
  if (!(a >= 0x1p-200 && a < (Erfc && x > 0 ? 26.5 : 6)))
    return false;
  const double *row = rowOf(a, d);
  double v = taylor(row, d);
  bool negative = x < 0;
  if (a < 0.5) {
    y = Erfc ? 1 + quick::flipIf(-v, negative) : quick::flipIf(v, negative);
    return true;
  }
  double e = expNarrow(-a * a) * v;
  y = !Erfc ? quick::flipIf(1 - e, negative) : negative ? 2 - e : e;
  return true;
}

/// lgamma(x) for 0 < x < 2^100 in double, with its absolute error bound
/// added to `err`: z = x + n >= 10 and p = x (x + 1) ... (z - 1) (z and
/// each factor rounded at most once: below 11 2^-53 of log p, 2^-49 of
/// lgamma through z), then Stirling's series (z - 1/2) log z - z + log(2
/// pi) / 2 + sum B_2k / (2k (2k - 1) z^(2k - 1)), k = 1..6 (the rest below
/// 7/6 / 182 / 10^13 < 2^-50.5) minus log p. quick::log's relative error
/// is below kTableError, plus 2^-52 for p's more than 33 bits.
[[gnu::always_inline]] inline double lgammaPositive(double x, double &err) {
  double z = x, p = 1;
  while (z < 10) {
    p *= z;
    z += 1;
  }
  double w = 1 / z, w2 = w * w;
  double series =
      w * (1.0 / 12 +
           w2 * (-1.0 / 360 +
                 w2 * (1.0 / 1260 +
                       w2 * (-1.0 / 1680 +
                             w2 * (1.0 / 1188 + w2 * (-691.0 / 360360))))));
  constexpr double kHalfLog2Pi = 0x1.d67f1c864beb5p-1;
  double main = (z - 0.5) * quick::log(z);
  double lp = p == 1 ? 0 : quick::log(p);
  err += (main + std::fabs(lp)) * 0x1p-41 + z * 0x1p-49 + 0x1p-48;
  return ((main - z) + (kHalfLog2Pi + series)) - lp;
}

/// The narrow formats' lgamma in double for a finite x, 0 < |x| < 2^100,
/// not a pole, 1 or 2 (false otherwise), with an absolute error bound:
/// lgammaPositive, and for x < 0 the reflection log(pi / |sin(pi x)|) -
/// lgamma(1 - x) (1 - x exact for 24-bit x below 2^23, every x beyond an
/// integer) with sin(pi |f|), f = x - nearest(x) exact, by sinPoly or
/// cosPoly of pi (1/2 - |f|) (relative error below 2^-36, log's absolute
/// error) and quick::log's relative error on log s.
[[gnu::always_inline]] inline bool lgammaQuick(double x, double &y,
                                               double &err) {
  double a = std::fabs(x);
  if (!(a < 0x1p100 && a >= 0x1p-200) || x == 1 || x == 2)
    return false;
  err = 0;
  if (x > 0) {
    y = lgammaPositive(x, err);
    return true;
  }
  double k;
  quick::nearest(x, k);
  double f = std::fabs(x - k);
  if (f == 0)
    return false;
  constexpr double kPi = 0x1.921fb54442d18p+1, kLogPi = 0x1.250d048e7a1bdp+0;
  double s =
      f > 0.25 ? quick::cosPoly(kPi * (0.5 - f)) : quick::sinPoly(kPi * f);
  double ls = quick::log(s);
  double rest = lgammaPositive(1 - x, err);
  err += -ls * 0x1p-41 + 0x1p-36;
  y = (kLogPi - ls) - rest;
  return true;
}

/// log(u) for u = hi + lo, 2^-1022 <= hi < 2^1024 (relative error of u
/// below 2^-100), as hi + lo: quick::logF64 of hi plus lo / hi (the next
/// term and the roundings below 2^-104); its absolute error bound is
/// added to `err`.
[[gnu::always_inline]] inline DD logF64(DD u, double &err) {
  double e;
  DD l = quick::logF64(u.hi, e);
  err += e + 0x1p-99;
  return fastTwoSum(l.hi, l.lo + u.lo / u.hi);
}

/// lgamma(x) for x = hi + lo, 2^-900 <= x < 2^900, as hi + lo (f64's first
/// try), its absolute error bound added to `err`: z = x + n >= 8 and p = x
/// (x + 1) ... (z - 1) in double-double (below 2^-100 relative), then
/// Stirling's series (z - 1/2) log z - z + log(2 pi) / 2 + sum B_2k / (2k
/// (2k - 1) z^(2k - 1)), k = 1..16 (the rest below the first term left,
/// 2^-70.4 at z = 8; w / 12 in double-double, the other terms, below
/// 2^-17.5, in double: six roundings of 2^-53, below 2^-67.9), minus log
/// p. logF64's error on log z is multiplied by z - 1/2; the double-double
/// roundings are below 2^-100 of the magnitudes summed.
[[gnu::always_inline]] inline DD lgammaPositiveF64(DD x, double &err) {
  DD z = x, p(1);
  bool shifted = x.hi < 8;
  if (shifted) {
    // Two products of every other factor: two independent chains.
    DD even(1), odd(1);
    auto next = [&](double k) {
      DD s = twoSum(x.hi, k);
      return fastTwoSum(s.hi, s.lo + x.lo);
    };
    for (double k = 1; z.hi < 8; k += 2) {
      even = even * z;
      z = next(k);
      if (!(z.hi < 8))
        break;
      odd = odd * z;
      z = next(k + 1);
    }
    p = even * odd;
  }
  double logErr = 0;
  DD half = twoSum(z.hi, -0.5);
  DD main = fastTwoSum(half.hi, half.lo + z.lo) * logF64(z, logErr);
  err += z.hi * logErr;
  DD w = quick::divide(DD(1), z);
  double w2 = w.hi * w.hi;
  const double coefficients[] = {-7709321041217.0 / 505920,
                                 8615841276005.0 / 12460140,
                                 -23749461029.0 / 657720,
                                 8553103.0 / 3900,
                                 -236364091.0 / 1506960,
                                 77683.0 / 5796,
                                 -174611.0 / 125400,
                                 43867.0 / 244188,
                                 -3617.0 / 122400,
                                 1.0 / 156,
                                 -691.0 / 360360,
                                 1.0 / 1188,
                                 -1.0 / 1680,
                                 1.0 / 1260,
                                 -1.0 / 360};
  double q = 0;
  for (double c : coefficients)
    q = q * w2 + c;
  DD series = w * DD(0x1.5555555555555p-4, 0x1.5555555555555p-58);
  series = fastTwoSum(series.hi, series.lo + w.hi * w2 * q);
  constexpr DD kHalfLog2Pi(0x1.d67f1c864beb5p-1, -0x1.65b5a1b7ff5dfp-55);
  // main > z > main - z > 1 > series: the high parts' sums kept whole,
  // the low parts summed (each below 2^-52 of main).
  DD h1 = fastTwoSum(main.hi, -z.hi);
  DD h2 = fastTwoSum(h1.hi, kHalfLog2Pi.hi);
  DD h3 = fastTwoSum(h2.hi, series.hi);
  double low = ((h1.lo + h2.lo) + (h3.lo + (main.lo - z.lo))) +
               (kHalfLog2Pi.lo + series.lo);
  err += (std::fabs(main.hi) + z.hi) * 0x1p-100 + 0x1p-67;
  if (!shifted)
    return fastTwoSum(h3.hi, low);
  DD lp = logF64(p, err);
  err += std::fabs(lp.hi) * 0x1p-100;
  DD d = twoSum(h3.hi, -lp.hi);
  return fastTwoSum(d.hi, d.lo + (low - lp.lo));
}

/// The row of kLgammaTable or kDigammaTable (`table`) for 1/2 <= x < 16
/// and d = x - c, c the centre of x's sixteenth of its binade 2^e (a
/// multiple of 2^(e-5) in that binade: d exact, |d| <= 2^(e-5)).
[[gnu::always_inline]] inline const double *
gammaRowOf(const double (*table)[18], double x, double &d) {
  uint64_t bits = llvm::bit_cast<uint64_t>(x);
  int index = static_cast<int>(bits >> 48) - ((1023 - 1) << 4);
  d = x - llvm::bit_cast<double>(((bits >> 48) << 48) | (uint64_t(1) << 47));
  return table[index];
}

/// sum a_k d^k, k = 0..13, of a kLgammaTable or kDigammaTable row (f64's
/// first tries of lgamma and digamma from 1/2 to 16) as hi + lo, its
/// absolute error bound 2^-66 M added to `err`, M = |a0| + |a1 d| + |a2
/// d^2|: on every row (mpmath, |d| at the interval's end and a quarter of
/// it) |a2 d^2| <= 2^-5.4 M, |a3 d^3| <= 2^-11.5 M, the tail from a_4 is
/// below 2^-17.1 M and the truncation below 2^-69.5 M. The products a1 d,
/// a2 d^2 and a3 d^3 as in taylorErf (Dekker, their roundings below
/// 2^-100 M), the tail by Estrin's scheme and d2h^2 t (eight roundings,
/// below 2^-67.1 M; a4..a13's own below 2^-70 M), the sums of the high
/// parts kept whole (twoSum: the value may be far below M near the zeros
/// of lgamma and digamma: taylorErf<true>), the low parts' sum (below
/// 2^-50 M) rounded below 2^-100 M: below 2^-66.6 M in all (M's
/// roundings below 2^-51 of it).
[[gnu::always_inline]] inline DD taylorAbs(const double *row, double d,
                                           double &err) {
  err += (std::fabs(row[0]) + std::fabs(row[2] * d) +
          std::fabs(row[4] * (d * d))) *
         0x1p-66;
  return taylorErf<true>(row, d);
}

/// taylorAbs of x's row of `table` (kLgammaTable or kDigammaTable) for
/// 1/2 <= x < 16, plus xl f'(x) for an argument x + xl, |xl| <= ulp(x) /
/// 2: f' as a1 + 2 a2 d + 3 a3 d^2 (the rest, sum k |a_k d^(k-1)| from k
/// = 4, below 2^-11.1 on every row, and xl^2 f'' / 2 below 2^-95: mpmath;
/// the product's roundings below 2^-97), a bound of 2^-11 |xl| added.
[[gnu::always_inline]] inline DD
gammaTaylor(const double (*table)[18], double x, double &err, double xl = 0) {
  double d;
  const double *row = gammaRowOf(table, x, d);
  DD v = taylorAbs(row, d, err);
  if (xl == 0)
    return v;
  err += std::fabs(xl) * 0x1p-11;
  DD s = twoSum(v.hi, xl * (row[2] + d * (2 * row[4] + 3 * d * row[6])));
  return fastTwoSum(s.hi, s.lo + v.lo);
}

/// lgamma(x) as hi + lo for 2^-900 <= x < 2^900 or -2^52 < x <= -2^-900,
/// x not a pole, 1 or 2 (false otherwise), with an absolute error bound
/// `err`: kLgammaTable's row by gammaTaylor for 1/2 <= x < 16, below it
/// lgamma(x + 1) - log x (x + 1 as hi + lo, quick::logF64), from 16 on
/// lgammaPositiveF64; for x < 0 log(pi / |sin(pi x)|) - lgamma(1 - x)
/// (1 - x as hi + lo, by gammaTaylor below 16), f = x - nearest(x)
/// exact, sin(pi |f|) as quick::sinShiftedF64 of pi |f| or pi (1/2 - |f|)
/// (pi t to 2^-104; relative error below 2^-64, an absolute one on its
/// logarithm).
[[gnu::always_inline]] inline bool lgammaValueF64(double x, DD &v,
                                                  double &err) {
  double a = std::fabs(x);
  if (!(a >= 0x1p-900 && (x > 0 ? a < 0x1p900 : a < 0x1p52)))
    return false;
  err = 0;
  if (x >= 0.5 && x < 16) {
    v = gammaTaylor(kLgammaTable, x, err);
  } else if (x > 0 && x < 0.5) {
    // lgamma(x + 1) - log x, x + 1 as hi + lo; lgamma(x) > 0.57.
    DD y = twoSum(x, 1);
    DD t = gammaTaylor(kLgammaTable, y.hi, err, y.lo);
    double logErr;
    DD l = quick::logF64(x, logErr);
    v = t - l;
    err += logErr + (std::fabs(t.hi) + std::fabs(l.hi)) * 0x1p-100;
  } else if (x > 0) {
    v = lgammaPositiveF64(DD(x), err);
  } else {
    double f = std::fabs(x - nearestInt(x));
    bool swap = f > 0.25;
    double t = swap ? 0.5 - f : f;
    constexpr DD kLogPi(0x1.250d048e7a1bdp+0, 0x1.7abf2ad8d5088p-57);
    DD s = quick::sinShiftedF64(piTimes(t), swap ? 1 : 0);
    DD ls = logF64(s, err);
    err += 0x1p-64;
    DD y = twoSum(1, -x), rest;
    if (y.hi < 16)
      rest = gammaTaylor(kLgammaTable, y.hi, err, y.lo);
    else
      rest = lgammaPositiveF64(y, err);
    v = (kLogPi - ls) - rest;
    err += (std::fabs(ls.hi) + std::fabs(rest.hi)) * 0x1p-100;
  }
  return true;
}

/// f64's first try of lgamma: lgammaValueF64 and Ziv's test with its
/// bound.
[[gnu::always_inline]] inline bool lgammaF64(double x, double &out) {
  DD v;
  double err;
  return lgammaValueF64(x, v, err) && zivDecides(v, err, out);
}

/// 1/x as hi + lo for 2^-900 <= |x| <= 2^900: wh = 1/x rounded, wl = (1 -
/// x wh) / x with x wh by Dekker (1 - its high part exact): below 2^-104
/// of 1/x.
[[gnu::always_inline]] inline DD reciprocalF64(double x) {
  double wh = 1 / x;
  DD p = twoProd(x, wh);
  return DD(wh, ((1 - p.hi) - p.lo) * wh);
}

/// digamma(y) as hi + lo for 1/2 <= y < 2^900, its absolute error bound
/// added to `err`: kDigammaTable's row by taylorAbs below 16; from 16 on
/// log y - 1/(2y) - S, S = sum B_2k / (2k y^2k), k = 1..9 (the rest below
/// the next term, 2^-75.3 at y = 16; S from w2 = wh^2 in double, its
/// relative error below 6 2^-53), log y by quick::logF64 (its absolute
/// bound), 1/y = wh + wl (reciprocalF64). An argument's low part yl (|yl|
/// <= ulp(y) / 2) adds yl digamma'(y): by gammaTaylor below 16, from 16 on
/// as yl (w + w^2 (1/2 + w/6)) (the rest of the series below 2^-74, the
/// roundings below 2^-100: a bound of 2^-60 |yl|).
[[gnu::always_inline]] inline DD digammaPositiveF64(double y, double &err,
                                                    double yl = 0) {
  if (y < 16)
    return gammaTaylor(kDigammaTable, y, err, yl);
  DD w = reciprocalF64(y);
  double w2 = w.hi * w.hi;
  double series =
      w2 *
      (1.0 / 12 +
       w2 * (-1.0 / 120 +
             w2 * (1.0 / 252 +
                   w2 * (-1.0 / 240 +
                         w2 * (1.0 / 132 +
                               w2 * (-691.0 / 32760 +
                                     w2 * (1.0 / 12 +
                                           w2 * (-3617.0 / 8160 +
                                                 w2 * (43867.0 / 14364)))))))));
  double errLog;
  DD l = quick::logF64(y, errLog);
  DD h = fastTwoSum(l.hi, -0.5 * w.hi);
  err += errLog + series * 0x1p-50 + 0x1p-74 + std::fabs(yl) * 0x1p-60;
  double shift = yl * (w.hi + w2 * (0.5 + w.hi * (1.0 / 6)));
  return fastTwoSum(h.hi, h.lo + (((l.lo - 0.5 * w.lo) - series) + shift));
}

/// f64's first try of digamma for 2^-900 <= |x| < 2^900, x > -2^52, not a
/// pole: digammaPositiveF64 from 1/2 on; below, digamma(x + 1) - 1/x
/// (x + 1 as hi + lo; |digamma(x + 1)| < 0.6 < 2 <= 1/x, which
/// dominates); for x < 0 the reflection digamma(1 - x) - pi cot(pi x)
/// (1 - x as hi + lo): f = x - nearest(x) exact, cot(pi x) = sign(f)
/// cos(pi |f|) / sin(pi |f|), both by quick::sinShiftedF64 of pi t, t =
/// |f| or 1/2 - |f| (pi t to 2^-104; relative errors below
/// kSinShiftedError each), their quotient by quick::divide (2^-98) and
/// times pi: below 2^-63.3 of pi cot. Ziv's test with the absolute bound
/// (the sums' roundings below 2^-100 of their terms).
[[gnu::always_inline]] inline bool digammaF64(double x, double &out) {
  double err = 0;
  DD v;
  if (x >= 0.5 && x < 0x1p900) {
    v = digammaPositiveF64(x, err);
  } else if (x >= 0x1p-900 && x < 0.5) {
    DD y = twoSum(x, 1);
    DD t = gammaTaylor(kDigammaTable, y.hi, err, y.lo);
    DD w = reciprocalF64(x);
    DD h = fastTwoSum(-w.hi, t.hi);
    v = fastTwoSum(h.hi, h.lo + (t.lo - w.lo));
    err += w.hi * 0x1p-100;
  } else if (x < 0 && x > -0x1p52 && x <= -0x1p-900) {
    DD y = twoSum(1, -x);
    double f = x - nearestInt(x), af = std::fabs(f);
    bool swap = af > 0.25;
    double t = swap ? 0.5 - af : af;
    DD r = piTimes(t);
    DD sine = quick::sinShiftedF64(r, swap ? 1 : 0),
       cosine = quick::sinShiftedF64(r, swap ? 0 : 1);
    DD cot = quick::divide(cosine, sine) * kPi;
    if (f < 0)
      cot = -cot;
    DD rest = digammaPositiveF64(y.hi, err, y.lo);
    v = rest - cot;
    err += std::fabs(cot.hi) * 0x1p-63 +
           (std::fabs(rest.hi) + std::fabs(cot.hi)) * 0x1p-100;
  } else {
    return false;
  }
  return zivDecides(v, err, out);
}

/// The narrow formats' digamma in double for x of at most 24 bits, 2^-28
/// <= |x| < 2^60, not a pole (false otherwise), with an absolute error
/// bound `err`: for x < 0 digamma(z) - pi cot(pi x), z = 1 - x (exact),
/// cot(pi |f|) (f = x - nearest(x) exact) from sinPoly and cosPoly of pi
/// t, t = |f| or 1/2 - |f| (relative errors below 2^-36, with pi t's:
/// the quotient's below 2^-34); for z < 1/2 digamma(z + 1) - 1/z (z + 1
/// exact); `taylor` of kDigammaTable's row for 1/2 <= z < 16 (Horner's
/// and the coefficients' roundings below 5 2^-52 M, the tail's and the
/// truncation below 2^-66 M, M as in taylorAbs: below 2^-48 M); from 16
/// on log z - 1/2z - sum B_2k / (2k z^2k), k = 1..5 (the rest below
/// 2^-53.6; quick::log's relative error below 2^-41 for any argument,
/// the other terms' roundings below 2^-50); the last two differences'
/// roundings below 2^-52 of the terms.
[[gnu::always_inline]] inline bool digammaQuick(double x, double &y,
                                                double &err) {
  double a = std::fabs(x);
  if (!(a >= 0x1p-28 && a < 0x1p60))
    return false;
  double z = x, cot = 0;
  err = 0;
  if (x < 0) {
    double k;
    quick::nearest(x, k);
    double f = x - k, af = std::fabs(f);
    if (f == 0)
      return false;
    bool swap = af > 0.25;
    double r = kPi.hi * (swap ? 0.5 - af : af);
    double s = quick::sinPoly(r), c = quick::cosPoly(r);
    cot = quick::flipIf(kPi.hi * (swap ? s / c : c / s), f < 0);
    err += std::fabs(cot) * 0x1p-33;
    z = 1 - x;
  }
  double shift = 0;
  if (z < 0.5) {
    shift = 1 / z;
    err += shift * 0x1p-52;
    z += 1;
  }
  double p;
  if (z < 16) {
    double d;
    const double *row = gammaRowOf(kDigammaTable, z, d);
    p = taylor(row, d);
    err += (std::fabs(row[0]) + std::fabs(row[2] * d) +
            std::fabs(row[4] * d * d)) *
           0x1p-48;
  } else {
    double w = 1 / z, w2 = w * w;
    double l = quick::log(z);
    p = (l - 0.5 * w) -
        w2 * (1.0 / 12 +
              w2 * (-1.0 / 120 +
                    w2 * (1.0 / 252 + w2 * (-1.0 / 240 + w2 * (1.0 / 132)))));
    err += l * 0x1p-41 + 0x1p-48;
  }
  y = (p - shift) - cot;
  err += (std::fabs(p) + shift + std::fabs(cot)) * 0x1p-52;
  return true;
}

} // namespace mlir::sfold::crmath::detail::erfgamma

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_MATH_ERFGAMMA_H

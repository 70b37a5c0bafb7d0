//===- Evaluations.cpp - double and double-double function kernels -------===//
//
// The two evaluations of each function behind CrMath.h (see Internal.h for
// the contracts): argument reductions, series and Newton corrections, with
// IEEE + - * / and sqrt only. No tables beyond 2/pi, 1/n! and 2^(j/64)
// (Tables.inc).
//
//===----------------------------------------------------------------------===//

#include "Quick.h"

#include <algorithm>

namespace mlir::sfold::crmath::detail {

namespace {

// ln 2 in three parts, pi/2 in two (each part the double nearest the rest).
constexpr double kLn2Hi = 0x1.62e42fefa39efp-1, kLn2Mid = 0x1.abc9e3b39803fp-56,
                 kLn2Lo = 0x1.7b57a079a1934p-111;
constexpr double kPio2Hi = 0x1.921fb54442d18p+0,
                 kPio2Mid = 0x1.1a62633145c07p-54;
constexpr double kInvLn2 = 0x1.71547652b82fep+0, kTwoOverPi = 0x1.45f306dc9c883p-1;

/// 1/n! for n = 0..30 as double-doubles.
constexpr DD kInvFactorial[] = {
    {0x1.0000000000000p+0, 0x0.0p+0}, // 1/0!
    {0x1.0000000000000p+0, 0x0.0p+0}, // 1/1!
    {0x1.0000000000000p-1, 0x0.0p+0}, // 1/2!
    {0x1.5555555555555p-3, 0x1.5555555555555p-57}, // 1/3!
    {0x1.5555555555555p-5, 0x1.5555555555555p-59}, // 1/4!
    {0x1.1111111111111p-7, 0x1.1111111111111p-63}, // 1/5!
    {0x1.6c16c16c16c17p-10, -0x1.f49f49f49f49fp-65}, // 1/6!
    {0x1.a01a01a01a01ap-13, 0x1.a01a01a01a01ap-73}, // 1/7!
    {0x1.a01a01a01a01ap-16, 0x1.a01a01a01a01ap-76}, // 1/8!
    {0x1.71de3a556c734p-19, -0x1.c154f8ddc6c00p-73}, // 1/9!
    {0x1.27e4fb7789f5cp-22, 0x1.cbbc05b4fa99ap-76}, // 1/10!
    {0x1.ae64567f544e4p-26, -0x1.c062e06d1f209p-80}, // 1/11!
    {0x1.1eed8eff8d898p-29, -0x1.2aec959e14c06p-83}, // 1/12!
    {0x1.6124613a86d09p-33, 0x1.f28e0cc748ebep-87}, // 1/13!
    {0x1.93974a8c07c9dp-37, 0x1.05d6f8a2efd1fp-92}, // 1/14!
    {0x1.ae7f3e733b81fp-41, 0x1.1d8656b0ee8cbp-97}, // 1/15!
    {0x1.ae7f3e733b81fp-45, 0x1.1d8656b0ee8cbp-101}, // 1/16!
    {0x1.952c77030ad4ap-49, 0x1.ac981465ddc6cp-103}, // 1/17!
    {0x1.6827863b97d97p-53, 0x1.eec01221a8b0bp-107}, // 1/18!
    {0x1.2f49b46814157p-57, 0x1.2650f61dbdcb4p-112}, // 1/19!
    {0x1.e542ba4020225p-62, 0x1.ea72b4afe3c2fp-120}, // 1/20!
    {0x1.71b8ef6dcf572p-66, -0x1.d043ae40c4647p-120}, // 1/21!
    {0x1.0ce396db7f853p-70, -0x1.aebcdbd20331cp-124}, // 1/22!
    {0x1.761b41316381ap-75, -0x1.3423c7d91404fp-130}, // 1/23!
    {0x1.f2cf01972f578p-80, -0x1.9ada5fcc1ab14p-135}, // 1/24!
    {0x1.3f3ccdd165fa9p-84, -0x1.58ddadf344487p-139}, // 1/25!
    {0x1.88e85fc6a4e5ap-89, -0x1.71c37ebd16540p-143}, // 1/26!
    {0x1.d1ab1c2dccea3p-94, 0x1.054d0c78aea14p-149}, // 1/27!
    {0x1.0a18a2635085dp-98, 0x1.b9e2e28e1aa54p-153}, // 1/28!
    {0x1.259f98b4358adp-103, 0x1.eaf8c39dd9bc5p-157}, // 1/29!
    {0x1.3932c5047d60ep-108, 0x1.832b7b530a627p-162}, // 1/30!
};

/// 2/pi: bits 1..1536 after the binary point, most significant first.
constexpr uint64_t kTwoOverPiBits[24] = {
    0xA2F9836E4E441529ULL,
    0xFC2757D1F534DDC0ULL,
    0xDB6295993C439041ULL,
    0xFE5163ABDEBBC561ULL,
    0xB7246E3A424DD2E0ULL,
    0x06492EEA09D1921CULL,
    0xFE1DEB1CB129A73EULL,
    0xE88235F52EBB4484ULL,
    0xE99C7026B45F7E41ULL,
    0x3991D639835339F4ULL,
    0x9C845F8BBDF9283BULL,
    0x1FF897FFDE05980FULL,
    0xEF2F118B5A0A6D1FULL,
    0x6D367ECF27CB09B7ULL,
    0x4F463F669E5FEA2DULL,
    0x7527BAC7EBE5F17BULL,
    0x3D0739F78A5292EAULL,
    0x6BFB5FB11F8D5D08ULL,
    0x56033046FC7B6BABULL,
    0xF0CFBC209AF4361DULL,
    0xA9E391615EE61B08ULL,
    0x6599855F14A06840ULL,
    0x8DFFD8804D732731ULL,
    0x06061556CA73A8C9ULL
};

//===----------------------------------------------------------------------===//
// Payne-Hanek on a 320-bit product
//===----------------------------------------------------------------------===//

/// Bits [pos, pos + 64) of 2/pi after the binary point (pos >= 1), zero
/// past the table.
uint64_t twoOverPiWord(int pos) {
  int index = (pos - 1) / 64, offset = (pos - 1) % 64;
  auto word = [](int i) { return i < 24 ? kTwoOverPiBits[i] : uint64_t(0); };
  if (offset == 0)
    return word(index);
  return (word(index) << offset) | (word(index + 1) >> (64 - offset));
}

/// Bits [low, low + count) of a 320-bit little-endian number, count <= 64;
/// bits below 0 read as zero.
uint64_t bitsOf(const uint64_t (&p)[5], int low, int count) {
  uint64_t result = 0;
  for (int i = count - 1; i >= 0; --i) {
    int bit = low + i;
    uint64_t b = bit < 0 || bit >= 320 ? 0 : (p[bit / 64] >> (bit % 64)) & 1;
    result = (result << 1) | b;
  }
  return result;
}

int highestBit(const uint64_t (&p)[5]) {
  for (int w = 4; w >= 0; --w)
    if (p[w])
      return w * 64 + 63 - __builtin_clzll(p[w]);
  return -1;
}

} // namespace

DD reducePayneHanek(double x, int &quadrant) {
  uint64_t bits = llvm::bit_cast<uint64_t>(x);
  bool negative = bits >> 63;
  int biased = static_cast<int>((bits >> 52) & 0x7FF);
  uint64_t m = (bits & ((uint64_t(1) << 52) - 1)) |
               (biased ? uint64_t(1) << 52 : 0);
  int e = (biased ? biased : 1) - 1075; // |x| = m 2^e
  // Bits of 2/pi above 2^(1 - e) only add multiples of 4 to x 2/pi.
  int start = std::max(1, e - 1);
  uint64_t c[4];
  for (int i = 0; i < 4; ++i)
    c[i] = twoOverPiWord(start + 64 * i);
  // p = m * c (c[0] most significant), 320 bits little-endian.
  uint64_t p[5] = {0, 0, 0, 0, 0};
  unsigned __int128 carry = 0;
  for (int i = 3; i >= 0; --i) {
    unsigned __int128 t = static_cast<unsigned __int128>(m) * c[i] + carry;
    p[3 - i] = static_cast<uint64_t>(t);
    carry = t >> 64;
  }
  p[4] = static_cast<uint64_t>(carry);
  // x 2/pi = p 2^-f (mod 4).
  int f = start + 255 - e;
  int q = 0;
  if (f < 320) {
    q = static_cast<int>(bitsOf(p, f, 2));
    // Keep the f fractional bits.
    for (int bit = f; bit < 320; ++bit)
      p[bit / 64] &= ~(uint64_t(1) << (bit % 64));
  }
  bool roundUp = f <= 320 && ((p[(f - 1) / 64] >> ((f - 1) % 64)) & 1);
  if (roundUp) {
    // fraction - 1 < 0: negate within f bits.
    q += 1;
    uint64_t borrow = 1;
    for (int w = 0; w < 5; ++w) {
      uint64_t v = ~p[w] + borrow;
      borrow = borrow && v == 0;
      p[w] = v;
    }
    for (int bit = f; bit < 320; ++bit)
      p[bit / 64] &= ~(uint64_t(1) << (bit % 64));
  }
  int top = highestBit(p);
  DD r(0, 0);
  if (top >= 0) {
    double a = static_cast<double>(bitsOf(p, top - 52, 53));
    double b = static_cast<double>(bitsOf(p, top - 105, 53));
    r = fastTwoSum(scale2(a, top - 52 - f), scale2(b, top - 105 - f));
    r = r * DD(kPio2Hi, kPio2Mid);
  }
  if (roundUp)
    r = -r;
  if (negative) {
    r = -r;
    q = -q;
  }
  quadrant = q & 3;
  return r;
}

DD reduceCodyWaite(double x, int &quadrant) {
  // pi/2 as 33 + 32 + 53 bits: for |k| < 2^20 the first two products are
  // exact, x - k c1 is exact (Sterbenz), and the result has a relative
  // error of 2^-52 plus an absolute one below 2^-100.
  const double c1 = 0x1.921fb54400000p+0, c2 = 0x1.0b4611a600000p-34,
               c3 = 0x1.3198a2e037073p-69;
  double k = nearestInt(x * kTwoOverPi);
  quadrant = static_cast<int>(static_cast<int64_t>(k) & 3);
  return DD(((x - k * c1) - k * c2) - k * c3);
}

//===----------------------------------------------------------------------===//
// Double evaluations
//===----------------------------------------------------------------------===//

namespace fast {

namespace {

/// e^r - 1 for |r| <= 0.36: the series at r/16, then four doublings of
/// the exponent (u -> u (2 + u)).
double expm1Reduced(double r) {
  double s = r * 0.0625;
  double p = 1.0 / 40320;
  p = p * s + 1.0 / 5040;
  p = p * s + 1.0 / 720;
  p = p * s + 1.0 / 120;
  p = p * s + 1.0 / 24;
  p = p * s + 1.0 / 6;
  p = p * s + 0.5;
  double u = s + s * s * p;
  for (int i = 0; i < 4; ++i)
    u = u * (2 + u);
  return u;
}

/// log(1 + f) for |f| <= 0.42 (f exact): 2 atanh(f / (2 + f)).
double log1pSmall(double f) {
  double s = f / (2 + f), z = s * s;
  double p = 1.0 / 21;
  const double odd[] = {1.0 / 19, 1.0 / 17, 1.0 / 15, 1.0 / 13, 1.0 / 11,
                        1.0 / 9,  1.0 / 7,  1.0 / 5,  1.0 / 3};
  for (double c : odd)
    p = p * z + c;
  return 2 * s + 2 * s * z * p;
}

double atanSmall(double a) {
  for (int i = 0; i < 2; ++i)
    a = a / (1 + std::sqrt(1 + a * a));
  double z = a * a, p = 1.0 / 25;
  const double odd[] = {-1.0 / 23, 1.0 / 21, -1.0 / 19, 1.0 / 17,
                        -1.0 / 15, 1.0 / 13, -1.0 / 11, 1.0 / 9,
                        -1.0 / 7,  1.0 / 5,  -1.0 / 3};
  for (double c : odd)
    p = p * z + c;
  return 4 * (a + a * z * p);
}

} // namespace

/// x = m 2^e with m in [sqrt(1/2), sqrt(2)), for finite x > 0.
double splitLog(double x, int &e) {
  e = 0;
  if (x < 0x1p-1022) {
    x *= 0x1p54;
    e = -54;
  }
  uint64_t bits = llvm::bit_cast<uint64_t>(x);
  e += static_cast<int>((bits >> 52) & 0x7FF) - 1023;
  double m = llvm::bit_cast<double>((bits & ((uint64_t(1) << 52) - 1)) |
                                    (uint64_t(1023) << 52));
  if (m > 1.4142135623730951) {
    m *= 0.5;
    e += 1;
  }
  return m;
}

double exp(double x) {
  if (x > 709.8)
    return HUGE_VAL;
  if (x < -745.2)
    return 0;
  return expDD(DD(x));
}


double expDD(DD x) {
  if (x.hi > 709.8)
    return HUGE_VAL;
  if (x.hi < -745.2)
    return 0;
  // x = (64 m + j) ln2/64 + r, |r| <= ln2/128; ln2/64 in two parts, the
  // first with 36 bits so that k times it is exact (|k| < 2^17).
  const double c1 = 0x1.62e42fefa0000p-7, c2 = 0x1.cf79abc9e3b3ap-46;
  double k = nearestInt(x.hi * 0x1.71547652b82fep+6);
  double r = ((x.hi - k * c1) - k * c2) + x.lo;
  double p = 1.0 / 720;
  p = p * r + 1.0 / 120;
  p = p * r + 1.0 / 24;
  p = p * r + 1.0 / 6;
  p = p * r + 0.5;
  p = r + r * r * p;
  int64_t ki = static_cast<int64_t>(k);
  double t = quick::kExp2Table[ki & 63];
  return scale2(t + t * p, static_cast<int>(ki >> 6));
}

double expm1(double x) {
  // Beyond ln2 / 2, e^x - 1 has no cancellation worth a bit (|e^x / (e^x -
  // 1)| < 3.4).
  if (x > 0.34 || x < -0.34)
    return exp(x) - 1;
  return expm1Reduced(x);
}

double log(double x) {
  DD l = logDD(x);
  return l.hi + l.lo;
}

DD logDD(double x) {
  int e;
  double m = splitLog(x, e);
  double lm = log1pSmall(m - 1);
  if (e == 0)
    return DD(lm);
  DD p = twoProd(e, kLn2Hi);
  return twoSum(p.hi, lm + (p.lo + e * kLn2Mid));
}

double log1p(double x) {
  double u = 1 + x;
  if (u == 1)
    return x;
  if (x > -0.29 && x < 0.41)
    return log1pSmall(x);
  return log(u) * (x / (u - 1));
}

double sinReduced(DD r) {
  double h = r.hi, z = h * h;
  double p = 1.0 / 355687428096000.0; // 1/17!
  const double c[] = {-1.0 / 1307674368000.0, 1.0 / 6227020800.0,
                      -1.0 / 39916800.0,      1.0 / 362880.0,
                      -1.0 / 5040.0,          1.0 / 120.0,
                      -1.0 / 6.0};
  for (double v : c)
    p = p * z + v;
  return h + (h * z * p + r.lo * (1 - 0.5 * z));
}

double cosReduced(DD r) {
  double h = r.hi, z = h * h;
  double p = -1.0 / 6402373705728000.0; // -1/18!
  const double c[] = {1.0 / 20922789888000.0, -1.0 / 87178291200.0,
                      1.0 / 479001600.0,      -1.0 / 3628800.0,
                      1.0 / 40320.0,          -1.0 / 720.0,
                      1.0 / 24.0};
  for (double v : c)
    p = p * z + v;
  return (1 - 0.5 * z) + (z * z * p - r.lo * h);
}

double atan(double x) {
  if (x > 1)
    return kPio2Hi - (atanSmall(1 / x) - kPio2Mid);
  return atanSmall(x);
}

double cbrt(double x) {
  // x = t 2^(3j), t in [1, 8): Halley's iteration from a linear guess.
  int e;
  splitLog(x, e);
  int j = (e >= 0 ? e : e - 2) / 3;
  double t = scale2(x, -3 * j);
  double y = 0.75 + 0.18 * t;
  for (int i = 0; i < 4; ++i) {
    double y3 = y * y * y;
    y = y * (y3 + 2 * t) / (2 * y3 + t);
  }
  return scale2(y, j);
}

} // namespace fast

//===----------------------------------------------------------------------===//
// Double-double evaluations
//===----------------------------------------------------------------------===//

namespace dd {

namespace {

/// e^r - 1 for |r| <= 0.36, relative error ~2^-102.
DD expm1Reduced(DD r) {
  DD s = r * 0.0625;
  DD p = kInvFactorial[14];
  for (int n = 13; n >= 2; --n)
    p = p * s + kInvFactorial[n];
  DD u = s + s * s * p;
  for (int i = 0; i < 4; ++i)
    u = u * (u + 2.0);
  return u;
}

DD reduceLn2(DD x, double &k) {
  k = nearestInt(x.hi * kInvLn2);
  DD p1 = twoProd(k, kLn2Hi);
  DD r(x.hi - p1.hi); // exact (Sterbenz) for k != 0
  r = r - p1.lo;
  r = r + x.lo;
  r = r - twoProd(k, kLn2Mid);
  return r - k * kLn2Lo;
}

/// sum c_n z^n for n = 0..count-1, c_n = (-1)^n / (2n + first)!.
DD alternatingSeries(DD z, int first, int count) {
  DD p(0);
  for (int n = count - 1; n >= 0; --n) {
    DD c = kInvFactorial[2 * n + first];
    p = p * z + (n % 2 ? -c : c);
  }
  return p;
}

} // namespace

DD exp(DD x) {
  double k;
  DD r = reduceLn2(x, k);
  return scale2(DD(1) + expm1Reduced(r), static_cast<int>(k));
}

DD expm1(DD x) {
  double k;
  DD r = reduceLn2(x, k);
  if (k == 0)
    return expm1Reduced(x);
  return scale2(DD(1) + expm1Reduced(r), static_cast<int>(k)) - 1.0;
}

DD log1p(DD t) {
  if (t.hi > 0x1p60)
    return log(t) + 1 / t.hi; // 1/t < 2^-60: its double is enough
  double y0 = fast::log1p(t.hi);
  y0 += t.lo / (1 + t.hi);
  DD e = expm1(DD(y0));
  return DD(y0) + (t - e) / (e + 1.0);
}

DD log(DD x) {
  int e;
  fast::splitLog(x.hi, e);
  DD t = scale2(x, -e) - 1.0; // exact
  DD l = log1p(t);
  if (e == 0)
    return l;
  return twoProd(e, kLn2Hi) + (twoProd(e, kLn2Mid) + (l + e * kLn2Lo));
}

DD sinReduced(DD r) {
  DD z = r * r;
  return r * alternatingSeries(z, 1, 15);
}

DD cosReduced(DD r) {
  return alternatingSeries(r * r, 0, 15);
}

DD atan(DD x) {
  bool negative = x.hi < 0;
  if (negative)
    x = -x;
  bool inverted = x.hi > 1;
  DD result;
  if (std::isinf(x.hi)) {
    result = DD(0);
  } else {
    // 1 / x in double beyond 2^500 (the error is far below pi/2's ulp).
    DD a = !inverted ? x : x.hi > 0x1p500 ? DD(1 / x.hi) : DD(1) / x;
    double y0 = fast::atan(a.hi);
    if (y0 == 0) {
      result = a;
    } else {
      DD s = sinReduced(DD(y0)), c = cosReduced(DD(y0));
      result = DD(y0) + (a * c - s) / (c + a * s);
    }
  }
  if (inverted || std::isinf(x.hi))
    result = DD(kPio2Hi, kPio2Mid) - result;
  return negative ? -result : result;
}

DD cbrt(double x) {
  double y0 = fast::cbrt(x);
  int e;
  fast::splitLog(x, e);
  int j = (e >= 0 ? e : e - 2) / 3;
  double t = scale2(x, -3 * j), y = scale2(y0, -j);
  DD y3 = twoProd(y, y) * y;
  DD d = y3 - t;
  double correction = (d.hi + d.lo) / (3 * y * y);
  return scale2(fastTwoSum(y, -correction), j);
}

} // namespace dd

} // namespace mlir::sfold::crmath::detail

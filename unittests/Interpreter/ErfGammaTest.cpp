//===- ErfGammaTest.cpp - f64 erf, erfc, lgamma, acosh, digamma ---------===//
//
// f64's erfc from 24 on (results near and below 2^-1022, rounded once from
// a scaled double-double value) against values computed once with mpmath
// (256 bits, rounded to double by hand, subnormals included); and f64's
// first tries of erf, erfc, lgamma, acosh and digamma against the
// double-double path on operands of their hard ranges: each first try
// either declines or gives the double-double value's rounding.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/CrMath.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

using namespace mlir::sfold::crmath;

namespace {

/// erfc(x) rounded to double, from mpmath (256 bits): operands in [26.4,
/// 27.3] where main's double-double path was 1 ulp off (picked from
/// 140,000 random operands in [24, 27.3], 8,949 off), and the doubles
/// nearest the x where erfc(x) crosses 2^-1075 (0 or the smallest
/// subnormal), 1.5 2^-1074 and 2^-1022.
const double kErfcLarge[][2] = {
    {0x1.a6c6dc20596ffp+4, 0x1.1cd8ea2a82b47p-1013},
    {0x1.a86a2baf4795ep+4, 0x1.416eef478f7a5p-1021},
    {0x1.a8993937d573ep+4, 0x1.5d4d844fb24eap-1022},
    {0x1.a8b12fc6e488fp+4, 0x1.00000000009d6p-1022},
    {0x1.a8b12fc6e4890p+4, 0x1.0000000000684p-1022},
    {0x1.a8b12fc6e4891p+4, 0x1.0000000000332p-1022},
    {0x1.a8b12fc6e4892p+4, 0x0.fffffffffffe0p-1022},
    {0x1.a8b12fc6e4893p+4, 0x0.ffffffffffc8ep-1022},
    {0x1.a8b12fc6e4894p+4, 0x0.ffffffffff93cp-1022},
    {0x1.a8b12fc6e4895p+4, 0x0.ffffffffff5eap-1022},
    {0x1.a8cbbaec40f8ep+4, 0x0.b56e2f1d0a13ep-1022},
    {0x1.a90f7ab2c5f76p+4, 0x0.4b50ef86128a2p-1022},
    {0x1.a94d232c4e668p+4, 0x0.21d2337393104p-1022},
    {0x1.a98a3928e611ap+4, 0x0.0f4b4166c902ap-1022},
    {0x1.aa22c8f015770p+4, 0x0.021a688ad764ep-1022},
    {0x1.aad93b37d5aecp+4, 0x0.003203bf20b69p-1022},
    {0x1.ab9e18cd2582ap+4, 0x0.0003d55c1d842p-1022},
    {0x1.ac697aa75d4cdp+4, 0x0.000044c09e962p-1022},
    {0x1.ad2ffd7f1eceap+4, 0x0.0000051be76d1p-1022},
    {0x1.adf4191ea38d3p+4, 0x0.00000063d6220p-1022},
    {0x1.b34b26b27825fp+4, 0x0.0000000000002p-1022},
    {0x1.b34b26b278260p+4, 0x0.0000000000002p-1022},
    {0x1.b34b26b278261p+4, 0x0.0000000000002p-1022},
    {0x1.b34b26b278262p+4, 0x0.0000000000002p-1022},
    {0x1.b34b26b278263p+4, 0x0.0000000000001p-1022},
    {0x1.b34b26b278264p+4, 0x0.0000000000001p-1022},
    {0x1.b34b26b278265p+4, 0x0.0000000000001p-1022},
    {0x1.b39dc41e48bf9p+4, 0x0.0000000000001p-1022},
    {0x1.b39dc41e48bfap+4, 0x0.0000000000001p-1022},
    {0x1.b39dc41e48bfbp+4, 0x0.0000000000001p-1022},
    {0x1.b39dc41e48bfcp+4, 0x0.0000000000001p-1022},
    {0x1.b39dc41e48bfdp+4, 0x0.0p+0},
    {0x1.b39dc41e48bfep+4, 0x0.0p+0},
    {0x1.b39dc41e48bffp+4, 0x0.0p+0},
    {0x1.b39fb25167c41p+4, 0x0.0p+0},
};

TEST(ErfGammaTest, ErfcLargeMatchesMpmath) {
  for (const auto &row : kErfcLarge)
    EXPECT_EQ(f64(Unary::Erfc, row[0]), row[1]) << std::hexfloat << row[0];
}

/// The tests' random operands.
struct Sampler {
  std::mt19937_64 engine;
  double unit() { return static_cast<double>(engine() >> 11) * 0x1p-53; }
  /// n doubles uniform in [lo, hi) appended to xs.
  void uniform(std::vector<double> &xs, double lo, double hi, int n) {
    for (int i = 0; i < n; ++i)
      xs.push_back(lo + (hi - lo) * unit());
  }
  /// n doubles of magnitude 2^lo .. 2^hi, log-uniform, appended to xs.
  void logUniform(std::vector<double> &xs, int lo, int hi, int n) {
    for (int i = 0; i < n; ++i) {
      double m = 1 + unit();
      xs.push_back(std::ldexp(m, lo + static_cast<int>(engine() % (hi - lo))));
    }
  }
};

/// f64(fn, x) against the double-double value rounded (hi + lo).
void expectExactPath(Unary fn, const std::vector<double> &xs, int minimum) {
  int compared = 0;
  for (double x : xs) {
    if (isSpecial(fn, x))
      continue;
    bool flip = fn == Unary::Erf && x < 0;
    double hi, lo;
    accurateEval(fn, flip ? -x : x, hi, lo);
    double expected = flip ? -(hi + lo) : hi + lo;
    ASSERT_EQ(f64(fn, x), expected)
        << static_cast<int>(fn) << " at " << std::hexfloat << x;
    ++compared;
  }
  EXPECT_GE(compared, minimum) << static_cast<int>(fn);
}

TEST(ErfGammaTest, F64FirstTriesAgreeWithExactPath) {
  Sampler g{std::mt19937_64(2027)};
  // erf and erfc: both signs, log-uniform small ones, the tables' ends and
  // inner points; erfc up to 24 (beyond, the double-double value's low
  // part is subnormal: the mpmath test above).
  std::vector<double> erfOps;
  g.uniform(erfOps, -6, 6, 20000);
  g.logUniform(erfOps, -40, 3, 5000);
  for (double c : {0.5, 1.0, 2.0, 3.25, 4.0, -0.5, -3.25})
    g.uniform(erfOps, c - 0x1p-20, c + 0x1p-20, 1000);
  expectExactPath(Unary::Erf, erfOps, 30000);
  g.uniform(erfOps, 6, 24, 10000);
  expectExactPath(Unary::Erfc, erfOps, 40000);
  // lgamma and digamma: both signs, small and large magnitudes, near their
  // zeros (lgamma's at 1, 2, -2.457 and -2.747, digamma's at 1.4616),
  // half-integers and poles, and the first tries' limits (8, 10, 16).
  std::vector<double> gammaOps;
  g.uniform(gammaOps, -20, 40, 20000);
  g.logUniform(gammaOps, -30, 20, 5000);
  std::vector<double> negative;
  g.logUniform(negative, -30, 6, 5000);
  for (double x : negative)
    gammaOps.push_back(-x);
  for (double c : {1.0, 2.0, 1.4616321449683622, -2.4570247382208006,
                   -2.7476826467274127, -3.5, -0.5, -1.0, 8.0, 10.0, 16.0})
    g.uniform(gammaOps, c - 0x1p-12, c + 0x1p-12, 1000);
  expectExactPath(Unary::Lgamma, gammaOps, 35000);
  expectExactPath(Unary::Digamma, gammaOps, 35000);
  // acosh: near 1, up to 2^26 and beyond.
  std::vector<double> acoshOps, nearOne;
  g.uniform(acoshOps, 1, 100, 20000);
  g.logUniform(acoshOps, 0, 40, 5000);
  g.logUniform(nearOne, -40, 0, 5000);
  for (double t : nearOne)
    acoshOps.push_back(1 + t);
  expectExactPath(Unary::Acosh, acoshOps, 29000);
}

} // namespace

//===- CrMathTest.cpp - correctly rounded functions vs mpmath -------------===//
//
// CrMath.h against references computed once with mpmath
// (scripts/crmath-reference.py, CrMathReference.inc): every finite value of
// f16, bf16 and each f8 / f6 / f4 format, sampled pairs for pow and atan2,
// sampled f32 and f64 values. Then the properties the proof rests on, on a
// larger f32 sample: the double evaluation's error bound holds with a
// margin, and the rounding test never picks a value other than the
// double-double one; likewise f64's first tries. Last, the kernels apply
// the functions to tensors without rounding twice.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/CrMath.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/bit.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::crmath;

namespace {

struct Reference {
  const char *function, *format;
  size_t count;
  uint64_t hash;
};
const Reference kReferences[] = {
#include "CrMathReference.inc"
};

const char *const kUnaryNames[kNumUnary] = {
    "exp",  "expm1", "log",  "log1p", "logistic", "sin",   "cos",
    "tan",  "tanh",  "sinh", "cosh",  "asin",     "acos",  "atan",
    "asinh", "acosh", "atanh", "cbrt", "rsqrt", "erf", "erfc", "lgamma", "digamma"};

/// The generator of the script's samples.
struct SplitMix64 {
  uint64_t state;
  uint64_t next() {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
};

struct SmallFormat {
  const char *name;
  int exponentBits, mantissaBits;
  bool finiteOnly, nanTop; // no infinities; the top pattern is the NaN
};
const SmallFormat kSmallFormats[] = {
    {"f16", 5, 10, false, false},     {"bf16", 8, 7, false, false},
    {"f8E5M2", 5, 2, false, false},   {"f8E4M3FN", 4, 3, true, true},
    {"f8E4M3", 4, 3, false, false},   {"f8E3M4", 3, 4, false, false},
    {"f6E3M2FN", 3, 2, true, false},  {"f6E2M3FN", 2, 3, true, false},
    {"f4E2M1FN", 2, 1, true, false}};

/// Every finite value of the format, each nonzero one followed by its
/// negation (the script's order).
std::vector<double> formatValues(const SmallFormat &f, Format &format) {
  int bias = (1 << (f.exponentBits - 1)) - 1;
  format = {f.mantissaBits + 1, 1 - bias};
  std::vector<double> out;
  int topE = (1 << f.exponentBits) - 1, topM = (1 << f.mantissaBits) - 1;
  for (int e = 0; e <= topE; ++e)
    for (int m = 0; m <= topM; ++m) {
      if (!f.finiteOnly && e == topE)
        continue;
      if (f.nanTop && e == topE && m == topM)
        continue;
      double v = e == 0 ? std::ldexp(m, 1 - bias - f.mantissaBits)
                        : std::ldexp(1 + std::ldexp(m, -f.mantissaBits),
                                     e - bias);
      out.push_back(v);
      if (v != 0)
        out.push_back(-v);
    }
  return out;
}

std::vector<double> f32Samples(int n) {
  SplitMix64 g{32};
  std::vector<double> out;
  for (int i = 0; i < n; ++i) {
    float v = llvm::bit_cast<float>(static_cast<uint32_t>(g.next()));
    if (std::isfinite(v))
      out.push_back(v);
  }
  for (int k = 1; k <= n / 8; ++k)
    out.push_back(static_cast<float>(k * M_PI / 2));
  return out;
}

std::vector<double> f64Samples(int n) {
  SplitMix64 g{64};
  std::vector<double> out;
  for (int i = 0; i < n; ++i) {
    double v = llvm::bit_cast<double>(g.next());
    if (std::isfinite(v))
      out.push_back(v);
  }
  for (int k = 1; k <= n / 8; ++k)
    out.push_back(k * M_PI / 2);
  return out;
}

struct Hasher {
  uint64_t h = 0xcbf29ce484222325ULL;
  void add(double v) {
    if (!std::isfinite(v))
      v = 0;
    uint64_t bits = llvm::bit_cast<uint64_t>(v);
    for (int i = 0; i < 8; ++i) {
      h ^= (bits >> (8 * i)) & 0xFF;
      h *= 0x100000001b3ULL;
    }
  }
};

constexpr int kReferenceSamples = 4096;

TEST(CrMathTest, MatchesMpmathReferences) {
  int checked = 0;
  for (const Reference &ref : kReferences) {
    llvm::StringRef fmtName = ref.format, fnName = ref.function;
    std::vector<double> values;
    Format format{53, -1022};
    bool isF64 = fmtName == "f64";
    if (fmtName == "f32") {
      values = f32Samples(kReferenceSamples);
      format = kF32Format;
    } else if (isF64) {
      values = f64Samples(kReferenceSamples);
    } else {
      for (const SmallFormat &f : kSmallFormats)
        if (fmtName == f.name)
          values = formatValues(f, format);
    }
    ASSERT_FALSE(values.empty()) << ref.format;
    Hasher hash;
    size_t count = 0;
    int unproven = 0;
    bool binary = fnName == "pow" || fnName == "atan2";
    if (binary) {
      Binary fn = fnName == "pow" ? Binary::Pow : Binary::Atan2;
      SplitMix64 g{7};
      for (int i = 0; i < kReferenceSamples; ++i) {
        double x = values[g.next() % values.size()];
        double y = values[g.next() % values.size()];
        bool proven = true;
        hash.add(isF64 ? f64(fn, x, y) : rounded(fn, x, y, format, &proven));
        unproven += !proven;
        ++count;
      }
    } else {
      int index = 0;
      while (fnName != kUnaryNames[index])
        ++index;
      auto fn = static_cast<Unary>(index);
      for (double x : values) {
        bool proven = true;
        hash.add(isF64 ? f64(fn, x) : rounded(fn, x, format, &proven));
        unproven += !proven;
        ++count;
      }
    }
    EXPECT_EQ(count, ref.count) << ref.function << " " << ref.format;
    EXPECT_EQ(hash.h, ref.hash) << ref.function << " " << ref.format;
    EXPECT_EQ(unproven, 0) << ref.function << " " << ref.format;
    ++checked;
  }
  EXPECT_EQ(checked, 11 * 25);
}

/// Operands for which a function's evaluations run and stay in double's
/// normal range.
bool inDomain(Unary fn, double x) {
  double r = std::fabs(f64(fn, x));
  return !isSpecial(fn, x) && r < 0x1p1000 && r > 0x1p-1000;
}

bool isOddFunction(Unary fn) {
  return f64(fn, -0.5) == -f64(fn, 0.5) && fn != Unary::Cos &&
         fn != Unary::Cosh;
}

TEST(CrMathTest, FastErrorBoundHoldsWithMargin) {
  std::vector<double> values = f32Samples(50000);
  Format f16Format;
  for (double v : formatValues(kSmallFormats[0], f16Format))
    values.push_back(v);
  for (int i = 0; i < kNumUnary; ++i) {
    auto fn = static_cast<Unary>(i);
    bool odd = isOddFunction(fn);
    double worst = 0;
    for (double x : values) {
      if (odd && x < 0)
        continue;
      if (fn == Unary::Cosh)
        x = std::fabs(x);
      if (!inDomain(fn, x))
        continue;
      double err, hi, lo;
      double y = fastEval(fn, x, err);
      accurateEval(fn, x, hi, lo);
      if (std::isinf(y) || std::fabs(hi) > 1e300)
        continue; // beyond double: rounded to an infinity either way
      double actual = std::fabs((y - hi) - lo);
      worst = std::max(worst, actual / err);
      ASSERT_LE(actual, err / 8) << kUnaryNames[i] << " at " << x;
    }
    EXPECT_GT(worst, 0) << kUnaryNames[i];
  }
}

TEST(CrMathTest, SampledF32AgreesWithDoubleDouble) {
  // 100,000 random f32 operands per function, the floats nearest k pi/2
  // and tiny operands: the rounding test never returns anything but the
  // rounding of the double-double value, and that rounding is decided.
  std::vector<double> values = f32Samples(100000);
  for (int e = -149; e < -100; ++e)
    values.push_back(std::ldexp(1.0, e));
  for (int i = 0; i < kNumUnary; ++i) {
    auto fn = static_cast<Unary>(i);
    bool odd = isOddFunction(fn);
    int compared = 0;
    for (double x : values) {
      bool proven = true;
      double r = rounded(fn, x, kF32Format, &proven);
      ASSERT_TRUE(proven) << kUnaryNames[i] << " at " << x;
      double a = odd || fn == Unary::Cosh ? std::fabs(x) : x;
      if (!inDomain(fn, a) || (odd && x < 0 && !inDomain(fn, -x)))
        continue;
      double hi, lo;
      accurateEval(fn, a, hi, lo);
      double expected = roundToFormat(hi, kF32Format, lo);
      if (odd && x < 0)
        expected = -expected;
      ASSERT_EQ(r, expected) << kUnaryNames[i] << " at " << x;
      ++compared;
    }
    EXPECT_GT(compared, 1000) << kUnaryNames[i];
  }
}

TEST(CrMathTest, F64FirstTriesAgreeWithDoubleDouble) {
  // 20,000 operands per function with magnitudes 2^-20 .. 2^10 (asin's,
  // acos's and atanh's in (-1, 1), acosh's 1 plus them), where the double
  // evaluations with a low part run: f64's result is always the
  // double-double value rounded.
  const Unary fns[] = {Unary::Exp,   Unary::Expm1,    Unary::Log,
                       Unary::Log1p, Unary::Sin,      Unary::Cos,
                       Unary::Tan,   Unary::Tanh,     Unary::Sinh,
                       Unary::Cosh,  Unary::Logistic, Unary::Asin,
                       Unary::Acos,  Unary::Atan,     Unary::Asinh,
                       Unary::Acosh, Unary::Atanh,    Unary::Cbrt,
                       Unary::Erf,   Unary::Erfc,     Unary::Lgamma};
  SplitMix64 g{99};
  for (Unary fn : fns) {
    bool odd = isOddFunction(fn);
    int compared = 0;
    for (int i = 0; i < 20000; ++i) {
      double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
      double x = std::ldexp(1 + u, static_cast<int>(g.next() % 31) - 20);
      if (fn == Unary::Asin || fn == Unary::Acos || fn == Unary::Atanh)
        x = u;
      if (g.next() & 1)
        x = -x;
      if (fn == Unary::Acosh)
        x = 1 + std::fabs(x);
      // erfc from 24 on: the double-double value's low part is subnormal
      // (ErfGammaTest checks f64 against mpmath there).
      if (isSpecial(fn, x) || (fn == Unary::Erfc && x >= 24))
        continue;
      double a = odd || fn == Unary::Cosh ? std::fabs(x) : x, hi, lo;
      accurateEval(fn, a, hi, lo);
      double expected = odd && x < 0 ? -(hi + lo) : hi + lo;
      ASSERT_EQ(f64(fn, x), expected)
          << kUnaryNames[static_cast<int>(fn)] << " at " << x;
      ++compared;
    }
    EXPECT_GT(compared, 5000) << kUnaryNames[static_cast<int>(fn)];
  }
}

TEST(CrMathTest, F64PairsAreTheSingleFunctions) {
  // f64SinCos and f64SinhCosh share one reduction; their values are the
  // single functions', on magnitudes 2^-40 .. 2^25 and special operands.
  SplitMix64 g{7};
  std::vector<double> xs = {0.0, -0.0, 1.0, 709.5, 710.0, 1e300,
                            std::numeric_limits<double>::infinity(),
                            std::numeric_limits<double>::quiet_NaN()};
  for (int i = 0; i < 20000; ++i) {
    double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
    double x = std::ldexp(1 + u, static_cast<int>(g.next() % 66) - 40);
    xs.push_back(g.next() & 1 ? -x : x);
  }
  auto same = [](double a, double b) {
    return llvm::bit_cast<uint64_t>(a) == llvm::bit_cast<uint64_t>(b);
  };
  for (double x : xs) {
    double s, c, sh, ch;
    f64SinCos(x, s, c);
    f64SinhCosh(x, sh, ch);
    EXPECT_TRUE(same(s, f64<Unary::Sin>(x))) << "sin at " << x;
    EXPECT_TRUE(same(c, f64<Unary::Cos>(x))) << "cos at " << x;
    EXPECT_TRUE(same(sh, f64<Unary::Sinh>(x))) << "sinh at " << x;
    EXPECT_TRUE(same(ch, f64<Unary::Cosh>(x))) << "cosh at " << x;
  }
}

TEST(CrMathTest, PowArrayMatchesSingleOperands) {
  // f64Array's pow takes its first try two operands at a time: each result
  // is f64's (checked against references above) on 200,000 pairs, x
  // log-uniform 2^-1074 .. 2^1023 of either sign or near 1, y log-uniform
  // 2^-60 .. 2^12 of either sign, or an integer, with zeros, ones,
  // infinities and NaN among both, and an odd count (a tail of one).
  SplitMix64 g{31};
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> specials = {0.0,
                                  -0.0,
                                  1.0,
                                  -1.0,
                                  inf,
                                  -inf,
                                  std::numeric_limits<double>::quiet_NaN()};
  std::vector<double> xs, ys;
  for (int i = 0; i < 200001; ++i) {
    double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
    double x =
        i % 3 == 0
            ? 1 + (u - 0.5) * 0x1p-10
            : std::ldexp(1 + u, static_cast<int>(g.next() % 2098) - 1074);
    u = static_cast<double>(g.next() >> 11) * 0x1p-53;
    double y = i % 4 == 0
                   ? static_cast<double>(g.next() % 2001) - 1000
                   : std::ldexp(1 + u, static_cast<int>(g.next() % 73) - 60);
    if (g.next() % 8 == 0)
      x = -x;
    if (g.next() % 2 == 0)
      y = -y;
    if (g.next() % 64 == 0)
      x = specials[g.next() % specials.size()];
    if (g.next() % 64 == 0)
      y = specials[g.next() % specials.size()];
    xs.push_back(x);
    ys.push_back(y);
  }
  std::vector<double> out(xs.size());
  f64Array(Binary::Pow, xs.data(), ys.data(), out.data(),
           static_cast<int64_t>(xs.size()));
  for (size_t i = 0; i < xs.size(); ++i) {
    double expected = f64(Binary::Pow, xs[i], ys[i]);
    if (std::isnan(expected))
      EXPECT_TRUE(std::isnan(out[i])) << xs[i] << " ^ " << ys[i];
    else
      ASSERT_EQ(out[i], expected) << xs[i] << " ^ " << ys[i];
  }
}

TEST(CrMathTest, PairedArraysMatchSingleOperands) {
  // f64Array's atan, erf, logistic, sin, cos, tan and cbrt and roundedArray's
  // f32 acosh and exp evaluate two operands at a time: each result is the
  // single-operand function's, bit for bit, on 60,001 operands per function
  // (uniform over the usual range, log-uniform magnitudes 2^-1074 ..
  // 2^1023 of either sign, the pair ranges' ends and f32 exp's overflow and
  // underflow thresholds with their neighbours, zeros, infinities and NaN)
  // and on every count from 1 to 9 (the tails past the steps of 4), with
  // the portable loops and with the host's instruction set's (AVX2's).
  struct Case {
    Unary fn;
    bool f32;
    double lo, hi;
    std::vector<double> edges;
  };
  const double inf = std::numeric_limits<double>::infinity();
  const Case cases[] = {
      {Unary::Atan, false, -10, 10, {0x1p-30, 0x1p500, 0x1p-9, 1, 0x1p25}},
      {Unary::Erf, false, -4, 4, {0x1p-500, 0.5, 3.25, 6}},
      {Unary::Logistic, false, -50, 50, {-665, -40, 40, 0x1p-60}},
      {Unary::Sin, false, -100, 100, {0x1p-30, 0x1.8p20, M_PI, 1e22}},
      {Unary::Cos, false, -100, 100, {0x1p-30, 0x1.8p20, M_PI / 2, 1e22}},
      {Unary::Tan, false, -10, 10, {0x1p-30, 0x1.8p20, M_PI / 2, 1e22}},
      {Unary::Cbrt, false, -100, 100, {0x1p-900, 0x1p900, 1, 8, 0x1p-1022}},
      {Unary::Acosh, true, 1, 100, {1, 2, 0x1p60}},
      {Unary::Exp, true, -110, 95, {708, 88.72, -87.33, -103.97}}};
  auto same = [](double a, double b) {
    return llvm::bit_cast<uint64_t>(a) == llvm::bit_cast<uint64_t>(b);
  };
  for (KernelIsa isa : {KernelIsa::Portable, getHostIsa()}) {
    KernelConfigScope scope({isa, 1});
    for (const Case &c : cases) {
      const char *name = kUnaryNames[static_cast<int>(c.fn)];
      SplitMix64 g{static_cast<uint64_t>(c.fn) + 41};
      std::vector<double> xs = {0.0, -0.0, inf, -inf, 0x1p-1074, -0x1p-1074,
                                std::numeric_limits<double>::quiet_NaN()};
      for (double edge : c.edges)
        for (int i = -20; i <= 20; ++i)
          for (double sign : {1.0, -1.0})
            xs.push_back(sign *
                         (c.f32 ? static_cast<float>(edge + i * 0x1p-24 * edge)
                                : edge + i * 0x1p-52 * edge));
      while (xs.size() < 60001) {
        double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
        double x =
            g.next() % 4
                ? c.lo + (c.hi - c.lo) * u
                : std::ldexp(g.next() & 1 ? -1 - u : 1 + u,
                             static_cast<int>(g.next() % 2098) - 1074);
        xs.push_back(c.f32 ? static_cast<float>(x) : x);
      }
      // Counts from 1 to 9 on the first operands (the special ones) and on
      // the last (random ones), then all of them.
      std::vector<std::pair<size_t, size_t>> slices = {{0, xs.size()}};
      for (size_t count = 1; count <= 9; ++count)
        slices.insert(slices.end(), {{0, count}, {xs.size() - count, count}});
      for (auto [start, count] : slices) {
        std::vector<double> results(count);
        if (c.f32) {
          std::vector<float> floats(xs.begin() + start,
                                    xs.begin() + start + count),
              out(count);
          roundedArray(c.fn, floats.data(), out.data(),
                       static_cast<int64_t>(count), kF32Format);
          results.assign(out.begin(), out.end());
        } else {
          f64Array(c.fn, xs.data() + start, results.data(),
                   static_cast<int64_t>(count));
        }
        for (size_t i = 0; i < count; ++i) {
          double x = xs[start + i];
          double expected =
              c.f32 ? static_cast<float>(rounded(c.fn, x, kF32Format))
                    : f64(c.fn, x);
          ASSERT_TRUE(same(results[i], expected))
              << name << " at " << x << ": " << results[i] << " != " << expected
              << " (count " << count << ", " << getKernelIsaName(isa) << ")";
        }
      }
    }
  }
}

TEST(CrMathTest, ArrayFirstTriesAgreeWithDoubleDouble) {
  // The array loops' first tries (f64: exp, log, logistic, tanh, cosh,
  // expm1, asinh, acosh and erfc two operands at a time (log on the
  // magnitudes of the operands below); f32 and f16: logistic, log, exp and
  // acosh) on
  // 150,000 operands per function (acosh: 50,000 more in [1, 1.25] and
  // log-uniform 1 .. 2^30; erfc: in [-3.25, 0.5], [0.5, 6] and [0.5,
  // 27.3], and -3.25, 0.5, 3.25, 24 and 26.5 with neighbours): log-uniform
  // magnitudes 2^-70 .. 2^10, uniform in [-50, 50], their ranges' ends
  // (-665, 40, 0.25, 2^-61, 1, 1.1, 2^26) and neighbours, zeros,
  // infinities and NaN. Each result is the double-double value rounded
  // (special cases aside): a first try that decided wrongly (a bound too
  // small) would show.
  SplitMix64 g{27};
  std::vector<double> xs = {0.0,
                            -0.0,
                            0.25,
                            -0.25,
                            40,
                            -40,
                            -665,
                            665,
                            709,
                            -709,
                            1e300,
                            -1e300,
                            std::numeric_limits<double>::infinity(),
                            -std::numeric_limits<double>::infinity(),
                            std::numeric_limits<double>::quiet_NaN()};
  for (double edge :
       {0.25, 40.0, -665.0, -40.0, 0x1p-61, -0x1p-61, 1.0, 1.1, 0x1p26})
    for (int i = 1; i <= 100; ++i) {
      xs.push_back(edge + i * 0x1p-40 * std::fabs(edge));
      xs.push_back(edge - i * 0x1p-40 * std::fabs(edge));
    }
  while (xs.size() < 150000) {
    double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
    double x = g.next() % 2
                   ? std::ldexp(1 + u, static_cast<int>(g.next() % 81) - 70)
                   : 100 * u - 50;
    xs.push_back(g.next() & 1 ? -x : x);
  }
  std::vector<double> acoshXs = xs, erfcXs = xs;
  for (double edge : {-3.25, 0.5, 3.25, 24.0, 26.5})
    for (int i = 1; i <= 100; ++i) {
      erfcXs.push_back(edge + i * 0x1p-40 * edge);
      erfcXs.push_back(edge - i * 0x1p-40 * edge);
    }
  for (int i = 0; i < 50000; ++i) {
    double u = static_cast<double>(g.next() >> 11) * 0x1p-53;
    acoshXs.push_back(i % 2 ? 1 + u / 4
                            : std::ldexp(1 + u, static_cast<int>(i % 31)));
    erfcXs.push_back(i % 3 == 0   ? 3.75 * u - 3.25
                     : i % 3 == 1 ? 0.5 + 5.5 * u
                                  : 0.5 + 26.8 * u);
  }
  // log: the magnitudes of xs and of acosh's operands.
  std::vector<double> logXs;
  for (const std::vector<double> *from : {&xs, &acoshXs})
    for (double x : *from)
      logXs.push_back(std::fabs(x));
  for (Unary fn :
       {Unary::Exp, Unary::Log, Unary::Logistic, Unary::Tanh, Unary::Cosh,
        Unary::Expm1, Unary::Asinh, Unary::Acosh, Unary::Erfc}) {
    const char *name = kUnaryNames[static_cast<int>(fn)];
    const std::vector<double> &operands = fn == Unary::Acosh  ? acoshXs
                                          : fn == Unary::Erfc ? erfcXs
                                          : fn == Unary::Log  ? logXs
                                                              : xs;
    // From the second operand on: a tail of 3 past the steps of 4.
    std::vector<double> out(operands.size());
    out[0] = f64(fn, operands[0]);
    f64Array(fn, operands.data() + 1, out.data() + 1,
             static_cast<int64_t>(operands.size()) - 1);
    int compared = 0;
    for (size_t i = 0; i < operands.size(); ++i) {
      double x = operands[i];
      if (std::isnan(x)) {
        EXPECT_TRUE(std::isnan(out[i])) << name;
        continue;
      }
      // erfc from 24 on: the double-double value's low part is subnormal.
      if (isSpecial(fn, x) || (fn == Unary::Erfc && x >= 24)) {
        double expected = f64(fn, x); // NaN for acosh below 1
        if (std::isnan(expected))
          EXPECT_TRUE(std::isnan(out[i])) << name << " at " << x;
        else
          EXPECT_EQ(out[i], expected) << name << " at " << x;
        continue;
      }
      bool odd = fn == Unary::Tanh || fn == Unary::Asinh;
      double a = odd || fn == Unary::Cosh ? std::fabs(x) : x, hi, lo;
      accurateEval(fn, a, hi, lo);
      double expected = odd && x < 0 ? -(hi + lo) : hi + lo;
      ASSERT_EQ(out[i], expected) << name << " at " << x;
      ++compared;
    }
    EXPECT_GT(compared, 90000) << name; // tanh of |x| < 2^-30 is x
  }
  // f32 (the same operands as floats) and every f16 value: the narrow
  // loops of logistic, log, exp and acosh (for f32 two operands at a time
  // with a rounding test by conversion to float; logistic's f16 too).
  Format f16Format;
  std::vector<double> halfs = formatValues(kSmallFormats[0], f16Format);
  for (Unary fn : {Unary::Logistic, Unary::Log, Unary::Exp, Unary::Acosh}) {
    for (Format format : {kF32Format, f16Format}) {
      std::vector<float> floats;
      for (double x : format.precision == 24 ? xs : halfs)
        floats.push_back(static_cast<float>(x));
      std::vector<float> results(floats.size());
      roundedArray(fn, floats.data(), results.data(),
                   static_cast<int64_t>(floats.size()), format);
      for (size_t i = 0; i < floats.size(); ++i) {
        double x = floats[i], hi, lo;
        if (std::isnan(x) || isSpecial(fn, x) || (fn == Unary::Log && x < 0))
          continue;
        accurateEval(fn, x, hi, lo);
        ASSERT_EQ(results[i], static_cast<float>(roundToFormat(hi, format, lo)))
            << kUnaryNames[static_cast<int>(fn)] << " (precision "
            << format.precision << ") at " << x;
      }
    }
  }
}

TEST(CrMathTest, SpecialValues) {
  const double inf = std::numeric_limits<double>::infinity();
  auto r = [](Unary fn, double x) { return rounded(fn, x, kF32Format); };
  EXPECT_EQ(r(Unary::Exp, -inf), 0);
  EXPECT_EQ(r(Unary::Exp, 0), 1);
  EXPECT_TRUE(std::isinf(static_cast<float>(r(Unary::Exp, 100))));
  EXPECT_EQ(r(Unary::Log, 0), -inf);
  EXPECT_TRUE(std::isnan(r(Unary::Log, -1)));
  EXPECT_FALSE(std::signbit(r(Unary::Log, -1)));
  EXPECT_EQ(r(Unary::Log, 1), 0);
  EXPECT_TRUE(std::signbit(r(Unary::Sin, -0.0)));
  EXPECT_TRUE(std::isnan(r(Unary::Cos, inf)));
  EXPECT_EQ(r(Unary::Tanh, -inf), -1);
  EXPECT_EQ(r(Unary::Rsqrt, -0.0), -inf);
  EXPECT_EQ(r(Unary::Atan, inf), static_cast<float>(M_PI / 2));
  EXPECT_EQ(r(Unary::Acos, -1), static_cast<float>(M_PI));
  EXPECT_EQ(r(Unary::Atanh, -1), -inf);
  // A NaN operand keeps its sign and payload (made quiet).
  double nan = -std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(std::signbit(r(Unary::Exp, nan)));

  auto p = [](double x, double y) { return rounded(Binary::Pow, x, y, kF32Format); };
  EXPECT_EQ(p(std::numeric_limits<double>::quiet_NaN(), 0), 1);
  EXPECT_EQ(p(1, std::numeric_limits<double>::quiet_NaN()), 1);
  EXPECT_EQ(p(-1, inf), 1);
  EXPECT_EQ(p(-0.0, -3), -inf);
  EXPECT_EQ(p(-0.0, 3), 0);
  EXPECT_TRUE(std::signbit(p(-0.0, 3)));
  EXPECT_EQ(p(-2, 3), -8);
  EXPECT_TRUE(std::isnan(p(-2, 0.5)));
  EXPECT_EQ(p(0.5, -inf), inf);
  EXPECT_EQ(p(-inf, -3), 0);
  EXPECT_TRUE(std::signbit(p(-inf, -3)));
  // An exact midpoint: 169^1.5 = 2197, between the f16 values 2196 and
  // 2198, rounds to the even one.
  EXPECT_EQ(rounded(Binary::Pow, 169, 1.5, Format{11, -14}), 2196);

  auto a = [](double y, double x) { return rounded(Binary::Atan2, y, x, kF32Format); };
  EXPECT_EQ(a(0.0, -1), static_cast<float>(M_PI));
  EXPECT_EQ(a(-0.0, -0.0), -static_cast<float>(M_PI));
  EXPECT_TRUE(std::signbit(a(-0.0, 1)));
  EXPECT_EQ(a(-inf, inf), -static_cast<float>(M_PI / 4));
  EXPECT_EQ(a(1, 0), static_cast<float>(M_PI / 2));
  EXPECT_EQ(f64(Unary::Atan, inf), M_PI / 2);
  EXPECT_EQ(f64(Unary::Exp, 1), M_E);
}

TEST(CrMathTest, KernelsRoundOnceInTheElementType) {
  MLIRContext ctx;
  for (bool bf16 : {false, true}) {
    Type et = bf16 ? Type(BFloat16Type::get(&ctx)) : Type(Float16Type::get(&ctx));
    Format format = bf16 ? Format{8, -126} : Format{11, -14};
    std::vector<uint16_t> bits;
    for (uint32_t b = 0; b < 0x10000; ++b)
      bits.push_back(static_cast<uint16_t>(b));
    auto type = RankedTensorType::get({0x10000}, et);
    Tensor operand = Tensor::fromValues<uint16_t>(type, bits);
    Tensor result = exponentialOp(operand, type);
    ASSERT_TRUE(result);
    auto out = result.data<uint16_t>();
    for (uint32_t b = 0; b < 0x10000; ++b) {
      float x = bf16 ? bf16BitsToFloat(b) : f16BitsToFloat(b);
      if (std::isnan(x))
        continue;
      float expected = static_cast<float>(rounded(Unary::Exp, x, format));
      uint16_t e = bf16 ? floatToBF16Bits(expected) : floatToF16Bits(expected);
      ASSERT_EQ(out[b], e) << "bits " << b;
    }
  }
}

} // namespace

//===- ElementTest.cpp - Element arithmetic and comparisons ---------------===//

#include "ElementOracle.h"
#include "stablehlo_fold/Interpreter/Element.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::sfold;

namespace {
class ElementTest : public ::testing::Test {
protected:
  Type t(StringRef s) { return parseType(s, &ctx); }
  Element i(StringRef type, int64_t v) { return Element::fromInt(t(type), v); }
  Element f(StringRef type, double v) { return Element::fromDouble(t(type), v); }
  std::string str(const Element &e) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << e;
    return s;
  }
  MLIRContext ctx;
};

TEST_F(ElementTest, IntegerArithmeticWraps) {
  EXPECT_EQ((i("i8", 127) + i("i8", 1)).getIntegerAsInt64(), -128);
  EXPECT_EQ((i("i8", -128) - i("i8", 1)).getIntegerAsInt64(), 127);
  EXPECT_EQ((i("i32", 65536) * i("i32", 65536)).getIntegerAsInt64(), 0);
  EXPECT_EQ((i("ui8", 255) + i("ui8", 1)).getIntegerAsInt64(), 0);
  EXPECT_EQ((i("i4", 7) + i("i4", 1)).getIntegerAsInt64(), -8);
  EXPECT_EQ((i("ui2", 3) + i("ui2", 2)).getIntegerAsInt64(), 1);
  EXPECT_EQ((-i("i64", std::numeric_limits<int64_t>::min())).getIntegerAsInt64(),
            std::numeric_limits<int64_t>::min());
  EXPECT_EQ((i("ui64", -1)).getIntegerAsInt64(), -1); // All ones.
  EXPECT_EQ(i("ui64", -1).getInteger().getZExtValue(), ~uint64_t(0));
}

TEST_F(ElementTest, IntegerDivision) {
  EXPECT_EQ((i("i32", -7) / i("i32", 2)).getIntegerAsInt64(), -3);
  EXPECT_EQ((i("i32", -7) % i("i32", 2)).getIntegerAsInt64(), -1);
  EXPECT_EQ((i("i32", 7) % i("i32", -2)).getIntegerAsInt64(), 1);
  EXPECT_EQ((i("ui8", 200) / i("ui8", 3)).getIntegerAsInt64(), 66);
  // Division by zero and overflow do not trap.
  EXPECT_EQ((i("i32", 5) / i("i32", 0)).getIntegerAsInt64(), -1);
  EXPECT_EQ((i("i32", 5) % i("i32", 0)).getIntegerAsInt64(), 5);
  EXPECT_EQ((i("ui8", 5) / i("ui8", 0)).getIntegerAsInt64(), 255);
  EXPECT_EQ((i("i8", -128) / i("i8", -1)).getIntegerAsInt64(), -128);
  EXPECT_EQ((i("i8", -128) % i("i8", -1)).getIntegerAsInt64(), 0);
}

TEST_F(ElementTest, IntegerComparisonsRespectSignedness) {
  EXPECT_TRUE(i("i8", -1) < i("i8", 0));
  EXPECT_FALSE(i("ui8", 255) < i("ui8", 0));
  EXPECT_TRUE(i("ui8", 0) < i("ui8", 255));
  EXPECT_TRUE(i("i16", 3) <= i("i16", 3));
  EXPECT_TRUE(i("i16", 4) > i("i16", 3));
  EXPECT_TRUE(i("i16", 4) != i("i16", 3));
  EXPECT_EQ(max(i("i8", -5), i("i8", 3)).getIntegerAsInt64(), 3);
  EXPECT_EQ(min(i("ui8", 250), i("ui8", 3)).getIntegerAsInt64(), 3);
  EXPECT_EQ(abs(i("i8", -5)).getIntegerAsInt64(), 5);
  EXPECT_EQ(abs(i("i8", -128)).getIntegerAsInt64(), -128);
}

TEST_F(ElementTest, BitwiseAndBooleans) {
  EXPECT_EQ((i("i8", 0x0F) & i("i8", 0x3C)).getIntegerAsInt64(), 0x0C);
  EXPECT_EQ((i("i8", 0x0F) | i("i8", 0x30)).getIntegerAsInt64(), 0x3F);
  EXPECT_EQ((i("i8", 0x0F) ^ i("i8", 0x3C)).getIntegerAsInt64(), 0x33);
  EXPECT_EQ((~i("i8", 0)).getIntegerAsInt64(), -1);
  Element tr(t("i1"), true), fa(t("i1"), false);
  EXPECT_TRUE((tr + fa).getBool()); // add is OR
  EXPECT_FALSE((tr * fa).getBool()); // multiply is AND
  EXPECT_TRUE(max(tr, fa).getBool());
  EXPECT_FALSE(min(tr, fa).getBool());
  EXPECT_FALSE((~tr).getBool());
  EXPECT_TRUE(fa < tr);
  EXPECT_TRUE(i("i1", 5).getBool());
}

TEST_F(ElementTest, FloatArithmeticRoundsInTheFormat) {
  EXPECT_EQ((f("f32", 1.5) + f("f32", 2.25)).convertToDouble(), 3.75);
  // 1 + 2^-11 is not representable in f16: ties to even gives 1.
  EXPECT_EQ((f("f16", 1.0) + f("f16", 0x1p-11)).convertToDouble(), 1.0);
  EXPECT_EQ((f("f16", 1.0) + f("f16", 0x1p-10)).convertToDouble(), 1.0 + 0x1p-10);
  EXPECT_EQ((f("bf16", 256) + f("bf16", 1)).convertToDouble(), 256.0);
  EXPECT_EQ((f("f8E4M3FN", 448) * f("f8E4M3FN", 2)).getFloat().isNaN(), true);
  EXPECT_EQ((f("f8E5M2", 3) / f("f8E5M2", 2)).convertToDouble(), 1.5);
  EXPECT_EQ((f("f64", 7.5) % f("f64", 2)).convertToDouble(), 1.5);
  EXPECT_EQ((f("f64", -7.5) % f("f64", 2)).convertToDouble(), -1.5);
  EXPECT_TRUE(std::signbit((-f("f32", 0.0)).convertToDouble()));
  EXPECT_EQ(abs(f("f32", -2.5)).convertToDouble(), 2.5);
  // fromDouble rounds to nearest even.
  EXPECT_EQ(f("f4E2M1FN", 2.5).convertToDouble(), 2.0);
  EXPECT_EQ(f("f4E2M1FN", 3.5).convertToDouble(), 4.0);
}

TEST_F(ElementTest, FloatComparisonsAndNaN) {
  Element nan = f("f32", std::nan(""));
  Element one = f("f32", 1.0);
  EXPECT_FALSE(nan == nan);
  EXPECT_TRUE(nan != nan);
  EXPECT_FALSE(nan < one);
  EXPECT_FALSE(nan <= one);
  EXPECT_FALSE(nan > one);
  EXPECT_TRUE(f("f32", 0.0) == f("f32", -0.0));
  EXPECT_FALSE(f("f32", 0.0).isIdenticalTo(f("f32", -0.0)));
  EXPECT_TRUE(nan.isIdenticalTo(nan));
  EXPECT_TRUE(one <= one);
}

TEST_F(ElementTest, MaxMinFollowIEEE) {
  Element nan = f("f32", std::nan(""));
  Element one = f("f32", 1.0);
  Element pz = f("f32", 0.0), nz = f("f32", -0.0);
  EXPECT_TRUE(max(nan, one).getFloat().isNaN());
  EXPECT_TRUE(max(one, nan).getFloat().isNaN());
  EXPECT_TRUE(min(nan, one).getFloat().isNaN());
  EXPECT_TRUE(min(one, nan).getFloat().isNaN());
  EXPECT_FALSE(max(nz, pz).getFloat().isNegative());
  EXPECT_FALSE(max(pz, nz).getFloat().isNegative());
  EXPECT_TRUE(min(pz, nz).getFloat().isNegative());
  EXPECT_TRUE(min(nz, pz).getFloat().isNegative());
  EXPECT_EQ(max(one, f("f32", 2)).convertToDouble(), 2.0);
}

TEST_F(ElementTest, Complex) {
  Type c64 = t("complex<f32>");
  Element a = Element::fromComplex(c64, {1, 2});
  Element b = Element::fromComplex(c64, {3, -1});
  Element sum = a + b;
  EXPECT_EQ(sum.getReal().convertToFloat(), 4.0f);
  EXPECT_EQ(sum.getImag().convertToFloat(), 1.0f);
  Element prod = a * b; // (1+2i)(3-i) = 5 + 5i
  EXPECT_EQ(prod.getReal().convertToFloat(), 5.0f);
  EXPECT_EQ(prod.getImag().convertToFloat(), 5.0f);
  Element quot = prod / b;
  EXPECT_NEAR(quot.getReal().convertToFloat(), 1.0f, 1e-6);
  EXPECT_NEAR(quot.getImag().convertToFloat(), 2.0f, 1e-6);
  Element m = abs(Element::fromComplex(t("complex<f64>"), {3, 4}));
  EXPECT_EQ(m.getType(), t("f64"));
  EXPECT_EQ(m.convertToDouble(), 5.0);
  EXPECT_TRUE(a == Element::fromComplex(c64, {1, 2}));
  EXPECT_TRUE(a < b);
  EXPECT_TRUE(max(a, b).isIdenticalTo(b));
  EXPECT_TRUE(min(Element::fromComplex(c64, {1, 3}), a).isIdenticalTo(a));
  Element neg = -a;
  EXPECT_EQ(neg.getImag().convertToFloat(), -2.0f);
}

TEST_F(ElementTest, Printing) {
  EXPECT_EQ(str(i("i8", -3)), "-3");
  EXPECT_EQ(str(i("ui8", 250)), "250");
  EXPECT_EQ(str(Element(t("i1"), true)), "true");
  EXPECT_EQ(str(f("f32", 1.5)), "1.5");
  EXPECT_EQ(str(f("f32", -INFINITY)), "-inf");
  EXPECT_EQ(str(f("f32", std::nan(""))), "nan");
  EXPECT_EQ(str(Element::fromComplex(t("complex<f64>"), {1, -2})),
            "(1.0, -2.0)");
  EXPECT_EQ(str(f("f32", -0.0)), "-0.0");
  EXPECT_EQ(str(f("bf16", 0.1)), "0.1");
}

TEST_F(ElementTest, ZeroAndOne) {
  for (const char *type : {"i1", "i4", "ui8", "i64", "f8E4M3FN", "bf16", "f16",
                           "f32", "f64", "complex<f32>"}) {
    Element z = Element::zero(t(type)), o = Element::one(t(type));
    EXPECT_EQ(z.convertToDouble(), 0.0) << type;
    EXPECT_EQ(o.convertToDouble(), 1.0) << type;
    EXPECT_TRUE(z < o) << type;
  }
}

TEST_F(ElementTest, UnsignedFloatFormat) {
  // f8E8M0FNU has no sign and no zero: negative results are NaN.
  Element four = f("f8E8M0FNU", 4), two = f("f8E8M0FNU", 2);
  EXPECT_TRUE((two - four).getFloat().isNaN());
  EXPECT_TRUE(std::isnan((two - four).convertToDouble()));
  EXPECT_TRUE(f("f8E8M0FNU", -1).getFloat().isNaN());
  EXPECT_EQ((two * four).convertToDouble(), 8.0);
}

TEST_F(ElementTest, FiniteOnlyFormat) {
  // f4E2M1FN has neither NaN nor infinity.
  Element four = f("f4E2M1FN", 4), zero = f("f4E2M1FN", 0);
  EXPECT_EQ((four / zero).convertToDouble(), 6.0);
  EXPECT_EQ((-four / zero).convertToDouble(), -6.0);
  EXPECT_EQ((zero / zero).convertToDouble(), 0.0);
  EXPECT_EQ(f("f4E2M1FN", INFINITY).convertToDouble(), 6.0);
}

TEST_F(ElementTest, MismatchedKindsDoNotCrash) {
  Element a = i("i32", 1);
  Element b = f("f32", 1.0);
  EXPECT_FALSE(a == b);
  EXPECT_TRUE((a + b).isIdenticalTo(a));
}
} // namespace

//===- PrintTest.cpp - tensors as readable text and as hex ----------------===//

#include "stablehlo_fold/Interpreter/Print.h"
#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/Support/Error.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <random>
#include <set>

using namespace mlir;
using namespace mlir::sfold;

namespace {

class PrintTest : public ::testing::Test {
protected:
  PrintTest() { ctx.loadDialect<quant::QuantDialect>(); }
  Type parseT(StringRef s) { return parseType(s, &ctx); }
  Tensor literal(StringRef s) {
    auto attr = llvm::cast<ElementsAttr>(parseAttribute(s, &ctx));
    return *makeTensor(attr);
  }
  static std::string str(const Tensor &t,
                         TensorFormat format = TensorFormat::Readable) {
    std::string s;
    llvm::raw_string_ostream os(s);
    printTensor(os, t, format);
    return s;
  }
  static std::string floatText(const llvm::fltSemantics &sem, uint64_t bits) {
    std::string s;
    llvm::raw_string_ostream os(s);
    printFloatBits(os, sem, bits);
    return s;
  }
  /// The tensor an MLIR literal `text` holds (null if it does not parse).
  Tensor reparse(const std::string &text, RankedTensorType type) {
    auto attr = llvm::dyn_cast_if_present<ElementsAttr>(
        parseAttribute(text, &ctx));
    if (!attr)
      return Tensor();
    FailureOr<Tensor> t = makeTensor(attr, type);
    return succeeded(t) ? *t : Tensor();
  }
  MLIRContext ctx;
};

/// Every float format of the spec narrower than f32.
const char *const kNarrowFloats[] = {
    "f4E2M1FN",   "f6E2M3FN",      "f6E3M2FN", "f8E3M4",
    "f8E4M3",     "f8E4M3FN",      "f8E4M3FNUZ", "f8E4M3B11FNUZ",
    "f8E5M2",     "f8E5M2FNUZ",    "f8E8M0FNU", "bf16",
    "f16",
};

TEST_F(PrintTest, FloatLayout) {
  const auto &f32 = llvm::APFloat::IEEEsingle();
  const auto &f64 = llvm::APFloat::IEEEdouble();
  auto d = [&](double v) {
    return floatText(f64, llvm::bit_cast<uint64_t>(v));
  };
  auto f = [&](float v) {
    return floatText(f32, llvm::bit_cast<uint32_t>(v));
  };
  EXPECT_EQ(d(1.0), "1.0");
  EXPECT_EQ(d(-0.0), "-0.0");
  EXPECT_EQ(d(0.0), "0.0");
  EXPECT_EQ(d(0.1), "0.1");
  EXPECT_EQ(d(123.456), "123.456");
  EXPECT_EQ(d(1e15), "1000000000000000.0");
  EXPECT_EQ(d(1e16), "1.0e+16");
  EXPECT_EQ(d(1.5e300), "1.5e+300");
  EXPECT_EQ(d(0.0001), "0.0001");
  EXPECT_EQ(d(0.00001), "1.0e-05");
  EXPECT_EQ(d(-2.5e-7), "-2.5e-07");
  EXPECT_EQ(d(4.9406564584124654e-324), "5.0e-324");
  EXPECT_EQ(f(0.1f), "0.1");
  EXPECT_EQ(f(16777216.0f), "16777216.0");
  EXPECT_EQ(f(3.4028235e38f), "3.4028235e+38");
  EXPECT_EQ(f(1.0f / 3), "0.33333334");
  EXPECT_EQ(d(INFINITY), "inf");
  EXPECT_EQ(f(-INFINITY), "-inf");
  EXPECT_EQ(floatText(f32, 0x7FC00000), "nan");
  EXPECT_EQ(floatText(f32, 0xFFC00000), "-nan");
  EXPECT_EQ(floatText(f32, 0x7FC00001), "nan(0x7FC00001)");
  EXPECT_EQ(floatText(f32, 0x7F800001), "nan(0x7F800001)");
  EXPECT_EQ(floatText(f64, 0x7FF8000000000000), "nan");
  EXPECT_EQ(floatText(f64, 0xFFF8000000000001), "nan(0xFFF8000000000001)");
  // Narrow formats: the fewest digits of that format, not of float.
  EXPECT_EQ(floatText(llvm::APFloat::BFloat(), 0x3DCD), "0.1");
  EXPECT_EQ(floatText(llvm::APFloat::IEEEhalf(), 0x2E66), "0.1");
  EXPECT_EQ(floatText(llvm::APFloat::IEEEhalf(), 0x7BFF), "65504.0");
  EXPECT_EQ(floatText(llvm::APFloat::IEEEhalf(), 0x0001), "6.0e-08");
  EXPECT_EQ(floatText(llvm::APFloat::IEEEhalf(), 0x7E00), "nan");
  EXPECT_EQ(floatText(llvm::APFloat::IEEEhalf(), 0x7E01), "nan(0x7E01)");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E4M3FN(), 0x7F), "nan");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E4M3FN(), 0xFF), "-nan");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E4M3FN(), 0x7E), "448.0");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E5M2FNUZ(), 0x80), "nan");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E8M0FNU(), 0xFF), "nan");
  EXPECT_EQ(floatText(llvm::APFloat::Float8E5M2(), 0xFC), "-inf");
}

/// Every finite bit pattern of every format narrower than f32 prints as
/// the fewest digits that read back to it; distinct patterns print
/// differently (so a failed check never shows two equal values).
TEST_F(PrintTest, EveryNarrowPatternReadsBack) {
  for (const char *name : kNarrowFloats) {
    const llvm::fltSemantics &sem = *getFloatSemantics(parseT(name));
    unsigned width = llvm::APFloat::getSizeInBits(sem);
    std::set<std::string> seen;
    for (uint64_t bits = 0; bits < (uint64_t(1) << width); ++bits) {
      std::string text = floatText(sem, bits);
      EXPECT_TRUE(seen.insert(text).second) << name << " " << text;
      llvm::APFloat value(sem, llvm::APInt(width, bits));
      if (!value.isFinite())
        continue;
      llvm::APFloat parsed(sem);
      auto status =
          parsed.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
      ASSERT_TRUE(bool(status)) << name << " " << text;
      EXPECT_EQ(parsed.bitcastToAPInt().getZExtValue(), bits)
          << name << " " << text;
    }
  }
}

/// f32, f64 and tf32 on sampled patterns: the text reads back.
TEST_F(PrintTest, SampledWideFloatsReadBack) {
  std::mt19937_64 rng(7);
  for (const llvm::fltSemantics *sem :
       {&llvm::APFloat::IEEEsingle(), &llvm::APFloat::IEEEdouble(),
        &llvm::APFloat::FloatTF32()}) {
    unsigned width = llvm::APFloat::getSizeInBits(*sem);
    for (int i = 0; i < 20000; ++i) {
      uint64_t bits = rng() & (width == 64 ? ~uint64_t(0)
                                           : (uint64_t(1) << width) - 1);
      llvm::APFloat value(*sem, llvm::APInt(width, bits));
      if (!value.isFinite())
        continue;
      std::string text = floatText(*sem, bits);
      llvm::APFloat parsed(*sem);
      auto status =
          parsed.convertFromString(text, llvm::APFloat::rmNearestTiesToEven);
      ASSERT_TRUE(bool(status)) << text;
      EXPECT_EQ(parsed.bitcastToAPInt().getZExtValue(), bits) << text;
    }
  }
}

TEST_F(PrintTest, NestedRowsPerLine) {
  EXPECT_EQ(str(literal("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>")),
            "dense<[[1, 2, 3],\n"
            "       [4, 5, 6]]> : tensor<2x3xi32>");
  EXPECT_EQ(str(literal("dense<[[[1, 2], [3, 4]], [[5, 6], [7, 8]]]> : "
                        "tensor<2x2x2xi8>")),
            "dense<[[[1, 2],\n"
            "        [3, 4]],\n"
            "       [[5, 6],\n"
            "        [7, 8]]]> : tensor<2x2x2xi8>");
  EXPECT_EQ(str(literal("dense<[1.5, -2.0]> : tensor<2xf32>")),
            "dense<[1.5, -2.0]> : tensor<2xf32>");
  EXPECT_EQ(str(literal("dense<[[1], [2]]> : tensor<2x1xui8>")),
            "dense<[[1],\n"
            "       [2]]> : tensor<2x1xui8>");
  EXPECT_EQ(str(literal("dense<7> : tensor<i64>")), "dense<7> : tensor<i64>");
  EXPECT_EQ(str(literal("dense<0.5> : tensor<3x1000xf32>")),
            "dense<0.5> : tensor<3x1000xf32>");
  EXPECT_EQ(str(Tensor(RankedTensorType::get({0, 3}, parseT("f32")))),
            "dense<> : tensor<0x3xf32>");
}

TEST_F(PrintTest, EveryElementKind) {
  EXPECT_EQ(str(literal("dense<[true, false]> : tensor<2xi1>")),
            "dense<[true, false]> : tensor<2xi1>");
  EXPECT_EQ(str(literal("dense<[-8, 7]> : tensor<2xi4>")),
            "dense<[-8, 7]> : tensor<2xi4>");
  EXPECT_EQ(str(literal("dense<[0, 15]> : tensor<2xui4>")),
            "dense<[0, 15]> : tensor<2xui4>");
  EXPECT_EQ(str(literal("dense<[18446744073709551615, 0]> : tensor<2xui64>")),
            "dense<[18446744073709551615, 0]> : tensor<2xui64>");
  EXPECT_EQ(
      str(literal("dense<[-9223372036854775808, 1]> : tensor<2xi64>")),
      "dense<[-9223372036854775808, 1]> : tensor<2xi64>");
  EXPECT_EQ(str(literal("dense<[(1.0, -2.5), (0.0, 0x7F800000)]> : "
                        "tensor<2xcomplex<f32>>")),
            "dense<[(1.0, -2.5), (0.0, inf)]> : tensor<2xcomplex<f32>>");
  EXPECT_EQ(str(literal("dense<[0.1, 3.0]> : tensor<2xbf16>")),
            "dense<[0.1, 3.0]> : tensor<2xbf16>");
  EXPECT_EQ(str(literal("dense<[0.1, 0x7C00]> : tensor<2xf16>")),
            "dense<[0.1, inf]> : tensor<2xf16>");
  EXPECT_EQ(str(literal("dense<[0.5, 0x7F, 448.0]> : tensor<3xf8E4M3FN>")),
            "dense<[0.5, nan, 448.0]> : tensor<3xf8E4M3FN>");
  EXPECT_EQ(str(literal("dense<[6.0, -0.5]> : tensor<2xf4E2M1FN>")),
            "dense<[6.0, -0.5]> : tensor<2xf4E2M1FN>");
  EXPECT_EQ(str(literal("dense<[1.0, 0.1]> : tensor<2xtf32>")),
            "dense<[1.0, 0.1]> : tensor<2xtf32>");
  // Quantized: the storage integers, typed as --args takes them.
  auto q = RankedTensorType::get(
      {2}, parseT("!quant.uniform<i8:f32, 5.000000e-01>"));
  FailureOr<Tensor> qt =
      makeTensor(llvm::cast<ElementsAttr>(
                     parseAttribute("dense<[-3, 4]> : tensor<2xi8>", &ctx)),
                 q);
  ASSERT_TRUE(succeeded(qt));
  EXPECT_EQ(str(*qt), "dense<[-3, 4]> : tensor<2xi8>");
}

/// What printTensor writes reads back as the same tensor: decimal for every
/// element type (no NaN or infinity), hex always.
TEST_F(PrintTest, LiteralsReadBack) {
  std::mt19937_64 rng(3);
  const char *types[] = {"i1",  "i2",  "i4",   "i8",       "i16",
                         "i32", "i64", "ui2",  "ui4",      "ui8",
                         "ui16", "ui32", "ui64", "f4E2M1FN", "f6E3M2FN",
                         "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "bf16", "f16",
                         "tf32", "f32", "f64", "complex<f32>",
                         "complex<f64>"};
  for (const char *name : types) {
    Type elem = parseT(name);
    auto type = RankedTensorType::get({3, 5}, elem);
    for (TensorFormat format : {TensorFormat::Readable, TensorFormat::Hex}) {
      for (bool splat : {false, true}) {
        Tensor t(type);
        ASSERT_TRUE(t);
        const llvm::fltSemantics *sem = getFloatSemantics(elem);
        for (int64_t i = 0; i < t.getNumElements(); ++i) {
          int64_t from = splat ? 0 : i;
          double v = static_cast<double>(rng() % 64) / 8 + 0.125;
          Element e =
              llvm::isa<ComplexType>(elem)
                  ? Element::fromComplex(elem, {v, -v / 3})
              : sem ? Element::fromDouble(elem, v)
                    : Element::fromInt(elem, static_cast<int64_t>(rng()) >> 1);
          t.setFlat(i, from == i ? e : t.getFlat(0));
        }
        std::string text = str(t, format);
        Tensor back = reparse(text, type);
        ASSERT_TRUE(back) << name << ": " << text;
        EXPECT_TRUE(back.isBitwiseEqual(t)) << name << ": " << text;
      }
    }
  }
}

TEST_F(PrintTest, Hex) {
  EXPECT_EQ(str(literal("dense<[1.0, 2.0]> : tensor<2xf32>"),
                TensorFormat::Hex),
            "dense<\"0x0000803F00000040\"> : tensor<2xf32>");
  EXPECT_EQ(str(literal("dense<true> : tensor<9xi1>"), TensorFormat::Hex),
            "dense<\"0xFF\"> : tensor<9xi1>");
  EXPECT_EQ(str(literal("dense<[true, false, true]> : tensor<3xi1>"),
                TensorFormat::Hex),
            "dense<\"0x05\"> : tensor<3xi1>");
  EXPECT_EQ(str(literal("dense<[-1, 2]> : tensor<2xi4>"), TensorFormat::Hex),
            "dense<\"0x0F02\"> : tensor<2xi4>");
  EXPECT_EQ(str(literal("dense<0x7FC00001> : tensor<4xf32>"),
                TensorFormat::Hex),
            "dense<\"0x0100C07F\"> : tensor<4xf32>");
  EXPECT_EQ(str(Tensor(RankedTensorType::get({0}, parseT("f32"))),
                TensorFormat::Hex),
            "dense<> : tensor<0xf32>");
}

/// A million f32 elements print in well under a second (a typed loop over
/// the buffer; the bound is loose for loaded machines).
TEST_F(PrintTest, MillionElementsAreFast) {
  auto type = RankedTensorType::get({1000, 1000}, parseT("f32"));
  Tensor t(type);
  MutableArrayRef<float> data = t.mutableData<float>();
  std::mt19937 rng(1);
  std::uniform_real_distribution<float> dist(-1e6f, 1e6f);
  for (float &v : data)
    v = dist(rng);
  std::string text;
  text.reserve(16 << 20);
  llvm::raw_string_ostream os(text);
  auto start = std::chrono::steady_clock::now();
  printTensor(os, t);
  os.flush();
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - start)
                       .count();
  EXPECT_LT(seconds, 2.0);
  EXPECT_EQ(llvm::count(text, '\n'), 999);
  std::printf("printTensor: 1M f32 elements (%zu bytes) in %.3f s\n",
              text.size(), seconds);
}

} // namespace

//===- ElementwiseTest.cpp - Elementwise kernels vs the Element path ------===//

#include "ElementOracle.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>

using namespace mlir;
using namespace mlir::sfold;

namespace {

const char *const kTypes[] = {
    "i1",       "i2",       "i4",         "i8",           "i16",
    "i32",      "i64",      "ui2",        "ui4",          "ui8",
    "ui16",     "ui32",     "ui64",       "f4E2M1FN",     "f6E2M3FN",
    "f6E3M2FN", "f8E3M4",   "f8E4M3",     "f8E4M3FN",     "f8E4M3FNUZ",
    "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16",
    "f16",      "tf32",     "f32",        "f64",          "complex<f32>",
    "complex<f64>"};

using BinaryKernel = Tensor (*)(const Tensor &, const Tensor &, ShapedType);
using UnaryKernel = Tensor (*)(const Tensor &, ShapedType);

class ElementwiseTest : public ::testing::Test {
protected:
  ElementwiseTest() { ctx.loadDialect<quant::QuantDialect>(); }
  Type t(StringRef s) { return parseType(s, &ctx); }
  RankedTensorType tt(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, t(elem));
  }

  /// Random tensor: random bit patterns (valid for the type), plus a few
  /// special values for floats.
  Tensor random(RankedTensorType type, std::mt19937 &rng) {
    Tensor result(type);
    Type et = type.getElementType();
    unsigned width = getElementBitWidth(et);
    (void)dispatchOnElementType(et, [&](auto tag) {
      using Tag = decltype(tag);
      using T = typename Tag::StorageType;
      for (T &v : result.mutableData<T>()) {
        if constexpr (Tag::kind == ElementKind::Bool) {
          v = rng() & 1;
        } else if constexpr (isIntegerTag<Tag>) {
          uint64_t r = (uint64_t(rng()) << 32) | rng();
          v = wrapToWidth(static_cast<T>(r), width);
        } else if constexpr (Tag::kind == ElementKind::Complex) {
          using P = typename T::value_type;
          auto part = [&]() -> P {
            switch (rng() % 8) {
            case 0:
              return P(0);
            case 1:
              return -P(0);
            case 2:
              return std::numeric_limits<P>::infinity();
            default:
              return static_cast<P>(static_cast<int32_t>(rng())) / 1024;
            }
          };
          v = T(part(), part());
        } else if constexpr (Tag::kind == ElementKind::Float) {
          using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
          Bits bits = static_cast<Bits>((uint64_t(rng()) << 32) | rng());
          // Mostly moderate values so that sums are not all overflow.
          if (rng() % 4)
            v = static_cast<T>(static_cast<int32_t>(rng())) / 4096;
          else
            v = llvm::bit_cast<T>(bits);
        } else {
          v = static_cast<T>(rng() & ((uint64_t(1) << width) - 1));
        }
      }
    });
    return result;
  }

  static std::string str(const Element &e) {
    std::string s;
    llvm::raw_string_ostream os(s);
    os << e;
    return s;
  }

  /// Bitwise equal, or both NaN (payloads may legitimately differ).
  static bool sameResult(const Element &a, const Element &b) {
    if (a.isIdenticalTo(b))
      return true;
    if (a.isFloat() && b.isFloat())
      return a.getFloat().isNaN() && b.getFloat().isNaN();
    if (a.isComplex() && b.isComplex()) {
      auto same = [](const APFloat &x, const APFloat &y) {
        return x.bitwiseIsEqual(y) || (x.isNaN() && y.isNaN());
      };
      return same(a.getReal(), b.getReal()) && same(a.getImag(), b.getImag());
    }
    return false;
  }

  void checkBinary(const char *opName, BinaryKernel kernel,
                   std::function<Element(const Element &, const Element &)> ref,
                   ArrayRef<const char *> unsupported = {}) {
    std::mt19937 rng(2024);
    for (const char *name : kTypes) {
      auto type = tt({4, 25}, name);
      Tensor a = random(type, rng), b = random(type, rng);
      Tensor r = kernel(a, b, type);
      if (llvm::is_contained(unsupported, StringRef(name))) {
        EXPECT_FALSE(r) << opName << " " << name;
        continue;
      }
      ASSERT_TRUE(r) << opName << " " << name;
      EXPECT_FALSE(r.sharesBufferWith(a));
      for (int64_t i = 0; i < r.getNumElements(); ++i) {
        Element expected = ref(a.getFlat(i), b.getFlat(i));
        Element actual = r.getFlat(i);
        EXPECT_TRUE(sameResult(actual, expected))
            << opName << " " << name << " #" << i << ": " << str(a.getFlat(i))
            << ", " << str(b.getFlat(i)) << " -> " << str(actual)
            << ", expected " << str(expected);
      }
    }
  }

  void checkUnary(const char *opName, UnaryKernel kernel,
                  std::function<Element(const Element &)> ref,
                  ArrayRef<const char *> unsupported = {}) {
    std::mt19937 rng(77);
    for (const char *name : kTypes) {
      auto type = tt({50}, name);
      Tensor a = random(type, rng);
      Tensor r = kernel(a, type);
      if (llvm::is_contained(unsupported, StringRef(name))) {
        EXPECT_FALSE(r) << opName << " " << name;
        continue;
      }
      ASSERT_TRUE(r) << opName << " " << name;
      for (int64_t i = 0; i < r.getNumElements(); ++i) {
        Element expected = ref(a.getFlat(i));
        Element actual = r.getFlat(i);
        EXPECT_TRUE(sameResult(actual, expected))
            << opName << " " << name << " #" << i << ": " << str(a.getFlat(i))
            << " -> " << str(actual) << ", expected " << str(expected);
      }
    }
  }

  MLIRContext ctx;
};

TEST_F(ElementwiseTest, AddMatchesElement) {
  checkBinary("add", addOp,
              [](const Element &x, const Element &y) { return x + y; });
}
TEST_F(ElementwiseTest, SubtractMatchesElement) {
  checkBinary("subtract", subtractOp,
              [](const Element &x, const Element &y) { return x - y; },
              {"i1"});
}
TEST_F(ElementwiseTest, MultiplyMatchesElement) {
  checkBinary("multiply", multiplyOp,
              [](const Element &x, const Element &y) { return x * y; });
}
TEST_F(ElementwiseTest, MaximumMatchesElement) {
  checkBinary("maximum", maximumOp,
              [](const Element &x, const Element &y) { return max(x, y); });
}
TEST_F(ElementwiseTest, MinimumMatchesElement) {
  checkBinary("minimum", minimumOp,
              [](const Element &x, const Element &y) { return min(x, y); });
}
TEST_F(ElementwiseTest, NegateMatchesElement) {
  checkUnary("negate", negateOp, [](const Element &x) { return -x; }, {"i1"});
}
TEST_F(ElementwiseTest, AbsMatchesElement) {
  checkUnary("abs", absOp, [](const Element &x) { return abs(x); },
             {"i1", "complex<f32>", "complex<f64>"});
}

TEST_F(ElementwiseTest, DivideMatchesElement) {
  checkBinary("divide", divideOp,
              [](const Element &x, const Element &y) { return x / y; },
              {"i1"});
}
TEST_F(ElementwiseTest, RemainderMatchesElement) {
  checkBinary("remainder", remainderOp,
              [](const Element &x, const Element &y) { return x % y; },
              {"i1", "complex<f32>", "complex<f64>"});
}

/// Element types that are neither booleans nor integers.
static SmallVector<const char *> nonIntegerTypes() {
  SmallVector<const char *> out;
  for (const char *name : kTypes)
    if (name[0] != 'i' && name[0] != 'u')
      out.push_back(name);
  return out;
}

TEST_F(ElementwiseTest, BitwiseMatchElement) {
  SmallVector<const char *> unsupported = nonIntegerTypes();
  checkBinary("and", andOp,
              [](const Element &x, const Element &y) { return x & y; },
              unsupported);
  checkBinary("or", orOp,
              [](const Element &x, const Element &y) { return x | y; },
              unsupported);
  checkBinary("xor", xorOp,
              [](const Element &x, const Element &y) { return x ^ y; },
              unsupported);
  checkUnary("not", notOp, [](const Element &x) { return ~x; }, unsupported);
}

TEST_F(ElementwiseTest, IntegerDivisionEdgeCases) {
  auto i8 = tt({4}, "i8");
  auto a = Tensor::fromValues<int8_t>(i8, ArrayRef<int8_t>{-128, 7, -7, 5});
  auto b = Tensor::fromValues<int8_t>(i8, ArrayRef<int8_t>{-1, 0, 2, -2});
  EXPECT_EQ(divideOp(a, b, i8).data<int8_t>(),
            ArrayRef<int8_t>({-128, -1, -3, -2}));
  EXPECT_EQ(remainderOp(a, b, i8).data<int8_t>(),
            ArrayRef<int8_t>({0, 7, -1, 1}));
  auto u4 = tt({2}, "ui4");
  auto c = Tensor::fromValues<uint8_t>(u4, ArrayRef<uint8_t>{9, 9});
  auto d = Tensor::fromValues<uint8_t>(u4, ArrayRef<uint8_t>{0, 4});
  EXPECT_EQ(divideOp(c, d, u4).data<uint8_t>(), ArrayRef<uint8_t>({15, 2}));
  EXPECT_EQ(notOp(c, u4).data<uint8_t>(), ArrayRef<uint8_t>({6, 6}));
  auto f = tt({2}, "f32");
  auto x = Tensor::fromValues<float>(f, ArrayRef<float>{-7.5f, 7.5f});
  auto y = Tensor::fromValues<float>(f, ArrayRef<float>{2.0f, -2.0f});
  EXPECT_EQ(remainderOp(x, y, f).data<float>(), ArrayRef<float>({-1.5f, 1.5f}));
}

TEST_F(ElementwiseTest, MaxMinNaNAndSignedZero) {
  auto type = tt({4}, "f32");
  float nan = std::nanf("");
  auto a = Tensor::fromValues<float>(type, ArrayRef<float>{nan, 1, -0.0f, 0});
  auto b = Tensor::fromValues<float>(type, ArrayRef<float>{1, nan, 0, -0.0f});
  Tensor mx = maximumOp(a, b, type), mn = minimumOp(a, b, type);
  ASSERT_TRUE(mx && mn);
  EXPECT_TRUE(std::isnan(mx.data<float>()[0]));
  EXPECT_TRUE(std::isnan(mx.data<float>()[1]));
  EXPECT_TRUE(std::isnan(mn.data<float>()[0]));
  EXPECT_TRUE(std::isnan(mn.data<float>()[1]));
  EXPECT_FALSE(std::signbit(mx.data<float>()[2]));
  EXPECT_FALSE(std::signbit(mx.data<float>()[3]));
  EXPECT_TRUE(std::signbit(mn.data<float>()[2]));
  EXPECT_TRUE(std::signbit(mn.data<float>()[3]));

  auto h = tt({2}, "f16");
  auto ha = Tensor::fromValues<uint16_t>(h, ArrayRef<uint16_t>{0x8000, 0x7E00});
  auto hb = Tensor::fromValues<uint16_t>(h, ArrayRef<uint16_t>{0x0000, 0x3C00});
  Tensor hmax = maximumOp(ha, hb, h), hmin = minimumOp(ha, hb, h);
  EXPECT_EQ(hmax.data<uint16_t>()[0], 0x0000);
  EXPECT_EQ(hmin.data<uint16_t>()[0], 0x8000);
  EXPECT_EQ(hmax.data<uint16_t>()[1] & 0x7C00, 0x7C00);
  EXPECT_NE(hmax.data<uint16_t>()[1] & 0x03FF, 0);
}

TEST_F(ElementwiseTest, IntegersWrap) {
  auto i8 = tt({3}, "i8");
  auto a = Tensor::fromValues<int8_t>(i8, ArrayRef<int8_t>{127, -128, 100});
  auto b = Tensor::fromValues<int8_t>(i8, ArrayRef<int8_t>{1, -1, 100});
  EXPECT_EQ(addOp(a, b, i8).data<int8_t>(), ArrayRef<int8_t>({-128, 127, -56}));
  EXPECT_EQ(multiplyOp(a, b, i8).data<int8_t>(),
            ArrayRef<int8_t>({127, -128, 16}));
  EXPECT_EQ(negateOp(a, i8).data<int8_t>(), ArrayRef<int8_t>({-127, -128, -100}));
  EXPECT_EQ(absOp(a, i8).data<int8_t>(), ArrayRef<int8_t>({127, -128, 100}));

  auto u16 = tt({1}, "ui16");
  auto c = Tensor::fromValues<uint16_t>(u16, ArrayRef<uint16_t>{65535});
  EXPECT_EQ(multiplyOp(c, c, u16).data<uint16_t>()[0], 1);

  auto i4 = tt({2}, "i4");
  auto d = Tensor::fromValues<int8_t>(i4, ArrayRef<int8_t>{7, -8});
  EXPECT_EQ(addOp(d, d, i4).data<int8_t>(), ArrayRef<int8_t>({-2, 0}));
  EXPECT_EQ(negateOp(d, i4).data<int8_t>(), ArrayRef<int8_t>({-7, -8}));

  auto i64 = tt({1}, "i64");
  auto e = Tensor::fromValues<int64_t>(
      i64, ArrayRef<int64_t>{std::numeric_limits<int64_t>::min()});
  EXPECT_EQ(negateOp(e, i64).data<int64_t>()[0],
            std::numeric_limits<int64_t>::min());
}

TEST_F(ElementwiseTest, NegateAndAbsKeepNaNPayloadsForHalfTypes) {
  auto h = tt({1}, "bf16");
  auto a = Tensor::fromValues<uint16_t>(h, ArrayRef<uint16_t>{0xFF81});
  EXPECT_EQ(negateOp(a, h).data<uint16_t>()[0], 0x7F81);
  EXPECT_EQ(absOp(a, h).data<uint16_t>()[0], 0x7F81);
}

TEST_F(ElementwiseTest, ComplexAbsHasPartType) {
  auto c = tt({2}, "complex<f64>");
  auto a = Tensor::fromValues<std::complex<double>>(
      c, ArrayRef<std::complex<double>>{{3, 4}, {-5, 12}});
  Tensor r = absOp(a, tt({2}, "f64"));
  ASSERT_TRUE(r);
  EXPECT_EQ(r.data<double>(), ArrayRef<double>({5, 13}));
  EXPECT_FALSE(absOp(a, tt({2}, "f32")));
  auto c32 = tt({1}, "complex<f32>");
  auto b = Tensor::fromValues<std::complex<float>>(
      c32, ArrayRef<std::complex<float>>{{0, -2}});
  EXPECT_EQ(absOp(b, tt({1}, "f32")).data<float>()[0], 2.0f);
}

TEST_F(ElementwiseTest, InvalidOperandsGiveNullTensor) {
  auto f32 = tt({2}, "f32");
  Tensor a(f32), b(tt({3}, "f32")), c(tt({2}, "f64"));
  EXPECT_FALSE(addOp(a, b, f32));
  EXPECT_FALSE(addOp(a, c, f32));
  EXPECT_FALSE(addOp(a, a, tt({2}, "f64")));
  EXPECT_FALSE(addOp(a, Tensor(), f32));
  EXPECT_FALSE(negateOp(a, RankedTensorType::get({ShapedType::kDynamic},
                                                 t("f32"))));
  auto q = tt({2}, "!quant.uniform<i8:f32, 0.5:3>");
  Tensor qa(q);
  EXPECT_FALSE(addOp(qa, qa, q));
  Tensor bools(tt({2}, "i1"));
  EXPECT_FALSE(subtractOp(bools, bools, bools.getType()));
  EXPECT_TRUE(addOp(bools, bools, bools.getType()));
}

TEST_F(ElementwiseTest, EmptyAndScalar) {
  auto e = tt({0, 4}, "f32");
  Tensor r = addOp(Tensor(e), Tensor(e), e);
  ASSERT_TRUE(r);
  EXPECT_EQ(r.getNumElements(), 0);
  auto s = tt({}, "f64");
  auto x = Tensor::fromValues<double>(s, ArrayRef<double>{2.5});
  EXPECT_EQ(multiplyOp(x, x, s).data<double>()[0], 6.25);
}

} // namespace

//===- ElementwiseOpsTest.cpp - conversion, bit, compare and math kernels -===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APSInt.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

using namespace mlir;
using namespace mlir::sfold;

namespace {

const char *const kAllTypes[] = {
    "i1",       "i2",       "i4",         "i8",           "i16",
    "i32",      "i64",      "ui2",        "ui4",          "ui8",
    "ui16",     "ui32",     "ui64",       "f4E2M1FN",     "f6E2M3FN",
    "f6E3M2FN", "f8E3M4",   "f8E4M3",     "f8E4M3FN",     "f8E4M3FNUZ",
    "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16",
    "f16",      "tf32",     "f32",        "f64",          "complex<f32>",
    "complex<f64>"};

class ElementwiseOpsTest : public ::testing::Test {
protected:
  ElementwiseOpsTest() { ctx.loadDialect<quant::QuantDialect>(); }
  Type t(StringRef s) { return parseType(s, &ctx); }
  RankedTensorType tt(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, t(elem));
  }

  /// A tensor of valid random bit patterns (sub-byte values extended as the
  /// storage table says).
  Tensor random(RankedTensorType type, std::mt19937_64 &rng) {
    Tensor result(type);
    Type et = type.getElementType();
    unsigned width = getElementBitWidth(et);
    (void)dispatchOnElementType(et, [&](auto tag) {
      using Tag = decltype(tag);
      using T = typename Tag::StorageType;
      for (T &v : result.mutableData<T>()) {
        uint64_t r = rng();
        if constexpr (Tag::kind == ElementKind::Bool) {
          v = r & 1;
        } else if constexpr (isIntegerTag<Tag>) {
          v = wrapToWidth(static_cast<T>(r), width);
        } else if constexpr (Tag::kind == ElementKind::Complex) {
          using P = typename T::value_type;
          v = T(static_cast<P>(static_cast<int32_t>(r)) / 1024,
                static_cast<P>(static_cast<int32_t>(r >> 32)) / 1024);
        } else if constexpr (Tag::kind == ElementKind::Float) {
          std::memcpy(&v, &r, sizeof(T));
        } else {
          v = static_cast<T>(r & ((uint64_t(1) << width) - 1));
        }
      }
    });
    return result;
  }

  MLIRContext ctx;
};

TEST_F(ElementwiseOpsTest, ConvertEveryPair) {
  std::mt19937_64 rng(1);
  for (const char *from : kAllTypes) {
    Tensor a = random(tt({64}, from), rng);
    for (const char *to : kAllTypes) {
      Tensor r = convertOp(a, tt({64}, to));
      EXPECT_TRUE(r) << from << " -> " << to;
    }
  }
}

/// f64 -> narrow formats rounds once (never through an intermediate f32
/// rounding): compare with APFloat's conversion.
TEST_F(ElementwiseOpsTest, ConvertF64ToNarrowRoundsOnce) {
  std::mt19937_64 rng(2);
  for (const char *to : {"f16", "bf16", "f8E4M3FN", "f8E5M2", "f8E3M4",
                         "tf32"}) {
    auto src = tt({2000}, "f64");
    Tensor a(src);
    for (double &d : a.mutableData<double>()) {
      // Values near representable ones of every format, with low bits.
      d = std::ldexp(1.0 + static_cast<double>(rng() >> 11) * 0x1p-53,
                     static_cast<int>(rng() % 20) - 10);
      if (rng() & 1)
        d = -d;
    }
    Type dst = t(to);
    Tensor r = convertOp(a, tt({2000}, to));
    ASSERT_TRUE(r);
    const llvm::fltSemantics &sem = *getFloatSemantics(dst);
    for (int64_t i = 0; i < a.getNumElements(); ++i) {
      llvm::APFloat expected(a.data<double>()[i]);
      bool lost;
      expected.convert(sem, llvm::APFloat::rmNearestTiesToEven, &lost);
      uint64_t bits = expected.bitcastToAPInt().getZExtValue();
      uint64_t actual = 0;
      std::memcpy(&actual, r.rawData() + i * r.getElementStorageBytes(),
                  r.getElementStorageBytes());
      EXPECT_EQ(actual, bits) << to << " from " << a.data<double>()[i];
    }
  }
}

TEST_F(ElementwiseOpsTest, ConvertI64ToNarrowRoundsOnce) {
  std::mt19937_64 rng(3);
  auto src = tt({1000}, "i64");
  Tensor a = random(src, rng);
  for (int64_t &v : a.mutableData<int64_t>())
    v >>= rng() % 60;
  for (const char *to : {"f16", "bf16", "f8E5M2", "f32"}) {
    Tensor r = convertOp(a, tt({1000}, to));
    ASSERT_TRUE(r);
    const llvm::fltSemantics &sem = *getFloatSemantics(t(to));
    for (int64_t i = 0; i < a.getNumElements(); ++i) {
      llvm::APFloat expected(sem);
      expected.convertFromAPInt(llvm::APInt(64, a.data<int64_t>()[i], true),
                                /*IsSigned=*/true,
                                llvm::APFloat::rmNearestTiesToEven);
      uint64_t bits = expected.bitcastToAPInt().getZExtValue();
      uint64_t actual = 0;
      std::memcpy(&actual, r.rawData() + i * r.getElementStorageBytes(),
                  r.getElementStorageBytes());
      EXPECT_EQ(actual, bits) << to << " from " << a.data<int64_t>()[i];
    }
  }
}

TEST_F(ElementwiseOpsTest, ConvertFloatToIntegerSaturates) {
  auto f = tt({6}, "f64");
  auto a = Tensor::fromValues<double>(
      f, ArrayRef<double>{1e300, -1e300, std::nan(""), -0.9, 127.9, -128.9});
  EXPECT_EQ(convertOp(a, tt({6}, "i8")).data<int8_t>(),
            ArrayRef<int8_t>({127, -128, 0, 0, 127, -128}));
  EXPECT_EQ(convertOp(a, tt({6}, "ui8")).data<uint8_t>(),
            ArrayRef<uint8_t>({255, 0, 0, 0, 127, 0}));
  EXPECT_EQ(convertOp(a, tt({6}, "i64")).data<int64_t>()[0],
            std::numeric_limits<int64_t>::max());
  EXPECT_EQ(convertOp(a, tt({6}, "ui64")).data<uint64_t>()[0],
            std::numeric_limits<uint64_t>::max());
}

/// Bitcasting to bytes and back gives the same bits, for every type.
TEST_F(ElementwiseOpsTest, BitcastRoundTrip) {
  std::mt19937_64 rng(4);
  for (const char *name : kAllTypes) {
    Type et = t(name);
    unsigned bits = getElementBitWidth(et) * (isa<ComplexType>(et) ? 2 : 1);
    if (bits % 8 && 8 % bits)
      continue; // f6, tf32: no byte-multiple grouping in one dimension
    Tensor a = random(tt({3, 8}, name), rng);
    RankedTensorType bytes = bits > 8    ? tt({3, 8, bits / 8}, "ui8")
                             : bits == 8 ? tt({3, 8}, "ui8")
                                         : tt({3, 8 * bits / 8}, "ui8");
    if (bits < 8) {
      // Group 8 / bits elements per byte: [3, 8] -> [3, 8 * bits / 8].
      a = random(tt({3, 8 * bits / 8, 8 / bits}, name), rng);
    }
    Tensor b = bitcastConvertOp(a, bytes);
    ASSERT_TRUE(b) << name;
    Tensor c = bitcastConvertOp(b, a.getType());
    ASSERT_TRUE(c) << name;
    EXPECT_TRUE(c.isBitwiseEqual(a)) << name;
  }
}

TEST_F(ElementwiseOpsTest, TotalOrderSortsSpecialValues) {
  float nan = std::numeric_limits<float>::quiet_NaN();
  float inf = std::numeric_limits<float>::infinity();
  std::vector<float> ordered = {-nan, -inf, -1.0f, -0.0f, 0.0f,
                                1e-45f, 1.0f, inf, nan};
  int64_t n = ordered.size();
  auto type = tt({n * n}, "f32");
  std::vector<float> lhs, rhs;
  for (float x : ordered)
    for (float y : ordered) {
      lhs.push_back(x);
      rhs.push_back(y);
    }
  Tensor a = Tensor::fromValues<float>(type, lhs);
  Tensor b = Tensor::fromValues<float>(type, rhs);
  Tensor lt = compareOp(a, b, CompareDirection::LT, CompareType::TotalOrder,
                        tt({n * n}, "i1"));
  ASSERT_TRUE(lt);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j)
      EXPECT_EQ(lt.data<uint8_t>()[i * n + j], i < j ? 1 : 0) << i << " " << j;
  Tensor ieee = compareOp(a, b, CompareDirection::LT, CompareType::Float,
                          tt({n * n}, "i1"));
  EXPECT_EQ(ieee.data<uint8_t>()[3 * n + 4], 0); // -0 < +0 is false
  EXPECT_FALSE(compareOp(a, b, CompareDirection::LT, CompareType::Signed,
                         tt({n * n}, "i1")));
}

/// Shifts and counts on 4-bit integers against a plain reference.
TEST_F(ElementwiseOpsTest, SubByteShiftsExhaustive) {
  for (const char *name : {"i4", "ui4"}) {
    bool isSigned = name[0] == 'i';
    std::vector<uint8_t> xs, ss;
    for (int x = 0; x < 16; ++x)
      for (int s = 0; s < 16; ++s) {
        auto ext = [&](int v) {
          return static_cast<uint8_t>(isSigned && v >= 8 ? v - 16 : v);
        };
        xs.push_back(ext(x));
        ss.push_back(ext(s));
      }
    auto type = tt({256}, name);
    Tensor x = Tensor::fromValues<uint8_t>(type, xs);
    Tensor s = Tensor::fromValues<uint8_t>(type, ss);
    Tensor l = shiftLeftOp(x, s, type);
    Tensor ra = shiftRightArithmeticOp(x, s, type);
    Tensor rl = shiftRightLogicalOp(x, s, type);
    Tensor clz = countLeadingZerosOp(x, type);
    Tensor pop = popcntOp(x, type);
    ASSERT_TRUE(l && ra && rl && clz && pop);
    for (int i = 0; i < 256; ++i) {
      int bits = i / 16, amount = i % 16; // raw 4-bit patterns
      bool inRange = !(isSigned && amount >= 8) && amount < 4;
      int left = inRange ? (bits << amount) & 15 : 0;
      int logical = inRange ? bits >> amount : 0;
      int sign = (bits & 8) ? 15 : 0;
      int arith = inRange ? ((bits | (sign << 4)) >> amount) & 15 : sign;
      int leading = bits == 0 ? 4 : (bits < 2 ? 3 : (bits < 4 ? 2 : (bits < 8 ? 1 : 0)));
      int ones = __builtin_popcount(bits);
      auto raw = [&](const Tensor &t) { return t.data<uint8_t>()[i] & 15; };
      EXPECT_EQ(raw(l), left) << name << " " << bits << " << " << amount;
      EXPECT_EQ(raw(rl), logical) << name << " " << bits << " >> " << amount;
      EXPECT_EQ(raw(ra), arith) << name << " " << bits << " >>a " << amount;
      EXPECT_EQ(raw(clz), leading) << name << " clz " << bits;
      EXPECT_EQ(raw(pop), ones) << name << " popcnt " << bits;
    }
  }
}

/// Math kernels accept every float type and complex where the spec does,
/// and reject integers.
TEST_F(ElementwiseOpsTest, MathKernelsTypeCoverage) {
  using Unary = Tensor (*)(const Tensor &, ShapedType);
  struct Case {
    Unary fn;
    bool complex;
  };
  Case cases[] = {{cbrtOp, true},       {ceilOp, false},
                  {floorOp, false},     {roundNearestAfzOp, false},
                  {roundNearestEvenOp, false}, {cosineOp, true},
                  {sineOp, true},       {tanOp, true},
                  {tanhOp, true},       {exponentialOp, true},
                  {exponentialMinusOneOp, true}, {logOp, true},
                  {logPlusOneOp, true}, {logisticOp, true},
                  {sqrtOp, true},       {rsqrtOp, true}};
  std::mt19937_64 rng(5);
  for (const char *name : kAllTypes) {
    Type et = t(name);
    auto type = tt({16}, name);
    Tensor a = random(type, rng);
    bool isFloat = isa<FloatType>(et);
    bool isComplex = isa<ComplexType>(et);
    for (const Case &c : cases)
      EXPECT_EQ(static_cast<bool>(c.fn(a, type)),
                isFloat || (isComplex && c.complex))
          << name;
  }
}

TEST_F(ElementwiseOpsTest, ReducePrecisionMatchesNarrowFormats) {
  // Rounding f32 to e5m10 / e8m7 agrees with converting to f16 / bf16 for
  // normal values.
  std::mt19937_64 rng(6);
  auto type = tt({1000}, "f32");
  Tensor a(type);
  for (float &f : a.mutableData<float>())
    f = std::ldexp(1.0f + static_cast<float>(rng() >> 40) * 0x1p-24f,
                   static_cast<int>(rng() % 28) - 14);
  Tensor h = reducePrecisionOp(a, 5, 10, type);
  Tensor b = reducePrecisionOp(a, 8, 7, type);
  ASSERT_TRUE(h && b);
  for (int64_t i = 0; i < 1000; ++i) {
    float x = a.data<float>()[i];
    EXPECT_EQ(h.data<float>()[i], f16BitsToFloat(floatToF16Bits(x))) << x;
    EXPECT_EQ(b.data<float>()[i], bf16BitsToFloat(floatToBF16Bits(x))) << x;
  }
}

TEST_F(ElementwiseOpsTest, QuantizeDequantizeRoundTrip) {
  auto q = tt({5}, "!quant.uniform<i8:f32, 0.25:-3>");
  auto f = tt({5}, "f32");
  auto a = Tensor::fromValues<float>(
      f, ArrayRef<float>{0.0f, 0.25f, -32.0f, 31.0f, 1000.0f});
  Tensor qa = uniformQuantizeOp(a, q);
  ASSERT_TRUE(qa);
  EXPECT_EQ(qa.data<int8_t>(), ArrayRef<int8_t>({-3, -2, -128, 121, 127}));
  Tensor back = uniformDequantizeOp(qa, f);
  ASSERT_TRUE(back);
  EXPECT_EQ(back.data<float>(),
            ArrayRef<float>({0.0f, 0.25f, -31.25f, 31.0f, 32.5f}));
  EXPECT_FALSE(uniformDequantizeOp(qa, tt({5}, "f64")));
  EXPECT_EQ(getExpressedTensorType(q), f);
}

} // namespace

//===- FloatConversionsTest.cpp - bf16/f16/f8 conversions vs APFloat ------===//

#include "stablehlo_fold/Interpreter/FloatConversions.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <algorithm>
#include <random>

using namespace mlir;
using namespace mlir::sfold;
using llvm::APFloat;
using llvm::APInt;

namespace {

float apDecode(const llvm::fltSemantics &sem, uint64_t bits) {
  APFloat v(sem, APInt(APFloat::getSizeInBits(sem), bits));
  bool lost;
  (void)v.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  uint32_t out = static_cast<uint32_t>(v.bitcastToAPInt().getZExtValue());
  if (v.isNaN()) // APFloat's NaN of f8E8M0FNU converts to infinity bits.
    out |= 1u << 22;
  return llvm::bit_cast<float>(out);
}

uint64_t apEncode(const llvm::fltSemantics &sem, float f) {
  APFloat v(f);
  bool lost;
  (void)v.convert(sem, APFloat::rmNearestTiesToEven, &lost);
  return v.bitcastToAPInt().getZExtValue();
}

void expectSameFloat(float a, float b, uint64_t pattern) {
  if (std::isnan(b)) {
    EXPECT_TRUE(std::isnan(a)) << std::hex << pattern;
    EXPECT_EQ(std::signbit(a), std::signbit(b)) << std::hex << pattern;
  } else {
    EXPECT_EQ(llvm::bit_cast<uint32_t>(a), llvm::bit_cast<uint32_t>(b))
        << std::hex << pattern;
  }
}

/// Float values around every rounding boundary of a 16-bit format: each
/// representable value, each midpoint between neighbours, and the floats
/// just above and below each midpoint.
template <typename Decode>
std::vector<float> boundaryValues(Decode decode) {
  std::vector<float> out;
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float a = decode(static_cast<uint16_t>(h));
    float b = decode(static_cast<uint16_t>(h + 1));
    if (std::isnan(a) || std::isnan(b) || std::isinf(a) ||
        std::signbit(a) != std::signbit(b) || (h & 0x7FFF) == 0x7FFF)
      continue;
    double mid = (static_cast<double>(a) + b) / 2;
    float m = static_cast<float>(mid);
    out.push_back(a);
    out.push_back(m);
    out.push_back(std::nextafter(m, 0.0f));
    out.push_back(std::nextafter(m, m * 2));
  }
  return out;
}

TEST(FloatConversions, F16DecodeAllPatterns) {
  for (uint32_t h = 0; h < 0x10000; ++h)
    expectSameFloat(f16BitsToFloat(static_cast<uint16_t>(h)),
                    apDecode(APFloat::IEEEhalf(), h), h);
  // Payloads are kept (not just NaN-ness).
  EXPECT_EQ(llvm::bit_cast<uint32_t>(f16BitsToFloat(0x7C01)), 0x7F802000u);
}

TEST(FloatConversions, F16EncodeRoundsToNearestEven) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float f = f16BitsToFloat(static_cast<uint16_t>(h));
    if (!std::isnan(f)) {
      EXPECT_EQ(floatToF16Bits(f), h) << std::hex << h;
    }
  }
  for (float f : boundaryValues(f16BitsToFloat))
    EXPECT_EQ(floatToF16Bits(f), apEncode(APFloat::IEEEhalf(), f)) << f;
  std::mt19937 rng(42);
  for (int i = 0; i < 1000000; ++i) {
    float f = llvm::bit_cast<float>(static_cast<uint32_t>(rng()));
    if (std::isnan(f))
      continue;
    ASSERT_EQ(floatToF16Bits(f), apEncode(APFloat::IEEEhalf(), f)) << f;
  }
  EXPECT_EQ(floatToF16Bits(65504.0f), 0x7BFF);
  EXPECT_EQ(floatToF16Bits(65519.99f), 0x7BFF);
  EXPECT_EQ(floatToF16Bits(65520.0f), 0x7C00);
  EXPECT_EQ(floatToF16Bits(-INFINITY), 0xFC00);
  EXPECT_EQ(floatToF16Bits(-0.0f), 0x8000);
  EXPECT_EQ(floatToF16Bits(0x1p-25f), 0x0000); // Tie to even (zero).
  EXPECT_EQ(floatToF16Bits(0x1.8p-24f), 0x0002); // Tie to even (2).
  uint16_t nan = floatToF16Bits(std::nanf(""));
  EXPECT_EQ(nan & 0x7C00, 0x7C00);
  EXPECT_NE(nan & 0x3FF, 0);
  EXPECT_EQ(floatToF16Bits(-std::nanf("")) & 0x8000, 0x8000);
}

TEST(FloatConversions, BF16) {
  for (uint32_t h = 0; h < 0x10000; ++h) {
    float f = bf16BitsToFloat(static_cast<uint16_t>(h));
    expectSameFloat(f, apDecode(APFloat::BFloat(), h), h);
    if (!std::isnan(f)) {
      EXPECT_EQ(floatToBF16Bits(f), h) << std::hex << h;
    }
  }
  for (float f : boundaryValues(bf16BitsToFloat))
    EXPECT_EQ(floatToBF16Bits(f), apEncode(APFloat::BFloat(), f)) << f;
  std::mt19937 rng(43);
  for (int i = 0; i < 1000000; ++i) {
    float f = llvm::bit_cast<float>(static_cast<uint32_t>(rng()));
    if (std::isnan(f))
      continue;
    ASSERT_EQ(floatToBF16Bits(f), apEncode(APFloat::BFloat(), f)) << f;
  }
  // A NaN whose payload lives only in the low bits stays NaN.
  uint16_t nan = floatToBF16Bits(llvm::bit_cast<float>(0x7F800001u));
  EXPECT_TRUE(std::isnan(bf16BitsToFloat(nan)));
}

TEST(FloatConversions, NarrowCodecsMatchAPFloat) {
  MLIRContext ctx;
  for (const char *name :
       {"f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN",
        "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU"}) {
    Type type = parseType(name, &ctx);
    ASSERT_TRUE(type) << name;
    FloatCodec<Narrow8Tag> codec(type);
    const llvm::fltSemantics &sem = *getFloatSemantics(type);
    unsigned width = APFloat::getSizeInBits(sem);
    for (uint32_t p = 0; p < (1u << width); ++p) {
      float f = codec.decode(static_cast<uint8_t>(p));
      expectSameFloat(f, apDecode(sem, p), p);
      if (!std::isnan(f)) {
        EXPECT_EQ(codec.encode(f), p) << name << " " << p;
      }
      expectSameFloat(static_cast<float>(floatBitsToDouble(sem, p)),
                      apDecode(sem, p), p);
    }
  }
}

TEST(FloatConversions, NarrowEncodeRoundsLikeAPFloat) {
  MLIRContext ctx;
  std::mt19937 rng(11);
  for (const char *name :
       {"f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN",
        "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU"}) {
    Type type = parseType(name, &ctx);
    FloatCodec<Narrow8Tag> codec(type);
    const llvm::fltSemantics &sem = *getFloatSemantics(type);
    unsigned width = APFloat::getSizeInBits(sem);
    // Every value, every midpoint between two values, and the floats next to
    // each midpoint, both signs; then random floats of every magnitude.
    std::vector<float> values;
    for (uint32_t p = 0; p < (1u << width); ++p)
      if (!std::isnan(codec.decode(p)))
        values.push_back(codec.decode(p));
    std::sort(values.begin(), values.end());
    std::vector<float> probes = {0.0f, -0.0f, INFINITY, -INFINITY, NAN, -NAN,
                                 1e-45f, -1e-45f, 3e38f, -3e38f};
    for (size_t k = 0; k + 1 < values.size(); ++k) {
      float m = static_cast<float>(
          (static_cast<double>(values[k]) + values[k + 1]) / 2);
      for (float v : {values[k], m, std::nextafter(m, -INFINITY),
                      std::nextafter(m, INFINITY)}) {
        probes.push_back(v);
        probes.push_back(-v);
      }
    }
    for (int i = 0; i < 20000; ++i)
      probes.push_back(llvm::bit_cast<float>(static_cast<uint32_t>(rng())));
    for (float v : probes) {
      uint64_t expected = apEncode(sem, v);
      if (!APFloat::semanticsHasSignedRepr(sem) && v < 0)
        expected = 0xFF; // Unsigned format: negatives are NaN.
      if (!APFloat::semanticsHasNaN(sem) && std::isnan(v))
        expected = 0; // No NaN: +0.
      if (!APFloat::semanticsHasNaN(sem) && std::isinf(v))
        expected = APFloat::getLargest(sem, v < 0).bitcastToAPInt().getZExtValue();
      ASSERT_EQ(codec.encode(v), expected) << name << " " << v;
    }
  }
}

TEST(FloatConversions, FiniteOnlyFormats) {
  MLIRContext ctx;
  FloatCodec<Narrow8Tag> f4(parseType("f4E2M1FN", &ctx));
  EXPECT_EQ(f4.encode(NAN), 0x0);
  EXPECT_EQ(f4.encode(-NAN), 0x0);
  EXPECT_EQ(f4.encode(INFINITY), 0x7);  // 6.0
  EXPECT_EQ(f4.encode(-INFINITY), 0xF); // -6.0
  EXPECT_EQ(f4.encode(100.0f), 0x7);
  FloatCodec<Narrow8Tag> f6(parseType("f6E3M2FN", &ctx));
  EXPECT_EQ(f6.encode(-INFINITY), 0x3F);
  EXPECT_EQ(f6.decode(0x1F), 28.0f);
}

TEST(FloatConversions, TF32) {
  MLIRContext ctx;
  Type tf32 = parseType("tf32", &ctx);
  FloatCodec<TF32Tag> codec(tf32);
  EXPECT_EQ(codec.encode(1.0f), 0x1FC00u);
  EXPECT_EQ(codec.decode(0x1FC00u), 1.0f);
  EXPECT_EQ(codec.encode(-2.0f), 0x60000u);
}

TEST(FloatConversions, NativeCodecsAreIdentity) {
  FloatCodec<F32Tag> f32;
  EXPECT_EQ(f32.encode(f32.decode(1.25f)), 1.25f);
  FloatCodec<F64Tag> f64;
  EXPECT_EQ(f64.decode(-3.5), -3.5);
  static_assert(std::is_same_v<FloatCodec<F16Tag>::ComputeType, float>);
  static_assert(std::is_same_v<FloatCodec<F64Tag>::ComputeType, double>);
}

TEST(FloatConversions, E8M0NaNAndNegatives) {
  MLIRContext ctx;
  FloatCodec<Narrow8Tag> codec(parseType("f8E8M0FNU", &ctx));
  EXPECT_TRUE(std::isnan(codec.decode(0xFF)));
  EXPECT_TRUE(std::isnan(floatBitsToDouble(APFloat::Float8E8M0FNU(), 0xFF)));
  EXPECT_EQ(codec.encode(NAN), 0xFF);
  EXPECT_EQ(codec.encode(-4.0f), 0xFF); // No sign: negatives are NaN.
  EXPECT_EQ(codec.encode(4.0f), 0x81);
  EXPECT_EQ(codec.decode(0x7F), 1.0f);
}

} // namespace

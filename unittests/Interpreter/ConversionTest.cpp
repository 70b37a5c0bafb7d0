//===- ConversionTest.cpp - Tensor <-> ElementsAttr round trips -----------===//

#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cstring>
#include <random>

using namespace mlir;
using namespace mlir::sfold;

namespace {

const char *const kAllTypes[] = {
    "i1",           "i2",
    "i4",           "i8",
    "i16",          "i32",
    "i64",          "ui2",
    "ui4",          "ui8",
    "ui16",         "ui32",
    "ui64",         "f4E2M1FN",
    "f6E2M3FN",     "f6E3M2FN",
    "f8E3M4",       "f8E4M3",
    "f8E4M3FN",     "f8E4M3FNUZ",
    "f8E4M3B11FNUZ", "f8E5M2",
    "f8E5M2FNUZ",   "f8E8M0FNU",
    "bf16",         "f16",
    "tf32",         "f32",
    "f64",          "complex<f32>",
    "complex<f64>",
};

class ConversionTest : public ::testing::Test {
protected:
  ConversionTest() { ctx.loadDialect<quant::QuantDialect>(); }
  Type parseT(StringRef s) { return parseType(s, &ctx); }
  ElementsAttr parseA(StringRef s) {
    return llvm::cast<ElementsAttr>(parseAttribute(s, &ctx));
  }
  RankedTensorType tensorType(ArrayRef<int64_t> shape, Type elem) {
    return RankedTensorType::get(shape, elem);
  }

  /// Canonical random attribute bytes for `n` elements of `elem`: every bit
  /// pattern the type can hold, upper pad bits zero.
  SmallVector<char> randomAttrBytes(Type elem, int64_t n, std::mt19937 &rng) {
    unsigned width = getElementBitWidth(elem);
    bool isComplex = llvm::isa<ComplexType>(elem);
    if (width == 1) {
      SmallVector<char> out((n + 7) / 8);
      for (int64_t i = 0; i < n; ++i)
        if (rng() & 1)
          out[i / 8] |= static_cast<char>(1 << (i % 8));
      return out;
    }
    unsigned bytes = (width + 7) / 8;
    int64_t parts = isComplex ? 2 * n : n;
    SmallVector<char> out(parts * bytes);
    for (int64_t i = 0; i < parts; ++i) {
      for (unsigned b = 0; b < bytes; ++b) {
        unsigned bitsHere = std::min(8u, width - 8 * b);
        uint8_t mask = bitsHere == 8 ? 0xFF : ((1u << bitsHere) - 1);
        out[i * bytes + b] = static_cast<char>(rng() & mask);
      }
    }
    return out;
  }

  MLIRContext ctx;
};

/// Attribute -> Tensor -> attribute gives the very same (uniqued) attribute,
/// and the Tensor's elements read back as the attribute's.
TEST_F(ConversionTest, AttrRoundTripEveryType) {
  std::mt19937 rng(1234);
  for (const char *name : kAllTypes) {
    Type elem = parseT(name);
    ASSERT_TRUE(elem) << name;
    for (int64_t n : {1, 2, 7, 8, 9, 64, 333}) {
      auto type = tensorType({n}, elem);
      SmallVector<char> raw = randomAttrBytes(elem, n, rng);
      auto attr = DenseElementsAttr::getFromRawBuffer(type, raw);
      FailureOr<Tensor> t = makeTensor(attr);
      ASSERT_TRUE(succeeded(t)) << name << " n=" << n;
      EXPECT_EQ(t->getType(), type);
      DenseElementsAttr back = makeAttr(*t);
      EXPECT_EQ(back, attr) << name << " n=" << n;

      // Elementwise agreement with MLIR's own accessors.
      if (llvm::isa<IntegerType>(elem) && getElementBitWidth(elem) > 1) {
        auto values = attr.getValues<APInt>();
        for (int64_t i = 0; i < n; ++i)
          EXPECT_EQ(t->getFlat(i).getInteger(), values[i]) << name << " " << i;
      } else if (llvm::isa<FloatType>(elem)) {
        auto values = attr.getValues<APFloat>();
        for (int64_t i = 0; i < n; ++i)
          EXPECT_TRUE(t->getFlat(i).getFloat().bitwiseIsEqual(values[i]))
              << name << " " << i;
      } else if (getElementBitWidth(elem) == 1) {
        auto values = attr.getValues<bool>();
        for (int64_t i = 0; i < n; ++i)
          EXPECT_EQ(t->getFlat(i).getBool(), values[i]) << i;
      }
    }
  }
}

/// Tensor -> attribute -> Tensor is bit-identical.
TEST_F(ConversionTest, TensorRoundTripEveryType) {
  std::mt19937 rng(99);
  for (const char *name : kAllTypes) {
    Type elem = parseT(name);
    auto type = tensorType({5, 7}, elem);
    Tensor t(type);
    unsigned width = getElementBitWidth(elem);
    // Fill with random values through the typed storage.
    (void)dispatchOnElementType(elem, [&](auto tag) {
      using Tag = decltype(tag);
      using T = typename Tag::StorageType;
      auto data = t.mutableData<T>();
      for (T &v : data) {
        if constexpr (Tag::kind == ElementKind::Bool) {
          v = rng() & 1;
        } else if constexpr (isIntegerTag<Tag>) {
          uint64_t r = (uint64_t(rng()) << 32) | rng();
          v = wrapToWidth(static_cast<T>(r), width);
        } else if constexpr (Tag::kind == ElementKind::Complex) {
          using P = typename T::value_type;
          v = T(static_cast<P>(rng()) / 7, -static_cast<P>(rng()) / 3);
        } else if constexpr (Tag::kind == ElementKind::Float) {
          v = static_cast<T>(rng()) / 13 - 1e5;
        } else {
          v = static_cast<T>(rng() & ((uint64_t(1) << width) - 1));
        }
      }
    });
    DenseElementsAttr attr = makeAttr(t);
    ASSERT_TRUE(attr) << name;
    FailureOr<Tensor> back = makeTensor(attr);
    ASSERT_TRUE(succeeded(back)) << name;
    EXPECT_EQ(std::memcmp(back->rawData(), t.rawData(), t.getSizeInBytes()),
              0)
        << name;
  }
}

TEST_F(ConversionTest, SplatsEveryType) {
  std::mt19937 rng(7);
  for (const char *name : kAllTypes) {
    Type elem = parseT(name);
    auto type = tensorType({3, 5}, elem);
    SmallVector<char> one = randomAttrBytes(elem, 1, rng);
    if (getElementBitWidth(elem) == 1)
      one[0] = one[0] ? static_cast<char>(0xFF) : 0;
    auto attr = DenseElementsAttr::getFromRawBuffer(type, one);
    ASSERT_TRUE(attr.isSplat()) << name;
    FailureOr<Tensor> t = makeTensor(attr);
    ASSERT_TRUE(succeeded(t)) << name;
    Element first = t->getFlat(0);
    for (int64_t i = 1; i < 15; ++i)
      EXPECT_TRUE(t->getFlat(i).isIdenticalTo(first)) << name << " " << i;
    DenseElementsAttr back = makeAttr(*t);
    EXPECT_TRUE(back.isSplat()) << name;
    EXPECT_EQ(back, attr) << name;
  }
}

TEST_F(ConversionTest, ParsedSplats) {
  FailureOr<Tensor> t = makeTensor(parseA("dense<1.5> : tensor<2x3xbf16>"));
  ASSERT_TRUE(succeeded(t));
  for (uint16_t bits : t->data<uint16_t>())
    EXPECT_EQ(bits, 0x3FC0);
  FailureOr<Tensor> b = makeTensor(parseA("dense<true> : tensor<10xi1>"));
  ASSERT_TRUE(succeeded(b));
  for (uint8_t v : b->data<uint8_t>())
    EXPECT_EQ(v, 1);
  FailureOr<Tensor> i = makeTensor(parseA("dense<-3> : tensor<4xi4>"));
  ASSERT_TRUE(succeeded(i));
  for (int8_t v : i->data<int8_t>())
    EXPECT_EQ(v, -3);
  FailureOr<Tensor> c =
      makeTensor(parseA("dense<(1.0, -2.0)> : tensor<3xcomplex<f64>>"));
  ASSERT_TRUE(succeeded(c));
  for (std::complex<double> v : c->data<std::complex<double>>())
    EXPECT_EQ(v, std::complex<double>(1, -2));
}

TEST_F(ConversionTest, BoolsPackedAndUnpacked) {
  ElementsAttr attr = parseA(
      "dense<[true, false, true, true, false, false, false, false, true]> : "
      "tensor<9xi1>");
  FailureOr<Tensor> t = makeTensor(attr);
  ASSERT_TRUE(succeeded(t));
  EXPECT_EQ(t->data<uint8_t>(),
            ArrayRef<uint8_t>({1, 0, 1, 1, 0, 0, 0, 0, 1}));
  EXPECT_EQ(makeAttr(*t), attr);
  // All true but not written as a splat: still the same uniqued attribute.
  auto allTrue = Tensor::fromValues<uint8_t>(
      tensorType({3}, parseT("i1")), ArrayRef<uint8_t>{1, 1, 1});
  EXPECT_EQ(makeAttr(allTrue), parseA("dense<true> : tensor<3xi1>"));
  auto single = Tensor::fromValues<uint8_t>(tensorType({}, parseT("i1")),
                                            ArrayRef<uint8_t>{1});
  EXPECT_EQ(makeAttr(single), parseA("dense<true> : tensor<i1>"));
}

TEST_F(ConversionTest, SubByteIntegersAreExtended) {
  FailureOr<Tensor> s =
      makeTensor(parseA("dense<[-8, -1, 0, 7]> : tensor<4xi4>"));
  ASSERT_TRUE(succeeded(s));
  EXPECT_EQ(s->data<int8_t>(), ArrayRef<int8_t>({-8, -1, 0, 7}));
  FailureOr<Tensor> s2 = makeTensor(parseA("dense<[-2, 1]> : tensor<2xi2>"));
  ASSERT_TRUE(succeeded(s2));
  EXPECT_EQ(s2->data<int8_t>(), ArrayRef<int8_t>({-2, 1}));
  FailureOr<Tensor> u =
      makeTensor(parseA("dense<[15, 0, 8]> : tensor<3xui4>"));
  ASSERT_TRUE(succeeded(u));
  EXPECT_EQ(u->data<uint8_t>(), ArrayRef<uint8_t>({15, 0, 8}));
  EXPECT_EQ(makeAttr(*s), parseA("dense<[-8, -1, 0, 7]> : tensor<4xi4>"));
}

TEST_F(ConversionTest, NaNPayloadsAndNegativeZero) {
  auto f32 = Tensor::fromValues<uint32_t>(
      tensorType({4}, parseT("f32")),
      ArrayRef<uint32_t>{0x7FA00001u, 0xFFC12345u, 0x80000000u, 0x00000001u});
  DenseElementsAttr a = makeAttr(f32);
  FailureOr<Tensor> back = makeTensor(a);
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->data<float>().size(), 4u);
  EXPECT_EQ(std::memcmp(back->rawData(), f32.rawData(), 16), 0);

  auto f64 = Tensor::fromValues<uint64_t>(
      tensorType({2}, parseT("f64")),
      ArrayRef<uint64_t>{0x7FF0000000000001ull, 0x8000000000000000ull});
  back = makeTensor(makeAttr(f64));
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(std::memcmp(back->rawData(), f64.rawData(), 16), 0);

  auto f16 = Tensor::fromValues<uint16_t>(
      tensorType({3}, parseT("f16")),
      ArrayRef<uint16_t>{0x7C01, 0xFE55, 0x8000});
  back = makeTensor(makeAttr(f16));
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->data<uint16_t>(), f16.data<uint16_t>());

  ElementsAttr parsed = parseA("dense<[-0.0, 0x7FC00001]> : tensor<2xf32>");
  FailureOr<Tensor> p = makeTensor(parsed);
  ASSERT_TRUE(succeeded(p));
  EXPECT_TRUE(std::signbit(p->data<float>()[0]));
  EXPECT_EQ(llvm::bit_cast<uint32_t>(p->data<float>()[1]), 0x7FC00001u);
}

TEST_F(ConversionTest, NonSplatAttributeIsBorrowed) {
  auto attr = llvm::cast<DenseElementsAttr>(
      parseA("dense<[1.0, 2.0, 3.0]> : tensor<3xf32>"));
  FailureOr<Tensor> t = makeTensor(attr);
  ASSERT_TRUE(succeeded(t));
  EXPECT_EQ(t->rawData(), attr.getRawData().data());
  EXPECT_FALSE(t->isUniquelyOwned());
  t->mutableData<float>()[0] = 10; // Copies; the attribute is untouched.
  EXPECT_NE(t->rawData(), attr.getRawData().data());
  EXPECT_EQ(attr.getValues<float>()[0], 1.0f);
}

TEST_F(ConversionTest, QuantizedTensors) {
  Type q = parseT("!quant.uniform<i8:f32, 0.5:3>");
  auto qType = tensorType({4}, q);
  ElementsAttr attr = parseA("dense<[1, 2, -3, 127]> : tensor<4xi8>");
  FailureOr<Tensor> t = makeTensor(attr, qType);
  ASSERT_TRUE(succeeded(t));
  EXPECT_EQ(t->getType(), qType);
  EXPECT_EQ(t->data<int8_t>(), ArrayRef<int8_t>({1, 2, -3, 127}));
  EXPECT_EQ(getAttrType(qType), attr.getShapedType());
  EXPECT_EQ(makeAttr(*t), attr);
  EXPECT_EQ(t->getFlat(2).getIntegerAsInt64(), -3);

  Type uq = parseT("!quant.uniform<u8:f32, 0.5:3>");
  auto uqType = tensorType({2}, uq);
  auto ut = Tensor::fromValues<uint8_t>(uqType, ArrayRef<uint8_t>{200, 3});
  DenseElementsAttr ua = makeAttr(ut);
  ASSERT_TRUE(ua);
  EXPECT_EQ(ua.getElementType(),
            llvm::cast<quant::QuantizedType>(uq).getStorageType());
  FailureOr<Tensor> uback = makeTensor(ua, uqType);
  ASSERT_TRUE(succeeded(uback));
  EXPECT_EQ(uback->data<uint8_t>(), ArrayRef<uint8_t>({200, 3}));
  EXPECT_EQ(uback->getFlat(0).getIntegerAsInt64(), 200);

  // Storage width mismatch.
  EXPECT_TRUE(failed(makeTensor(parseA("dense<1> : tensor<4xi16>"), qType)));
}

TEST_F(ConversionTest, ResourceRoundTripEveryType) {
  std::mt19937 rng(5);
  for (const char *name : kAllTypes) {
    Type elem = parseT(name);
    auto type = tensorType({11}, elem);
    SmallVector<char> raw = randomAttrBytes(elem, 11, rng);
    FailureOr<Tensor> t =
        makeTensor(DenseElementsAttr::getFromRawBuffer(type, raw));
    ASSERT_TRUE(succeeded(t)) << name;
    DenseResourceElementsAttr res = makeResourceAttr(*t, "blob");
    ASSERT_TRUE(res) << name;
    FailureOr<Tensor> back = makeTensor(res);
    ASSERT_TRUE(succeeded(back)) << name;
    EXPECT_EQ(std::memcmp(back->rawData(), t->rawData(), t->getSizeInBytes()),
              0)
        << name;
  }
}

TEST_F(ConversionTest, ResourceBoolsAsBytesOrBits) {
  auto type = tensorType({10}, parseT("i1"));
  const char bytes[10] = {1, 0, 0, 1, 1, 0, 1, 0, 0, 1};
  auto blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>(bytes, 10), 1);
  FailureOr<Tensor> t =
      makeTensor(DenseResourceElementsAttr::get(type, "bools", std::move(blob)));
  ASSERT_TRUE(succeeded(t));
  EXPECT_EQ(t->data<uint8_t>(),
            ArrayRef<uint8_t>({1, 0, 0, 1, 1, 0, 1, 0, 0, 1}));
  const char bits[2] = {0x59, 0x02};
  auto blob2 = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>(bits, 2), 1);
  FailureOr<Tensor> t2 =
      makeTensor(DenseResourceElementsAttr::get(type, "bits", std::move(blob2)));
  ASSERT_TRUE(succeeded(t2));
  EXPECT_EQ(t2->data<uint8_t>(), t->data<uint8_t>());
}

TEST_F(ConversionTest, ResourceErrors) {
  auto type = tensorType({4}, parseT("f32"));
  auto blob = HeapAsmResourceBlob::allocateAndCopyWithAlign(
      ArrayRef<char>("abc", 3), 1);
  EXPECT_TRUE(failed(makeTensor(
      DenseResourceElementsAttr::get(type, "short", std::move(blob)))));
  // A handle whose blob was never provided (e.g. elided).
  ElementsAttr elided = parseA("dense_resource<__elided__> : tensor<4xf32>");
  EXPECT_TRUE(failed(makeTensor(elided)));
}

TEST_F(ConversionTest, UnsupportedAttributes) {
  EXPECT_TRUE(failed(makeTensor(parseA("dense<1> : tensor<2xi128>"))));
  EXPECT_TRUE(failed(makeTensor(parseA("dense<1> : tensor<2xi3>"))));
  EXPECT_TRUE(failed(makeTensor(parseA("dense<\"x\"> : tensor<2x!quant.uniform<i8:f32, 1.0>>"))));
  EXPECT_TRUE(failed(makeTensor(ElementsAttr())));
  EXPECT_TRUE(
      failed(makeTensor(parseA("dense<1.0> : tensor<2xf32>"),
                        tensorType({3}, parseT("f32")))));
  EXPECT_TRUE(
      failed(makeTensor(parseA("dense<1.0> : tensor<2xf32>"),
                        tensorType({2}, parseT("f64")))));
}

TEST_F(ConversionTest, IndexIsSigned64Bit) {
  FailureOr<Tensor> t = makeTensor(parseA("dense<[1, -2]> : tensor<2xindex>"));
  ASSERT_TRUE(succeeded(t));
  ASSERT_EQ(t->getNumElements(), 2);
  EXPECT_EQ(t->data<int64_t>()[0], 1);
  EXPECT_EQ(t->data<int64_t>()[1], -2);
}

TEST_F(ConversionTest, HugeSplatFailsCleanly) {
  EXPECT_TRUE(failed(makeTensor(
      parseA("dense<1.0> : tensor<1099511627776x1099511627776xf32>"))));
  EXPECT_TRUE(failed(makeTensor(
      parseA("dense<1> : tensor<2305843009213693952xi8>"))));
}

TEST_F(ConversionTest, EmptyTensors) {
  for (const char *name : {"i1", "i4", "f32", "tf32", "complex<f64>"}) {
    auto type = tensorType({0, 3}, parseT(name));
    Tensor t(type);
    DenseElementsAttr a = makeAttr(t);
    ASSERT_TRUE(a) << name;
    FailureOr<Tensor> back = makeTensor(a);
    ASSERT_TRUE(succeeded(back)) << name;
    EXPECT_EQ(back->getNumElements(), 0);
  }
}

} // namespace

//===- TensorTest.cpp - Tensor, index space, type dispatch ----------------===//

#include "ElementOracle.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/AsmParser/AsmParser.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <thread>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {
class TensorTest : public ::testing::Test {
protected:
  TensorTest() { ctx.loadDialect<quant::QuantDialect>(); }
  Type parse(StringRef s) { return parseType(s, &ctx); }
  RankedTensorType tensorType(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, parse(elem));
  }
  MLIRContext ctx;
};

TEST_F(TensorTest, ZeroFilled) {
  Tensor t(tensorType({2, 3}, "f32"));
  EXPECT_EQ(t.getNumElements(), 6);
  EXPECT_EQ(t.getRank(), 2);
  EXPECT_EQ(t.getShape(), ArrayRef<int64_t>({2, 3}));
  EXPECT_EQ(t.getElementStorageBytes(), 4u);
  for (float v : t.data<float>())
    EXPECT_EQ(v, 0.0f);
  EXPECT_TRUE(t.isUniquelyOwned());
}

// Small buffers are reused from a per-thread pool (Tensor.cpp): a reused
// buffer is zeroed again, live tensors never share one, and a tensor made on
// one thread may die on another.
TEST_F(TensorTest, SmallBuffersAreZeroedAndPrivate) {
  RankedTensorType scalar = tensorType({}, "i64");
  RankedTensorType small = tensorType({12}, "i64"); // 96 bytes, the largest
  for (int round = 0; round < 3; ++round) {
    std::vector<Tensor> live;
    for (int64_t i = 0; i < 100; ++i) {
      Tensor t(i % 2 ? scalar : small);
      ASSERT_TRUE(t);
      for (int64_t v : t.data<int64_t>())
        ASSERT_EQ(v, 0);
      for (int64_t &v : t.mutableData<int64_t>())
        v = i + 1;
      live.push_back(std::move(t));
    }
    for (int64_t i = 0; i < 100; ++i)
      for (int64_t v : live[i].data<int64_t>())
        ASSERT_EQ(v, i + 1);
  }
  Tensor fromThread;
  std::thread([&] {
    fromThread = Tensor(scalar);
    fromThread.mutableData<int64_t>()[0] = 7;
  }).join();
  EXPECT_EQ(fromThread.data<int64_t>()[0], 7);
  fromThread = Tensor();
  Tensor again(scalar);
  EXPECT_EQ(again.data<int64_t>()[0], 0);
}

TEST_F(TensorTest, StorageSizes) {
  struct Case {
    const char *type;
    unsigned bytes;
  } cases[] = {{"i1", 1},        {"i2", 1},         {"i4", 1},
               {"i8", 1},        {"i16", 2},        {"i32", 4},
               {"i64", 8},       {"ui2", 1},        {"ui4", 1},
               {"ui8", 1},       {"ui16", 2},       {"ui32", 4},
               {"ui64", 8},      {"f4E2M1FN", 1},   {"f6E2M3FN", 1},
               {"f6E3M2FN", 1},  {"f8E3M4", 1},     {"f8E4M3", 1},
               {"f8E4M3FN", 1},  {"f8E4M3FNUZ", 1}, {"f8E4M3B11FNUZ", 1},
               {"f8E5M2", 1},    {"f8E5M2FNUZ", 1}, {"f8E8M0FNU", 1},
               {"bf16", 2},      {"f16", 2},        {"tf32", 4},
               {"f32", 4},       {"f64", 8},        {"complex<f32>", 8},
               {"complex<f64>", 16},
               {"!quant.uniform<i8:f32, 0.5:3>", 1},
               {"!quant.uniform<u16:f32, 0.5:3>", 2}};
  for (const Case &c : cases) {
    Type t = parse(c.type);
    ASSERT_TRUE(t) << c.type;
    ASSERT_TRUE(isSupportedElementType(t)) << c.type;
    Tensor tensor(RankedTensorType::get({3}, t));
    EXPECT_EQ(tensor.getElementStorageBytes(), c.bytes) << c.type;
    EXPECT_EQ(tensor.getSizeInBytes(), 3 * c.bytes) << c.type;
  }
  // index (shape operands) is stored as a signed 64-bit integer.
  EXPECT_TRUE(isSupportedElementType(parse("index")));
  EXPECT_EQ(Tensor(tensorType({3}, "index")).getElementStorageBytes(), 8u);
  for (const char *bad : {"i3", "i128", "f80", "complex<i32>"})
    EXPECT_FALSE(isSupportedElementType(parse(bad))) << bad;
  EXPECT_FALSE(Tensor::isSupportedType(
      RankedTensorType::get({ShapedType::kDynamic}, parse("f32"))));
}

TEST_F(TensorTest, UnsupportedOrHugeTypesGiveNullTensors) {
  EXPECT_FALSE(Tensor(tensorType({2}, "i128")));
  EXPECT_FALSE(Tensor(RankedTensorType::get({ShapedType::kDynamic},
                                            parse("f32"))));
  // The byte size overflows.
  auto huge = tensorType({int64_t(1) << 40, int64_t(1) << 40}, "f32");
  EXPECT_FALSE(Tensor::computeSizeInBytes(huge).has_value());
  EXPECT_FALSE(Tensor(huge));
  EXPECT_EQ(Tensor::computeSizeInBytes(tensorType({3, 4}, "complex<f64>")),
            std::optional<size_t>(192));
  // Too large to allocate: null, not fatal.
  EXPECT_FALSE(Tensor(tensorType({int64_t(1) << 61}, "i8")));
  // A buffer of the wrong size.
  EXPECT_FALSE(Tensor(tensorType({2}, "f32"),
                      sfold::detail::TensorBuffer::allocate(4)));
}

TEST_F(TensorTest, FromValuesAndData) {
  auto t = Tensor::fromValues<int32_t>(tensorType({4}, "i32"),
                                       ArrayRef<int32_t>{1, -2, 3, -4});
  ArrayRef<int32_t> d = t.data<int32_t>();
  EXPECT_EQ(d.size(), 4u);
  EXPECT_EQ(d[1], -2);
  EXPECT_EQ(d[3], -4);
}

TEST_F(TensorTest, FindMalformedElement) {
  auto bytes = [&](StringRef elem, ArrayRef<uint8_t> values) {
    return Tensor(tensorType({static_cast<int64_t>(values.size())}, elem),
                  ArrayRef<char>(reinterpret_cast<const char *>(values.data()),
                                 values.size()));
  };
  EXPECT_EQ(bytes("i1", {0, 1, 1}).findMalformedElement(), std::nullopt);
  EXPECT_EQ(bytes("i1", {0, 2}).findMalformedElement(), 1);
  // i4: sign-extended, -8..7.
  EXPECT_EQ(bytes("i4", {0x07, 0xF8, 0xFF}).findMalformedElement(),
            std::nullopt);
  EXPECT_EQ(bytes("i4", {0x07, 0x08}).findMalformedElement(), 1);
  EXPECT_EQ(bytes("i2", {0xFE, 0xFD}).findMalformedElement(), 1);
  // ui4: zero-extended, 0..15.
  EXPECT_EQ(bytes("ui4", {15, 16}).findMalformedElement(), 1);
  // Narrow floats: nothing above their width; full bytes are all valid.
  EXPECT_EQ(bytes("f4E2M1FN", {0x0F, 0x10}).findMalformedElement(), 1);
  EXPECT_EQ(bytes("f6E3M2FN", {0x3F, 0x40}).findMalformedElement(), 1);
  EXPECT_EQ(bytes("f8E4M3FN", {0xFF, 0x80}).findMalformedElement(),
            std::nullopt);
  EXPECT_EQ(bytes("i8", {0xFF, 0x80}).findMalformedElement(), std::nullopt);
  uint32_t tf32[] = {0x7FFFF, 0x80000};
  Tensor t(tensorType({2}, "tf32"),
           ArrayRef<char>(reinterpret_cast<const char *>(tf32), 8));
  EXPECT_EQ(t.findMalformedElement(), 1);
}

TEST_F(TensorTest, SharingCopyOnWriteAndClone) {
  auto a = Tensor::fromValues<float>(tensorType({3}, "f32"),
                                     ArrayRef<float>{1, 2, 3});
  EXPECT_TRUE(a.isUniquelyOwned());
  Tensor b = a; // Shares.
  EXPECT_TRUE(a.sharesBufferWith(b));
  EXPECT_FALSE(a.isUniquelyOwned());
  EXPECT_EQ(a.rawData(), b.rawData());

  // Writing to b makes it private: a is unchanged.
  b.mutableData<float>()[0] = 42;
  EXPECT_FALSE(a.sharesBufferWith(b));
  EXPECT_EQ(a.data<float>()[0], 1.0f);
  EXPECT_EQ(b.data<float>()[0], 42.0f);
  EXPECT_TRUE(a.isUniquelyOwned());
  EXPECT_TRUE(b.isUniquelyOwned());

  // Writing to a uniquely owned tensor does not copy.
  const char *before = b.rawData();
  b.mutableData<float>()[1] = 7;
  EXPECT_EQ(b.rawData(), before);

  Tensor c = a.clone();
  EXPECT_FALSE(c.sharesBufferWith(a));
  EXPECT_TRUE(c.isUniquelyOwned());
  EXPECT_EQ(c.getType(), a.getType());
  EXPECT_EQ(std::memcmp(c.rawData(), a.rawData(), a.getSizeInBytes()), 0);
}

TEST_F(TensorTest, SplatAndBitwiseEquality) {
  auto type = tensorType({3, 5}, "bf16");
  Tensor s = Tensor::splat(type, Element::fromDouble(type.getElementType(), 1.5));
  for (uint16_t v : s.data<uint16_t>())
    EXPECT_EQ(v, 0x3FC0);
  auto c = tensorType({7}, "complex<f64>");
  Tensor sc = Tensor::splat(c, Element::fromComplex(c.getElementType(), {1, 2}));
  for (std::complex<double> v : sc.data<std::complex<double>>())
    EXPECT_EQ(v, std::complex<double>(1, 2));
  EXPECT_TRUE(Tensor::splat(tensorType({0}, "f32"),
                            Element::fromDouble(parse("f32"), 1))
                  .getNumElements() == 0);

  Tensor copy = s.clone();
  EXPECT_TRUE(copy.isBitwiseEqual(s));
  copy.setFlat(4, Element::fromDouble(type.getElementType(), 2.0));
  EXPECT_FALSE(copy.isBitwiseEqual(s));
  auto f = tensorType({1}, "f32");
  EXPECT_FALSE(Tensor::splat(f, Element::fromDouble(f.getElementType(), 0.0))
                   .isBitwiseEqual(Tensor::splat(
                       f, Element::fromDouble(f.getElementType(), -0.0))));
  EXPECT_FALSE(Tensor(tensorType({2}, "i32"))
                   .isBitwiseEqual(Tensor(tensorType({2}, "ui32"))));
}

TEST_F(TensorTest, BorrowedBufferIsNotUniquelyOwned) {
  static const float external[2] = {5, 6};
  Tensor t(tensorType({2}, "f32"),
           sfold::detail::TensorBuffer::borrow(
               reinterpret_cast<const char *>(external), sizeof(external)));
  EXPECT_FALSE(t.isUniquelyOwned());
  EXPECT_EQ(t.data<float>()[1], 6.0f);
  t.mutableData<float>()[1] = 9; // Copies first.
  EXPECT_EQ(external[1], 6.0f);
  EXPECT_EQ(t.data<float>()[1], 9.0f);
  EXPECT_TRUE(t.isUniquelyOwned());
}

TEST_F(TensorTest, WithType) {
  Tensor t(tensorType({2, 3}, "i8"));
  FailureOr<Tensor> r = t.withType(tensorType({6}, "i8"));
  ASSERT_TRUE(succeeded(r));
  EXPECT_TRUE(r->sharesBufferWith(t));
  FailureOr<Tensor> q =
      t.withType(tensorType({3, 2}, "!quant.uniform<i8:f32, 0.5:3>"));
  EXPECT_TRUE(succeeded(q));
  EXPECT_TRUE(failed(t.withType(tensorType({6}, "i16"))));
  EXPECT_TRUE(failed(t.withType(tensorType({5}, "i8"))));
}

TEST_F(TensorTest, IndexSpaceOrder) {
  SmallVector<SmallVector<int64_t>> seen;
  for (ArrayRef<int64_t> index : indexSpace({2, 3}))
    seen.emplace_back(index.begin(), index.end());
  SmallVector<SmallVector<int64_t>> expected = {
      {0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1}, {1, 2}};
  EXPECT_EQ(seen, expected);

  int count = 0;
  for (ArrayRef<int64_t> index : indexSpace({})) {
    EXPECT_TRUE(index.empty());
    ++count;
  }
  EXPECT_EQ(count, 1);

  count = 0;
  for (ArrayRef<int64_t> index : indexSpace({3, 0, 2})) {
    (void)index;
    ++count;
  }
  EXPECT_EQ(count, 0);

  // Linear order matches the buffer order.
  Tensor t(tensorType({2, 3, 4}, "i32"));
  int64_t linear = 0;
  for (ArrayRef<int64_t> index : indexSpace(t.getShape()))
    EXPECT_EQ(t.linearize(index), linear++);
  EXPECT_EQ(linear, 24);
  EXPECT_EQ(computeStrides({2, 3, 4}), SmallVector<int64_t>({12, 4, 1}));
}

TEST_F(TensorTest, GetSetIntegers) {
  Tensor t(tensorType({2, 2}, "i32"));
  Type i32 = t.getElementType();
  t.set({1, 0}, Element::fromInt(i32, -7));
  EXPECT_EQ(t.data<int32_t>()[2], -7);
  EXPECT_EQ(t.get({1, 0}).getIntegerAsInt64(), -7);
  EXPECT_EQ(t.get({0, 1}).getIntegerAsInt64(), 0);

  Tensor s(tensorType({2}, "i4"));
  s.setFlat(0, Element::fromInt(s.getElementType(), -3));
  s.setFlat(1, Element::fromInt(s.getElementType(), 7) +
                   Element::fromInt(s.getElementType(), 1)); // Wraps to -8.
  EXPECT_EQ(s.data<int8_t>()[0], -3);
  EXPECT_EQ(s.data<int8_t>()[1], -8);
  EXPECT_EQ(s.getFlat(1).getIntegerAsInt64(), -8);

  Tensor u(tensorType({1}, "ui4"));
  u.setFlat(0, Element::fromInt(u.getElementType(), 15));
  EXPECT_EQ(u.data<uint8_t>()[0], 15);
  EXPECT_EQ(u.getFlat(0).getIntegerAsInt64(), 15);

  Tensor b(tensorType({2}, "i1"));
  b.setFlat(1, Element(b.getElementType(), true));
  EXPECT_EQ(b.data<uint8_t>()[0], 0);
  EXPECT_EQ(b.data<uint8_t>()[1], 1);
  EXPECT_TRUE(b.getFlat(1).getBool());

  Tensor q(tensorType({1}, "!quant.uniform<u8:f32, 0.5:3>"));
  Element qe = q.getFlat(0);
  EXPECT_TRUE(qe.isUnsigned());
  q.setFlat(0, Element::fromInt(qe.getType(), 200));
  EXPECT_EQ(q.data<uint8_t>()[0], 200);
  EXPECT_EQ(q.getFlat(0).getIntegerAsInt64(), 200);
}

TEST_F(TensorTest, GetSetFloats) {
  for (const char *name :
       {"f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN",
        "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "bf16", "f16",
        "tf32", "f32", "f64"}) {
    Tensor t(tensorType({3}, name));
    Type et = t.getElementType();
    t.setFlat(2, Element::fromDouble(et, 1.5));
    EXPECT_EQ(t.getFlat(2).convertToDouble(), 1.5) << name;
    EXPECT_EQ(t.getFlat(0).convertToDouble(), 0.0) << name;
  }
  Tensor h(tensorType({1}, "f16"));
  h.setFlat(0, Element::fromDouble(h.getElementType(), -2.0));
  EXPECT_EQ(h.data<uint16_t>()[0], 0xC000);
  Tensor bf(tensorType({1}, "bf16"));
  bf.setFlat(0, Element::fromDouble(bf.getElementType(), 1.0));
  EXPECT_EQ(bf.data<uint16_t>()[0], 0x3F80);
  Tensor f4(tensorType({1}, "f4E2M1FN"));
  f4.setFlat(0, Element::fromDouble(f4.getElementType(), -6.0));
  EXPECT_EQ(f4.data<uint8_t>()[0], 0xF); // Sign bit 3, upper bits zero.

  Tensor c(tensorType({2}, "complex<f64>"));
  c.setFlat(1, Element::fromComplex(c.getElementType(), {1.0, -2.0}));
  EXPECT_EQ(c.data<std::complex<double>>()[1], std::complex<double>(1, -2));
  Element e = c.getFlat(1);
  EXPECT_EQ(e.getImag().convertToDouble(), -2.0);
}

TEST_F(TensorTest, NaNAndNegativeZeroBitsThroughGetSet) {
  Tensor t = Tensor::fromValues<uint32_t>(
      tensorType({2}, "f32"), ArrayRef<uint32_t>{0x7FA00001u, 0x80000000u});
  Tensor u(t.getType());
  u.setFlat(0, t.getFlat(0));
  u.setFlat(1, t.getFlat(1));
  EXPECT_EQ(std::memcmp(t.rawData(), u.rawData(), 8), 0);
}

TEST_F(TensorTest, Print) {
  auto t = Tensor::fromValues<int32_t>(tensorType({2, 2}, "i32"),
                                       ArrayRef<int32_t>{1, 2, 3, 4});
  std::string s;
  llvm::raw_string_ostream os(s);
  os << t;
  EXPECT_EQ(s, "tensor<2x2xi32> [[1, 2], [3, 4]]");
}

TEST_F(TensorTest, DispatchOnce) {
  int calls = 0;
  auto r = dispatchOnElementType(parse("bf16"), [&](auto tag) {
    ++calls;
    using Tag = decltype(tag);
    return std::is_same_v<Tag, BF16Tag>;
  });
  ASSERT_TRUE(succeeded(r));
  EXPECT_TRUE(*r);
  EXPECT_EQ(calls, 1);

  auto kindOf = [&](StringRef type) {
    return *dispatchOnElementType(parse(type), [](auto tag) {
      return decltype(tag)::kind;
    });
  };
  EXPECT_EQ(kindOf("i1"), ElementKind::Bool);
  EXPECT_EQ(kindOf("i4"), ElementKind::SignedInt);
  EXPECT_EQ(kindOf("ui32"), ElementKind::UnsignedInt);
  EXPECT_EQ(kindOf("f8E5M2"), ElementKind::NarrowFloat);
  EXPECT_EQ(kindOf("f16"), ElementKind::F16);
  EXPECT_EQ(kindOf("f64"), ElementKind::Float);
  EXPECT_EQ(kindOf("complex<f32>"), ElementKind::Complex);
  EXPECT_EQ(kindOf("!quant.uniform<i8:f32, 0.5:3>"), ElementKind::SignedInt);

  auto bytes = [&](StringRef type) {
    return *dispatchOnElementType(parse(type), [](auto tag) {
      return sizeof(typename decltype(tag)::StorageType);
    });
  };
  EXPECT_EQ(bytes("complex<f64>"), 16u);
  EXPECT_EQ(bytes("tf32"), 4u);

  EXPECT_EQ(kindOf("index"), ElementKind::SignedInt);
  EXPECT_EQ(bytes("index"), 8u);

  bool called = false;
  LogicalResult lr =
      dispatchOnElementType(parse("i128"), [&](auto) { called = true; });
  EXPECT_TRUE(failed(lr));
  EXPECT_FALSE(called);
}

TEST_F(TensorTest, WrapToWidth) {
  EXPECT_EQ(wrapToWidth<int8_t>(8, 4), -8);
  EXPECT_EQ(wrapToWidth<int8_t>(-9, 4), 7);
  EXPECT_EQ(wrapToWidth<int8_t>(2, 2), -2);
  EXPECT_EQ(wrapToWidth<uint8_t>(16, 4), 0);
  EXPECT_EQ(wrapToWidth<uint8_t>(0xFF, 2), 3);
  EXPECT_EQ(wrapToWidth<int32_t>(-5, 32), -5);
}
} // namespace

//===- MiscKernelsTest.cpp - rng, collective shuffles, .npy files ---------===//

#include "stablehlo_fold/Interpreter/MiscKernels.h"
#include "stablehlo_fold/Interpreter/Npy.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::sfold;

namespace {
class MiscKernelsTest : public ::testing::Test {
protected:
  MiscKernelsTest() { ctx.loadDialect<quant::QuantDialect>(); }
  RankedTensorType type(ArrayRef<int64_t> shape, StringRef elem) {
    return RankedTensorType::get(shape, parseType(elem, &ctx));
  }
  MLIRContext ctx;
};

// Known-answer vectors of the Random123 distribution (Salmon et al.).
TEST_F(MiscKernelsTest, ThreefryKnownAnswers) {
  auto zero = threefry2x32({0, 0}, {0, 0});
  EXPECT_EQ(zero[0], 0x6b200159u);
  EXPECT_EQ(zero[1], 0x99ba4efeu);
  auto ones =
      threefry2x32({0xffffffffu, 0xffffffffu}, {0xffffffffu, 0xffffffffu});
  EXPECT_EQ(ones[0], 0x1cb996fcu);
  EXPECT_EQ(ones[1], 0xbb002be7u);
  auto pi =
      threefry2x32({0x243f6a88u, 0x85a308d3u}, {0x13198a2eu, 0x03707344u});
  EXPECT_EQ(pi[0], 0xc4923a9cu);
  EXPECT_EQ(pi[1], 0x483df7a0u);
}

TEST_F(MiscKernelsTest, PhiloxKnownAnswers) {
  auto ones = philox4x32({0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
                         {0xffffffffu, 0xffffffffu});
  EXPECT_EQ(ones[0], 0x408f276du);
  EXPECT_EQ(ones[1], 0x41c83b0eu);
  EXPECT_EQ(ones[2], 0xa20bc7c6u);
  EXPECT_EQ(ones[3], 0x6d5451fdu);
}

TEST_F(MiscKernelsTest, RngBitGeneratorRejectsBadStates) {
  std::string error;
  Tensor three = Tensor::fromValues<uint64_t>(type({3}, "ui64"),
                                              ArrayRef<uint64_t>({1, 2, 3}));
  EXPECT_TRUE(failed(rngBitGenerator(RngBitAlgorithm::ThreeFry, three,
                                     type({2}, "ui32"), error)));
  EXPECT_FALSE(error.empty());
  Tensor two = Tensor::fromValues<uint64_t>(type({2}, "ui64"),
                                            ArrayRef<uint64_t>({1, 2}));
  EXPECT_TRUE(failed(rngBitGenerator(RngBitAlgorithm::Philox, two,
                                     type({2}, "complex<f32>"), error)));
  EXPECT_TRUE(failed(
      rngBitGenerator(RngBitAlgorithm::Philox, two, type({2}, "i1"), error)));
  EXPECT_TRUE(succeeded(rngBitGenerator(RngBitAlgorithm::Default, two,
                                        type({0, 3}, "f32"), error)));
}

TEST_F(MiscKernelsTest, UniformStaysInRange) {
  Tensor lo =
      Tensor::fromValues<int32_t>(type({}, "i32"), ArrayRef<int32_t>(-5));
  Tensor hi =
      Tensor::fromValues<int32_t>(type({}, "i32"), ArrayRef<int32_t>(7));
  FailureOr<Tensor> r = rngUniform(lo, hi, type({1000}, "i32"), 3);
  ASSERT_TRUE(succeeded(r));
  bool sawLow = false, sawHigh = false;
  for (int32_t v : r->data<int32_t>()) {
    EXPECT_GE(v, -5);
    EXPECT_LT(v, 7);
    sawLow |= v == -5;
    sawHigh |= v == 6;
  }
  EXPECT_TRUE(sawLow && sawHigh);
  // Deterministic for a seed, different for another.
  FailureOr<Tensor> again = rngUniform(lo, hi, type({1000}, "i32"), 3);
  FailureOr<Tensor> other = rngUniform(lo, hi, type({1000}, "i32"), 4);
  EXPECT_EQ(r->data<int32_t>(), again->data<int32_t>());
  EXPECT_NE(r->data<int32_t>(), other->data<int32_t>());

  Tensor flo =
      Tensor::fromValues<double>(type({}, "f64"), ArrayRef<double>(-1.0));
  Tensor fhi =
      Tensor::fromValues<double>(type({}, "f64"), ArrayRef<double>(2.0));
  FailureOr<Tensor> f = rngUniform(flo, fhi, type({500}, "f64"), 9);
  ASSERT_TRUE(succeeded(f));
  for (double v : f->data<double>()) {
    EXPECT_GE(v, -1.0);
    EXPECT_LT(v, 2.0);
  }
  // Extreme int64 bounds: no overflow.
  Tensor i64lo = Tensor::fromValues<int64_t>(
      type({}, "i64"), ArrayRef<int64_t>(std::numeric_limits<int64_t>::min()));
  Tensor i64hi = Tensor::fromValues<int64_t>(
      type({}, "i64"), ArrayRef<int64_t>(std::numeric_limits<int64_t>::max()));
  EXPECT_TRUE(succeeded(rngUniform(i64lo, i64hi, type({8}, "i64"), 1)));
}

TEST_F(MiscKernelsTest, NormalHasRoughlyItsMean) {
  Tensor mean =
      Tensor::fromValues<float>(type({}, "f32"), ArrayRef<float>(10.0f));
  Tensor sd = Tensor::fromValues<float>(type({}, "f32"), ArrayRef<float>(2.0f));
  FailureOr<Tensor> r = rngNormal(mean, sd, type({4000}, "f32"), 1);
  ASSERT_TRUE(succeeded(r));
  double sum = 0;
  for (float v : r->data<float>())
    sum += v;
  EXPECT_NEAR(sum / 4000, 10.0, 0.2);
}

TEST_F(MiscKernelsTest, SplitAndConcatenate) {
  SmallVector<int32_t> values;
  for (int32_t i = 0; i < 24; ++i)
    values.push_back(i);
  Tensor t = Tensor::fromValues<int32_t>(type({2, 6, 2}, "i32"), values);
  FailureOr<SmallVector<Tensor>> parts = splitIntoParts(t, 3, 1);
  ASSERT_TRUE(succeeded(parts));
  ASSERT_EQ(parts->size(), 3u);
  EXPECT_EQ((*parts)[1].getShape(), ArrayRef<int64_t>({2, 2, 2}));
  EXPECT_EQ((*parts)[1].data<int32_t>(),
            ArrayRef<int32_t>({4, 5, 6, 7, 16, 17, 18, 19}));
  FailureOr<Tensor> back = concatenateParts(*parts, 1);
  ASSERT_TRUE(succeeded(back));
  EXPECT_EQ(back->data<int32_t>(), t.data<int32_t>());
  EXPECT_TRUE(failed(splitIntoParts(t, 4, 1)));
  EXPECT_TRUE(failed(concatenateParts({t, (*parts)[0]}, 0)));
}

TEST_F(MiscKernelsTest, ZerosOfQuantizedTypesAreTheZeroPoint) {
  Tensor z = makeZeroTensor(type({3}, "!quant.uniform<i8:f32, 0.5:-4>"));
  EXPECT_EQ(z.data<int8_t>(), ArrayRef<int8_t>({-4, -4, -4}));
}

TEST_F(MiscKernelsTest, NpyRoundTrip) {
  SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("npy-test", dir));
  for (StringRef elem : {"i1", "i4", "ui16", "bf16", "f8E4M3FN", "f64",
                         "complex<f32>", "!quant.uniform<u8:f32, 0.5:3>"}) {
    RankedTensorType t = type({2, 3}, elem);
    Tensor zeros(t);
    // Some non-zero bytes: every element gets the storage of 1.
    Tensor ones = zeros.clone();
    for (int64_t i = 0; i < ones.getNumElements(); ++i)
      ones.mutableRawData()[i * ones.getElementStorageBytes()] = 1;
    std::string path = (dir + "/x.npy").str(), error;
    ASSERT_TRUE(succeeded(writeNpy(ones, path, error))) << error;
    FailureOr<Tensor> read = readNpy(path, t, error);
    ASSERT_TRUE(succeeded(read)) << elem.str() << ": " << error;
    EXPECT_EQ(read->getRawBytes(), ones.getRawBytes()) << elem.str();
    // Another shape or dtype does not read.
    EXPECT_TRUE(failed(readNpy(path, type({3, 2}, elem), error)));
  }
  std::string error;
  EXPECT_TRUE(
      failed(readNpy((dir + "/missing.npy").str(), type({1}, "f32"), error)));
  llvm::sys::fs::remove_directories(dir);
}
} // namespace

namespace {
TEST_F(MiscKernelsTest, NpyDynamicDimensionsTakeTheFileSizes) {
  SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("npy-test", dir));
  std::string path = (dir + "/x.npy").str(), error;
  Tensor t = Tensor::fromValues<int32_t>(type({2, 3}, "i32"),
                                         ArrayRef<int32_t>({1, 2, 3, 4, 5, 6}));
  ASSERT_TRUE(succeeded(writeNpy(t, path, error))) << error;
  constexpr int64_t dyn = ShapedType::kDynamic;
  FailureOr<Tensor> read = readNpy(path, type({dyn, 3}, "i32"), error);
  ASSERT_TRUE(succeeded(read)) << error;
  EXPECT_EQ(read->getType(), t.getType());
  EXPECT_EQ(read->data<int32_t>(), t.data<int32_t>());
  read = readNpy(path, type({dyn, dyn}, "i32"), error);
  ASSERT_TRUE(succeeded(read)) << error;
  EXPECT_EQ(read->getShape(), ArrayRef<int64_t>({2, 3}));
  // A static size, the rank or the dtype that differs does not read.
  EXPECT_TRUE(failed(readNpy(path, type({dyn, 4}, "i32"), error)));
  EXPECT_EQ(error, "'" + path + "' holds shape (2, 3), expected (?, 4)");
  EXPECT_TRUE(failed(readNpy(path, type({dyn}, "i32"), error)));
  EXPECT_TRUE(failed(readNpy(path, type({dyn, 3}, "f32"), error)));
  llvm::sys::fs::remove_directories(dir);
}
} // namespace

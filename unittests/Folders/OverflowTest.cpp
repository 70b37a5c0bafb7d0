//===- OverflowTest.cpp - sizes and indices narrowed and combined, checked ===//
//
// The checked helpers of Support/CheckedInt.h at their boundaries, the one
// reader of constant integer operands (getConstantInts, which the verifiers
// use too), and the fold hook's get_dimension_size, which declines a size
// that has no i32 value.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Support/CheckedInt.h"

#include <limits>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

constexpr int64_t kInt64Max = std::numeric_limits<int64_t>::max();
constexpr int64_t kInt64Min = std::numeric_limits<int64_t>::min();

TEST(CheckedIntTest, FitsIntegerAtTheBoundaries) {
  // i32 (signless and signed): [-2^31, 2^31).
  EXPECT_TRUE(fitsInteger(2147483647, 32, false));
  EXPECT_FALSE(fitsInteger(2147483648, 32, false));
  EXPECT_FALSE(fitsInteger(4294967297, 32, false));
  EXPECT_TRUE(fitsInteger(-2147483648, 32, false));
  EXPECT_FALSE(fitsInteger(-2147483649, 32, false));
  // ui32: [0, 2^32).
  EXPECT_TRUE(fitsInteger(4294967295, 32, true));
  EXPECT_FALSE(fitsInteger(4294967296, 32, true));
  EXPECT_FALSE(fitsInteger(-1, 32, true));
  // i1 holds 0 and 1; i64 and ui64 everything non-negative.
  EXPECT_TRUE(fitsInteger(1, 1, false));
  EXPECT_FALSE(fitsInteger(2, 1, false));
  EXPECT_FALSE(fitsInteger(-1, 1, false));
  EXPECT_TRUE(fitsInteger(kInt64Max, 64, false));
  EXPECT_TRUE(fitsInteger(kInt64Min, 64, false));
  EXPECT_TRUE(fitsInteger(kInt64Max, 64, true));
  EXPECT_FALSE(fitsInteger(-1, 64, true));
  // i8, ui8.
  EXPECT_TRUE(fitsInteger(127, 8, false));
  EXPECT_FALSE(fitsInteger(128, 8, false));
  EXPECT_TRUE(fitsInteger(255, 8, true));
  EXPECT_FALSE(fitsInteger(256, 8, true));
}

TEST(CheckedIntTest, IntegerElementsAndSplats) {
  MLIRContext context;
  auto i32 = IntegerType::get(&context, 32);
  auto ui32 = IntegerType::get(&context, 32, IntegerType::Unsigned);
  auto i1 = IntegerType::get(&context, 1);
  std::optional<APInt> v = toIntegerElement(2147483647, i32);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->getSExtValue(), 2147483647);
  EXPECT_FALSE(toIntegerElement(2147483648, i32).has_value());
  EXPECT_FALSE(toIntegerElement(4294967297, i32).has_value());
  std::optional<APInt> u = toIntegerElement(4294967295, ui32);
  ASSERT_TRUE(u.has_value());
  EXPECT_EQ(u->getZExtValue(), 4294967295u);
  std::optional<APInt> one = toIntegerElement(1, i1);
  ASSERT_TRUE(one.has_value());
  EXPECT_EQ(one->getZExtValue(), 1u);
  std::optional<APInt> index =
      toIntegerElement(kInt64Max, IndexType::get(&context));
  ASSERT_TRUE(index.has_value());
  EXPECT_EQ(index->getSExtValue(), kInt64Max);
  EXPECT_FALSE(toIntegerElement(1, Float32Type::get(&context)).has_value());

  auto type = RankedTensorType::get({}, i32);
  EXPECT_FALSE(getIntegerSplat(type, 2147483648));
  DenseElementsAttr splat = getIntegerSplat(type, -5);
  ASSERT_TRUE(splat);
  EXPECT_EQ(splat.getSplatValue<APInt>().getSExtValue(), -5);
}

TEST(CheckedIntTest, PaddedSizesOverflowToNothing) {
  EXPECT_EQ(checkedPaddedSize(4, 1, 2, 1), std::optional<int64_t>(10));
  EXPECT_EQ(checkedPaddedSize(0, 1, 2, 5), std::optional<int64_t>(3));
  // Negative results are the caller's to reject; overflows are nothing.
  EXPECT_EQ(checkedPaddedSize(4, -5, 0, 0), std::optional<int64_t>(-1));
  EXPECT_FALSE(checkedPaddedSize(1, kInt64Max, 1, 0).has_value());
  EXPECT_FALSE(checkedPaddedSize(1, kInt64Min, -1, 0).has_value());
  EXPECT_FALSE(checkedPaddedSize(3, 0, 0, kInt64Max).has_value());
  EXPECT_EQ(checkedPaddedSize(kInt64Max, 0, 0, 0),
            std::optional<int64_t>(kInt64Max));
  EXPECT_FALSE(checkedPaddedSize(kInt64Max, 1, 0, 0).has_value());
  EXPECT_EQ(checkedPaddedSize(kInt64Max, kInt64Min, 1, 0),
            std::optional<int64_t>(0));
}

TEST(CheckedIntTest, SliceSizes) {
  EXPECT_EQ(checkedSliceSize(1, 7, 2), std::optional<int64_t>(3));
  EXPECT_EQ(checkedSliceSize(0, 0, 1), std::optional<int64_t>(0));
  EXPECT_FALSE(checkedSliceSize(0, 4, 0).has_value());
  EXPECT_FALSE(checkedSliceSize(5, 4, 1).has_value());
  EXPECT_FALSE(checkedSliceSize(kInt64Min, kInt64Max, 1).has_value());
  EXPECT_EQ(checkedSliceSize(0, kInt64Max, kInt64Max),
            std::optional<int64_t>(1));
  EXPECT_EQ(checkedSliceSize(-1, kInt64Max - 1, kInt64Max),
            std::optional<int64_t>(1));
}

TEST(CheckedIntTest, ElementCounts) {
  EXPECT_EQ(checkedElementCount({}), std::optional<int64_t>(1));
  EXPECT_EQ(checkedElementCount({3, 0, kInt64Max}), std::optional<int64_t>(0));
  EXPECT_EQ(checkedElementCount({kInt64Max}),
            std::optional<int64_t>(kInt64Max));
  EXPECT_FALSE(checkedElementCount({int64_t(1) << 62, 2}).has_value());
  EXPECT_FALSE(checkedElementCount({4, -1}).has_value());
  EXPECT_FALSE(checkedElementCount({ShapedType::kDynamic}).has_value());
  EXPECT_EQ(checkedStaticElementCount({ShapedType::kDynamic, int64_t(1) << 62}),
            std::optional<int64_t>(int64_t(1) << 62));
  EXPECT_FALSE(
      checkedStaticElementCount({int64_t(1) << 62, ShapedType::kDynamic, 4})
          .has_value());
}

using OverflowTest = FolderTest;

TEST_F(OverflowTest, OneReaderOfConstantIntegers) {
  // ui64 values above INT64_MAX saturate, as the interpreter reads indices
  // and shapes; i1 and unsigned values are zero-extended.
  parse(R"mlir(
    func.func @f() -> (tensor<2xui64>, tensor<2xi1>, tensor<2xi8>) {
      %a = stablehlo.constant dense<[18446744073709551615, 9223372036854775807]> : tensor<2xui64>
      %b = stablehlo.constant dense<[true, false]> : tensor<2xi1>
      %c = stablehlo.constant dense<[-128, 127]> : tensor<2xi8>
      return %a, %b, %c : tensor<2xui64>, tensor<2xi1>, tensor<2xi8>
    })mlir");
  SmallVector<Value> values;
  module->walk([&](ConstantOp op) { values.push_back(op.getResult()); });
  ASSERT_EQ(values.size(), 3u);
  EXPECT_EQ(getConstantInts(values[0]),
            (std::optional<SmallVector<int64_t>>({kInt64Max, kInt64Max})));
  EXPECT_EQ(getConstantInts(values[1]),
            (std::optional<SmallVector<int64_t>>({1, 0})));
  EXPECT_EQ(getConstantInts(values[2]),
            (std::optional<SmallVector<int64_t>>({-128, 127})));
  // Read exactly (as sizes of a type), a value above INT64_MAX is nothing.
  EXPECT_FALSE(getConstantInts(values[0], /*exact=*/true).has_value());
  EXPECT_EQ(getConstantInts(values[1], /*exact=*/true),
            (std::optional<SmallVector<int64_t>>({1, 0})));
}

TEST_F(OverflowTest, DimensionSizeFoldsOnlyWhenItFits) {
  for (auto [size, folds] :
       {std::pair<int64_t, bool>{2147483647, true}, {2147483648, false},
        {4294967297, false}, {kInt64Max - 1, false}}) {
    std::string type = "tensor<" + std::to_string(size) + "xi8>";
    parse("func.func @f(%x: " + type + ") -> tensor<i32> {\n"
          "  %0 = stablehlo.get_dimension_size %x, dim = 0 : (" +
          type + ") -> tensor<i32>\n  return %0 : tensor<i32>\n}");
    DenseElementsAttr folded = foldToAttr(lastOp());
    EXPECT_EQ(static_cast<bool>(folded), folds) << size;
    if (folded) {
      EXPECT_EQ(folded.getSplatValue<APInt>().getSExtValue(), size);
    }
  }
}

} // namespace

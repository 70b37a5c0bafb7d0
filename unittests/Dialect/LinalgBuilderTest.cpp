//===- LinalgBuilderTest.cpp - builders that infer the result type --------===//
//
// dot_general and convolution have shape functions, so their builders need
// no result type: each test builds an op from function arguments, checks the
// inferred result type and that the op verifies.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/Verifier.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

class LinalgBuilderTest : public ::testing::Test {
protected:
  LinalgBuilderTest() : builder(&context), loc(UnknownLoc::get(&context)) {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
    module = ModuleOp::create(loc);
    builder.setInsertionPointToEnd(module->getBody());
  }

  /// The arguments of a new function taking `inputs`; the builder inserts
  /// into its body.
  Block::BlockArgListType arguments(TypeRange inputs) {
    auto f = func::FuncOp::create(builder, loc, "f",
                                  builder.getFunctionType(inputs, {}));
    Block *body = f.addEntryBlock();
    builder.setInsertionPointToEnd(body);
    return body->getArguments();
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type element) {
    return RankedTensorType::get(shape, element);
  }

  MLIRContext context;
  OpBuilder builder;
  Location loc;
  OwningOpRef<ModuleOp> module;
};

TEST_F(LinalgBuilderTest, DotGeneralInfersBatchThenFreeDimensions) {
  Type f32 = builder.getF32Type();
  auto args = arguments({tensor({2, 3, 4}, f32), tensor({2, 4, 5}, f32)});
  auto dims = DotDimensionNumbersAttr::get(&context, /*lhsBatching=*/{0},
                                           /*rhsBatching=*/{0},
                                           /*lhsContracting=*/{2},
                                           /*rhsContracting=*/{1});
  auto op = DotGeneralOp::create(builder, loc, args[0], args[1], dims,
                                 /*precision_config=*/ArrayAttr(),
                                 /*algorithm=*/DotAlgorithmAttr());
  EXPECT_EQ(op.getType(), tensor({2, 3, 5}, f32));
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(LinalgBuilderTest, DotGeneralKeepsDynamicDimensions) {
  Type i8 = builder.getIntegerType(8);
  int64_t dyn = ShapedType::kDynamic;
  auto args = arguments({tensor({dyn, 4}, i8), tensor({4, dyn}, i8)});
  auto dims = DotDimensionNumbersAttr::get(&context, {}, {}, {1}, {0});
  auto op = DotGeneralOp::create(builder, loc, args[0], args[1], dims,
                                 ArrayAttr(), DotAlgorithmAttr());
  EXPECT_EQ(op.getType(), tensor({dyn, dyn}, i8));
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(LinalgBuilderTest, ConvolutionInfersWindows) {
  Type f32 = builder.getF32Type();
  // [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]
  auto args = arguments({tensor({1, 4, 4, 1}, f32), tensor({3, 3, 1, 1}, f32)});
  auto dims = ConvDimensionNumbersAttr::get(
      &context, /*inputBatch=*/0, /*inputFeature=*/3, /*inputSpatial=*/{1, 2},
      /*kernelInputFeature=*/2, /*kernelOutputFeature=*/3,
      /*kernelSpatial=*/{0, 1}, /*outputBatch=*/0, /*outputFeature=*/3,
      /*outputSpatial=*/{1, 2});
  // A 4x4 input dilated by 2 is 7x7; 3x3 windows at stride 4: 2x2 of them.
  auto op = ConvolutionOp::create(
      builder, loc, args[0], args[1],
      /*window_strides=*/builder.getDenseI64ArrayAttr({4, 4}),
      /*padding=*/DenseIntElementsAttr(),
      /*lhs_dilation=*/builder.getDenseI64ArrayAttr({2, 2}),
      /*rhs_dilation=*/DenseI64ArrayAttr(),
      /*window_reversal=*/DenseBoolArrayAttr(), dims,
      /*feature_group_count=*/builder.getI64IntegerAttr(1),
      /*batch_group_count=*/builder.getI64IntegerAttr(1),
      /*precision_config=*/ArrayAttr());
  EXPECT_EQ(op.getType(), tensor({1, 2, 2, 1}, f32));
  EXPECT_TRUE(succeeded(verify(op)));
}

TEST_F(LinalgBuilderTest, ConvolutionWithPaddingAndDynamicBatch) {
  Type f32 = builder.getF32Type();
  int64_t dyn = ShapedType::kDynamic;
  // [b, 0, f]x[0, i, o]->[b, 0, f]: 16 + 1 + 2 padded, windows of 3.
  auto args = arguments({tensor({dyn, 16, 2}, f32), tensor({3, 2, 5}, f32)});
  auto dims = ConvDimensionNumbersAttr::get(&context, 0, 2, {1}, 1, 2, {0}, 0,
                                            2, {1});
  auto padding = DenseIntElementsAttr::get(
      RankedTensorType::get({1, 2}, builder.getI64Type()),
      ArrayRef<int64_t>{1, 2});
  auto op = ConvolutionOp::create(
      builder, loc, args[0], args[1], DenseI64ArrayAttr(), padding,
      DenseI64ArrayAttr(), DenseI64ArrayAttr(), DenseBoolArrayAttr(), dims,
      builder.getI64IntegerAttr(1), builder.getI64IntegerAttr(1), ArrayAttr());
  EXPECT_EQ(op.getType(), tensor({dyn, 17, 5}, f32));
  EXPECT_TRUE(succeeded(verify(op)));
}

} // namespace

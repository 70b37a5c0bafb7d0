//===- LinalgFolderTest.cpp - convolution, linear algebra, batch norm ----===//
//
// These ops have no identities: they fold through their kernels when every
// operand is a constant, and decline otherwise.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include <cmath>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using LinalgFolderTest = FolderTest;

TEST_F(LinalgFolderTest, ConvolutionFolds) {
  parse(R"mlir(
    func.func @f(%x: tensor<1x6x1xf32>) -> (tensor<1x4x1xf32>, tensor<1x4x1xf32>) {
      %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0], [6.0]]]> : tensor<1x6x1xf32>
      %rhs = stablehlo.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
      %r = stablehlo.convolution(%lhs, %rhs)
        dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
        window = {stride = [2], pad = [[1, 2]], rhs_dilate = [2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x6x1xf32>, tensor<2x1x1xf32>) -> tensor<1x4x1xf32>
      %s = stablehlo.convolution(%x, %rhs)
        dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
        window = {stride = [2], pad = [[1, 2]], rhs_dilate = [2]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x6x1xf32>, tensor<2x1x1xf32>) -> tensor<1x4x1xf32>
      func.return %r, %s : tensor<1x4x1xf32>, tensor<1x4x1xf32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<ConvolutionOp>()),
            literal("dense<[[[20.0], [42.0], [64.0], [6.0]]]> : "
                    "tensor<1x4x1xf32>"));
  // The second convolution reads an argument: it declines.
  Operation *second = first<ConvolutionOp>()->getNextNode();
  EXPECT_FALSE(fold(second).has_value());
}

TEST_F(LinalgFolderTest, DynamicConvFoldsWithConstantPadding) {
  parse(R"mlir(
    func.func @f() -> tensor<1x4x1xi32> {
      %lhs = stablehlo.constant dense<[[[1], [2], [3]]]> : tensor<1x3x1xi32>
      %rhs = stablehlo.constant dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>
      %pad = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi32>
      %r = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
        dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
        batch_group_count = 1 : i64, feature_group_count = 1 : i64
      } : (tensor<1x3x1xi32>, tensor<2x1x1xi32>, tensor<1x2xi32>) -> tensor<1x4x1xi32>
      func.return %r : tensor<1x4x1xi32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<DynamicConvOp>()),
            literal("dense<[[[10], [21], [32], [3]]]> : tensor<1x4x1xi32>"));
}

TEST_F(LinalgFolderTest, CholeskyFolds) {
  // Only the lower triangle is read (the 99 is ignored).
  parseOp({"dense<[[4.0, 99.0], [2.0, 5.0]]> : tensor<2x2xf32>"},
          "\"stablehlo.cholesky\"(%a0) {lower = true} : (tensor<2x2xf32>) -> "
          "tensor<2x2xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[2.0, 0.0], [1.0, 2.0]]> : tensor<2x2xf32>"));
  parseOp({"dense<[[4.0, 99.0], [2.0, 5.0]]> : tensor<2x2xf32>"},
          "\"stablehlo.cholesky\"(%a0) {lower = true} : (tensor<2x2xf32>) -> "
          "tensor<2x2xf32>",
          /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(LinalgFolderTest, TriangularSolveFolds) {
  parseOp({"dense<[[2.0, 7.0], [1.0, 4.0]]> : tensor<2x2xf32>",
           "dense<[[2.0, 4.0], [9.0, 6.0]]> : tensor<2x2xf32>"},
          "\"stablehlo.triangular_solve\"(%a0, %a1) {left_side = true, lower = "
          "true, unit_diagonal = false, transpose_a = #stablehlo<transpose "
          "NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> "
          "tensor<2x2xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf32>"));
}

TEST_F(LinalgFolderTest, BatchNormInferenceFolds) {
  parseOp({"dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>",
           "dense<[2.0, 1.0]> : tensor<2xf32>",
           "dense<[0.0, 1.0]> : tensor<2xf32>",
           "dense<[2.0, 4.0]> : tensor<2xf32>",
           "dense<[0.75, 3.75]> : tensor<2xf32>"},
          "\"stablehlo.batch_norm_inference\"(%a0, %a1, %a2, %a3, %a4) "
          "{epsilon = 0.25 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, "
          "tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> "
          "tensor<2x2xf32>");
  // (x - mean) / sqrt(var + 0.25) * scale + offset, exact here.
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[-2.0, 0.0], [2.0, 2.0]]> : tensor<2x2xf32>"));
}

TEST_F(LinalgFolderTest, BatchNormTrainingFoldsItsThreeResults) {
  parseOp({"dense<[[[1.0], [2.0]], [[3.0], [6.0]]]> : tensor<2x2x1xf64>",
           "dense<[1.0, 3.0]> : tensor<2xf64>",
           "dense<[0.0, 10.0]> : tensor<2xf64>"},
          "%r:3 = \"stablehlo.batch_norm_training\"(%a0, %a1, %a2) {epsilon = "
          "0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x1xf64>, "
          "tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x1xf64>, tensor<2xf64>, "
          "tensor<2xf64>)");
  SmallVector<DenseElementsAttr> attrs = foldToAttrs(lastOp());
  ASSERT_EQ(attrs.size(), 3u);
  EXPECT_EQ(attrs[0], literal("dense<[[[-1.0], [7.0]], [[1.0], [13.0]]]> : "
                              "tensor<2x2x1xf64>"));
  EXPECT_EQ(attrs[1], literal("dense<[2.0, 4.0]> : tensor<2xf64>"));
  EXPECT_EQ(attrs[2], literal("dense<[1.0, 4.0]> : tensor<2xf64>"));
}

TEST_F(LinalgFolderTest, BatchNormGradFoldsItsThreeResults) {
  parseOp({"dense<[[0.0, 1.0], [1.0, 3.0], [2.0, 2.0]]> : tensor<3x2xf32>",
           "dense<[1.0, 2.0]> : tensor<2xf32>",
           "dense<[1.0, 2.0]> : tensor<2xf32>",
           "dense<[3.25, 0.25]> : tensor<2xf32>",
           "dense<[[1.0, 0.0], [0.5, 1.0], [-1.0, 2.0]]> : tensor<3x2xf32>"},
          "%r:3 = \"stablehlo.batch_norm_grad\"(%a0, %a1, %a2, %a3, %a4) "
          "{epsilon = 0.75 : f32, feature_index = 1 : i64} : (tensor<3x2xf32>, "
          "tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<3x2xf32>) -> "
          "(tensor<3x2xf32>, tensor<2xf32>, tensor<2xf32>)");
  SmallVector<DenseElementsAttr> attrs = foldToAttrs(lastOp());
  ASSERT_EQ(attrs.size(), 3u);
  // grad_offset = sum(dy) per feature, exact.
  EXPECT_EQ(attrs[2], literal("dense<[0.5, 3.0]> : tensor<2xf32>"));
  EXPECT_EQ(attrs[0].getType(), literal("dense<0.0> : tensor<3x2xf32>").getType());
}

} // namespace

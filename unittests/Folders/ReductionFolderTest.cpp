//===- ReductionFolderTest.cpp - folds of the reduction and linalg ops ----===//
//
// The region-free ops of the family (dot_general, convolution, fft,
// cholesky, triangular_solve, batch_norm_*) fold on constants through their
// kernels; the ops with regions (reduce, sort, ...) are the
// --fold-constants pass's and never fold through `Operation::fold`.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "llvm/ADT/APFloat.h"

#include <complex>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using ReductionFolderTest = FolderTest;

const char *kDot =
    "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
    "(tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>";

TEST_F(ReductionFolderTest, DotGeneralFolds) {
  parseOp({"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
           "dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>"},
          kDot);
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[19, 22], [43, 50]]> : tensor<2x2xi32>"));
}

TEST_F(ReductionFolderTest, DotGeneralDeclinesOnArgument) {
  parseOp({"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
           "dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>"},
          kDot, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(ReductionFolderTest, DotGeneralOfSplatsIsASplat) {
  parseOp({"dense<2> : tensor<2x2xi32>", "dense<3> : tensor<2x2xi32>"}, kDot);
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.isSplat());
  EXPECT_EQ(attr, literal("dense<12> : tensor<2x2xi32>"));
}

TEST_F(ReductionFolderTest, DotGeneralPropagatesNaNAndInfTimesZero) {
  parseOp({"dense<[[0x7FC00000, 1.0], [0x7F800000, 1.0]]> : tensor<2x2xf32>",
           "dense<[[1.0], [2.0]]> : tensor<2x1xf32>"},
          "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
          "(tensor<2x2xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  auto values = attr.getValues<APFloat>();
  EXPECT_TRUE(values[0].isNaN());
  EXPECT_TRUE(values[1].isPosInfinity());

  parseOp({"dense<[[0x7F800000, 1.0]]> : tensor<1x2xf32>",
           "dense<[[0.0], [2.0]]> : tensor<2x1xf32>"},
          "stablehlo.dot_general %a0, %a1, contracting_dims = [1] x [0] : "
          "(tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>");
  attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.getValues<APFloat>()[0].isNaN());
}

TEST_F(ReductionFolderTest, ConvolutionFolds) {
  const char *conv =
      "stablehlo.convolution(%a0, %a1) dim_numbers = [b, 0, f]x[0, i, o]->"
      "[b, 0, f], window = {} {batch_group_count = 1 : i64, "
      "feature_group_count = 1 : i64} : (tensor<1x4x1xi32>, "
      "tensor<2x1x1xi32>) -> tensor<1x3x1xi32>";
  std::vector<std::string> operands = {
      "dense<[[[1], [2], [3], [4]]]> : tensor<1x4x1xi32>",
      "dense<[[[1]], [[10]]]> : tensor<2x1x1xi32>"};
  parseOp(operands, conv);
  // A cross-correlation: out[i] = lhs[i] * 1 + lhs[i + 1] * 10.
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[[21], [32], [43]]]> : tensor<1x3x1xi32>"));
  parseOp(operands, conv, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(ReductionFolderTest, FftFolds) {
  // The DFT of a constant signal is an impulse. Twiddle factors are not
  // exact in binary, so the zeros are compared with a tolerance.
  parseOp({"dense<[(1.0, 0.0), (1.0, 0.0), (1.0, 0.0), (1.0, 0.0)]> : "
           "tensor<4xcomplex<f64>>"},
          "stablehlo.fft %a0, type = FFT, length = [4] : "
          "(tensor<4xcomplex<f64>>) -> tensor<4xcomplex<f64>>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  auto values = attr.getValues<std::complex<double>>();
  EXPECT_EQ(values[0], std::complex<double>(4.0, 0.0));
  for (int i = 1; i < 4; ++i)
    EXPECT_LT(std::abs(values[i]), 1e-12) << "element " << i;
}

TEST_F(ReductionFolderTest, CholeskyFolds) {
  parseOp({"dense<[[4.0, 99.0], [2.0, 5.0]]> : tensor<2x2xf32>"},
          "\"stablehlo.cholesky\"(%a0) {lower = true} : (tensor<2x2xf32>) -> "
          "tensor<2x2xf32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  // The lower triangle is exact (sqrt(4), 2 / 2, sqrt(5 - 1)); the upper
  // one is implementation-defined.
  auto values = attr.getValues<float>();
  EXPECT_EQ(values[0], 2.0f);
  EXPECT_EQ(values[2], 1.0f);
  EXPECT_EQ(values[3], 2.0f);
}

TEST_F(ReductionFolderTest, CholeskyOfNonPositiveDefiniteGivesNaN) {
  parseOp({"dense<[[1.0, 0.0], [2.0, 1.0]]> : tensor<2x2xf32>"},
          "\"stablehlo.cholesky\"(%a0) {lower = true} : (tensor<2x2xf32>) -> "
          "tensor<2x2xf32>");
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.getValues<APFloat>()[3].isNaN());
}

TEST_F(ReductionFolderTest, TriangularSolveFolds) {
  const char *solve =
      "\"stablehlo.triangular_solve\"(%a0, %a1) {left_side = true, lower = "
      "true, unit_diagonal = false, transpose_a = #stablehlo<transpose "
      "NO_TRANSPOSE>} : (tensor<2x2xf32>, tensor<2x2xf32>) -> "
      "tensor<2x2xf32>";
  std::vector<std::string> operands = {
      "dense<[[2.0, 7.0], [1.0, 4.0]]> : tensor<2x2xf32>",
      "dense<[[2.0, 4.0], [9.0, 6.0]]> : tensor<2x2xf32>"};
  parseOp(operands, solve);
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1.0, 2.0], [2.0, 1.0]]> : tensor<2x2xf32>"));
  parseOp(operands, solve, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(ReductionFolderTest, BatchNormInferenceFolds) {
  // sqrt(variance + epsilon) is 1 and 2: every step is exact.
  std::vector<std::string> operands = {
      "dense<[[1.0, 2.0], [3.0, 6.0]]> : tensor<2x2xf32>",
      "dense<[2.0, 1.0]> : tensor<2xf32>", "dense<[0.0, 1.0]> : tensor<2xf32>",
      "dense<[2.0, 4.0]> : tensor<2xf32>",
      "dense<[0.75, 3.75]> : tensor<2xf32>"};
  const char *op =
      "\"stablehlo.batch_norm_inference\"(%a0, %a1, %a2, %a3, %a4) {epsilon "
      "= 0.25 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, "
      "tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> "
      "tensor<2x2xf32>";
  parseOp(operands, op);
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[-2.0, 0.0], [2.0, 2.0]]> : tensor<2x2xf32>"));
  parseOp(operands, op, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
  // A negative variance: sqrt of a negative number is NaN.
  operands[4] = "dense<[-1.0, 3.75]> : tensor<2xf32>";
  parseOp(operands, op);
  DenseElementsAttr attr = foldToAttr(lastOp());
  ASSERT_TRUE(attr);
  EXPECT_TRUE(attr.getValues<APFloat>()[0].isNaN());
  EXPECT_EQ(attr.getValues<float>()[1], 0.0f);
}

TEST_F(ReductionFolderTest, BatchNormTrainingFoldsAllResults) {
  parseOp({"dense<[[[1.0], [2.0]], [[3.0], [6.0]]]> : tensor<2x2x1xf64>",
           "dense<[1.0, 3.0]> : tensor<2xf64>",
           "dense<[0.0, 10.0]> : tensor<2xf64>"},
          "%r:3 = \"stablehlo.batch_norm_training\"(%a0, %a1, %a2) {epsilon "
          "= 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2x1xf64>, "
          "tensor<2xf64>, tensor<2xf64>) -> (tensor<2x2x1xf64>, "
          "tensor<2xf64>, tensor<2xf64>)");
  SmallVector<DenseElementsAttr> attrs = foldToAttrs(lastOp());
  ASSERT_EQ(attrs.size(), 3u);
  EXPECT_EQ(attrs[0], literal("dense<[[[-1.0], [7.0]], [[1.0], [13.0]]]> : "
                              "tensor<2x2x1xf64>"));
  EXPECT_EQ(attrs[1], literal("dense<[2.0, 4.0]> : tensor<2xf64>"));
  EXPECT_EQ(attrs[2], literal("dense<[1.0, 4.0]> : tensor<2xf64>"));
}

TEST_F(ReductionFolderTest, BatchNormGradFoldsAllResults) {
  // variance + epsilon = 4, so stddev = 2 and every step is exact:
  // centered = [-1, 1], normalized = [-0.5, 0.5], and with the spec's
  // i1..i6 (2 elements per feature) i6 = [-2.25, 2.25].
  std::vector<std::string> operands = {
      "dense<[[1.0], [3.0]]> : tensor<2x1xf64>",
      "dense<[2.0]> : tensor<1xf64>", "dense<[2.0]> : tensor<1xf64>",
      "dense<[3.0]> : tensor<1xf64>",
      "dense<[[1.0], [4.0]]> : tensor<2x1xf64>"};
  const char *op =
      "%r:3 = \"stablehlo.batch_norm_grad\"(%a0, %a1, %a2, %a3, %a4) "
      "{epsilon = 1.0 : f32, feature_index = 1 : i64} : (tensor<2x1xf64>, "
      "tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<2x1xf64>) -> "
      "(tensor<2x1xf64>, tensor<1xf64>, tensor<1xf64>)";
  parseOp(operands, op);
  SmallVector<DenseElementsAttr> attrs = foldToAttrs(lastOp());
  ASSERT_EQ(attrs.size(), 3u);
  // grad_operand = scale / stddev / 2 * i6.
  EXPECT_EQ(attrs[0],
            literal("dense<[[-1.125], [1.125]]> : tensor<2x1xf64>"));
  // grad_scale = sum(grad_output * normalized), grad_offset = sum(grad_output).
  EXPECT_EQ(attrs[1], literal("dense<[1.5]> : tensor<1xf64>"));
  EXPECT_EQ(attrs[2], literal("dense<[5.0]> : tensor<1xf64>"));
  parseOp(operands, op, /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(ReductionFolderTest, OpsWithRegionsDoNotFoldThroughFold) {
  parse(R"mlir(
    func.func @f() -> (tensor<i64>, tensor<3xi64>) {
      %c = stablehlo.constant dense<[3, 1, 2]> : tensor<3xi64>
      %z = stablehlo.constant dense<0> : tensor<i64>
      %r = stablehlo.reduce(%c init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<i64>
      %s = "stablehlo.sort"(%c) ({
      ^bb0(%a: tensor<i64>, %b: tensor<i64>):
        %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %lt : tensor<i1>
      }) {dimension = 0 : i64} : (tensor<3xi64>) -> tensor<3xi64>
      func.return %r, %s : tensor<i64>, tensor<3xi64>
    })mlir");
  EXPECT_FALSE(fold(first<ReduceOp>()).has_value());
  EXPECT_FALSE(fold(first<SortOp>()).has_value());
}

} // namespace

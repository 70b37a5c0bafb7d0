//===- ExtraFolderTest.cpp - the ops beyond the spec fold -----------------===//
//
// dot, broadcast, einsum, unary_einsum, torch_index_select,
// set_dimension_size and real_dynamic_slice fold through their handlers, so
// to the values of the spec ops they stand for; cross-replica-sum (a
// collective) and create_token (a token) never fold.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using ExtraFolderTest = FolderTest;

const std::string kMatrix = "dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>";

TEST_F(ExtraFolderTest, DotFoldsAsDotGeneral) {
  parseOp({kMatrix, "dense<[1, 1]> : tensor<2xi32>"},
          "stablehlo.dot %a0, %a1 : (tensor<2x2xi32>, tensor<2xi32>) -> "
          "tensor<2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[3, 7]> : tensor<2xi32>"));
  parseOp({kMatrix, kMatrix},
          "stablehlo.dot %a0, %a1, precision = [HIGHEST, HIGHEST] : "
          "(tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[7, 10], [15, 22]]> : tensor<2x2xi32>"));
}

TEST_F(ExtraFolderTest, BroadcastPrependsDimensions) {
  parseOp({"dense<[1, 2]> : tensor<2xi32>"},
          "stablehlo.broadcast %a0, sizes = [2] : (tensor<2xi32>) -> "
          "tensor<2x2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1, 2], [1, 2]]> : tensor<2x2xi32>"));
}

TEST_F(ExtraFolderTest, EinsumIsAProductThenATranspose) {
  // out[c][a] = sum_b m[a][b] * m[b][c]: the matrix square, transposed.
  parseOp({kMatrix, kMatrix},
          "stablehlo.einsum %a0, %a1, config = \"ab,bc->ca\" : "
          "(tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[7, 15], [10, 22]]> : tensor<2x2xi32>"));
}

TEST_F(ExtraFolderTest, UnaryEinsumSums) {
  parseOp({kMatrix}, "stablehlo.unary_einsum %a0, config = \"ab->b\" : "
                     "(tensor<2x2xi32>) -> tensor<2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[4, 6]> : tensor<2xi32>"));
  // -0.0 + -0.0 from reduce's +0.0 init is +0.0.
  parseOp({"dense<[-0.0, -0.0]> : tensor<2xf32>"},
          "stablehlo.unary_einsum %a0, config = \"a->\" : (tensor<2xf32>) -> "
          "tensor<f32>");
  DenseElementsAttr sum = foldToAttr(lastOp());
  ASSERT_TRUE(sum);
  EXPECT_FALSE(sum.getSplatValue<APFloat>().isNegative());
}

TEST_F(ExtraFolderTest, TorchIndexSelectGathers) {
  parseOp({"dense<[10.0, 20.0, 30.0]> : tensor<3xf32>",
           "dense<[2, 2, 0]> : tensor<3xi32>"},
          "\"stablehlo.torch_index_select\"(%a0, %a1) {dim = 0 : i64, "
          "batch_dims = 0 : i64} : (tensor<3xf32>, tensor<3xi32>) -> "
          "tensor<3xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[30.0, 30.0, 10.0]> : tensor<3xf32>"));
}

TEST_F(ExtraFolderTest, SetDimensionSizeKeepsTheFirstElements) {
  parseOp({kMatrix, "dense<1> : tensor<i32>"},
          "stablehlo.set_dimension_size %a0, %a1, dim = 0 : "
          "(tensor<2x2xi32>, tensor<i32>) -> tensor<1x2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[[1, 2]]> : tensor<1x2xi32>"));
  // A size above the dimension's does not fold.
  parseOp({kMatrix, "dense<3> : tensor<i32>"},
          "stablehlo.set_dimension_size %a0, %a1, dim = 0 : "
          "(tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(ExtraFolderTest, RealDynamicSliceFolds) {
  parseOp({"dense<[1, 2, 3, 4]> : tensor<4xi32>",
           "dense<[1]> : tensor<1xi64>", "dense<[4]> : tensor<1xi64>",
           "dense<[2]> : tensor<1xi64>"},
          "stablehlo.real_dynamic_slice %a0, %a1, %a2, %a3 : (tensor<4xi32>, "
          "tensor<1xi64>, tensor<1xi64>, tensor<1xi64>) -> tensor<2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[2, 4]> : tensor<2xi32>"));
}

TEST_F(ExtraFolderTest, CrossReplicaSumAndCreateTokenNeverFold) {
  parseOp({"dense<[1.0, 2.0]> : tensor<2xf32>"},
          "\"stablehlo.cross-replica-sum\"(%a0) {replica_groups = "
          "dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xf32>) -> "
          "tensor<2xf32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  parseOp({}, "stablehlo.create_token : !stablehlo.token");
  EXPECT_FALSE(fold(lastOp()).has_value());
}

} // namespace

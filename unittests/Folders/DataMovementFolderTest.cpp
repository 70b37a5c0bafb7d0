//===- DataMovementFolderTest.cpp - folds of the data movement ops --------===//
//
// Per op: a fold on constants, a decline on a non-constant operand, a splat,
// and the identity folds that need no constants.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

using DataMovementFolderTest = FolderTest;

TEST_F(DataMovementFolderTest, TransposeFoldsConstants) {
  parse(R"mlir(
    func.func @f() -> tensor<3x2xi32> {
      %c = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
      %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
      func.return %t : tensor<3x2xi32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<TransposeOp>()),
            literal("dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>"));
}

TEST_F(DataMovementFolderTest, TransposeDeclinesOnArgument) {
  parse(R"mlir(
    func.func @f(%x: tensor<2x3xi32>) -> tensor<3x2xi32> {
      %t = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xi32>) -> tensor<3x2xi32>
      func.return %t : tensor<3x2xi32>
    })mlir");
  EXPECT_FALSE(fold(first<TransposeOp>()).has_value());
}

TEST_F(DataMovementFolderTest, TransposeIdentityFoldsToOperand) {
  parse(R"mlir(
    func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %t = stablehlo.transpose %x, dims = [0, 1] : (tensor<2x3xf32>) -> tensor<2x3xf32>
      func.return %t : tensor<2x3xf32>
    })mlir");
  TransposeOp op = first<TransposeOp>();
  std::optional<SmallVector<OpFoldResult>> r = fold(op);
  ASSERT_TRUE(r.has_value());
  ASSERT_EQ(r->size(), 1u);
  EXPECT_EQ(llvm::dyn_cast_if_present<Value>(r->front()), op.getOperand());
}

TEST_F(DataMovementFolderTest, BroadcastOfSplat) {
  parse(R"mlir(
    func.func @f() -> tensor<2x3xf32> {
      %c = stablehlo.constant dense<-0.0> : tensor<f32>
      %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
      func.return %b : tensor<2x3xf32>
    })mlir");
  DenseElementsAttr attr = foldToAttr(first<BroadcastInDimOp>());
  ASSERT_TRUE(attr);
  EXPECT_EQ(attr, literal("dense<-0.0> : tensor<2x3xf32>"));
  // -0.0 keeps its sign bit.
  EXPECT_TRUE(attr.getValues<APFloat>()[0].isNegZero());
}

TEST_F(DataMovementFolderTest, ReshapeSameTypeFoldsToOperand) {
  parse(R"mlir(
    func.func @f(%x: tensor<4xi8>) -> tensor<4xi8> {
      %r = stablehlo.reshape %x : (tensor<4xi8>) -> tensor<4xi8>
      func.return %r : tensor<4xi8>
    })mlir");
  ReshapeOp op = first<ReshapeOp>();
  std::optional<SmallVector<OpFoldResult>> r = fold(op);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(llvm::dyn_cast_if_present<Value>(r->front()), op.getOperand());
}

TEST_F(DataMovementFolderTest, SliceAndPadAndConcatenate) {
  parse(R"mlir(
    func.func @f() -> (tensor<2xi64>, tensor<5xi64>, tensor<5xi64>) {
      %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi64>
      %z = stablehlo.constant dense<0> : tensor<i64>
      %s = stablehlo.slice %c [1:3] : (tensor<3xi64>) -> tensor<2xi64>
      %p = stablehlo.pad %c, %z, low = [1], high = [1], interior = [0] : (tensor<3xi64>, tensor<i64>) -> tensor<5xi64>
      %k = stablehlo.concatenate %s, %c, dim = 0 : (tensor<2xi64>, tensor<3xi64>) -> tensor<5xi64>
      func.return %s, %p, %k : tensor<2xi64>, tensor<5xi64>, tensor<5xi64>
    })mlir");
  EXPECT_EQ(foldToAttr(first<SliceOp>()),
            literal("dense<[2, 3]> : tensor<2xi64>"));
  EXPECT_EQ(foldToAttr(first<PadOp>()),
            literal("dense<[0, 1, 2, 3, 0]> : tensor<5xi64>"));
  // The slice operand of concatenate is not a constant yet: declines.
  EXPECT_FALSE(fold(first<ConcatenateOp>()).has_value());
}

TEST_F(DataMovementFolderTest, IotaFoldsWithoutOperands) {
  parse(R"mlir(
    func.func @f() -> tensor<2x2xui8> {
      %i = stablehlo.iota dim = 1 : tensor<2x2xui8>
      func.return %i : tensor<2x2xui8>
    })mlir");
  EXPECT_EQ(foldToAttr(first<IotaOp>()),
            literal("dense<[[0, 1], [0, 1]]> : tensor<2x2xui8>"));
}

TEST_F(DataMovementFolderTest, DeclinesOverTheBudget) {
  // 2 x 1024 x 1024 f32 = 8 MiB, over the default 4 MiB budget; the operand
  // is not a splat, so the result would be materialized.
  parse(R"mlir(
    func.func @f() -> tensor<2x1024x1024xf32> {
      %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
      %b = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<2xf32>) -> tensor<2x1024x1024xf32>
      func.return %b : tensor<2x1024x1024xf32>
    })mlir");
  EXPECT_FALSE(fold(first<BroadcastInDimOp>()).has_value());
}

TEST_F(DataMovementFolderTest, SplatsAreExemptFromTheBudget) {
  // The same size from a splat operand folds: the result is one element.
  parse(R"mlir(
    func.func @f() -> tensor<2x1024x1024xf32> {
      %c = stablehlo.constant dense<1.0> : tensor<2xf32>
      %b = stablehlo.broadcast_in_dim %c, dims = [0] : (tensor<2xf32>) -> tensor<2x1024x1024xf32>
      func.return %b : tensor<2x1024x1024xf32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<BroadcastInDimOp>()),
            literal("dense<1.0> : tensor<2x1024x1024xf32>"));
}

TEST_F(DataMovementFolderTest, RelayoutsOfSplatsAreSplats) {
  parse(R"mlir(
    func.func @f() -> (tensor<3x2xui8>, tensor<6xui8>, tensor<2x3xui8>, tensor<1x2xui8>, tensor<4x3xui8>, tensor<1x3xui8>) {
      %c = stablehlo.constant dense<200> : tensor<2x3xui8>
      %t = stablehlo.transpose %c, dims = [1, 0] : (tensor<2x3xui8>) -> tensor<3x2xui8>
      %r = stablehlo.reshape %c : (tensor<2x3xui8>) -> tensor<6xui8>
      %v = stablehlo.reverse %c, dims = [1] : tensor<2x3xui8>
      %s = stablehlo.slice %c [0:1, 1:3] : (tensor<2x3xui8>) -> tensor<1x2xui8>
      %k = stablehlo.concatenate %c, %c, dim = 0 : (tensor<2x3xui8>, tensor<2x3xui8>) -> tensor<4x3xui8>
      %i = stablehlo.constant dense<5> : tensor<i32>
      %d = stablehlo.dynamic_slice %c, %i, %i, sizes = [1, 3] : (tensor<2x3xui8>, tensor<i32>, tensor<i32>) -> tensor<1x3xui8>
      func.return %t, %r, %v, %s, %k, %d : tensor<3x2xui8>, tensor<6xui8>, tensor<2x3xui8>, tensor<1x2xui8>, tensor<4x3xui8>, tensor<1x3xui8>
    })mlir");
  EXPECT_EQ(foldToAttr(first<TransposeOp>()),
            literal("dense<200> : tensor<3x2xui8>"));
  EXPECT_EQ(foldToAttr(first<ReshapeOp>()),
            literal("dense<200> : tensor<6xui8>"));
  EXPECT_EQ(foldToAttr(first<ReverseOp>()),
            literal("dense<200> : tensor<2x3xui8>"));
  EXPECT_EQ(foldToAttr(first<SliceOp>()),
            literal("dense<200> : tensor<1x2xui8>"));
  EXPECT_EQ(foldToAttr(first<ConcatenateOp>()),
            literal("dense<200> : tensor<4x3xui8>"));
  EXPECT_EQ(foldToAttr(first<DynamicSliceOp>()),
            literal("dense<200> : tensor<1x3xui8>"));
}

TEST_F(DataMovementFolderTest, GatherFolds) {
  // Out-of-bounds start indices are clamped (5 -> 2, -1 -> 0).
  parse(R"mlir(
    func.func @f() -> tensor<2x2xi32> {
      %t = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
      %i = stablehlo.constant dense<[[5], [-1]]> : tensor<2x1xi32>
      %r = "stablehlo.gather"(%t, %i) {
        dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                              start_index_map = [0], index_vector_dim = 1>,
        slice_sizes = array<i64: 1, 2>
      } : (tensor<3x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
      func.return %r : tensor<2x2xi32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<GatherOp>()),
            literal("dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>"));
}

TEST_F(DataMovementFolderTest, DynamicGatherFolds) {
  parse(R"mlir(
    func.func @f() -> tensor<2x2xf64> {
      %t = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
      %i = stablehlo.constant dense<[[2], [1]]> : tensor<2x1xi32>
      %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
      %r = "stablehlo.dynamic_gather"(%t, %i, %sizes) {
        dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                              start_index_map = [0], index_vector_dim = 1>
      } : (tensor<3x2xf64>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x2xf64>
      func.return %r : tensor<2x2xf64>
    })mlir");
  EXPECT_EQ(foldToAttr(first<DynamicGatherOp>()),
            literal("dense<[[5.0, 6.0], [3.0, 4.0]]> : tensor<2x2xf64>"));
}

TEST_F(DataMovementFolderTest, DynamicUpdateSliceFolds) {
  // The start is clamped so that the update fits: 2 -> 1.
  parseOp({"dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi64>",
           "dense<[[-1, -2]]> : tensor<1x2xi64>", "dense<2> : tensor<i32>",
           "dense<2> : tensor<i32>"},
          "stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : "
          "(tensor<3x3xi64>, tensor<1x2xi64>, tensor<i32>, tensor<i32>) -> "
          "tensor<3x3xi64>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1, 2, 3], [4, 5, 6], [7, -1, -2]]> : "
                    "tensor<3x3xi64>"));
  parseOp({"dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi64>",
           "dense<[[-1, -2]]> : tensor<1x2xi64>", "dense<2> : tensor<i32>",
           "dense<2> : tensor<i32>"},
          "stablehlo.dynamic_update_slice %a0, %a1, %a2, %a3 : "
          "(tensor<3x3xi64>, tensor<1x2xi64>, tensor<i32>, tensor<i32>) -> "
          "tensor<3x3xi64>",
          /*asArguments=*/true);
  EXPECT_FALSE(fold(lastOp()).has_value());
}

TEST_F(DataMovementFolderTest, GetDimensionSizeFolds) {
  parseOp({"dense<0.0> : tensor<2x5xf32>"},
          "stablehlo.get_dimension_size %a0, dim = 1 : (tensor<2x5xf32>) -> "
          "tensor<i32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<5> : tensor<i32>"));
}

// The shape-taking ops fold when their shape operands are constants and the
// result type is static (a fold cannot produce a dynamically shaped
// constant).
TEST_F(DataMovementFolderTest, DynamicShapeOpsFoldToStaticResults) {
  parseOp({"dense<[1.0, 2.0, 3.0]> : tensor<3xf32>",
           "dense<[2, 3]> : tensor<2xi64>"},
          "stablehlo.dynamic_broadcast_in_dim %a0, %a1, dims = [1] : "
          "(tensor<3xf32>, tensor<2xi64>) -> tensor<2x3xf32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]> : "
                    "tensor<2x3xf32>"));
  parseOp({"dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>",
           "dense<[2, 3]> : tensor<2xi32>"},
          "stablehlo.dynamic_reshape %a0, %a1 : (tensor<6xi32>, "
          "tensor<2xi32>) -> tensor<2x3xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>"));
  parseOp({"dense<[2, 3]> : tensor<2xi32>"},
          "stablehlo.dynamic_iota %a0, dim = 1 : (tensor<2xi32>) -> "
          "tensor<2x3xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>"));
  parseOp({"dense<[1, 2]> : tensor<2xi32>", "dense<0> : tensor<i32>",
           "dense<[1]> : tensor<1xi32>", "dense<[2]> : tensor<1xi32>",
           "dense<[1]> : tensor<1xi32>"},
          "stablehlo.dynamic_pad %a0, %a1, %a2, %a3, %a4 : (tensor<2xi32>, "
          "tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> "
          "tensor<6xi32>");
  EXPECT_EQ(foldToAttr(lastOp()),
            literal("dense<[0, 1, 0, 2, 0, 0]> : tensor<6xi32>"));
  // A dynamically shaped result does not fold.
  parseOp({"dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>",
           "dense<[2, 3]> : tensor<2xi32>"},
          "stablehlo.dynamic_reshape %a0, %a1 : (tensor<6xi32>, "
          "tensor<2xi32>) -> tensor<?x3xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
}

} // namespace

//===- ChloFolderTest.cpp - folding the chlo ops --------------------------===//
//
// Each chlo op with constant operands folds through the dialect fold
// interface to the value its kernel computes (the broadcast_* ops through
// broadcast_in_dim and the named op's kernel); constant folds to its value
// and constant_like to a splat of its operand's static shape, constant or
// not.
//
//===----------------------------------------------------------------------===//

#include "FolderTestUtils.h"

#include "stablehlo_fold/Dialect/ChloOps.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::testing;

namespace {

class ChloFolderTest : public FolderTest {
protected:
  ChloFolderTest() { context.getOrLoadDialect<chlo::ChloDialect>(); }

  /// Folds `op` over the constants `operands` and compares with `expected`.
  void expectFold(ArrayRef<std::string> operands, StringRef op,
                  StringRef expected) {
    parseOp(operands, op);
    EXPECT_EQ(foldToAttr(lastOp()), literal(expected)) << op.str();
  }
};

const std::string kA = "dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : "
                       "tensor<2x3xf32>";
const std::string kB = "dense<[1.0, 2.0, 4.0]> : tensor<3xf32>";
const char *kAB = "%a0, %a1 : (tensor<2x3xf32>, tensor<3xf32>) -> "
                  "tensor<2x3xf32>";
const std::string kI = "dense<[[1, -2], [8, -16]]> : tensor<2x2xi32>";
const std::string kJ = "dense<[1, 3]> : tensor<2xi32>";
const char *kIJ = "%a0, %a1 : (tensor<2x2xi32>, tensor<2xi32>) -> "
                  "tensor<2x2xi32>";

TEST_F(ChloFolderTest, BroadcastArithmeticFolds) {
  expectFold({kA, kB}, std::string("chlo.broadcast_add ") + kAB,
             "dense<[[2.0, 4.0, 7.0], [5.0, 7.0, 10.0]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_subtract ") + kAB,
             "dense<[[0.0, 0.0, -1.0], [3.0, 3.0, 2.0]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_multiply ") + kAB,
             "dense<[[1.0, 4.0, 12.0], [4.0, 10.0, 24.0]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_divide ") + kAB,
             "dense<[[1.0, 1.0, 0.75], [4.0, 2.5, 1.5]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_maximum ") + kAB,
             "dense<[[1.0, 2.0, 4.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_minimum ") + kAB,
             "dense<[[1.0, 2.0, 3.0], [1.0, 2.0, 4.0]]> : tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_power ") + kAB,
             "dense<[[1.0, 4.0, 81.0], [4.0, 25.0, 1296.0]]> : "
             "tensor<2x3xf32>");
  expectFold({kA, kB}, std::string("chlo.broadcast_remainder ") + kAB,
             "dense<[[0.0, 0.0, 3.0], [0.0, 1.0, 2.0]]> : tensor<2x3xf32>");
}

TEST_F(ChloFolderTest, BroadcastDimensionsFold) {
  // The rank-1 operand along dimension 0 instead of the trailing one.
  expectFold({"dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>",
              "dense<[10, 20]> : tensor<2xi32>"},
             "chlo.broadcast_add %a0, %a1 {broadcast_dimensions = array<i64: "
             "0>} : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>",
             "dense<[[11, 12], [23, 24]]> : tensor<2x2xi32>");
}

TEST_F(ChloFolderTest, BroadcastFloatSpecialsFold) {
  expectFold(
      {"dense<[1.0, -1.0]> : tensor<2xf64>", "dense<-1.0> : tensor<f64>"},
      "chlo.broadcast_atan2 %a0, %a1 : (tensor<2xf64>, tensor<f64>) -> "
      "tensor<2xf64>",
      "dense<[2.3561944901923448, -2.3561944901923448]> : "
      "tensor<2xf64>");
  expectFold({"dense<[1.0, 0.0]> : tensor<2xf32>", "dense<2.0> : tensor<f32>"},
             "chlo.broadcast_next_after %a0, %a1 : (tensor<2xf32>, "
             "tensor<f32>) -> tensor<2xf32>",
             "dense<[1.00000012, 1.401300e-45]> : tensor<2xf32>");
  expectFold({"dense<2.0> : tensor<f64>", "dense<[1.0, 0.5]> : tensor<2xf64>"},
             "chlo.broadcast_zeta %a0, %a1 : (tensor<f64>, tensor<2xf64>) -> "
             "tensor<2xf64>",
             // pi^2 / 6 and pi^2 / 2 (4.934802200544679), the latter 1 ulp above.
             "dense<[1.6449340668482264, 4.9348022005446799]> : tensor<2xf64>");
  expectFold({"dense<1.0> : tensor<f64>", "dense<[0.5]> : tensor<1xf64>"},
             "chlo.broadcast_polygamma %a0, %a1 : (tensor<f64>, "
             "tensor<1xf64>) -> tensor<1xf64>",
             "dense<[4.9348022005446799]> : tensor<1xf64>");
  expectFold({"dense<[1.0, 2.0]> : tensor<2xf32>", "dense<-0.0> : tensor<f32>"},
             "chlo.broadcast_complex %a0, %a1 : (tensor<2xf32>, tensor<f32>) "
             "-> tensor<2xcomplex<f32>>",
             "dense<[(1.0, -0.0), (2.0, -0.0)]> : tensor<2xcomplex<f32>>");
}

TEST_F(ChloFolderTest, BroadcastIntegerAndLogicalFold) {
  expectFold({kI, kJ}, std::string("chlo.broadcast_shift_left ") + kIJ,
             "dense<[[2, -16], [16, -128]]> : tensor<2x2xi32>");
  expectFold({kI, kJ},
             std::string("chlo.broadcast_shift_right_arithmetic ") + kIJ,
             "dense<[[0, -1], [4, -2]]> : tensor<2x2xi32>");
  expectFold({kI, kJ}, std::string("chlo.broadcast_shift_right_logical ") + kIJ,
             "dense<[[0, 536870911], [4, 536870910]]> : tensor<2x2xi32>");
  expectFold({kI, kJ}, std::string("chlo.broadcast_and ") + kIJ,
             "dense<[[1, 2], [0, 0]]> : tensor<2x2xi32>");
  expectFold({kI, kJ}, std::string("chlo.broadcast_or ") + kIJ,
             "dense<[[1, -1], [9, -13]]> : tensor<2x2xi32>");
  expectFold({kI, kJ}, std::string("chlo.broadcast_xor ") + kIJ,
             "dense<[[0, -3], [9, -13]]> : tensor<2x2xi32>");
}

TEST_F(ChloFolderTest, BroadcastCompareAndSelectFold) {
  expectFold({"dense<[1.0, 0x7FC00000, -0.0]> : tensor<3xf32>",
              "dense<0.0> : tensor<f32>"},
             "chlo.broadcast_compare %a0, %a1 {comparison_direction = "
             "#chlo<comparison_direction GE>} : (tensor<3xf32>, tensor<f32>) "
             "-> tensor<3xi1>",
             "dense<[true, false, true]> : tensor<3xi1>");
  expectFold({"dense<[true, false]> : tensor<2xi1>",
              "dense<[[1], [2]]> : tensor<2x1xi32>", "dense<0> : tensor<i32>"},
             "chlo.broadcast_select %a0, %a1, %a2 : (tensor<2xi1>, "
             "tensor<2x1xi32>, tensor<i32>) -> tensor<2x2xi32>",
             "dense<[[1, 0], [2, 0]]> : tensor<2x2xi32>");
}

TEST_F(ChloFolderTest, BroadcastIntegerDivisionByZeroDoesNotFold) {
  // As stablehlo.divide: the kernel's value is defined, the folder declines.
  parseOp({"dense<[1, 2]> : tensor<2xi32>", "dense<0> : tensor<i32>"},
          "chlo.broadcast_divide %a0, %a1 : (tensor<2xi32>, tensor<i32>) -> "
          "tensor<2xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  parseOp(
      {"dense<[-2147483648, 2]> : tensor<2xi32>", "dense<-1> : tensor<i32>"},
      "chlo.broadcast_remainder %a0, %a1 : (tensor<2xi32>, tensor<i32>) -> "
      "tensor<2xi32>");
  EXPECT_FALSE(fold(lastOp()).has_value());
  parseOp({"dense<[1, 2]> : tensor<2xi32>", "dense<2> : tensor<i32>"},
          "chlo.broadcast_divide %a0, %a1 : (tensor<2xi32>, tensor<i32>) -> "
          "tensor<2xi32>");
  EXPECT_EQ(foldToAttr(lastOp()), literal("dense<[0, 1]> : tensor<2xi32>"));
}

TEST_F(ChloFolderTest, NewUnaryOpsFold) {
  expectFold({"dense<[1.0, -1.0]> : tensor<2xf64>"},
             "chlo.acos %a0 : tensor<2xf64> -> tensor<2xf64>",
             "dense<[0.0, 3.1415926535897931]> : tensor<2xf64>");
  expectFold({"dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>"},
             "chlo.conj %a0 : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>",
             "dense<[(1.0, -2.0)]> : tensor<1xcomplex<f32>>");
  expectFold({"dense<[-3.0, -0.0]> : tensor<2xf32>"},
             "chlo.square %a0 : tensor<2xf32> -> tensor<2xf32>",
             "dense<[9.0, 0.0]> : tensor<2xf32>");
  expectFold({"dense<[(0.5, 0.0)]> : tensor<1xcomplex<f64>>"},
             "chlo._asin_acos_kernel %a0 : tensor<1xcomplex<f64>> -> "
             "tensor<1xcomplex<f64>>",
             "dense<[(0.8660254037844386, 0.0)]> : tensor<1xcomplex<f64>>");
  std::string specials = "dense<[0x7F800000, 0xFF800000, 0x7FC00000, 1.0]> : "
                         "tensor<4xf32>";
  expectFold({specials}, "chlo.is_inf %a0 : tensor<4xf32> -> tensor<4xi1>",
             "dense<[true, true, false, false]> : tensor<4xi1>");
  expectFold({specials}, "chlo.is_neg_inf %a0 : tensor<4xf32> -> tensor<4xi1>",
             "dense<[false, true, false, false]> : tensor<4xi1>");
  expectFold({specials}, "chlo.is_pos_inf %a0 : tensor<4xf32> -> tensor<4xi1>",
             "dense<[true, false, false, false]> : tensor<4xi1>");
}

TEST_F(ChloFolderTest, ZetaAndPolygammaFold) {
  expectFold({"dense<[2.0, 1.0, 3.0]> : tensor<3xf64>",
              "dense<[1.0, 5.0, -1.0]> : tensor<3xf64>"},
             "chlo.zeta %a0, %a1 : tensor<3xf64>, tensor<3xf64> -> "
             "tensor<3xf64>",
             "dense<[1.6449340668482264, 0x7FF0000000000000, "
             "0x7FF8000000000000]> : tensor<3xf64>");
  expectFold({"dense<[0.0, 2.0]> : tensor<2xf64>",
              "dense<[1.0, 1.0]> : tensor<2xf64>"},
             "chlo.polygamma %a0, %a1 : tensor<2xf64>, tensor<2xf64> -> "
             "tensor<2xf64>",
             // -gamma = -0.5772156649015329, -2 zeta(3) = -2.4041138063191885.
             "dense<[-0.57721566490153287, -2.404113806319188]> : "
             "tensor<2xf64>");
}

TEST_F(ChloFolderTest, ConstantsFold) {
  parse(R"mlir(
    func.func @f(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
      %c = chlo.constant dense<[1, 2]> : tensor<2xi64>
      %r = "chlo.constant_like"(%x) <{value = 2.5 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
      func.return %r : tensor<2x3xf32>
    })mlir");
  EXPECT_EQ(foldToAttr(first<chlo::ConstantOp>()),
            literal("dense<[1, 2]> : tensor<2xi64>"));
  // The operand is an argument: only its (static) shape matters.
  EXPECT_EQ(foldToAttr(first<chlo::ConstantLikeOp>()),
            literal("dense<2.5> : tensor<2x3xf32>"));
  parse(R"mlir(
    func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
      %r = "chlo.constant_like"(%x) <{value = 2.5 : f32}> : (tensor<?xf32>) -> tensor<?xf32>
      func.return %r : tensor<?xf32>
    })mlir");
  EXPECT_FALSE(fold(first<chlo::ConstantLikeOp>()).has_value());
}

TEST_F(ChloFolderTest, QuantizedBroadcastFoldsAsTheStablehloOp) {
  // CHLO lowers broadcast_add to broadcast_in_dim + stablehlo.add, which
  // dequantizes, adds and quantizes: [1, 2] + [[1], [3]] into scale 0.5,
  // zero point 1, stores [[5, 7], [9, 11]]. The folded value is the result
  // type's storage.
  parse(R"mlir(
    func.func @f() -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:1>> {
      %a = stablehlo.constant() <{value = dense<[2, 4]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
      %b = stablehlo.constant() <{value = dense<[[4], [12]]> : tensor<2x1xi8>}> : () -> tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>
      %r = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x1x!quant.uniform<i8:f32, 2.500000e-01>>) -> tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:1>>
      func.return %r : tensor<2x2x!quant.uniform<i8:f32, 5.000000e-01:1>>
    })mlir");
  EXPECT_EQ(foldToAttr(first<chlo::BroadcastAddOp>()),
            literal("dense<[[5, 7], [9, 11]]> : tensor<2x2xi8>"));
  // A shift has no quantized meaning (stablehlo.shift_left takes no
  // quantized tensors): it is kept.
  parse(R"mlir(
    func.func @f() -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>> {
      %a = stablehlo.constant() <{value = dense<[2, 4]> : tensor<2xi8>}> : () -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
      %r = chlo.broadcast_shift_left %a, %a : (tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>, tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>) -> tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
      func.return %r : tensor<2x!quant.uniform<i8:f32, 5.000000e-01>>
    })mlir");
  EXPECT_FALSE(fold(first<chlo::BroadcastShiftLeftOp>()).has_value());
}

} // namespace

// -canonicalize alone folds every elementwise op whose operands are
// constants, through the interpreter's kernels, bit for bit (-0.0, NaN and
// infinities included); splat operands give splat results.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @float_arithmetic
func.func @float_arithmetic() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  // CHECK-DAG: %[[ADD:.*]] = stablehlo.constant dense<[3.750000e+00, -0.000000e+00, 0.000000e+00, 0x7F800000]> : tensor<4xf32>
  // CHECK-DAG: %[[SUB:.*]] = stablehlo.constant dense<[-7.500000e-01, -0.000000e+00, -0.000000e+00, 0x7F800000]> : tensor<4xf32>
  // CHECK-DAG: %[[MUL:.*]] = stablehlo.constant dense<[3.375000e+00, 0.000000e+00, -0.000000e+00, 0x7F800000]> : tensor<4xf32>
  // CHECK-DAG: %[[DIV:.*]] = stablehlo.constant dense<[6.000000e-01, 0x7FC00000, 0xFF800000, 0x7F800000]> : tensor<4xf32>
  // CHECK-DAG: %[[REM:.*]] = stablehlo.constant dense<[1.500000e+00, -0.000000e+00, -0.000000e+00, 0x7FC00000]> : tensor<4xf32>
  // CHECK-DAG: %[[MAX:.*]] = stablehlo.constant dense<[2.250000e+00, 0.000000e+00, 0.000000e+00, 0x7F800000]> : tensor<4xf32>
  // CHECK-DAG: %[[MIN:.*]] = stablehlo.constant dense<[1.500000e+00, -0.000000e+00, -0.000000e+00, 1.000000e+00]> : tensor<4xf32>
  // CHECK-DAG: %[[POW:.*]] = stablehlo.constant dense<[2.4898975, 1.000000e+00, 1.000000e+00, 0x7F800000]> : tensor<4xf32>
  // CHECK-NOT: stablehlo.{{add|subtract|multiply|divide|remainder|maximum|minimum|power}}
  // CHECK: return %[[ADD]], %[[SUB]], %[[MUL]], %[[DIV]], %[[REM]], %[[MAX]], %[[MIN]], %[[POW]]
  %a = stablehlo.constant dense<[1.5, -0.0, -0.0, 0x7F800000]> : tensor<4xf32>
  %b = stablehlo.constant dense<[2.25, -0.0, 0.0, 1.0]> : tensor<4xf32>
  %0 = stablehlo.add %a, %b : tensor<4xf32>
  %1 = stablehlo.subtract %a, %b : tensor<4xf32>
  %2 = stablehlo.multiply %a, %b : tensor<4xf32>
  %3 = stablehlo.divide %a, %b : tensor<4xf32>
  %4 = stablehlo.remainder %a, %b : tensor<4xf32>
  %5 = stablehlo.maximum %a, %b : tensor<4xf32>
  %6 = stablehlo.minimum %a, %b : tensor<4xf32>
  %7 = stablehlo.power %a, %b : tensor<4xf32>
  func.return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

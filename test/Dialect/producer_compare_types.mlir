// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file --interpret

// StableHLO's verifier takes any compare_type on any element type (compare_c3
// is not checked); producers write SIGNED/UNSIGNED on signless integers and
// UNSIGNED on i1. SIGNED and UNSIGNED reinterpret the integer bits.

// CHECK-LABEL: func.func @accepted
//       CHECK:   stablehlo.compare  LT, %arg0, %arg1,  UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
//       CHECK:   stablehlo.compare  LT, %arg2, %arg2,  SIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
//       CHECK:   stablehlo.compare  EQ, %arg3, %arg3,  SIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
//       CHECK:   stablehlo.compare  LT, %arg0, %arg0,  FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
//       CHECK:   stablehlo.compare  LT, %arg4, %arg4,  SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
//       CHECK:   stablehlo.compare  EQ, %arg5, %arg5,  TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
func.func @accepted(%arg0: tensor<2xi32>, %arg1: tensor<2xi32>, %arg2: tensor<2xui8>, %arg3: tensor<2xi1>, %arg4: tensor<2xf32>, %arg5: tensor<2xcomplex<f32>>) {
  %0 = stablehlo.compare LT, %arg0, %arg1, UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %arg2, %arg2, SIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  %2 = stablehlo.compare EQ, %arg3, %arg3, SIGNED : (tensor<2xi1>, tensor<2xi1>) -> tensor<2xi1>
  %3 = stablehlo.compare LT, %arg0, %arg0, FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %4 = stablehlo.compare LT, %arg4, %arg4, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %5 = stablehlo.compare EQ, %arg5, %arg5, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  return
}

// -----

func.func @reinterpreted() {
  %a = stablehlo.constant dense<[-1, 1]> : tensor<2xi32>
  %b = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // -1 is 0xFFFFFFFF unsigned: not below 1.
  %0 = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  check.expect_eq_const %0, dense<[false, true]> : tensor<2xi1>
  %u = stablehlo.constant dense<[255, 1]> : tensor<2xui8>
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xui8>
  // 255 is -1 signed: below 1.
  %1 = stablehlo.compare LT, %u, %v, SIGNED : (tensor<2xui8>, tensor<2xui8>) -> tensor<2xi1>
  check.expect_eq_const %1, dense<[true, true]> : tensor<2xi1>
  func.return
}

// RUN: not fold-opt %s --split-input-file --interpret 2>&1 | FileCheck %s

// A compare_type that names no order of the elements verifies (as in
// StableHLO) but cannot be evaluated: a located error, no fold.

func.func @compare_float_type_on_integers() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  // CHECK: error: cannot evaluate compare_type FLOAT on element type 'i32'
  %0 = stablehlo.compare LT, %a, %a, FLOAT : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @compare_signed_type_on_floats() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // CHECK: error: cannot evaluate compare_type SIGNED on element type 'f32'
  %0 = stablehlo.compare LT, %a, %a, SIGNED : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @compare_totalorder_on_complex() {
  %a = stablehlo.constant dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>
  // CHECK: error: cannot evaluate compare_type TOTALORDER on element type 'complex<f32>'
  %0 = stablehlo.compare EQ, %a, %a, TOTALORDER : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<2xi1>
  func.return
}

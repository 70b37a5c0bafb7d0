// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// result_accuracy on the transcendental ops prints as StableHLO prints it:
// the default (mode DEFAULT, zero tolerances) is left out, zero tolerances
// are left out, the others print with MLIR's float syntax.

// CHECK-LABEL: func.func @tolerance(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
//  CHECK-NEXT: %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 5.000000e-01, ulps = 5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %1 = stablehlo.tan %0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: return %0, %1 : tensor<2xf32>, tensor<2xf32>
func.func @tolerance(%arg0: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = "stablehlo.cbrt"(%arg0) {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e+00, rtol = 0.5, ulps = 5, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = "stablehlo.tan"(%0) {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : (tensor<2xf32>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// The default is elided; HIGHEST is kept.

// CHECK-LABEL: func.func @modes(%arg0: tensor<f32>) -> tensor<f32> {
//  CHECK-NEXT: %0 = stablehlo.exponential %arg0 : tensor<f32>
//  CHECK-NEXT: %1 = stablehlo.log %0 : tensor<f32>
//  CHECK-NEXT: %2 = stablehlo.sqrt %1 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
func.func @modes(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.exponential"(%arg0) {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.log %0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>
  %2 = stablehlo.sqrt %1 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
  return %2 : tensor<f32>
}

// -----

// Every op that takes it.

// CHECK-LABEL: func.func @all_ops(%arg0: tensor<2xf32>) {
//  CHECK-NEXT: %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %1 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %2 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %3 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %4 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %5 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %6 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %7 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %8 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %9 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %10 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
//  CHECK-NEXT: %11 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
func.func @all_ops(%arg0: tensor<2xf32>) {
  %0 = stablehlo.cbrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %1 = stablehlo.cosine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %2 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %3 = stablehlo.exponential_minus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %4 = stablehlo.log %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %5 = stablehlo.log_plus_one %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %6 = stablehlo.logistic %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %7 = stablehlo.rsqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %8 = stablehlo.sine %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %9 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %10 = stablehlo.tan %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %11 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return
}

// RUN: fold-opt --interpret --split-input-file %s
// RUN: fold-opt --fold-constants --split-input-file %s | FileCheck %s

// A reduction whose body takes a wider accumulator type than its inputs
// (reduce_c6, reduce_window_c13) computes in the accumulator type: the
// inputs are converted first.

// CHECK-LABEL: func.func @sum_i8_in_i32
//       CHECK:   stablehlo.constant dense<300> : tensor<i32>
func.func @sum_i8_in_i32() -> tensor<i32> {
  %x = stablehlo.constant dense<[100, 100, 100]> : tensor<3xi8>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<3xi8>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
  check.expect_eq_const %r, dense<300> : tensor<i32>
  return %r : tensor<i32>
}

// -----

// Predicates counted in i32, as JAX does for `jnp.sum` of booleans.
// CHECK-LABEL: func.func @count_i1_in_i32
//       CHECK:   stablehlo.constant dense<3> : tensor<i32>
func.func @count_i1_in_i32() -> tensor<i32> {
  %x = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xi1>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
  check.expect_eq_const %r, dense<3> : tensor<i32>
  return %r : tensor<i32>
}

// -----

// f16 values whose sum overflows f16 (max 65504) but not f32.
// CHECK-LABEL: func.func @window_f16_in_f32
//       CHECK:   stablehlo.constant dense<1.200000e+05> : tensor<2xf32>
func.func @window_f16_in_f32() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[60000.0, 60000.0, 60000.0]> : tensor<3xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xf16>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[120000.0, 120000.0]> : tensor<2xf32>
  return %r : tensor<2xf32>
}

// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of the reduction ops that the other files leave without a
// negative test, one function per label (scripts/gen-status.py lists them).

func.func @reduce_window_c13(%x: tensor<4xf32>, %z: tensor<f32>) {
  // expected-error @+1 {{expects the element type of body argument 1 ('i32') to be promotable from the element type of input 0 ('f32')}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c14(%x: tensor<4xf32>, %y: tensor<4xi32>, %z: tensor<f32>, %w: tensor<i32>) {
  // expected-error @+1 {{expects result 1 to have shape [3] (the number of windows), found [2]}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %w) ({
  ^bb0(%a: tensor<f32>, %c: tensor<i32>, %b: tensor<f32>, %d: tensor<i32>):
    stablehlo.return %a, %c : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<4xi32>, tensor<f32>, tensor<i32>) -> (tensor<3xf32>, tensor<2xi32>)
  func.return
}

// -----

func.func @map_c1(%x: tensor<2x3xf32>) {
  // expected-error @+1 {{requires the same shape for all operands and results}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<3x2xf32>
  func.return
}

// -----

func.func @map_c2() {
  // expected-error @+1 {{expected 1 or more operands}}
  %0 = "stablehlo.map"() ({
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64>} : () -> tensor<f32>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s | FileCheck %s

// A binary body on two inputs (typed fast path).
func.func @map_multiply_i32() {
  %a = stablehlo.constant dense<[[1, -2], [3, 4]]> : tensor<2x2xi32>
  %b = stablehlo.constant dense<[[5, 6], [-7, 0]]> : tensor<2x2xi32>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i32>, %y: tensor<i32>):
      %p = stablehlo.multiply %x, %y : tensor<i32>
      stablehlo.return %p : tensor<i32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[5, -12], [-21, 0]]> : tensor<2x2xi32>
  func.return
}

// -----

// Float maximum: NaN propagates, and max(-0.0, +0.0) is +0.0.
func.func @map_maximum_f32() {
  %a = stablehlo.constant dense<[1.0, 0x7FC00000, -0.0, 0.0, -5.0]> : tensor<5xf32>
  %b = stablehlo.constant dense<[2.0, 3.0, 0.0, -0.0, 0x7FC00000]> : tensor<5xf32>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<f32>, %y: tensor<f32>):
      %m = stablehlo.maximum %x, %y : tensor<f32>
      stablehlo.return %m : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
  interpreter.print %r : tensor<5xf32>
  func.return
}
// CHECK: dense<[2.0, nan, 0.0, 0.0, nan]> : tensor<5xf32>

// -----

// Float minimum of signed zeros is -0.0.
func.func @map_minimum_f64() {
  %a = stablehlo.constant dense<[-0.0, 0.0, 4.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[0.0, -0.0, -4.0]> : tensor<3xf64>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<f64>, %y: tensor<f64>):
      %m = stablehlo.minimum %x, %y : tensor<f64>
      stablehlo.return %m : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<3xf64>, tensor<3xf64>) -> tensor<3xf64>
  interpreter.print %r : tensor<3xf64>
  func.return
}
// CHECK: dense<[-0.0, -0.0, -4.0]> : tensor<3xf64>

// -----

// Booleans: xor.
func.func @map_xor_bool() {
  %a = stablehlo.constant dense<[true, true, false, false]> : tensor<4xi1>
  %b = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %r = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i1>, %y: tensor<i1>):
      %m = stablehlo.xor %x, %y : tensor<i1>
      stablehlo.return %m : tensor<i1>
  }) {dimensions = array<i64: 0>} : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[false, true, true, false]> : tensor<4xi1>
  func.return
}

// -----

// One input and a body of two ops (generic path): x + x.
func.func @map_generic_one_input() {
  %a = stablehlo.constant dense<[1.5, -2.0, 0.25]> : tensor<3xf16>
  %r = "stablehlo.map"(%a) ({
    ^bb0(%x: tensor<f16>):
      %s = stablehlo.reduce(%x init: %x) applies stablehlo.add across dimensions = [] : (tensor<f16>, tensor<f16>) -> tensor<f16>
      stablehlo.return %s : tensor<f16>
  }) {dimensions = array<i64: 0>} : (tensor<3xf16>) -> tensor<3xf16>
  check.expect_eq_const %r, dense<[3.0, -4.0, 0.5]> : tensor<3xf16>
  func.return
}

// -----

// Three inputs, generic body: the second input is returned.
func.func @map_generic_three_inputs() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[30, 40]> : tensor<2xi64>
  %c = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %r = "stablehlo.map"(%a, %b, %c) ({
    ^bb0(%x: tensor<i64>, %y: tensor<i64>, %z: tensor<i64>):
      stablehlo.return %y : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %r, dense<[30, 40]> : tensor<2xi64>
  func.return
}

// -----

// The generic path gives the fast path's answer: a nested binary map.
func.func @map_generic_matches_fast() {
  %a = stablehlo.constant dense<[100, -7, 127]> : tensor<3xi8>
  %b = stablehlo.constant dense<[100, 3, 1]> : tensor<3xi8>
  %fast = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i8>, %y: tensor<i8>):
      %s = stablehlo.add %x, %y : tensor<i8>
      stablehlo.return %s : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  %generic = "stablehlo.map"(%a, %b) ({
    ^bb0(%x: tensor<i8>, %y: tensor<i8>):
      %s = "stablehlo.map"(%x, %y) ({
        ^bb0(%p: tensor<i8>, %q: tensor<i8>):
          %t = stablehlo.add %p, %q : tensor<i8>
          stablehlo.return %t : tensor<i8>
      }) {dimensions = array<i64>} : (tensor<i8>, tensor<i8>) -> tensor<i8>
      stablehlo.return %s : tensor<i8>
  }) {dimensions = array<i64: 0>} : (tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  check.expect_eq_const %fast, dense<[-56, -4, -128]> : tensor<3xi8>
  check.expect_eq_const %generic, dense<[-56, -4, -128]> : tensor<3xi8>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s

// GE selects the first maximum of each window.
func.func @select_and_scatter_ge_i32() {
  %op = stablehlo.constant dense<[3, 9, 1, 9, 2]> : tensor<5xi32>
  %src = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}
    : (tensor<5xi32>, tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[0, 10, 0, 20, 0]> : tensor<5xi32>
  func.return
}

// -----

// The same select written with swapped operands (LE of b, a).
func.func @select_and_scatter_swapped_compare() {
  %op = stablehlo.constant dense<[3, 9, 1, 9, 2]> : tensor<5xi32>
  %src = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare LE, %b, %a, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}
    : (tensor<5xi32>, tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[0, 10, 0, 20, 0]> : tensor<5xi32>
  func.return
}

// -----

// Ties: GE keeps the earlier element, GT moves to the later one.
func.func @select_and_scatter_ties() {
  %op = stablehlo.constant dense<[5, 5, 5]> : tensor<3xi64>
  %src = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %ge = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  %gt = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %c = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %s = stablehlo.add %a, %b : tensor<i64>
      stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xi64>, tensor<2xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %ge, dense<[1, 2, 0]> : tensor<3xi64>
  check.expect_eq_const %gt, dense<[0, 1, 2]> : tensor<3xi64>
  func.return
}

// -----

// Overlapping 2x2 windows that all select the centre accumulate there.
func.func @select_and_scatter_overlap_f32() {
  %op = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 9.0, 6.0], [7.0, 8.0, 5.0]]> : tensor<3x3xf32>
  %src = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %init = stablehlo.constant dense<0.5> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%op, %src, %init) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 1, 1>}
    : (tensor<3x3xf32>, tensor<2x2xf32>, tensor<f32>) -> tensor<3x3xf32>
  check.expect_eq_const %r, dense<[[0.5, 0.5, 0.5], [0.5, 10.5, 0.5], [0.5, 0.5, 0.5]]> : tensor<3x3xf32>
  func.return
}

// -----

// Padding positions are never selected.
func.func @select_and_scatter_padding() {
  %op = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %src = stablehlo.constant dense<[5, 6, 7]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare GE, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 1]]> : tensor<1x2xi64>}
    : (tensor<2xi32>, tensor<3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[5, 13]> : tensor<2xi32>
  func.return
}

// -----

// Generic bodies: a select that always keeps the current choice (the first
// element of each window) and a scatter of two ops.
func.func @select_and_scatter_generic() {
  %op = stablehlo.constant dense<[3, 9, 1, 9, 2]> : tensor<5xi32>
  %src = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %z = stablehlo.constant dense<1> : tensor<i32>
  %r = "stablehlo.select_and_scatter"(%op, %src, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
  }, {
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.reduce(%b init: %a) applies stablehlo.add across dimensions = [] : (tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 3>, window_strides = array<i64: 2>}
    : (tensor<5xi32>, tensor<2xi32>, tensor<i32>) -> tensor<5xi32>
  check.expect_eq_const %r, dense<[11, 1, 21, 1, 1]> : tensor<5xi32>
  func.return
}

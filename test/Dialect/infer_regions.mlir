// RUN: fold-opt %s --split-input-file --test-print-inferred-types -verify-diagnostics

// The result types the shape functions of reduce, reduce_window,
// select_and_scatter, sort and map infer, exactly (with `?` and bounds).
// The ops in the bodies report theirs too. Declared result types may refine
// an inferred `?` where the verifier allows it.

func.func @reduce(%x: tensor<?x4xf32>, %z: tensor<f32>) {
  // The inputs' shape without the reduced dimension; the element type is
  // the body's.
  // expected-remark @+1 {{inferred: tensor<?xf32>}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<3xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    // expected-remark @+1 {{inferred: tensor<f32>}}
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  // expected-remark @+1 {{inferred: tensor<f32>}}
  %1 = stablehlo.reduce(%x init: %z) across dimensions = [0, 1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  func.return
}

// -----

func.func @reduce_promoted(%x: tensor<4x5xi8>, %y: tensor<4x5xf32>, %z: tensor<i32>, %w: tensor<f32>) {
  // A promoting body: its accumulator type, not the input's.
  // expected-remark @+1 {{inferred: tensor<5xi32>, tensor<5xf32>}}
  %0:2 = stablehlo.reduce(%x init: %z), (%y init: %w) across dimensions = [0] : (tensor<4x5xi8>, tensor<4x5xf32>, tensor<i32>, tensor<f32>) -> (tensor<5xi32>, tensor<5xf32>)
   reducer(%a: tensor<i32>, %b: tensor<i32>) (%c: tensor<f32>, %d: tensor<f32>) {
    stablehlo.return %a, %c : tensor<i32>, tensor<f32>
  }
  func.return
}

// -----

func.func @reduce_bounded(%x: tensor<?x?x4xf32, #stablehlo.bounds<8, ?, ?>>, %z: tensor<f32>) {
  // The bounds of the kept dimensions stay.
  // expected-remark @+1 {{inferred: tensor<?x4xf32, #stablehlo.bounds<8, ?>>}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [1] : (tensor<?x?x4xf32, #stablehlo.bounds<8, ?, ?>>, tensor<f32>) -> tensor<?x4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  // Without a bounded dimension left, no encoding.
  // expected-remark @+1 {{inferred: tensor<?x4xf32>}}
  %1 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<?x?x4xf32, #stablehlo.bounds<8, ?, ?>>, tensor<f32>) -> tensor<?x4xf32>
   reducer(%a: tensor<f32>, %b: tensor<f32>) {
    stablehlo.return %a : tensor<f32>
  }
  func.return
}

// -----

func.func @reduce_window(%x: tensor<3x?x10xi64>, %z: tensor<i64>) {
  // Dimension 0: (3 + 2 + 1 - 2) / 4 + 1 = 2; dimension 1 is dynamic;
  // dimension 2: base dilation 2 gives 19, window 3 dilated by 2 is 5, so
  // (19 - 5) / 3 + 1 = 5.
  // expected-remark @+1 {{inferred: tensor<2x?x5xi64>}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    // expected-remark @+1 {{inferred: tensor<i64>}}
    %s = stablehlo.add %a, %b : tensor<i64>
    stablehlo.return %s : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1, 3>, window_strides = array<i64: 4, 1, 3>,
      base_dilations = array<i64: 1, 1, 2>, window_dilations = array<i64: 1, 1, 2>,
      padding = dense<[[2, 1], [0, 0], [0, 0]]> : tensor<3x2xi64>}
    : (tensor<3x?x10xi64>, tensor<i64>) -> tensor<2x7x5xi64>
  func.return
}

// -----

func.func @reduce_window_bounded(%x: tensor<?x4xf32, #stablehlo.bounds<9, ?>>, %y: tensor<?x4xi8, #stablehlo.bounds<9, ?>>, %z: tensor<f32>, %w: tensor<i32>) {
  // A bounded dimension keeps the number of windows of its bound, (9 - 3)
  // / 2 + 1 = 4; the second result has the body's promoted element type.
  // expected-remark @+1 {{inferred: tensor<?x2xf32, #stablehlo.bounds<4, ?>>, tensor<?x2xi32, #stablehlo.bounds<4, ?>>}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %w) ({
  ^bb0(%a: tensor<f32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<i32>):
    stablehlo.return %a, %b : tensor<f32>, tensor<i32>
  }) {window_dimensions = array<i64: 3, 2>, window_strides = array<i64: 2, 2>}
    : (tensor<?x4xf32, #stablehlo.bounds<9, ?>>, tensor<?x4xi8, #stablehlo.bounds<9, ?>>, tensor<f32>, tensor<i32>) -> (tensor<?x2xf32>, tensor<?x2xi32>)
  func.return
}

// -----

func.func @select_and_scatter(%operand: tensor<?x2xf32>, %source: tensor<?x2xf32>, %init: tensor<f32>, %wide: tensor<f64>) {
  // The operand's type.
  // expected-remark @+1 {{inferred: tensor<?x2xf32>}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}
    : (tensor<?x2xf32>, tensor<?x2xf32>, tensor<f32>) -> tensor<4x2xf32>
  // A promoting scatter: init_value's element type, which is scatter's.
  // expected-remark @+1 {{inferred: tensor<?x2xf64>}}
  %1 = "stablehlo.select_and_scatter"(%operand, %source, %wide) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    stablehlo.return %a : tensor<f64>
  }) {window_dimensions = array<i64: 3, 1>, window_strides = array<i64: 2, 1>}
    : (tensor<?x2xf32>, tensor<?x2xf32>, tensor<f64>) -> tensor<?x2xf64>
  func.return
}

// -----

func.func @sort(%x: tensor<?x3xf32>, %y: tensor<2x3xi32, #stablehlo.bounds<?, ?>>) {
  // The input types, as they are.
  // expected-remark @+1 {{inferred: tensor<?x3xf32>, tensor<2x3xi32, #stablehlo.bounds<?, ?>>}}
  %0:2 = "stablehlo.sort"(%x, %y) <{dimension = 0 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %e = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %e : tensor<i1>
  }) : (tensor<?x3xf32>, tensor<2x3xi32, #stablehlo.bounds<?, ?>>) -> (tensor<?x3xf32>, tensor<2x3xi32, #stablehlo.bounds<?, ?>>)
  func.return
}

// -----

func.func @map(%x: tensor<?x3xf32, #stablehlo.bounds<5, ?>>, %y: tensor<2x3xf32>) {
  // The first input's shape (and bounds), the computation's element type.
  // expected-remark @+1 {{inferred: tensor<?x3xi1, #stablehlo.bounds<5, ?>>}}
  %0 = "stablehlo.map"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    // expected-remark @+1 {{inferred: tensor<i1>}}
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimensions = array<i64: 0, 1>} : (tensor<?x3xf32, #stablehlo.bounds<5, ?>>, tensor<2x3xf32>) -> tensor<2x3xi1>
  func.return
}

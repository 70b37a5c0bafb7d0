// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of select_and_scatter, one function per label.

func.func @select_and_scatter_c1(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xi32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects source to have the element type of operand ('f32'), found 'i32'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s16, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xi32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c2(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects source to have shape [2] (the number of windows of operand), found [3]}}
  %0 = "stablehlo.select_and_scatter"(%x, %s3, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<3xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c3(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<i32>) {
  // expected-error @+1 {{expects the element type of init_value 0 ('i32') to be promotable to the scatter's accumulator type 0 ('f32')}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %w) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c4(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dimensions to have 1 entries (the rank of the inputs), found 2}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2, 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c5(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dimensions to be positive, but entry 0 is 0}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c6(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_strides to have 1 entries (the rank of the inputs), found 0}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c7(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_strides to be positive, but entry 0 is 0}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 0>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c8(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects padding of shape [1, 2], found 'tensor<1x3xi64>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>, padding = dense<0> : tensor<1x3xi64>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c9(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects select to return tensor<i1>, found 'tensor<f32>'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c10(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects the element type of scatter argument 1 ('i32') to be promotable from the element type of source 0 ('f32')}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @select_and_scatter_c11(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects the result to have the shape of operand [4], found [5]}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<5xf32>
  func.return
}

// -----

func.func @select_and_scatter_c12(%x: tensor<4xf32>, %s: tensor<2xf32>, %s3: tensor<3xf32>, %s16: tensor<2xf16>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects the result to have scatter's element type 'f32', found 'f64'}}
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf64>
  func.return
}

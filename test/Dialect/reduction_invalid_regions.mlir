// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of reduce, sort and map, one function per label.

func.func @reduce_c1(%a: tensor<4xf32>, %b: tensor<5xi32>, %z: tensor<f32>, %y: tensor<i32>) -> (tensor<f32>, tensor<i32>) {
  // expected-error @+1 {{expects all inputs to have the same shape, but input 1 has shape [5] and input 0 has [4]}}
  %0:2 = stablehlo.reduce(%a init: %z), (%b init: %y) across dimensions = [0] : (tensor<4xf32>, tensor<5xi32>, tensor<f32>, tensor<i32>) -> (tensor<f32>, tensor<i32>)
   reducer(%p: tensor<f32>, %q: tensor<f32>) (%r: tensor<i32>, %s: tensor<i32>) {
    stablehlo.return %p, %r : tensor<f32>, tensor<i32>
  }
  func.return %0#0, %0#1 : tensor<f32>, tensor<i32>
}

// -----

func.func @reduce_c2(%x: tensor<4xi32>, %z: tensor<i64>) -> tensor<i32> {
  // expected-error @+1 {{expects the element type of init value 0 ('i64') to be promotable to the body's accumulator type 0 ('i32')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i64>) -> tensor<i32>
   reducer(%p: tensor<i32>, %q: tensor<i32>) {
    stablehlo.return %p : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_c2_rank(%x: tensor<4xf32>, %z: tensor<1xf32>) -> tensor<f32> {
  // expected-error @+1 {{expects init_values to be 0-d tensors, but init value 0 has rank 1}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<1xf32>) -> tensor<f32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    stablehlo.return %p : tensor<f32>
  }
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_c3() {
  // expected-error @+1 {{expects at least one input}}
  "stablehlo.reduce"() ({
    stablehlo.return
  }) {dimensions = array<i64>} : () -> ()
  func.return
}

// -----

func.func @reduce_c4(%x: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects dimensions (1) to be in [0, 1), the rank of the inputs}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_c5(%x: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects dimensions to be unique, but 0 repeats}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0, 0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_c6(%x: tensor<4xi32>, %z: tensor<i16>) -> tensor<i16> {
  // expected-error @+1 {{expects the element type of body argument 1 ('i16') to be promotable from the element type of input 0 ('i32')}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i16>) -> tensor<i16>
   reducer(%p: tensor<i16>, %q: tensor<i16>) {
    stablehlo.return %p : tensor<i16>
  }
  func.return %0 : tensor<i16>
}

// -----

func.func @reduce_c6_args(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expects body arguments 0 and 1 to have the same type, found 'tensor<i32>' and 'tensor<i64>'}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%p: tensor<i32>, %q: tensor<i64>) {
    stablehlo.return %p : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_c6_return(%x: tensor<4xf32>, %z: tensor<f32>, %w: tensor<f64>) -> tensor<f32> {
  // expected-error @+1 {{expects the body to return 'tensor<f32>' as value 0, found 'tensor<f64>'}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%p: tensor<f32>, %q: tensor<f32>) {
    stablehlo.return %w : tensor<f64>
  }
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_c7(%x: tensor<4x5xf32>, %z: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects result 0 to have shape [5] (the inputs without the reduced dimensions), found [4]}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @reduce_c8(%x: tensor<4xf32>, %z: tensor<f32>) -> tensor<f64> {
  // expected-error @+1 {{expects result 0 to have the body's element type 'f32', found 'f64'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f64>
  func.return %0 : tensor<f64>
}

// -----

func.func @sort_c1() {
  // expected-error @+1 {{expects at least one input}}
  "stablehlo.sort"() ({
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  }) : () -> ()
  func.return
}

// -----

func.func @sort_c2(%x: tensor<4xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{expects result 0 to have the type of input 0 ('tensor<4xf32>'), found 'tensor<4xf64>'}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}

// -----

func.func @sort_c3(%x: tensor<4xf32>, %y: tensor<5xi32>) -> (tensor<4xf32>, tensor<5xi32>) {
  // expected-error @+1 {{expects all inputs to have the same shape, but input 1 has shape [5] and input 0 has [4]}}
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
    %e = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %e : tensor<i1>
  }) : (tensor<4xf32>, tensor<5xi32>) -> (tensor<4xf32>, tensor<5xi32>)
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<5xi32>
}

// -----

func.func @sort_c4(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects dimension (1) to be in [-1, 1), where the inputs have rank 1}}
  %0 = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare LT, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @sort_c5(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects comparator argument 1 to be 'tensor<f32>', found 'tensor<f64>'}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f64>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @sort_c5_return(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects the comparator to return tensor<i1>, found 'tensor<f32>'}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @map_c3(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects dimensions to be [0, ..., 1], all dimensions of the inputs in order}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @map_c4(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects computation argument 0 to be 'tensor<f32>', found 'tensor<i32>'}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<i32>):
    %c = stablehlo.constant dense<1.0> : tensor<f32>
    stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @map_c4_return(%x: tensor<2x3xf32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{expects the computation to return 'tensor<i32>' (the result's element type), found 'tensor<f32>'}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xi32>
  func.return %0 : tensor<2x3xi32>
}

// -----

// The shape function infers the result's element type from the returned
// 0-d tensor.
func.func @map_c4_return_rank(%x: tensor<2x3xf32>, %y: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{expects the computation to return a 0-d tensor, found 'tensor<2xf32>'}}
  %0 = "stablehlo.map"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %y : tensor<2xf32>
  }) {dimensions = array<i64: 0, 1>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @reduce_c6_no_terminator(%x: tensor<4xf32>, %z: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expects body to end in stablehlo.return}}
  %0 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.add %a, %b : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @reduce_window_c1(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects as many init_values as inputs, but has 3 operands in all}}
  %0 = "stablehlo.reduce_window"(%x, %z, %x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<f32>, tensor<4xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c2(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects all inputs to have the same shape, but input 1 has shape [5] and input 0 has [4]}}
  %0:2 = "stablehlo.reduce_window"(%x, %y, %z, %z) ({
  ^bb0(%a: tensor<f32>, %c: tensor<f32>, %b: tensor<f32>, %d: tensor<f32>):
    stablehlo.return %a, %c : tensor<f32>, tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<5xf32>, tensor<f32>, tensor<f32>) -> (tensor<3xf32>, tensor<3xf32>)
  func.return
}

// -----

func.func @reduce_window_c3(%x: tensor<4xf32>, %w: tensor<i32>) {
  // expected-error @+1 {{expects the element type of init value 0 ('i32') to be promotable to the body's accumulator type 0 ('f32')}}
  %0 = "stablehlo.reduce_window"(%x, %w) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<i32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c4(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dimensions to have 1 entries (the rank of the inputs), found 2}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c5(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dimensions to be positive, but entry 0 is 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c6(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_strides to have 1 entries (the rank of the inputs), found 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c7(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_strides to be positive, but entry 0 is -1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: -1>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c8(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects base_dilations to have 1 entries (the rank of the inputs), found 2}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 1, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c9(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects base_dilations to be positive, but entry 0 is 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, base_dilations = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c10(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dilations to have 1 entries (the rank of the inputs), found 2}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_dilations = array<i64: 1, 1>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c11(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects window_dilations to be positive, but entry 0 is 0}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_dilations = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c12(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects padding of shape [1, 2], found 'tensor<2x2xi64>'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, padding = dense<0> : tensor<2x2xi64>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @reduce_window_c15(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects result 0 to have shape [2] (the number of windows), found [4]}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>, padding = dense<[[1, 0]]> : tensor<1x2xi64>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<4xf32>
  func.return
}

// -----

func.func @reduce_window_c16(%x: tensor<4xf32>, %y: tensor<5xf32>, %z: tensor<f32>, %w: tensor<f64>) {
  // expected-error @+1 {{expects result 0 to have the body's element type 'f32', found 'f64'}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf64>
  func.return
}

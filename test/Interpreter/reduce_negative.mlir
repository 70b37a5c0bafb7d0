// RUN: not fold-opt --interpret %S/Inputs/reduce_wrong.mlir 2>&1 | FileCheck %s
// RUN: not fold-opt --interpret --split-input-file %s 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK: reduce_wrong.mlir:6:3: error: check failed

// Bad attributes and bodies are rejected cleanly: by the verifiers where the
// spec's constraints catch them, otherwise at run time.
// ERR: error: 'stablehlo.reduce' op expects dimensions (1) to be in [0, 1)
func.func @reduce_dimension_out_of_range() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  func.return
}

// -----

// ERR: error: 'stablehlo.reduce_window' op expects result 0 to have shape [2]
func.func @reduce_window_wrong_result_shape() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  func.return
}

// -----

// ERR: error: 'stablehlo.sort' op expects dimension (1) to be in [-1, 1)
func.func @sort_dimension_out_of_range() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = "stablehlo.sort"(%x) <{dimension = 1 : i64}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<3xi32>) -> tensor<3xi32>
  func.return
}

// -----

// A body that returns the wrong type is rejected.
// ERR: error: 'stablehlo.map' op expects the computation to return 'tensor<i32>'
func.func @map_body_wrong_type() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = "stablehlo.map"(%a) ({
    ^bb0(%x: tensor<i32>):
      %c = stablehlo.constant dense<1.0> : tensor<f32>
      stablehlo.return %c : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return
}

// -----

// A window far too large to walk is refused instead of exhausting memory.
// ERR: error: could not evaluate 'stablehlo.reduce_window'
func.func @reduce_window_huge_window() {
  %x = stablehlo.constant dense<1> : tensor<1x1xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
  }) {window_dimensions = array<i64: 100000, 100000>,
      padding = dense<[[0, 100000], [0, 100000]]> : tensor<2x2xi64>}
    : (tensor<1x1xi32>, tensor<i32>) -> tensor<2x2xi32>
  func.return
}

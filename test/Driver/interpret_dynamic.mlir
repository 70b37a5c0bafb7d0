// `--interpret --entry` with dynamically shaped arguments: a `?` takes the
// size of the value given (--args or --input); a value that contradicts the
// declared rank, a static size, the element type or a bound is an error at
// the function, exit status 1.

// RUN: fold-opt --interpret --entry=f --args="[dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0]]> : tensor<2x4xf32>, dense<[1, 2, 3]> : tensor<3xi32>]" %s | FileCheck %s
// CHECK: dense<[10.0, 26.0]> : tensor<2xf32>
// CHECK-NEXT: dense<[1, 2, 3]> : tensor<3xi32>

// The same through .npy files, written by a first run.
// RUN: rm -rf %t && fold-opt --interpret --entry=f --args="[dense<1.0> : tensor<3x4xf32>, dense<7> : tensor<2xi32>]" --output-dir=%t %s
// RUN: fold-opt --interpret --entry=g --input=%t/result_0.npy --input=%t/result_1.npy %s | FileCheck %s --check-prefix=NPY
// NPY: dense<4.0> : tensor<3xf32>

// RUN: not fold-opt --interpret --entry=f --args="[dense<1.0> : tensor<2x3xf32>, dense<1> : tensor<1xi32>]" %s 2>&1 | FileCheck %s --check-prefix=SIZE
// SIZE: interpret_dynamic.mlir:[[@LINE+16]]:1: error: argument 0 of type tensor<?x4xf32> cannot take the value given: its type is tensor<2x3xf32>: dimension 1 has size 3, expected 4
// RUN: not fold-opt --interpret --entry=f --args="[dense<1.0> : tensor<4xf32>, dense<1> : tensor<1xi32>]" %s 2>&1 | FileCheck %s --check-prefix=RANK
// RANK: error: argument 0 of type tensor<?x4xf32> cannot take the value given: its type is tensor<4xf32>, of another rank
// RUN: not fold-opt --interpret --entry=f --args="[dense<1.0> : tensor<1x4xf32>, dense<1> : tensor<5xi32>]" %s 2>&1 | FileCheck %s --check-prefix=BOUND
// BOUND: error: argument 1 of type tensor<?xi32, #stablehlo.bounds<4>> cannot take the value given: its type is tensor<5xi32>: dimension 0 has size 5, above its bound 4
// RUN: not fold-opt --interpret --entry=f --args="[dense<1> : tensor<1x4xi32>, dense<1> : tensor<1xi32>]" %s 2>&1 | FileCheck %s --check-prefix=ELEMENT
// ELEMENT: error: argument 0 has type tensor<1x4xi32>, expected tensor<?x4xf32>

// .npy files of the wrong shape or rank, and one over the bound.
// RUN: not fold-opt --interpret --entry=f --input=%t/result_0.npy --input=%t/result_1.npy %s 2>&1 | FileCheck %s --check-prefix=NPY-RANK
// NPY-RANK: error: cannot read argument 0 from '{{.*}}result_0.npy': '{{.*}}result_0.npy' holds shape (3,), expected (?, 4)
// RUN: rm -rf %t.big && fold-opt --interpret --entry=f --args="[dense<1.0> : tensor<5x4xf32>, dense<1> : tensor<2xi32>]" --output-dir=%t.big %s
// RUN: not fold-opt --interpret --entry=h --input=%t.big/result_0.npy %s 2>&1 | FileCheck %s --check-prefix=NPY-BOUND
// NPY-BOUND: error: argument 0 of type tensor<?xf32, #stablehlo.bounds<4>> cannot take the value given: its type is tensor<5xf32>: dimension 0 has size 5, above its bound 4

// f(x, i): the row sums of x, and i.
func.func @f(%x: tensor<?x4xf32>, %i: tensor<?xi32, #stablehlo.bounds<4>>)
    -> (tensor<?xf32>, tensor<?xi32, #stablehlo.bounds<4>>) {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<?x4xf32>, tensor<f32>) -> tensor<?xf32>
  func.return %s, %i : tensor<?xf32>, tensor<?xi32, #stablehlo.bounds<4>>
}

// g(s, i): s, whatever i holds.
func.func @g(%s: tensor<?xf32>, %i: tensor<?xi32>) -> tensor<?xf32> {
  func.return %s : tensor<?xf32>
}

func.func @h(%s: tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<?xf32, #stablehlo.bounds<4>> {
  func.return %s : tensor<?xf32, #stablehlo.bounds<4>>
}

// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of every chlo op: pretty form, reparsed, and through the
// generic form.

// CHECK-LABEL: func.func @unary
func.func @unary(%x: tensor<4xf32>, %h: tensor<2x3xbf16>, %z: tensor<2xcomplex<f64>>) {
  // CHECK: chlo.acosh %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.acosh %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.asin %{{.*}} : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %1 = chlo.asin %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  // CHECK: chlo.asinh %{{.*}} : tensor<2x3xbf16> -> tensor<2x3xbf16>
  %2 = chlo.asinh %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  // CHECK: chlo.atan %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %3 = chlo.atan %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.atanh %{{.*}} : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %4 = chlo.atanh %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  // CHECK: chlo.cosh %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %5 = chlo.cosh %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.sinh %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %6 = chlo.sinh %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.tan %{{.*}} : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  %7 = chlo.tan %z : tensor<2xcomplex<f64>> -> tensor<2xcomplex<f64>>
  // CHECK: chlo.lgamma %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %8 = chlo.lgamma %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.digamma %{{.*}} : tensor<2x3xbf16> -> tensor<2x3xbf16>
  %9 = chlo.digamma %h : tensor<2x3xbf16> -> tensor<2x3xbf16>
  // CHECK: chlo.erf %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %10 = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.erfc %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %11 = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.erf_inv %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %12 = chlo.erf_inv %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.bessel_i1e %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %13 = chlo.bessel_i1e %x : tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @binary
func.func @binary(%x: tensor<4xf32>, %y: tensor<4xf32>, %a: tensor<3xui16>, %b: tensor<3xui16>) {
  // CHECK: chlo.next_after %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.next_after %x, %y : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.mulhi %{{.*}}, %{{.*}} : tensor<3xui16>, tensor<3xui16> -> tensor<3xui16>
  %1 = "chlo.mulhi"(%a, %b) : (tensor<3xui16>, tensor<3xui16>) -> tensor<3xui16>
  func.return
}

// -----

// CHECK-LABEL: func.func @top_k
func.func @top_k(%x: tensor<5x3xf16>) -> (tensor<5x2xf16>, tensor<5x2xi32>) {
  // CHECK: chlo.top_k(%{{.*}}, k = 2) : tensor<5x3xf16> -> (tensor<5x2xf16>, tensor<5x2xi32>)
  %values, %indices = chlo.top_k(%x, k = 2) : tensor<5x3xf16> -> (tensor<5x2xf16>, tensor<5x2xi32>)
  func.return %values, %indices : tensor<5x2xf16>, tensor<5x2xi32>
}

// -----

// CHECK-LABEL: func.func @scan
func.func @scan(%x: tensor<2x3xi32>, %init: tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>) {
  // CHECK: chlo.scan(%{{.*}}) inits (%{{.*}}) dimension=1  attributes {is_reverse = true} {
  // CHECK: ^bb0(%input: tensor<2xi32>, %carry: tensor<2xi32>):
  // CHECK: stablehlo.return
  // CHECK: } : (tensor<2x3xi32>, tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>)
  %0:2 = chlo.scan(%x) inits(%init) dimension=1 attributes {is_reverse = true} {
  ^bb0(%e: tensor<2xi32>, %c: tensor<2xi32>):
    %s = stablehlo.add %e, %c : tensor<2xi32>
    stablehlo.return %s, %s : tensor<2xi32>, tensor<2xi32>
  } : (tensor<2x3xi32>, tensor<2xi32>) -> (tensor<2x3xi32>, tensor<2xi32>)
  func.return %0#0, %0#1 : tensor<2x3xi32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @ragged_dot
func.func @ragged_dot(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %sizes: tensor<3xi64>) -> tensor<11x7xf32> {
  // CHECK: "chlo.ragged_dot"(%{{.*}}, %{{.*}}, %{{.*}}) <{precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>], ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>}>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// group_sizes of the batched form [b, g]: one row of group sizes per batch.
// CHECK-LABEL: func.func @ragged_dot_batched_group_sizes
func.func @ragged_dot_batched_group_sizes(%lhs: tensor<2x11x5xf32>, %rhs: tensor<3x2x5x7xf32>, %sizes: tensor<2x3xi64>) -> tensor<2x11x7xf32> {
  // CHECK: "chlo.ragged_dot"{{.*}}(tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x3xi64>) -> tensor<2x11x7xf32>
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x11x5xf32>, tensor<3x2x5x7xf32>, tensor<2x3xi64>) -> tensor<2x11x7xf32>
  func.return %0 : tensor<2x11x7xf32>
}

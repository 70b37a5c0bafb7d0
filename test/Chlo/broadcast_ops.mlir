// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file -mlir-print-op-generic | fold-opt --split-input-file | FileCheck %s

// Round trip of the broadcasting chlo ops and the ops added with them, in
// CHLO's syntax (as stablehlo-opt prints it).

// CHECK-LABEL: func.func @broadcast_binary
func.func @broadcast_binary(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %i: tensor<2x3xi32>, %j: tensor<i32>, %p: tensor<?x1xi1>, %q: tensor<4xi1>) {
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_atan2 %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_atan2 %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_divide %{{.*}}, %{{.*}} : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_divide %b, %a : (tensor<3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_maximum
  %3 = chlo.broadcast_maximum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_minimum
  %4 = chlo.broadcast_minimum %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_multiply
  %5 = chlo.broadcast_multiply %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_next_after
  %6 = chlo.broadcast_next_after %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_polygamma
  %7 = chlo.broadcast_polygamma %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_power
  %8 = chlo.broadcast_power %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_remainder
  %9 = chlo.broadcast_remainder %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_shift_left
  %10 = chlo.broadcast_shift_left %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_shift_right_arithmetic
  %11 = chlo.broadcast_shift_right_arithmetic %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_shift_right_logical
  %12 = chlo.broadcast_shift_right_logical %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_subtract
  %13 = chlo.broadcast_subtract %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_zeta
  %14 = chlo.broadcast_zeta %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  // CHECK: chlo.broadcast_and %{{.*}}, %{{.*}} : (tensor<?x1xi1>, tensor<4xi1>) -> tensor<?x4xi1>
  %15 = chlo.broadcast_and %p, %q : (tensor<?x1xi1>, tensor<4xi1>) -> tensor<?x4xi1>
  // CHECK: chlo.broadcast_or
  %16 = chlo.broadcast_or %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_xor
  %17 = chlo.broadcast_xor %i, %j : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi32>
  // CHECK: chlo.broadcast_complex %{{.*}}, %{{.*}} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  %18 = chlo.broadcast_complex %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xcomplex<f32>>
  // CHECK: chlo.broadcast_compare %{{.*}}, %{{.*}} {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %19 = chlo.broadcast_compare %a, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  // CHECK: chlo.broadcast_compare %{{.*}}, %{{.*}} {broadcast_dimensions = array<i64>, compare_type = #chlo<comparison_type SIGNED>, comparison_direction = #chlo<comparison_direction GE>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi1>
  %20 = chlo.broadcast_compare %i, %j {broadcast_dimensions = array<i64>, comparison_direction = #chlo<comparison_direction GE>, compare_type = #chlo<comparison_type SIGNED>} : (tensor<2x3xi32>, tensor<i32>) -> tensor<2x3xi1>
  // CHECK: chlo.broadcast_select %{{.*}}, %{{.*}}, %{{.*}} : (tensor<4xi1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x4xf32>
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  %t = stablehlo.constant dense<2.0> : tensor<2x1xf32>
  %21 = chlo.broadcast_select %q, %t, %c : (tensor<4xi1>, tensor<2x1xf32>, tensor<f32>) -> tensor<2x4xf32>
  func.return
}

// -----

// A declared result may refine the inferred one; `?` broadcast against n > 1
// gives n, against 1 or `?` gives `?`.
// CHECK-LABEL: func.func @dynamic
func.func @dynamic(%a: tensor<?x3xf32>, %b: tensor<?xf32>, %c: tensor<1xf32>) {
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  %0 = chlo.broadcast_add %a, %b : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<?x3xf32>
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<4x3xf32>
  %1 = chlo.broadcast_add %a, %b : (tensor<?x3xf32>, tensor<?xf32>) -> tensor<4x3xf32>
  // CHECK: chlo.broadcast_add %{{.*}}, %{{.*}} : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  %2 = chlo.broadcast_add %b, %c : (tensor<?xf32>, tensor<1xf32>) -> tensor<?xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @new_unary
func.func @new_unary(%x: tensor<4xf32>, %z: tensor<2xcomplex<f32>>, %h: tensor<3xf16>) {
  // CHECK: chlo.acos %{{.*}} : tensor<4xf32> -> tensor<4xf32>
  %0 = chlo.acos %x : tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.conj %{{.*}} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %1 = chlo.conj %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  // CHECK: chlo.square %{{.*}} : tensor<3xf16> -> tensor<3xf16>
  %2 = chlo.square %h : tensor<3xf16> -> tensor<3xf16>
  // CHECK: chlo._asin_acos_kernel %{{.*}} : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  %3 = chlo._asin_acos_kernel %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  // CHECK: chlo.is_inf %{{.*}} : tensor<4xf32> -> tensor<4xi1>
  %4 = chlo.is_inf %x : tensor<4xf32> -> tensor<4xi1>
  // CHECK: chlo.is_neg_inf %{{.*}} : tensor<3xf16> -> tensor<3xi1>
  %5 = chlo.is_neg_inf %h : tensor<3xf16> -> tensor<3xi1>
  // CHECK: chlo.is_pos_inf %{{.*}} : tensor<4xf32> -> tensor<4xi1>
  %6 = chlo.is_pos_inf %x : tensor<4xf32> -> tensor<4xi1>
  // CHECK: chlo.polygamma %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %7 = chlo.polygamma %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  // CHECK: chlo.zeta %{{.*}}, %{{.*}} : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  %8 = chlo.zeta %x, %x : tensor<4xf32>, tensor<4xf32> -> tensor<4xf32>
  func.return
}

// -----

// CHECK-LABEL: func.func @constants
func.func @constants(%x: tensor<?x2xf32>) -> tensor<?x2xf32> {
  // CHECK: chlo.constant dense<[1, 2]> : tensor<2xi64>
  %0 = chlo.constant dense<[1, 2]> : tensor<2xi64>
  // CHECK: "chlo.constant_like"(%{{.*}}) <{value = 1.000000e+00 : f32}> : (tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "chlo.constant_like"(%x) <{value = 1.0 : f32}> : (tensor<?x2xf32>) -> tensor<?x2xf32>
  func.return %1 : tensor<?x2xf32>
}

// RUN: fold-opt --interpret --split-input-file %s | FileCheck %s

// Ascending sort of the last dimension (the default, -1).
func.func @sort_ascending_i32() {
  %x = stablehlo.constant dense<[[4, -2, 7, 0], [1, 1, -5, 3]]> : tensor<2x4xi32>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<2x4xi32>) -> tensor<2x4xi32>
  check.expect_eq_const %r, dense<[[-2, 0, 4, 7], [-5, 1, 1, 3]]> : tensor<2x4xi32>
  func.return
}

// -----

// Descending along dimension 0.
func.func @sort_descending_dim0() {
  %x = stablehlo.constant dense<[[4, -2], [7, 0], [1, 3]]> : tensor<3x2xi64>
  %r = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %c = stablehlo.compare GT, %a, %b, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<3x2xi64>) -> tensor<3x2xi64>
  check.expect_eq_const %r, dense<[[7, 3], [4, 0], [1, -2]]> : tensor<3x2xi64>
  func.return
}

// -----

// Unsigned order: 200 sorts after 100 in ui8.
func.func @sort_unsigned() {
  %x = stablehlo.constant dense<[200, 3, 100, 255, 0]> : tensor<5xui8>
  %r = "stablehlo.sort"(%x) <{dimension = 0 : i64}> ({
    ^bb0(%a: tensor<ui8>, %b: tensor<ui8>):
      %c = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<ui8>, tensor<ui8>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<5xui8>) -> tensor<5xui8>
  check.expect_eq_const %r, dense<[0, 3, 100, 200, 255]> : tensor<5xui8>
  func.return
}

// -----

// Booleans: false before true.
func.func @sort_bool() {
  %x = stablehlo.constant dense<[true, false, true, false]> : tensor<4xi1>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<i1>, %b: tensor<i1>):
      %c = stablehlo.compare LT, %a, %b, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<4xi1>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[false, false, true, true]> : tensor<4xi1>
  func.return
}

// -----

// Keys with a payload: equal keys keep their input order (stable).
func.func @sort_stable_payload() {
  %k = stablehlo.constant dense<[3, 1, 3, 2, 1, 3]> : tensor<6xi32>
  %v = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi32>
  %r:2 = "stablehlo.sort"(%k, %v) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
  }) : (tensor<6xi32>, tensor<6xi32>) -> (tensor<6xi32>, tensor<6xi32>)
  check.expect_eq_const %r#0, dense<[1, 1, 2, 3, 3, 3]> : tensor<6xi32>
  check.expect_eq_const %r#1, dense<[1, 4, 3, 0, 2, 5]> : tensor<6xi32>
  func.return
}

// -----

// The comparator may order by the second input, with swapped operands
// (GT of rhs, lhs is LT of lhs, rhs).
func.func @sort_by_second_input() {
  %a = stablehlo.constant dense<[10, 20, 30, 40]> : tensor<4xi32>
  %b = stablehlo.constant dense<[2.5, -1.0, 7.0, 0.0]> : tensor<4xf32>
  %r:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%a0: tensor<i32>, %a1: tensor<i32>, %b0: tensor<f32>, %b1: tensor<f32>):
      %c = stablehlo.compare GT, %b1, %b0, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<4xi32>, tensor<4xf32>) -> (tensor<4xi32>, tensor<4xf32>)
  check.expect_eq_const %r#0, dense<[20, 40, 10, 30]> : tensor<4xi32>
  check.expect_eq_const %r#1, dense<[-1.0, 0.0, 2.5, 7.0]> : tensor<4xf32>
  func.return
}

// -----

// TOTALORDER: -NaN < -Inf < -1 < -0.0 < +0.0 < 1 < +Inf < +NaN.
func.func @sort_total_order_f32() {
  %x = stablehlo.constant dense<[0x7FC00000, 1.0, 0.0, 0xFF800000, -0.0, 0xFFC00000, 0x7F800000, -1.0]> : tensor<8xf32>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %c = stablehlo.compare LT, %a, %b, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<8xf32>) -> tensor<8xf32>
  interpreter.print %r : tensor<8xf32>
  func.return
}
// CHECK: dense<[-nan, -inf, -1.0, -0.0, 0.0, 1.0, inf, nan]> : tensor<8xf32>

// -----

// bf16 keys, descending.
func.func @sort_bf16_descending() {
  %x = stablehlo.constant dense<[1.5, -3.0, 8.0, 0.25]> : tensor<4xbf16>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
      %c = stablehlo.compare GT, %a, %b, FLOAT : (tensor<bf16>, tensor<bf16>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<4xbf16>) -> tensor<4xbf16>
  check.expect_eq_const %r, dense<[8.0, 1.5, 0.25, -3.0]> : tensor<4xbf16>
  func.return
}

// -----

// A generic comparator that never says "less" leaves every slice as it is.
func.func @sort_generic_never_less() {
  %x = stablehlo.constant dense<[[3, 1, 2], [9, 8, 7]]> : tensor<2x3xi32>
  %r = "stablehlo.sort"(%x) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %f = stablehlo.constant dense<false> : tensor<i1>
      stablehlo.return %f : tensor<i1>
  }) : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[3, 1, 2], [9, 8, 7]]> : tensor<2x3xi32>
  func.return
}

// -----

// Slices longer than one insertion-sorted run (16) go through the merges.
func.func @sort_long_slice() {
  %x = stablehlo.constant dense<[19, 3, 25, 7, 0, 14, 22, 9, 1, 30, 12, 5, 27, 18, 2, 11, 24, 8, 16, 29, 4, 21, 13, 6, 10]> : tensor<25xi32>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %c = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
  }) : (tensor<25xi32>) -> tensor<25xi32>
  check.expect_eq_const %r, dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 18, 19, 21, 22, 24, 25, 27, 29, 30]> : tensor<25xi32>
  func.return
}

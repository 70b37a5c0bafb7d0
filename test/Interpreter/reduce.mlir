// RUN: fold-opt --interpret --split-input-file %s | FileCheck %s

// Sum of each row (the compact body takes the typed fast path).
func.func @reduce_add_rows_i32() {
  %x = stablehlo.constant dense<[[3, -1, 4], [10, 20, 30]]> : tensor<2x3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[6, 60]> : tensor<2xi32>
  func.return
}

// -----

// Product over the outer and inner dimensions; the middle one is kept.
func.func @reduce_multiply_two_dims_i64() {
  %x = stablehlo.constant dense<[[[1, 2], [3, 4], [5, 6]], [[-1, 1], [2, 2], [1, 3]]]> : tensor<2x3x2xi64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [2, 0] : (tensor<2x3x2xi64>, tensor<i64>) -> tensor<3xi64>
  check.expect_eq_const %r, dense<[-2, 48, 90]> : tensor<3xi64>
  func.return
}

// -----

// Integer sums wrap at the element width.
func.func @reduce_add_wraps_i8() {
  %x = stablehlo.constant dense<[100, 100, 50]> : tensor<3xi8>
  %z = stablehlo.constant dense<0> : tensor<i8>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xi8>, tensor<i8>) -> tensor<i8>
  check.expect_eq_const %r, dense<-6> : tensor<i8>
  func.return
}

// -----

// Sub-byte integers wrap at their own width.
func.func @reduce_add_wraps_i4() {
  %x = stablehlo.constant dense<[7, 1, 1]> : tensor<3xi4>
  %z = stablehlo.constant dense<0> : tensor<i4>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xi4>, tensor<i4>) -> tensor<i4>
  check.expect_eq_const %r, dense<-7> : tensor<i4>
  func.return
}

// -----

// Unsigned maximum and minimum.
func.func @reduce_max_min_ui16() {
  %x = stablehlo.constant dense<[[65535, 2], [7, 40000]]> : tensor<2x2xui16>
  %lo = stablehlo.constant dense<0> : tensor<ui16>
  %hi = stablehlo.constant dense<65535> : tensor<ui16>
  %mx = stablehlo.reduce(%x init: %lo) applies stablehlo.maximum across dimensions = [0] : (tensor<2x2xui16>, tensor<ui16>) -> tensor<2xui16>
  %mn = stablehlo.reduce(%x init: %hi) applies stablehlo.minimum across dimensions = [1] : (tensor<2x2xui16>, tensor<ui16>) -> tensor<2xui16>
  check.expect_eq_const %mx, dense<[65535, 40000]> : tensor<2xui16>
  check.expect_eq_const %mn, dense<[2, 7]> : tensor<2xui16>
  func.return
}

// -----

// Booleans: and / or / xor / add (= or) / multiply (= and).
func.func @reduce_bool() {
  %x = stablehlo.constant dense<[[true, false, true], [true, true, true]]> : tensor<2x3xi1>
  %t = stablehlo.constant dense<true> : tensor<i1>
  %f = stablehlo.constant dense<false> : tensor<i1>
  %and = stablehlo.reduce(%x init: %t) applies stablehlo.and across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
  %or = stablehlo.reduce(%x init: %f) applies stablehlo.or across dimensions = [0] : (tensor<2x3xi1>, tensor<i1>) -> tensor<3xi1>
  %xor = stablehlo.reduce(%x init: %f) applies stablehlo.xor across dimensions = [1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<2xi1>
  %add = stablehlo.reduce(%x init: %f) applies stablehlo.add across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
  %mul = stablehlo.reduce(%x init: %t) applies stablehlo.multiply across dimensions = [0, 1] : (tensor<2x3xi1>, tensor<i1>) -> tensor<i1>
  check.expect_eq_const %and, dense<[false, true]> : tensor<2xi1>
  check.expect_eq_const %or, dense<[true, true, true]> : tensor<3xi1>
  check.expect_eq_const %xor, dense<[false, true]> : tensor<2xi1>
  check.expect_eq_const %add, dense<true> : tensor<i1>
  check.expect_eq_const %mul, dense<false> : tensor<i1>
  func.return
}

// -----

// Integer bitwise reductions.
func.func @reduce_bitwise_i32() {
  %x = stablehlo.constant dense<[12, 10, 6]> : tensor<3xi32>
  %ones = stablehlo.constant dense<-1> : tensor<i32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %and = stablehlo.reduce(%x init: %ones) applies stablehlo.and across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  %or = stablehlo.reduce(%x init: %z) applies stablehlo.or across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  %xor = stablehlo.reduce(%x init: %z) applies stablehlo.xor across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %and, dense<0> : tensor<i32>
  check.expect_eq_const %or, dense<14> : tensor<i32>
  check.expect_eq_const %xor, dense<0> : tensor<i32>
  func.return
}

// -----

// No dimensions: every element is combined with the init value once.
func.func @reduce_no_dimensions() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %init = stablehlo.constant dense<100> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [] : (tensor<3xi32>, tensor<i32>) -> tensor<3xi32>
  check.expect_eq_const %r, dense<[101, 102, 103]> : tensor<3xi32>
  func.return
}

// -----

// Reducing an empty dimension gives the init value.
func.func @reduce_empty_dimension() {
  %x = stablehlo.constant dense<> : tensor<2x0xf32>
  %init = stablehlo.constant dense<-2.5> : tensor<f32>
  %r = stablehlo.reduce(%x init: %init) applies stablehlo.add across dimensions = [1] : (tensor<2x0xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[-2.5, -2.5]> : tensor<2xf32>
  func.return
}

// -----

// Float sums run in index order: 0 + 1e8 + 1 rounds back to 1e8.
func.func @reduce_add_order_f32() {
  %x = stablehlo.constant dense<[1.0e+08, 1.0, -1.0e+08, 1.0]> : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  check.expect_eq_const %r, dense<1.0> : tensor<f32>
  func.return
}

// -----

// The same sum with a body of two ops (a nested reduce): the generic path
// gives the same answer.
func.func @reduce_add_order_f32_generic() {
  %x = stablehlo.constant dense<[1.0e+08, 1.0, -1.0e+08, 1.0]> : tensor<4xf32>
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %r = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
   reducer(%acc: tensor<f32>, %v: tensor<f32>) {
    %s = stablehlo.reduce(%v init: %acc) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s : tensor<f32>
  }
  check.expect_eq_const %r, dense<1.0> : tensor<f32>
  func.return
}

// -----

// bf16 rounds after every step: 256 + 1 is a tie that rounds to 256.
func.func @reduce_add_bf16_rounds_each_step() {
  %x = stablehlo.constant dense<[256.0, 1.0, 1.0, 1.0]> : tensor<4xbf16>
  %z = stablehlo.constant dense<0.0> : tensor<bf16>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xbf16>, tensor<bf16>) -> tensor<bf16>
  check.expect_eq_const %r, dense<256.0> : tensor<bf16>
  func.return
}

// -----

// f16 products.
func.func @reduce_multiply_f16() {
  %x = stablehlo.constant dense<[[0.5, 4.0], [-3.0, 2.0]]> : tensor<2x2xf16>
  %one = stablehlo.constant dense<1.0> : tensor<f16>
  %r = stablehlo.reduce(%x init: %one) applies stablehlo.multiply across dimensions = [1] : (tensor<2x2xf16>, tensor<f16>) -> tensor<2xf16>
  check.expect_eq_const %r, dense<[2.0, -6.0]> : tensor<2xf16>
  func.return
}

// -----

// A NaN anywhere makes the float maximum / minimum NaN.
func.func @reduce_max_min_nan_f32() {
  %x = stablehlo.constant dense<[[1.0, 0x7FC00000, 3.0], [-1.0, 5.0, 0xFF800000]]> : tensor<2x3xf32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %pinf = stablehlo.constant dense<0x7F800000> : tensor<f32>
  %mx = stablehlo.reduce(%x init: %ninf) applies stablehlo.maximum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  %mn = stablehlo.reduce(%x init: %pinf) applies stablehlo.minimum across dimensions = [1] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  check.expect_almost_eq_const %mx, dense<[0x7FC00000, 5.0]> : tensor<2xf32>
  check.expect_almost_eq_const %mn, dense<[0x7FC00000, 0xFF800000]> : tensor<2xf32>
  func.return
}

// -----

// maximum(-0.0, +0.0) is +0.0 and minimum(+0.0, -0.0) is -0.0, in either
// order.
func.func @reduce_signed_zeros_f64() {
  %x = stablehlo.constant dense<[[-0.0, 0.0], [0.0, -0.0]]> : tensor<2x2xf64>
  %nz = stablehlo.constant dense<-0.0> : tensor<f64>
  %pz = stablehlo.constant dense<0.0> : tensor<f64>
  %mx = stablehlo.reduce(%x init: %nz) applies stablehlo.maximum across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
  %mn = stablehlo.reduce(%x init: %pz) applies stablehlo.minimum across dimensions = [1] : (tensor<2x2xf64>, tensor<f64>) -> tensor<2xf64>
  interpreter.print %mx : tensor<2xf64>
  interpreter.print %mn : tensor<2xf64>
  func.return
}
// CHECK: dense<0.0> : tensor<2xf64>
// CHECK-NEXT: dense<-0.0> : tensor<2xf64>

// -----

// Complex sums.
func.func @reduce_add_complex() {
  %x = stablehlo.constant dense<[(1.0, 2.0), (-3.0, 0.5)]> : tensor<2xcomplex<f32>>
  %z = stablehlo.constant dense<(0.0, 0.0)> : tensor<complex<f32>>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<2xcomplex<f32>>, tensor<complex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %r, dense<(-2.0, 2.5)> : tensor<complex<f32>>
  func.return
}

// -----

// Two inputs reduced together (the generic path): a sum and a maximum.
func.func @reduce_variadic() {
  %a = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %b = stablehlo.constant dense<[[1.5, -2.0, 0.5], [9.0, 8.0, 7.0]]> : tensor<2x3xf32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
  %r:2 = stablehlo.reduce(%a init: %z), (%b init: %ninf) across dimensions = [1] : (tensor<2x3xi32>, tensor<2x3xf32>, tensor<i32>, tensor<f32>) -> (tensor<2xi32>, tensor<2xf32>)
   reducer(%acc0: tensor<i32>, %x0: tensor<i32>) (%acc1: tensor<f32>, %x1: tensor<f32>) {
    %s = stablehlo.reduce(%x0 init: %acc0) applies stablehlo.add across dimensions = [] : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %m = stablehlo.reduce(%x1 init: %acc1) applies stablehlo.maximum across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    stablehlo.return %s, %m : tensor<i32>, tensor<f32>
  }
  check.expect_eq_const %r#0, dense<[6, 15]> : tensor<2xi32>
  check.expect_eq_const %r#1, dense<[1.5, 9.0]> : tensor<2xf32>
  func.return
}

// -----

// The body sees (accumulator, element) in that order: returning the element
// keeps the last one, returning the accumulator keeps the init value.
func.func @reduce_argument_order() {
  %x = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %init = stablehlo.constant dense<-7> : tensor<i32>
  %last = stablehlo.reduce(%x init: %init) across dimensions = [1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<2xi32>
   reducer(%acc: tensor<i32>, %v: tensor<i32>) {
    stablehlo.return %v : tensor<i32>
  }
  %first = stablehlo.reduce(%x init: %init) across dimensions = [0, 1] : (tensor<2x3xi32>, tensor<i32>) -> tensor<i32>
   reducer(%acc: tensor<i32>, %v: tensor<i32>) {
    stablehlo.return %acc : tensor<i32>
  }
  check.expect_eq_const %last, dense<[3, 6]> : tensor<2xi32>
  check.expect_eq_const %first, dense<-7> : tensor<i32>
  func.return
}

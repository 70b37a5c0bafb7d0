// check.expect_eq and check.expect_eq_const compare bits, for every element
// type: a NaN equals a NaN of the same bits (not another NaN), -0.0 differs
// from +0.0. expect_almost_eq / expect_close keep their tolerances.
// RUN: fold-opt --interpret --split-input-file %s
// RUN: not fold-opt --interpret %S/Inputs/check_bitwise_fail.mlir 2>&1 | FileCheck %s

// The same NaN bits are equal, payload and sign included.
func.func @same_nan_bits() {
  %a = stablehlo.constant dense<[0x7FC00001, 0xFFC00000, 0x7F800001]> : tensor<3xf32>
  %b = stablehlo.constant dense<[0x7FC00001, 0xFFC00000, 0x7F800001]> : tensor<3xf32>
  check.expect_eq %a, %b : tensor<3xf32>
  check.expect_eq_const %a, dense<[0x7FC00001, 0xFFC00000, 0x7F800001]> : tensor<3xf32>
  %h = stablehlo.constant dense<[0x7E01, 0x8000]> : tensor<2xf16>
  check.expect_eq_const %h, dense<[0x7E01, 0x8000]> : tensor<2xf16>
  %c = stablehlo.constant dense<[(0x7FF8000000000001, -0.0)]> : tensor<1xcomplex<f64>>
  check.expect_eq_const %c, dense<[(0x7FF8000000000001, -0.0)]> : tensor<1xcomplex<f64>>
  func.return
}

// -----

// Tolerant checks still treat -0.0 and +0.0 alike, and any NaN as a NaN.
func.func @tolerant_checks() {
  %a = stablehlo.constant dense<[-0.0, 0x7FC00001]> : tensor<2xf32>
  check.expect_almost_eq_const %a, dense<[0.0, 0x7FC00000]> : tensor<2xf32>
  %b = stablehlo.constant dense<[0.0, 0x7FC00000]> : tensor<2xf32>
  check.expect_close %a, %b, max_ulp_difference = 0 : tensor<2xf32>, tensor<2xf32>
  func.return
}

// CHECK: check_bitwise_fail.mlir:5:3: error: check failed: not bitwise equal in 1 of 2 elements; first at [0]: actual -0.0, expected 0.0
// CHECK: error: check failed: not bitwise equal in 1 of 1 elements; first at [0]: actual nan(0x7FC00001), expected nan
// CHECK: error: check failed: not bitwise equal in 1 of 1 elements; first at [0]: actual nan(0x7E01), expected nan
// CHECK: error: check failed: not bitwise equal in 1 of 1 elements; first at [0]: actual nan(0x7FC1), expected nan
// CHECK: error: check failed: not bitwise equal in 1 of 1 elements; first at [0]: actual -nan, expected nan(0xFFF8000000000001)
// CHECK: error: check failed: not bitwise equal in 1 of 1 elements; first at [0]: actual (nan(0x7FC00001), 0.0), expected (nan, 0.0)
// CHECK: error: check failed: not bitwise equal in 1 of 2 elements; first at [1]: actual 3, expected 4

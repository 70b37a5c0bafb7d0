// RUN: not fold-opt-openxla --interpret %s --split-input-file 2>&1 | FileCheck %s

// --interpret on openxla IR: parsed and verified with openxla's dialects,
// translated into ours and run by our interpreter; failing checks are
// reported at their locations in the input.

// The first chunk passes: no error before the second chunk's.
// CHECK-NOT: error
func.func @passes() {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.multiply %a, %a : tensor<2xf32>
  %1 = chlo.tan %a : tensor<2xf32> -> tensor<2xf32>
  check.expect_almost_eq_const %0, dense<[1.0, 4.0]> : tensor<2xf32>
  check.expect_almost_eq_const %1, dense<[1.5574077, -2.1850398]> : tensor<2xf32>
  func.return
}

// -----

// CHECK: error: check failed: not bitwise equal in 1 of 2 elements; first at [1]: actual 4, expected 5
// CHECK: 1 check failed
func.func @fails() {
  %a = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %0 = stablehlo.add %a, %a : tensor<2xi32>
  check.expect_eq_const %0, dense<[2, 5]> : tensor<2xi32>
  func.return
}

// expect_close measures ULPs between f64 values of opposite signs, which can
// be more than INT64_MAX apart (2.0 and -2.0 are 2^63 apart), without
// overflowing (found by fold-fuzz; UBSan: signed integer overflow).
// RUN: not fold-opt --interpret %s 2>&1 | FileCheck %s

// CHECK: error: check failed: {{.*}}worst distance 9223372036854775808 ULP (allowed 0 to 9223372036854775807)
func.func @opposite_signs() {
  %a = stablehlo.constant dense<2.0> : tensor<f64>
  %b = stablehlo.constant dense<-2.0> : tensor<f64>
  check.expect_close %a, %b, max_ulp_difference = 9223372036854775807 : tensor<f64>, tensor<f64>
  func.return
}

// CHECK-NOT: error
// The largest finite distance, -max to max, stays below the one of a
// finite value to an infinity.
// CHECK: error: check failed: {{.*}}worst distance 18437736874454810624 ULP
// CHECK: error: check failed: {{.*}}worst distance: a finite value against a non-finite one
func.func @extremes() {
  %max = stablehlo.constant dense<1.7976931348623157E+308> : tensor<f64>
  %min = stablehlo.constant dense<-1.7976931348623157E+308> : tensor<f64>
  %inf = stablehlo.constant dense<0x7FF0000000000000> : tensor<f64>
  check.expect_close %max, %min, max_ulp_difference = 3 : tensor<f64>, tensor<f64>
  check.expect_close %max, %inf, max_ulp_difference = 3 : tensor<f64>, tensor<f64>
  func.return
}

// fold-fuzz finding: expect_close between f64 values of opposite signs
// overflowed int64_t (Checks.cpp, ulpDistance). See
// test/Interpreter/check_ulp_distance.mlir.
func.func @main() {
  %a = stablehlo.constant dense<2.0> : tensor<f64>
  %b = stablehlo.constant dense<-2.0> : tensor<f64>
  check.expect_close %a, %b, max_ulp_difference = 3 : tensor<f64>, tensor<f64>
  func.return
}

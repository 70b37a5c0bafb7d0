// A transpose whose expected value is the untransposed operand: the check
// must fail.
func.func @transpose_wrong() {
  %v = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %r = stablehlo.transpose %v, dims = [1, 0] : (tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  func.return
}

func.func @wrong() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %rhs = stablehlo.constant dense<[[1, 1], [1, 1]]> : tensor<2x2xi32>
  %r = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0]
    : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[3, 3], [7, 8]]> : tensor<2x2xi32>
  func.return
}

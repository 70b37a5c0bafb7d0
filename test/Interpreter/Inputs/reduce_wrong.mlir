// A reduce whose expected value is wrong: the check must fail.
func.func @reduce_wrong_sum() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %r, dense<7> : tensor<i32>
  func.return
}

// Each check fails (check_bitwise.mlir runs this file); the run goes on, so
// that every failure is reported.
func.func @main() {
  %z = stablehlo.constant dense<[-0.0, 1.0]> : tensor<2xf32>
  check.expect_eq_const %z, dense<[0.0, 1.0]> : tensor<2xf32>
  %n = stablehlo.constant dense<0x7FC00001> : tensor<1xf32>
  %q = stablehlo.constant dense<0x7FC00000> : tensor<1xf32>
  check.expect_eq %n, %q : tensor<1xf32>
  %h = stablehlo.constant dense<0x7E01> : tensor<1xf16>
  check.expect_eq_const %h, dense<0x7E00> : tensor<1xf16>
  %b = stablehlo.constant dense<0x7FC1> : tensor<1xbf16>
  check.expect_eq_const %b, dense<0x7FC0> : tensor<1xbf16>
  %d = stablehlo.constant dense<0xFFF8000000000000> : tensor<1xf64>
  check.expect_eq_const %d, dense<0xFFF8000000000001> : tensor<1xf64>
  %c = stablehlo.constant dense<[(0x7FC00001, 0.0)]> : tensor<1xcomplex<f32>>
  check.expect_eq_const %c, dense<[(0x7FC00000, 0.0)]> : tensor<1xcomplex<f32>>
  %i = stablehlo.constant dense<[1, 3]> : tensor<2xi8>
  check.expect_eq_const %i, dense<[1, 4]> : tensor<2xi8>
  func.return
}

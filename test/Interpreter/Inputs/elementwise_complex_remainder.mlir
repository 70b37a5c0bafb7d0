// Not run by lit directly: elementwise_errors.mlir runs it and checks the
// diagnostic. The spec leaves remainder of complex numbers undefined.
func.func @main() {
  %a = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %b = stablehlo.constant dense<[(0.5, 0.5)]> : tensor<1xcomplex<f32>>
  %r = stablehlo.remainder %a, %b : tensor<1xcomplex<f32>>
  func.return
}

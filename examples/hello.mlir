// A small StableHLO program: fold-opt parses, verifies and prints it.
//   build/bin/fold-opt examples/hello.mlir
//   build/bin/fold-opt --canonicalize examples/hello.mlir
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %zeros = stablehlo.broadcast_in_dim %zero, dims = [] : (tensor<f32>) -> tensor<4xf32>
  %relu = stablehlo.maximum %x, %zeros : tensor<4xf32>
  %scale = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %y = stablehlo.multiply %relu, %scale : tensor<4xf32>
  func.return %y : tensor<4xf32>
}

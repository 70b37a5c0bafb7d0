// RUN: fold-opt %s | FileCheck %s --strict-whitespace

// Attributes at their default value are left out when printed, as
// stablehlo-opt leaves them out: composite's composite_attributes = {} and
// version = 0, cholesky's lower = false, top_k's is_stable = true.

// CHECK-LABEL: func.func @defaults
//       CHECK: %0 = stablehlo.composite "my.op" %arg0 {decomposition = @my_op} : (tensor<f32>) -> tensor<f32>
//       CHECK: %1 = stablehlo.cholesky %arg1 : tensor<3x3xf32>
//       CHECK: %values, %indices = chlo.top_k(%arg1, k = 2) : tensor<3x3xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
func.func @defaults(%x: tensor<f32>, %m: tensor<3x3xf32>) -> (tensor<f32>, tensor<3x3xf32>, tensor<3x2xf32>) {
  %0 = stablehlo.composite "my.op" %x {composite_attributes = {}, decomposition = @my_op, version = 0 : i32} : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.cholesky"(%m) {lower = false} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  %2:2 = chlo.top_k(%m, k = 2, is_stable = true) : tensor<3x3xf32> -> (tensor<3x2xf32>, tensor<3x2xi32>)
  return %0, %1, %2#0 : tensor<f32>, tensor<3x3xf32>, tensor<3x2xf32>
}

func.func private @my_op(%x: tensor<f32>) -> tensor<f32> {
  return %x : tensor<f32>
}

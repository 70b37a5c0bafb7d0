// RUN: fold-opt %s --split-input-file | FileCheck %s

// Composite names as StableHLO takes them: a letter, then letters, digits,
// '_'; then '.'-separated parts that may also hold '$'.

// CHECK-LABEL: func.func @names
//       CHECK:   stablehlo.composite "my_ns.op$v2" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
//       CHECK:   stablehlo.composite "a.b.c" %arg0 {composite_attributes = {k = 1 : i64}, decomposition = @id, version = 3 : i32} : (tensor<f32>) -> tensor<f32>
//       CHECK:   stablehlo.composite "Ns1.x_2" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
func.func @names(%arg0: tensor<f32>) {
  %0 = stablehlo.composite "my_ns.op$v2" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  %1 = stablehlo.composite "a.b.c" %arg0 {composite_attributes = {k = 1 : i64}, decomposition = @id, version = 3 : i32} : (tensor<f32>) -> tensor<f32>
  %2 = stablehlo.composite "Ns1.x_2" %arg0 {decomposition = @id} : (tensor<f32>) -> tensor<f32>
  return
}
func.func private @id(%arg0: tensor<f32>) -> tensor<f32> {
  return %arg0 : tensor<f32>
}

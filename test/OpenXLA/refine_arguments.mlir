// RUN: fold-opt-openxla %s --stablehlo-refine-arguments="types=tensor<5xf32>" --stablehlo-refine-shapes | FileCheck %s --check-prefix=ARGS
// RUN: fold-opt-openxla %s --stablehlo-fold-pipeline | FileCheck %s --check-prefix=PIPE
// RUN: not fold-opt-openxla %s --stablehlo-refine-arguments="types=tensor<5x2xf32>" 2>&1 | FileCheck %s --check-prefix=ERR

// A dynamic argument refined to a given type; the shape computation on it
// folds and the dynamic op becomes static.
// ARGS-LABEL: func.func @main
// ARGS-SAME: (%{{.*}}: tensor<5xf32>) -> tensor<2x5xf32>
// ARGS: stablehlo.dynamic_broadcast_in_dim {{.*}} -> tensor<2x5xf32>
// PIPE-LABEL: func.func @main
// PIPE: stablehlo.dynamic_broadcast_in_dim
func.func @main(%arg0: tensor<?xf32>) -> tensor<2x?xf32> {
  %d = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<1xi32>
  %r = stablehlo.reshape %d : (tensor<i32>) -> tensor<1xi32>
  %shape = stablehlo.concatenate %two, %r, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32>
  %0 = stablehlo.dynamic_broadcast_in_dim %arg0, %shape, dims = [1] : (tensor<?xf32>, tensor<2xi32>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}

// Errors of a bridged pass come back at the input's locations.
// ERR: refine_arguments.mlir:12:1: error: stablehlo-refine-arguments: argument 0 of type 'tensor<?xf32>' cannot be refined to 'tensor<5x2xf32>'

// Broadcasting with `?` dimensions: the plan is made again on the runtime
// shapes, and a `?` that turns out incompatible is an error at the op.

// RUN: fold-opt --interpret --entry=add --args="[dense<[[1.0, 2.0]]> : tensor<1x2xf32>, dense<[10.0, 20.0, 30.0]> : tensor<3xf32>]" %s | FileCheck %s
// CHECK:      dense<{{\[\[}}11.0, 21.0, 31.0],
// CHECK-NEXT:   [12.0, 22.0, 32.0]]> : tensor<2x3xf32>
// RUN: not fold-opt --interpret --entry=add --args="[dense<1.0> : tensor<3x2xf32>, dense<1.0> : tensor<2xf32>]" %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: dimension 0 of shape [2] does not broadcast against dimension 1 of shape [2, 3]

func.func @add(%a: tensor<?x2xf32>, %b: tensor<?xf32>) -> tensor<?x?xf32> {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<?x2xf32>) -> tensor<2x?xf32>
  %r = chlo.broadcast_add %t, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x?xf32>, tensor<?xf32>) -> tensor<?x?xf32>
  func.return %r : tensor<?x?xf32>
}

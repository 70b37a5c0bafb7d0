// RUN: openxla-fold-example %s | FileCheck %s

// examples/openxla: a consumer that registers openxla's dialects, adds our
// fold extension, and runs inline, canonicalize, our fold-constants and cse
// as its own pipeline.

// CHECK-LABEL: func.func @main
// CHECK-NOT: stablehlo.while
// CHECK-NOT: stablehlo.multiply
// CHECK: %[[C:.*]] = stablehlo.constant dense<[0.000000e+00, 2.000000e+00, 8.000000e+00, 1.800000e+01]> : tensor<4xf32>
// CHECK: return %[[C]]
func.func @main() -> tensor<4xf32> {
  %i = stablehlo.iota dim = 0 : tensor<4xf32>
  %sq = stablehlo.multiply %i, %i : tensor<4xf32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %0:2 = stablehlo.while(%k = %zero, %acc = %sq) : tensor<i32>, tensor<4xf32>
    cond {
    %c = stablehlo.compare LT, %k, %one : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %k, %one : tensor<i32>
    %d = stablehlo.add %acc, %acc : tensor<4xf32>
    stablehlo.return %n, %d : tensor<i32>, tensor<4xf32>
  }
  return %0#1 : tensor<4xf32>
}

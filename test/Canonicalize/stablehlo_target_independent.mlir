// RUN: fold-opt %s --split-input-file --stablehlo-target-independent-optimization | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-target-independent-optimization="fold-op-element-limit=2 assume-no-undeclared-side-effects=true optimize-float=false" | FileCheck %s --check-prefix=LIMIT2

// StableHLO's --stablehlo-target-independent-optimization: canonicalize, then
// fold-constants with a budget of fold-op-element-limit elements of 8 bytes
// (StableHLO's default, 65536), then canonicalize. Its other two options are
// accepted and change nothing.

// CHECK-LABEL: func.func @simplify_and_fold
// CHECK-NOT: stablehlo.transpose
// CHECK-NOT: stablehlo.while
// CHECK-DAG: %[[C:.*]] = stablehlo.constant dense<[1, 3, 5, 7, 9]> : tensor<5xi32>
// CHECK: return %arg0, %[[C]]
// LIMIT2-LABEL: func.func @simplify_and_fold
// LIMIT2-NOT: stablehlo.transpose
// LIMIT2: stablehlo.while
func.func @simplify_and_fold(%x: tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<5xi32>) {
  %0 = stablehlo.transpose %x, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
  %i = stablehlo.constant dense<0> : tensor<i32>
  %v = stablehlo.constant dense<[1, 2, 3, 4, 5]> : tensor<5xi32>
  %d = stablehlo.constant dense<[0, 1, 2, 3, 4]> : tensor<5xi32>
  %w:2 = stablehlo.while(%a = %i, %b = %v) : tensor<i32>, tensor<5xi32>
   cond {
    %n = stablehlo.constant dense<1> : tensor<i32>
    %c = stablehlo.compare LT, %a, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %a1 = stablehlo.add %a, %one : tensor<i32>
    %b1 = stablehlo.add %b, %d : tensor<5xi32>
    stablehlo.return %a1, %b1 : tensor<i32>, tensor<5xi32>
  }
  return %1, %w#1 : tensor<2x3xf32>, tensor<5xi32>
}

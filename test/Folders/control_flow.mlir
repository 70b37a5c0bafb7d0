// -canonicalize folds the ops inside control flow regions (their constants
// are hoisted out of the region), but never optimization_barrier: it exists
// to stop optimizations, so what it returns is not a constant even when its
// operand is. after_all makes a token, which is not a constant either.
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @barrier_and_tokens
// CHECK: %[[C:.*]] = stablehlo.constant dense<[2, 4]> : tensor<2xi32>
// CHECK: %[[B:.*]] = stablehlo.optimization_barrier %[[C]] : tensor<2xi32>
// CHECK: %[[N:.*]] = stablehlo.negate %[[B]]
// CHECK: %[[T:.*]] = stablehlo.after_all : !stablehlo.token
// CHECK: return %[[N]], %[[T]]
func.func @barrier_and_tokens() -> (tensor<2xi32>, !stablehlo.token) {
  %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %d = stablehlo.add %c, %c : tensor<2xi32>
  %0 = stablehlo.optimization_barrier %d : tensor<2xi32>
  %1 = stablehlo.negate %0 : tensor<2xi32>
  %t = stablehlo.after_all : !stablehlo.token
  func.return %1, %t : tensor<2xi32>, !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @inside_regions
// CHECK-SAME: (%[[P:.*]]: tensor<i1>, %[[X:.*]]: tensor<2xi32>)
// CHECK-DAG: %[[NEG:.*]] = stablehlo.constant dense<-3> : tensor<2xi32>
// CHECK-DAG: %[[SQ:.*]] = stablehlo.constant dense<[1, 4]> : tensor<2xi32>
// CHECK: "stablehlo.if"(%[[P]])
// CHECK-NEXT: stablehlo.return %[[SQ]]
// CHECK: stablehlo.add %[[X]], %[[NEG]]
func.func @inside_regions(%p: tensor<i1>, %x: tensor<2xi32>) -> tensor<2xi32> {
  %0 = "stablehlo.if"(%p) ({
    %c = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
    %s = stablehlo.multiply %c, %c : tensor<2xi32>
    stablehlo.return %s : tensor<2xi32>
  }, {
    %c = stablehlo.constant dense<3> : tensor<2xi32>
    %n = stablehlo.negate %c : tensor<2xi32>
    %s = stablehlo.add %n, %x : tensor<2xi32>
    stablehlo.return %s : tensor<2xi32>
  }) : (tensor<i1>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

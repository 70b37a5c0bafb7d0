// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline="keep-floats" | FileCheck %s --check-prefix=FLOATS
// RUN: fold-opt %s --split-input-file --fold-to-fixed-point="report max-iterations=1" 2>&1 | FileCheck %s --check-prefix=ONE
// RUN: fold-opt %s --split-input-file --fold-to-fixed-point="report" 2>&1 | FileCheck %s --check-prefix=REPORT

// A call, a reduce over its result and a while loop whose trip count is
// constant: inlining makes the call's argument constant, fold-constants
// evaluates the reduce and the loop.
// CHECK-LABEL: func.func @across_calls_and_loops
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<26> : tensor<i32>
// CHECK-NEXT: return %[[C]]
// CHECK-NOT: func.func private @double
// ONE: remark: fold-to-fixed-point: 1 round, stopped at max-iterations before a fixed point
// REPORT: remark: fold-to-fixed-point: 2 rounds, reached a fixed point
func.func private @double(%x: tensor<4xi32>) -> tensor<4xi32> {
  %0 = stablehlo.add %x, %x : tensor<4xi32>
  return %0 : tensor<4xi32>
}
func.func @across_calls_and_loops() -> tensor<i32> {
  %c = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = func.call @double(%c) : (tensor<4xi32>) -> tensor<4xi32>
  %z = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%0 init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %three = stablehlo.constant dense<3> : tensor<i32>
  %w:2 = stablehlo.while(%i = %z, %acc = %r) : tensor<i32>, tensor<i32>
    cond {
      %lt = stablehlo.compare LT, %i, %three : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %one : tensor<i32>
      %a1 = stablehlo.add %acc, %i1 : tensor<i32>
      stablehlo.return %i1, %a1 : tensor<i32>, tensor<i32>
    }
  return %w#1 : tensor<i32>
}

// -----

// Float results stay with keep-floats; the integer part still folds.
// CHECK-LABEL: func.func @floats
// CHECK-DAG: %[[F:.*]] = stablehlo.constant dense<3.000000e+00> : tensor<2xf32>
// CHECK-DAG: %[[I:.*]] = stablehlo.constant dense<3> : tensor<2xi32>
// CHECK: return %[[F]], %[[I]]
// FLOATS-LABEL: func.func @floats
// FLOATS: %[[I:.*]] = stablehlo.constant dense<3> : tensor<2xi32>
// FLOATS: %[[S:.*]] = stablehlo.add
// FLOATS: return %[[S]], %[[I]]
func.func @floats() -> (tensor<2xf32>, tensor<2xi32>) {
  %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf32>
  %s = stablehlo.add %a, %b : tensor<2xf32>
  %i = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %j = stablehlo.constant dense<[2, 1]> : tensor<2xi32>
  %t = stablehlo.add %i, %j : tensor<2xi32>
  return %s, %t : tensor<2xf32>, tensor<2xi32>
}

// -----

// Nothing constant: the pipeline leaves the program as it is, apart from
// merging the duplicate computation (cse).
// CHECK-LABEL: func.func @not_constant
// CHECK-NEXT: %[[A:.*]] = stablehlo.multiply %arg0, %arg0
// CHECK-NEXT: return %[[A]], %[[A]]
func.func @not_constant(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = stablehlo.multiply %x, %x : tensor<4xf32>
  %1 = stablehlo.multiply %x, %x : tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// RUN: fold-opt %s --split-input-file --fold-constants | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants="explain" 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN
// Every path keeps them alike: the fold hook (canonicalization) and the
// pipeline (refinement, canonicalization, fold-constants).
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline | FileCheck %s

// --fold-constants follows the fold hook's policy (isKeptIntegerDivision,
// test/Canonicalize/folding_policy.mlir): integer division and remainder by
// zero, and INT_MIN / -1, keep their op; safe divisions fold.

// EXPLAIN: :[[@LINE+14]]:8: remark: not folded: an integer division by zero or of INT_MIN by -1 is kept, as by the fold hook
// EXPLAIN: :[[@LINE+14]]:8: remark: not folded: an integer division by zero
// EXPLAIN: :[[@LINE+14]]:8: remark: not folded: an integer division by zero
// EXPLAIN-NOT: remark: not folded: an integer division
// CHECK-LABEL: func.func @kept
// CHECK: stablehlo.divide
// CHECK: stablehlo.remainder
// CHECK: stablehlo.divide
// CHECK: return
func.func @kept() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) {
  %c = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %z = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %m = stablehlo.constant dense<[-2147483648, 6]> : tensor<2xi32>
  %n = stablehlo.constant dense<-1> : tensor<2xi32>
  %0 = stablehlo.divide %c, %z : tensor<2xi32>
  %1 = stablehlo.remainder %c, %z : tensor<2xi32>
  %2 = stablehlo.divide %m, %n : tensor<2xi32>
  func.return %0, %1, %2 : tensor<2xi32>, tensor<2xi32>, tensor<2xi32>
}

// -----

// CHECK-LABEL: func.func @folded
// CHECK-NOT: stablehlo.divide
// CHECK-NOT: stablehlo.remainder
// CHECK-DAG: stablehlo.constant dense<[7, 4]> : tensor<2xi32>
// CHECK-DAG: stablehlo.constant dense<0> : tensor<2xi32>
// CHECK-DAG: stablehlo.constant dense<1> : tensor<2xui32>
// CHECK-DAG: stablehlo.constant dense<0x7F800000> : tensor<2xf32>
func.func @folded() -> (tensor<2xi32>, tensor<2xi32>, tensor<2xui32>, tensor<2xf32>) {
  %c = stablehlo.constant dense<[7, 8]> : tensor<2xi32>
  %d = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %u = stablehlo.constant dense<4294967295> : tensor<2xui32>
  %f = stablehlo.constant dense<1.0> : tensor<2xf32>
  %fz = stablehlo.constant dense<0.0> : tensor<2xf32>
  %0 = stablehlo.divide %c, %d : tensor<2xi32>
  %1 = stablehlo.remainder %c, %d : tensor<2xi32>
  %2 = stablehlo.divide %u, %u : tensor<2xui32>
  %3 = stablehlo.divide %f, %fz : tensor<2xf32>
  func.return %0, %1, %2, %3 : tensor<2xi32>, tensor<2xi32>, tensor<2xui32>, tensor<2xf32>
}

// -----

// Inside the regions and callees that evaluation runs (a while body, a
// reduce or map body, a case branch, a called function), the policy holds
// alike: the evaluator for folding (InterpreterOptions::
// keepUndefinedDivisions) fails at such a division, so the op that holds it
// stays. The same loop with a safe divisor folds.
// EXPLAIN: :[[@LINE+13]]:10: remark: not folded: the interpreter could not evaluate it: an integer division by zero or of INT_MIN by -1 is kept, as by the fold hook
// EXPLAIN: :[[@LINE+23]]:10: remark: not folded: the interpreter could not evaluate it: an integer division by zero or of INT_MIN by -1 is kept, as by the fold hook
// CHECK-LABEL: func.func @in_loops
// CHECK: stablehlo.while
// CHECK: stablehlo.divide
// CHECK: stablehlo.while
// CHECK: stablehlo.divide
// CHECK-NOT: stablehlo.while
// CHECK: return
func.func @in_loops() -> (tensor<i32>, tensor<i8>, tensor<i32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %c7 = stablehlo.constant dense<7> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %acc = %c7) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %i, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %d = stablehlo.divide %acc, %c0 : tensor<i32>
    stablehlo.return %n, %d : tensor<i32>, tensor<i32>
  }
  %min = stablehlo.constant dense<-128> : tensor<i8>
  %m1 = stablehlo.constant dense<-1> : tensor<i8>
  %1:2 = stablehlo.while(%i = %c0, %acc = %min) : tensor<i32>, tensor<i8>
   cond {
    %lt = stablehlo.compare LT, %i, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %d = stablehlo.divide %acc, %m1 : tensor<i8>
    stablehlo.return %n, %d : tensor<i32>, tensor<i8>
  }
  %2:2 = stablehlo.while(%i = %c0, %acc = %c7) : tensor<i32>, tensor<i32>
   cond {
    %lt = stablehlo.compare LT, %i, %c1 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %lt : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %d = stablehlo.divide %acc, %c7 : tensor<i32>
    stablehlo.return %n, %d : tensor<i32>, tensor<i32>
  }
  return %0#1, %1#1, %2#1 : tensor<i32>, tensor<i8>, tensor<i32>
}

// -----

// CHECK-LABEL: func.func @in_bodies
// CHECK: stablehlo.reduce
// CHECK: stablehlo.divide
// CHECK: stablehlo.map
// CHECK: stablehlo.divide
// CHECK: stablehlo.remainder
// CHECK: return
func.func @in_bodies() -> (tensor<i32>, tensor<2xi64>, tensor<2xi32>) {
  %x = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %init = stablehlo.constant dense<5> : tensor<i32>
  %0 = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<2xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    %d = stablehlo.divide %a, %b : tensor<i32>
    stablehlo.return %d : tensor<i32>
  }
  %a = stablehlo.constant dense<[5, 6]> : tensor<2xi64>
  %z = stablehlo.constant dense<[1, 0]> : tensor<2xi64>
  %1 = "stablehlo.map"(%a, %z) ({
  ^bb0(%p: tensor<i64>, %q: tensor<i64>):
    %d = stablehlo.divide %p, %q : tensor<i64>
    stablehlo.return %d : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<2xi64>, tensor<2xi64>) -> tensor<2xi64>
  %k = stablehlo.constant dense<0> : tensor<i32>
  %2 = "stablehlo.case"(%k) ({
    %v = stablehlo.constant dense<[5, 6]> : tensor<2xi32>
    %w = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
    %m = stablehlo.remainder %v, %w : tensor<2xi32>
    stablehlo.return %m : tensor<2xi32>
  }) : (tensor<i32>) -> tensor<2xi32>
  return %0, %1, %2 : tensor<i32>, tensor<2xi64>, tensor<2xi32>
}

// -----

// A callee (the pipeline inlines it; --fold-constants does not fold calls).
// CHECK-LABEL: func.func @through_a_call
// CHECK-NOT: dense<-1>
// CHECK: {{stablehlo.divide|call @divide_by_zero}}
// CHECK-NOT: dense<-1>
func.func private @divide_by_zero(%x: tensor<i32>) -> tensor<i32> {
  %z = stablehlo.constant dense<0> : tensor<i32>
  %d = stablehlo.divide %x, %z : tensor<i32>
  return %d : tensor<i32>
}
func.func @through_a_call() -> tensor<i32> {
  %c = stablehlo.constant dense<3> : tensor<i32>
  %r = func.call @divide_by_zero(%c) : (tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}

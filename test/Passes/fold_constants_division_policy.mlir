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

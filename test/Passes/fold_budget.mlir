// Every fold returns: the work budget (fuel) leaves a loop that never ends,
// loops of 10^12 iterations and an enormous dot_general in place, and says
// why in numbers. The same programs through the pipeline and -canonicalize.
// RUN: fold-opt %s --split-input-file --fold-constants=explain -verify-diagnostics | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants="explain size-budget=100000000000" -verify-diagnostics | FileCheck %s
// RUN: fold-opt %s --split-input-file --stablehlo-fold-pipeline="size-budget=100000000000" | FileCheck %s
// RUN: fold-opt %s --split-input-file --canonicalize | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants=report 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// The declines, counted once each (the statistics of the pass).
// REPORT: declined 1 (operand not constant), 0 (side effects), 0 (over the size budget), 1 (over the work budget)
// REPORT: declined 6 (operand not constant), 0 (side effects), 0 (over the size budget), 1 (over the work budget)
// REPORT: declined 0 (operand not constant), 0 (side effects), 1 (over the size budget), 0 (over the work budget)

// CHECK-LABEL: func.func @infinite_while
func.func @infinite_while() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: the compute budget of 1 s ran out at}}
  %0 = stablehlo.while(%iter = %c0) : tensor<i64>
    cond {
      %t = stablehlo.constant dense<true> : tensor<i1>
      stablehlo.return %t : tensor<i1>
    } do {
      // expected-remark @+1 {{not folded: an operand is not a constant}}
      %n = stablehlo.add %iter, %c1 : tensor<i64>
      stablehlo.return %n : tensor<i64>
    }
  func.return %0 : tensor<i64>
}

// -----

// 10^6 x 10^6 iterations.
// CHECK-LABEL: func.func @nested_loops
func.func @nested_loops() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1000000> : tensor<i64>
  // CHECK: stablehlo.while
  // CHECK: stablehlo.while
  // expected-remark @+1 {{not folded: the compute budget of 1 s ran out at}}
  %0:2 = stablehlo.while(%i = %c0, %acc = %c0) : tensor<i64>, tensor<i64>
    cond {
      // expected-remark @+1 {{not folded: an operand is not a constant}}
      %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      // expected-remark @+1 {{not folded: an operand is not a constant}}
      %1:2 = stablehlo.while(%j = %c0, %a = %acc) : tensor<i64>, tensor<i64>
        cond {
          // expected-remark @+1 {{not folded: an operand is not a constant}}
          %lt = stablehlo.compare LT, %j, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
          stablehlo.return %lt : tensor<i1>
        } do {
          // expected-remark @+1 {{not folded: an operand is not a constant}}
          %j1 = stablehlo.add %j, %c1 : tensor<i64>
          // expected-remark @+1 {{not folded: an operand is not a constant}}
          %a1 = stablehlo.add %a, %c1 : tensor<i64>
          stablehlo.return %j1, %a1 : tensor<i64>, tensor<i64>
        }
      // expected-remark @+1 {{not folded: an operand is not a constant}}
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %i1, %1#1 : tensor<i64>, tensor<i64>
    }
  func.return %0#1 : tensor<i64>
}

// -----

// 4096 x 65536 x 4096 = 1.1e12 multiply-adds. Its 64 MiB result is over
// the default size budget; with a generous one, the work budget declines it
// before anything is unpacked (the splat operands would take 2 GB).
// CHECK-LABEL: func.func @huge_dot
func.func @huge_dot() -> tensor<4096x4096xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<4096x65536xf32>
  %b = stablehlo.constant dense<2.0> : tensor<65536x4096xf32>
  // CHECK: stablehlo.dot_general
  // expected-remark @+1 {{not folded: }}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<4096x65536xf32>, tensor<65536x4096xf32>) -> tensor<4096x4096xf32>
  func.return %0 : tensor<4096x4096xf32>
}


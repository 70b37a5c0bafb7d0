// The work budget is an option of the pass and the pipeline; 0 is unlimited.
// A loop of 100,000 iterations (2e5 scalar ops, 2e7 units, ~20 ms) folds
// within the default budget (1e9 units, ~1 s) and declines within 1e6.
// RUN: fold-opt %s --fold-constants | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --fold-constants=work-budget=0 | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --stablehlo-fold-pipeline=work-budget=0 | FileCheck %s --check-prefix=FOLD
// RUN: fold-opt %s --fold-constants=work-budget=1000000 | FileCheck %s --check-prefix=KEEP
// RUN: fold-opt %s --fold-constants="work-budget=1000000 explain" 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN
// RUN: fold-opt %s --stablehlo-fold-pipeline=work-budget=1000000 | FileCheck %s --check-prefix=KEEP
// RUN: fold-opt %s --fold-constants="work-budget=1000000 report" 2>&1 >/dev/null | FileCheck %s --check-prefix=REPORT

// FOLD-LABEL: func.func @count
// FOLD-NEXT: stablehlo.constant dense<100000>
// FOLD-NEXT: return
// KEEP-LABEL: func.func @count
// EXPLAIN: remark: not folded: the compute budget of 1 ms ran out at 'stablehlo.{{[a-z_]+}}' (
// KEEP: stablehlo.while
// REPORT: declined 2 (operand not constant), 0 (side effects), 0 (over the size budget), 1 (over the work budget)
func.func @count() -> tensor<i64> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %0 = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %i1 : tensor<i64>
    }
  func.return %0 : tensor<i64>
}

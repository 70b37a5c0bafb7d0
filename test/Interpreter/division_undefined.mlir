// RUN: fold-opt --interpret --split-input-file %s

// --interpret computes the divisions the folds keep (docs/folders.md),
// inside loops as at top level, by the kernels' rule (Kernels.h): x / 0 =
// -1 (all ones), INT_MIN / -1 = INT_MIN, x % 0 = x, INT_MIN % -1 = 0.
func.func @main() {
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
  check.expect_eq_const %0#1, dense<-1> : tensor<i32>
  %min = stablehlo.constant dense<[-128, 5]> : tensor<2xi8>
  %m1 = stablehlo.constant dense<[-1, 0]> : tensor<2xi8>
  %1 = stablehlo.divide %min, %m1 : tensor<2xi8>
  check.expect_eq_const %1, dense<[-128, -1]> : tensor<2xi8>
  %2 = stablehlo.remainder %min, %m1 : tensor<2xi8>
  check.expect_eq_const %2, dense<[0, 5]> : tensor<2xi8>
  %u = stablehlo.constant dense<9> : tensor<ui32>
  %uz = stablehlo.constant dense<0> : tensor<ui32>
  %3 = stablehlo.divide %u, %uz : tensor<ui32>
  check.expect_eq_const %3, dense<4294967295> : tensor<ui32>
  func.return
}

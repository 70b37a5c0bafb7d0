// --interpret is unlimited by default; --max-work stops a program that would
// do more work, --memory-limit one that would create a larger tensor, each
// with an error at the op and a non-zero exit (never a hang or an abort).
// RUN: fold-opt --interpret --split-input-file %s
// RUN: not fold-opt --interpret --split-input-file --max-work=1000000 %s 2>&1 | FileCheck %s --check-prefix=WORK
// RUN: not fold-opt --interpret --split-input-file --memory-limit=1000000 %s 2>&1 | FileCheck %s --check-prefix=MEM

// A loop of 10^6 iterations: 2 x 10^6 ops. Its ops all have small kernels:
// it runs in memory of its own (Evaluator::runSmallWhile) and charges what
// that costs, kScalarLoopOpOverhead (100 units, ~100 ns) per op: 2e8 units,
// over the limit of 1e6 (1 ms).
// WORK: error: the compute budget of 1 ms ran out at 'stablehlo.{{add|compare}}' (1 ms spent, 100 ns more needed)
func.func @count() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<1000000> : tensor<i64>
  %0 = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      stablehlo.return %i1 : tensor<i64>
    }
  check.expect_eq_const %0, dense<1000000> : tensor<i64>
  func.return
}

// -----

// The same loop with `subtract`, which has no small kernel, instead of
// `add`: it runs through its prepared kernel on tensors borrowing the loop's
// memory, each op charged its dispatch, kOpOverhead, and its element: it runs
// out after fewer iterations.
// WORK: error: the compute budget of 1 ms ran out at 'stablehlo.{{subtract|compare}}' (1 ms spent, {{[0-9]+}} ns more needed)
func.func @count_planned() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<-1> : tensor<i64>
  %n = stablehlo.constant dense<100000> : tensor<i64>
  %0 = stablehlo.while(%i = %c0) : tensor<i64>
    cond {
      %lt = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    } do {
      %i1 = stablehlo.subtract %i, %c1 : tensor<i64>
      stablehlo.return %i1 : tensor<i64>
    }
  check.expect_eq_const %0, dense<100000> : tensor<i64>
  func.return
}

// -----

// 10^7 multiply-adds: over the work limit before anything is computed.
// WORK: :8:8: error: 'stablehlo.dot_general' needs ~1e7 multiply-adds, ~{{[0-9.]+}} ms, over the compute budget of 1 ms
func.func @dot() {
  %a = stablehlo.iota dim = 0 : tensor<100x1000xf32>
  %b = stablehlo.iota dim = 1 : tensor<1000x100xf32>
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<100x1000xf32>, tensor<1000x100xf32>) -> tensor<100x100xf32>
  %1 = stablehlo.slice %0 [0:1, 0:2] : (tensor<100x100xf32>) -> tensor<1x2xf32>
  check.expect_eq_const %1, dense<[[0.0, 0.0]]> : tensor<1x2xf32>
  func.return
}

// -----

// A 4 MB result: over the memory limit, checked before it is allocated.
// MEM: :6:8: error: tensor<1000x1000xi32> needs 4.0 MB, over the limit of 1.0 MB per tensor
func.func @big_iota() {
  %0 = stablehlo.iota dim = 0 : tensor<1000x1000xi32>
  %1 = stablehlo.slice %0 [999:1000, 0:1] : (tensor<1000x1000xi32>) -> tensor<1x1xi32>
  check.expect_eq_const %1, dense<999> : tensor<1x1xi32>
  func.return
}

// -----

// A dynamic result: its size is known only when the kernel allocates it,
// under the same limit.
// MEM: :8:8: error: tensor<1000000xi32> needs 4.0 MB, over the limit of 1.0 MB per tensor
func.func @dynamic_iota() {
  %s = stablehlo.constant dense<[1000000]> : tensor<1xi64>
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  %1 = stablehlo.get_dimension_size %0, dim = 0 : (tensor<?xi32>) -> tensor<i32>
  check.expect_eq_const %1, dense<1000000> : tensor<i32>
  func.return
}

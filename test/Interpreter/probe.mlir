// RUN: rm -rf %t && fold-opt --interpret --split-input-file --probe-output-dir=%t %s
// RUN: FileCheck %s --check-prefix=INDEX --input-file=%t/index.csv
// RUN: FileCheck %s --check-prefix=NPY --input-file=%t/matrix_0.npy
// RUN: not fold-opt --interpret %s 2>&1 | FileCheck %s --check-prefix=NODIR
// RUN: not fold-opt --interpret --probe-output-dir=%t %S/Inputs/probe_mismatch.mlir 2>&1 | FileCheck %s --check-prefix=MISMATCH

// INDEX: matrix,tensor<2x3xi16>,{{.*}}matrix_0.npy
// INDEX: flag,tensor<i1>,{{.*}}flag_0.npy
// INDEX: a/b c,tensor<2xcomplex<f64>>,{{.*}}a_b_c_0.npy
// INDEX: "odd,id",tensor<f32>,{{.*}}odd_id_0.npy
// INDEX: counter,tensor<2xui64>,{{.*}}counter_0.npy
// INDEX: counter,tensor<2xui64>,{{.*}}counter_1.npy
// INDEX: counter,tensor<2xui64>,{{.*}}counter_2.npy

// NPY: NUMPY
// NPY-SAME: {'descr': '<i2', 'fortran_order': False, 'shape': (2, 3), }

// NODIR: error: interpreter.probe needs a directory: pass --probe-output-dir=DIR
// MISMATCH: error: check failed: not equal in 1 of 3 elements
// MISMATCH: error: check failed: {{.*}}holds shape (3,), expected (1, 3)
// MISMATCH: error: check failed: {{.*}}holds dtype '<i4', expected '<f4'
// MISMATCH: error: check failed: cannot read

// A probe returns its operand and records it; the check reads it back.
func.func @probe_values() {
  %m = stablehlo.constant dense<[[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi16>
  %pm = interpreter.probe %m, probe_id = "matrix" : tensor<2x3xi16>
  check.expect_eq_const %pm, dense<[[1, -2, 3], [-4, 5, -6]]> : tensor<2x3xi16>
  check.expect_serialized_eq %m, probe_id = "matrix" : tensor<2x3xi16>
  %b = stablehlo.constant dense<true> : tensor<i1>
  %pb = interpreter.probe %b, probe_id = "flag" : tensor<i1>
  check.expect_serialized_eq %b, probe_id = "flag", iter = 0 : tensor<i1>
  func.return
}

// -----

// Probe ids become file names: other characters than letters, digits, `_`,
// `-` and `.` become `_`.
func.func @probe_odd_ids() {
  %c = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.0)]> : tensor<2xcomplex<f64>>
  %pc = interpreter.probe %c, probe_id = "a/b c" : tensor<2xcomplex<f64>>
  check.expect_serialized_eq %c, probe_id = "a/b c" : tensor<2xcomplex<f64>>
  %f = stablehlo.constant dense<0x7FC00000> : tensor<f32>
  %pf = interpreter.probe %f, probe_id = "odd,id" : tensor<f32>
  // NaN matches NaN.
  check.expect_serialized_eq %f, probe_id = "odd,id" : tensor<f32>
  func.return
}

// -----

// Each run of a probe is a new iteration.
func.func @probe_in_loop() {
  %start = stablehlo.constant dense<[4, 0]> : tensor<2xui64>
  %stop = stablehlo.constant dense<[4, 3]> : tensor<2xui64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %false = stablehlo.constant dense<false> : tensor<i1>
  %final = stablehlo.while(%s = %start) : tensor<2xui64>
   cond {
    %done = stablehlo.custom_call @check.eq(%s, %stop) : (tensor<2xui64>, tensor<2xui64>) -> tensor<i1>
    %more = "stablehlo.if"(%done) ({
      stablehlo.return %false : tensor<i1>
    }, {
      stablehlo.return %true : tensor<i1>
    }) : (tensor<i1>) -> tensor<i1>
    stablehlo.return %more : tensor<i1>
  } do {
    %next, %bits = stablehlo.rng_bit_generator %s, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<ui64>)
    %probed = interpreter.probe %next, probe_id = "counter" : tensor<2xui64>
    stablehlo.return %probed : tensor<2xui64>
  }
  %c1 = stablehlo.constant dense<[4, 1]> : tensor<2xui64>
  %c3 = stablehlo.constant dense<[4, 3]> : tensor<2xui64>
  check.expect_serialized_eq %c1, probe_id = "counter", iter = 0 : tensor<2xui64>
  check.expect_serialized_eq %c3, probe_id = "counter", iter = 2 : tensor<2xui64>
  func.return
}

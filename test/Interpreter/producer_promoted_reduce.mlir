// RUN: fold-opt --interpret --split-input-file %s
// RUN: fold-opt --fold-constants --split-input-file %s | FileCheck %s

// A reduction whose body takes a wider accumulator type than its inputs
// (reduce_c6, reduce_window_c13) computes in the accumulator type: the
// inputs are converted first.

// CHECK-LABEL: func.func @sum_i8_in_i32
//       CHECK:   stablehlo.constant dense<300> : tensor<i32>
func.func @sum_i8_in_i32() -> tensor<i32> {
  %x = stablehlo.constant dense<[100, 100, 100]> : tensor<3xi8>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<3xi8>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
  check.expect_eq_const %r, dense<300> : tensor<i32>
  return %r : tensor<i32>
}

// -----

// Predicates counted in i32, as JAX does for `jnp.sum` of booleans.
// CHECK-LABEL: func.func @count_i1_in_i32
//       CHECK:   stablehlo.constant dense<3> : tensor<i32>
func.func @count_i1_in_i32() -> tensor<i32> {
  %x = stablehlo.constant dense<[true, false, true, true]> : tensor<4xi1>
  %init = stablehlo.constant dense<0> : tensor<i32>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<4xi1>, tensor<i32>) -> tensor<i32>
    reducer(%a: tensor<i32>, %b: tensor<i32>) {
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }
  check.expect_eq_const %r, dense<3> : tensor<i32>
  return %r : tensor<i32>
}

// -----

// f16 values whose sum overflows f16 (max 65504) but not f32.
// CHECK-LABEL: func.func @window_f16_in_f32
//       CHECK:   stablehlo.constant dense<1.200000e+05> : tensor<2xf32>
func.func @window_f16_in_f32() -> tensor<2xf32> {
  %x = stablehlo.constant dense<[60000.0, 60000.0, 60000.0]> : tensor<3xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.reduce_window"(%x, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xf16>, tensor<f32>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[120000.0, 120000.0]> : tensor<2xf32>
  return %r : tensor<2xf32>
}

// -----

// A narrower float accumulator, as StableHLO accepts (ignoreFpPrecision):
// the f32 inputs are converted to f16 first, so their sum overflows.
// CHECK-LABEL: func.func @sum_f32_in_f16
//       CHECK:   stablehlo.constant dense<0x7C00> : tensor<f16>
func.func @sum_f32_in_f16() -> tensor<f16> {
  %x = stablehlo.constant dense<[60000.0, 60000.0]> : tensor<2xf32>
  %init = stablehlo.constant dense<0.0> : tensor<f16>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<2xf32>, tensor<f16>) -> tensor<f16>
    reducer(%a: tensor<f16>, %b: tensor<f16>) {
      %s = stablehlo.add %a, %b : tensor<f16>
      stablehlo.return %s : tensor<f16>
    }
  check.expect_eq_const %r, dense<0x7C00> : tensor<f16>
  return %r : tensor<f16>
}

// -----

// An init value of another float type starts the accumulator converted to
// its type: 0.1 in f64 becomes the f32 nearest 0.1.
// CHECK-LABEL: func.func @init_f64_in_f32
//       CHECK:   stablehlo.constant dense<1.000000e-01> : tensor<f32>
func.func @init_f64_in_f32() -> tensor<f32> {
  %x = stablehlo.constant dense<[0.0]> : tensor<1xf32>
  %init = stablehlo.constant dense<0.1> : tensor<f64>
  %r = stablehlo.reduce(%x init: %init) across dimensions = [0] : (tensor<1xf32>, tensor<f64>) -> tensor<f32>
    reducer(%a: tensor<f32>, %b: tensor<f32>) {
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }
  check.expect_eq_const %r, dense<0.1> : tensor<f32>
  return %r : tensor<f32>
}

// -----

// select_and_scatter accumulates the f16 source in scatter's f32: both
// windows select element 1, whose sum overflows f16 but not f32.
// CHECK-LABEL: func.func @select_and_scatter_f16_in_f32
//       CHECK:   stablehlo.constant dense<[0.000000e+00, 1.200000e+05, 0.000000e+00]> : tensor<3xf32>
func.func @select_and_scatter_f16_in_f32() -> tensor<3xf32> {
  %x = stablehlo.constant dense<[1.0, 5.0, 2.0]> : tensor<3xf16>
  %s = stablehlo.constant dense<[60000.0, 60000.0]> : tensor<2xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f16>, tensor<f16>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<3xf16>, tensor<2xf16>, tensor<f32>) -> tensor<3xf32>
  check.expect_eq_const %r, dense<[0.0, 120000.0, 0.0]> : tensor<3xf32>
  return %r : tensor<3xf32>
}

// -----

// select compares in the float type its arguments take (f32 on an f16
// operand, as StableHLO allows): the same choice as in f16 here.
// CHECK-LABEL: func.func @select_in_f32
//       CHECK:   stablehlo.constant dense<[0.000000e+00, 3.000000e+00]> : tensor<2xf16>
func.func @select_in_f32() -> tensor<2xf16> {
  %x = stablehlo.constant dense<[1.0, 5.0]> : tensor<2xf16>
  %s = stablehlo.constant dense<[3.0]> : tensor<1xf16>
  %init = stablehlo.constant dense<0.0> : tensor<f16>
  %r = "stablehlo.select_and_scatter"(%x, %s, %init) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %t = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %t : tensor<f16>
  }) {window_dimensions = array<i64: 2>} : (tensor<2xf16>, tensor<1xf16>, tensor<f16>) -> tensor<2xf16>
  check.expect_eq_const %r, dense<[0.0, 3.0]> : tensor<2xf16>
  return %r : tensor<2xf16>
}

// -----

// scatter combines i8 inputs and updates in update_computation's i32: two
// updates of 100 at index 0 sum to 200, beyond i8.
// CHECK-LABEL: func.func @scatter_i8_in_i32
//       CHECK:   stablehlo.constant dense<[200, 7]> : tensor<2xi32>
func.func @scatter_i8_in_i32() -> tensor<2xi32> {
  %x = stablehlo.constant dense<[0, 7]> : tensor<2xi8>
  %i = stablehlo.constant dense<[[0], [0]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[100, 100]> : tensor<2xi8>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2xi8>, tensor<2x1xi32>, tensor<2xi8>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[200, 7]> : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// Updates of a wider type than the inputs (StableHLO's scatter takes any
// update type promotable to the accumulator's): i32 updates of i8 inputs.
// CHECK-LABEL: func.func @scatter_i32_updates
//       CHECK:   stablehlo.constant dense<[1000, 7]> : tensor<2xi32>
func.func @scatter_i32_updates() -> tensor<2xi32> {
  %x = stablehlo.constant dense<[0, 7]> : tensor<2xi8>
  %i = stablehlo.constant dense<[[0]]> : tensor<1x1xi32>
  %u = stablehlo.constant dense<[1000]> : tensor<1xi32>
  %r = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<2xi8>, tensor<1x1xi32>, tensor<1xi32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[1000, 7]> : tensor<2xi32>
  return %r : tensor<2xi32>
}

// -----

// The collectives reduce their operands in the computation's type: i8
// values of 100 from two processes sum to 200 in i32.
module @collectives_i8_in_i32 {
  func.func @all_reduce(%x: tensor<2xi8>) -> tensor<2xi32> {
    %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi8>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @reduce_scatter(%x: tensor<2xi8>) -> tensor<1xi32> {
    %r = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xi8>) -> tensor<1xi32>
    func.return %r : tensor<1xi32>
  }
  // use_global_device_ids (StableHLO's attribute of collective_reduce):
  // the group names flattened ids, its root is process 1.
  func.func @collective_reduce(%x: tensor<2xi8>) -> tensor<2xi32> {
    %r = "stablehlo.collective_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %s = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %s : tensor<i32>
    }) {replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
        use_global_device_ids} : (tensor<2xi8>) -> tensor<2xi32>
    func.return %r : tensor<2xi32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[100, 1]> : tensor<2xi8>
    %b = stablehlo.constant dense<[100, 2]> : tensor<2xi8>
    %r:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@all_reduce], [@all_reduce]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %r#0, dense<[200, 3]> : tensor<2xi32>
    check.expect_eq_const %r#1, dense<[200, 3]> : tensor<2xi32>
    %s:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@reduce_scatter], [@reduce_scatter]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<1xi32>, tensor<1xi32>)
    check.expect_eq_const %s#0, dense<[200]> : tensor<1xi32>
    check.expect_eq_const %s#1, dense<[3]> : tensor<1xi32>
    %c:2 = "interpreter.run_parallel"(%a, %b) {
      programs = [[@collective_reduce, @collective_reduce]]
    } : (tensor<2xi8>, tensor<2xi8>) -> (tensor<2xi32>, tensor<2xi32>)
    check.expect_eq_const %c#0, dense<0> : tensor<2xi32>
    check.expect_eq_const %c#1, dense<[200, 3]> : tensor<2xi32>
    func.return
  }
}

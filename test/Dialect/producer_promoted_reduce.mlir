// RUN: fold-opt %s --split-input-file | FileCheck %s
// RUN: fold-opt %s --split-input-file | fold-opt --split-input-file | FileCheck %s

// Reduction bodies as StableHLO accepts them: an accumulator of any float
// type for float inputs, narrower ones included (its ignoreFpPrecision), a
// second argument of another float type, and init values (scatter: updates)
// of any type promotable to the accumulator's.

// CHECK-LABEL: func.func @reduce_f32_in_f16
//       CHECK:   stablehlo.reduce
//  CHECK-SAME:     (tensor<4xf32>, tensor<f64>) -> tensor<f16>
func.func @reduce_f32_in_f16(%x: tensor<4xf32>, %z: tensor<f64>) -> tensor<f16> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xf32>, tensor<f64>) -> tensor<f16>
   reducer(%p: tensor<f16>, %q: tensor<f16>) {
    %s = stablehlo.add %p, %q : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }
  func.return %0 : tensor<f16>
}

// -----

// CHECK-LABEL: func.func @reduce_mixed_float_arguments
//       CHECK:   reducer(%{{.*}}: tensor<f32>, %{{.*}}: tensor<bf16>)
func.func @reduce_mixed_float_arguments(%x: tensor<4xbf16>, %z: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.reduce"(%x, %z) ({
  ^bb0(%p: tensor<f32>, %q: tensor<bf16>):
    stablehlo.return %p : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xbf16>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @reduce_init_i8_in_i32
func.func @reduce_init_i8_in_i32(%x: tensor<4xi16>, %z: tensor<i8>) -> tensor<i32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi16>, tensor<i8>) -> tensor<i32>
   reducer(%p: tensor<i32>, %q: tensor<i32>) {
    %s = stablehlo.add %p, %q : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

// CHECK-LABEL: func.func @reduce_window_f64_in_f32
func.func @reduce_window_f64_in_f32(%x: tensor<4xf64>, %z: tensor<f32>) -> tensor<3xf32> {
  %0 = "stablehlo.reduce_window"(%x, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf64>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// select_and_scatter: a source of another float type than the operand's,
// select on f32 arguments, scatter in f32 from an f16 init value; the
// result has scatter's type.
// CHECK-LABEL: func.func @select_and_scatter_promoted
//       CHECK:   (tensor<4xbf16>, tensor<2xf16>, tensor<f16>) -> tensor<4xf32>
func.func @select_and_scatter_promoted(%x: tensor<4xbf16>, %s: tensor<2xf16>, %z: tensor<f16>) -> tensor<4xf32> {
  %0 = "stablehlo.select_and_scatter"(%x, %s, %z) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %c = stablehlo.compare GE, %a, %b : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }, {
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %t = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xbf16>, tensor<2xf16>, tensor<f16>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// scatter: updates of another type than the inputs', promotable to the
// accumulator's.
// CHECK-LABEL: func.func @scatter_promoted_updates
//       CHECK:   (tensor<5xi8>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<5xi32>
func.func @scatter_promoted_updates(%x: tensor<5xi8>, %i: tensor<2x1xi32>, %u: tensor<2xi32>) -> tensor<5xi32> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %a, %b : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xi8>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<5xi32>
  func.return %0 : tensor<5xi32>
}

// -----

// CHECK-LABEL: func.func @scatter_f32_in_bf16
func.func @scatter_f32_in_bf16(%x: tensor<5xf32>, %i: tensor<2x1xi32>, %u: tensor<2xf64>) -> tensor<5xbf16> {
  %0 = "stablehlo.scatter"(%x, %i, %u) ({
  ^bb0(%a: tensor<bf16>, %b: tensor<bf16>):
    %s = stablehlo.add %a, %b : tensor<bf16>
    stablehlo.return %s : tensor<bf16>
  }) {scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5xf32>, tensor<2x1xi32>, tensor<2xf64>) -> tensor<5xbf16>
  func.return %0 : tensor<5xbf16>
}

// -----

// CHECK-LABEL: func.func @collectives_f32_in_f16
func.func @collectives_f32_in_f16(%x: tensor<4xf32>) -> (tensor<4xf16>, tensor<2xf16>, tensor<4xf16>) {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf16>
  %1 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf16>
  %2 = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.add %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf16>
  func.return %0, %1, %2 : tensor<4xf16>, tensor<2xf16>, tensor<4xf16>
}

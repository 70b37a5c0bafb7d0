// RUN: fold-opt %s --split-input-file --canonicalize="test-convergence" | FileCheck %s

// The ops beyond the spec become the spec ops they stand for, keeping the
// replaced op's discardable attributes.

// CHECK-LABEL: func.func @dot
func.func @dot(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %v: tensor<3xf32>) -> (tensor<2x4xf32>, tensor<f32>) {
  // CHECK: %[[M:.*]] = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, HIGH] {mhlo.frontend_attributes = {a = "1"}} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  %0 = stablehlo.dot %a, %b, precision = [DEFAULT, HIGH] {mhlo.frontend_attributes = {a = "1"}} : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  // CHECK: %[[V:.*]] = stablehlo.dot_general %arg2, %arg2, contracting_dims = [0] x [0] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  %1 = stablehlo.dot %v, %v : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  // CHECK-NOT: stablehlo.dot %
  func.return %0, %1 : tensor<2x4xf32>, tensor<f32>
}

// -----

// A dot_general precision config may hold one entry, as StableHLO allows:
// a dot with one becomes a dot_general with the same.
// CHECK-LABEL: func.func @dot_one_precision
func.func @dot_one_precision(%v: tensor<3xf32>) -> tensor<f32> {
  // CHECK: stablehlo.dot_general %arg0, %arg0, contracting_dims = [0] x [0], precision = [HIGH]
  %0 = stablehlo.dot %v, %v, precision = [HIGH] : (tensor<3xf32>, tensor<3xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// CHECK-LABEL: func.func @broadcast
func.func @broadcast(%x: tensor<3x?xi32>) -> tensor<2x1x3x?xi32> {
  // CHECK: stablehlo.broadcast_in_dim %arg0, dims = [2, 3] {mhlo.sharding = "{replicated}"} : (tensor<3x?xi32>) -> tensor<2x1x3x?xi32>
  %0 = stablehlo.broadcast %x, sizes = [2, 1] {mhlo.sharding = "{replicated}"} : (tensor<3x?xi32>) -> tensor<2x1x3x?xi32>
  func.return %0 : tensor<2x1x3x?xi32>
}

// -----

// CHECK-LABEL: func.func @einsum_matmul
func.func @einsum_matmul(%a: tensor<4x16xf32>, %b: tensor<16x5xf32>) -> tensor<4x5xf32> {
  // CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x16xf32>, tensor<16x5xf32>) -> tensor<4x5xf32>
  // CHECK-NOT: stablehlo.transpose
  %0 = stablehlo.einsum %a, %b, config = "ab,bc->ac" : (tensor<4x16xf32>, tensor<16x5xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}

// -----

// Batching dimensions, a transpose into the result's order, and a label of
// the lhs alone summed first.
// CHECK-LABEL: func.func @einsum_batch_sum_transpose
func.func @einsum_batch_sum_transpose(%a: tensor<2x3x4x7xf32>, %b: tensor<2x4x5xf32>) -> tensor<5x2x3xf32> {
  // CHECK: %[[Z:.*]] = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  // CHECK: %[[S:.*]] = stablehlo.reduce(%arg0 init: %[[Z]]) applies stablehlo.add across dimensions = [3] : (tensor<2x3x4x7xf32>, tensor<f32>) -> tensor<2x3x4xf32>
  // CHECK: %[[D:.*]] = stablehlo.dot_general %[[S]], %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  // CHECK: stablehlo.transpose %[[D]], dims = [2, 0, 1] : (tensor<2x3x5xf32>) -> tensor<5x2x3xf32>
  %0 = stablehlo.einsum %a, %b, config = "bijz,bjk->kbi" : (tensor<2x3x4x7xf32>, tensor<2x4x5xf32>) -> tensor<5x2x3xf32>
  func.return %0 : tensor<5x2x3xf32>
}

// -----

// CHECK-LABEL: func.func @unary_einsum
func.func @unary_einsum(%a: tensor<4x16xi32>) -> (tensor<16xi32>, tensor<16x4xi32>, tensor<4x16xi32>) {
  // CHECK: stablehlo.reduce(%arg0 init: %{{.*}}) applies stablehlo.add across dimensions = [0] : (tensor<4x16xi32>, tensor<i32>) -> tensor<16xi32>
  %0 = stablehlo.unary_einsum %a, config = "ab->b" : (tensor<4x16xi32>) -> tensor<16xi32>
  // CHECK: stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x16xi32>) -> tensor<16x4xi32>
  %1 = stablehlo.unary_einsum %a, config = "ab->ba" : (tensor<4x16xi32>) -> tensor<16x4xi32>
  %2 = stablehlo.unary_einsum %a, config = "ab->ab" : (tensor<4x16xi32>) -> tensor<4x16xi32>
  // CHECK: return %{{.*}}, %{{.*}}, %arg0
  func.return %0, %1, %2 : tensor<16xi32>, tensor<16x4xi32>, tensor<4x16xi32>
}

// -----

// CHECK-LABEL: func.func @create_token
func.func @create_token() -> !stablehlo.token {
  // CHECK: stablehlo.after_all {mhlo.frontend_attributes = {b = "2"}} : !stablehlo.token
  %0 = stablehlo.create_token {mhlo.frontend_attributes = {b = "2"}} : !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @cross_replica_sum
func.func @cross_replica_sum(%x: tensor<4xf32>) -> tensor<4xf32> {
  // CHECK: "stablehlo.all_reduce"(%arg0) <{replica_groups = dense<{{\[\[}}0, 1]]> : tensor<1x2xi64>}> ({
  // CHECK: stablehlo.add
  // CHECK: }) : (tensor<4xf32>) -> tensor<4xf32>
  %0 = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @torch_index_select
func.func @torch_index_select(%x: tensor<2x3x4xf32>, %i: tensor<2x5xi32>) -> tensor<2x5x4xf32> {
  // CHECK: "stablehlo.gather"(%arg0, %arg1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1, 4>}> : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x5x4xf32>
  %0 = "stablehlo.torch_index_select"(%x, %i) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x5xi32>) -> tensor<2x5x4xf32>
  func.return %0 : tensor<2x5x4xf32>
}

// -----

// CHECK-LABEL: func.func @set_dimension_size
func.func @set_dimension_size(%x: tensor<4x2xf32>, %n: tensor<i32>) -> (tensor<4x2xf32>, tensor<4x2xf32>) {
  %two = stablehlo.constant dense<2> : tensor<i32>
  %0 = stablehlo.set_dimension_size %x, %two, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // CHECK: %[[R:.*]] = stablehlo.set_dimension_size %arg0, %arg1, dim = 1
  %1 = stablehlo.set_dimension_size %x, %n, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // CHECK: return %arg0, %[[R]]
  func.return %0, %1 : tensor<4x2xf32>, tensor<4x2xf32>
}

// -----

// The rule needs the constant to be the dimension's static size and the
// result to keep the operand's type (a bound is not washed away).
// CHECK-LABEL: func.func @set_dimension_size_kept
func.func @set_dimension_size_kept(%x: tensor<4x2xf32>, %b: tensor<4x?xf32, #stablehlo.bounds<?, 2>>) -> (tensor<4x2xf32>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>) {
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  // CHECK: %[[A:.*]] = stablehlo.set_dimension_size %arg0, %{{.*}}, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  %0 = stablehlo.set_dimension_size %x, %one, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x2xf32>
  // CHECK: %[[B:.*]] = stablehlo.set_dimension_size %arg0, %{{.*}}, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  %1 = stablehlo.set_dimension_size %x, %two, dim = 1 : (tensor<4x2xf32>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  // CHECK: %[[C:.*]] = stablehlo.set_dimension_size %arg1, %{{.*}}, dim = 1 : (tensor<4x?xf32, #stablehlo.bounds<?, 2>>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  %2 = stablehlo.set_dimension_size %b, %two, dim = 1 : (tensor<4x?xf32, #stablehlo.bounds<?, 2>>, tensor<i32>) -> tensor<4x?xf32, #stablehlo.bounds<?, 2>>
  // CHECK: return %[[A]], %[[B]], %[[C]]
  func.return %0, %1, %2 : tensor<4x2xf32>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>, tensor<4x?xf32, #stablehlo.bounds<?, 2>>
}

// -----

// XLA's legacy spelling of a typed-FFI call, mhlo.backend_config, becomes
// the backend_config of api_version 4 (StableHLO's simplification does the
// same). A set backend_config, another api_version or a string config stay.
// CHECK-LABEL: func.func @custom_call_legacy_config
// CHECK-NEXT: %[[A:.*]] = stablehlo.custom_call @ffi(%arg0) {api_version = 4 : i32, backend_config = {a = 1 : i32}}
// CHECK-NEXT: %[[B:.*]] = stablehlo.custom_call @ffi(%[[A]]) {backend_config = "x", mhlo.backend_config = {a = 1 : i32}}
// CHECK-NEXT: %[[C:.*]] = stablehlo.custom_call @ffi(%[[B]]) {api_version = 2 : i32, mhlo.backend_config = {a = 1 : i32}}
// CHECK-NEXT: %[[D:.*]] = stablehlo.custom_call @ffi(%[[C]]) {mhlo.backend_config = "text"}
// CHECK-NEXT: return %[[D]]
func.func @custom_call_legacy_config(%x: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.custom_call @ffi(%x) {mhlo.backend_config = {a = 1 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  %1 = stablehlo.custom_call @ffi(%0) {backend_config = "x", mhlo.backend_config = {a = 1 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  %2 = stablehlo.custom_call @ffi(%1) {api_version = 2 : i32, mhlo.backend_config = {a = 1 : i32}} : (tensor<2xf32>) -> tensor<2xf32>
  %3 = stablehlo.custom_call @ffi(%2) {mhlo.backend_config = "text"} : (tensor<2xf32>) -> tensor<2xf32>
  return %3 : tensor<2xf32>
}

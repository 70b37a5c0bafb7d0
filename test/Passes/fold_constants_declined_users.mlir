// --fold-constants does not write out an op whose result is larger than its
// operands (an iota, a broadcast_in_dim, ...) when every user of it would
// decline anyway: over the work or size budget, never folded, keep-floats.
// A 256 MiB iota in front of a dot_general of 5.5e11 multiply-adds (1.1
// TFLOP) stays an iota; an iota with one user that folds is materialised.
// RUN: fold-opt %s --split-input-file --fold-constants=size-budget=1000000000 | FileCheck %s
// RUN: fold-opt %s --split-input-file --fold-constants="size-budget=1000000000 explain" 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPLAIN

// CHECK-LABEL: func.func @iota_before_declined_dot
// CHECK-NEXT: stablehlo.iota
// CHECK-NEXT: stablehlo.dot_general
// EXPLAIN: fold_constants_declined_users.mlir:[[@LINE+3]]:8: remark: not folded: every user of its result would decline, so it is not written out as a constant
// EXPLAIN: fold_constants_declined_users.mlir:[[@LINE+3]]:8: remark: not folded: an operand is not a constant
func.func @iota_before_declined_dot() -> tensor<8192x8192xf32> {
  %i = stablehlo.iota dim = 0 : tensor<8192x8192xf32>
  %d = stablehlo.dot_general %i, %i, contracting_dims = [1] x [0] : (tensor<8192x8192xf32>, tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  func.return %d : tensor<8192x8192xf32>
}

// -----

// Through a chain of expanding ops: neither the iota (128 KiB) nor its
// broadcasts are written out.
// CHECK-LABEL: func.func @chain_before_declined_dot
// CHECK-NEXT: stablehlo.iota
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.broadcast_in_dim
// CHECK-NEXT: stablehlo.dot_general
func.func @chain_before_declined_dot() -> tensor<8192x8192xf32> {
  %i = stablehlo.iota dim = 0 : tensor<32768xf32>
  %b = stablehlo.broadcast_in_dim %i, dims = [1] : (tensor<32768xf32>) -> tensor<8192x32768xf32>
  %c = stablehlo.broadcast_in_dim %i, dims = [0] : (tensor<32768xf32>) -> tensor<32768x8192xf32>
  %d = stablehlo.dot_general %b, %c, contracting_dims = [1] x [0] : (tensor<8192x32768xf32>, tensor<32768x8192xf32>) -> tensor<8192x8192xf32>
  func.return %d : tensor<8192x8192xf32>
}

// -----

// One user folds (a slice of it): the iota is materialised, the slice
// folds, the dot_general stays.
// CHECK-LABEL: func.func @one_user_folds
// CHECK-DAG: stablehlo.constant dense<{{.*}}> : tensor<2x2xf32>
// CHECK-DAG: stablehlo.dot_general
func.func @one_user_folds() -> (tensor<8192x8192xf32>, tensor<2x2xf32>) {
  %i = stablehlo.iota dim = 0 : tensor<8192x8192xf32>
  %d = stablehlo.dot_general %i, %i, contracting_dims = [1] x [0] : (tensor<8192x8192xf32>, tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
  %s = stablehlo.slice %i [0:2, 0:2] : (tensor<8192x8192xf32>) -> tensor<2x2xf32>
  func.return %d, %s : tensor<8192x8192xf32>, tensor<2x2xf32>
}

// -----

// Returned: the value is wanted, the iota folds.
// CHECK-LABEL: func.func @returned
// CHECK-NEXT: stablehlo.constant dense<[0, 1, 2, 3]>
func.func @returned() -> tensor<4xi32> {
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  func.return %i : tensor<4xi32>
}

// -----

// The only user is never folded (custom_call, a check say): it takes the
// value as data, and is given the constant (128 KiB: a blob).
// CHECK-LABEL: func.func @never_folded_user
// CHECK-NEXT: stablehlo.constant dense_resource
// CHECK-NEXT: stablehlo.custom_call
func.func @never_folded_user() -> tensor<32768xi32> {
  %i = stablehlo.iota dim = 0 : tensor<32768xi32>
  %c = stablehlo.custom_call @foo(%i) : (tensor<32768xi32>) -> tensor<32768xi32>
  func.return %c : tensor<32768xi32>
}

// -----

// A small one (16 bytes, under the 64 KiB of a blob) is written out: the
// custom_call (a check, say) is given a constant.
// CHECK-LABEL: func.func @small_for_never_folded_user
// CHECK-NEXT: stablehlo.constant dense<[0, 1, 2, 3]>
// CHECK-NEXT: stablehlo.custom_call
func.func @small_for_never_folded_user() -> tensor<4xi32> {
  %i = stablehlo.iota dim = 0 : tensor<4xi32>
  %c = stablehlo.custom_call @foo(%i) : (tensor<4xi32>) -> tensor<4xi32>
  func.return %c : tensor<4xi32>
}

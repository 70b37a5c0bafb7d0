// RUN: fold-opt --interpret --split-input-file %s
// RUN: fold-opt --canonicalize --split-input-file %s | fold-opt --interpret --split-input-file

// Values of the ops beyond the spec, interpreted as they are and (second
// RUN) after canonicalization into spec ops: both must give the same values.

// dot in its four rank combinations.
func.func @dot() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %n = stablehlo.constant dense<[[1, 0], [0, 1], [2, -1]]> : tensor<3x2xi32>
  %v3 = stablehlo.constant dense<[1, 1, 1]> : tensor<3xi32>
  %v2 = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %w3 = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %mm = stablehlo.dot %m, %n, precision = [DEFAULT, DEFAULT] : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %mm, dense<[[7, -1], [16, -1]]> : tensor<2x2xi32>
  %mv = stablehlo.dot %m, %v3 : (tensor<2x3xi32>, tensor<3xi32>) -> tensor<2xi32>
  check.expect_eq_const %mv, dense<[6, 15]> : tensor<2xi32>
  %vm = stablehlo.dot %v2, %m : (tensor<2xi32>, tensor<2x3xi32>) -> tensor<3xi32>
  check.expect_eq_const %vm, dense<[9, 12, 15]> : tensor<3xi32>
  %vv = stablehlo.dot %v3, %w3 : (tensor<3xi32>, tensor<3xi32>) -> tensor<i32>
  check.expect_eq_const %vv, dense<15> : tensor<i32>
  func.return
}

// -----

// NaN and infinities propagate through dot as through dot_general.
func.func @dot_nan() {
  %a = stablehlo.constant dense<[0x7FC00000, 1.0]> : tensor<2xf32>
  %b = stablehlo.constant dense<[1.0, 0x7F800000]> : tensor<2xf32>
  %r = stablehlo.dot %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  %nan = stablehlo.compare NE, %r, %r : (tensor<f32>, tensor<f32>) -> tensor<i1>
  check.expect_eq_const %nan, dense<true> : tensor<i1>
  func.return
}

// -----

func.func @broadcast() {
  %x = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %r = stablehlo.broadcast %x, sizes = [2, 1] : (tensor<3xi32>) -> tensor<2x1x3xi32>
  check.expect_eq_const %r, dense<[[[1, 2, 3]], [[1, 2, 3]]]> : tensor<2x1x3xi32>
  func.return
}

// -----

// A product, a transposed product, a label summed first, `...` batches.
func.func @einsum() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %n = stablehlo.constant dense<[[1, 0], [0, 1], [2, -1]]> : tensor<3x2xi32>
  %mm = stablehlo.einsum %m, %n, config = "ab,bc->ac" : (tensor<2x3xi32>, tensor<3x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %mm, dense<[[7, -1], [16, -1]]> : tensor<2x2xi32>
  %p = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %q = stablehlo.constant dense<[[1, 0], [1, 1]]> : tensor<2x2xi32>
  %t = stablehlo.einsum %p, %q, config = "ab,cb->ca" : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %t, dense<[[1, 3], [3, 7]]> : tensor<2x2xi32>
  %c = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %s = stablehlo.einsum %p, %c, config = "ab,c->ac" : (tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %s, dense<[[30, 60], [70, 140]]> : tensor<2x2xi32>
  %l = stablehlo.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xf32>
  %r = stablehlo.constant dense<[[[1.0], [1.0]], [[2.0], [0.0]]]> : tensor<2x2x1xf32>
  %b = stablehlo.einsum %l, %r, config = "...ij,...jk->...ik" : (tensor<2x1x2xf32>, tensor<2x2x1xf32>) -> tensor<2x1x1xf32>
  check.expect_eq_const %b, dense<[[[3.0]], [[6.0]]]> : tensor<2x1x1xf32>
  func.return
}

// -----

func.func @unary_einsum() {
  %m = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %rows = stablehlo.unary_einsum %m, config = "ab->a" : (tensor<2x3xi32>) -> tensor<2xi32>
  check.expect_eq_const %rows, dense<[6, 15]> : tensor<2xi32>
  %t = stablehlo.unary_einsum %m, config = "ab->ba" : (tensor<2x3xi32>) -> tensor<3x2xi32>
  check.expect_eq_const %t, dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>
  %all = stablehlo.unary_einsum %m, config = "ab->" : (tensor<2x3xi32>) -> tensor<i32>
  check.expect_eq_const %all, dense<21> : tensor<i32>
  %same = stablehlo.unary_einsum %m, config = "ab->ab" : (tensor<2x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %same, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  // The sum starts from +0.0, as reduce's zero init: -0.0 + -0.0 sums to
  // +0.0; infinities of both signs give NaN.
  %z = stablehlo.constant dense<[[-0.0, -0.0], [0x7F800000, 0xFF800000]]> : tensor<2x2xf32>
  %zs = stablehlo.unary_einsum %z, config = "ab->a" : (tensor<2x2xf32>) -> tensor<2xf32>
  %bits = stablehlo.bitcast_convert %zs : (tensor<2xf32>) -> tensor<2xi32>
  %first = stablehlo.slice %bits [0:1] : (tensor<2xi32>) -> tensor<1xi32>
  check.expect_eq_const %first, dense<0> : tensor<1xi32>
  %nan = stablehlo.compare NE, %zs, %zs : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  check.expect_eq_const %nan, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

func.func @create_token() {
  %t = stablehlo.create_token : !stablehlo.token
  %u = stablehlo.after_all %t : !stablehlo.token
  func.return
}

// -----

// torch_index_select along dimension 0, 1, and with a batch dimension.
func.func @torch_index_select() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %i = stablehlo.constant dense<[2, 0]> : tensor<2xi32>
  %r0 = "stablehlo.torch_index_select"(%x, %i) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r0, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
  %j = stablehlo.constant dense<[1, 1, 0]> : tensor<3xi64>
  %r1 = "stablehlo.torch_index_select"(%x, %j) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<3x2xi32>, tensor<3xi64>) -> tensor<3x3xi32>
  check.expect_eq_const %r1, dense<[[2, 2, 1], [4, 4, 3], [6, 6, 5]]> : tensor<3x3xi32>
  %y = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %k = stablehlo.constant dense<[[2, 0], [1, 1]]> : tensor<2x2xi32>
  %r2 = "stablehlo.torch_index_select"(%y, %k) {dim = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  check.expect_eq_const %r2, dense<[[3.0, 1.0], [5.0, 5.0]]> : tensor<2x2xf32>
  // Indices out of range are clamped, as gather clamps them.
  %o = stablehlo.constant dense<[5, -1]> : tensor<2xi32>
  %r3 = "stablehlo.torch_index_select"(%x, %o) {dim = 0 : i64, batch_dims = 0 : i64} : (tensor<3x2xi32>, tensor<2xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r3, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
  func.return
}

// -----

// set_dimension_size keeps the first `size` elements of the dimension.
func.func @set_dimension_size() {
  %x = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %one = stablehlo.constant dense<1> : tensor<i32>
  %two = stablehlo.constant dense<2> : tensor<i32>
  %r = stablehlo.set_dimension_size %x, %one, dim = 1 : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x1xi32>
  check.expect_eq_const %r, dense<[[1], [3]]> : tensor<2x1xi32>
  %s = stablehlo.set_dimension_size %x, %two, dim = 0 : (tensor<2x2xi32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %s, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  func.return
}

// -----

// cross-replica-sum adds the operands of the replicas of each group, as
// all_reduce with an addition does.
module @cross_replica_sum {
  func.func @sum(%x: tensor<2xf32>) -> tensor<2xf32> {
    %r = "stablehlo.cross-replica-sum"(%x) {replica_groups = dense<[[0, 2], [1, 3]]> : tensor<2x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
    func.return %r : tensor<2xf32>
  }
  func.func @main() {
    %a = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
    %b = stablehlo.constant dense<[10.0, 20.0]> : tensor<2xf32>
    %c = stablehlo.constant dense<[100.0, 200.0]> : tensor<2xf32>
    %d = stablehlo.constant dense<[0x7FC00000, -0.0]> : tensor<2xf32>
    %r:4 = "interpreter.run_parallel"(%a, %b, %c, %d) {
      programs = [[@sum], [@sum], [@sum], [@sum]]
    } : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
      -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>)
    check.expect_eq_const %r#0, dense<[101.0, 202.0]> : tensor<2xf32>
    check.expect_eq_const %r#2, dense<[101.0, 202.0]> : tensor<2xf32>
    %nan = stablehlo.compare NE, %r#1, %r#1 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
    check.expect_eq_const %nan, dense<[true, false]> : tensor<2xi1>
    check.expect_eq_const %r#3, dense<[0x7FC00000, 20.0]> : tensor<2xf32>
    func.return
  }
}

// -----

// With `?` dimensions the ops take the runtime shapes of their operands.
func.func @dynamic_shapes() {
  %m = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %v = stablehlo.constant dense<[1.0, 1.0, 1.0]> : tensor<3xf32>
  %n = stablehlo.constant dense<2> : tensor<i32>
  %d = stablehlo.set_dimension_size %m, %n, dim = 1 : (tensor<2x3xf32>, tensor<i32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  %w = stablehlo.set_dimension_size %v, %n, dim = 0 : (tensor<3xf32>, tensor<i32>) -> tensor<?xf32, #stablehlo.bounds<3>>
  %r = stablehlo.dot %d, %w : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<2xf32>
  check.expect_eq_const %r, dense<[3.0, 9.0]> : tensor<2xf32>
  %e = stablehlo.einsum %d, %w, config = "ab,b->a" : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<2xf32>
  check.expect_eq_const %e, dense<[3.0, 9.0]> : tensor<2xf32>
  %u = stablehlo.unary_einsum %d, config = "ab->b" : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<?xf32>
  %us = stablehlo.reshape %u : (tensor<?xf32>) -> tensor<2xf32>
  check.expect_eq_const %us, dense<[5.0, 7.0]> : tensor<2xf32>
  %b = stablehlo.broadcast %w, sizes = [2] : (tensor<?xf32, #stablehlo.bounds<3>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 3>>
  %bs = stablehlo.reshape %b : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>) -> tensor<2x2xf32>
  check.expect_eq_const %bs, dense<1.0> : tensor<2x2xf32>
  %i = stablehlo.constant dense<[1, 0]> : tensor<2xi32>
  %t = "stablehlo.torch_index_select"(%d, %i) {dim = 1 : i64, batch_dims = 0 : i64} : (tensor<2x?xf32, #stablehlo.bounds<?, 3>>, tensor<2xi32>) -> tensor<2x2xf32>
  check.expect_eq_const %t, dense<[[2.0, 1.0], [5.0, 4.0]]> : tensor<2x2xf32>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s

func.func @dynamic_slice_i32() {
  %v = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.dynamic_slice %v, %i, %i, sizes = [2, 2] : (tensor<3x3xi32>, tensor<i64>, tensor<i64>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[5, 6], [8, 9]]> : tensor<2x2xi32>
  func.return
}

// -----

// dynamic_slice: starts are clamped so that the window fits.
func.func @dynamic_slice_clamped() {
  %v = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = stablehlo.constant dense<2> : tensor<i32>
  %j = stablehlo.constant dense<-1> : tensor<i32>
  %r = stablehlo.dynamic_slice %v, %i, %j, sizes = [2, 2] : (tensor<3x3xi32>, tensor<i32>, tensor<i32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[4, 5], [7, 8]]> : tensor<2x2xi32>
  func.return
}

// -----

// dynamic_slice: an unsigned start above the limit.
func.func @dynamic_slice_f16_unsigned_index() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf16>
  %i = stablehlo.constant dense<200> : tensor<ui8>
  %r = stablehlo.dynamic_slice %v, %i, sizes = [2] : (tensor<4xf16>, tensor<ui8>) -> tensor<2xf16>
  check.expect_eq_const %r, dense<[3.0, 4.0]> : tensor<2xf16>
  func.return
}

// -----

// dynamic_update_slice: clamped start; the operand itself is unchanged.
func.func @dynamic_update_slice_i64() {
  %v = stablehlo.constant dense<0> : tensor<3x3xi64>
  %u = stablehlo.constant dense<[[1, 2]]> : tensor<1x2xi64>
  %i = stablehlo.constant dense<5> : tensor<i32>
  %j = stablehlo.constant dense<1> : tensor<i32>
  %r = stablehlo.dynamic_update_slice %v, %u, %i, %j : (tensor<3x3xi64>, tensor<1x2xi64>, tensor<i32>, tensor<i32>) -> tensor<3x3xi64>
  check.expect_eq_const %r, dense<[[0, 0, 0], [0, 0, 0], [0, 1, 2]]> : tensor<3x3xi64>
  check.expect_eq_const %v, dense<0> : tensor<3x3xi64>
  func.return
}

// -----

func.func @dynamic_update_slice_bool() {
  %v = stablehlo.constant dense<false> : tensor<4xi1>
  %u = stablehlo.constant dense<true> : tensor<2xi1>
  %i = stablehlo.constant dense<-3> : tensor<i8>
  %r = stablehlo.dynamic_update_slice %v, %u, %i : (tensor<4xi1>, tensor<2xi1>, tensor<i8>) -> tensor<4xi1>
  check.expect_eq_const %r, dense<[true, true, false, false]> : tensor<4xi1>
  func.return
}

// -----

func.func @dynamic_update_slice_complex() {
  %v = stablehlo.constant dense<(0.0, 0.0)> : tensor<3xcomplex<f32>>
  %u = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %i = stablehlo.constant dense<1> : tensor<i64>
  %r = stablehlo.dynamic_update_slice %v, %u, %i : (tensor<3xcomplex<f32>>, tensor<1xcomplex<f32>>, tensor<i64>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %r, dense<[(0.0, 0.0), (1.0, 2.0), (0.0, 0.0)]> : tensor<3xcomplex<f32>>
  func.return
}

// -----

// gather: whole rows.
func.func @gather_rows() {
  %t = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  check.expect_eq_const %r, dense<[[5.0, 6.0], [1.0, 2.0]]> : tensor<2x2xf32>
  func.return
}

// -----

// gather: out-of-range starts are clamped so that the slice fits.
func.func @gather_clamped() {
  %t = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %i = stablehlo.constant dense<[[5], [-1]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  check.expect_eq_const %r, dense<[[5, 6], [1, 2]]> : tensor<2x2xi32>
  %j = stablehlo.constant dense<[[2, 1]]> : tensor<1x2xi64>
  %s = "stablehlo.gather"(%t, %j) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], start_index_map = [0, 1],
                                          index_vector_dim = 1>,
    slice_sizes = array<i64: 2, 1>
  } : (tensor<3x2xi32>, tensor<1x2xi64>) -> tensor<1x2x1xi32>
  check.expect_eq_const %s, dense<[[[4], [6]]]> : tensor<1x2x1xi32>
  func.return
}

// -----

// gather: index_vector_dim equal to the rank of start_indices.
func.func @gather_implicit_index_vector() {
  %t = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xui8>
  %i = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xui8>, tensor<2xi32>) -> tensor<2x2xui8>
  check.expect_eq_const %r, dense<[[3, 4], [5, 6]]> : tensor<2x2xui8>
  func.return
}

// -----

// gather: the offset dimension comes before the batch dimension.
func.func @gather_offset_first() {
  %t = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi16>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 2>
  } : (tensor<3x2xi16>, tensor<2x1xi32>) -> tensor<2x2xi16>
  check.expect_eq_const %r, dense<[[5, 1], [6, 2]]> : tensor<2x2xi16>
  func.return
}

// -----

// gather: a batching dimension pairs operand row b with index row b.
func.func @gather_batching() {
  %t = stablehlo.constant dense<[[10, 11, 12], [20, 21, 22]]> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %r = "stablehlo.gather"(%t, %i) {
    dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1],
                                          operand_batching_dims = [0],
                                          start_indices_batching_dims = [0],
                                          start_index_map = [1], index_vector_dim = 1>,
    slice_sizes = array<i64: 1, 1>
  } : (tensor<2x3xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  check.expect_eq_const %r, dense<[12, 20]> : tensor<2xi32>
  func.return
}

// -----

// scatter add: repeated indices accumulate; the input is unchanged.
func.func @scatter_add_f32() {
  %in = stablehlo.constant dense<1.0> : tensor<3x2xf32>
  %i = stablehlo.constant dense<[[0], [2], [0]]> : tensor<3x1xi32>
  %u = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<3x2xf32>
  check.expect_eq_const %r, dense<[[7.0, 9.0], [1.0, 1.0], [4.0, 5.0]]> : tensor<3x2xf32>
  check.expect_eq_const %in, dense<1.0> : tensor<3x2xf32>
  func.return
}

// -----

// scatter replace: an out-of-range index is skipped.
func.func @scatter_replace_skip() {
  %in = stablehlo.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %i = stablehlo.constant dense<[[1], [7]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[10, 20]> : tensor<2xi32>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<4xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[1, 10, 3, 4]> : tensor<4xi32>
  func.return
}

// -----

// scatter: window elements whose result index is out of bounds are skipped.
func.func @scatter_partial_window() {
  %in = stablehlo.constant dense<0> : tensor<4xi32>
  %i = stablehlo.constant dense<[[3], [-1]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[[5, 6], [7, 8]]> : tensor<2x2xi32>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    %s = stablehlo.add %b, %a : tensor<i32>
    stablehlo.return %s : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<4xi32>, tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<4xi32>
  check.expect_eq_const %r, dense<[8, 0, 0, 5]> : tensor<4xi32>
  func.return
}

// -----

// scatter max / min on signed bytes and f16, or on booleans.
func.func @scatter_max_min_or() {
  %i = stablehlo.constant dense<[[0], [1], [0]]> : tensor<3x1xi32>
  %in8 = stablehlo.constant dense<[-5, 3]> : tensor<2xi8>
  %u8 = stablehlo.constant dense<[-7, -2, -1]> : tensor<3xi8>
  %mx = "stablehlo.scatter"(%in8, %i, %u8) ({
  ^bb0(%a: tensor<i8>, %b: tensor<i8>):
    %s = stablehlo.maximum %a, %b : tensor<i8>
    stablehlo.return %s : tensor<i8>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xi8>, tensor<3x1xi32>, tensor<3xi8>) -> tensor<2xi8>
  check.expect_eq_const %mx, dense<[-1, 3]> : tensor<2xi8>
  %inh = stablehlo.constant dense<[0.5, 2.0]> : tensor<2xf16>
  %uh = stablehlo.constant dense<[1.0, -3.0, 0.25]> : tensor<3xf16>
  %mn = "stablehlo.scatter"(%inh, %i, %uh) ({
  ^bb0(%a: tensor<f16>, %b: tensor<f16>):
    %s = stablehlo.minimum %a, %b : tensor<f16>
    stablehlo.return %s : tensor<f16>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xf16>, tensor<3x1xi32>, tensor<3xf16>) -> tensor<2xf16>
  check.expect_eq_const %mn, dense<[0.25, -3.0]> : tensor<2xf16>
  %inb = stablehlo.constant dense<false> : tensor<2xi1>
  %ub = stablehlo.constant dense<[false, true, false]> : tensor<3xi1>
  %o = "stablehlo.scatter"(%inb, %i, %ub) ({
  ^bb0(%a: tensor<i1>, %b: tensor<i1>):
    %s = stablehlo.or %a, %b : tensor<i1>
    stablehlo.return %s : tensor<i1>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xi1>, tensor<3x1xi32>, tensor<3xi1>) -> tensor<2xi1>
  check.expect_eq_const %o, dense<[false, true]> : tensor<2xi1>
  func.return
}

// -----

// scatter add on i4 wraps around.
func.func @scatter_add_i4_wraps() {
  %in = stablehlo.constant dense<[7, -8]> : tensor<2xi4>
  %i = stablehlo.constant dense<[[0], [1]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[1, -1]> : tensor<2xi4>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<i4>, %b: tensor<i4>):
    %s = stablehlo.add %a, %b : tensor<i4>
    stablehlo.return %s : tensor<i4>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<2xi4>, tensor<2x1xi32>, tensor<2xi4>) -> tensor<2xi4>
  check.expect_eq_const %r, dense<[-8, 7]> : tensor<2xi4>
  func.return
}

// -----

// scatter with batching dimensions.
func.func @scatter_batching() {
  %in = stablehlo.constant dense<0> : tensor<2x3xi32>
  %i = stablehlo.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %u = stablehlo.constant dense<[5, 7]> : tensor<2xi32>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<i32>, %b: tensor<i32>):
    stablehlo.return %b : tensor<i32>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1],
      input_batching_dims = [0], scatter_indices_batching_dims = [0],
      scatter_dims_to_operand_dims = [1], index_vector_dim = 1>
  } : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %r, dense<[[0, 5, 0], [0, 0, 7]]> : tensor<2x3xi32>
  func.return
}

// -----

// scatter with two inputs and a body that is not a single known op: the
// evaluator runs the region per element (first result takes the update,
// second keeps its value).
func.func @scatter_two_inputs_generic() {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf64>
  %b = stablehlo.constant dense<[(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]> : tensor<3xcomplex<f64>>
  %i = stablehlo.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %ua = stablehlo.constant dense<[-1.0, -2.0]> : tensor<2xf64>
  %ub = stablehlo.constant dense<[(9.0, 9.0), (8.0, 8.0)]> : tensor<2xcomplex<f64>>
  %r:2 = "stablehlo.scatter"(%a, %b, %i, %ua, %ub) ({
  ^bb0(%x: tensor<f64>, %y: tensor<complex<f64>>, %ux: tensor<f64>, %uy: tensor<complex<f64>>):
    stablehlo.return %ux, %y : tensor<f64>, tensor<complex<f64>>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xf64>, tensor<3xcomplex<f64>>, tensor<2x1xi64>, tensor<2xf64>, tensor<2xcomplex<f64>>) -> (tensor<3xf64>, tensor<3xcomplex<f64>>)
  check.expect_eq_const %r#0, dense<[-2.0, 2.0, -1.0]> : tensor<3xf64>
  check.expect_eq_const %r#1, dense<[(1.0, 1.0), (2.0, 2.0), (3.0, 3.0)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

// scatter whose body is run by the evaluator (a constant result).
func.func @scatter_generic_body() {
  %in = stablehlo.constant dense<[1, 2, 3]> : tensor<3xui16>
  %i = stablehlo.constant dense<[[1]]> : tensor<1x1xi32>
  %u = stablehlo.constant dense<[5]> : tensor<1xui16>
  %r = "stablehlo.scatter"(%in, %i, %u) ({
  ^bb0(%a: tensor<ui16>, %b: tensor<ui16>):
    %c = stablehlo.constant dense<42> : tensor<ui16>
    stablehlo.return %c : tensor<ui16>
  }) {
    scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0],
      scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  } : (tensor<3xui16>, tensor<1x1xi32>, tensor<1xui16>) -> tensor<3xui16>
  check.expect_eq_const %r, dense<[1, 42, 3]> : tensor<3xui16>
  func.return
}

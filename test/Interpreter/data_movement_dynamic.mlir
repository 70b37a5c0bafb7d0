// RUN: fold-opt --interpret --split-input-file %s

// Results with dynamic dimensions are static at run time; a reshape to the
// static type lets the checks compare them.

func.func @dynamic_broadcast_in_dim() {
  %v = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %r = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  %rs = stablehlo.reshape %r : (tensor<?x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %rs, dense<[[1.0, 2.0, 3.0], [1.0, 2.0, 3.0]]> : tensor<2x3xf32>
  func.return
}

// -----

// dynamic_iota: integers (incl. wrapping narrow ones), floats, complex.
func.func @dynamic_iota() {
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %a = stablehlo.dynamic_iota %s, dim = 1 : (tensor<2xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %a, dense<[[0, 1, 2], [0, 1, 2]]> : tensor<2x3xi32>
  %b = stablehlo.dynamic_iota %s, dim = 0 : (tensor<2xi32>) -> tensor<?x3xf32>
  %bs = stablehlo.reshape %b : (tensor<?x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %bs, dense<[[0.0, 0.0, 0.0], [1.0, 1.0, 1.0]]> : tensor<2x3xf32>
  %n = stablehlo.constant dense<[6]> : tensor<1xi64>
  %c = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi64>) -> tensor<6xui2>
  check.expect_eq_const %c, dense<[0, 1, 2, 3, 0, 1]> : tensor<6xui2>
  %d = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi64>) -> tensor<6xbf16>
  check.expect_eq_const %d, dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xbf16>
  %m = stablehlo.constant dense<[3]> : tensor<1xi64>
  %e = stablehlo.dynamic_iota %m, dim = 0 : (tensor<1xi64>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %e, dense<[(0.0, 0.0), (1.0, 0.0), (2.0, 0.0)]> : tensor<3xcomplex<f32>>
  %f = stablehlo.dynamic_iota %n, dim = 0 : (tensor<1xi64>) -> tensor<6xi4>
  check.expect_eq_const %f, dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi4>
  func.return
}

// -----

func.func @dynamic_pad() {
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %p = stablehlo.constant dense<0> : tensor<i32>
  %lo = stablehlo.constant dense<[1]> : tensor<1xi32>
  %hi = stablehlo.constant dense<[0]> : tensor<1xi32>
  %in = stablehlo.constant dense<[1]> : tensor<1xi32>
  %r = stablehlo.dynamic_pad %v, %p, %lo, %hi, %in : (tensor<2xi32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi32>
  %rs = stablehlo.reshape %r : (tensor<?xi32>) -> tensor<4xi32>
  check.expect_eq_const %rs, dense<[0, 1, 0, 2]> : tensor<4xi32>
  func.return
}

// -----

func.func @dynamic_reshape() {
  %v = stablehlo.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %s = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
  %r = stablehlo.dynamic_reshape %v, %s : (tensor<6xi32>, tensor<2xi32>) -> tensor<?x3xi32>
  %rs = stablehlo.reshape %r : (tensor<?x3xi32>) -> tensor<2x3xi32>
  check.expect_eq_const %rs, dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  func.return
}

// -----

func.func @real_dynamic_slice() {
  %v = stablehlo.constant dense<[0, 1, 2, 3, 4, 5]> : tensor<6xi64>
  %start = stablehlo.constant dense<[1]> : tensor<1xi32>
  %limit = stablehlo.constant dense<[5]> : tensor<1xi32>
  %step = stablehlo.constant dense<[2]> : tensor<1xi32>
  %r = stablehlo.real_dynamic_slice %v, %start, %limit, %step : (tensor<6xi64>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xi64>
  %rs = stablehlo.reshape %r : (tensor<?xi64>) -> tensor<2xi64>
  check.expect_eq_const %rs, dense<[1, 3]> : tensor<2xi64>
  func.return
}

// -----

func.func @dynamic_gather() {
  %t = stablehlo.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %i = stablehlo.constant dense<[[2], [1]]> : tensor<2x1xi32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r = "stablehlo.dynamic_gather"(%t, %i, %sizes) {
    dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0],
                                          start_index_map = [0], index_vector_dim = 1>
  } : (tensor<3x2xf64>, tensor<2x1xi32>, tensor<2xi64>) -> tensor<2x2xf64>
  check.expect_eq_const %r, dense<[[5.0, 6.0], [3.0, 4.0]]> : tensor<2x2xf64>
  func.return
}

// -----

func.func @get_dimension_size() {
  %v = stablehlo.constant dense<0.0> : tensor<2x5xf32>
  %r = stablehlo.get_dimension_size %v, dim = 1 : (tensor<2x5xf32>) -> tensor<i32>
  check.expect_eq_const %r, dense<5> : tensor<i32>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s

// next_after: bit-exact steps, compared through their bit patterns so that
// -0.0 and NaN payloads count.

func.func @next_after_f32() {
  %x = stablehlo.constant dense<[1.0, 1.0, 0.0, 0.0, -0.0, 2.0, 0x7F800000, 0x7F7FFFFF, 0x80000001, 1.0]> : tensor<10xf32>
  %y = stablehlo.constant dense<[2.0, 0.0, 1.0, -1.0, 0.0, 2.0, 0.0, 0x7F800000, 1.0, 0x7FC00000]> : tensor<10xf32>
  %r = chlo.next_after %x, %y : tensor<10xf32>, tensor<10xf32> -> tensor<10xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<10xf32>) -> tensor<10xui32>
  // 1+ulp, 1-ulp/2, +min subnormal, -min subnormal, y (+0.0), y, max float,
  // +inf, -0.0, NaN.
  check.expect_eq_const %bits, dense<[1065353217, 1065353215, 1, 2147483649, 0, 1073741824, 2139095039, 2139095040, 2147483648, 2143289344]> : tensor<10xui32>
  func.return
}

// -----

func.func @next_after_f16() {
  %x = stablehlo.constant dense<[0x3C00, 0x3C00, 0x0000, 0x0000, 0x8000, 0x8001, 0x7C00, 0x7BFF, 0x7E00, 0x3C00]> : tensor<10xf16>
  %y = stablehlo.constant dense<[0x4000, 0x0000, 0x3C00, 0xBC00, 0x0000, 0x3C00, 0x0000, 0x7C00, 0x3C00, 0x3C00]> : tensor<10xf16>
  %r = chlo.next_after %x, %y : tensor<10xf16>, tensor<10xf16> -> tensor<10xf16>
  %bits = stablehlo.bitcast_convert %r : (tensor<10xf16>) -> tensor<10xui16>
  // 0x3C01, 0x3BFF, 0x0001, 0x8001, 0x0000 (= y), 0x8000, 0x7BFF, 0x7C00,
  // 0x7E00 (NaN), 0x3C00 (= y).
  check.expect_eq_const %bits, dense<[15361, 15359, 1, 32769, 0, 32768, 31743, 31744, 32256, 15360]> : tensor<10xui16>
  func.return
}

// -----

func.func @next_after_bf16() {
  %x = stablehlo.constant dense<[0x3F80, 0x3F80, 0x0000, 0xBF80]> : tensor<4xbf16>
  %y = stablehlo.constant dense<[0x4000, 0x0000, 0x8000, 0x0000]> : tensor<4xbf16>
  %r = chlo.next_after %x, %y : tensor<4xbf16>, tensor<4xbf16> -> tensor<4xbf16>
  %bits = stablehlo.bitcast_convert %r : (tensor<4xbf16>) -> tensor<4xui16>
  // 0x3F81, 0x3F7F, 0x8000 (= y, equal to x), 0xBF7F.
  check.expect_eq_const %bits, dense<[16257, 16255, 32768, 49023]> : tensor<4xui16>
  func.return
}

// -----

func.func @next_after_f8() {
  %x = stablehlo.constant dense<[1.0, 1.0, 0.0]> : tensor<3xf8E4M3FN>
  %y = stablehlo.constant dense<[2.0, 0.0, -1.0]> : tensor<3xf8E4M3FN>
  %r = chlo.next_after %x, %y : tensor<3xf8E4M3FN>, tensor<3xf8E4M3FN> -> tensor<3xf8E4M3FN>
  %bits = stablehlo.bitcast_convert %r : (tensor<3xf8E4M3FN>) -> tensor<3xui8>
  // 1.0 is 0x38: 0x39, 0x37; -min subnormal 0x81.
  check.expect_eq_const %bits, dense<[57, 55, 129]> : tensor<3xui8>
  func.return
}

// -----

// mulhi: the high half of the double-width product.
func.func @mulhi() {
  %a8 = stablehlo.constant dense<[-128, 127, -1, 100]> : tensor<4xi8>
  %b8 = stablehlo.constant dense<[-128, 127, 1, -3]> : tensor<4xi8>
  %r8 = chlo.mulhi %a8, %b8 : tensor<4xi8>, tensor<4xi8> -> tensor<4xi8>
  // 16384 -> 64, 16129 -> 63, -1 -> -1, -300 -> -2.
  check.expect_eq_const %r8, dense<[64, 63, -1, -2]> : tensor<4xi8>
  %u8 = stablehlo.constant dense<[255, 16]> : tensor<2xui8>
  %ru8 = chlo.mulhi %u8, %u8 : tensor<2xui8>, tensor<2xui8> -> tensor<2xui8>
  check.expect_eq_const %ru8, dense<[254, 1]> : tensor<2xui8>
  %a64 = stablehlo.constant dense<[9223372036854775807, -9223372036854775808, -1]> : tensor<3xi64>
  %r64 = chlo.mulhi %a64, %a64 : tensor<3xi64>, tensor<3xi64> -> tensor<3xi64>
  check.expect_eq_const %r64, dense<[4611686018427387903, 4611686018427387904, 0]> : tensor<3xi64>
  %u64 = stablehlo.constant dense<[18446744073709551615]> : tensor<1xui64>
  %ru64 = chlo.mulhi %u64, %u64 : tensor<1xui64>, tensor<1xui64> -> tensor<1xui64>
  check.expect_eq_const %ru64, dense<[18446744073709551614]> : tensor<1xui64>
  %a4 = stablehlo.constant dense<[-8, 7]> : tensor<2xi4>
  %b4 = stablehlo.constant dense<[-8, -8]> : tensor<2xi4>
  %r4 = chlo.mulhi %a4, %b4 : tensor<2xi4>, tensor<2xi4> -> tensor<2xi4>
  // 64 = 0x40 -> 4; -56 = 0xC8 -> 0xC = -4.
  check.expect_eq_const %r4, dense<[4, -4]> : tensor<2xi4>
  func.return
}

// -----

// top_k: descending, ties by increasing index, floats in total order
// (+NaN above +inf, +0.0 above -0.0).
func.func @top_k_floats() {
  %x = stablehlo.constant dense<[[1.0, 0x7FC00000, 3.0, 3.0, 0xFF800000], [-0.0, 0.0, -1.0, 0xFFC00000, 0.5]]> : tensor<2x5xf32>
  %v, %i = chlo.top_k(%x, k = 4) : tensor<2x5xf32> -> (tensor<2x4xf32>, tensor<2x4xi32>)
  check.expect_eq_const %i, dense<[[1, 2, 3, 0], [4, 1, 0, 2]]> : tensor<2x4xi32>
  %bits = stablehlo.bitcast_convert %v : (tensor<2x4xf32>) -> tensor<2x4xui32>
  check.expect_eq_const %bits, dense<[[2143289344, 1077936128, 1077936128, 1065353216], [1056964608, 0, 2147483648, 3212836864]]> : tensor<2x4xui32>
  func.return
}

// -----

func.func @top_k_f16_and_ints() {
  %h = stablehlo.constant dense<[-2.0, 1.5, -0.5, 1.5]> : tensor<4xf16>
  %hv, %hi = chlo.top_k(%h, k = 3) : tensor<4xf16> -> (tensor<3xf16>, tensor<3xi32>)
  check.expect_eq_const %hv, dense<[1.5, 1.5, -0.5]> : tensor<3xf16>
  check.expect_eq_const %hi, dense<[1, 3, 2]> : tensor<3xi32>
  %u = stablehlo.constant dense<[200, 3, 200, 255]> : tensor<4xui8>
  %uv, %ui = chlo.top_k(%u, k = 3) : tensor<4xui8> -> (tensor<3xui8>, tensor<3xi32>)
  check.expect_eq_const %uv, dense<[255, 200, 200]> : tensor<3xui8>
  check.expect_eq_const %ui, dense<[3, 0, 2]> : tensor<3xi32>
  %b = stablehlo.constant dense<[false, true, true]> : tensor<3xi1>
  %bv, %bi = chlo.top_k(%b, k = 2) : tensor<3xi1> -> (tensor<2xi1>, tensor<2xi32>)
  check.expect_eq_const %bv, dense<[true, true]> : tensor<2xi1>
  check.expect_eq_const %bi, dense<[1, 2]> : tensor<2xi32>
  %s = stablehlo.constant dense<[-5, 7, -9]> : tensor<3xi64>
  %sv, %si = chlo.top_k(%s, k = 0) : tensor<3xi64> -> (tensor<0xi64>, tensor<0xi32>)
  check.expect_eq_const %si, dense<> : tensor<0xi32>
  func.return
}

// -----

// scan: an exclusive prefix sum (outputs are the carries before each step),
// backwards along dimension 0 of a matrix.
func.func @scan_exclusive_reverse() {
  %x = stablehlo.constant dense<[[1.0, 10.0], [2.0, 20.0], [3.0, 30.0]]> : tensor<3x2xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<2xf32>
  %0:2 = chlo.scan(%x) inits(%zero) dimension=0 attributes {is_reverse = true} {
  ^bb0(%e: tensor<2xf32>, %c: tensor<2xf32>):
    %s = stablehlo.add %e, %c : tensor<2xf32>
    stablehlo.return %c, %s : tensor<2xf32>, tensor<2xf32>
  } : (tensor<3x2xf32>, tensor<2xf32>) -> (tensor<3x2xf32>, tensor<2xf32>)
  check.expect_eq_const %0#0, dense<[[5.0, 50.0], [3.0, 30.0], [0.0, 0.0]]> : tensor<3x2xf32>
  check.expect_eq_const %0#1, dense<[6.0, 60.0]> : tensor<2xf32>
  func.return
}

// -----

// scan with carries only (a fold), and an output of another element type.
func.func @scan_carries_and_mixed_outputs() {
  %x = stablehlo.constant dense<[3, -1, 4]> : tensor<3xi32>
  %init = stablehlo.constant dense<1> : tensor<i32>
  %prod = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %m = stablehlo.multiply %e, %c : tensor<i32>
    stablehlo.return %m : tensor<i32>
  } : (tensor<3xi32>, tensor<i32>) -> tensor<i32>
  check.expect_eq_const %prod, dense<-12> : tensor<i32>
  %zero = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = chlo.scan(%x) inits(%zero) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    %s = stablehlo.add %e, %c : tensor<i32>
    %pos = stablehlo.compare GT, %s, %zero : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %pos, %s : tensor<i1>, tensor<i32>
  } : (tensor<3xi32>, tensor<i32>) -> (tensor<3xi1>, tensor<i32>)
  check.expect_eq_const %1#0, dense<[true, true, true]> : tensor<3xi1>
  check.expect_eq_const %1#1, dense<6> : tensor<i32>
  func.return
}

// -----

// ragged_dot mode 1: rows 0 | 1-2 use rhs groups 0 | 1; row 3 is in no
// group and is zero.
func.func @ragged_dot_mode1() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 0, 1], [0, 1, 1]], [[2, 0, 0], [0, 0, 3]]]> : tensor<2x2x3xi32>
  %sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<4x2xi32>, tensor<2x2x3xi32>, tensor<2xi32>) -> tensor<4x3xi32>
  check.expect_eq_const %r, dense<[[1, 2, 3], [6, 0, 12], [10, 0, 18], [0, 0, 0]]> : tensor<4x3xi32>
  func.return
}

// -----

// ragged_dot mode 2: the ragged contracting dimension is split into groups
// [0, 1) and [1, 4); one result per group.
func.func @ragged_dot_mode2() {
  %lhs = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [1.0, 1.0, 1.0, 1.0]]> : tensor<2x4xf32>
  %rhs = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0], [2.0, 0.0]]> : tensor<4x2xf32>
  %sizes = stablehlo.constant dense<[1, 3]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1]>
  } : (tensor<2x4xf32>, tensor<4x2xf32>, tensor<2xi64>) -> tensor<2x2x2xf32>
  check.expect_eq_const %r, dense<[[[1.0, 0.0], [1.0, 0.0]], [[11.0, 5.0], [3.0, 2.0]]]> : tensor<2x2x2xf32>
  func.return
}

// -----

// ragged_dot mode 3 (ragged batch dimension) is a batched dot product.
func.func @ragged_dot_mode3() {
  %lhs = stablehlo.constant dense<[[[1.0, 2.0]], [[3.0, 4.0]]]> : tensor<2x1x2xbf16>
  %rhs = stablehlo.constant dense<[[[1.0], [1.0]], [[2.0], [0.5]]]> : tensor<2x2x1xbf16>
  %sizes = stablehlo.constant dense<[2]> : tensor<1xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0]>
  } : (tensor<2x1x2xbf16>, tensor<2x2x1xbf16>, tensor<1xi64>) -> tensor<2x1x1xbf16>
  check.expect_eq_const %r, dense<[[[3.0]], [[8.0]]]> : tensor<2x1x1xbf16>
  func.return
}

// -----

// Empty scans: nothing to scan leaves the carries at their inits; a zero
// extent elsewhere gives empty slices.
func.func @scan_empty() {
  %x = stablehlo.constant dense<> : tensor<0xi32>
  %init = stablehlo.constant dense<7> : tensor<i32>
  %0:2 = chlo.scan(%x) inits(%init) dimension=0 {
  ^bb0(%e: tensor<i32>, %c: tensor<i32>):
    stablehlo.return %e, %c : tensor<i32>, tensor<i32>
  } : (tensor<0xi32>, tensor<i32>) -> (tensor<0xi32>, tensor<i32>)
  check.expect_eq_const %0#1, dense<7> : tensor<i32>
  %y = stablehlo.constant dense<> : tensor<3x0xi32>
  %n = stablehlo.constant dense<0> : tensor<i32>
  %1:2 = chlo.scan(%y) inits(%n) dimension=0 {
  ^bb0(%e: tensor<0xi32>, %c: tensor<i32>):
    %one = stablehlo.constant dense<1> : tensor<i32>
    %s = stablehlo.add %c, %one : tensor<i32>
    stablehlo.return %e, %s : tensor<0xi32>, tensor<i32>
  } : (tensor<3x0xi32>, tensor<i32>) -> (tensor<3x0xi32>, tensor<i32>)
  check.expect_eq_const %1#1, dense<3> : tensor<i32>
  func.return
}

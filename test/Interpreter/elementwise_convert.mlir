// RUN: fold-opt --interpret --split-input-file %s

// Integer -> integer wraps; booleans are 0 / 1; non-zero is true.
func.func @convert_integers() {
  %x = stablehlo.constant dense<[300, -129, 7, -1]> : tensor<4xi32>
  %a = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xi8>
  check.expect_eq_const %a, dense<[44, 127, 7, -1]> : tensor<4xi8>
  %b = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xi4>
  check.expect_eq_const %b, dense<[-4, -1, 7, -1]> : tensor<4xi4>
  %c = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xui2>
  check.expect_eq_const %c, dense<[0, 3, 3, 3]> : tensor<4xui2>
  %d = stablehlo.convert %x : (tensor<4xi32>) -> tensor<4xi1>
  check.expect_eq_const %d, dense<[true, true, true, true]> : tensor<4xi1>
  %u = stablehlo.convert %b : (tensor<4xi4>) -> tensor<4xui64>
  check.expect_eq_const %u, dense<[18446744073709551612, 18446744073709551615, 7, 18446744073709551615]> : tensor<4xui64>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  %pi = stablehlo.convert %p : (tensor<2xi1>) -> tensor<2xi4>
  check.expect_eq_const %pi, dense<[1, 0]> : tensor<2xi4>
  func.return
}

// -----

// Float -> integer truncates towards zero; NaN gives 0 and out-of-range
// values saturate.
func.func @convert_float_to_int() {
  %x = stablehlo.constant dense<[2.9, -2.9, 1.0e10, -1.0e10, 0x7FC00000, -0.5]> : tensor<6xf32>
  %a = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi32>
  check.expect_eq_const %a, dense<[2, -2, 2147483647, -2147483648, 0, 0]> : tensor<6xi32>
  %b = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xui8>
  check.expect_eq_const %b, dense<[2, 0, 255, 0, 0, 0]> : tensor<6xui8>
  %c = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi4>
  check.expect_eq_const %c, dense<[2, -2, 7, -8, 0, 0]> : tensor<6xi4>
  %d = stablehlo.convert %x : (tensor<6xf32>) -> tensor<6xi1>
  check.expect_eq_const %d, dense<[true, true, true, true, true, true]> : tensor<6xi1>
  func.return
}

// -----

// Integer -> float and float -> float round to nearest even, once.
func.func @convert_to_float() {
  // 2^24 + 1 is a tie between 2^24 and 2^24 + 2 in f32: even wins.
  %x = stablehlo.constant dense<[16777217, 16777219, -3]> : tensor<3xi64>
  %a = stablehlo.convert %x : (tensor<3xi64>) -> tensor<3xf32>
  check.expect_eq_const %a, dense<[16777216.0, 16777220.0, -3.0]> : tensor<3xf32>
  // 2049 is a tie in f16 (between 2048 and 2050); 2051 rounds to 2052.
  %y = stablehlo.constant dense<[2049, 2051, 65520, 100000]> : tensor<4xui32>
  %b = stablehlo.convert %y : (tensor<4xui32>) -> tensor<4xf16>
  check.expect_eq_const %b, dense<[2048.0, 2052.0, 0x7C00, 0x7C00]> : tensor<4xf16>
  // bf16 from a large integer: 2^40 + 2^32 + 1 rounds up past the tie.
  %z = stablehlo.constant dense<1103806595073> : tensor<i64>
  %c = stablehlo.convert %z : (tensor<i64>) -> tensor<bf16>
  check.expect_eq_const %c, dense<1.10680464e+12> : tensor<bf16>
  func.return
}

// -----

func.func @convert_float_to_float() {
  // 1 + 2^-11 + 2^-40 in f64: just above the f16 tie, so it rounds up
  // (a detour through f32 would lose the 2^-40 and round to even, down).
  %x = stablehlo.constant dense<[1.0004882812509095, -0.0, 0x7FF0000000000000, 0x7FF8000000000000, 1.0e-30]> : tensor<5xf64>
  %a = stablehlo.convert %x : (tensor<5xf64>) -> tensor<5xf16>
  %bits = stablehlo.bitcast_convert %a : (tensor<5xf16>) -> tensor<5xui16>
  check.expect_eq_const %bits, dense<[15361, 32768, 31744, 32256, 0]> : tensor<5xui16>
  %b = stablehlo.convert %x : (tensor<5xf64>) -> tensor<5xf8E4M3FN>
  check.expect_almost_eq_const %b, dense<[1.0, -0.0, 0x7F, 0x7F, 0.0]> : tensor<5xf8E4M3FN>
  %y = stablehlo.constant dense<[1.5, -448.0, 0.001953125]> : tensor<3xf8E4M3FN>
  %c = stablehlo.convert %y : (tensor<3xf8E4M3FN>) -> tensor<3xbf16>
  check.expect_eq_const %c, dense<[1.5, -448.0, 0.001953125]> : tensor<3xbf16>
  func.return
}

// -----

// Complex -> real keeps the real part; real -> complex has imaginary 0.
func.func @convert_complex() {
  %z = stablehlo.constant dense<[(1.5, 2.0), (0.0, 1.0), (-3.7, 0.0)]> : tensor<3xcomplex<f64>>
  %a = stablehlo.convert %z : (tensor<3xcomplex<f64>>) -> tensor<3xf32>
  check.expect_eq_const %a, dense<[1.5, 0.0, -3.70000005]> : tensor<3xf32>
  %b = stablehlo.convert %z : (tensor<3xcomplex<f64>>) -> tensor<3xi8>
  check.expect_eq_const %b, dense<[1, 0, -3]> : tensor<3xi8>
  %p = stablehlo.convert %z : (tensor<3xcomplex<f64>>) -> tensor<3xi1>
  check.expect_eq_const %p, dense<[true, false, true]> : tensor<3xi1>
  %c = stablehlo.convert %z : (tensor<3xcomplex<f64>>) -> tensor<3xcomplex<f32>>
  check.expect_eq_const %c, dense<[(1.5, 2.0), (0.0, 1.0), (-3.70000005, 0.0)]> : tensor<3xcomplex<f32>>
  %i = stablehlo.constant dense<[-2, 7]> : tensor<2xi4>
  %d = stablehlo.convert %i : (tensor<2xi4>) -> tensor<2xcomplex<f32>>
  check.expect_eq_const %d, dense<[(-2.0, 0.0), (7.0, 0.0)]> : tensor<2xcomplex<f32>>
  func.return
}

// -----

// bitcast_convert: little-endian, element 0 in the lowest bits.
func.func @bitcast_widths() {
  %x = stablehlo.constant dense<0x0102030405060708> : tensor<i64>
  %a = stablehlo.bitcast_convert %x : (tensor<i64>) -> tensor<4xui16>
  check.expect_eq_const %a, dense<[0x0708, 0x0506, 0x0304, 0x0102]> : tensor<4xui16>
  %b = stablehlo.bitcast_convert %a : (tensor<4xui16>) -> tensor<i64>
  check.expect_eq_const %b, dense<0x0102030405060708> : tensor<i64>
  %f = stablehlo.constant dense<[1.0, -2.0]> : tensor<2xf32>
  %g = stablehlo.bitcast_convert %f : (tensor<2xf32>) -> tensor<2xi32>
  check.expect_eq_const %g, dense<[1065353216, -1073741824]> : tensor<2xi32>
  func.return
}

// -----

func.func @bitcast_sub_byte() {
  %x = stablehlo.constant dense<[0x5A, 0xF1]> : tensor<2xui8>
  %a = stablehlo.bitcast_convert %x : (tensor<2xui8>) -> tensor<2x2xi4>
  check.expect_eq_const %a, dense<[[-6, 5], [1, -1]]> : tensor<2x2xi4>
  %b = stablehlo.bitcast_convert %x : (tensor<2xui8>) -> tensor<2x4xui2>
  check.expect_eq_const %b, dense<[[2, 2, 1, 1], [1, 0, 3, 3]]> : tensor<2x4xui2>
  %c = stablehlo.bitcast_convert %a : (tensor<2x2xi4>) -> tensor<2xui8>
  check.expect_eq_const %c, dense<[0x5A, 0xF1]> : tensor<2xui8>
  %p = stablehlo.bitcast_convert %x : (tensor<2xui8>) -> tensor<2x8xi1>
  check.expect_eq_const %p, dense<[[false, true, false, true, true, false, true, false], [true, false, false, false, true, true, true, true]]> : tensor<2x8xi1>
  %q = stablehlo.bitcast_convert %p : (tensor<2x8xi1>) -> tensor<2xi8>
  check.expect_eq_const %q, dense<[90, -15]> : tensor<2xi8>
  func.return
}

// -----

// reduce_precision: round the mantissa to nearest even, overflow to
// infinity, flush below the smallest normal, keep NaN.
func.func @reduce_precision_f32() {
  // 1 + 2^-11 is a tie for 10 mantissa bits (even: 1.0);
  // 1 + 3 * 2^-11 rounds up to 1 + 2^-9; 70000 overflows e5m10;
  // 1e-5 is below the smallest e5 normal (2^-14).
  %x = stablehlo.constant dense<[1.00048828, 1.00146484, 70000.0, -70000.0, 1.0e-5, 0x7FC00001, -0.0]> : tensor<7xf32>
  %r = stablehlo.reduce_precision %x, format = e5m10 : tensor<7xf32>
  %bits = stablehlo.bitcast_convert %r : (tensor<7xf32>) -> tensor<7xui32>
  check.expect_eq_const %bits, dense<[1065353216, 1065369600, 2139095040, 4286578688, 0, 2143289345, 2147483648]> : tensor<7xui32>
  func.return
}

// -----

func.func @reduce_precision_bf16_and_f16() {
  %x = stablehlo.constant dense<[1.0078125, 3.0, 0x7F80]> : tensor<3xbf16>
  %r = stablehlo.reduce_precision %x, format = e8m2 : tensor<3xbf16>
  check.expect_almost_eq_const %r, dense<[1.0, 3.0, 0x7F80]> : tensor<3xbf16>
  // f16 subnormals survive when the exponent is not reduced.
  %y = stablehlo.constant dense<[0x0001, 0x03FF]> : tensor<2xf16>
  %s = stablehlo.reduce_precision %y, format = e5m10 : tensor<2xf16>
  %bits = stablehlo.bitcast_convert %s : (tensor<2xf16>) -> tensor<2xui16>
  check.expect_eq_const %bits, dense<[1, 1023]> : tensor<2xui16>
  %t = stablehlo.reduce_precision %y, format = e4m10 : tensor<2xf16>
  %tbits = stablehlo.bitcast_convert %t : (tensor<2xf16>) -> tensor<2xui16>
  check.expect_eq_const %tbits, dense<[0, 0]> : tensor<2xui16>
  func.return
}

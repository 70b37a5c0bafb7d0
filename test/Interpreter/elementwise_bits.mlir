// RUN: fold-opt --interpret --split-input-file %s

// Shift amounts at or beyond the width, or negative, shift every bit out.
func.func @shift_left_i8() {
  %x = stablehlo.constant dense<[1, -1, 3, 64, 5, 7]> : tensor<6xi8>
  %s = stablehlo.constant dense<[7, 1, 8, 1, -1, 100]> : tensor<6xi8>
  %r = stablehlo.shift_left %x, %s : tensor<6xi8>
  check.expect_eq_const %r, dense<[-128, -2, 0, -128, 0, 0]> : tensor<6xi8>
  func.return
}

// -----

func.func @shift_right_arithmetic_i16() {
  %x = stablehlo.constant dense<[-32768, -5, 100, -1, 9, -9]> : tensor<6xi16>
  %s = stablehlo.constant dense<[15, 1, 2, 16, -3, 40]> : tensor<6xi16>
  %r = stablehlo.shift_right_arithmetic %x, %s : tensor<6xi16>
  check.expect_eq_const %r, dense<[-1, -3, 25, -1, 0, -1]> : tensor<6xi16>
  func.return
}

// -----

func.func @shift_right_logical_i32() {
  %x = stablehlo.constant dense<[-1, -2147483648, 12, -1]> : tensor<4xi32>
  %s = stablehlo.constant dense<[28, 31, 2, 32]> : tensor<4xi32>
  %r = stablehlo.shift_right_logical %x, %s : tensor<4xi32>
  check.expect_eq_const %r, dense<[15, 1, 3, 0]> : tensor<4xi32>
  func.return
}

// -----

// Sub-byte widths: i4 holds -8..7, ui2 holds 0..3.
func.func @shifts_i4() {
  %x = stablehlo.constant dense<[3, -8, -1, 5]> : tensor<4xi4>
  %s = stablehlo.constant dense<[1, 1, 3, 4]> : tensor<4xi4>
  %l = stablehlo.shift_left %x, %s : tensor<4xi4>
  check.expect_eq_const %l, dense<[6, 0, -8, 0]> : tensor<4xi4>
  %a = stablehlo.shift_right_arithmetic %x, %s : tensor<4xi4>
  check.expect_eq_const %a, dense<[1, -4, -1, 0]> : tensor<4xi4>
  %g = stablehlo.shift_right_logical %x, %s : tensor<4xi4>
  check.expect_eq_const %g, dense<[1, 4, 1, 0]> : tensor<4xi4>
  func.return
}

// -----

func.func @shifts_ui2() {
  %x = stablehlo.constant dense<[3, 2, 1, 3]> : tensor<4xui2>
  %s = stablehlo.constant dense<[1, 1, 2, 3]> : tensor<4xui2>
  %l = stablehlo.shift_left %x, %s : tensor<4xui2>
  check.expect_eq_const %l, dense<[2, 0, 0, 0]> : tensor<4xui2>
  %a = stablehlo.shift_right_arithmetic %x, %s : tensor<4xui2>
  check.expect_eq_const %a, dense<[3, 3, 0, 3]> : tensor<4xui2>
  %g = stablehlo.shift_right_logical %x, %s : tensor<4xui2>
  check.expect_eq_const %g, dense<[1, 1, 0, 0]> : tensor<4xui2>
  func.return
}

// -----

func.func @shift_ui64_large_amount() {
  %x = stablehlo.constant dense<[18446744073709551615, 1]> : tensor<2xui64>
  %s = stablehlo.constant dense<[63, 18446744073709551615]> : tensor<2xui64>
  %l = stablehlo.shift_left %x, %s : tensor<2xui64>
  check.expect_eq_const %l, dense<[9223372036854775808, 0]> : tensor<2xui64>
  %g = stablehlo.shift_right_logical %x, %s : tensor<2xui64>
  check.expect_eq_const %g, dense<[1, 0]> : tensor<2xui64>
  func.return
}

// -----

func.func @count_leading_zeros() {
  %a = stablehlo.constant dense<[0, 1, -1, 16]> : tensor<4xi8>
  %ra = stablehlo.count_leading_zeros %a : tensor<4xi8>
  check.expect_eq_const %ra, dense<[8, 7, 0, 3]> : tensor<4xi8>
  %b = stablehlo.constant dense<[0, 1, -8, 7]> : tensor<4xi4>
  %rb = stablehlo.count_leading_zeros %b : tensor<4xi4>
  check.expect_eq_const %rb, dense<[4, 3, 0, 1]> : tensor<4xi4>
  %c = stablehlo.constant dense<[0, 1, 2, 3]> : tensor<4xui2>
  %rc = stablehlo.count_leading_zeros %c : tensor<4xui2>
  check.expect_eq_const %rc, dense<[2, 1, 0, 0]> : tensor<4xui2>
  %d = stablehlo.constant dense<[0, 4294967295, 65536]> : tensor<3xui32>
  %rd = stablehlo.count_leading_zeros %d : tensor<3xui32>
  check.expect_eq_const %rd, dense<[32, 0, 15]> : tensor<3xui32>
  func.return
}

// -----

func.func @popcnt() {
  %a = stablehlo.constant dense<[0, -1, 85, -128]> : tensor<4xi8>
  %ra = stablehlo.popcnt %a : tensor<4xi8>
  check.expect_eq_const %ra, dense<[0, 8, 4, 1]> : tensor<4xi8>
  %b = stablehlo.constant dense<[-1, -8, 5]> : tensor<3xi4>
  %rb = stablehlo.popcnt %b : tensor<3xi4>
  check.expect_eq_const %rb, dense<[4, 1, 2]> : tensor<3xi4>
  %c = stablehlo.constant dense<[-1, 3]> : tensor<2xi64>
  %rc = stablehlo.popcnt %c : tensor<2xi64>
  check.expect_eq_const %rc, dense<[64, 2]> : tensor<2xi64>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s

func.func @rounding_f32() {
  %x = stablehlo.constant dense<[-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, -0.0, 0x7FC00000]> : tensor<8xf32>
  %afz = stablehlo.round_nearest_afz %x : tensor<8xf32>
  check.expect_almost_eq_const %afz, dense<[-3.0, -2.0, -1.0, 1.0, 2.0, 3.0, -0.0, 0x7FC00000]> : tensor<8xf32>
  %even = stablehlo.round_nearest_even %x : tensor<8xf32>
  check.expect_almost_eq_const %even, dense<[-2.0, -2.0, -0.0, 0.0, 2.0, 2.0, -0.0, 0x7FC00000]> : tensor<8xf32>
  %c = stablehlo.ceil %x : tensor<8xf32>
  check.expect_almost_eq_const %c, dense<[-2.0, -1.0, -0.0, 1.0, 2.0, 3.0, -0.0, 0x7FC00000]> : tensor<8xf32>
  %f = stablehlo.floor %x : tensor<8xf32>
  check.expect_almost_eq_const %f, dense<[-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, -0.0, 0x7FC00000]> : tensor<8xf32>
  func.return
}

// -----

// The sign of a zero survives ceil: ceil(-0.5) is -0.0 (bits 0x8000).
func.func @ceil_negative_zero_bf16() {
  %x = stablehlo.constant dense<[-0.5, 1.25]> : tensor<2xbf16>
  %c = stablehlo.ceil %x : tensor<2xbf16>
  %bits = stablehlo.bitcast_convert %c : (tensor<2xbf16>) -> tensor<2xui16>
  check.expect_eq_const %bits, dense<[32768, 16384]> : tensor<2xui16>
  func.return
}

// -----

func.func @exp_log_f64() {
  %x = stablehlo.constant dense<[0.0, 1.0, -1.0, 0x7FF0000000000000, 0xFFF0000000000000]> : tensor<5xf64>
  %e = stablehlo.exponential %x : tensor<5xf64>
  check.expect_almost_eq_const %e, dense<[1.0, 2.718281828459045, 0.36787944117144233, 0x7FF0000000000000, 0.0]> : tensor<5xf64>
  %y = stablehlo.constant dense<[1.0, 2.718281828459045, 0.0, -1.0, 0x7FF0000000000000]> : tensor<5xf64>
  %l = stablehlo.log %y : tensor<5xf64>
  check.expect_almost_eq_const %l, dense<[0.0, 1.0, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000]> : tensor<5xf64>
  func.return
}

// -----

// Near zero, expm1 and log1p keep their precision.
func.func @expm1_log1p_small() {
  %x = stablehlo.constant dense<[1.0e-10, -1.0e-10, 0.0, -0.0]> : tensor<4xf64>
  %e = stablehlo.exponential_minus_one %x : tensor<4xf64>
  %ee = stablehlo.constant dense<[1.00000000005e-10, -9.9999999995e-11, 0.0, -0.0]> : tensor<4xf64>
  check.expect_close %e, %ee, max_ulp_difference = 1 : tensor<4xf64>, tensor<4xf64>
  %l = stablehlo.log_plus_one %x : tensor<4xf64>
  %le = stablehlo.constant dense<[9.9999999995e-11, -1.00000000005e-10, 0.0, -0.0]> : tensor<4xf64>
  check.expect_close %l, %le, max_ulp_difference = 1 : tensor<4xf64>, tensor<4xf64>
  %m = stablehlo.constant dense<-1.0> : tensor<f32>
  %lm = stablehlo.log_plus_one %m : tensor<f32>
  check.expect_almost_eq_const %lm, dense<0xFF800000> : tensor<f32>
  func.return
}

// -----

func.func @trig_f32() {
  %x = stablehlo.constant dense<[0.0, 0.5, -1.0, 0x7F800000]> : tensor<4xf32>
  %s = stablehlo.sine %x : tensor<4xf32>
  check.expect_almost_eq_const %s, dense<[0.0, 0.47942554, -0.84147098, 0x7FC00000]> : tensor<4xf32>
  %c = stablehlo.cosine %x : tensor<4xf32>
  check.expect_almost_eq_const %c, dense<[1.0, 0.87758256, 0.54030231, 0x7FC00000]> : tensor<4xf32>
  %t = stablehlo.tan %x : tensor<4xf32>
  check.expect_almost_eq_const %t, dense<[0.0, 0.54630249, -1.5574077, 0x7FC00000]> : tensor<4xf32>
  %h = stablehlo.tanh %x : tensor<4xf32>
  check.expect_almost_eq_const %h, dense<[0.0, 0.46211716, -0.76159416, 1.0]> : tensor<4xf32>
  func.return
}

// -----

// f16 / f8: computed through float and rounded once.
func.func @narrow_formats() {
  %x = stablehlo.constant dense<[1.0, 4.0, 0.25, 0.0]> : tensor<4xf16>
  %s = stablehlo.sqrt %x : tensor<4xf16>
  check.expect_eq_const %s, dense<[1.0, 2.0, 0.5, 0.0]> : tensor<4xf16>
  %r = stablehlo.rsqrt %x : tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[1.0, 0.5, 2.0, 0x7C00]> : tensor<4xf16>
  %e = stablehlo.exponential %x : tensor<4xf16>
  %ee = stablehlo.constant dense<[2.718, 54.6, 1.284, 1.0]> : tensor<4xf16>
  check.expect_close %e, %ee, max_ulp_difference = 0 : tensor<4xf16>, tensor<4xf16>
  %y = stablehlo.constant dense<[1.0, 8.0, -27.0, 0.5]> : tensor<4xf8E4M3FN>
  %c = stablehlo.cbrt %y : tensor<4xf8E4M3FN>
  check.expect_eq_const %c, dense<[1.0, 2.0, -3.0, 0.8125]> : tensor<4xf8E4M3FN>
  func.return
}

// -----

func.func @logistic_and_sign() {
  %x = stablehlo.constant dense<[0.0, 100.0, -800.0, 0x7FF8000000000000, -0.0, -3.5]> : tensor<6xf64>
  %l = stablehlo.logistic %x : tensor<6xf64>
  check.expect_almost_eq_const %l, dense<[0.5, 1.0, 0.0, 0x7FF8000000000000, 0.5, 0.029312230751356319]> : tensor<6xf64>
  %s = stablehlo.sign %x : tensor<6xf64>
  %bits = stablehlo.bitcast_convert %s : (tensor<6xf64>) -> tensor<6xi64>
  // 0.0, 1.0, -1.0, NaN (kept), -0.0, -1.0
  check.expect_eq_const %bits, dense<[0, 4607182418800017408, -4616189618054758400, 9221120237041090560, -9223372036854775808, -4616189618054758400]> : tensor<6xi64>
  %i = stablehlo.constant dense<[-7, 0, 3, -8]> : tensor<4xi4>
  %si = stablehlo.sign %i : tensor<4xi4>
  check.expect_eq_const %si, dense<[-1, 0, 1, -1]> : tensor<4xi4>
  func.return
}

// -----

func.func @power_integers() {
  %b = stablehlo.constant dense<[2, -2, 3, 1, -1, -1, 5, 0]> : tensor<8xi32>
  %e = stablehlo.constant dense<[10, 3, 0, -5, -3, -4, -1, 0]> : tensor<8xi32>
  %r = stablehlo.power %b, %e : tensor<8xi32>
  check.expect_eq_const %r, dense<[1024, -8, 1, 1, -1, 1, 0, 1]> : tensor<8xi32>
  // Wraps: 3^5 = 243 = -13 (mod 256) in i8; 2^100 = 0.
  %b8 = stablehlo.constant dense<[3, 2]> : tensor<2xi8>
  %e8 = stablehlo.constant dense<[5, 100]> : tensor<2xi8>
  %r8 = stablehlo.power %b8, %e8 : tensor<2xi8>
  check.expect_eq_const %r8, dense<[-13, 0]> : tensor<2xi8>
  %bu = stablehlo.constant dense<[3, 2]> : tensor<2xui4>
  %eu = stablehlo.constant dense<[2, 15]> : tensor<2xui4>
  %ru = stablehlo.power %bu, %eu : tensor<2xui4>
  check.expect_eq_const %ru, dense<[9, 0]> : tensor<2xui4>
  func.return
}

// -----

func.func @power_and_atan2_floats() {
  %x = stablehlo.constant dense<[2.0, -8.0, 0.0, 0x7FC00000, 1.0]> : tensor<5xf32>
  %y = stablehlo.constant dense<[0.5, 3.0, -1.0, 0.0, 0x7FC00000]> : tensor<5xf32>
  %p = stablehlo.power %x, %y : tensor<5xf32>
  check.expect_almost_eq_const %p, dense<[1.41421354, -512.0, 0x7F800000, 1.0, 1.0]> : tensor<5xf32>
  %a = stablehlo.atan2 %x, %y : tensor<5xf32>
  check.expect_almost_eq_const %a, dense<[1.32581770, -1.21202566, 3.14159274, 0x7FC00000, 0x7FC00000]> : tensor<5xf32>
  func.return
}

// -----

func.func @complex_math() {
  %z = stablehlo.constant dense<[(0.0, 3.14159265358979), (-4.0, 0.0), (1.0, 1.0)]> : tensor<3xcomplex<f64>>
  %e = stablehlo.exponential %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %e, dense<[(-1.0, 0.0), (0.018315638888734179, 0.0), (1.4686939399158851, 2.2873552871788423)]> : tensor<3xcomplex<f64>>
  %s = stablehlo.sqrt %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %s, dense<[(1.2533141373155001, 1.2533141373155001), (0.0, 2.0), (1.0986841134678100, 0.45508986056222733)]> : tensor<3xcomplex<f64>>
  %c = stablehlo.cbrt %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %c, dense<[(1.2683737808048812, 0.73229594378076135), (0.7937005259840998, 1.3747296369986026), (1.0842150814913512, 0.2905145555072514)]> : tensor<3xcomplex<f64>>
  %g = stablehlo.sign %z : tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %g, dense<[(0.0, 1.0), (-1.0, 0.0), (0.70710678118654746, 0.70710678118654746)]> : tensor<3xcomplex<f64>>
  func.return
}

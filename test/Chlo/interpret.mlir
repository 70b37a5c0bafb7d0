// RUN: fold-opt --interpret --split-input-file %s

// Values of the chlo special functions, poles and edges included.

func.func @lgamma_f64() {
  %x = stablehlo.constant dense<[0.5, 1.0, 3.0, -0.5, -2.5, 100.0, 0.0, -1.0, 0xFFF0000000000000, 0x7FF0000000000000]> : tensor<10xf64>
  %r = chlo.lgamma %x : tensor<10xf64> -> tensor<10xf64>
  check.expect_almost_eq_const %r, dense<[0.5723649429247001, 0.0, 0.6931471805599453, 1.265512123484645, -0.05624371649767457, 359.1342053695754, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000, 0x7FF0000000000000]> : tensor<10xf64>, tolerance = 1.0e-12
  func.return
}

// -----

func.func @lgamma_f16() {
  %x = stablehlo.constant dense<[0.5, 3.0, 0.0, -2.0]> : tensor<4xf16>
  %r = chlo.lgamma %x : tensor<4xf16> -> tensor<4xf16>
  check.expect_almost_eq_const %r, dense<[0.5723, 0.6931, 0x7C00, 0x7C00]> : tensor<4xf16>, tolerance = 1.0e-3
  func.return
}

// -----

// psi(1) = -gamma, psi(1/2) = -gamma - 2 ln 2, psi(x + 1) = psi(x) + 1/x;
// NaN at the poles.
func.func @digamma_f64() {
  %x = stablehlo.constant dense<[1.0, 0.5, -0.5, 10.0, 100.0, 0.0, -2.0, 0x7FF0000000000000]> : tensor<8xf64>
  %r = chlo.digamma %x : tensor<8xf64> -> tensor<8xf64>
  check.expect_almost_eq_const %r, dense<[-0.5772156649015329, -1.9635100260214235, 0.03648997397857645, 2.251752589066721, 4.600161852738088, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF0000000000000]> : tensor<8xf64>, tolerance = 1.0e-12
  func.return
}

// -----

func.func @erf_erfc_f32() {
  %x = stablehlo.constant dense<[0.5, 3.0, -1.0, 0.0]> : tensor<4xf32>
  %e = chlo.erf %x : tensor<4xf32> -> tensor<4xf32>
  %c = chlo.erfc %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_almost_eq_const %e, dense<[0.52049988, 0.99997791, -0.84270079, 0.0]> : tensor<4xf32>, tolerance = 1.0e-7
  check.expect_almost_eq_const %c, dense<[0.47950012, 2.2090497e-05, 1.8427008, 1.0]> : tensor<4xf32>, tolerance = 1.0e-7
  func.return
}

// -----

// +-inf at +-1, NaN outside [-1, 1], odd, tiny values scale by sqrt(pi)/2.
func.func @erf_inv_f64() {
  %x = stablehlo.constant dense<[1.0, -1.0, 0.0, 0.5, -0.9, 1.5, 1.0e-300]> : tensor<7xf64>
  %r = chlo.erf_inv %x : tensor<7xf64> -> tensor<7xf64>
  check.expect_almost_eq_const %r, dense<[0x7FF0000000000000, 0xFFF0000000000000, 0.0, 0.4769362762044699, -1.1630871536766745, 0x7FF8000000000000, 8.86226925452758e-301]> : tensor<7xf64>, tolerance = 1.0e-14
  func.return
}

// -----

// erf(erf_inv(x)) = x; near 1, erfc(erf_inv(x)) = 1 - x to a relative 1e-13.
func.func @erf_inv_inverts_erf() {
  %x = stablehlo.constant dense<[-0.99, -0.3, 0.1, 0.7, 0.999]> : tensor<5xf64>
  %y = chlo.erf_inv %x : tensor<5xf64> -> tensor<5xf64>
  %back = chlo.erf %y : tensor<5xf64> -> tensor<5xf64>
  check.expect_almost_eq %back, %x, tolerance = 1.0e-15 : tensor<5xf64>
  %near = stablehlo.constant dense<[0.999999999999, 0.9999999999999999]> : tensor<2xf64>
  %yn = chlo.erf_inv %near : tensor<2xf64> -> tensor<2xf64>
  %tail = chlo.erfc %yn : tensor<2xf64> -> tensor<2xf64>
  %one = stablehlo.constant dense<1.0> : tensor<2xf64>
  %gap = stablehlo.subtract %one, %near : tensor<2xf64>
  %ratio = stablehlo.divide %tail, %gap : tensor<2xf64>
  check.expect_almost_eq_const %ratio, dense<1.0> : tensor<2xf64>, tolerance = 1.0e-13
  func.return
}

// -----

// erf_inv in f32 and bf16 (through float).
func.func @erf_inv_narrow() {
  %x = stablehlo.constant dense<[1.0, 0.5, -1.0]> : tensor<3xbf16>
  %r = chlo.erf_inv %x : tensor<3xbf16> -> tensor<3xbf16>
  check.expect_almost_eq_const %r, dense<[0x7F80, 0.4765625, 0xFF80]> : tensor<3xbf16>, tolerance = 1.0e-7
  func.return
}

// -----

// Odd, e^-|x| I1(x): the power series below 30, the asymptotic series above.
func.func @bessel_i1e_f64() {
  %x = stablehlo.constant dense<[0.0, 1.0, -1.0, 10.0, 50.0, -100.0, 0x7FF0000000000000]> : tensor<7xf64>
  %r = chlo.bessel_i1e %x : tensor<7xf64> -> tensor<7xf64>
  check.expect_almost_eq_const %r, dense<[0.0, 0.20791041534970844, -0.20791041534970844, 0.12126268138445552, 0.0559931238928954, -0.03974415302513025, 0.0]> : tensor<7xf64>, tolerance = 1.0e-15
  func.return
}

// -----

func.func @trigonometric_real() {
  %x = stablehlo.constant dense<[0.5, -0.25]> : tensor<2xf64>
  %asin = chlo.asin %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %asin, dense<[0.5235987755982989, -0.25268025514207865]> : tensor<2xf64>, tolerance = 1.0e-15
  %atan = chlo.atan %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %atan, dense<[0.4636476090008061, -0.24497866312686414]> : tensor<2xf64>, tolerance = 1.0e-15
  %atanh = chlo.atanh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %atanh, dense<[0.5493061443340549, -0.25541281188299536]> : tensor<2xf64>, tolerance = 1.0e-15
  %asinh = chlo.asinh %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %asinh, dense<[0.48121182505960347, -0.24746646154726346]> : tensor<2xf64>, tolerance = 1.0e-15
  %tan = chlo.tan %x : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %tan, dense<[0.5463024898437905, -0.25534192122103627]> : tensor<2xf64>, tolerance = 1.0e-15
  %two = stablehlo.constant dense<[2.0, 1.0]> : tensor<2xf64>
  %acosh = chlo.acosh %two : tensor<2xf64> -> tensor<2xf64>
  check.expect_almost_eq_const %acosh, dense<[1.3169578969248166, 0.0]> : tensor<2xf64>, tolerance = 1.0e-15
  func.return
}

// -----

// f32 sinh / cosh stay finite up to their own overflow threshold (e^x / 2
// alone would overflow above 88.72).
func.func @hyperbolic_f32() {
  %x = stablehlo.constant dense<[0.5, -2.0, 89.0, -89.0, 90.0]> : tensor<5xf32>
  %s = chlo.sinh %x : tensor<5xf32> -> tensor<5xf32>
  %c = chlo.cosh %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_almost_eq_const %s, dense<[0.52109530, -3.6268604, 2.2448064e+38, -2.2448064e+38, 0x7F800000]> : tensor<5xf32>, tolerance = 1.0e33
  check.expect_almost_eq_const %c, dense<[1.1276259, 3.7621957, 2.2448064e+38, 2.2448064e+38, 0x7F800000]> : tensor<5xf32>, tolerance = 1.0e33
  %small = stablehlo.constant dense<[0.5, -2.0]> : tensor<2xf32>
  %ss = chlo.sinh %small : tensor<2xf32> -> tensor<2xf32>
  check.expect_almost_eq_const %ss, dense<[0.52109530, -3.6268604]> : tensor<2xf32>, tolerance = 1.0e-6
  func.return
}

// -----

// Complex: principal branches; complex<f32> is computed in double.
func.func @complex() {
  %z = stablehlo.constant dense<[(2.0, 0.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>
  %asin = chlo.asin %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %asin, dense<[(1.5707963, 1.3169579), (0.0, 0.88137359)]> : tensor<2xcomplex<f32>>, tolerance = 1.0e-6
  %sinh = chlo.sinh %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %sinh, dense<[(3.6268604, 0.0), (0.0, 0.84147098)]> : tensor<2xcomplex<f32>>, tolerance = 1.0e-6
  %cosh = chlo.cosh %z : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  check.expect_almost_eq_const %cosh, dense<[(3.7621957, 0.0), (0.54030231, 0.0)]> : tensor<2xcomplex<f32>>, tolerance = 1.0e-6
  func.return
}

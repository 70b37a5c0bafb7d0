// RUN: fold-opt --interpret --split-input-file %s

// Values of acos, conj, square, _asin_acos_kernel, is_inf / is_neg_inf /
// is_pos_inf, zeta, polygamma, constant and constant_like. Reference values
// from mpmath (40 digits) or closed forms (zeta(2, 1) = pi^2 / 6, zeta(2,
// 1/2) = pi^2 / 2, psi'(1/2) = pi^2 / 2, psi''(1) = -2 zeta(3)).

func.func @acos() {
  %x = stablehlo.constant dense<[0.5, -1.0, 0.9, 1.0, 0.0, -0.0, 1.5, 0x7FF8000000000000, 0x7FF0000000000000]> : tensor<9xf64>
  %r = chlo.acos %x : tensor<9xf64> -> tensor<9xf64>
  check.expect_almost_eq_const %r, dense<[1.0471975511965979, 3.141592653589793, 0.45102681179626236, 0.0, 1.5707963267948966, 1.5707963267948966, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000]> : tensor<9xf64>, tolerance = 1.0e-15
  %h = stablehlo.constant dense<[0.5, -1.0]> : tensor<2xbf16>
  %rh = chlo.acos %h : tensor<2xbf16> -> tensor<2xbf16>
  check.expect_almost_eq_const %rh, dense<[1.047, 3.141]> : tensor<2xbf16>, tolerance = 1.0e-2
  %z = stablehlo.constant dense<[(0.5, -2.0)]> : tensor<1xcomplex<f64>>
  %rz = chlo.acos %z : tensor<1xcomplex<f64>> -> tensor<1xcomplex<f64>>
  check.expect_almost_eq_const %rz, dense<[(1.3497776911720128, 1.4657153519472905)]> : tensor<1xcomplex<f64>>, tolerance = 1.0e-14
  func.return
}

// -----

// conj flips the imaginary sign (of zeros and NaNs too) and keeps reals,
// signalling NaNs included, bit for bit.
func.func @conj() {
  %z = stablehlo.constant dense<[(1.0, 2.0), (-0.0, 0.0), (0x7FC00000, -1.0)]> : tensor<3xcomplex<f32>>
  %r = chlo.conj %z : tensor<3xcomplex<f32>> -> tensor<3xcomplex<f32>>
  check.expect_eq_const %r, dense<[(1.0, -2.0), (-0.0, -0.0), (0x7FC00000, 1.0)]> : tensor<3xcomplex<f32>>
  %x = stablehlo.constant dense<[1.5, -0.0, 0x7F800001, 0xFFC00000]> : tensor<4xf32>
  %rx = chlo.conj %x : tensor<4xf32> -> tensor<4xf32>
  check.expect_eq_const %rx, dense<[1.5, -0.0, 0x7F800001, 0xFFC00000]> : tensor<4xf32>
  func.return
}

// -----

// Real square is multiply(x, x): -0 -> +0, NaN stays NaN, inf -> inf.
// Complex: ((re - im)(re + im), 2 re im).
func.func @square() {
  %x = stablehlo.constant dense<[3.0, -0.0, 0x7FC00000, 0xFF800000, 1.0e20]> : tensor<5xf32>
  %r = chlo.square %x : tensor<5xf32> -> tensor<5xf32>
  check.expect_eq_const %r, dense<[9.0, 0.0, 0x7FC00000, 0x7F800000, 0x7F800000]> : tensor<5xf32>
  %h = stablehlo.constant dense<[1.5, -2.0]> : tensor<2xf16>
  %rh = chlo.square %h : tensor<2xf16> -> tensor<2xf16>
  check.expect_eq_const %rh, dense<[2.25, 4.0]> : tensor<2xf16>
  %z = stablehlo.constant dense<[(1.0, 2.0), (3.0, -1.0), (0x7FF0000000000000, 0x7FF0000000000000)]> : tensor<3xcomplex<f64>>
  %rz = chlo.square %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  check.expect_eq_const %rz, dense<[(-3.0, 4.0), (8.0, -6.0), (0x7FF8000000000000, 0x7FF0000000000000)]> : tensor<3xcomplex<f64>>
  func.return
}

// -----

// w = sqrt(a^2 - x^2) + i log(a + sqrt(a^2 - 1)), a = (|z+1| + |z-1|) / 2.
func.func @asin_acos_kernel() {
  %z = stablehlo.constant dense<[(2.0, 3.0), (0.5, 0.0), (-3.0, -0.25)]> : tensor<3xcomplex<f64>>
  %w = chlo._asin_acos_kernel %z : tensor<3xcomplex<f64>> -> tensor<3xcomplex<f64>>
  check.expect_almost_eq_const %w, dense<[(3.115799084103365, 1.9833870299165355), (0.8660254037844386, 0.0), (0.2650367879069115, 1.7668693026241513)]> : tensor<3xcomplex<f64>>, tolerance = 1.0e-13
  %zf = stablehlo.constant dense<[(2.0, 3.0)]> : tensor<1xcomplex<f32>>
  %wf = chlo._asin_acos_kernel %zf : tensor<1xcomplex<f32>> -> tensor<1xcomplex<f32>>
  check.expect_almost_eq_const %wf, dense<[(3.1157991, 1.9833870)]> : tensor<1xcomplex<f32>>, tolerance = 1.0e-6
  func.return
}

// -----

func.func @is_inf() {
  %x = stablehlo.constant dense<[0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001, 3.4e38, -0.0]> : tensor<6xf32>
  %a = chlo.is_inf %x : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const %a, dense<[true, true, false, false, false, false]> : tensor<6xi1>
  %n = chlo.is_neg_inf %x : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const %n, dense<[false, true, false, false, false, false]> : tensor<6xi1>
  %p = chlo.is_pos_inf %x : tensor<6xf32> -> tensor<6xi1>
  check.expect_eq_const %p, dense<[true, false, false, false, false, false]> : tensor<6xi1>
  %h = stablehlo.constant dense<[0xFC00, 0x7C00, 0x7E00]> : tensor<3xf16>
  %nh = chlo.is_neg_inf %h : tensor<3xf16> -> tensor<3xi1>
  check.expect_eq_const %nh, dense<[true, false, false]> : tensor<3xi1>
  // f8E4M3FN has no infinity: 0x7F is NaN, never inf.
  %e = stablehlo.constant dense<[0x7F, 0x7E]> : tensor<2xf8E4M3FN>
  %ie = chlo.is_inf %e : tensor<2xf8E4M3FN> -> tensor<2xi1>
  check.expect_eq_const %ie, dense<false> : tensor<2xi1>
  func.return
}

// -----

// Hurwitz zeta: values, the domain rules (x = 1 -> inf even for NaN q;
// x < 1 -> NaN; poles q in {0, -1, ...}: inf for even integer x, else NaN;
// q < 0 needs an integer x) and NaN operands (quiet and signalling).
func.func @zeta_f64() {
  %x = stablehlo.constant dense<[2.0, 2.0, 3.0, 4.0, 1.5, 30.0, 2.0, 3.0, 50.0, 6.0, 4.0, 2.0, 300.0]> : tensor<13xf64>
  %q = stablehlo.constant dense<[1.0, 0.5, 2.0, 0.25, 10.0, 1.5, -0.5, -1.5, 3.0, -0.5, -2.5, 1.0e5, 1.0]> : tensor<13xf64>
  %r = chlo.zeta %x, %q : tensor<13xf64>, tensor<13xf64> -> tensor<13xf64>
  check.expect_almost_eq_const %r, dense<[1.6449340668482264, 4.934802200544679, 0.2020569031595943, 256.46369066819807, 0.6486616319415704, 5.215096203815732e-06, 8.934802200544679, 0.1181020258208637, 1.3929563579707038e-24, 128.0926129050203, 32.4579793698646, 1.0000050000166667e-05, 1.0]> : tensor<13xf64>, tolerance = 1.0e-13
  // A large value: relative error 3e-16.
  %xl = stablehlo.constant dense<2.5> : tensor<1xf64>
  %ql = stablehlo.constant dense<1.0e-3> : tensor<1xf64>
  %rl = chlo.zeta %xl, %ql : tensor<1xf64>, tensor<1xf64> -> tensor<1xf64>
  check.expect_almost_eq_const %rl, dense<31622777.94035882> : tensor<1xf64>, tolerance = 2.0e-8
  %xs = stablehlo.constant dense<[1.0, 0.5, 2.0, 3.0, 2.5, 0x7FF8000000000000, 0x7FF0000000000001, 2.0, 0x7FF0000000000000, 0x7FF0000000000000, 2.0, -2.0]> : tensor<12xf64>
  %qs = stablehlo.constant dense<[0x7FF8000000000000, 1.0, 0.0, -1.0, -0.5, 1.0, 1.0, 0x7FF0000000000001, 2.0, 0.5, 0x7FF0000000000000, -3.0]> : tensor<12xf64>
  %s = chlo.zeta %xs, %qs : tensor<12xf64>, tensor<12xf64> -> tensor<12xf64>
  check.expect_eq_const %s, dense<[0x7FF0000000000000, 0x7FF8000000000000, 0x7FF0000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000000, 0x7FF8000000000001, 0x7FF8000000000001, 0.0, 0x7FF0000000000000, 0.0, 0x7FF0000000000000]> : tensor<12xf64>
  func.return
}

// -----

func.func @zeta_narrow() {
  %x = stablehlo.constant dense<[2.0, 3.0]> : tensor<2xf32>
  %q = stablehlo.constant dense<[1.0, 1.0e-3]> : tensor<2xf32>
  %r = chlo.zeta %x, %q : tensor<2xf32>, tensor<2xf32> -> tensor<2xf32>
  // q is the f32 nearest 1e-3 (0.00100000005); zeta(3, q) = 999999858.7.
  check.expect_eq_const %r, dense<[1.64493406, 999999872.0]> : tensor<2xf32>
  %h = stablehlo.constant dense<2.0> : tensor<1xbf16>
  %qh = stablehlo.constant dense<0.5> : tensor<1xbf16>
  %rh = chlo.zeta %h, %qh : tensor<1xbf16>, tensor<1xbf16> -> tensor<1xbf16>
  check.expect_almost_eq_const %rh, dense<4.9348> : tensor<1xbf16>, tolerance = 2.0e-2
  func.return
}

// -----

// polygamma: n = 0 is digamma; n must be a non-negative integer (NaN
// otherwise, also for inf and NaN n).
func.func @polygamma() {
  %n = stablehlo.constant dense<[1.0, 2.0, 3.0, 1.0, 4.0, 1.0, 1.0, 2.0, 3.0, 5.0, 0.0]> : tensor<11xf64>
  %x = stablehlo.constant dense<[1.0, 0.5, 2.5, -0.5, 10.0, 100.0, 0.5, 1.0, -0.5, 3.0, 2.5]> : tensor<11xf64>
  %r = chlo.polygamma %n, %x : tensor<11xf64>, tensor<11xf64> -> tensor<11xf64>
  check.expect_almost_eq_const %r, dense<[1.6449340668482264, -16.82879664423432, 0.22390584881725206, 8.934802200544679, -0.0007299311682352867, 0.010050166663333571, 4.934802200544679, -2.4041138063191885, 193.40909103400244, 0.20616743813389676, 0.7031566406452432]> : tensor<11xf64>, tolerance = 1.0e-12
  %nb = stablehlo.constant dense<[-1.0, 1.5, 0x7FF0000000000000, 0x7FF8000000000000, 1.0]> : tensor<5xf64>
  %xb = stablehlo.constant dense<[1.0, 1.0, 1.0, 1.0, 0x7FF8000000000000]> : tensor<5xf64>
  %s = chlo.polygamma %nb, %xb : tensor<5xf64>, tensor<5xf64> -> tensor<5xf64>
  check.expect_eq_const %s, dense<0x7FF8000000000000> : tensor<5xf64>
  func.return
}

// -----

func.func @constants() {
  %c = chlo.constant dense<[1, 2]> : tensor<2xi64>
  check.expect_eq_const %c, dense<[1, 2]> : tensor<2xi64>
  %x = stablehlo.constant dense<0.0> : tensor<2x3xf32>
  %r = "chlo.constant_like"(%x) <{value = -0.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_eq_const %r, dense<-0.0> : tensor<2x3xf32>
  func.return
}

// RUN: fold-opt --interpret --split-input-file %s

// Complex elementary functions (lib/Interpreter/Kernels/ComplexMath.h):
// composed from CrMath's correctly rounded double functions, no C library
// call, so the bits are the same on every machine. complex<f32> is computed
// in double and rounded once: on these operands every part equals the
// correctly rounded value (mpmath, 200 bits), compared bit for bit.

func.func @correctly_rounded_here() {
  %z = stablehlo.constant dense<[(0.5, 0.25), (-1.5, 2.0), (3.0, -0.75), (0.0010000000474974513, -0.00019999999494757503)]> : tensor<4xcomplex<f32>>
  %r0 = stablehlo.exponential %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %r0, dense<[(1.5974664688110352, 0.4079001843929291), (-0.09285490959882736, 0.20289167761802673), (14.69636344909668, -13.691080093383789), (1.0010005235671997, -0.0002002000983338803)]> : tensor<4xcomplex<f32>>
  %r1 = stablehlo.log %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %r1, dense<[(-0.5815753936767578, 0.46364760398864746), (0.9162907600402832, 2.2142975330352783), (1.1289246082305908, -0.244978666305542), (-6.8881449699401855, -0.19739554822444916)]> : tensor<4xcomplex<f32>>
  %r2 = stablehlo.sine %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %r2, dense<[(0.4944857954978943, 0.2216881662607193), (-3.7527713775634766, 0.2565539479255676), (0.18270571529865265, 0.8140873908996582), (0.0009999999310821295, -0.00019999989308416843)]> : tensor<4xcomplex<f32>>
  %r3 = stablehlo.tanh %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %r3, dense<[(0.48548728227615356, 0.1980554461479187), (-1.0641443729400635, -0.08039101213216782), (0.9996371865272522, -0.0049433219246566296), (0.0009999996982514858, -0.00019999979122076184)]> : tensor<4xcomplex<f32>>
  %r4 = stablehlo.sqrt %z : tensor<4xcomplex<f32>>
  check.expect_eq_const %r4, dense<[(0.727673351764679, 0.17178037762641907), (0.7071067690849304, 1.4142135381698608), (1.7453265190124512, -0.2148595154285431), (0.03177895396947861, -0.003146736416965723)]> : tensor<4xcomplex<f32>>
  %r5 = chlo.asin %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  check.expect_eq_const %r5, dense<[(0.5016088485717773, 0.2813960611820221), (-0.6065115332603455, 1.622494101524353), (1.312600016593933, -1.7984284162521362), (0.0010000001639127731, -0.00020000009681098163)]> : tensor<4xcomplex<f32>>
  %r6 = chlo.atanh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  check.expect_eq_const %r6, dense<[(0.5003700256347656, 0.3143981397151947), (-0.22008967399597168, 1.2452579736709595), (0.32231760025024414, -1.484084963798523), (0.0010000003967434168, -0.00020000019867438823)]> : tensor<4xcomplex<f32>>
  %r7 = chlo.acosh %z : tensor<4xcomplex<f32>> -> tensor<4xcomplex<f32>>
  check.expect_eq_const %r7, dense<[(0.2813960611820221, 1.0691875219345093), (1.622494101524353, 2.1773078441619873), (1.7984284162521362, -0.25819629430770874), (0.00020000009681098163, -1.5697963237762451)]> : tensor<4xcomplex<f32>>
  func.return
}

// -----

// Special values of C99 Annex G, with the signs of zeros.
func.func @annex_g() {
  %z = stablehlo.constant dense<[(0.0, 0.0), (-0.0, -0.0), (0x7F800000, 0.0), (0xFF800000, 1.0), (1.0, 0x7F800000), (0x7FC00000, 0.0)]> : tensor<6xcomplex<f32>>
  %e = stablehlo.exponential %z : tensor<6xcomplex<f32>>
  check.expect_eq_const %e, dense<[(1.0, 0.0), (1.0, -0.0), (0x7F800000, 0.0), (0.0, 0.0), (0x7FC00000, 0x7FC00000), (0x7FC00000, 0.0)]> : tensor<6xcomplex<f32>>
  %l = stablehlo.log %z : tensor<6xcomplex<f32>>
  check.expect_eq_const %l, dense<[(0xFF800000, 0.0), (0xFF800000, -3.14159274), (0x7F800000, 0.0), (0x7F800000, 3.14159274), (0x7F800000, 1.57079637), (0x7FC00000, 0x7FC00000)]> : tensor<6xcomplex<f32>>
  %s = stablehlo.sqrt %z : tensor<6xcomplex<f32>>
  check.expect_eq_const %s, dense<[(0.0, 0.0), (0.0, -0.0), (0x7F800000, 0.0), (0.0, 0x7F800000), (0x7F800000, 0x7F800000), (0x7FC00000, 0x7FC00000)]> : tensor<6xcomplex<f32>>
  func.return
}

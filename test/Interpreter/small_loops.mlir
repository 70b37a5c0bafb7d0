// Loops whose values are small tensors run in memory of their own
// (Evaluator::runSmallWhile): each value has a fixed place, results are
// written over operands that die and into the place of the loop value they
// replace. Each loop runs twice, the second time with an `if` (an op with
// regions) in its body, which makes it run through the block plans and the
// kernels; both must give the same bits.
// RUN: fold-opt --interpret --split-input-file %s

// A tensor<4xf32> multiply-add carried: infinities, NaN payloads, -0.0.
func.func @f32_muladd() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<10> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %a = stablehlo.constant dense<[0.5, 0x7F800000, -0.0, 0x7FC00001]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, 0xFF800000, 0.0, 2.0]> : tensor<4xf32>
  %x0 = stablehlo.constant dense<[1.0, 2.0, -3.0, 4.0]> : tensor<4xf32>
  %s:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i64>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %a : tensor<4xf32>
      %x1 = stablehlo.add %m, %b : tensor<4xf32>
      stablehlo.return %i1, %x1 : tensor<i64>, tensor<4xf32>
    }
  %p:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i64>, tensor<4xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %a : tensor<4xf32>
      %x1 = stablehlo.add %m, %b : tensor<4xf32>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %x1 : tensor<4xf32>
      }, {
        stablehlo.return %x1 : tensor<4xf32>
      }) : (tensor<i1>) -> tensor<4xf32>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<4xf32>
    }
  check.expect_eq_const %s#0, dense<10> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<4xf32>
  func.return
}

// -----

// Counters, with ops that run through their prepared kernels (subtract, convert, divide, sine).
func.func @i32_counters_fallback_ops() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<12> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %cinit = stablehlo.constant dense<0> : tensor<16xi32>
  %finit = stablehlo.constant dense<0.5> : tensor<16xf32>
  %step = stablehlo.iota dim = 0 : tensor<16xi32>
  %seven = stablehlo.constant dense<7> : tensor<16xi32>
  %s:3 = stablehlo.while(%i = %c0, %c = %cinit, %f = %finit) : tensor<i64>, tensor<16xi32>, tensor<16xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %c2 = stablehlo.add %c, %step : tensor<16xi32>
      %d = stablehlo.subtract %c2, %seven : tensor<16xi32>
      %e = stablehlo.convert %d : (tensor<16xi32>) -> tensor<16xf32>
      %f2 = stablehlo.divide %f, %e : tensor<16xf32>
      %f3 = stablehlo.sine %f2 : tensor<16xf32>
      stablehlo.return %i1, %c2, %f3 : tensor<i64>, tensor<16xi32>, tensor<16xf32>
    }
  %p:3 = stablehlo.while(%i = %c0, %c = %cinit, %f = %finit) : tensor<i64>, tensor<16xi32>, tensor<16xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %c2 = stablehlo.add %c, %step : tensor<16xi32>
      %d = stablehlo.subtract %c2, %seven : tensor<16xi32>
      %e = stablehlo.convert %d : (tensor<16xi32>) -> tensor<16xf32>
      %f2 = stablehlo.divide %f, %e : tensor<16xf32>
      %f3 = stablehlo.sine %f2 : tensor<16xf32>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %c2 : tensor<16xi32>
      }, {
        stablehlo.return %c2 : tensor<16xi32>
      }) : (tensor<i1>) -> tensor<16xi32>
      stablehlo.return %i1, %vr, %f3 : tensor<i64>, tensor<16xi32>, tensor<16xf32>
    }
  check.expect_eq_const %s#0, dense<12> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<16xi32>
  check.expect_eq %s#2, %p#2 : tensor<16xf32>
  func.return
}

// -----

// dynamic_slice / dynamic_update_slice at starts past either end (clamped), in place into the carried values.
func.func @dynamic_update_clamped() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<9> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %buf = stablehlo.iota dim = 0 : tensor<8xf32>
  %two = stablehlo.constant dense<2.0> : tensor<2xf32>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %grid = stablehlo.constant dense<1.0> : tensor<4x4xbf16>
  %k2 = stablehlo.constant dense<2> : tensor<i32>
  %half = stablehlo.constant dense<0.75> : tensor<2x2xbf16>
  %s:3 = stablehlo.while(%i = %c0, %b = %buf, %g = %grid) : tensor<i64>, tensor<8xf32>, tensor<4x4xbf16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %j = stablehlo.multiply %i, %three : tensor<i64>
      %e = stablehlo.dynamic_slice %b, %j, sizes = [2] : (tensor<8xf32>, tensor<i64>) -> tensor<2xf32>
      %m = stablehlo.multiply %e, %two : tensor<2xf32>
      %u = stablehlo.add %m, %two : tensor<2xf32>
      %b2 = stablehlo.dynamic_update_slice %b, %u, %j : (tensor<8xf32>, tensor<2xf32>, tensor<i64>) -> tensor<8xf32>
      %r = stablehlo.convert %i : (tensor<i64>) -> tensor<i32>
      %q = stablehlo.subtract %r, %k2 : tensor<i32>
      %w = stablehlo.dynamic_slice %g, %r, %q, sizes = [2, 2] : (tensor<4x4xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x2xbf16>
      %w2 = stablehlo.add %w, %half : tensor<2x2xbf16>
      %g2 = stablehlo.dynamic_update_slice %g, %w2, %q, %r : (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x4xbf16>
      stablehlo.return %i1, %b2, %g2 : tensor<i64>, tensor<8xf32>, tensor<4x4xbf16>
    }
  %p:3 = stablehlo.while(%i = %c0, %b = %buf, %g = %grid) : tensor<i64>, tensor<8xf32>, tensor<4x4xbf16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %j = stablehlo.multiply %i, %three : tensor<i64>
      %e = stablehlo.dynamic_slice %b, %j, sizes = [2] : (tensor<8xf32>, tensor<i64>) -> tensor<2xf32>
      %m = stablehlo.multiply %e, %two : tensor<2xf32>
      %u = stablehlo.add %m, %two : tensor<2xf32>
      %b2 = stablehlo.dynamic_update_slice %b, %u, %j : (tensor<8xf32>, tensor<2xf32>, tensor<i64>) -> tensor<8xf32>
      %r = stablehlo.convert %i : (tensor<i64>) -> tensor<i32>
      %q = stablehlo.subtract %r, %k2 : tensor<i32>
      %w = stablehlo.dynamic_slice %g, %r, %q, sizes = [2, 2] : (tensor<4x4xbf16>, tensor<i32>, tensor<i32>) -> tensor<2x2xbf16>
      %w2 = stablehlo.add %w, %half : tensor<2x2xbf16>
      %g2 = stablehlo.dynamic_update_slice %g, %w2, %q, %r : (tensor<4x4xbf16>, tensor<2x2xbf16>, tensor<i32>, tensor<i32>) -> tensor<4x4xbf16>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %b2 : tensor<8xf32>
      }, {
        stablehlo.return %b2 : tensor<8xf32>
      }) : (tensor<i1>) -> tensor<8xf32>
      stablehlo.return %i1, %vr, %g2 : tensor<i64>, tensor<8xf32>, tensor<4x4xbf16>
    }
  check.expect_eq_const %s#0, dense<9> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<8xf32>
  check.expect_eq %s#2, %p#2 : tensor<4x4xbf16>
  func.return
}

// -----

// Loop values swapped (copied through staging), broadcast_in_dim, reverse, select, compare, transpose, slice, reshape.
func.func @swap_and_moves() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<7> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %a0 = stablehlo.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %b0 = stablehlo.constant dense<[-1.0, 0.5, 8.0]> : tensor<3xf32>
  %m0 = stablehlo.iota dim = 1 : tensor<3x2xf32>
  %k = stablehlo.constant dense<0.25> : tensor<f32>
  %mask = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %s:4 = stablehlo.while(%i = %c0, %a = %a0, %b = %b0, %m = %m0) : tensor<i64>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %ab = stablehlo.add %a, %kb : tensor<3xf32>
      %rv = stablehlo.reverse %ab, dims = [0] : tensor<3xf32>
      %sel = stablehlo.select %mask, %rv, %b : tensor<3xi1>, tensor<3xf32>
      %gt = stablehlo.compare GT, %sel, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %sel2 = stablehlo.select %gt, %sel, %a : tensor<3xi1>, tensor<3xf32>
      %mt = stablehlo.transpose %m, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
      %row = stablehlo.slice %mt [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
      %row1 = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
      %sum = stablehlo.add %row1, %sel2 : tensor<3xf32>
      %col = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
      %m2 = stablehlo.maximum %col, %m : tensor<3x2xf32>
      stablehlo.return %i1, %b, %sel2, %m2 : tensor<i64>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>
    }
  %p:4 = stablehlo.while(%i = %c0, %a = %a0, %b = %b0, %m = %m0) : tensor<i64>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %kb = stablehlo.broadcast_in_dim %k, dims = [] : (tensor<f32>) -> tensor<3xf32>
      %ab = stablehlo.add %a, %kb : tensor<3xf32>
      %rv = stablehlo.reverse %ab, dims = [0] : tensor<3xf32>
      %sel = stablehlo.select %mask, %rv, %b : tensor<3xi1>, tensor<3xf32>
      %gt = stablehlo.compare GT, %sel, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %sel2 = stablehlo.select %gt, %sel, %a : tensor<3xi1>, tensor<3xf32>
      %mt = stablehlo.transpose %m, dims = [1, 0] : (tensor<3x2xf32>) -> tensor<2x3xf32>
      %row = stablehlo.slice %mt [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
      %row1 = stablehlo.reshape %row : (tensor<1x3xf32>) -> tensor<3xf32>
      %sum = stablehlo.add %row1, %sel2 : tensor<3xf32>
      %col = stablehlo.broadcast_in_dim %sum, dims = [0] : (tensor<3xf32>) -> tensor<3x2xf32>
      %m2 = stablehlo.maximum %col, %m : tensor<3x2xf32>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %b : tensor<3xf32>
      }, {
        stablehlo.return %b : tensor<3xf32>
      }) : (tensor<i1>) -> tensor<3xf32>
      stablehlo.return %i1, %vr, %sel2, %m2 : tensor<i64>, tensor<3xf32>, tensor<3xf32>, tensor<3x2xf32>
    }
  check.expect_eq_const %s#0, dense<7> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<3xf32>
  check.expect_eq %s#2, %p#2 : tensor<3xf32>
  check.expect_eq %s#3, %p#3 : tensor<3x2xf32>
  func.return
}

// -----

// f8E4M3FN (saturating to NaN), i1 tensors, complex<f64> (16-byte elements: dynamic_slice through its handler).
func.func @narrow_bool_complex() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<11> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %f0 = stablehlo.constant dense<[1.0, -2.0, 0.5, 448.0]> : tensor<4xf8E4M3FN>
  %fs = stablehlo.constant dense<[1.5, 0.25, -3.0, 2.0]> : tensor<4xf8E4M3FN>
  %t0 = stablehlo.constant dense<[true, false, true, false, true, true, false, false]> : tensor<8xi1>
  %t1 = stablehlo.constant dense<[false, false, true, true, false, true, false, true]> : tensor<8xi1>
  %z0 = stablehlo.constant dense<[(1.0, 2.0), (-0.5, 0.25)]> : tensor<2xcomplex<f64>>
  %zs = stablehlo.constant dense<[(0.5, -1.0), (1.5, 0.0)]> : tensor<2xcomplex<f64>>
  %zi = stablehlo.constant dense<1> : tensor<i64>
  %s:4 = stablehlo.while(%i = %c0, %f = %f0, %t = %t0, %z = %z0) : tensor<i64>, tensor<4xf8E4M3FN>, tensor<8xi1>, tensor<2xcomplex<f64>>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %f1 = stablehlo.multiply %f, %fs : tensor<4xf8E4M3FN>
      %f2 = stablehlo.add %f1, %fs : tensor<4xf8E4M3FN>
      %tx = stablehlo.xor %t, %t1 : tensor<8xi1>
      %z1 = stablehlo.multiply %z, %zs : tensor<2xcomplex<f64>>
      %ze = stablehlo.dynamic_slice %z1, %zi, sizes = [1] : (tensor<2xcomplex<f64>>, tensor<i64>) -> tensor<1xcomplex<f64>>
      %z2 = stablehlo.dynamic_update_slice %z1, %ze, %c0 : (tensor<2xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<i64>) -> tensor<2xcomplex<f64>>
      stablehlo.return %i1, %f2, %tx, %z2 : tensor<i64>, tensor<4xf8E4M3FN>, tensor<8xi1>, tensor<2xcomplex<f64>>
    }
  %p:4 = stablehlo.while(%i = %c0, %f = %f0, %t = %t0, %z = %z0) : tensor<i64>, tensor<4xf8E4M3FN>, tensor<8xi1>, tensor<2xcomplex<f64>>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %f1 = stablehlo.multiply %f, %fs : tensor<4xf8E4M3FN>
      %f2 = stablehlo.add %f1, %fs : tensor<4xf8E4M3FN>
      %tx = stablehlo.xor %t, %t1 : tensor<8xi1>
      %z1 = stablehlo.multiply %z, %zs : tensor<2xcomplex<f64>>
      %ze = stablehlo.dynamic_slice %z1, %zi, sizes = [1] : (tensor<2xcomplex<f64>>, tensor<i64>) -> tensor<1xcomplex<f64>>
      %z2 = stablehlo.dynamic_update_slice %z1, %ze, %c0 : (tensor<2xcomplex<f64>>, tensor<1xcomplex<f64>>, tensor<i64>) -> tensor<2xcomplex<f64>>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %f2 : tensor<4xf8E4M3FN>
      }, {
        stablehlo.return %f2 : tensor<4xf8E4M3FN>
      }) : (tensor<i1>) -> tensor<4xf8E4M3FN>
      stablehlo.return %i1, %vr, %tx, %z2 : tensor<i64>, tensor<4xf8E4M3FN>, tensor<8xi1>, tensor<2xcomplex<f64>>
    }
  check.expect_eq_const %s#0, dense<11> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<4xf8E4M3FN>
  check.expect_eq %s#2, %p#2 : tensor<8xi1>
  check.expect_eq %s#3, %p#3 : tensor<2xcomplex<f64>>
  func.return
}

// -----

// A reshape writes over its operand's place, with another type of the same
// size; an op after it that runs through its prepared kernel (subtract)
// sees the reshaped value's type.
func.func @reshape_in_place_then_prepared() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<5> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %x0 = stablehlo.constant dense<1.5> : tensor<f64>
  %k = stablehlo.constant dense<[0.25]> : tensor<1xf64>
  %s:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i64>, tensor<f64>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %b = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %m = stablehlo.multiply %b, %k : tensor<1xf64>
      %r = stablehlo.reshape %m : (tensor<1xf64>) -> tensor<f64>
      %x1 = stablehlo.subtract %x, %r : tensor<f64>
      stablehlo.return %i1, %x1 : tensor<i64>, tensor<f64>
    }
  %p:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i64>, tensor<f64>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %b = stablehlo.broadcast_in_dim %x, dims = [] : (tensor<f64>) -> tensor<1xf64>
      %m = stablehlo.multiply %b, %k : tensor<1xf64>
      %r = stablehlo.reshape %m : (tensor<1xf64>) -> tensor<f64>
      %x1 = stablehlo.subtract %x, %r : tensor<f64>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %x1 : tensor<f64>
      }, {
        stablehlo.return %x1 : tensor<f64>
      }) : (tensor<i1>) -> tensor<f64>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f64>
    }
  check.expect_eq_const %s#0, dense<5> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f64>
  func.return
}

// -----

// Results written over the operand that dies at their op (computed into a
// copy first): NaN results of the native-float loop (redone with the
// functor), bf16 and f16 through the kernel's bulk loop, i32 wrapping.
func.func @in_place_nan() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<6> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %x0 = stablehlo.constant dense<[1.0, 0x7F800000, -0.0, 0x7FC00001, 3.0]> : tensor<5xf32>
  %k = stablehlo.constant dense<[0.5, 0xFF800000, 0.0, 2.0, 0x7FC00002]> : tensor<5xf32>
  %h0 = stablehlo.constant dense<[1.0, 0x7C00, -2.0]> : tensor<3xf16>
  %hk = stablehlo.constant dense<[0.5, 0xFC00, 0x7E01]> : tensor<3xf16>
  %b0 = stablehlo.constant dense<[1.0, 0x7F80, -2.0]> : tensor<3xbf16>
  %bk = stablehlo.constant dense<[0.5, 0xFF80, 0x7FC1]> : tensor<3xbf16>
  %i0 = stablehlo.constant dense<[2147483647, -5, 7]> : tensor<3xi32>
  %s:5 = stablehlo.while(%i = %c0, %x = %x0, %h = %h0, %b = %b0, %j = %i0) : tensor<i64>, tensor<5xf32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xi32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %k : tensor<5xf32>
      %m2 = stablehlo.add %m, %m : tensor<5xf32>
      %x1 = stablehlo.subtract %m2, %k : tensor<5xf32>
      %hm = stablehlo.multiply %h, %hk : tensor<3xf16>
      %h1 = stablehlo.add %hm, %hk : tensor<3xf16>
      %bm = stablehlo.multiply %b, %bk : tensor<3xbf16>
      %b1 = stablehlo.add %bm, %bk : tensor<3xbf16>
      %jm = stablehlo.multiply %j, %j : tensor<3xi32>
      %j1 = stablehlo.add %jm, %j : tensor<3xi32>
      stablehlo.return %i1, %x1, %h1, %b1, %j1 : tensor<i64>, tensor<5xf32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xi32>
    }
  %p:5 = stablehlo.while(%i = %c0, %x = %x0, %h = %h0, %b = %b0, %j = %i0) : tensor<i64>, tensor<5xf32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xi32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %k : tensor<5xf32>
      %m2 = stablehlo.add %m, %m : tensor<5xf32>
      %x1 = stablehlo.subtract %m2, %k : tensor<5xf32>
      %hm = stablehlo.multiply %h, %hk : tensor<3xf16>
      %h1 = stablehlo.add %hm, %hk : tensor<3xf16>
      %bm = stablehlo.multiply %b, %bk : tensor<3xbf16>
      %b1 = stablehlo.add %bm, %bk : tensor<3xbf16>
      %jm = stablehlo.multiply %j, %j : tensor<3xi32>
      %j1 = stablehlo.add %jm, %j : tensor<3xi32>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %x1 : tensor<5xf32>
      }, {
        stablehlo.return %x1 : tensor<5xf32>
      }) : (tensor<i1>) -> tensor<5xf32>
      stablehlo.return %i1, %vr, %h1, %b1, %j1 : tensor<i64>, tensor<5xf32>, tensor<3xf16>, tensor<3xbf16>, tensor<3xi32>
    }
  check.expect_eq_const %s#0, dense<6> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<5xf32>
  check.expect_eq %s#2, %p#2 : tensor<3xf16>
  check.expect_eq %s#3, %p#3 : tensor<3xbf16>
  check.expect_eq %s#4, %p#4 : tensor<3xi32>
  func.return
}

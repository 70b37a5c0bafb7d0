// Loops of scalar ops run in memory of their own (Evaluator::runSmallWhile),
// with each op's per-element functor; the same loop with an `if` in its body
// (an op with regions) runs through the block plans and the kernels. Both
// must give the same bits, for every kind of element type.
// RUN: fold-opt --interpret --split-input-file %s

func.func @f16_add_mul_max() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<1.0> : tensor<f16>
  %step = stablehlo.constant dense<1.5> : tensor<f16>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<f16>
      %v1 = stablehlo.multiply %v0, %v : tensor<f16>
      %v2 = stablehlo.maximum %v1, %step : tensor<f16>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<f16>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<f16>
      %v1 = stablehlo.multiply %v0, %v : tensor<f16>
      %v2 = stablehlo.maximum %v1, %step : tensor<f16>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<f16>
      }, {
        stablehlo.return %v2 : tensor<f16>
      }) : (tensor<i1>) -> tensor<f16>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f16>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f16>
  func.return
}

// -----

func.func @bf16_add_min() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<3.0> : tensor<bf16>
  %step = stablehlo.constant dense<0.1> : tensor<bf16>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<bf16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<bf16>
      %v1 = stablehlo.minimum %v0, %v : tensor<bf16>
      %v2 = stablehlo.add %v1, %step : tensor<bf16>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<bf16>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<bf16>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<bf16>
      %v1 = stablehlo.minimum %v0, %v : tensor<bf16>
      %v2 = stablehlo.add %v1, %step : tensor<bf16>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<bf16>
      }, {
        stablehlo.return %v2 : tensor<bf16>
      }) : (tensor<i1>) -> tensor<bf16>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<bf16>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<bf16>
  func.return
}

// -----

func.func @f8E4M3FN_saturating() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<1.0> : tensor<f8E4M3FN>
  %step = stablehlo.constant dense<1.75> : tensor<f8E4M3FN>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f8E4M3FN>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f8E4M3FN>
      %v1 = stablehlo.add %v0, %v : tensor<f8E4M3FN>
      %v2 = stablehlo.maximum %v1, %step : tensor<f8E4M3FN>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<f8E4M3FN>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f8E4M3FN>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f8E4M3FN>
      %v1 = stablehlo.add %v0, %v : tensor<f8E4M3FN>
      %v2 = stablehlo.maximum %v1, %step : tensor<f8E4M3FN>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<f8E4M3FN>
      }, {
        stablehlo.return %v2 : tensor<f8E4M3FN>
      }) : (tensor<i1>) -> tensor<f8E4M3FN>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f8E4M3FN>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f8E4M3FN>
  func.return
}

// -----

func.func @f8E5M2_mul() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<0.5> : tensor<f8E5M2>
  %step = stablehlo.constant dense<1.25> : tensor<f8E5M2>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f8E5M2>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f8E5M2>
      %v1 = stablehlo.add %v0, %v : tensor<f8E5M2>
      %v2 = stablehlo.minimum %v1, %step : tensor<f8E5M2>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<f8E5M2>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f8E5M2>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f8E5M2>
      %v1 = stablehlo.add %v0, %v : tensor<f8E5M2>
      %v2 = stablehlo.minimum %v1, %step : tensor<f8E5M2>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<f8E5M2>
      }, {
        stablehlo.return %v2 : tensor<f8E5M2>
      }) : (tensor<i1>) -> tensor<f8E5M2>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f8E5M2>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f8E5M2>
  func.return
}

// -----

func.func @i4_wraps() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<3> : tensor<i4>
  %step = stablehlo.constant dense<5> : tensor<i4>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<i4>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<i4>
      %v1 = stablehlo.multiply %v0, %v : tensor<i4>
      %v2 = stablehlo.xor %v1, %step : tensor<i4>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<i4>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<i4>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<i4>
      %v1 = stablehlo.multiply %v0, %v : tensor<i4>
      %v2 = stablehlo.xor %v1, %step : tensor<i4>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<i4>
      }, {
        stablehlo.return %v2 : tensor<i4>
      }) : (tensor<i1>) -> tensor<i4>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<i4>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<i4>
  func.return
}

// -----

func.func @ui8_wraps() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<200> : tensor<ui8>
  %step = stablehlo.constant dense<77> : tensor<ui8>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<ui8>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<ui8>
      %v1 = stablehlo.multiply %v0, %v : tensor<ui8>
      %v2 = stablehlo.or %v1, %step : tensor<ui8>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<ui8>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<ui8>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<ui8>
      %v1 = stablehlo.multiply %v0, %v : tensor<ui8>
      %v2 = stablehlo.or %v1, %step : tensor<ui8>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<ui8>
      }, {
        stablehlo.return %v2 : tensor<ui8>
      }) : (tensor<i1>) -> tensor<ui8>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<ui8>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<ui8>
  func.return
}

// -----

func.func @i1_xor() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<true> : tensor<i1>
  %step = stablehlo.constant dense<true> : tensor<i1>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<i1>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.xor %v, %step : tensor<i1>
      %v1 = stablehlo.and %v0, %v : tensor<i1>
      %v2 = stablehlo.or %v1, %step : tensor<i1>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<i1>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<i1>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.xor %v, %step : tensor<i1>
      %v1 = stablehlo.and %v0, %v : tensor<i1>
      %v2 = stablehlo.or %v1, %step : tensor<i1>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<i1>
      }, {
        stablehlo.return %v2 : tensor<i1>
      }) : (tensor<i1>) -> tensor<i1>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<i1>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<i1>
  func.return
}

// -----

func.func @f64_nan() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<0x7FF4000000000001> : tensor<f64>
  %step = stablehlo.constant dense<2.5> : tensor<f64>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f64>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<f64>
      %v1 = stablehlo.minimum %v0, %v : tensor<f64>
      %v2 = stablehlo.multiply %v1, %step : tensor<f64>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<f64>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f64>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.add %v, %step : tensor<f64>
      %v1 = stablehlo.minimum %v0, %v : tensor<f64>
      %v2 = stablehlo.multiply %v1, %step : tensor<f64>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<f64>
      }, {
        stablehlo.return %v2 : tensor<f64>
      }) : (tensor<i1>) -> tensor<f64>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f64>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f64>
  func.return
}

// -----

func.func @f32_inf() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<20> : tensor<i64>
  %x0 = stablehlo.constant dense<1.0e30> : tensor<f32>
  %step = stablehlo.constant dense<1.0e10> : tensor<f32>
  %s:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f32>
      %v1 = stablehlo.add %v0, %v : tensor<f32>
      %v2 = stablehlo.maximum %v1, %step : tensor<f32>
      stablehlo.return %i1, %v2 : tensor<i64>, tensor<f32>
    }
  %p:2 = stablehlo.while(%i = %c0, %v = %x0) : tensor<i64>, tensor<f32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %v0 = stablehlo.multiply %v, %step : tensor<f32>
      %v1 = stablehlo.add %v0, %v : tensor<f32>
      %v2 = stablehlo.maximum %v1, %step : tensor<f32>
      %vr = "stablehlo.if"(%true) ({
        stablehlo.return %v2 : tensor<f32>
      }, {
        stablehlo.return %v2 : tensor<f32>
      }) : (tensor<i1>) -> tensor<f32>
      stablehlo.return %i1, %vr : tensor<i64>, tensor<f32>
    }
  check.expect_eq_const %s#0, dense<20> : tensor<i64>
  check.expect_eq %s#1, %p#1 : tensor<f32>
  func.return
}

// -----

// Conditions on the loop value: TOTALORDER on floats, UNSIGNED on signed
// integers, a constant inside the body.
func.func @conditions() {
  %x0 = stablehlo.constant dense<-8.0> : tensor<f32>
  %limit = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.while(%v = %x0) : tensor<f32>
    cond {
      %p = stablehlo.compare LT, %v, %limit, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %half = stablehlo.constant dense<0.5> : tensor<f32>
      %v1 = stablehlo.multiply %v, %half : tensor<f32>
      %v2 = stablehlo.add %v1, %half : tensor<f32>
      stablehlo.return %v2 : tensor<f32>
    }
  check.expect_eq_const %s, dense<0.4375> : tensor<f32>
  %y0 = stablehlo.constant dense<-3> : tensor<i8>
  %ylimit = stablehlo.constant dense<5> : tensor<i8>
  %y1 = stablehlo.constant dense<1> : tensor<i8>
  %t = stablehlo.while(%y = %y0) : tensor<i8>
    cond {
      %p = stablehlo.compare GT, %y, %ylimit, UNSIGNED : (tensor<i8>, tensor<i8>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %y2 = stablehlo.add %y, %y1 : tensor<i8>
      stablehlo.return %y2 : tensor<i8>
    }
  check.expect_eq_const %t, dense<0> : tensor<i8>
  func.return
}

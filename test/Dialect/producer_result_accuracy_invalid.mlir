// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @result_accuracy_negative_atol(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{result_accuracy tolerances must be non-negative}}
  %0 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = -1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_negative_ulps(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{result_accuracy tolerances must be non-negative}}
  %0 = stablehlo.sqrt %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = -3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_highest_with_tolerance(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{result_accuracy with mode HIGHEST must have zero atol, rtol and ulps}}
  %0 = "stablehlo.cbrt"(%arg0) {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, rtol = 0.0, ulps = 4, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : (tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_default_with_tolerance(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{result_accuracy with mode DEFAULT must have zero atol, rtol and ulps}}
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<rtol = 0.5, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_mode_required(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_field_order(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{expected 'mode'}}
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<ulps = 1, atol = 1.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_unknown_mode(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+2 {{expected ::mlir::sfold::ResultAccuracyMode to be one of: DEFAULT, HIGHEST, TOLERANCE}}
  // expected-error @+1 {{failed to parse Stablehlo_ResultAccuracyModeAttr parameter}}
  %0 = stablehlo.tanh %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<EXACT>>} : tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @result_accuracy_not_on_abs(%arg0: tensor<f32>) -> tensor<f32> {
  // An op without the attribute keeps it as a discardable attribute, as
  // StableHLO does; no error. The type of the attribute is still checked on
  // the ops that take it:
  %0 = stablehlo.abs %arg0 {result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<f32>
  // expected-error @+1 {{attribute 'result_accuracy' failed to satisfy constraint}}
  %1 = stablehlo.tanh %0 {result_accuracy = 1 : i32} : tensor<f32>
  return %1 : tensor<f32>
}

// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Syntax errors of the pretty forms, structural errors of the bodies, and
// the attribute constraints of the op definitions.

func.func @reduce_applies_not_commutative(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected a commutative binary stablehlo op with one result and no regions after 'applies', found 'stablehlo.subtract'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.subtract across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_applies_not_binary(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{found 'stablehlo.negate'}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.negate across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_applies_other_dialect(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{found 'func.call'}}
  %0 = stablehlo.reduce(%x init: %z) applies func.call across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_applies_two_inputs(%a: tensor<4xi32>, %b: tensor<4xi32>, %z: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
  // expected-error @+1 {{the 'applies' form takes exactly one input, found 2}}
  %0:2 = stablehlo.reduce(%a init: %z), (%b init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<4xi32>, tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  func.return %0#0, %0#1 : tensor<i32>, tensor<i32>
}

// -----

func.func @reduce_missing_init(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected 'init'}}
  %0 = stablehlo.reduce(%x, %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_operand_type_count(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{expected 2 operand types, found 1}}
  %0 = stablehlo.reduce(%x init: %z) applies stablehlo.add across dimensions = [0] : (tensor<4xi32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_missing_reducer(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  // expected-error @+1 {{expected 'reducer'}}
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_body_arity(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reduce' op expects body to take 2 arguments, but it takes 3}}
  %0 = "stablehlo.reduce"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<i32>):
      %1 = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %1 : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_body_returns(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reduce' op expects body to return 1 values, but it returns 2}}
  %0 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    stablehlo.return %a, %b : tensor<i32>, tensor<i32>
  }
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_result_count(%x: tensor<4xi32>, %z: tensor<i32>) {
  // expected-error @+1 {{'stablehlo.reduce' op expects one result per input (1), but has 2}}
  %0:2 = stablehlo.reduce(%x init: %z) across dimensions = [0] : (tensor<4xi32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
   reducer(%a: tensor<i32>, %b: tensor<i32>) {
    stablehlo.return %a : tensor<i32>
  }
  func.return
}

// -----

func.func @reduce_odd_operands(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reduce' op expects as many init_values as inputs, but has 3 operands in all}}
  %0 = "stablehlo.reduce"(%x, %z, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %a : tensor<i32>
  }) {dimensions = array<i64: 0>} : (tensor<4xi32>, tensor<i32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_dimensions_attr(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<i32> {
  // expected-error @+1 {{'stablehlo.reduce' op attribute 'dimensions' failed to satisfy constraint: i64 dense array attribute}}
  %0 = "stablehlo.reduce"(%x, %z) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      stablehlo.return %a : tensor<i32>
  }) {dimensions = dense<0> : tensor<1xi64>} : (tensor<4xi32>, tensor<i32>) -> tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

func.func @reduce_window_body_arity(%x: tensor<4xi32>, %z: tensor<i32>) -> tensor<2xi32> {
  // expected-error @+1 {{'stablehlo.reduce_window' op expects body to take 2 arguments, but it takes 1}}
  %0 = "stablehlo.reduce_window"(%x, %z) ({
    ^bb0(%a: tensor<i32>):
      stablehlo.return %a : tensor<i32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi32>, tensor<i32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

func.func @select_and_scatter_scatter_arity(%operand: tensor<4xi64>, %source: tensor<2xi64>, %init: tensor<i64>) -> tensor<4xi64> {
  // expected-error @+1 {{'stablehlo.select_and_scatter' op expects scatter to take 2 arguments, but it takes 1}}
  %0 = "stablehlo.select_and_scatter"(%operand, %source, %init) ({
    ^bb0(%a: tensor<i64>, %b: tensor<i64>):
      %1 = stablehlo.compare GE, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
  }, {
    ^bb0(%a: tensor<i64>):
      stablehlo.return %a : tensor<i64>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xi64>, tensor<2xi64>, tensor<i64>) -> tensor<4xi64>
  func.return %0 : tensor<4xi64>
}

// -----

func.func @sort_comparator_arity(%x: tensor<4xi64>, %y: tensor<4xi64>) {
  // expected-error @+1 {{'stablehlo.sort' op expects comparator to take 4 arguments, but it takes 2}}
  %0:2 = "stablehlo.sort"(%x, %y) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    %1 = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xi64>, tensor<4xi64>) -> (tensor<4xi64>, tensor<4xi64>)
  func.return
}

// -----

func.func @sort_comparator_returns(%x: tensor<4xi64>) {
  // expected-error @+1 {{'stablehlo.sort' op expects comparator to return 1 values, but it returns 0}}
  %0 = "stablehlo.sort"(%x) ({
  ^bb0(%a: tensor<i64>, %b: tensor<i64>):
    stablehlo.return
  }) : (tensor<4xi64>) -> tensor<4xi64>
  func.return
}

// -----

func.func @map_computation_arity(%x: tensor<4xi64>, %y: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'stablehlo.map' op expects computation to take 2 arguments, but it takes 1}}
  %0 = "stablehlo.map"(%x, %y) ({
    ^bb0(%a: tensor<i64>):
      stablehlo.return %a : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  func.return %0 : tensor<4xi64>
}

// -----

func.func @map_region_blocks(%x: tensor<4xi64>) -> tensor<4xi64> {
  // expected-error @+1 {{'stablehlo.map' op region #0 ('computation') failed to verify constraint: region with 1 blocks}}
  %0 = "stablehlo.map"(%x) ({
    ^bb0(%a: tensor<i64>):
      stablehlo.return %a : tensor<i64>
    ^bb1:
      stablehlo.return %a : tensor<i64>
  }) {dimensions = array<i64: 0>} : (tensor<4xi64>) -> tensor<4xi64>
  func.return %0 : tensor<4xi64>
}

// -----

func.func @dot_general_missing_contracting(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected 'contracting_dims'}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], precision = [HIGH, HIGH] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_missing_x(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected 'x'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0], [0] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_unknown_clause(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected 'precision' or 'algorithm' (each at most once), found 'accuracy'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0], accuracy = [] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_duplicate_precision(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected 'precision' or 'algorithm' (each at most once), found 'precision'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0], precision = [HIGH, HIGH], precision = [HIGH, HIGH] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_bad_precision(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected DEFAULT, HIGH or HIGHEST, found 'LOW'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0], precision = [LOW, HIGH] : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_precision_attr(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.dot_general' op attribute 'precision_config' failed to satisfy constraint: precision config}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [0]>, precision_config = [1, 2]} : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @dot_general_missing_dims_attr(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<f32> {
  // expected-error @+1 {{'stablehlo.dot_general' op requires attribute 'dot_dimension_numbers'}}
  %0 = "stablehlo.dot_general"(%a, %b) : (tensor<4xf32>, tensor<4xf32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

func.func @convolution_unknown_window_entry(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{expected stride, pad, lhs_dilate, rhs_dilate or reverse, found 'dilate'}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_duplicate_window_entry(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{duplicate window entry 'stride'}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], stride = [1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_padding_pair(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{expected a [low, high] padding pair}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[1, 2, 3]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_reverse_value(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{expected true, false, 0 or 1}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [2]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_missing_window(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f] {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_padding_shape(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects padding of shape [1, 2] (a [low, high] pair per spatial dimension), found [2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, padding = dense<0> : tensor<2xi64>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_group_count(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 0 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_missing_group_count(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op requires attribute 'batch_group_count'}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @fft_bad_type(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{expected FFT, IFFT, RFFT or IRFFT, found 'DFT'}}
  %0 = stablehlo.fft %x, type = DFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_operand_type(%x: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'stablehlo.fft' op operand #0 must be ranked tensor of}}
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xi32>) -> tensor<4xi32>
  func.return %0 : tensor<4xi32>
}

// -----

func.func @triangular_solve_missing_attr(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  // expected-error @+1 {{'stablehlo.triangular_solve' op requires attribute 'transpose_a'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return %0 : tensor<3x1xf32>
}

// -----

func.func @batch_norm_feature_index(%x: tensor<2x2xf32>, %s: tensor<2xf32>, %o: tensor<2xf32>, %m: tensor<2xf32>, %v: tensor<2xf32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'stablehlo.batch_norm_inference' op attribute 'feature_index' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %m, %v) {epsilon = 0.0 : f32, feature_index = -1 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @batch_norm_scale_rank(%x: tensor<2x2xf32>, %s: tensor<2x1xf32>, %o: tensor<2xf32>) {
  // expected-error @+1 {{'stablehlo.batch_norm_training' op operand #1 must be 1D tensor of}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %o) {epsilon = 0.0 : f32, feature_index = 1 : i64} : (tensor<2x2xf32>, tensor<2x1xf32>, tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return
}

// -----

func.func @convolution_dimension_numbers(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input dimension numbers to be distinct, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

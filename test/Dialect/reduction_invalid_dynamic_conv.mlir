// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of dynamic_conv, one function per label (a suffix
// names a second case of the same label); more in
// reduction_invalid_convolution.mlir. The padding operand is not a constant,
// so the result's spatial dimension is not computed and any size passes
// (convolution_c25 is not in the way). dynamic_conv_c2, c5, c7 and c9 have
// no test: window lists of another size are accepted on purpose (see
// docs/status-exceptions.txt).

func.func @dynamic_conv_c6(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs_dilation to be positive, found -1 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, lhs_dilation = array<i64: -1>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c6_long_list(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // A list longer than the spatial dimensions is accepted, but its entries must still be positive.
  // expected-error @+2 {{expects lhs_dilation to be positive, found 0 for spatial dimension 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, lhs_dilation = array<i64: 1, 0>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c8(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects rhs_dilation to be positive, found 0 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, rhs_dilation = array<i64: 0>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c10(%l: tensor<3x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input batch dimension of lhs (3) to be a multiple of batch_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 2 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<3x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c11(%l: tensor<1x16x3xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input feature dimension of lhs (3) to be a multiple of feature_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x3xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c12(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects input_spatial_dimensions to have 1 entries (the rank of input minus 2), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1, 1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c13(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input dimension numbers to be distinct, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c13_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input dimension numbers to be in [0, 3), found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [3], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c15(%l: tensor<2x16x2xf32>, %r: tensor<3x2x3xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x3xf32> {
  // expected-error @+2 {{expects the kernel output feature dimension of rhs (3) to be a multiple of batch_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 2 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<2x16x2xf32>, tensor<3x2x3xf32>, tensor<1x2xi64>) -> tensor<1x14x3xf32>
  func.return %0 : tensor<1x14x3xf32>
}

// -----

func.func @dynamic_conv_c16(%l: tensor<1x16x4xf32>, %r: tensor<3x2x3xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x3xf32> {
  // expected-error @+2 {{expects the kernel output feature dimension of rhs (3) to be a multiple of feature_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x4xf32>, tensor<3x2x3xf32>, tensor<1x2xi64>) -> tensor<1x14x3xf32>
  func.return %0 : tensor<1x14x3xf32>
}

// -----

func.func @dynamic_conv_c17(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects kernel_spatial_dimensions to have 1 entries (the rank of kernel minus 2), found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c18(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel dimension numbers to be distinct, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [1], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c18_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel dimension numbers to be in [0, 3), found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = -1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c19(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects output_spatial_dimensions to have 1 entries (the rank of output minus 2), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1, 2]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c20(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the output dimension numbers to be distinct, but 2 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [2]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c20_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the output dimension numbers to be in [0, 3), found 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 4, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c21(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_conv' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 0 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c22(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.dynamic_conv' op attribute 'batch_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 0 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c23(%l: tensor<2x16x4xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects feature_group_count (2) or batch_group_count (2) to be 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 2 : i64, feature_group_count = 2 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<2x16x4xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c24(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects precision_config to be empty or have at most 2 entries (lhs, rhs), found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGH>, #stablehlo<precision DEFAULT>]} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c26(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2x1xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x?x2xf32>' are incompatible with return type(s) of operation 'tensor<1x14x2x1xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2x1xf32>
  func.return %0 : tensor<1x14x2x1xf32>
}

// -----

func.func @dynamic_conv_c27(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xbf16> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x?x2xf32>' are incompatible with return type(s) of operation 'tensor<1x14x2xbf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xbf16>
  func.return %0 : tensor<1x14x2xbf16>
}

// -----

func.func @dynamic_conv_c27_rhs(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf64>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs and rhs to have the same element type, found 'f32' and 'f64'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf64>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c28(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects rhs to be quantized when lhs is, found 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @dynamic_conv_c29(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // As in StableHLO, dynamic_conv takes no per-axis quantized rhs: the type
  // constraint rejects it before dynamic_conv_c29 is reached.
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:1, {0.5, 0.5}>>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @dynamic_conv_c30(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32:0, {0.5}>> {
  // No per-axis quantized rhs or result (as in StableHLO): dynamic_conv_c30
  // is not reached.
  // expected-error @+1 {{operand #1 must be ranked tensor of}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32:0, {0.5}>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32:0, {0.5}>>
}

// -----

func.func @dynamic_conv_c31(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i4:f32, 0.25>>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects lhs and rhs to have the same storage type, found 'i8' and 'i4'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i4:f32, 0.25>>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @dynamic_conv_c32(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:bf16, 0.25>>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects lhs and rhs to have the same expressed type, found 'f32' and 'bf16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:bf16, 0.25>>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @dynamic_conv_c33(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>> {
  // No per-axis quantized result (as in StableHLO): dynamic_conv_c33 is not
  // reached.
  // expected-error @+1 {{result #0 must be ranked tensor of}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>, tensor<1x2xi64>) -> tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>>
}

// -----

func.func @dynamic_conv_c34(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf16> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects lhs, the expressed type of rhs and the result to have the same element type, found 'f32', 'f32' and 'f16'}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>, tensor<1x2xi64>) -> tensor<1x14x2xf16>
  func.return %0 : tensor<1x14x2xf16>
}

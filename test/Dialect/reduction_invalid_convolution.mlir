// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of convolution and dynamic_conv, one function per
// label (a suffix names a second case of the same label).

func.func @convolution_c1(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2x1xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs and rhs to have the same rank, found 3 and 4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2x1xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c1_rank_below_2(%l: tensor<16xf32>, %r: tensor<3xf32>) -> tensor<14xf32> {
  // expected-error @+2 {{expects lhs to have rank at least 2 (batch and feature dimensions), found 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<16xf32>, tensor<3xf32>) -> tensor<14xf32>
  func.return %0 : tensor<14xf32>
}

// -----

func.func @convolution_c2(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects window_strides to have 1 entries (one per spatial dimension), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c3(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects window_strides to be positive, found 0 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c4(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects padding of shape [1, 2] (a [low, high] pair per spatial dimension), found [2, 2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[0, 0], [0, 0]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c5(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs_dilation to have 1 entries (one per spatial dimension), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c6(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs_dilation to be positive, found -1 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {lhs_dilate = [-1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c7(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects rhs_dilation to have 1 entries (one per spatial dimension), found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c8(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects rhs_dilation to be positive, found 0 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {rhs_dilate = [0]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c9(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects window_reversal to have 1 entries (one per spatial dimension), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {reverse = [true, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c10(%l: tensor<3x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input batch dimension of lhs (3) to be a multiple of batch_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<3x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c11(%l: tensor<1x16x3xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input feature dimension of lhs (3) to be a multiple of feature_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x16x3xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c12(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects input_spatial_dimensions to have 1 entries (the rank of input minus 2), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1, 1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c13(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input dimension numbers to be distinct, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c13_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the input dimension numbers to be in [0, 3), found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c14(%l: tensor<1x16x2xf32>, %r: tensor<3x3x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel input feature dimension of rhs (3) to be the input feature dimension of lhs (2) divided by feature_group_count (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x3x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c15(%l: tensor<2x16x2xf32>, %r: tensor<3x2x3xf32>) -> tensor<1x14x3xf32> {
  // expected-error @+2 {{expects the kernel output feature dimension of rhs (3) to be a multiple of batch_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<2x16x2xf32>, tensor<3x2x3xf32>) -> tensor<1x14x3xf32>
  func.return %0 : tensor<1x14x3xf32>
}

// -----

func.func @convolution_c16(%l: tensor<1x16x4xf32>, %r: tensor<3x2x3xf32>) -> tensor<1x14x3xf32> {
  // expected-error @+2 {{expects the kernel output feature dimension of rhs (3) to be a multiple of feature_group_count (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 2 : i64} : (tensor<1x16x4xf32>, tensor<3x2x3xf32>) -> tensor<1x14x3xf32>
  func.return %0 : tensor<1x14x3xf32>
}

// -----

func.func @convolution_c17(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects kernel_spatial_dimensions to have 1 entries (the rank of kernel minus 2), found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c18(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel dimension numbers to be distinct, but 1 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [1], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c18_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel dimension numbers to be in [0, 3), found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = -1, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c19(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects output_spatial_dimensions to have 1 entries (the rank of output minus 2), found 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [1, 2]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c20(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the output dimension numbers to be distinct, but 2 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 2, output_spatial_dimensions = [2]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c20_range(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the output dimension numbers to be in [0, 3), found 5}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 2, input_spatial_dimensions = [1], kernel_input_feature_dimension = 1, kernel_output_feature_dimension = 2, kernel_spatial_dimensions = [0], output_batch_dimension = 5, output_feature_dimension = 2, output_spatial_dimensions = [1]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c21(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'feature_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = -2 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c22(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{'stablehlo.convolution' op attribute 'batch_group_count' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 0 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c23(%l: tensor<2x16x4xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects feature_group_count (2) or batch_group_count (2) to be 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 2 : i64} : (tensor<2x16x4xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c24(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects precision_config to be empty or have at most 2 entries (lhs, rhs), found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision HIGH>, #stablehlo<precision HIGH>, #stablehlo<precision HIGH>]} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c25(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x15x2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x14x2xf32>' are incompatible with return type(s) of operation 'tensor<1x15x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x15x2xf32>
  func.return %0 : tensor<1x15x2xf32>
}

// -----

func.func @convolution_c25_windows(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x6x2xf32>' are incompatible with return type(s) of operation 'tensor<1x14x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 0]], lhs_dilate = [1], rhs_dilate = [3]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c25_batch_groups(%l: tensor<4x16x2xf32>, %r: tensor<3x2x4xf32>) -> tensor<4x14x4xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<2x14x4xf32>' are incompatible with return type(s) of operation 'tensor<4x14x4xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 2 : i64, feature_group_count = 1 : i64} : (tensor<4x16x2xf32>, tensor<3x2x4xf32>) -> tensor<4x14x4xf32>
  func.return %0 : tensor<4x14x4xf32>
}

// -----

func.func @convolution_c25_negative_padding(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x0x2xf32> {
  // expected-error @+2 {{expects the padded input of spatial dimension 0 to have a non-negative size, found -4}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {pad = [[-10, -10]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x0x2xf32>
  func.return %0 : tensor<1x0x2xf32>
}

// -----

func.func @convolution_c26(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<14x2xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x14x2xf32>' are incompatible with return type(s) of operation 'tensor<14x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<14x2xf32>
  func.return %0 : tensor<14x2xf32>
}

// -----

func.func @convolution_c27(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf16> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x14x2xf32>' are incompatible with return type(s) of operation 'tensor<1x14x2xf16>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>) -> tensor<1x14x2xf16>
  func.return %0 : tensor<1x14x2xf16>
}

// -----

func.func @convolution_c27_rhs(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xbf16>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs and rhs to have the same element type, found 'f32' and 'bf16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2xbf16>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c28(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2xf32>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects rhs to be quantized when lhs is, found 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2xf32>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c28_result(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>) -> tensor<1x14x2xf32> {
  // Quantized operands, a float result: the inferred type is quantized.
  // expected-error @+2 {{inferred type(s) 'tensor<1x14x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>' are incompatible with return type(s) of operation 'tensor<1x14x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c29(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:0, {0.5, 0.5, 0.5}>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects the quantization dimension of rhs (0) to be kernel_output_feature_dimension (2)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:0, {0.5, 0.5, 0.5}>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @convolution_c30(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>) -> tensor<1x14x2x!quant.uniform<i32:f32:1, {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5}>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the quantization dimension of the result (1) to be output_feature_dimension (2)}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32:2, {0.5, 0.5}>>) -> tensor<1x14x2x!quant.uniform<i32:f32:1, {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5}>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32:1, {0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5}>>
}

// -----

func.func @convolution_c31(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i16:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects lhs and rhs to have the same storage type, found 'i8' and 'i16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i16:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @convolution_c32(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f16, 0.125>> {
  // expected-error @+2 {{inferred type(s) 'tensor<1x14x2x!quant.uniform<i8:f32, 5.000000e-01:-3>>' are incompatible with return type(s) of operation 'tensor<1x14x2x!quant.uniform<i32:f16, 1.250000e-01>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f16, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f16, 0.125>>
}

// -----

func.func @convolution_c33(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a per-tensor quantized result when rhs is per-tensor quantized}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32:2, {0.5, 0.5}>>
}

// -----

func.func @convolution_c34(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2x!quant.uniform<i8:f16, 0.25>>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the expressed type of rhs ('f16') to be the element type of lhs ('f32')}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2x!quant.uniform<i8:f16, 0.25>>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c32_operands(%l: tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, %r: tensor<3x2x2x!quant.uniform<i8:f16, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>> {
  // expected-error @+2 {{expects lhs and rhs to have the same expressed type, found 'f32' and 'f16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2x!quant.uniform<i8:f32, 0.5:-3>>, tensor<3x2x2x!quant.uniform<i8:f16, 0.25>>) -> tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
  func.return %0 : tensor<1x14x2x!quant.uniform<i32:f32, 0.125>>
}

// -----

func.func @convolution_c34_result(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2xf64> {
  // A float lhs and a quantized rhs: the result has the type of lhs, not a
  // wider one (checked by verify(), before the shape function).
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects lhs, the expressed type of rhs and the result to have the same element type, found 'f32', 'f32' and 'f64'}}
  %0 = stablehlo.convolution(%l, %r) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x16x2xf32>, tensor<3x2x2x!quant.uniform<i8:f32, 0.25>>) -> tensor<1x14x2xf64>
  func.return %0 : tensor<1x14x2xf64>
}

// -----

func.func @dynamic_conv_c4(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<2x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects padding of shape [1, 2] (a [low, high] pair per spatial dimension), found [2, 2]}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<2x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c4_rank(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+1 {{operand #2 must be statically shaped 2-dimensional integer tensor}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c3(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects window_strides to be positive, found 0 for spatial dimension 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, window_strides = array<i64: 0>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c14(%l: tensor<1x16x4xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects the kernel input feature dimension of rhs (2) to be the input feature dimension of lhs (4) divided by feature_group_count (1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x4xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @dynamic_conv_c25(%l: tensor<1x16x2xf32>, %r: tensor<3x2x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  %c = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi64>
  // expected-error @+2 {{inferred type(s) 'tensor<1x16x2xf32>' are incompatible with return type(s) of operation 'tensor<1x14x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %c) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

// -----

func.func @convolution_c1_rank_before_padding(%l: tensor<16xf32>, %r: tensor<3xf32>) -> tensor<14xf32> {
  // expected-error @+2 {{expects lhs to have rank at least 2 (batch and feature dimensions), found 1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.convolution"(%l, %r) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 0, input_spatial_dimensions = [], kernel_input_feature_dimension = 0, kernel_output_feature_dimension = 0, kernel_spatial_dimensions = [], output_batch_dimension = 0, output_feature_dimension = 0, output_spatial_dimensions = []>, padding = dense<0> : tensor<1x2xi64>} : (tensor<16xf32>, tensor<3xf32>) -> tensor<14xf32>
  func.return %0 : tensor<14xf32>
}

// -----

func.func @dynamic_conv_c1(%l: tensor<1x16x2xf32>, %r: tensor<3x2xf32>, %p: tensor<1x2xi64>) -> tensor<1x14x2xf32> {
  // expected-error @+2 {{expects lhs and rhs to have the same rank, found 3 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dynamic_conv"(%l, %r, %p) {batch_group_count = 1 : i64, feature_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>} : (tensor<1x16x2xf32>, tensor<3x2xf32>, tensor<1x2xi64>) -> tensor<1x14x2xf32>
  func.return %0 : tensor<1x14x2xf32>
}

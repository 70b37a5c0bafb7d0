// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of dot_general, fft, cholesky, triangular_solve and
// batch_norm_*, one function per label.

func.func @dot_general_c1(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{expects as many lhs as rhs batching dimensions, found 1 and 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c2(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects as many lhs as rhs contracting dimensions, found 1 and 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0, 1] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c3(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x5xf32> {
  // expected-error @+2 {{expects the lhs batching and contracting dimensions to be distinct, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [0] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x5xf32>
  func.return %0 : tensor<2x5xf32>
}

// -----

func.func @dot_general_c4(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{expects the rhs batching and contracting dimensions to be distinct, but 0 repeats}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [0] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @dot_general_c5(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{expects lhs_batching_dimensions (3) to be in [0, 3), the rank of lhs}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [3] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c6(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects lhs_contracting_dimensions (-1) to be in [0, 2), the rank of lhs}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [-1] x [0] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c7(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{expects rhs_batching_dimensions (5) to be in [0, 3), the rank of rhs}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [5], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c8(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects rhs_contracting_dimensions (2) to be in [0, 2), the rank of rhs}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [2] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c9(%a: tensor<2x3x4xf32>, %b: tensor<7x4x5xf32>) -> tensor<2x3x5xf32> {
  // expected-error @+2 {{expects batching dimension 0 of lhs (2) to equal batching dimension 0 of rhs (7)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<7x4x5xf32>) -> tensor<2x3x5xf32>
  func.return %0 : tensor<2x3x5xf32>
}

// -----

func.func @dot_general_c10(%a: tensor<3x4xf32>, %b: tensor<6x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects contracting dimension 1 of lhs (4) to equal contracting dimension 0 of rhs (6)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<6x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c11(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects precision_config to be empty or have at most 2 entries (lhs, rhs), found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT, HIGH] : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c12(%a: tensor<2x3x4xf32>, %b: tensor<2x4x5xf32>) -> tensor<3x2x5xf32> {
  // expected-error @+2 {{inferred type(s) 'tensor<2x3x5xf32>' are incompatible with return type(s) of operation 'tensor<3x2x5xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<3x2x5xf32>
  func.return %0 : tensor<3x2x5xf32>
}

// -----

func.func @dot_general_c13(%a: tensor<3x4xf32>, %b: tensor<4x5xf16>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects lhs and rhs to have the same element type, found 'f32' and 'f16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5xf16>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c14(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects rhs to be quantized when lhs is, found 'f32'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c14_result(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> tensor<3x2xf32> {
  // Quantized operands, a float result: the inferred type is quantized.
  // expected-error @+2 {{inferred type(s) 'tensor<3x2x!quant.uniform<i8:f32, 1.000000e+00>>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x2x!quant.uniform<i8:f32:1, {1.0, 2.0}>>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @dot_general_c15(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x5x!quant.uniform<i8:f32, 1.0:3>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>> {
  // expected-error @+2 {{expects rhs to have zero point 0, found 3}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x5x!quant.uniform<i8:f32, 1.0:3>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
}

// -----

func.func @dot_general_c16(%a: tensor<3x2x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<2x5x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<3x5x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0, 1.0:0, 1.0:0, 1.0:0}>> {
  // expected-error @+2 {{expects the quantization dimension of rhs (0) not to be a contracting dimension}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x2x!quant.uniform<i8:f32, 1.0:0>>, tensor<2x5x!quant.uniform<i8:f32:0, {1.0:0, 2.0:0}>>) -> tensor<3x5x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0, 1.0:0, 1.0:0, 1.0:0}>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0, 1.0:0, 1.0:0, 1.0:0}>>
}

// -----

func.func @dot_general_c17(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x5x!quant.uniform<i16:f32, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>> {
  // expected-error @+2 {{expects lhs and rhs to have the same storage type, found 'i8' and 'i16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x5x!quant.uniform<i16:f32, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
}

// -----

func.func @dot_general_c18(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f16, 1.0:0>> {
  // expected-error @+2 {{inferred type(s) 'tensor<3x5x!quant.uniform<i8:f32, 1.000000e+00>>' are incompatible with return type(s) of operation 'tensor<3x5x!quant.uniform<i32:f16, 1.000000e+00>>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f16, 1.0:0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f16, 1.0:0>>
}

// -----

func.func @dot_general_c19(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x2x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0}>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a per-tensor quantized result when rhs is per-tensor quantized}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x2x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0}>>
  func.return %0 : tensor<3x2x!quant.uniform<i32:f32:1, {1.0:0, 1.0:0}>>
}

// -----

func.func @dot_general_c20(%a: tensor<3x4xf16>, %b: tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5xf16> {
  // expected-error @+2 {{expects the expressed type of rhs ('f32') to be the element type of lhs ('f16')}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf16>, tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5xf16>
  func.return %0 : tensor<3x5xf16>
}

// -----

func.func @dot_general_c18_operands(%a: tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<4x5x!quant.uniform<i8:f16, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>> {
  // expected-error @+2 {{expects lhs and rhs to have the same expressed type, found 'f32' and 'f16'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4x!quant.uniform<i8:f32, 1.0:0>>, tensor<4x5x!quant.uniform<i8:f16, 1.0:0>>) -> tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
  func.return %0 : tensor<3x5x!quant.uniform<i32:f32, 1.0:0>>
}

// -----

func.func @dot_general_c20_result(%a: tensor<3x4xf32>, %b: tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5xf64> {
  // A float lhs and a quantized rhs: the result has the type of lhs, not a
  // wider one (checked by verify(), before the shape function).
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects lhs, the expressed type of rhs and the result to have the same element type, found 'f32', 'f32' and 'f64'}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x4xf32>, tensor<4x5x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<3x5xf64>
  func.return %0 : tensor<3x5xf64>
}

// -----

func.func @dot_general_c21(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects precision_config to be DEFAULT when an algorithm is given}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [HIGHEST, DEFAULT], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c22(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects lhs_component_count to be positive, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 0, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c23(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects rhs_component_count to be positive, found -1}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = -1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @dot_general_c24(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) -> tensor<3x5xf32> {
  // expected-error @+2 {{expects num_primitive_operations to be positive, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 0, allow_imprecise_accumulation = false> : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<3x5xf32>
  func.return %0 : tensor<3x5xf32>
}

// -----

func.func @fft_c1(%x: tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects fft_length (2 entries) to be no longer than the rank of operand (1)}}
  %0 = stablehlo.fft %x, type = FFT, length = [4, 4] : (tensor<4xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_c2_fft(%x: tensor<4xf32>) -> tensor<4xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a complex operand for FFT, found 'f32'}}
  %0 = stablehlo.fft %x, type = FFT, length = [4] : (tensor<4xf32>) -> tensor<4xcomplex<f32>>
  func.return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @fft_c2_rfft(%x: tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects an f32 or f64 operand for RFFT, found 'complex<f32>'}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xcomplex<f32>>) -> tensor<3xcomplex<f32>>
  func.return %0 : tensor<3xcomplex<f32>>
}

// -----

func.func @fft_c2_irfft(%x: tensor<3xf32>) -> tensor<4xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a complex operand for IRFFT, found 'f32'}}
  %0 = stablehlo.fft %x, type = IRFFT, length = [4] : (tensor<3xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @fft_c2_result(%x: tensor<4xf32>) -> tensor<3xcomplex<f64>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{'stablehlo.fft' op inferred type(s) 'tensor<3xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<3xcomplex<f64>>'}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<4xf32>) -> tensor<3xcomplex<f64>>
  func.return %0 : tensor<3xcomplex<f64>>
}

// -----

func.func @fft_c3(%x: tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects fft_length to have 1 to 3 entries, found 4}}
  %0 = stablehlo.fft %x, type = FFT, length = [2, 2, 2, 2] : (tensor<2x2x2x2xcomplex<f32>>) -> tensor<2x2x2x2xcomplex<f32>>
  func.return %0 : tensor<2x2x2x2xcomplex<f32>>
}

// -----

func.func @fft_c4(%x: tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects dimension 1 of operand (8) to equal fft_length[0] (4)}}
  %0 = stablehlo.fft %x, type = RFFT, length = [4] : (tensor<3x8xf32>) -> tensor<3x5xcomplex<f32>>
  func.return %0 : tensor<3x5xcomplex<f32>>
}

// -----

func.func @fft_c5_rfft(%x: tensor<8xf32>) -> tensor<8xcomplex<f32>> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<5xcomplex<f32>>' are incompatible with return type(s) of operation 'tensor<8xcomplex<f32>>'}}
  %0 = stablehlo.fft %x, type = RFFT, length = [8] : (tensor<8xf32>) -> tensor<8xcomplex<f32>>
  func.return %0 : tensor<8xcomplex<f32>>
}

// -----

func.func @fft_c5_irfft(%x: tensor<8xcomplex<f32>>) -> tensor<8xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the last dimension of operand (8) to be 5 for IRFFT of length 8}}
  %0 = stablehlo.fft %x, type = IRFFT, length = [8] : (tensor<8xcomplex<f32>>) -> tensor<8xf32>
  func.return %0 : tensor<8xf32>
}

// -----

func.func @cholesky_c1(%a: tensor<3x3xf32>) -> tensor<3x3xf64> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<3x3xf32>' are incompatible with return type(s) of operation 'tensor<3x3xf64>'}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x3xf32>) -> tensor<3x3xf64>
  func.return %0 : tensor<3x3xf64>
}

// -----

func.func @cholesky_c2(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a to have rank at least 2, found rank 1}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @cholesky_c3(%a: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the matrices of a to be square, found 3x4}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @triangular_solve_c1(%a: tensor<3x3xf32>, %b: tensor<3x1xf64>) -> tensor<3x1xf64> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a and b to have the same element type, found 'f32' and 'f64'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf64>) -> tensor<3x1xf64>
  func.return %0 : tensor<3x1xf64>
}

// -----

func.func @triangular_solve_c2(%a: tensor<3x3xf32>, %b: tensor<2x3x1xf32>) -> tensor<2x3x1xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a and b to have the same rank, found 2 and 3}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  func.return %0 : tensor<2x3x1xf32>
}

// -----

func.func @triangular_solve_c2_rank(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a to have rank at least 2, found rank 1}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @triangular_solve_c3_batch(%a: tensor<2x3x3xf32>, %b: tensor<4x3x1xf32>) -> tensor<4x3x1xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects a and b to have the same batch dimensions, but dimension 0 is 2 in a and 4 in b}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<2x3x3xf32>, tensor<4x3x1xf32>) -> tensor<4x3x1xf32>
  func.return %0 : tensor<4x3x1xf32>
}

// -----

func.func @triangular_solve_c3_square(%a: tensor<3x4xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the matrices of a to be square, found 3x4}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x4xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return %0 : tensor<3x1xf32>
}

// -----

func.func @triangular_solve_c3(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x1xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the columns of b (1) to match the size of the matrices of a (3)}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = false, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x1xf32>
  func.return %0 : tensor<3x1xf32>
}

// -----

func.func @triangular_solve_c4(%a: tensor<3x3xf32>, %b: tensor<3x1xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<3x1xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, unit_diagonal = false, transpose_a = #stablehlo<transpose NO_TRANSPOSE>} : (tensor<3x3xf32>, tensor<3x1xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of the dynamic_* data movement ops, one test per label.

func.func @dynamic_slice_c1(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [1, 2] : (tensor<3x6xf32>, tensor<i64>, tensor<i64>) -> tensor<1x2xi32>
  func.return
}

// -----

func.func @dynamic_slice_c2(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{slice_sizes has 1 entries, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [1] : (tensor<3x6xf32>, tensor<i64>, tensor<i64>) -> tensor<1xf32>
  func.return
}

// -----

func.func @dynamic_slice_c3(%m: tensor<3x6xf32>, %i: tensor<i64>, %j: tensor<i32>) {
  // expected-error @+2 {{start index 1 has type 'tensor<i32>', expected 'tensor<i64>' (start index 0's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, %j, sizes = [1, 2] : (tensor<3x6xf32>, tensor<i64>, tensor<i32>) -> tensor<1x2xf32>
  func.return
}

// -----

func.func @dynamic_slice_c4(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{slice_sizes[1] = 7 is out of range [0, 6] (the operand's dimension 1)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [1, 7] : (tensor<3x6xf32>, tensor<i64>, tensor<i64>) -> tensor<1x7xf32>
  func.return
}

// -----

func.func @dynamic_slice_c5(%m: tensor<3x6xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_slice %m, %i, %i, sizes = [1, 2] : (tensor<3x6xf32>, tensor<i64>, tensor<i64>) -> tensor<2x1xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c1(%m: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{are incompatible with return type(s) of operation}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x5xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c2(%m: tensor<4x4xf32>, %u: tensor<2x2xf16>, %i: tensor<i32>) {
  // expected-error @+2 {{update has element type 'f16', expected 'f32' (the operand's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i, %i : (tensor<4x4xf32>, tensor<2x2xf16>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c3(%m: tensor<4x4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{update has rank 1, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i, %i : (tensor<4x4xf32>, tensor<2xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c4(%m: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{has 1 start indices, expected 2 (the operand's rank)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c5(%m: tensor<4x4xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>, %j: tensor<i64>) {
  // expected-error @+2 {{start index 1 has type 'tensor<i64>', expected 'tensor<i32>' (start index 0's)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i, %j : (tensor<4x4xf32>, tensor<2x2xf32>, tensor<i32>, tensor<i64>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @dynamic_update_slice_c6(%m: tensor<4x4xf32>, %u: tensor<2x5xf32>, %i: tensor<i32>) {
  // expected-error @+2 {{update dimension 1 has size 5, larger than the operand's (4)}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = stablehlo.dynamic_update_slice %m, %u, %i, %i : (tensor<4x4xf32>, tensor<2x5xf32>, tensor<i32>, tensor<i32>) -> tensor<4x4xf32>
  func.return
}

// -----

func.func @real_dynamic_slice_rank(%m: tensor<?x4xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{result has rank 1, expected 2 (the operand's rank)}}
  %0 = stablehlo.real_dynamic_slice %m, %s, %s, %s : (tensor<?x4xf32>, tensor<2xi32>, tensor<2xi32>, tensor<2xi32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @real_dynamic_slice_sizes(%m: tensor<?x4xf32>, %s: tensor<2xi32>, %t: tensor<3xi32>) {
  // expected-error @+1 {{limit_indices has 3 entries, expected 2 (the operand's rank)}}
  %0 = stablehlo.real_dynamic_slice %m, %s, %t, %s : (tensor<?x4xf32>, tensor<2xi32>, tensor<3xi32>, tensor<2xi32>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c1(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{result element type 'i32' differs from the operand's 'f32'}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xi32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c2(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions has 2 entries, expected 1 (the operand's rank)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [0, 1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c3(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions 2 is out of range for the result of rank 2}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [2] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c4(%v: tensor<3x3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{broadcast_dimensions repeats dimension 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1, 1] : (tensor<3x3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c5(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{operand dimension 0 has size 3, expected 1 or the size of result dimension 1 (4)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x4xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c6(%v: tensor<1x!quant.uniform<i8:f32:0, {2.0}>>, %s: tensor<2xi64>) {
  // expected-error @+1 {{the operand's quantization dimension has size 1, so every result scale and zero point must equal the operand's}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] : (tensor<1x!quant.uniform<i8:f32:0, {2.0}>>, tensor<2xi64>) -> tensor<?x2x!quant.uniform<i8:f32:1, {2.0, 3.0}>>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c7(%v: tensor<3xf32>, %s: tensor<3xi64>) {
  // expected-error @+1 {{output_dimensions has 3 entries, expected 2 (the result's rank)}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] : (tensor<3xf32>, tensor<3xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c8(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{known_expanding_dimensions and known_nonexpanding_dimensions repeats dimension 0}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] {known_expanding_dimensions = array<i64: 0>, known_nonexpanding_dimensions = array<i64: 0>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c9(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{known_expanding_dimensions 1 is out of range for the operand of rank 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] {known_expanding_dimensions = array<i64: 1>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_broadcast_in_dim_c10(%v: tensor<3xf32>, %s: tensor<2xi64>) {
  // expected-error @+1 {{known_nonexpanding_dimensions -1 is out of range for the operand of rank 1}}
  %0 = stablehlo.dynamic_broadcast_in_dim %v, %s, dims = [1] {known_nonexpanding_dimensions = array<i64: -1>} : (tensor<3xf32>, tensor<2xi64>) -> tensor<?x3xf32>
  func.return
}

// -----

func.func @dynamic_iota_c1(%s: tensor<2xi64>) {
  // expected-error @+1 {{iota_dimension 2 is out of range for output_shape of size 2}}
  %0 = stablehlo.dynamic_iota %s, dim = 2 : (tensor<2xi64>) -> tensor<?x4xi32>
  func.return
}

// -----

func.func @dynamic_iota_c2(%s: tensor<3xi64>) {
  // expected-error @+1 {{output_shape has 3 entries, expected 2 (the result's rank)}}
  %0 = stablehlo.dynamic_iota %s, dim = 0 : (tensor<3xi64>) -> tensor<?x4xi32>
  func.return
}

// -----

func.func @dynamic_pad_c1(%v: tensor<?xf32>, %z: tensor<i32>, %p: tensor<1xi32>) {
  // expected-error @+1 {{padding_value has element type 'i32', expected 'f32' (the operand's)}}
  %0 = stablehlo.dynamic_pad %v, %z, %p, %p, %p : (tensor<?xf32>, tensor<i32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_c2(%v: tensor<?xf32>, %z: tensor<f32>, %p: tensor<1xi32>, %q: tensor<2xi32>) {
  // expected-error @+1 {{interior_padding has 2 entries, expected 1 (the operand's rank)}}
  %0 = stablehlo.dynamic_pad %v, %z, %p, %p, %q : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<2xi32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_c4(%v: tensor<?xf32>, %z: tensor<f32>, %p: tensor<1xi32>) {
  // expected-error @+1 {{result has rank 2, expected 1 (the operand's rank)}}
  %0 = stablehlo.dynamic_pad %v, %z, %p, %p, %p : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?x?xf32>
  func.return
}

// -----

func.func @dynamic_reshape_c1(%v: tensor<?xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{result element type 'f16' differs from the operand's 'f32'}}
  %0 = stablehlo.dynamic_reshape %v, %s : (tensor<?xf32>, tensor<2xi32>) -> tensor<?x2xf16>
  func.return
}

// -----

func.func @dynamic_reshape_c2(%v: tensor<6xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{operand has 6 elements but the result has 8}}
  %0 = stablehlo.dynamic_reshape %v, %s : (tensor<6xf32>, tensor<2xi32>) -> tensor<4x2xf32>
  func.return
}

// -----

func.func @dynamic_reshape_c3(%v: tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, %s: tensor<2xi32>) {
  // expected-error @+1 {{reshape must keep the quantization dimension (operand dimension 1, result dimension 0)}}
  %0 = stablehlo.dynamic_reshape %v, %s : (tensor<2x3x!quant.uniform<i8:f32:1, {1.0, 2.0, 3.0}>>, tensor<2xi32>) -> tensor<3x2x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0}>>
  func.return
}

// -----

func.func @dynamic_reshape_c4(%v: tensor<?xf32>, %s: tensor<3xi32>) {
  // expected-error @+1 {{output_shape has 3 entries, expected 2 (the result's rank)}}
  %0 = stablehlo.dynamic_reshape %v, %s : (tensor<?xf32>, tensor<3xi32>) -> tensor<?x2xf32>
  func.return
}

// -----

func.func @dynamic_pad_c3(%v: tensor<?xf32>, %z: tensor<f32>, %p: tensor<1xi32>) {
  %n = stablehlo.constant dense<-1> : tensor<1xi32>
  // expected-error @+1 {{interior_padding must be non-negative, found -1 in dimension 0}}
  %0 = stablehlo.dynamic_pad %v, %z, %p, %p, %n : (tensor<?xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32>
  func.return
}

// -----

func.func @dynamic_pad_c4_constant(%v: tensor<3xf32>, %z: tensor<f32>) {
  %p = stablehlo.constant dense<1> : tensor<1xi32>
  // expected-error @+1 {{result dimension 0 has size 8, expected 7 (the padded operand's)}}
  %0 = stablehlo.dynamic_pad %v, %z, %p, %p, %p : (tensor<3xf32>, tensor<f32>, tensor<1xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<8xf32>
  func.return
}

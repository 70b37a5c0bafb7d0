// RUN: fold-opt %s --split-input-file -verify-diagnostics -allow-unregistered-dialect

func.func @function_type_arity(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a function type with 2 inputs and one result}}
  %0 = stablehlo.add %a, %a : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @reduce_precision_format(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a float format like e5m10, found 'e5x10'}}
  %0 = stablehlo.reduce_precision %a, format = e5x10 : tensor<2xf32>
  func.return
}

// -----

func.func @complex_needs_complex_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected a tensor of complex numbers, found 'tensor<2xf32>'}}
  %0 = stablehlo.complex %a, %a : tensor<2xf32>
  func.return
}

// -----

func.func @select_arity(%p: tensor<2xi1>, %a: tensor<2xf32>) {
  // expected-error @+1 {{expected (pred, on_true, on_false) -> result}}
  %0 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @shapes_must_match(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  // expected-error @+1 {{all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @element_type_not_allowed(%a: tensor<2xi1>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of}}
  %0 = stablehlo.sqrt %a : tensor<2xi1>
  func.return
}

// -----

func.func @unknown_op(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.no_such_op' is unknown}}
  %0 = stablehlo.no_such_op %a : tensor<2xf32>
  func.return
}

// -----

func.func @unknown_comparison_direction(%a: tensor<2xf32>) {
  // expected-error @+2 {{expected ::mlir::sfold::ComparisonDirection to be one of: EQ, NE, GE, GT, LE, LT}}
  // expected-error @+1 {{failed to parse Stablehlo_ComparisonDirectionAttr parameter}}
  %0 = stablehlo.compare XX, %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @bounds_on_static_dimension(
    // expected-error @+1 {{static dimension 0 cannot have a bound; use '?'}}
    %a: tensor<2xf32, #stablehlo.bounds<4>>) {
  func.return
}

// -----

func.func @bounds_rank(
    // expected-error @+1 {{bounds has 2 entries but the tensor has rank 1}}
    %a: tensor<?xf32, #stablehlo.bounds<4, 4>>) {
  func.return
}

// -----

func.func @unknown_attribute_field() {
  // expected-error @+1 {{unknown field 'offset_dimz'}}
  "test.use"() {d = #stablehlo.gather<offset_dimz = [1]>} : () -> ()
  func.return
}

// -----

func.func @conv_layout_bad_name() {
  // expected-error @+1 {{expected 'b', 'f' or a spatial dimension number, found 'x'}}
  "test.use"() {d = #stablehlo.conv<[b, x, f]x[0, i, o]->[b, 0, f]>} : () -> ()
  func.return
}

// -----

func.func @check_literal_type(%a: tensor<2xi32>) {
  // expected-error @+1 {{expected value of type 'tensor<2xi32>', found 'tensor<3xi32>'}}
  "check.expect_eq_const"(%a) {value = dense<[1, 2, 3]> : tensor<3xi32>} : (tensor<2xi32>) -> ()
  func.return
}

// -----

// Spec constraints, one function per label.

// A declared size above the operands' bound.
func.func @add_c1_bound(%a: tensor<?xf32, #stablehlo.bounds<4>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<?xf32, #stablehlo.bounds<4>>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  %0 = stablehlo.add %a, %a : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<?xf32, #stablehlo.bounds<4>>) -> tensor<5xf32>
  func.return
}

// -----

func.func @add_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rhs has element type 'f64' but lhs has 'f32'}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @add_c1_result(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = stablehlo.add %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @add_c2(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{must both be quantized or both not}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @add_c3(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i16:f32, 0.5:3>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{differ in storage or expressed type}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i16:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @add_c4(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f16, 0.5:3>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{differ in storage or expressed type}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f16, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @add_c5(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s)}}
  %0 = stablehlo.add %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @add_c6(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s)}}
  %0 = stablehlo.add %a, %a : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>
  func.return
}

// -----

func.func @add_c7(%a: tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>, %b: tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{lhs is quantized along dimension 0 but rhs along 1}}
  %0 = stablehlo.add %a, %b : (tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>, tensor<2x2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) -> tensor<2x2x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>
  func.return
}

// -----

func.func @and_c1(%a: tensor<2xi32>, %b: tensor<2xi64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand #1 has element type 'i64' but operand #0 has 'i32'}}
  %0 = stablehlo.and %a, %b : (tensor<2xi32>, tensor<2xi64>) -> tensor<2xi32>
  func.return
}

// -----

func.func @multiply_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>, %b: tensor<2x!quant.uniform<i16:f32, 0.5:3>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{operand #1 has element type}}
  %0 = stablehlo.multiply %a, %b : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i16:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @subtract_c1(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s)}}
  %0 = stablehlo.subtract %a, %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>, tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2x!quant.uniform<i8<-100:100>:f32, 0.5:3>>
  func.return
}

// -----

func.func @exponential_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2xf16>'}}
  %0 = stablehlo.exponential %a : (tensor<2xf32>) -> tensor<2xf16>
  func.return
}

// -----

func.func @abs_c2(%a: tensor<2xcomplex<f32>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = stablehlo.abs %a : (tensor<2xcomplex<f32>>) -> tensor<2xf64>
  func.return
}

// -----

func.func @real_c2(%a: tensor<2xcomplex<f64>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf64>' are incompatible}}
  %0 = stablehlo.real %a : (tensor<2xcomplex<f64>>) -> tensor<2xf32>
  func.return
}

// -----

func.func @imag_c2(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible}}
  %0 = stablehlo.imag %a : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @complex_c1(%a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rhs has element type 'f64' but lhs has 'f32'}}
  %0 = stablehlo.complex %a, %b : (tensor<2xf32>, tensor<2xf64>) -> tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @complex_c3(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xcomplex<f32>>' are incompatible}}
  %0 = stablehlo.complex %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xcomplex<f64>>
  func.return
}

// -----

func.func @compare_c1(%a: tensor<2xf32>, %b: tensor<2xi32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{rhs has element type 'i32' but lhs has 'f32'}}
  %0 = stablehlo.compare LT, %a, %b : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xi1>
  func.return
}

// -----

func.func @select_c1(%p: tensor<3xi1>, %a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{pred has type 'tensor<3xi1>' but must be a scalar or have the shape of on_true 'tensor<2xf32>'}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<3xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @select_c2(%p: tensor<i1>, %a: tensor<2xf32>, %b: tensor<2xf64>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{on_false has type 'tensor<2xf64>' but on_true has 'tensor<2xf32>'}}
  %0 = "stablehlo.select"(%p, %a, %b) : (tensor<i1>, tensor<2xf32>, tensor<2xf64>) -> tensor<2xf32>
  func.return
}

// -----

func.func @select_c2_result(%p: tensor<i1>, %a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s)}}
  %0 = "stablehlo.select"(%p, %a, %a) : (tensor<i1>, tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  func.return
}

// -----

func.func @clamp_c1(%min: tensor<3xf32>, %a: tensor<2xf32>, %max: tensor<f32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{min has type 'tensor<3xf32>' but must be a scalar or have the shape of the operand 'tensor<2xf32>'}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<3xf32>, tensor<2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @clamp_c2(%min: tensor<f32>, %a: tensor<2xf32>, %max: tensor<2x1xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{max has type 'tensor<2x1xf32>' but must be a scalar}}
  %0 = stablehlo.clamp %min, %a, %max : (tensor<f32>, tensor<2xf32>, tensor<2x1xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @clamp_c3(%min: tensor<i32>, %a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{min has element type 'i32' but the operand has 'f32'}}
  %0 = stablehlo.clamp %min, %a, %a : (tensor<i32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @clamp_c4(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @bitcast_convert_c1_same_width(%a: tensor<2xf32>) {
  // expected-error @+1 {{with equal bit widths the result shape must be the operand shape}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<3xi32>
  func.return
}

// -----

func.func @bitcast_convert_c1_narrower_rank(%a: tensor<2xf32>) {
  // expected-error @+1 {{converting 32-bit to 16-bit elements needs result rank 2, found 1}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<4xi16>
  func.return
}

// -----

func.func @bitcast_convert_c1_narrower_dims(%a: tensor<2xf32>) {
  // expected-error @+1 {{result dimensions must start with the operand dimensions}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<3x2xi16>
  func.return
}

// -----

func.func @bitcast_convert_c1_narrower_last(%a: tensor<2xf32>) {
  // expected-error @+1 {{the last result dimension must be 4, found 2}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xf32>) -> tensor<2x2xi8>
  func.return
}

// -----

func.func @bitcast_convert_c1_wider_rank(%a: tensor<i8>) {
  // expected-error @+1 {{converting 8-bit to 32-bit elements needs operand rank 1 (one more than the result), found 0}}
  %0 = stablehlo.bitcast_convert %a : (tensor<i8>) -> tensor<f32>
  func.return
}

// -----

func.func @bitcast_convert_c1_wider_dims(%a: tensor<3x4xi8>) {
  // expected-error @+1 {{operand dimensions must start with the result dimensions}}
  %0 = stablehlo.bitcast_convert %a : (tensor<3x4xi8>) -> tensor<2xf32>
  func.return
}

// -----

func.func @bitcast_convert_c1_wider_last(%a: tensor<3x2xi8>) {
  // expected-error @+1 {{the last operand dimension must be 4, found 2}}
  %0 = stablehlo.bitcast_convert %a : (tensor<3x2xi8>) -> tensor<3xf32>
  func.return
}

// -----

func.func @bitcast_convert_c2(%a: tensor<2xi64>) {
  // expected-error @+1 {{cannot bitcast between complex and non-complex element types: 'i64' to 'complex<f32>'}}
  %0 = stablehlo.bitcast_convert %a : (tensor<2xi64>) -> tensor<2xcomplex<f32>>
  func.return
}

// -----

func.func @uniform_quantize_c2(%a: tensor<2xf16>) {
  // expected-error @+1 {{result expressed type 'f32' differs from the operand's 'f16'}}
  %0 = stablehlo.uniform_quantize %a : (tensor<2xf16>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @uniform_quantize_c2_requantize(%a: tensor<2x!quant.uniform<i8:f16, 0.5:3>>) {
  // expected-error @+1 {{result expressed type 'f32' differs from the operand's 'f16'}}
  %0 = stablehlo.uniform_quantize %a : (tensor<2x!quant.uniform<i8:f16, 0.5:3>>) -> tensor<2x!quant.uniform<i8:f32, 0.5:3>>
  func.return
}

// -----

func.func @uniform_dequantize_c2(%a: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible}}
  %0 = stablehlo.uniform_dequantize %a : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf16>
  func.return
}

// -----

// quantized_type_c7: zero points lie in the storage range.
func.func @quantized_type_c7(%a: tensor<2x!quant.uniform<i8<-10:10>:f32, 0.5:20>>) {
  // expected-error @+1 {{'stablehlo.negate' op operand #0 has zero point 20 outside the storage range [-10, 10]}}
  %0 = stablehlo.negate %a : tensor<2x!quant.uniform<i8<-10:10>:f32, 0.5:20>>
  func.return
}

// -----

// quantized_type_c12: the quantization dimension is below the rank.
func.func @quantized_type_c12(%a: tensor<2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>) {
  // expected-error @+1 {{'stablehlo.add' op operand #0 has quantization dimension 1 but rank 1}}
  %0 = stablehlo.add %a, %a : tensor<2x!quant.uniform<i8:f32:1, {0.5:3, 0.25:1}>>
  func.return
}

// -----

// quantized_type_c13: one scale per index of the quantization dimension.
func.func @quantized_type_c13(%a: tensor<3x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>) {
  // expected-error @+1 {{'stablehlo.add' op operand #0 has 2 scales but dimension 0 has size 3}}
  %0 = stablehlo.add %a, %a : tensor<3x!quant.uniform<i8:f32:0, {0.5:3, 0.25:1}>>
  func.return
}

// -----

func.func @reduce_precision_c1(%a: tensor<2xf32>) {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2xf32>' are incompatible with return type(s) of operation 'tensor<2xf64>'}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf64>
  func.return
}

// -----

func.func @reduce_precision_c2(%a: tensor<2xf32>) {
  // expected-error @+1 {{attribute 'exponent_bits' failed to satisfy constraint}}
  %0 = "stablehlo.reduce_precision"(%a) {exponent_bits = 0 : i32, mantissa_bits = 10 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

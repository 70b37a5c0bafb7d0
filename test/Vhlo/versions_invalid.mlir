// What a target release cannot express is an error at the op.

// RUN: fold-opt --split-input-file --verify-diagnostics --stablehlo-legalize-to-vhlo=target=1.0.0 %s

func.func @batching(%op: tensor<2x3x4xf32>, %idx: tensor<2x1xi32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{attribute 'operand_batching_dims' of 'stablehlo.gather' needs StableHLO 1.1.0; the target is 1.0.0}}
  %r = "stablehlo.gather"(%op, %idx) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1, 4>} : (tensor<2x3x4xf32>, tensor<2x1xi32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// -----

func.func @accuracy(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{attribute 'result_accuracy' of 'stablehlo.exponential' needs StableHLO 1.9.0; the target is 1.0.0}}
  %r = stablehlo.exponential %x {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-5, rtol = 0.0, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

func.func @tan(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{op 'stablehlo.tan' needs StableHLO 1.4.0; the target is 1.0.0}}
  %r = stablehlo.tan %x : tensor<4xf32>
  return %r : tensor<4xf32>
}

// -----

// expected-error @+1 {{attribute 'function_type': type f8E4M3 needs StableHLO 1.7.0}}
func.func @f8(%x: tensor<4xf8E4M3>) -> tensor<4xf8E4M3> {
  return %x : tensor<4xf8E4M3>
}

// -----

func.func @algorithm(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{attribute 'lhs_precision_type' of 'stablehlo.dot_general' needs StableHLO 1.6.0; the target is 1.0.0}}
  %r = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}

// RUN: fold-opt %s --split-input-file -verify-diagnostics

// Spec constraints of scatter, one test per label.

func.func @scatter_c1(%in0: tensor<5x2xf32>, %in1: tensor<5x3xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>, %up1: tensor<3x2xf32>) {
  // expected-error @+1 {{input 1 has shape [5, 3], expected [5, 2] (input 0's)}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %idx, %up0, %up1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>):
    stablehlo.return %a0, %a1 : tensor<f32>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<5x3xf32>, tensor<3x1xi32>, tensor<3x2xf32>, tensor<3x2xf32>) -> (tensor<5x2xf32>, tensor<5x3xf32>)
  func.return
}

// -----

func.func @scatter_c2(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{update_window_dims (1), inserted_window_dims (0) and input_batching_dims (0) have 1 entries in all, expected 2 (the rank of the inputs)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c3(%in0: tensor<5x2xf32>, %in1: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>, %up1: tensor<3x1xf32>) {
  // expected-error @+1 {{update 1 has shape [3, 1], expected [3, 2] (update 0's)}}
  %0:2 = "stablehlo.scatter"(%in0, %in1, %idx, %up0, %up1) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>, %a2: tensor<f32>, %a3: tensor<f32>):
    stablehlo.return %a0, %a1 : tensor<f32>, tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>, tensor<3x1xf32>) -> (tensor<5x2xf32>, tensor<5x2xf32>)
  func.return
}

// -----

func.func @scatter_c4(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<4x2xf32>) {
  // expected-error @+1 {{update scatter dimension 0 has size 4, expected 3 (the matching dimension of scatter_indices)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<4x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c4_window(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x3xf32>) {
  // expected-error @+1 {{update window dimension 1 has size 3, larger than the inputs' (2)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x3xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c4_rank(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2x1xf32>) {
  // expected-error @+1 {{updates have rank 3, expected 2 (update_window_dims plus the batch dimensions of scatter_indices)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2x1xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c5(%idx: tensor<3x1xi32>) {
  // expected-error @+1 {{expects at least one input}}
  "stablehlo.scatter"(%idx) ({
  ^bb0:
    stablehlo.return
  }) {scatter_dimension_numbers = #stablehlo.scatter<index_vector_dim = 1>} : (tensor<3x1xi32>) -> ()
  func.return
}

// -----

// StableHLO takes updates of any element type promotable to the
// accumulator's (f64 updates of an f32 body are accepted); wider integers
// are not.
func.func @scatter_c6(%in0: tensor<5x2xi32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xi64>) {
  // expected-error @+1 {{expects the element type of update 0 ('i64') to be promotable to the update_computation's accumulator type 0 ('i32')}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i32>):
    stablehlo.return %a0 : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xi32>, tensor<3x1xi32>, tensor<3x2xi64>) -> tensor<5x2xi32>
  func.return
}

// -----

func.func @scatter_c7(%in0: tensor<5x2x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2x2xf32>) {
  // expected-error @+1 {{update_window_dims must be sorted, found [2, 1]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2x2xf32>, tensor<3x1xi32>, tensor<3x2x2xf32>) -> tensor<5x2x2xf32>
  func.return
}

// -----

func.func @scatter_c8(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{update_window_dims 2 is out of range for the updates of rank 2}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c9(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{inserted_window_dims and input_batching_dims repeats dimension 0}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [0]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c10(%in0: tensor<5x2x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{inserted_window_dims must be sorted, found [1, 0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [1, 0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2x2xf32>
  func.return
}

// -----

func.func @scatter_c11(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{inserted_window_dims 2 is out of range for the inputs of rank 2}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c12(%in0: tensor<4x4x5x2xf32>, %idx: tensor<4x4x3x1xi32>, %up0: tensor<4x4x3x2xf32>) {
  // expected-error @+1 {{input_batching_dims must be sorted, found [1, 0]}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [3], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2], index_vector_dim = 3, input_batching_dims = [1, 0], scatter_indices_batching_dims = [0, 1]>} : (tensor<4x4x5x2xf32>, tensor<4x4x3x1xi32>, tensor<4x4x3x2xf32>) -> tensor<4x4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c13(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{input_batching_dims 3 is out of range for the inputs of rank 3}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [3], scatter_indices_batching_dims = [0]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c14(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{scatter_indices_batching_dims repeats dimension 0}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [0, 0]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c15(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{scatter_indices_batching_dims 3 is out of range for scatter_indices of rank 3}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [3]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c16(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{index_vector_dim 2 is also in scatter_indices_batching_dims}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [2]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c17(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{input_batching_dims has 1 entries but scatter_indices_batching_dims has 0}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c18(%in0: tensor<4x5x2xf32>, %idx: tensor<6x3x1xi32>, %up0: tensor<6x3x2xf32>) {
  // expected-error @+1 {{input batching dimension 0 has size 4 but scatter_indices batching dimension 0 has size 6}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [0]>} : (tensor<4x5x2xf32>, tensor<6x3x1xi32>, tensor<6x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c19(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{scatter_dims_to_operand_dims has 2 entries, expected 1 (the size of index vectors in scatter_indices)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c20(%in0: tensor<4x5x2xf32>, %idx: tensor<4x3x1xi32>, %up0: tensor<4x3x2xf32>) {
  // expected-error @+1 {{scatter_dims_to_operand_dims and input_batching_dims repeats dimension 0}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [0], index_vector_dim = 2, input_batching_dims = [0], scatter_indices_batching_dims = [0]>} : (tensor<4x5x2xf32>, tensor<4x3x1xi32>, tensor<4x3x2xf32>) -> tensor<4x5x2xf32>
  func.return
}

// -----

func.func @scatter_c21(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{scatter_dims_to_operand_dims 2 is out of range for the inputs of rank 2}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [2], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c22(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+1 {{index_vector_dim 3 is out of range [0, 2] (the rank of scatter_indices)}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 3>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// -----

func.func @scatter_c23(%in0: tensor<5x2xi32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xi32>) {
  // expected-error @+1 {{expects the element type of update_computation argument 1 ('i16') to be promotable from the element type of input 0 ('i32')}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<i16>, %a1: tensor<i16>):
    stablehlo.return %a0 : tensor<i16>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xi32>, tensor<3x1xi32>, tensor<3x2xi32>) -> tensor<5x2xi32>
  func.return
}

// -----

func.func @scatter_c23_arguments(%in0: tensor<5x2xi32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xi32>) {
  // expected-error @+1 {{expects update_computation arguments 0 and 1 to have the same type, found 'tensor<i32>' and 'tensor<i64>'}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<i32>, %a1: tensor<i64>):
    stablehlo.return %a0 : tensor<i32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xi32>, tensor<3x1xi32>, tensor<3x2xi32>) -> tensor<5x2xi32>
  func.return
}

// -----

func.func @scatter_c24(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+2 {{'stablehlo.scatter' op inferred type(s) 'tensor<5x2xf32>' are incompatible with return type(s) of operation 'tensor<5x3xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f32>, %a1: tensor<f32>):
    stablehlo.return %a0 : tensor<f32>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x3xf32>
  func.return
}

// -----

func.func @scatter_c25(%in0: tensor<5x2xf32>, %idx: tensor<3x1xi32>, %up0: tensor<3x2xf32>) {
  // expected-error @+2 {{'stablehlo.scatter' op inferred type(s) 'tensor<5x2xf64>' are incompatible with return type(s) of operation 'tensor<5x2xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = "stablehlo.scatter"(%in0, %idx, %up0) ({
  ^bb0(%a0: tensor<f64>, %a1: tensor<f64>):
    stablehlo.return %a0 : tensor<f64>
  }) {scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>} : (tensor<5x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<5x2xf32>
  func.return
}

// RUN: fold-opt %s --split-input-file -verify-diagnostics

func.func @all_gather_c6_unknown_group_size_multiple(%x: tensor<2x3xf32>) -> tensor<5x3xf32> {
  // expected-error @+1 {{expects dimension 0 of result 0 (5) to be a multiple of that of operand 0 (2)}}
  %r = "stablehlo.all_gather"(%x) {
    all_gather_dim = 0 : i64,
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>
  } : (tensor<2x3xf32>) -> tensor<5x3xf32>
  func.return %r : tensor<5x3xf32>
}

// -----

func.func @collective_reduce_global_ids_channel(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{expects a positive channel_handle with use_global_device_ids, found 0}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

func.func @collective_reduce_global_ids_empty_groups(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+2 {{expects replica_groups not to be empty with use_global_device_ids}}
  // expected-error @+1 {{failed to infer returned types}}
  %r = "stablehlo.collective_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<> : tensor<0x0xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>,
      use_global_device_ids} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

func.func @reduce_scatter_c8_unknown_group_size_divides(%x: tensor<6xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expects dimension 0 of the result (4) to divide that of the operand (6)}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<6xf32>) -> tensor<4xf32>
  func.return %r : tensor<4xf32>
}

// -----

func.func @reduce_scatter_c8_unknown_group_size_zero(%x: tensor<6xf32>) -> tensor<0xf32> {
  // expected-error @+1 {{expects dimension 0 of the result (scatter_dimension) not to be 0}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
      channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>} : (tensor<6xf32>) -> tensor<0xf32>
  func.return %r : tensor<0xf32>
}

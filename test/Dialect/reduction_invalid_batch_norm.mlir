// RUN: fold-opt %s --split-input-file -verify-diagnostics

// The spec's constraints of batch_norm_grad, batch_norm_inference and
// batch_norm_training, one function per label.

func.func @batch_norm_grad_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects feature_index (2) to be in [0, 2), the rank of operand}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_c2(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %v: tensor<3xf16>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects variance to have the element type of operand ('f32'), found 'f16'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %v, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf16>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_c2_result(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<3xf16>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf16>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<4x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects grad_output to have the shape of operand [2, 3], found [4, 3]}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<3xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_grad_c5(%x: tensor<2x3xf32>, %s: tensor<2xf32>, %g: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of scale (2) to equal the feature dimension of operand (3)}}
  %0:3 = "stablehlo.batch_norm_grad"(%x, %s, %s, %s, %g) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2x3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects feature_index (5) to be in [0, 2), the rank of operand}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 5 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c2(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %o: tensor<3xbf16>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects offset to have the element type of operand ('f32'), found 'bf16'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %o, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xbf16>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of scale (4) to equal the feature dimension of operand (3)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %b, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of offset (4) to equal the feature dimension of operand (3)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %b, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c5(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of mean (4) to equal the feature dimension of operand (3)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %b, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c6(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of variance (4) to equal the feature dimension of operand (3)}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %b) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_inference_c7(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<3x2xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{inferred type(s) 'tensor<2x3xf32>' are incompatible with return type(s) of operation 'tensor<3x2xf32>'}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3x2xf32>
  func.return %0 : tensor<3x2xf32>
}

// -----

func.func @batch_norm_training_c1(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects feature_index (2) to be in [0, 2), the rank of operand}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 2 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c2(%x: tensor<2x3xf32>, %s: tensor<3xf64>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects scale to have the element type of operand ('f32'), found 'f64'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>) -> (tensor<2x3xf32>, tensor<3xf64>, tensor<3xf64>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c3(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of scale (2) to equal the feature dimension of operand (3)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %b, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<2xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<2xf32>, tensor<2xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c4(%x: tensor<2x3xf32>, %s: tensor<3xf32>, %b: tensor<2xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{expects the size of offset (2) to equal the feature dimension of operand (3)}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %b) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<2xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c5(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<4xf32>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c6(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf32> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2x3xf32>', 'tensor<3xf32>', 'tensor<4xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<4xf32>)
  func.return %0#0 : tensor<2x3xf32>
}

// -----

func.func @batch_norm_training_c7(%x: tensor<2x3xf32>, %s: tensor<3xf32>) -> tensor<2x3xf16> {
  // expected-error @+2 {{failed to infer returned types}}
  // expected-error @+1 {{are incompatible with return type(s) of operation 'tensor<2x3xf16>', 'tensor<3xf32>', 'tensor<3xf32>'}}
  %0:3 = "stablehlo.batch_norm_training"(%x, %s, %s) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64} : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf16>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#0 : tensor<2x3xf16>
}

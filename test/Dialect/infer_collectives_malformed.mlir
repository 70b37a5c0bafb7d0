// RUN: fold-opt %s --split-input-file --mlir-very-unsafe-disable-verifier-on-parsing --verify-each=false --test-print-inferred-types -verify-diagnostics -o /dev/null

// The shape functions of the collectives with a computation on regions no
// verifier has seen (as from a builder or a pass): they read the element
// type from the computation's first argument and fail with a located
// message, never crash, when there is none.

func.func @no_arguments(%x: tensor<2xf32>) {
  // expected-error @+2 {{computation must take 2 arguments, found 0}}
  // expected-remark @+1 {{type inference failed}}
  %r = "stablehlo.all_reduce"(%x) ({
    "stablehlo.return"(%x) : (tensor<2xf32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @token_argument(%x: tensor<4xf32>) {
  // expected-error @+2 {{expects computation to take and return 0-d tensors of one element type, found argument 0 of type '!stablehlo.token'}}
  // expected-remark @+1 {{type inference failed}}
  %r = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: !stablehlo.token, %b: !stablehlo.token):
    "stablehlo.return"(%a) : (!stablehlo.token) -> ()
  }) {scatter_dimension = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<4xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @no_block(%x: tensor<2xf32>) {
  // expected-error @+2 {{computation must have a block (it gives the result element type)}}
  // expected-remark @+1 {{type inference failed}}
  %r = "stablehlo.collective_reduce"(%x) ({
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @no_terminator(%x: tensor<2xf32>) {
  // Only the arguments are read: a block without a terminator infers.
  // expected-remark @+1 {{inferred: tensor<2xf64>}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @one_argument(%x: tensor<2xf32>) {
  // A wrong number of arguments: the first still gives the element type.
  // expected-remark @+1 {{inferred: tensor<2xf32>}}
  %r = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>):
    "stablehlo.return"(%a) : (tensor<f32>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

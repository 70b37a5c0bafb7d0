// RUN: fold-opt %s --split-input-file --verify-diagnostics --stablehlo-refine-arguments="types=tensor<2xf32>,tensor<3xi32>"
// RUN: not fold-opt %s --split-input-file --stablehlo-refine-arguments="types=tensor<2xf32>,tensor<3xi32> args=x" 2>&1 | FileCheck %s --check-prefix=ARGS
// RUN: not fold-opt %s --split-input-file --stablehlo-refine-arguments="types=tensor<2xf32>,tensor<3xbogus>" 2>&1 | FileCheck %s --check-prefix=PARSE

// ARGS: args entry 0 is 'x', not an integer or '?'
// PARSE: cannot parse type 'tensor<3xbogus>'

// expected-error @+1 {{2 types given for the 1 arguments of @main}}
func.func @main(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
}

// -----

// expected-error @+1 {{argument 1 of type 'tensor<?xf32>' cannot be refined to 'tensor<3xi32>': the element types differ}}
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
}

// -----

// expected-error @+1 {{argument 0 of type 'tensor<4xf32>' cannot be refined to 'tensor<2xf32>': a static size differs}}
func.func @main(%arg0: tensor<4xf32>, %arg1: tensor<?xi32>) -> tensor<4xf32> {
  return %arg0 : tensor<4xf32>
}

// -----

// expected-error @+1 {{argument 1 of type 'tensor<?x?xi32>' cannot be refined to 'tensor<3xi32>': the ranks differ}}
func.func @main(%arg0: tensor<?xf32>, %arg1: tensor<?x?xi32>) -> tensor<?xf32> {
  return %arg0 : tensor<?xf32>
}

// -----

// expected-error @+1 {{expected a function named `main` or a single function to refine}}
module {
  func.func @f(%arg0: tensor<?xf32>, %arg1: tensor<?xi32>) -> tensor<?xf32> {
    return %arg0 : tensor<?xf32>
  }
  func.func @g(%arg0: tensor<?xf32>, %arg1: tensor<?xi32>) -> tensor<?xf32> {
    return %arg0 : tensor<?xf32>
  }
}

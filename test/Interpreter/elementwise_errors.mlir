// RUN: not fold-opt --interpret %S/Inputs/elementwise_complex_remainder.mlir 2>&1 | FileCheck %s

// A kernel that has no meaning for its operands reports the op and the
// operand types instead of crashing.
// CHECK: error: could not evaluate 'stablehlo.remainder' on operands of type 'tensor<1xcomplex<f32>>' 'tensor<1xcomplex<f32>>'

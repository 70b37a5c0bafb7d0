//===- ReductionOps.td ---------------------------------------*- tablegen -*-===//
//
// Ops with reduction bodies and linear algebra: reduce, reduce_window,
// select_and_scatter, sort, map, dot_general, convolution, fft, cholesky,
// triangular_solve, batch_norm_*.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD
#define STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"



#endif // STABLEHLO_FOLD_DIALECT_REDUCTION_OPS_TD

//===- DataMovementOps.td ---------------------------------------*- tablegen -*-===//
//
// Shape and data movement ops: broadcast, reshape, slice, gather, scatter,
// pad, concatenate, transpose, reverse and their dynamic forms.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD
#define STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"



#endif // STABLEHLO_FOLD_DIALECT_DATA_MOVEMENT_OPS_TD

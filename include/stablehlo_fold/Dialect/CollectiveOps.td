//===- CollectiveOps.td ---------------------------------------*- tablegen -*-===//
//
// Collectives and distributed ops: all_gather, all_reduce, all_to_all,
// collective_*, reduce_scatter, infeed, outfeed, send, recv, partition_id,
// replica_id, async_start, async_done.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD
#define STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD

include "stablehlo_fold/Dialect/StablehloOpBase.td"



#endif // STABLEHLO_FOLD_DIALECT_COLLECTIVE_OPS_TD

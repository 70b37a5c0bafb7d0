//===- CollectiveChecks.h - checks shared by the collective ops -*- C++ -*-===//
//
// Checks of process groups and channels that the shape functions and
// verifiers of the collective ops share (CollectiveVerify.cpp,
// CollectiveReduceVerify.cpp, ChannelVerify.cpp). Each `check*` emits its
// error at `loc`, if given, and fails. Private to lib/Dialect.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_DIALECT_COLLECTIVECHECKS_H
#define STABLEHLO_FOLD_LIB_DIALECT_COLLECTIVECHECKS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"

namespace mlir::sfold::coll {

using OptLoc = std::optional<Location>;

/// Emits an error at `loc` (if any) and fails.
template <typename... Args> LogicalResult fail(OptLoc loc, Args &&...args) {
  return emitOptionalError(loc, std::forward<Args>(args)...);
}

/// `groups` (replica_groups, source_target_pairs) is present and a 2-D
/// tensor, with `columns` columns when that is given.
LogicalResult checkGroups(OptLoc loc, DenseIntElementsAttr groups,
                          StringRef name, std::optional<int64_t> columns = {});

/// No process id of `groups` is negative (-1 pads groups of unequal size
/// when `allowPadding`).
LogicalResult checkNonNegativeIds(OptLoc loc, DenseIntElementsAttr groups,
                                  StringRef name, bool allowPadding = true);

/// How the ids of an op's replica_groups are checked, as StableHLO checks
/// them.
struct GroupRules {
  /// -1 pads groups of unequal size (all_reduce, collective_reduce); the ops
  /// whose groups must all have one size reject it.
  bool allowPadding = false;
  /// The ids are 0, 1, ..., n - 1 for the n ids given: none is left out (the
  /// spec's `0 <= replica_groups < size(replica_groups)`).
  bool dense = true;
  /// use_global_device_ids is set: the groups may not be empty.
  bool globalIds = false;
};

/// The ids of `groups`: non-negative (or -1 where `rules` allow padding),
/// unique, and dense where `rules` say so.
LogicalResult checkReplicaGroups(OptLoc loc, DenseIntElementsAttr groups,
                                 GroupRules rules);

/// source_target_pairs (collective_permute, send, recv): two columns, each
/// process the source of at most one pair and the target of at most one,
/// no negative id.
LogicalResult checkSourceTargetPairs(OptLoc loc, DenseIntElementsAttr pairs);

/// With use_global_device_ids, the channel handle is positive (or, with
/// `allowZero`, as StableHLO checks all_gather, non-negative; an absent
/// handle counts as 0).
LogicalResult checkGlobalDeviceIds(OptLoc loc, bool global,
                                   ChannelHandleAttr channel,
                                   bool allowZero = false);

/// The number of processes per group: the columns of `groups` across
/// replicas (no positive channel) or with flattened ids; across replicas and
/// partitions each group spans every partition, a number only known at run
/// time (dynamic).
int64_t groupSize(DenseIntElementsAttr groups, ChannelHandleAttr channel,
                  bool globalIds);

/// With `has_dynamic_root` the last operand holds the roots, one `i32` per
/// data operand (collective_broadcast_c4, collective_reduce_c3); returns the
/// number of data operands.
FailureOr<size_t> checkDynamicRoot(OptLoc loc, ValueRange operands,
                                   bool dynamicRoot, size_t minData);

/// Constant roots name a process of a group: in [0, dim(replica_groups, 1)).
LogicalResult checkRootValues(OptLoc loc, Value roots,
                              DenseIntElementsAttr groups);

/// The operands and replica groups of collective_broadcast and
/// collective_reduce: `checkDynamicRoot`, replica groups checked by `rules`,
/// and constant roots in range (`checkRootValues`). Returns the number of
/// data operands.
FailureOr<size_t> checkRootedGroups(OptLoc loc, ValueRange operands,
                                    bool dynamicRoot, size_t minData,
                                    DenseIntElementsAttr groups,
                                    GroupRules rules);

/// The operand `index` of `operands` as a ranked tensor, or an error.
FailureOr<RankedTensorType> rankedOperand(OptLoc loc, ValueRange operands,
                                          size_t index);

/// `type` with dimension `dim` multiplied (`multiply`) or divided by
/// `factor`: `?` when the size or the factor is. A bound of the dimension
/// scales alike and is dropped when the factor is not known; the bounds of
/// the other dimensions are kept. Fails on overflow.
FailureOr<RankedTensorType> scaleDimension(OptLoc loc, RankedTensorType type,
                                           int64_t dim, int64_t factor,
                                           bool multiply, StringRef what);

} // namespace mlir::sfold::coll

#endif // STABLEHLO_FOLD_LIB_DIALECT_COLLECTIVECHECKS_H

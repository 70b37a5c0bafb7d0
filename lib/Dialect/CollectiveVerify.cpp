//===- CollectiveVerify.cpp - shape functions of the collectives ----------===//
//
// The spec's constraints of the collectives without regions (all_gather,
// all_to_all, collective_broadcast, collective_permute), one check per label
// (`// all_gather_c6`), and the process-group checks every collective shares
// (CollectiveChecks.h).
//
// These ops verify everything in `inferReturnTypes`; the declared result
// types must then be compatible with the inferred ones (they may refine `?`
// or carry bounds), which `isCompatibleReturnTypes` decides. The
// collectives with a computation region are in CollectiveReduceVerify.cpp,
// send, recv, infeed, outfeed, the ids and the async ops in
// ChannelVerify.cpp. Constraints on the number of replicas or partitions
// cannot be checked statically.
//
// Shape functions may run from builders on unverified operands, so they test
// types with `dyn_cast` before use.
//
//===----------------------------------------------------------------------===//

#include "CollectiveChecks.h"
#include "mlir/IR/Matchers.h"
#include "stablehlo_fold/Dialect/TypeInference.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::coll;

//===----------------------------------------------------------------------===//
// Shared checks (CollectiveChecks.h)
//===----------------------------------------------------------------------===//

LogicalResult coll::checkGroups(OptLoc loc, DenseIntElementsAttr groups,
                                StringRef name,
                                std::optional<int64_t> columns) {
  if (!groups)
    return fail(loc, "expects ", name);
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return fail(loc, name, " must be a 2-D tensor, found ", type);
  if (columns && type.getDimSize(1) != *columns)
    return fail(loc, name, " must have ", *columns, " columns, found ", type);
  return success();
}

LogicalResult coll::checkNonNegativeIds(OptLoc loc, DenseIntElementsAttr groups,
                                        StringRef name, bool allowPadding) {
  for (int64_t id : groups.getValues<int64_t>())
    if (id < 0 && !(allowPadding && id == -1))
      return fail(loc, "expects the ids of ", name, " to be non-negative",
                  allowPadding ? " (or -1 for padding)" : "", ", found ", id);
  return success();
}

LogicalResult coll::checkReplicaGroups(OptLoc loc, DenseIntElementsAttr groups,
                                       GroupRules rules) {
  if (rules.globalIds && groups.getNumElements() == 0)
    return fail(loc, "expects replica_groups not to be empty with "
                     "use_global_device_ids");
  llvm::DenseSet<int64_t> seen;
  for (int64_t id : groups.getValues<int64_t>()) {
    if (id == -1 && rules.allowPadding)
      continue;
    // <op>_c4 and alike: 0 <= replica_groups (-1 pads only where groups may
    // differ in size).
    if (id < 0)
      return fail(loc, "expects the ids of replica_groups to be non-negative",
                  rules.allowPadding ? " (or -1 for padding)" : "",
                  ", found ", id);
    // <op>_c2 and alike: is_unique(replica_groups)
    if (!seen.insert(id).second)
      return fail(loc, "expects the ids of replica_groups to be unique, but ",
                  id, " repeats");
  }
  // <op>_c4 and alike: replica_groups < size(replica_groups), so n ids are
  // 0 .. n-1 (the number of processes is only known at run time).
  if (rules.dense)
    for (int64_t id = 0, n = static_cast<int64_t>(seen.size()); id < n; ++id)
      if (!seen.contains(id))
        return fail(loc, "expects the ", n,
                    " ids of replica_groups to be 0 to ", n - 1, ", but ", id,
                    " is missing");
  return success();
}

LogicalResult coll::checkSourceTargetPairs(OptLoc loc,
                                           DenseIntElementsAttr pairs) {
  // collective_permute_c1, send_c1, recv_c1
  if (failed(checkGroups(loc, pairs, "source_target_pairs", 2)))
    return failure();
  // collective_permute_c2, collective_permute_c3 (send_c2, send_c3, recv_c2,
  // recv_c3)
  SmallVector<int64_t> values(pairs.getValues<int64_t>());
  for (int column = 0; column < 2; ++column) {
    llvm::SmallDenseSet<int64_t> seen;
    for (size_t i = column; i < values.size(); i += 2)
      if (!seen.insert(values[i]).second)
        return fail(loc, "expects each process to be the ",
                    column ? "target" : "source", " of at most one pair, but ",
                    values[i], " repeats");
  }
  // collective_permute_c4, send_c4, recv_c4: 0 <= source_target_pairs (the
  // upper bound is only known at run time).
  return checkNonNegativeIds(loc, pairs, "source_target_pairs",
                             /*allowPadding=*/false);
}

LogicalResult coll::checkGlobalDeviceIds(OptLoc loc, bool global,
                                         ChannelHandleAttr channel,
                                         bool allowZero) {
  int64_t id = channel ? channel.getHandle() : 0;
  if (global && (allowZero ? id < 0 : id <= 0))
    return fail(loc, "expects a ", allowZero ? "non-negative" : "positive",
                " channel_handle with use_global_device_ids, found ", id);
  return success();
}

int64_t coll::groupSize(DenseIntElementsAttr groups, ChannelHandleAttr channel,
                        bool globalIds) {
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return ShapedType::kDynamic;
  if (channel && channel.getHandle() > 0 && !globalIds)
    return ShapedType::kDynamic;
  return type.getDimSize(1);
}

FailureOr<size_t> coll::checkDynamicRoot(OptLoc loc, ValueRange operands,
                                         bool dynamicRoot, size_t minData) {
  size_t data = operands.size();
  if (!dynamicRoot) {
    if (data < minData)
      return fail(loc, "expects at least ", minData, " operand, found ", data);
    return data;
  }
  if (data < minData + 1)
    return fail(loc, "expects with has_dynamic_root at least ", minData + 1,
                " operands (data and roots), found ", data);
  --data;
  Value roots = operands[data];
  auto type = llvm::dyn_cast<RankedTensorType>(roots.getType());
  if (!type || type.getRank() != 1 || !type.getElementType().isInteger(32) ||
      (!ShapedType::isDynamic(type.getDimSize(0)) &&
       type.getDimSize(0) != static_cast<int64_t>(data)))
    return fail(loc, "expects the last operand (the roots) to be a tensor<",
                data, "xi32>, found ", roots.getType());
  return data;
}

LogicalResult coll::checkRootValues(OptLoc loc, Value roots,
                                    DenseIntElementsAttr groups) {
  DenseIntElementsAttr values;
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (!matchPattern(roots, m_Constant(&values)) || type.getRank() != 2)
    return success();
  int64_t size = type.getDimSize(1);
  for (const APInt &v : values.getValues<APInt>())
    if (v.getSExtValue() < 0 || v.getSExtValue() >= size)
      return fail(loc, "expects each root to be in [0, ", size,
                  "), the size of a replica group, found ", v.getSExtValue());
  return success();
}

FailureOr<size_t> coll::checkRootedGroups(OptLoc loc, ValueRange operands,
                                          bool dynamicRoot, size_t minData,
                                          DenseIntElementsAttr groups,
                                          GroupRules rules) {
  FailureOr<size_t> data = checkDynamicRoot(loc, operands, dynamicRoot, minData);
  if (failed(data) || failed(checkGroups(loc, groups, "replica_groups")) ||
      failed(checkReplicaGroups(loc, groups, rules)) ||
      (dynamicRoot && failed(checkRootValues(loc, operands[*data], groups))))
    return failure();
  return data;
}

FailureOr<RankedTensorType> coll::rankedOperand(OptLoc loc, ValueRange operands,
                                                size_t index) {
  Value v = operands[index];
  auto type = v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  if (!v)
    return fail(loc, "expects operand ", index);
  if (!type)
    return fail(loc, "expects operand ", index,
                " to be a ranked tensor, found ", v.getType());
  return type;
}

FailureOr<RankedTensorType>
coll::scaleDimension(OptLoc loc, RankedTensorType type, int64_t dim,
                     int64_t factor, bool multiply, StringRef what) {
  auto scale = [&](int64_t size) -> std::optional<int64_t> {
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(factor) ||
        factor <= 0)
      return ShapedType::kDynamic;
    if (!multiply)
      return size / factor;
    return llvm::checkedMul(size, factor);
  };
  SmallVector<int64_t> shape(type.getShape());
  std::optional<int64_t> size = scale(shape[dim]);
  if (!size)
    return fail(loc, "dimension ", dim, " of ", what, " (", shape[dim],
                ") times ", factor, " does not fit in 64 bits");
  shape[dim] = *size;
  // The bound of a `?` dimension scales like a size.
  SmallVector<int64_t> bounds = hlo::getBounds(type);
  std::optional<int64_t> bound = scale(bounds[dim]);
  bounds[dim] = bound ? *bound : ShapedType::kDynamic;
  return llvm::cast<RankedTensorType>(
      hlo::getBoundedTensorType(shape, bounds, type.getElementType()));
}

//===----------------------------------------------------------------------===//
// Shape functions: the spec's constraints that can be checked statically
// (those on the number of replicas or partitions cannot).
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  ValueRange operands = adaptor.getOperands();
  int64_t dim = static_cast<int64_t>(adaptor.getAllGatherDim());
  // all_gather_c1
  for (size_t i = 0; i < operands.size(); ++i) {
    FailureOr<RankedTensorType> type = rankedOperand(loc, operands, i);
    if (failed(type))
      return failure();
    if (dim < 0 || dim >= type->getRank())
      return fail(loc, "all_gather_dim ", dim,
                  " is not a dimension of operand ", i, " (", *type, ")");
    // Not in the spec; StableHLO rejects gathering along a dimension of
    // size 0 (docs/status-decisions.md).
    if (type->getDimSize(dim) == 0)
      return fail(loc, "expects dimension ", dim, " of operand ", i,
                  " (all_gather_dim) not to be 0");
  }
  DenseIntElementsAttr groups = adaptor.getReplicaGroups();
  bool global = adaptor.getUseGlobalDeviceIds();
  if (failed(checkGroups(loc, groups, "replica_groups")) ||
      // all_gather_c2, all_gather_c4: every group has one size (no -1).
      failed(checkReplicaGroups(loc, groups,
                                {/*allowPadding=*/false, /*dense=*/true,
                                 /*globalIds=*/global})) ||
      // all_gather_c5: StableHLO accepts channel_id 0 here
      // (docs/status-decisions.md).
      failed(checkGlobalDeviceIds(loc, global, adaptor.getChannelHandleAttr(),
                                  /*allowZero=*/true)))
    return failure();
  // all_gather_c6: dim(operand, all_gather_dim) times the group size, the
  // rest of the operand's type unchanged (compared with the declared result
  // types, also in number (all_gather_c1), by isCompatibleReturnTypes).
  int64_t n = groupSize(groups, adaptor.getChannelHandleAttr(),
                        adaptor.getUseGlobalDeviceIds());
  for (auto [i, operand] : llvm::enumerate(operands)) {
    FailureOr<RankedTensorType> result = scaleDimension(
        loc, llvm::cast<RankedTensorType>(operand.getType()), dim, n,
        /*multiply=*/true, "operand " + std::to_string(i));
    if (failed(result))
      return failure();
    inferred.push_back(*result);
  }
  return success();
}

bool AllGatherOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

/// all_gather_c6 where the group size is not known (a channel across
/// replicas and partitions, or no groups: the shape function infers `?`):
/// a static result dimension is a multiple of the operand's, as StableHLO
/// checks. A known group size is checked exactly by the shape function.
LogicalResult AllGatherOp::verify() {
  int64_t n = groupSize(getReplicaGroups(), getChannelHandleAttr(),
                        getUseGlobalDeviceIds());
  if (!ShapedType::isDynamic(n) && n > 0)
    return success();
  int64_t dim = static_cast<int64_t>(getAllGatherDim());
  for (auto [i, operand, result] :
       llvm::enumerate(getOperands(), getResults())) {
    auto in = llvm::dyn_cast<RankedTensorType>(operand.getType());
    auto out = llvm::dyn_cast<RankedTensorType>(result.getType());
    if (!in || !out || dim < 0 || dim >= in.getRank() ||
        dim >= out.getRank())
      continue; // the shape function reports these
    int64_t size = in.getDimSize(dim), gathered = out.getDimSize(dim);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(gathered) &&
        size > 0 && gathered % size != 0)
      return emitOpError() << "expects dimension " << dim << " of result " << i
                           << " (" << gathered
                           << ") to be a multiple of that of operand " << i
                           << " (" << size << ")";
  }
  return success();
}

LogicalResult AllToAllOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                           Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  ValueRange operands = adaptor.getOperands();
  int64_t split = static_cast<int64_t>(adaptor.getSplitDimension());
  int64_t concat = static_cast<int64_t>(adaptor.getConcatDimension());
  for (size_t i = 0; i < operands.size(); ++i) {
    FailureOr<RankedTensorType> type = rankedOperand(loc, operands, i);
    if (failed(type))
      return failure();
    // all_to_all_c1
    if (split < 0 || split >= type->getRank())
      return fail(loc, "split_dimension ", split,
                  " is not a dimension of operand ", i, " (", *type, ")");
    // all_to_all_c3
    if (concat < 0 || concat >= type->getRank())
      return fail(loc, "concat_dimension ", concat,
                  " is not a dimension of operand ", i, " (", *type, ")");
  }
  // all_to_all_c4
  int64_t count = static_cast<int64_t>(adaptor.getSplitCount());
  if (count <= 0)
    return fail(loc, "split_count must be positive, found ", count);
  DenseIntElementsAttr groups = adaptor.getReplicaGroups();
  if (failed(checkGroups(loc, groups, "replica_groups")) ||
      // all_to_all_c5, all_to_all_c7: every group has one size (no -1).
      failed(checkReplicaGroups(loc, groups, GroupRules())))
    return failure();
  // all_to_all_c8 (no group at all cannot have split_count processes)
  auto groupsType = llvm::cast<ShapedType>(groups.getType());
  int64_t n = groupsType.getDimSize(1);
  if (groupsType.getDimSize(0) == 0)
    return fail(loc, "expects replica_groups to have groups of split_count (",
                count, ") processes, found none");
  if (n != count)
    return fail(loc, "expects replica_groups to have split_count (", count,
                ") processes per group, found ", n);
  for (auto [i, operand] : llvm::enumerate(operands)) {
    auto type = llvm::cast<RankedTensorType>(operand.getType());
    // all_to_all_c2
    int64_t size = type.getDimSize(split);
    if (!ShapedType::isDynamic(size) && size % count != 0)
      return fail(loc, "expects dimension ", split, " of operand ", i, " (",
                  size, ") to be a multiple of split_count (", count, ")");
    // all_to_all_c9: the split dimension divided by split_count, the concat
    // dimension multiplied (unless they are the same), the rest of the
    // operand's type unchanged (compared by isCompatibleReturnTypes).
    std::string what = "operand " + std::to_string(i);
    if (split != concat) {
      FailureOr<RankedTensorType> divided =
          scaleDimension(loc, type, split, count, /*multiply=*/false, what);
      if (failed(divided))
        return failure();
      FailureOr<RankedTensorType> multiplied =
          scaleDimension(loc, *divided, concat, count, /*multiply=*/true, what);
      if (failed(multiplied))
        return failure();
      type = *multiplied;
    }
    inferred.push_back(type);
  }
  return success();
}

bool AllToAllOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult
CollectiveBroadcastOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  ValueRange operands = adaptor.getOperands();
  // collective_broadcast_c3, collective_broadcast_c4: at least one data
  // operand; with has_dynamic_root the roots follow.
  // collective_broadcast_c1, collective_broadcast_c2: the replica groups.
  // collective_broadcast_c6: constant roots in range.
  FailureOr<size_t> data =
      checkRootedGroups(loc, operands, adaptor.getHasDynamicRoot(), 1,
                        adaptor.getReplicaGroups(),
                        {/*allowPadding=*/false, /*dense=*/false,
                         /*globalIds=*/false});
  if (failed(data))
    return failure();
  // collective_broadcast_c3, collective_broadcast_c4: type(results[j]) =
  // type(operands[j]); collective_broadcast_c5: one result per data operand
  // (both compared by isCompatibleReturnTypes).
  for (Value operand : operands.take_front(*data))
    inferred.push_back(operand.getType());
  return success();
}

bool CollectiveBroadcastOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult
CollectivePermuteOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  // collective_permute_c1 .. collective_permute_c4 (labelled in
  // checkSourceTargetPairs)
  if (failed(checkSourceTargetPairs(loc, adaptor.getSourceTargetPairs())))
    return failure();
  // collective_permute_c5 (compared by isCompatibleReturnTypes)
  Value operand = adaptor.getOperand();
  if (!operand)
    return fail(loc, "expects an operand");
  inferred.push_back(operand.getType());
  return success();
}

bool CollectivePermuteOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

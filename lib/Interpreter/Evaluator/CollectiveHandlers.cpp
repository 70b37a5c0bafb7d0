//===- CollectiveHandlers.cpp - replica_id, partition_id, collectives -----===//
//
// `interpreter.run_parallel` runs one function per process of a grid (see
// ProcessGrid.h, which also has run_parallel, send/recv, infeed/outfeed and
// async_start/async_done); the collectives here split the grid into process
// groups as the spec's "Collective ops" section says (cross_replica,
// cross_partition, cross_replica_and_partition, flattened_ids) and exchange
// values through the grid's rendezvous: the n-th run of an op (with its
// channel) in each process of a group meets the n-th run in the others.
//
// Choices the spec leaves open:
// - all_reduce / reduce_scatter / collective_reduce fold the group's values
//   from left to right in group order; `replica_groups` entries of -1 are
//   padding; an empty `replica_groups` is one group of every process.
// - collective_permute and send/recv use mailboxes: senders never wait,
//   receivers wait for the message. send/recv with `is_host_transfer` (or
//   without `source_target_pairs`) use one FIFO per channel; otherwise the
//   pairs name flattened process ids (replica_id * num_partitions +
//   partition_id).
// - infeed reads the functions of run_parallel's `infeed` attribute in
//   order, shared by all processes; outfeed values are kept and ignored.
// - async_start runs its body at once; its future holds the results.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"
#include "stablehlo_fold/Dialect/ExtraOps.h"
#include "ProcessGrid.h"

#include "stablehlo_fold/Interpreter/Kernels.h"
#include "stablehlo_fold/Interpreter/MiscKernels.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <set>

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// How a collective splits the grid into process groups.
enum class GroupMode {
  CrossReplica,
  CrossPartition,
  CrossReplicaAndPartition,
  FlattenedIds,
};

using ProcessGroup = std::vector<unsigned>;

} // namespace

static int64_t getChannelId(std::optional<ChannelHandleAttr> handle) {
  return handle ? handle->getHandle() : 0;
}

/// The mode of all_gather, all_reduce and reduce_scatter.
static FailureOr<GroupMode> getGatherMode(Operation *op, int64_t channelId,
                                          bool useGlobalDeviceIds) {
  if (useGlobalDeviceIds) {
    if (channelId <= 0) {
      op->emitError("use_global_device_ids needs a positive channel id");
      return failure();
    }
    return GroupMode::FlattenedIds;
  }
  return channelId > 0 ? GroupMode::CrossReplicaAndPartition
                       : GroupMode::CrossReplica;
}

/// The mode of all_to_all, collective_broadcast, collective_reduce and
/// collective_permute.
static GroupMode getPeerMode(int64_t channelId) {
  return channelId > 0 ? GroupMode::CrossPartition : GroupMode::CrossReplica;
}

/// Every process group of `groups` under `mode`, as process indices.
static FailureOr<std::vector<ProcessGroup>>
computeGroups(Operation *op, DenseIntElementsAttr groups, GroupMode mode,
              const ProcessGrid &grid) {
  uint32_t numReplicas = grid.getNumReplicas();
  uint32_t numPartitions = grid.getNumPartitions();
  int64_t limit = mode == GroupMode::CrossPartition ? numPartitions
                  : mode == GroupMode::FlattenedIds ? grid.getNumProcesses()
                                                    : numReplicas;
  StringRef what = mode == GroupMode::CrossPartition ? "partition"
                   : mode == GroupMode::FlattenedIds ? "process"
                                                     : "replica";
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2) {
    op->emitError("replica groups must be a 2-D tensor");
    return failure();
  }
  // The groups of ids; an empty attribute is one group of all.
  std::vector<std::vector<int64_t>> idGroups;
  if (type.getNumElements() == 0) {
    idGroups.emplace_back();
    for (int64_t id = 0; id < limit; ++id)
      idGroups.back().push_back(id);
  } else {
    int64_t columns = type.getDimSize(1);
    std::set<int64_t> seen;
    int64_t i = 0;
    for (APInt value : groups.getValues<APInt>()) {
      if (i++ % columns == 0)
        idGroups.emplace_back();
      int64_t id = value.getSExtValue();
      if (id == -1)
        continue;
      if (id < 0 || id >= limit) {
        op->emitError("process groups name ")
            << what << " " << id << ", but the grid has " << limit << " "
            << what << (limit == 1 ? "" : "s");
        return failure();
      }
      if (!seen.insert(id).second) {
        op->emitError("process groups name ") << what << " " << id << " twice";
        return failure();
      }
      idGroups.back().push_back(id);
    }
  }
  std::vector<ProcessGroup> result;
  for (const std::vector<int64_t> &ids : idGroups) {
    if (ids.empty())
      continue;
    switch (mode) {
    case GroupMode::CrossReplica:
      for (uint32_t p = 0; p < numPartitions; ++p) {
        ProcessGroup &g = result.emplace_back();
        for (int64_t r : ids)
          g.push_back(grid.getIndex(r, p));
      }
      break;
    case GroupMode::CrossPartition:
      for (uint32_t r = 0; r < numReplicas; ++r) {
        ProcessGroup &g = result.emplace_back();
        for (int64_t p : ids)
          g.push_back(grid.getIndex(r, p));
      }
      break;
    case GroupMode::CrossReplicaAndPartition: {
      ProcessGroup &g = result.emplace_back();
      for (uint32_t p = 0; p < numPartitions; ++p)
        for (int64_t r : ids)
          g.push_back(grid.getIndex(r, p));
      break;
    }
    case GroupMode::FlattenedIds:
      result.emplace_back(ids.begin(), ids.end());
      break;
    }
  }
  return result;
}

namespace {
/// The group of the current process and its position in it.
struct Membership {
  ProcessGroup group;
  unsigned position = 0;
};
} // namespace

/// The group of `self`; nullopt if it is in none. Fails on invalid groups.
static FailureOr<std::optional<Membership>>
findGroup(Operation *op, DenseIntElementsAttr groups, GroupMode mode,
          ProcessGrid &grid, unsigned self) {
  FailureOr<std::vector<ProcessGroup>> all =
      computeGroups(op, groups, mode, grid);
  if (failed(all))
    return failure();
  for (ProcessGroup &g : *all) {
    auto it = llvm::find(g, self);
    if (it != g.end()) {
      unsigned position = it - g.begin();
      return std::optional<Membership>(Membership{std::move(g), position});
    }
  }
  return std::optional<Membership>();
}

/// As findGroup, but a process in no group is an error.
static FailureOr<Membership> requireGroup(Operation *op,
                                          DenseIntElementsAttr groups,
                                          GroupMode mode, ProcessGrid &grid,
                                          unsigned self) {
  FailureOr<std::optional<Membership>> m =
      findGroup(op, groups, mode, grid, self);
  if (failed(m))
    return failure();
  if (!*m) {
    op->emitError("process ") << self << " is in no process group";
    return failure();
  }
  return std::move(**m);
}

/// The rendezvous tag of `op`: its name and channel.
static std::string getTag(Operation *op, int64_t channelId) {
  return op->getName().getStringRef().str() + ":" + std::to_string(channelId);
}

/// `t` with the type `type` (same shape and storage), or failure with an
/// error at `op`.
static FailureOr<Tensor> asType(Operation *op, const Tensor &t, Type type) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  FailureOr<Tensor> result = failure();
  if (ranked && ranked.getShape() == t.getShape())
    result = t.withType(ranked);
  if (failed(result))
    op->emitError("computed a ")
        << t.getType() << " where the op's type is " << type;
  return result;
}

/// Combines `operands` (one per process, same shape), promoted to the
/// body's accumulator type, element by element with the binary `body`,
/// folding from left to right; a body recognised as one
/// binary op runs as that op's elementwise kernel.
static FailureOr<Tensor> reduceAcross(Operation *op, Region &body,
                                      ArrayRef<Tensor> operands,
                                      Evaluator &ev) {
  // The operands promoted to the computation's accumulator type
  // (all_reduce_c5, reduce_scatter_c7).
  SmallVector<Tensor> values(operands);
  if (failed(promoteForBody(op, body, values, /*sharedPair=*/true)))
    return failure();
  Block &block = body.front();
  auto argType = llvm::dyn_cast<RankedTensorType>(
      block.getNumArguments() == 2 ? block.getArgument(0).getType() : Type());
  const Tensor &first = values.front();
  if (!argType || argType.getRank() != 0 ||
      getStorageKind(argType.getElementType()) != first.getStorageKind()) {
    op->emitError("the computation must take two scalars of the operands' "
                  "element type");
    return failure();
  }
  auto type =
      RankedTensorType::get(first.getShape(), argType.getElementType());
  // A body that is one binary op runs as the elementwise kernel of that op.
  if (std::optional<BinaryOpKind> kind =
          recognizeBinaryBody(body, argType.getElementType());
      kind && first.getElementType() == argType.getElementType()) {
    Tensor acc = first;
    for (size_t k = 1; k < values.size() && acc; ++k)
      acc = binaryOp(*kind, acc, values[k], type);
    if (acc)
      return acc;
  }
  Tensor result(type);
  for (int64_t i = 0, n = first.getNumElements(); i < n; ++i) {
    FailureOr<Tensor> acc = extractScalar(first, i).withType(argType);
    for (size_t k = 1; k < values.size() && succeeded(acc); ++k) {
      FailureOr<Tensor> next = extractScalar(values[k], i).withType(argType);
      if (failed(next))
        return failure();
      FailureOr<ValueList> r =
          ev.runRegion(body, {InterpreterValue(*acc), InterpreterValue(*next)});
      if (failed(r))
        return failure();
      if (r->size() != 1 || !r->front().isTensor() ||
          r->front().getTensor().getNumElements() != 1 ||
          r->front().getTensor().getStorageKind() != first.getStorageKind()) {
        op->emitError("the computation must return one scalar of the "
                      "operands' element type");
        return failure();
      }
      acc = r->front().getTensor();
    }
    if (failed(acc))
      return failure();
    insertScalar(result, i, *acc);
  }
  return result;
}

/// Checks that every process contributed values of the types of `mine`.
static LogicalResult checkSameTypes(Operation *op,
                                    ArrayRef<ValueList> contributions,
                                    ArrayRef<InterpreterValue> mine) {
  for (const ValueList &values : contributions) {
    bool same = values.size() == mine.size();
    for (size_t j = 0; same && j < mine.size(); ++j)
      same = values[j].isTensor() && mine[j].isTensor() &&
             values[j].getTensor().getType() == mine[j].getTensor().getType();
    if (!same) {
      op->emitError("the processes of the group disagree on the operands' "
                    "types");
      return failure();
    }
  }
  return success();
}

/// Zeros of every result type of `op`.
static ValueList zerosOf(Operation *op) {
  ValueList result;
  for (Type t : op->getResultTypes())
    result.push_back(
        InterpreterValue(makeZeroTensor(llvm::cast<RankedTensorType>(t))));
  return result;
}

/// The root (index in the group) of data operand `j`: 0, or element `j` of
/// the dynamic-root operand.
static FailureOr<int64_t> getRoot(Operation *op, const Tensor *roots, size_t j,
                                  size_t groupSize) {
  int64_t root = 0;
  if (roots) {
    if (roots->getRank() != 1 || roots->getStorageKind() != StorageKind::I32 ||
        static_cast<size_t>(roots->getNumElements()) <= j) {
      op->emitError("the root operand must be a 1-D si32 tensor with one "
                    "element per data operand");
      return failure();
    }
    root = roots->data<int32_t>()[j];
  }
  if (root < 0 || static_cast<size_t>(root) >= groupSize) {
    op->emitError("root ") << root << " is outside the process group of "
                           << groupSize;
    return failure();
  }
  return root;
}

namespace {
/// What collective_broadcast and collective_reduce share: this process's
/// group, what each member contributed, and the root of each data operand.
struct RootedExchange {
  Membership membership;
  std::vector<ValueList> contributions;
  SmallVector<int64_t> roots;
};
} // namespace

/// The mode of a rooted collective: the peer mode, or flattened ids for a
/// collective_reduce with use_global_device_ids (StableHLO's attribute).
template <typename OpT> static GroupMode getRootedMode(OpT op, int64_t channel) {
  if constexpr (std::is_same_v<OpT, CollectiveReduceOp>)
    if (op.getUseGlobalDeviceIds())
      return GroupMode::FlattenedIds;
  return getPeerMode(channel);
}

/// Exchanges the data operands of a rooted collective (collective_broadcast,
/// collective_reduce) within this process's group. std::nullopt when the
/// process is in no group (its results are zeros).
template <typename OpT>
static FailureOr<std::optional<RootedExchange>>
exchangeWithRoots(OpT op, ArrayRef<InterpreterValue> args, Evaluator &ev) {
  ProcessGrid &grid = getProcessGrid(ev);
  unsigned self = getProcessIndex(ev);
  int64_t channel = getChannelId(op.getChannelHandle());
  FailureOr<std::optional<Membership>> m =
      findGroup(op, op.getReplicaGroups(), getRootedMode(op, channel), grid, self);
  if (failed(m))
    return failure();
  if (!*m)
    return std::optional<RootedExchange>();
  size_t numData = op->getNumResults();
  if (args.size() != numData + (op.getHasDynamicRoot() ? 1 : 0)) {
    op.emitError("expected ") << numData << " data operands";
    return failure();
  }
  const Tensor *roots =
      op.getHasDynamicRoot() ? &args.back().getTensor() : nullptr;
  FailureOr<std::vector<ValueList>> all =
      grid.exchange(op, self, (*m)->group, getTag(op, channel),
                    ValueList(args.take_front(numData)));
  if (failed(all) || failed(checkSameTypes(op, *all, args.take_front(numData))))
    return failure();
  RootedExchange exchange{**m, std::move(*all), {}};
  for (size_t j = 0; j < numData; ++j) {
    FailureOr<int64_t> root = getRoot(op, roots, j, (*m)->group.size());
    if (failed(root))
      return failure();
    exchange.roots.push_back(*root);
  }
  return std::optional<RootedExchange>(std::move(exchange));
}

/// What the members of this process's group sent in a gathering collective
/// (all_gather, all_reduce, reduce_scatter, cross-replica-sum), in group
/// order, and this process's place in the group.
struct GroupExchange {
  Membership membership;
  std::vector<ValueList> all;
};

/// Sends `args` to the group `replicaGroups` names for this process (the
/// mode `channel` and `useGlobalDeviceIds` select) and receives every
/// member's contribution, checked to have `args`' types.
static FailureOr<GroupExchange>
exchangeInGroup(Operation *op, DenseIntElementsAttr replicaGroups,
                int64_t channel, bool useGlobalDeviceIds,
                ArrayRef<InterpreterValue> args, Evaluator &ev) {
  ProcessGrid &grid = getProcessGrid(ev);
  unsigned self = getProcessIndex(ev);
  FailureOr<GroupMode> mode = getGatherMode(op, channel, useGlobalDeviceIds);
  if (failed(mode))
    return failure();
  FailureOr<Membership> m =
      requireGroup(op, replicaGroups, *mode, grid, self);
  if (failed(m))
    return failure();
  FailureOr<std::vector<ValueList>> all =
      grid.exchange(op, self, m->group, getTag(op, channel), ValueList(args));
  if (failed(all) || failed(checkSameTypes(op, *all, args)))
    return failure();
  return GroupExchange{std::move(*m), std::move(*all)};
}

/// all_reduce of `args` over the groups `replicaGroups` names; `computation`
/// combines two values, null for an addition (cross-replica-sum).
static FailureOr<ValueList>
evalAllReduce(Operation *op, DenseIntElementsAttr replicaGroups,
              int64_t channel, bool useGlobalDeviceIds, Region *computation,
              ArrayRef<InterpreterValue> args, Evaluator &ev) {
  FailureOr<GroupExchange> exchange = exchangeInGroup(
      op, replicaGroups, channel, useGlobalDeviceIds, args, ev);
  if (failed(exchange))
    return failure();
  ValueList results;
  for (size_t j = 0; j < args.size(); ++j) {
    SmallVector<Tensor> values;
    for (const ValueList &contribution : exchange->all)
      values.push_back(contribution[j].getTensor());
    FailureOr<Tensor> reduced = failure();
    if (computation) {
      reduced = reduceAcross(op, *computation, values, ev);
    } else {
      Tensor acc = values.front();
      for (size_t k = 1; k < values.size() && acc; ++k)
        acc = binaryOp(BinaryOpKind::Add, acc, values[k], acc.getType());
      if (!acc)
        op->emitError("could not add the operands of the processes");
      else
        reduced = acc;
    }
    if (failed(reduced))
      return failure();
    FailureOr<Tensor> typed = asType(op, *reduced, op->getResult(j).getType());
    if (failed(typed))
      return failure();
    results.push_back(InterpreterValue(std::move(*typed)));
  }
  return results;
}

void mlir::sfold::registerCollectiveHandlers(HandlerTable &table) {
  using Args = ArrayRef<InterpreterValue>;

  table.add<ReplicaIdOp>([](ReplicaIdOp op, Args,
                            Evaluator &ev) -> FailureOr<ValueList> {
    uint32_t id = ev.getProcess().replicaId;
    return single(Tensor::fromValues<uint32_t>(
        llvm::cast<RankedTensorType>(op.getType()), ArrayRef<uint32_t>(id)));
  });

  table.add<PartitionIdOp>([](PartitionIdOp op, Args,
                              Evaluator &ev) -> FailureOr<ValueList> {
    uint32_t id = ev.getProcess().partitionId;
    return single(Tensor::fromValues<uint32_t>(
        llvm::cast<RankedTensorType>(op.getType()), ArrayRef<uint32_t>(id)));
  });

  table.add<AllGatherOp>([](AllGatherOp op, Args args,
                            Evaluator &ev) -> FailureOr<ValueList> {
    FailureOr<GroupExchange> exchange = exchangeInGroup(
        op, op.getReplicaGroups(), getChannelId(op.getChannelHandle()),
        op.getUseGlobalDeviceIds(), args, ev);
    if (failed(exchange))
      return failure();
    ValueList results;
    for (size_t j = 0; j < args.size(); ++j) {
      SmallVector<Tensor> parts;
      for (const ValueList &contribution : exchange->all)
        parts.push_back(contribution[j].getTensor());
      FailureOr<Tensor> gathered =
          concatenateParts(parts, op.getAllGatherDim());
      if (failed(gathered))
        return single(op, gathered);
      FailureOr<Tensor> typed = asType(op, *gathered, op.getType(j));
      if (failed(typed))
        return failure();
      results.push_back(InterpreterValue(std::move(*typed)));
    }
    return results;
  });

  table.add<AllReduceOp>([](AllReduceOp op, Args args,
                            Evaluator &ev) -> FailureOr<ValueList> {
    return evalAllReduce(op, op.getReplicaGroups(),
                         getChannelId(op.getChannelHandle()),
                         op.getUseGlobalDeviceIds(), &op.getComputation(),
                         args, ev);
  });

  // cross-replica-sum (not in the spec): all_reduce with an addition.
  table.add<CrossReplicaSumOp>([](CrossReplicaSumOp op, Args args,
                                  Evaluator &ev) -> FailureOr<ValueList> {
    return evalAllReduce(op, op.getReplicaGroups(), /*channel=*/0,
                         /*useGlobalDeviceIds=*/false, nullptr, args, ev);
  });

  table.add<ReduceScatterOp>([](ReduceScatterOp op, Args args,
                                Evaluator &ev) -> FailureOr<ValueList> {
    FailureOr<GroupExchange> exchange = exchangeInGroup(
        op, op.getReplicaGroups(), getChannelId(op.getChannelHandle()),
        op.getUseGlobalDeviceIds(), args, ev);
    if (failed(exchange))
      return failure();
    SmallVector<Tensor> values;
    for (const ValueList &contribution : exchange->all)
      values.push_back(contribution[0].getTensor());
    FailureOr<Tensor> reduced =
        reduceAcross(op, op.getComputation(), values, ev);
    if (failed(reduced))
      return failure();
    const Membership &m = exchange->membership;
    FailureOr<SmallVector<Tensor>> parts =
        splitIntoParts(*reduced, m.group.size(), op.getScatterDimension());
    if (failed(parts)) {
      op.emitError("cannot split the scatter dimension into ")
          << m.group.size() << " parts";
      return failure();
    }
    FailureOr<Tensor> typed = asType(op, (*parts)[m.position], op.getType());
    if (failed(typed))
      return failure();
    return single(std::move(*typed));
  });

  table.add<AllToAllOp>([](AllToAllOp op, Args args,
                           Evaluator &ev) -> FailureOr<ValueList> {
    ProcessGrid &grid = getProcessGrid(ev);
    unsigned self = getProcessIndex(ev);
    int64_t channel = getChannelId(op.getChannelHandle());
    FailureOr<Membership> m = requireGroup(op, op.getReplicaGroups(),
                                           getPeerMode(channel), grid, self);
    if (failed(m))
      return failure();
    int64_t count = op.getSplitCount();
    if (static_cast<int64_t>(m->group.size()) != count) {
      op.emitError("split_count is ") << count << " but the process group has "
                                      << m->group.size() << " processes";
      return failure();
    }
    FailureOr<std::vector<ValueList>> all =
        grid.exchange(op, self, m->group, getTag(op, channel), ValueList(args));
    if (failed(all))
      return failure();
    if (failed(checkSameTypes(op, *all, args)))
      return failure();
    ValueList results;
    for (size_t j = 0; j < args.size(); ++j) {
      SmallVector<Tensor> received;
      for (const ValueList &contribution : *all) {
        FailureOr<SmallVector<Tensor>> parts = splitIntoParts(
            contribution[j].getTensor(), count, op.getSplitDimension());
        if (failed(parts)) {
          op.emitError("cannot split the split dimension into ")
              << count << " parts";
          return failure();
        }
        received.push_back((*parts)[m->position]);
      }
      FailureOr<Tensor> joined =
          concatenateParts(received, op.getConcatDimension());
      if (failed(joined))
        return single(op, joined);
      FailureOr<Tensor> typed = asType(op, *joined, op.getType(j));
      if (failed(typed))
        return failure();
      results.push_back(InterpreterValue(std::move(*typed)));
    }
    return results;
  });

  table.add<CollectiveBroadcastOp>([](CollectiveBroadcastOp op, Args args,
                                      Evaluator &ev) -> FailureOr<ValueList> {
    FailureOr<std::optional<RootedExchange>> x =
        exchangeWithRoots(op, args, ev);
    if (failed(x))
      return failure();
    if (!*x)
      return zerosOf(op);
    ValueList results;
    for (auto [j, root] : llvm::enumerate((*x)->roots))
      results.push_back((*x)->contributions[root][j]);
    return results;
  });

  table.add<CollectiveReduceOp>([](CollectiveReduceOp op, Args args,
                                   Evaluator &ev) -> FailureOr<ValueList> {
    FailureOr<std::optional<RootedExchange>> x =
        exchangeWithRoots(op, args, ev);
    if (failed(x))
      return failure();
    ValueList results = zerosOf(op);
    if (!*x)
      return results;
    for (auto [j, root] : llvm::enumerate((*x)->roots)) {
      if (static_cast<unsigned>(root) != (*x)->membership.position)
        continue;
      SmallVector<Tensor> values;
      for (const ValueList &contribution : (*x)->contributions)
        values.push_back(contribution[j].getTensor());
      FailureOr<Tensor> reduced =
          reduceAcross(op, op.getComputation(), values, ev);
      if (failed(reduced))
        return failure();
      FailureOr<Tensor> typed = asType(op, *reduced, op->getResultTypes()[j]);
      if (failed(typed))
        return failure();
      results[j] = InterpreterValue(std::move(*typed));
    }
    return results;
  });

  table.add<CollectivePermuteOp>([](CollectivePermuteOp op, Args args,
                                    Evaluator &ev) -> FailureOr<ValueList> {
    ProcessGrid &grid = getProcessGrid(ev);
    const ProcessInfo &me = ev.getProcess();
    int64_t channel = getChannelId(op.getChannelHandle());
    bool acrossPartitions = getPeerMode(channel) == GroupMode::CrossPartition;
    int64_t limit =
        acrossPartitions ? grid.getNumPartitions() : grid.getNumReplicas();
    int64_t myId = acrossPartitions ? me.partitionId : me.replicaId;
    auto indexOf = [&](int64_t id) {
      return acrossPartitions ? grid.getIndex(me.replicaId, id)
                              : grid.getIndex(id, me.partitionId);
    };
    DenseIntElementsAttr pairs = op.getSourceTargetPairs();
    auto type = llvm::cast<ShapedType>(pairs.getType());
    if (type.getRank() != 2 || type.getDimSize(1) != 2) {
      op.emitError("source_target_pairs must be an N x 2 tensor");
      return failure();
    }
    SmallVector<int64_t> ids;
    for (APInt v : pairs.getValues<APInt>())
      ids.push_back(v.getSExtValue());
    std::optional<int64_t> source;
    std::string tag = getTag(op, channel);
    std::set<int64_t> sources, targets;
    for (size_t i = 0; i + 1 < ids.size(); i += 2)
      if (!sources.insert(ids[i]).second ||
          !targets.insert(ids[i + 1]).second) {
        op.emitError("source_target_pairs names a source or a target twice");
        return failure();
      }
    for (size_t i = 0; i + 1 < ids.size(); i += 2) {
      int64_t s = ids[i], t = ids[i + 1];
      if (s < 0 || s >= limit || t < 0 || t >= limit) {
        op.emitError("source_target_pairs names ")
            << (acrossPartitions ? "partition " : "replica ")
            << (s < 0 || s >= limit ? s : t) << ", but the grid has " << limit;
        return failure();
      }
      if (s == myId)
        grid.post(tag, indexOf(t), ValueList(args));
      if (t == myId)
        source = s;
    }
    if (!source)
      return zerosOf(op);
    FailureOr<ValueList> received =
        grid.take(op, getProcessIndex(ev), tag, indexOf(myId));
    if (failed(received))
      return failure();
    if (received->size() != 1 ||
        !matchesType(received->front(), op.getType())) {
      op.emitError("the source process sent a value of another type");
      return failure();
    }
    return *received;
  });

  registerGridHandlers(table);
}

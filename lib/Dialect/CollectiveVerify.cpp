//===- CollectiveVerify.cpp - verifiers of the collective ops -------------===//
//
// The spec's constraints of the collective and distributed ops, one check
// per label (`// all_gather_c6`). Ops without regions whose result types
// follow from their operands (outfeed, send, partition_id, replica_id)
// infer them; the others check in `verify()`. Constraints on the number of
// replicas or partitions cannot be checked statically.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseSet.h"

using namespace mlir;
using namespace mlir::sfold;

/// Checks that `groups` (replica_groups, source_target_pairs) is a 2-D
/// tensor, with `columns` columns when that is given.
static LogicalResult verifyGroups(Operation *op, DenseIntElementsAttr groups,
                                  StringRef name,
                                  std::optional<int64_t> columns = {}) {
  if (!groups)
    return success();
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return op->emitOpError() << name << " must be a 2-D tensor, found " << type;
  if (columns && type.getDimSize(1) != *columns)
    return op->emitOpError()
           << name << " must have " << *columns << " columns, found " << type;
  return success();
}

/// Checks that `dim` is a dimension of every ranked type of `types`.
static LogicalResult verifyDimension(Operation *op, int64_t dim, StringRef name,
                                     TypeRange types) {
  for (Type type : types) {
    auto shaped = llvm::dyn_cast<ShapedType>(type);
    if (shaped && shaped.hasRank() && (dim < 0 || dim >= shaped.getRank()))
      return op->emitOpError()
             << name << " " << dim << " is not a dimension of " << type;
  }
  return success();
}

/// Checks that a reduction body takes two arguments and returns one value.
static LogicalResult verifyComputation(Operation *op, Region &region) {
  if (region.empty())
    return op->emitOpError() << "computation must have a block";
  Block &block = region.front();
  if (block.getNumArguments() != 2)
    return op->emitOpError() << "computation must take 2 arguments, found "
                             << block.getNumArguments();
  if (block.empty() || block.back().getNumOperands() != 1)
    return op->emitOpError() << "computation must return one value";
  return success();
}

static LogicalResult verifySameCount(Operation *op, size_t operands,
                                     size_t results) {
  if (operands != results)
    return op->emitOpError()
           << "has " << operands << " operands but " << results << " results";
  return success();
}

/// `[2, ?, 3]`
static std::string shapeStr(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ", ";
    s += ShapedType::isDynamic(shape[i]) ? std::string("?")
                                         : std::to_string(shape[i]);
  }
  return s + "]";
}

/// No process id of `groups` is negative (-1 pads groups of unequal size).
static LogicalResult verifyNonNegativeIds(Operation *op,
                                          DenseIntElementsAttr groups,
                                          StringRef name,
                                          bool allowPadding = true) {
  if (!groups)
    return success();
  for (int64_t id : groups.getValues<int64_t>())
    if (id < 0 && !(allowPadding && id == -1))
      return op->emitOpError()
             << "expects the ids of " << name << " to be non-negative"
             << (allowPadding ? " (or -1 for padding)" : "") << ", found "
             << id;
  return success();
}

/// No process id appears twice in `groups` (-1 pads groups of unequal size),
/// and none is negative.
static LogicalResult verifyUniqueIds(Operation *op, DenseIntElementsAttr groups,
                                     StringRef name) {
  if (!groups)
    return success();
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t id : groups.getValues<int64_t>())
    if (id != -1 && !seen.insert(id).second)
      return op->emitOpError() << "expects the ids of " << name
                               << " to be unique, but " << id << " repeats";
  // <op>_c4 and alike: 0 <= replica_groups (the upper bound, the number of
  // processes, is only known at run time).
  return verifyNonNegativeIds(op, groups, name);
}

/// The spec's `is_promotable(from, to)` for the element types of a reduction
/// body: the same type, or the same kind (integer, float) at least as wide.
static bool isPromotable(Type from, Type to) {
  if (from == to)
    return true;
  auto qf = llvm::dyn_cast<quant::QuantizedType>(from);
  auto qt = llvm::dyn_cast<quant::QuantizedType>(to);
  if (qf || qt)
    return qf && qt && qf.getExpressedType() == qt.getExpressedType() &&
           qf.getStorageTypeIntegralWidth() <= qt.getStorageTypeIntegralWidth();
  if (auto cf = llvm::dyn_cast<ComplexType>(from)) {
    auto ct = llvm::dyn_cast<ComplexType>(to);
    return ct && isPromotable(cf.getElementType(), ct.getElementType());
  }
  return to.isIntOrFloat() && from.isIntOrFloat() &&
         from.isInteger() == to.isInteger() &&
         llvm::isa<FloatType>(from) == llvm::isa<FloatType>(to) &&
         from.getIntOrFloatBitWidth() != 1 && to.getIntOrFloatBitWidth() != 1 &&
         from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
}

/// A reduction body of type `(tensor<E>, tensor<E>) -> tensor<E>` with
/// `is_promotable(element_type(operand), E)` for every operand type of
/// `operands`; returns E.
static FailureOr<Type> verifyReductionBody(Operation *op, Region &region,
                                           TypeRange operands) {
  if (failed(verifyComputation(op, region)))
    return failure();
  Block &block = region.front();
  auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(0).getType());
  if (!acc || acc.getRank() != 0 || block.getArgument(1).getType() != acc ||
      block.back().getOperand(0).getType() != acc)
    return op->emitOpError() << "expects computation to take and return 0-d "
                                "tensors of one element type";
  Type e = acc.getElementType();
  for (auto [i, type] : llvm::enumerate(operands)) {
    Type elem = getElementTypeOrSelf(type);
    if (!isPromotable(elem, e))
      return op->emitOpError()
             << "expects the computation's element type (" << e
             << ") to be promotable from the element type of operand " << i
             << " (" << elem << ")";
  }
  return e;
}

/// With use_global_device_ids, the channel handle is positive.
static LogicalResult verifyGlobalDeviceIds(Operation *op, bool global,
                                           ChannelHandleAttr channel) {
  if (global && (!channel || channel.getHandle() <= 0))
    return op->emitOpError() << "expects a positive channel_handle with "
                                "use_global_device_ids";
  return success();
}

/// The number of processes per group: the columns of `groups` across
/// replicas (no positive channel) or with flattened ids; across replicas and
/// partitions each group spans every partition, a number only known at run
/// time (dynamic).
static int64_t groupSize(DenseIntElementsAttr groups, ChannelHandleAttr channel,
                         bool globalIds) {
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (type.getRank() != 2)
    return ShapedType::kDynamic;
  if (channel && channel.getHandle() > 0 && !globalIds)
    return ShapedType::kDynamic;
  return type.getDimSize(1);
}

/// `result` has the shape of `operand` but for `dim`, which is `size`
/// (dynamic: anything); the element types match.
static LogicalResult
verifyResultShape(Operation *op, Type operandType, Type resultType,
                  int64_t index, ArrayRef<std::pair<int64_t, int64_t>> changed,
                  bool sameElement = true) {
  auto operand = llvm::cast<RankedTensorType>(operandType);
  auto result = llvm::cast<RankedTensorType>(resultType);
  SmallVector<int64_t> shape(operand.getShape());
  for (auto [dim, size] : changed)
    if (dim >= 0 && dim < static_cast<int64_t>(shape.size()))
      shape[dim] = size;
  if (failed(verifyCompatibleShape(shape, result.getShape())))
    return op->emitOpError()
           << "expects result " << index << " to have shape " << shapeStr(shape)
           << ", found " << shapeStr(result.getShape());
  if (sameElement && operand.getElementType() != result.getElementType())
    return op->emitOpError()
           << "expects result " << index << " to have the element type of "
           << "operand " << index << " (" << operand.getElementType()
           << "), found " << result.getElementType();
  return success();
}

/// `size * factor` or `size / divisor`, dynamic when either is.
static int64_t scaleDim(int64_t size, int64_t factor, bool multiply) {
  if (ShapedType::isDynamic(size) || ShapedType::isDynamic(factor) ||
      factor <= 0)
    return ShapedType::kDynamic;
  return multiply ? size * factor : size / factor;
}

//===----------------------------------------------------------------------===//
// Verifiers: the spec's constraints that can be checked statically (those on
// the number of replicas or partitions cannot).
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  // all_gather_c1, all_gather_c6
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      failed(verifyDimension(*this, getAllGatherDim(), "all_gather_dim",
                             getOperands().getTypes())))
    return failure();
  if (failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // all_gather_c2, all_gather_c4
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")) ||
      // all_gather_c5
      failed(verifyGlobalDeviceIds(*this, getUseGlobalDeviceIds(),
                                   getChannelHandleAttr())))
    return failure();
  // all_gather_c6
  int64_t dim = getAllGatherDim();
  int64_t n = groupSize(getReplicaGroups(), getChannelHandleAttr(),
                        getUseGlobalDeviceIds());
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getOperands(), getResults()))) {
    auto type = llvm::cast<RankedTensorType>(std::get<0>(pair).getType());
    if (failed(verifyResultShape(
            *this, type, std::get<1>(pair).getType(), i,
            {{dim, scaleDim(type.getDimSize(dim), n, /*multiply=*/true)}})))
      return failure();
  }
  return success();
}

LogicalResult AllReduceOp::verify() {
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // all_reduce_c1, all_reduce_c3
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")) ||
      // all_reduce_c4
      failed(verifyGlobalDeviceIds(*this, getUseGlobalDeviceIds(),
                                   getChannelHandleAttr())))
    return failure();
  // all_reduce_c5
  FailureOr<Type> acc =
      verifyReductionBody(*this, getComputation(), getOperands().getTypes());
  if (failed(acc))
    return failure();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getOperands(), getResults()))) {
    // all_reduce_c6
    if (failed(verifyResultShape(*this, std::get<0>(pair).getType(),
                                 std::get<1>(pair).getType(), i, {},
                                 /*sameElement=*/false)))
      return failure();
    // all_reduce_c7
    Type elem = getElementTypeOrSelf(std::get<1>(pair).getType());
    if (elem != *acc)
      return emitOpError() << "expects result " << i
                           << " to have the computation's element type ("
                           << *acc << "), found " << elem;
  }
  return success();
}

LogicalResult AllToAllOp::verify() {
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      // all_to_all_c1
      failed(verifyDimension(*this, getSplitDimension(), "split_dimension",
                             getOperands().getTypes())) ||
      // all_to_all_c3
      failed(verifyDimension(*this, getConcatDimension(), "concat_dimension",
                             getOperands().getTypes())))
    return failure();
  // all_to_all_c4
  int64_t count = getSplitCount();
  if (count <= 0)
    return emitOpError() << "split_count must be positive";
  if (failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // all_to_all_c5, all_to_all_c7
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // all_to_all_c8
  auto groupsType = llvm::cast<ShapedType>(getReplicaGroups().getType());
  int64_t n = groupsType.getDimSize(1);
  if (!ShapedType::isDynamic(n) && n != count)
    return emitOpError() << "expects replica_groups to have split_count ("
                         << count << ") processes per group, found " << n;
  int64_t split = getSplitDimension(), concat = getConcatDimension();
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getOperands(), getResults()))) {
    auto type = llvm::cast<RankedTensorType>(std::get<0>(pair).getType());
    // all_to_all_c2
    int64_t size = type.getDimSize(split);
    if (!ShapedType::isDynamic(size) && size % count != 0)
      return emitOpError() << "expects dimension " << split << " of operand "
                           << i << " (" << size
                           << ") to be a multiple of split_count (" << count
                           << ")";
    // all_to_all_c9
    SmallVector<std::pair<int64_t, int64_t>> changed;
    if (split != concat) {
      changed.push_back({split, scaleDim(size, count, /*multiply=*/false)});
      changed.push_back(
          {concat, scaleDim(type.getDimSize(concat), count, true)});
    }
    if (failed(verifyResultShape(*this, type, std::get<1>(pair).getType(), i,
                                 changed)))
      return failure();
  }
  return success();
}

/// With `has_dynamic_root` the last operand holds the roots, one `i32` per
/// data operand (collective_broadcast_c4, collective_reduce_c3); returns the
/// number of data operands.
static FailureOr<size_t> verifyDynamicRoot(Operation *op, bool dynamicRoot,
                                           size_t minData) {
  size_t data = op->getNumOperands();
  if (!dynamicRoot) {
    if (data < minData)
      return op->emitOpError()
             << "expects at least " << minData << " operand, found " << data;
    return data;
  }
  if (data < minData + 1)
    return op->emitOpError()
           << "expects with has_dynamic_root at least " << minData + 1
           << " operands (data and roots), found " << data;
  --data;
  Value roots = op->getOperand(data);
  auto type = llvm::dyn_cast<RankedTensorType>(roots.getType());
  if (!type || type.getRank() != 1 || !type.getElementType().isInteger(32) ||
      (!ShapedType::isDynamic(type.getDimSize(0)) &&
       type.getDimSize(0) != static_cast<int64_t>(data)))
    return op->emitOpError()
           << "expects the last operand (the roots) to be a tensor<" << data
           << "xi32>, found " << roots.getType();
  return data;
}

/// Constant roots name a process of a group: in [0, dim(replica_groups, 1)).
static LogicalResult verifyRootValues(Operation *op, Value roots,
                                      DenseIntElementsAttr groups) {
  DenseIntElementsAttr values;
  auto type = llvm::cast<ShapedType>(groups.getType());
  if (!matchPattern(roots, m_Constant(&values)) || type.getRank() != 2)
    return success();
  int64_t size = type.getDimSize(1);
  for (const APInt &v : values.getValues<APInt>())
    if (v.getSExtValue() < 0 || v.getSExtValue() >= size)
      return op->emitOpError()
             << "expects each root to be in [0, " << size
             << "), the size of a replica group, found " << v.getSExtValue();
  return success();
}

LogicalResult CollectiveBroadcastOp::verify() {
  // collective_broadcast_c3, collective_broadcast_c4
  FailureOr<size_t> data = verifyDynamicRoot(*this, getHasDynamicRoot(), 1);
  if (failed(data))
    return failure();
  // collective_broadcast_c5
  if (failed(verifySameCount(*this, *data, getResults().size())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // collective_broadcast_c1, collective_broadcast_c2
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // collective_broadcast_c3, collective_broadcast_c4
  for (size_t i = 0; i < *data; ++i)
    if (getOperand(i).getType() != getResult(i).getType())
      return emitOpError() << "expects result " << i << " to have the type of "
                           << "operand " << i << " (" << getOperand(i).getType()
                           << "), found " << getResult(i).getType();
  // collective_broadcast_c6
  if (getHasDynamicRoot())
    return verifyRootValues(*this, getOperand(*data), getReplicaGroups());
  return success();
}

LogicalResult CollectivePermuteOp::verify() {
  // collective_permute_c1
  if (failed(verifyGroups(*this, getSourceTargetPairs(), "source_target_pairs",
                          2)))
    return failure();
  // collective_permute_c2, collective_permute_c3
  SmallVector<int64_t> values(getSourceTargetPairs().getValues<int64_t>());
  for (int column = 0; column < 2; ++column) {
    llvm::SmallDenseSet<int64_t> seen;
    for (size_t i = column; i < values.size(); i += 2)
      if (!seen.insert(values[i]).second)
        return emitOpError()
               << "expects each process to be the "
               << (column ? "target" : "source") << " of at most one pair, but "
               << values[i] << " repeats";
  }
  // collective_permute_c4: 0 <= source_target_pairs (the upper bound is
  // only known at run time).
  if (failed(verifyNonNegativeIds(*this, getSourceTargetPairs(),
                                  "source_target_pairs",
                                  /*allowPadding=*/false)))
    return failure();
  // collective_permute_c5
  if (getOperand().getType() != getResult().getType())
    return emitOpError() << "expects the result to have the operand's type "
                         << getOperand().getType() << ", found "
                         << getResult().getType();
  return success();
}

LogicalResult CollectiveReduceOp::verify() {
  FailureOr<size_t> data = verifyDynamicRoot(*this, getHasDynamicRoot(), 0);
  if (failed(data))
    return failure();
  if (failed(verifySameCount(*this, *data, getResults().size())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // collective_reduce_c1, collective_reduce_c2
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // collective_reduce_c4
  FailureOr<Type> acc = verifyReductionBody(
      *this, getComputation(), getOperands().take_front(*data).getTypes());
  if (failed(acc))
    return failure();
  // collective_reduce_c3
  for (size_t i = 0; i < *data; ++i)
    if (failed(verifyResultShape(*this, getOperand(i).getType(),
                                 getResult(i).getType(), i, {},
                                 /*sameElement=*/false)))
      return failure();
  if (getHasDynamicRoot())
    return verifyRootValues(*this, getOperand(*data), getReplicaGroups());
  return success();
}

LogicalResult ReduceScatterOp::verify() {
  // reduce_scatter_c2
  if (failed(verifyDimension(*this, getScatterDimension(), "scatter_dimension",
                             getOperand().getType())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // reduce_scatter_c3, reduce_scatter_c5
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")) ||
      // reduce_scatter_c6
      failed(verifyGlobalDeviceIds(*this, getUseGlobalDeviceIds(),
                                   getChannelHandleAttr())))
    return failure();
  // reduce_scatter_c7
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  FailureOr<Type> acc =
      verifyReductionBody(*this, getComputation(), TypeRange{operand});
  if (failed(acc))
    return failure();
  Type e = *acc;
  // reduce_scatter_c1
  int64_t dim = getScatterDimension();
  int64_t n = groupSize(getReplicaGroups(), getChannelHandleAttr(),
                        getUseGlobalDeviceIds());
  int64_t size = operand.getDimSize(dim);
  if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(n) && n > 0 &&
      size % n != 0)
    return emitOpError() << "expects dimension " << dim << " of operand ("
                         << size << ") to be a multiple of the group size ("
                         << n << ")";
  // reduce_scatter_c8
  if (failed(verifyResultShape(*this, operand, getResult().getType(), 0,
                               {{dim, scaleDim(size, n, false)}},
                               /*sameElement=*/false)))
    return failure();
  // reduce_scatter_c9
  Type resultElem = getElementTypeOrSelf(getResult().getType());
  if (resultElem != e)
    return emitOpError() << "expects the result to have the computation's "
                            "element type ("
                         << e << "), found " << resultElem;
  return success();
}

/// The results of infeed and recv: tensors, then one token that orders
/// what follows (infeed_c1 .. infeed_c3).
static LogicalResult verifyValuesThenToken(Operation *op) {
  unsigned n = op->getNumResults();
  if (n == 0)
    return op->emitOpError() << "expects at least one result (a token)";
  if (!llvm::isa<TokenType>(op->getResult(n - 1).getType()))
    return op->emitOpError() << "expects the last result to be a token, "
                                "found "
                             << op->getResult(n - 1).getType();
  for (unsigned i = 0; i + 1 < n; ++i)
    if (llvm::isa<TokenType>(op->getResult(i).getType()))
      return op->emitOpError() << "expects result " << i
                               << " to be a tensor (only the last result is "
                                  "a token)";
  return success();
}

/// The channel handle types of the spec.
enum ChannelType : int64_t {
  kDeviceToDevice = 1,
  kDeviceToHost = 2,
  kHostToDevice = 3
};

/// send_c1 .. send_c5, recv_c1 .. recv_c5: source_target_pairs as for
/// collective_permute; the channel type matches is_host_transfer.
static LogicalResult verifyChannel(Operation *op, DenseIntElementsAttr pairs,
                                   ChannelHandleAttr channel, bool host,
                                   ArrayRef<int64_t> hostTypes) {
  // <op>_c1
  if (failed(verifyGroups(op, pairs, "source_target_pairs", 2)))
    return failure();
  if (pairs) {
    // <op>_c2, <op>_c3
    SmallVector<int64_t> values(pairs.getValues<int64_t>());
    for (int column = 0; column < 2; ++column) {
      llvm::SmallDenseSet<int64_t> seen;
      for (size_t i = column; i < values.size(); i += 2)
        if (!seen.insert(values[i]).second)
          return op->emitOpError()
                 << "expects each process to be the "
                 << (column ? "target" : "source")
                 << " of at most one pair, but " << values[i] << " repeats";
    }
    // <op>_c4
    if (failed(verifyNonNegativeIds(op, pairs, "source_target_pairs",
                                    /*allowPadding=*/false)))
      return failure();
  }
  // <op>_c5
  int64_t type = channel.getType();
  if (host ? !llvm::is_contained(hostTypes, type) : type != kDeviceToDevice)
    return op->emitOpError()
           << "expects channel type "
           << (host ? (hostTypes.size() > 1 ? "2 (DEVICE_TO_HOST) or 3 "
                                              "(HOST_TO_DEVICE)"
                                            : "2 (DEVICE_TO_HOST)")
                    : "1 (DEVICE_TO_DEVICE)")
           << (host ? " with" : " without") << " is_host_transfer, found "
           << type;
  return success();
}

LogicalResult InfeedOp::verify() {
  // infeed_c1, infeed_c2, infeed_c3
  return verifyValuesThenToken(*this);
}

LogicalResult SendOp::verify() {
  return verifyChannel(*this, getSourceTargetPairsAttr(),
                       getChannelHandleAttr(), getIsHostTransfer(),
                       {kDeviceToHost});
}

LogicalResult RecvOp::verify() {
  // recv_c5: the spec names DEVICE_TO_HOST for host transfers; programs
  // receiving from the host use HOST_TO_DEVICE, so both are accepted.
  if (failed(verifyChannel(*this, getSourceTargetPairsAttr(),
                           getChannelHandleAttr(), getIsHostTransfer(),
                           {kDeviceToHost, kHostToDevice})))
    return failure();
  // The results: tensors, then a token.
  return verifyValuesThenToken(*this);
}

/// The ops that return only a token.
static LogicalResult inferToken(MLIRContext *context,
                                SmallVectorImpl<Type> &inferred) {
  inferred.push_back(TokenType::get(context));
  return success();
}

LogicalResult OutfeedOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location>, ValueRange,
                                          DictionaryAttr, OpaqueProperties,
                                          RegionRange,
                                          SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

LogicalResult SendOp::inferReturnTypes(MLIRContext *context,
                                       std::optional<Location>, ValueRange,
                                       DictionaryAttr, OpaqueProperties,
                                       RegionRange,
                                       SmallVectorImpl<Type> &inferred) {
  return inferToken(context, inferred);
}

/// `tensor<ui32>`, the type of a process id.
static LogicalResult inferProcessId(MLIRContext *context,
                                    SmallVectorImpl<Type> &inferred) {
  inferred.push_back(RankedTensorType::get(
      {}, IntegerType::get(context, 32, IntegerType::Unsigned)));
  return success();
}

LogicalResult PartitionIdOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location>,
                                              ValueRange, DictionaryAttr,
                                              OpaqueProperties, RegionRange,
                                              SmallVectorImpl<Type> &inferred) {
  return inferProcessId(context, inferred);
}

LogicalResult ReplicaIdOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location>, ValueRange,
                                            DictionaryAttr, OpaqueProperties,
                                            RegionRange,
                                            SmallVectorImpl<Type> &inferred) {
  return inferProcessId(context, inferred);
}

LogicalResult AsyncStartOp::verify() {
  // async_start_c1: one operation and a return.
  Region &body = getBody();
  if (body.empty() || body.front().getOperations().size() != 2)
    return emitOpError() << "body must hold one operation and a return";
  Operation &inner = body.front().front();
  // async_start_c2
  if (!llvm::isa<AllReduceOp, AllGatherOp, AllToAllOp, CollectivePermuteOp,
                 ReduceScatterOp, CollectiveBroadcastOp, SliceOp,
                 DynamicSliceOp, DynamicUpdateSliceOp>(inner))
    return emitOpError() << "body must run a collective or a slice, not '"
                         << inner.getName() << "'";
  // async_start_c3
  if (inner.getOperands() != getOperands())
    return emitOpError() << "the body's '" << inner.getName()
                         << "' must take async_start's operands, in order";
  // async_start_c4
  TypeRange returned = body.front().back().getOperandTypes();
  if (returned !=
      TypeRange(llvm::cast<FutureType>(getResult().getType()).getTypes()))
    return emitOpError() << "result must be a future of the body's results";
  return success();
}

LogicalResult AsyncDoneOp::verify() {
  // async_done_c1
  ArrayRef<Type> types =
      llvm::cast<FutureType>(getOperand().getType()).getTypes();
  if (TypeRange(types) != getResultTypes())
    return emitOpError() << "results must be the types of the future";
  return success();
}

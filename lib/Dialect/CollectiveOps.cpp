//===- CollectiveOps.cpp - collective and distributed ops ---------------------------------------===//
//
// Op definitions of this family and their verifiers, each check labelled
// with its spec constraint (`// all_gather_c6`); syntax directives are in
// Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/BuiltinTypes.h"
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

/// No process id appears twice in `groups` (-1 pads groups of unequal size).
static LogicalResult verifyUniqueIds(Operation *op,
                                     DenseIntElementsAttr groups,
                                     StringRef name) {
  if (!groups)
    return success();
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t id : groups.getValues<int64_t>())
    if (id != -1 && !seen.insert(id).second)
      return op->emitOpError() << "expects the ids of " << name
                               << " to be unique, but " << id << " repeats";
  return success();
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
static LogicalResult verifyResultShape(Operation *op, Type operandType,
                                       Type resultType, int64_t index,
                                       ArrayRef<std::pair<int64_t, int64_t>>
                                           changed,
                                       bool sameElement = true) {
  auto operand = llvm::cast<RankedTensorType>(operandType);
  auto result = llvm::cast<RankedTensorType>(resultType);
  SmallVector<int64_t> shape(operand.getShape());
  for (auto [dim, size] : changed)
    if (dim >= 0 && dim < static_cast<int64_t>(shape.size()))
      shape[dim] = size;
  if (failed(verifyCompatibleShape(shape, result.getShape())))
    return op->emitOpError() << "expects result " << index << " to have shape "
                             << shapeStr(shape) << ", found "
                             << shapeStr(result.getShape());
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

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"

void StablehloDialect::registerCollectiveOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"
      >();
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
      // all_gather_c2
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
      // all_reduce_c1
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")) ||
      // all_reduce_c4
      failed(verifyGlobalDeviceIds(*this, getUseGlobalDeviceIds(),
                                   getChannelHandleAttr())))
    return failure();
  // all_reduce_c5
  if (failed(verifyComputation(*this, getComputation())))
    return failure();
  Block &block = getComputation().front();
  auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(0).getType());
  if (!acc || acc.getRank() != 0 || block.getArgument(1).getType() != acc ||
      block.back().getOperand(0).getType() != acc)
    return emitOpError() << "expects computation to take and return 0-d "
                            "tensors of one element type";
  for (auto [i, pair] :
       llvm::enumerate(llvm::zip(getOperands(), getResults()))) {
    // all_reduce_c6
    if (failed(verifyResultShape(*this, std::get<0>(pair).getType(),
                                 std::get<1>(pair).getType(), i, {},
                                 /*sameElement=*/false)))
      return failure();
    // all_reduce_c7
    Type elem = getElementTypeOrSelf(std::get<1>(pair).getType());
    if (elem != acc.getElementType())
      return emitOpError() << "expects result " << i
                           << " to have the computation's element type ("
                           << acc.getElementType() << "), found " << elem;
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
      // all_to_all_c5
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

LogicalResult CollectiveBroadcastOp::verify() {
  // collective_broadcast_c3: with a dynamic root the last operand holds the
  // roots and has no result.
  size_t data = getOperands().size();
  if (getHasDynamicRoot()) {
    if (data == 0)
      return emitOpError() << "has_dynamic_root needs a root operand";
    --data;
  }
  if (failed(verifySameCount(*this, data, getResults().size())))
    return failure();
  return verifyGroups(*this, getReplicaGroups(), "replica_groups");
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
        return emitOpError() << "expects each process to be the "
                             << (column ? "target" : "source")
                             << " of at most one pair, but " << values[i]
                             << " repeats";
  }
  // collective_permute_c5
  if (getOperand().getType() != getResult().getType())
    return emitOpError() << "expects the result to have the operand's type "
                         << getOperand().getType() << ", found "
                         << getResult().getType();
  return success();
}

LogicalResult CollectiveReduceOp::verify() {
  size_t data = getOperands().size();
  if (getHasDynamicRoot()) {
    if (data == 0)
      return emitOpError() << "has_dynamic_root needs a root operand";
    --data;
  }
  if (failed(verifySameCount(*this, data, getResults().size())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // collective_reduce_c4
  return verifyComputation(*this, getComputation());
}

LogicalResult ReduceScatterOp::verify() {
  // reduce_scatter_c2
  if (failed(verifyDimension(*this, getScatterDimension(), "scatter_dimension",
                             getOperand().getType())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")) ||
      // reduce_scatter_c3
      failed(verifyUniqueIds(*this, getReplicaGroups(), "replica_groups")) ||
      // reduce_scatter_c6
      failed(verifyGlobalDeviceIds(*this, getUseGlobalDeviceIds(),
                                   getChannelHandleAttr())))
    return failure();
  // reduce_scatter_c7
  if (failed(verifyComputation(*this, getComputation())))
    return failure();
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  Block &block = getComputation().front();
  auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(0).getType());
  if (!acc || acc.getRank() != 0 || block.getArgument(1).getType() != acc ||
      block.back().getOperand(0).getType() != acc)
    return emitOpError() << "expects computation to take and return 0-d "
                            "tensors of one element type";
  Type e = acc.getElementType(), elem = operand.getElementType();
  bool promotable =
      e == elem ||
      (e.isIntOrFloat() && elem.isIntOrFloat() &&
       e.isInteger() == elem.isInteger() &&
       llvm::isa<FloatType>(e) == llvm::isa<FloatType>(elem) &&
       elem.getIntOrFloatBitWidth() <= e.getIntOrFloatBitWidth() &&
       elem.getIntOrFloatBitWidth() != 1 && e.getIntOrFloatBitWidth() != 1);
  if (!promotable)
    return emitOpError() << "expects the computation's element type (" << e
                         << ") to be promotable from the operand's (" << elem
                         << ")";
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

/// The last result of infeed and recv is the token that orders what follows.
static LogicalResult verifyEndsWithToken(Operation *op) {
  if (op->getNumResults() == 0 ||
      !llvm::isa<TokenType>(op->getResult(op->getNumResults() - 1).getType()))
    return op->emitOpError() << "last result must be a token";
  return success();
}

LogicalResult InfeedOp::verify() {
  // infeed_c3
  return verifyEndsWithToken(*this);
}

LogicalResult SendOp::verify() {
  // send_c1
  return verifyGroups(*this, getSourceTargetPairsAttr(), "source_target_pairs",
                      2);
}

LogicalResult RecvOp::verify() {
  // recv_c1
  if (failed(verifyGroups(*this, getSourceTargetPairsAttr(),
                          "source_target_pairs", 2)))
    return failure();
  // recv_c4
  return verifyEndsWithToken(*this);
}

LogicalResult AsyncStartOp::verify() {
  // async_start_c1: one operation and a return.
  Region &body = getBody();
  if (body.empty() || body.front().getOperations().size() != 2)
    return emitOpError() << "body must hold one operation and a return";
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

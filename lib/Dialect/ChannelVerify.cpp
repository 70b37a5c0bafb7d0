//===- ChannelVerify.cpp - send, recv, infeed, outfeed, ids, async --------===//
//
// The spec's constraints of the ops that talk to a channel or the host
// (send, recv, infeed, outfeed), of the process ids and of the async ops,
// one check per label (`// send_c5`).
//
// outfeed, send, partition_id, replica_id and async_done infer their result
// types (send checks its channel there); infeed, recv and async_start check
// in `verify()`
// (the results of infeed and recv are what the program asks for, not
// inferable; async_start's body is a region).
//
//===----------------------------------------------------------------------===//

#include "CollectiveChecks.h"
#include "stablehlo_fold/Dialect/TypeInference.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::coll;

//===----------------------------------------------------------------------===//
// infeed, send, recv
//===----------------------------------------------------------------------===//

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
/// collective_permute; the channel type matches is_host_transfer: device to
/// device without it, `hostType` with it.
static LogicalResult verifyChannel(std::optional<Location> loc,
                                   DenseIntElementsAttr pairs,
                                   ChannelHandleAttr channel, bool host,
                                   ChannelType hostType) {
  // <op>_c1 .. <op>_c4 (labelled in checkSourceTargetPairs)
  if (pairs && failed(checkSourceTargetPairs(loc, pairs)))
    return failure();
  if (!channel)
    return emitOptionalError(loc, "expects a channel_handle");
  // <op>_c5
  int64_t type = channel.getType();
  if (host ? type != hostType : type != kDeviceToDevice)
    return emitOptionalError(
        loc, "expects channel type ",
        host ? (hostType == kDeviceToHost ? "2 (DEVICE_TO_HOST)"
                                          : "3 (HOST_TO_DEVICE)")
             : "1 (DEVICE_TO_DEVICE)",
        host ? " with" : " without", " is_host_transfer, found ", type);
  return success();
}

/// The data results of infeed and recv have static shapes: StableHLO's
/// result type constraint (docs/status-decisions.md).
static LogicalResult verifyStaticResults(Operation *op) {
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (auto tensor = llvm::dyn_cast<RankedTensorType>(type);
        tensor && !tensor.hasStaticShape())
      return op->emitOpError() << "expects result " << i
                               << " to have a static shape, found " << type;
  return success();
}

LogicalResult InfeedOp::verify() {
  // infeed_c1, infeed_c2, infeed_c3
  if (failed(verifyValuesThenToken(*this)) ||
      failed(verifyStaticResults(*this)))
    return failure();
  // layout has no section in the spec; StableHLO checks that it holds one
  // array of integers per data result.
  ArrayAttr layout = getLayoutAttr();
  if (!layout)
    return success();
  unsigned data = getNumResults() - 1;
  if (layout.size() != data)
    return emitOpError() << "expects layout to have " << data
                         << " entries, one per result but the token, found "
                         << layout.size();
  for (auto [i, entry] : llvm::enumerate(layout)) {
    auto dims = llvm::dyn_cast<ArrayAttr>(entry);
    if (!dims)
      return emitOpError() << "expects layout entry " << i
                           << " to be an array of integers, found " << entry;
    for (Attribute dim : dims)
      if (!llvm::isa<IntegerAttr>(dim))
        return emitOpError() << "expects layout entry " << i
                             << " to hold integers, found " << dim;
  }
  return success();
}


LogicalResult RecvOp::verify() {
  // recv_c5: the spec names DEVICE_TO_HOST for host transfers; StableHLO,
  // and the programs receiving from the host, use HOST_TO_DEVICE
  // (docs/status-decisions.md).
  if (failed(verifyChannel(getLoc(), getSourceTargetPairsAttr(),
                           getChannelHandleAttr(), getIsHostTransfer(),
                           kHostToDevice)))
    return failure();
  // The results: tensors of static shape, then a token.
  if (failed(verifyValuesThenToken(*this)))
    return failure();
  return verifyStaticResults(*this);
}

//===----------------------------------------------------------------------===//
// Result types that follow from the spec alone: tokens and process ids
//===----------------------------------------------------------------------===//

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
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  // send_c1 .. send_c5
  if (failed(verifyChannel(loc, adaptor.getSourceTargetPairsAttr(),
                           adaptor.getChannelHandleAttr(),
                           adaptor.getIsHostTransfer(), kDeviceToHost)))
    return failure();
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

//===----------------------------------------------------------------------===//
// async_start, async_done
//===----------------------------------------------------------------------===//

LogicalResult AsyncStartOp::verify() {
  // async_start_c1: one operation and a return.
  Region &body = getBody();
  if (body.empty() || body.front().getOperations().size() != 2)
    return emitOpError() << "body must hold one operation and a return";
  Operation &inner = body.front().front();
  // async_start_c2 (StableHLO allows collective_reduce too)
  if (!llvm::isa<AllReduceOp, AllGatherOp, AllToAllOp, CollectivePermuteOp,
                 ReduceScatterOp, CollectiveBroadcastOp, CollectiveReduceOp,
                 SliceOp, DynamicSliceOp, DynamicUpdateSliceOp>(inner))
    return emitOpError() << "body must run a collective or a slice, not '"
                         << inner.getName() << "'";
  // async_start_c3: the spec's body uses async_start's operands directly;
  // StableHLO's takes them as block arguments of the same types. Both are
  // accepted (docs/status-decisions.md).
  Block &block = body.front();
  if (block.getNumArguments() != 0) {
    if (TypeRange(block.getArgumentTypes()) != TypeRange(getOperands()))
      return emitOpError() << "body's arguments must have the types of "
                              "async_start's operands";
    if (ValueRange(inner.getOperands()) != ValueRange(block.getArguments()))
      return emitOpError() << "the body's '" << inner.getName()
                           << "' must take the body's arguments, in order";
  } else if (inner.getOperands() != getOperands()) {
    return emitOpError() << "the body's '" << inner.getName()
                         << "' must take async_start's operands, in order";
  }
  // async_start_c4
  TypeRange returned = body.front().back().getOperandTypes();
  if (returned !=
      TypeRange(llvm::cast<FutureType>(getResult().getType()).getTypes()))
    return emitOpError() << "result must be a future of the body's results";
  return success();
}

LogicalResult AsyncDoneOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  Value operand = adaptor.getOperand();
  auto future =
      operand ? llvm::dyn_cast<FutureType>(operand.getType()) : FutureType();
  if (!future)
    return fail(loc, "expects a future operand");
  // async_done_c1: a future<T> gives T (compared with the declared result
  // types by isCompatibleReturnTypes).
  llvm::append_range(inferred, future.getTypes());
  return success();
}

bool AsyncDoneOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===- CollectiveOps.cpp - collective and distributed ops ---------------------------------------===//
//
// Op definitions of this family. Verification and shape functions live in
// TypeInference.cpp; syntax directives in Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"

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

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"

void StablehloDialect::registerCollectiveOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/CollectiveOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Verifiers: the checks the syntax and the interpreter rely on. The full
// constraints of the spec are checked in TypeInference.cpp.
//===----------------------------------------------------------------------===//

LogicalResult AllGatherOp::verify() {
  // all_gather_c1, all_gather_c6
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      failed(verifyDimension(*this, getAllGatherDim(), "all_gather_dim",
                             getOperands().getTypes())))
    return failure();
  return verifyGroups(*this, getReplicaGroups(), "replica_groups");
}

LogicalResult AllReduceOp::verify() {
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // all_reduce_c5
  return verifyComputation(*this, getComputation());
}

LogicalResult AllToAllOp::verify() {
  if (failed(
          verifySameCount(*this, getOperands().size(), getResults().size())) ||
      failed(verifyDimension(*this, getSplitDimension(), "split_dimension",
                             getOperands().getTypes())) ||
      failed(verifyDimension(*this, getConcatDimension(), "concat_dimension",
                             getOperands().getTypes())))
    return failure();
  // all_to_all_c4
  if (getSplitCount() <= 0)
    return emitOpError() << "split_count must be positive";
  return verifyGroups(*this, getReplicaGroups(), "replica_groups");
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
  return verifyGroups(*this, getSourceTargetPairs(), "source_target_pairs", 2);
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
      failed(verifyGroups(*this, getReplicaGroups(), "replica_groups")))
    return failure();
  // reduce_scatter_c7
  return verifyComputation(*this, getComputation());
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

//===- CollectiveReduceVerify.cpp - collectives with a computation --------===//
//
// Shape functions and verifiers of all_reduce, reduce_scatter and
// collective_reduce, one check per label of the spec (`// all_reduce_c5`).
//
// The shape function checks the operands and attributes and infers the
// result types: the shapes from the operands, the element type E from the
// computation's first argument, `tensor<E>`. `verify()` checks the region,
// and that the declared element types are E, with messages that name the
// computation. MLIR runs `verify()` first, then verifies the region's ops,
// and only then compares the declared result types with the inferred ones
// (InferTypeOpInterface's check is a region trait), so a malformed
// computation is reported by `verify()`. Builders, and passes on unverified
// IR, may still call the shape function on any region (a builder gives an
// empty one): it reads only the block's arguments and fails with a located
// message when there is no block or no tensor argument.
//
//===----------------------------------------------------------------------===//

#include "CollectiveChecks.h"
#include "RegionChecks.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "stablehlo_fold/Dialect/TypeInference.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::coll;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The element type E of the computation, `(tensor<E>, tensor<E>) ->
/// tensor<E>`, read from its first argument (the region's ops may not be
/// verified yet: the terminator is not read).
static FailureOr<Type> computationElementType(OptLoc loc, RegionRange regions) {
  if (regions.empty() || !regions.front() || regions.front()->empty())
    return fail(loc, "computation must have a block (it gives the result "
                     "element type)");
  Block &block = regions.front()->front();
  if (block.getNumArguments() == 0)
    return fail(loc, "computation must take 2 arguments, found 0");
  auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(0).getType());
  if (!acc)
    return fail(loc,
                "expects computation to take and return 0-d tensors of "
                "one element type, found argument 0 of type ",
                block.getArgument(0).getType());
  return acc.getElementType();
}

/// Pushes, for each of `operands`, its shape (and bounds) with element type
/// `e`.
static LogicalResult inferWithElementType(OptLoc loc, ValueRange operands,
                                          Type e,
                                          SmallVectorImpl<Type> &inferred) {
  for (size_t i = 0; i < operands.size(); ++i) {
    FailureOr<RankedTensorType> type = rankedOperand(loc, operands, i);
    if (failed(type))
      return failure();
    inferred.push_back(
        RankedTensorType::get(type->getShape(), e, type->getEncoding()));
  }
  return success();
}

/// The same number of types, pairwise of compatible shapes (`?` and bounds
/// refine), whatever their element types: collective_reduce's results.
static bool isCompatibleShapes(TypeRange l, TypeRange r) {
  if (l.size() != r.size())
    return false;
  for (auto [a, b] : llvm::zip(l, r)) {
    auto sa = llvm::dyn_cast<ShapedType>(a);
    auto sb = llvm::dyn_cast<ShapedType>(b);
    if (!sa || !sb || failed(verifyCompatibleShape(sa, sb)))
      return false;
  }
  return true;
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

/// A reduction body of type `(tensor<E>, tensor<X>) -> tensor<E>`, X = E or
/// another float type, with each operand's element type promotable to X and
/// to E (any float to any float), as StableHLO checks each operand against
/// the computation; returns E.
static FailureOr<Type> verifyReductionBody(Operation *op, Region &region,
                                           TypeRange operands) {
  if (failed(verifyComputation(op, region)))
    return failure();
  Block &block = region.front();
  auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(0).getType());
  if (!acc || acc.getRank() != 0)
    return op->emitOpError() << "expects computation to take and return 0-d "
                                "tensors of one element type";
  auto emit = [&] { return op->emitOpError(); };
  for (auto [i, operandType] : llvm::enumerate(operands)) {
    SmallVector<Type> accTypes;
    Type type = operandType;
    if (failed(regions::checkReducerTypes(
            emit, &block.back(), type, type, accTypes,
            {"computation", "operand", "operand", i})))
      return failure();
  }
  return acc.getElementType();
}

//===----------------------------------------------------------------------===//
// all_reduce
//===----------------------------------------------------------------------===//

LogicalResult AllReduceOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  DenseIntElementsAttr groups = adaptor.getReplicaGroups();
  if (failed(checkGroups(loc, groups, "replica_groups")) ||
      // all_reduce_c1, all_reduce_c3: -1 pads groups of unequal size.
      failed(checkReplicaGroups(loc, groups,
                                {/*allowPadding=*/true, /*dense=*/true,
                                 adaptor.getUseGlobalDeviceIds()})) ||
      // all_reduce_c4
      failed(checkGlobalDeviceIds(loc, adaptor.getUseGlobalDeviceIds(),
                                  adaptor.getChannelHandleAttr())))
    return failure();
  FailureOr<Type> e = computationElementType(loc, adaptor.getRegions());
  if (failed(e))
    return failure();
  // all_reduce_c6, all_reduce_c7 (compared by isCompatibleReturnTypes; the
  // element types also by verify(), which runs first and names the
  // computation)
  return inferWithElementType(loc, adaptor.getOperands(), *e, inferred);
}

bool AllReduceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult AllReduceOp::verify() {
  // all_reduce_c5
  FailureOr<Type> acc =
      verifyReductionBody(*this, getComputation(), getOperands().getTypes());
  if (failed(acc))
    return failure();
  // all_reduce_c7
  for (auto [i, type] : llvm::enumerate(getResultTypes())) {
    Type elem = getElementTypeOrSelf(type);
    if (elem != *acc)
      return emitOpError() << "expects result " << i
                           << " to have the computation's element type ("
                           << *acc << "), found " << elem;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// reduce_scatter
//===----------------------------------------------------------------------===//

LogicalResult
ReduceScatterOp::inferReturnTypes(MLIRContext *, OptLoc loc, Adaptor adaptor,
                                  SmallVectorImpl<Type> &inferred) {
  FailureOr<RankedTensorType> operand =
      rankedOperand(loc, adaptor.getOperands(), 0);
  if (failed(operand))
    return failure();
  // reduce_scatter_c2
  int64_t dim = static_cast<int64_t>(adaptor.getScatterDimension());
  if (dim < 0 || dim >= operand->getRank())
    return fail(loc, "scatter_dimension ", dim,
                " is not a dimension of the operand (", *operand, ")");
  // Not in the spec; StableHLO rejects scattering a dimension of size 0
  // (docs/status-decisions.md).
  if (operand->getDimSize(dim) == 0)
    return fail(loc, "expects dimension ", dim,
                " of the operand (scatter_dimension) not to be 0");
  DenseIntElementsAttr groups = adaptor.getReplicaGroups();
  if (failed(checkGroups(loc, groups, "replica_groups")) ||
      // reduce_scatter_c3, reduce_scatter_c5: every group has one size (no
      // -1).
      failed(checkReplicaGroups(loc, groups,
                                {/*allowPadding=*/false, /*dense=*/true,
                                 adaptor.getUseGlobalDeviceIds()})) ||
      // reduce_scatter_c6
      failed(checkGlobalDeviceIds(loc, adaptor.getUseGlobalDeviceIds(),
                                  adaptor.getChannelHandleAttr())))
    return failure();
  // reduce_scatter_c1
  int64_t n = groupSize(groups, adaptor.getChannelHandleAttr(),
                        adaptor.getUseGlobalDeviceIds());
  int64_t size = operand->getDimSize(dim);
  if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(n) && n > 0 &&
      size % n != 0)
    return fail(loc, "expects dimension ", dim, " of the operand (", size,
                ") to be a multiple of the group size (", n, ")");
  FailureOr<Type> e = computationElementType(loc, adaptor.getRegions());
  if (failed(e))
    return failure();
  // reduce_scatter_c8: the scatter dimension divided by the group size;
  // reduce_scatter_c9: element type E (both compared by
  // isCompatibleReturnTypes; the element type also by verify(), first).
  FailureOr<RankedTensorType> result =
      scaleDimension(loc, *operand, dim, n, /*multiply=*/false, "the operand");
  if (failed(result))
    return failure();
  inferred.push_back(
      RankedTensorType::get(result->getShape(), *e, result->getEncoding()));
  return success();
}

bool ReduceScatterOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult ReduceScatterOp::verify() {
  // reduce_scatter_c7
  FailureOr<Type> acc = verifyReductionBody(*this, getComputation(),
                                            TypeRange{getOperand().getType()});
  if (failed(acc))
    return failure();
  // reduce_scatter_c9
  Type resultElem = getElementTypeOrSelf(getResult().getType());
  if (resultElem != *acc)
    return emitOpError() << "expects the result to have the computation's "
                            "element type ("
                         << *acc << "), found " << resultElem;
  // reduce_scatter_c8 where the group size is not known (a channel across
  // replicas and partitions: the shape function infers `?`): a static
  // scatter dimension of the result is not 0 and divides the operand's, as
  // StableHLO checks. A known group size is checked exactly by the shape
  // function.
  auto in = llvm::dyn_cast<RankedTensorType>(getOperand().getType());
  auto out = llvm::dyn_cast<RankedTensorType>(getResult().getType());
  int64_t dim = static_cast<int64_t>(getScatterDimension());
  int64_t n = groupSize(getReplicaGroups(), getChannelHandleAttr(),
                        getUseGlobalDeviceIds());
  bool unknownSize = ShapedType::isDynamic(n) || n <= 0;
  if (unknownSize && in && out && dim >= 0 && dim < in.getRank() &&
      dim < out.getRank()) {
    int64_t size = in.getDimSize(dim), part = out.getDimSize(dim);
    if (part == 0)
      return emitOpError() << "expects dimension " << dim
                           << " of the result (scatter_dimension) not to be 0";
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(part) &&
        size % part != 0)
      return emitOpError() << "expects dimension " << dim
                           << " of the result (" << part
                           << ") to divide that of the operand (" << size
                           << ")";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// collective_reduce
//===----------------------------------------------------------------------===//

LogicalResult
CollectiveReduceOp::inferReturnTypes(MLIRContext *, OptLoc loc, Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  ValueRange operands = adaptor.getOperands();
  // collective_reduce_c3: at least one data operand (as StableHLO checks);
  // with has_dynamic_root, the last operand holds one root per data operand. collective_reduce_c1, collective_reduce_c2: the
  // replica groups, where -1 pads groups of unequal size as for all_reduce.
  // Constant roots name a process of a group (as collective_broadcast_c6).
  // With use_global_device_ids (StableHLO's, not the spec's) the groups are
  // not empty and the channel id is positive, as for all_reduce.
  bool global = adaptor.getUseGlobalDeviceIds();
  FailureOr<size_t> data =
      checkRootedGroups(loc, operands, adaptor.getHasDynamicRoot(), 1,
                        adaptor.getReplicaGroups(),
                        {/*allowPadding=*/true, /*dense=*/true,
                         /*globalIds=*/global});
  if (failed(data) ||
      failed(checkGlobalDeviceIds(loc, global, adaptor.getChannelHandleAttr())))
    return failure();
  FailureOr<Type> e = computationElementType(loc, adaptor.getRegions());
  if (failed(e))
    return failure();
  // collective_reduce_c3: shape(results) = shape(data operands) (compared by
  // isCompatibleReturnTypes); the element type is the computation's.
  return inferWithElementType(loc, operands.take_front(*data), *e, inferred);
}

/// The spec constrains the shapes of collective_reduce's results
/// (collective_reduce_c3), not their element types, and this verifier never
/// checked those: a declared element type other than the computation's is
/// still accepted.
bool CollectiveReduceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleShapes(l, r);
}

LogicalResult CollectiveReduceOp::verify() {
  size_t data = getNumOperands() - (getHasDynamicRoot() ? 1 : 0);
  // collective_reduce_c4
  return verifyReductionBody(*this, getComputation(),
                             getOperands().take_front(data).getTypes());
}

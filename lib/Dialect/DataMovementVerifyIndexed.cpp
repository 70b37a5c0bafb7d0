//===- DataMovementVerifyIndexed.cpp - gather and scatter verification ----===//
//
// Shape function of `gather` and verifiers of `dynamic_gather` and `scatter`,
// one check per constraint of the spec, each labelled (`// gather_c7`). See
// DataMovementVerify.cpp for the overall design.
//
//===----------------------------------------------------------------------===//

#include "RegionChecks.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::hlo::dm;

namespace {
using OptLoc = std::optional<Location>;
} // namespace

/// Emits an error at `loc` (if any) and fails.
template <typename... Args>
static LogicalResult fail(OptLoc loc, Args &&...args) {
  return emitOptionalError(loc, std::forward<Args>(args)...);
}

static RankedTensorType ranked(Value v) {
  return v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
}


//===----------------------------------------------------------------------===//
// gather, dynamic_gather
//===----------------------------------------------------------------------===//

/// Verifies gather's operands and attributes and computes the result shape.
/// `sliceSizes` is null for dynamic_gather, whose slice sizes are a tensor of
/// `numSliceSizes` entries (kDynamic if unknown). Labels are gather's; the
/// comments give dynamic_gather's where it has the constraint.
static LogicalResult
checkGather(OptLoc loc, RankedTensorType operand, RankedTensorType indices,
            GatherDimensionNumbersAttr dn,
            std::optional<ArrayRef<int64_t>> sliceSizes, int64_t numSliceSizes,
            SmallVectorImpl<int64_t> &resultShape,
            SmallVectorImpl<int64_t> *resultBounds = nullptr) {
  int64_t rank = operand.getRank();
  int64_t indicesRank = indices.getRank();
  ArrayRef<int64_t> offsetDims = dn.getOffsetDims();
  ArrayRef<int64_t> collapsed = dn.getCollapsedSliceDims();
  ArrayRef<int64_t> operandBatching = dn.getOperandBatchingDims();
  ArrayRef<int64_t> indicesBatching = dn.getStartIndicesBatchingDims();
  ArrayRef<int64_t> startIndexMap = dn.getStartIndexMap();
  int64_t ivd = dn.getIndexVectorDim();

  // gather_c1, dynamic_gather_c1
  int64_t parts = offsetDims.size() + collapsed.size() + operandBatching.size();
  if (parts != rank)
    return fail(loc, "offset_dims (", offsetDims.size(),
                "), collapsed_slice_dims (", collapsed.size(),
                ") and operand_batching_dims (", operandBatching.size(),
                ") have ", parts, " entries in all, expected ", rank,
                " (the operand's rank)");
  // gather_c2, dynamic_gather_c2
  if (ivd < 0 || ivd > indicesRank)
    return fail(loc, "index_vector_dim ", ivd, " is out of range [0, ",
                indicesRank, "] (the rank of start_indices)");
  // gather_c3, dynamic_gather_c3
  int64_t indexVectorSize = ivd < indicesRank ? indices.getDimSize(ivd) : 1;
  if (!dimsAgree(static_cast<int64_t>(startIndexMap.size()), indexVectorSize))
    return fail(loc, "start_index_map has ", startIndexMap.size(),
                " entries, expected ", indexVectorSize,
                " (the size of index vectors in start_indices)");
  // gather_c4, dynamic_gather_c4
  if (failed(checkUnique(loc, "offset_dims", offsetDims)) ||
      failed(checkSorted(loc, "offset_dims", offsetDims)))
    return failure();
  // gather_c5, dynamic_gather_c5
  int64_t resultRank = offsetDims.size() + indicesRank - (ivd < indicesRank);
  if (failed(checkDimsInRange(loc, "offset_dims", offsetDims, resultRank,
                              "the result")))
    return failure();
  // gather_c6, dynamic_gather_c6
  SmallVector<int64_t> collapsedAndBatching(collapsed);
  llvm::append_range(collapsedAndBatching, operandBatching);
  if (failed(checkUnique(loc, "collapsed_slice_dims and operand_batching_dims",
                         collapsedAndBatching)))
    return failure();
  // gather_c7, dynamic_gather_c6
  if (failed(checkSorted(loc, "collapsed_slice_dims", collapsed)))
    return failure();
  // gather_c8, dynamic_gather_c7
  if (failed(checkDimsInRange(loc, "collapsed_slice_dims", collapsed, rank,
                              "the operand")))
    return failure();
  // gather_c10
  if (failed(checkSorted(loc, "operand_batching_dims", operandBatching)))
    return failure();
  // gather_c11
  if (failed(checkDimsInRange(loc, "operand_batching_dims", operandBatching,
                              rank, "the operand")))
    return failure();
  // gather_c13
  if (failed(checkUnique(loc, "start_indices_batching_dims", indicesBatching)))
    return failure();
  // gather_c14
  if (failed(checkDimsInRange(loc, "start_indices_batching_dims",
                              indicesBatching, indicesRank,
                              "start_indices")))
    return failure();
  // gather_c15
  if (llvm::is_contained(indicesBatching, ivd))
    return fail(loc, "index_vector_dim ", ivd,
                " is also in start_indices_batching_dims");
  // gather_c16
  if (operandBatching.size() != indicesBatching.size())
    return fail(loc, "operand_batching_dims has ", operandBatching.size(),
                " entries but start_indices_batching_dims has ",
                indicesBatching.size());
  // gather_c17
  for (auto [o, i] : llvm::zip(operandBatching, indicesBatching))
    if (!dimsAgree(operand.getDimSize(o), indices.getDimSize(i)))
      return fail(loc, "operand batching dimension ", o, " has size ",
                  dimStr(operand.getDimSize(o)),
                  " but start_indices batching dimension ", i, " has size ",
                  dimStr(indices.getDimSize(i)));
  // gather_c18, dynamic_gather_c9
  SmallVector<int64_t> mapAndBatching(startIndexMap);
  llvm::append_range(mapAndBatching, operandBatching);
  if (failed(checkUnique(loc, "start_index_map and operand_batching_dims",
                         mapAndBatching)))
    return failure();
  // gather_c19, dynamic_gather_c10
  if (failed(checkDimsInRange(loc, "start_index_map", startIndexMap, rank,
                              "the operand")))
    return failure();
  // gather_c20, dynamic_gather_c11
  if (!dimsAgree(numSliceSizes, rank))
    return fail(loc, "slice_sizes has ", numSliceSizes, " entries, expected ",
                rank, " (the operand's rank)");
  if (sliceSizes) {
    ArrayRef<int64_t> sizes = *sliceSizes;
    // gather_c21, dynamic_gather_c12 (with constant slice sizes)
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = operand.getDimSize(d);
      if (sizes[d] < 0 || (!isDyn(size) && sizes[d] > size))
        return fail(loc, "slice_sizes[", d, "] = ", sizes[d],
                    " is out of range [0, ", dimStr(size),
                    "] (the operand's dimension ", d, ")");
    }
    // gather_c9
    for (int64_t d : collapsed)
      if (sizes[d] > 1)
        return fail(loc, "slice_sizes[", d, "] = ", sizes[d],
                    " must be at most 1 (collapsed_slice_dims has ", d, ")");
    // gather_c12
    for (int64_t d : operandBatching)
      if (sizes[d] > 1)
        return fail(loc, "slice_sizes[", d, "] = ", sizes[d],
                    " must be at most 1 (operand_batching_dims has ", d, ")");
  }
  // gather_c22, dynamic_gather_c13: the result shape.
  SmallVector<int64_t> batchSizes, batchBounds, offsetSizes;
  SmallVector<int64_t> indicesBounds = hlo::getBounds(indices);
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != ivd) {
      batchSizes.push_back(indices.getDimSize(d));
      batchBounds.push_back(indicesBounds[d]);
    }
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(collapsedAndBatching, d))
      offsetSizes.push_back(sliceSizes ? (*sliceSizes)[d]
                                       : ShapedType::kDynamic);
  size_t nextBatch = 0, nextOffset = 0;
  for (int64_t d = 0; d < resultRank; ++d) {
    int64_t bound = ShapedType::kDynamic;
    if (llvm::is_contained(offsetDims, d)) {
      resultShape.push_back(nextOffset < offsetSizes.size()
                                ? offsetSizes[nextOffset++]
                                : ShapedType::kDynamic);
    } else if (nextBatch < batchSizes.size()) {
      // A batch dimension is the indices' dimension, bound included.
      bound = batchBounds[nextBatch];
      resultShape.push_back(batchSizes[nextBatch++]);
    } else {
      resultShape.push_back(ShapedType::kDynamic);
    }
    if (resultBounds)
      resultBounds->push_back(bound);
  }
  return success();
}

LogicalResult GatherOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  RankedTensorType indices = ranked(adaptor.getStartIndices());
  GatherDimensionNumbersAttr dn = adaptor.getDimensionNumbersAttr();
  if (!operand || !indices || !dn)
    return failure();
  ArrayRef<int64_t> sizes = adaptor.getSliceSizes();
  SmallVector<int64_t> shape, bounds;
  if (failed(checkGather(loc, operand, indices, dn, sizes,
                         static_cast<int64_t>(sizes.size()), shape, &bounds)))
    return failure();
  // gather_c23 (compared by isCompatibleReturnTypes)
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

bool GatherOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult DynamicGatherOp::verify() {
  RankedTensorType operand = getOperand().getType();
  RankedTensorType result = getType();
  SmallVector<int64_t> shape;
  // With constant slice sizes, dynamic_gather_c8, c12 and all of c13 are
  // checked too.
  std::optional<SmallVector<int64_t>> sizes = constantValues(getSliceSizes());
  std::optional<ArrayRef<int64_t>> sizesRef;
  if (sizes)
    sizesRef = ArrayRef<int64_t>(*sizes);
  if (failed(checkGather(getLoc(), operand, getStartIndices().getType(),
                         getDimensionNumbers(), sizesRef,
                         shapeOperandSize(getSliceSizes()), shape)))
    return failure();
  // dynamic_gather_c14
  if (!elementTypesAgree(operand.getElementType(), result.getElementType()))
    return emitOpError() << "result element type " << result.getElementType()
                         << " differs from the operand's "
                         << operand.getElementType();
  // dynamic_gather_c13 (the slice sizes are run-time values)
  if (failed(verifyCompatibleShape(shape, result.getShape())))
    return emitOpError() << "result shape " << listStr(result.getShape())
                         << " does not match the expected "
                         << listStr(shape);
  return success();
}

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

LogicalResult ScatterOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  // scatter_c5 (the rest: verify())
  if (inputs.empty())
    return fail(loc, "expects at least one input");
  size_t n = inputs.size();
  Region &computation = adaptor.getUpdateComputation();
  Block *body = computation.empty() ? nullptr : &computation.front();
  if (body && body->getNumArguments() != 2 * n)
    body = nullptr; // verify() reports the arguments (scatter_c23)
  for (auto [i, input] : llvm::enumerate(inputs)) {
    RankedTensorType t = ranked(input);
    if (!t)
      return failure();
    // scatter_c25: element_type(results[i]) = Ei, the type update_computation
    // takes and returns. An argument that is not a promotion of the input's
    // type is verify()'s to report (scatter_c23), so it is not inferred; a
    // builder called before the region is filled gets the inputs' types.
    Type element = t.getElementType();
    if (body) {
      auto arg = llvm::dyn_cast<RankedTensorType>(body->getArgument(i).getType());
      if (arg && arg.getRank() == 0 &&
          hlo::isPromotable(element, arg.getElementType(),
                            /*ignoreFpPrecision=*/true))
        element = arg.getElementType();
    }
    // scatter_c24: shape(results...) = shape(inputs...)
    inferred.push_back(hlo::withElementType(t, element));
  }
  return success();
}

bool ScatterOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult ScatterOp::verify() {
  Location loc = getLoc();
  ValueRange inputs = getInputs(), updates = getUpdates();
  size_t n = inputs.size();
  // scatter_c5: at least one input (the shape function checks it too, but
  // runs after verify()), and one update per input.
  if (n == 0)
    return emitOpError() << "expects at least one input";
  if (updates.size() != n)
    return emitOpError() << "has " << updates.size() << " updates, expected "
                         << n << " (one per input)";
  auto input0 = llvm::cast<RankedTensorType>(inputs.front().getType());
  auto update0 = llvm::cast<RankedTensorType>(updates.front().getType());
  RankedTensorType indices = getScatterIndices().getType();
  int64_t rank = input0.getRank(), indicesRank = indices.getRank();
  // scatter_c1
  for (auto [i, v] : llvm::enumerate(inputs))
    if (failed(verifyCompatibleShape(v.getType(), input0)))
      return emitOpError() << "input " << i << " has shape "
                           << listStr(llvm::cast<RankedTensorType>(v.getType())
                                          .getShape())
                           << ", expected " << listStr(input0.getShape())
                           << " (input 0's)";
  // scatter_c3
  for (auto [i, v] : llvm::enumerate(updates))
    if (failed(verifyCompatibleShape(v.getType(), update0)))
      return emitOpError() << "update " << i << " has shape "
                           << listStr(llvm::cast<RankedTensorType>(v.getType())
                                          .getShape())
                           << ", expected " << listStr(update0.getShape())
                           << " (update 0's)";
  // scatter_c6 (element types): StableHLO takes updates whose element type
  // is promotable to update_computation's accumulator, checked with it below
  // (docs/status-decisions.md).

  ScatterDimensionNumbersAttr dn = getScatterDimensionNumbers();
  ArrayRef<int64_t> windowDims = dn.getUpdateWindowDims();
  ArrayRef<int64_t> inserted = dn.getInsertedWindowDims();
  ArrayRef<int64_t> inputBatching = dn.getInputBatchingDims();
  ArrayRef<int64_t> indicesBatching = dn.getScatterIndicesBatchingDims();
  ArrayRef<int64_t> toOperand = dn.getScatterDimsToOperandDims();
  int64_t ivd = dn.getIndexVectorDim();

  // scatter_c2
  int64_t parts = windowDims.size() + inserted.size() + inputBatching.size();
  if (parts != rank)
    return emitOpError() << "update_window_dims (" << windowDims.size()
                         << "), inserted_window_dims (" << inserted.size()
                         << ") and input_batching_dims ("
                         << inputBatching.size() << ") have " << parts
                         << " entries in all, expected " << rank
                         << " (the rank of the inputs)";
  // scatter_c22
  if (ivd < 0 || ivd > indicesRank)
    return emitOpError() << "index_vector_dim " << ivd
                         << " is out of range [0, " << indicesRank
                         << "] (the rank of scatter_indices)";
  // scatter_c7
  if (failed(checkUnique(loc, "update_window_dims", windowDims)) ||
      failed(checkSorted(loc, "update_window_dims", windowDims)))
    return failure();
  // scatter_c8
  if (failed(checkDimsInRange(loc, "update_window_dims", windowDims,
                              update0.getRank(), "the updates")))
    return failure();
  // scatter_c9
  SmallVector<int64_t> insertedAndBatching(inserted);
  llvm::append_range(insertedAndBatching, inputBatching);
  if (failed(checkUnique(loc, "inserted_window_dims and input_batching_dims",
                         insertedAndBatching)))
    return failure();
  // scatter_c10
  if (failed(checkSorted(loc, "inserted_window_dims", inserted)))
    return failure();
  // scatter_c11
  if (failed(checkDimsInRange(loc, "inserted_window_dims", inserted, rank,
                              "the inputs")))
    return failure();
  // scatter_c12
  if (failed(checkSorted(loc, "input_batching_dims", inputBatching)))
    return failure();
  // scatter_c13
  if (failed(checkDimsInRange(loc, "input_batching_dims", inputBatching, rank,
                              "the inputs")))
    return failure();
  // scatter_c14
  if (failed(checkUnique(loc, "scatter_indices_batching_dims",
                         indicesBatching)))
    return failure();
  // scatter_c15
  if (failed(checkDimsInRange(loc, "scatter_indices_batching_dims",
                              indicesBatching, indicesRank,
                              "scatter_indices")))
    return failure();
  // scatter_c16
  if (llvm::is_contained(indicesBatching, ivd))
    return emitOpError() << "index_vector_dim " << ivd
                         << " is also in scatter_indices_batching_dims";
  // scatter_c17
  if (inputBatching.size() != indicesBatching.size())
    return emitOpError() << "input_batching_dims has " << inputBatching.size()
                         << " entries but scatter_indices_batching_dims has "
                         << indicesBatching.size();
  // scatter_c18
  for (auto [o, i] : llvm::zip(inputBatching, indicesBatching))
    if (!dimsAgree(input0.getDimSize(o), indices.getDimSize(i)))
      return emitOpError() << "input batching dimension " << o << " has size "
                           << dimStr(input0.getDimSize(o))
                           << " but scatter_indices batching dimension " << i
                           << " has size " << dimStr(indices.getDimSize(i));
  // scatter_c19
  int64_t indexVectorSize = ivd < indicesRank ? indices.getDimSize(ivd) : 1;
  if (!dimsAgree(static_cast<int64_t>(toOperand.size()), indexVectorSize))
    return emitOpError() << "scatter_dims_to_operand_dims has "
                         << toOperand.size() << " entries, expected "
                         << indexVectorSize
                         << " (the size of index vectors in scatter_indices)";
  // scatter_c20
  SmallVector<int64_t> toOperandAndBatching(toOperand);
  llvm::append_range(toOperandAndBatching, inputBatching);
  if (failed(checkUnique(loc,
                         "scatter_dims_to_operand_dims and input_batching_dims",
                         toOperandAndBatching)))
    return failure();
  // scatter_c21
  if (failed(checkDimsInRange(loc, "scatter_dims_to_operand_dims", toOperand,
                              rank, "the inputs")))
    return failure();

  // scatter_c4: the updates' shape.
  int64_t scatterRank = indicesRank - (ivd < indicesRank);
  int64_t expectedRank = scatterRank + windowDims.size();
  if (update0.getRank() != expectedRank)
    return emitOpError() << "updates have rank " << update0.getRank()
                         << ", expected " << expectedRank
                         << " (update_window_dims plus the batch dimensions "
                            "of scatter_indices)";
  SmallVector<int64_t> scatterSizes, windowBounds;
  for (int64_t d = 0; d < indicesRank; ++d)
    if (d != ivd)
      scatterSizes.push_back(indices.getDimSize(d));
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(insertedAndBatching, d))
      windowBounds.push_back(input0.getDimSize(d));
  size_t nextScatter = 0, nextWindow = 0;
  for (int64_t d = 0; d < expectedRank; ++d) {
    int64_t size = update0.getDimSize(d);
    if (llvm::is_contained(windowDims, d)) {
      if (nextWindow >= windowBounds.size())
        continue;
      int64_t bound = windowBounds[nextWindow++];
      if (!isDyn(size) && !isDyn(bound) && size > bound)
        return emitOpError() << "update window dimension " << d
                             << " has size " << size
                             << ", larger than the inputs' (" << bound << ")";
    } else {
      if (nextScatter >= scatterSizes.size())
        continue;
      int64_t expected = scatterSizes[nextScatter++];
      if (!dimsAgree(size, expected))
        return emitOpError() << "update scatter dimension " << d
                             << " has size " << size << ", expected "
                             << expected
                             << " (the matching dimension of scatter_indices)";
    }
  }

  // scatter_c23: update_computation: (tensor<E0>, ..., tensor<EN-1>,
  // tensor<E0>, ..., tensor<EN-1>) -> (tensor<E0>, ..., tensor<EN-1>).
  Block &body = getUpdateComputation().front();
  if (body.getNumArguments() != 2 * n)
    return emitOpError() << "update_computation has " << body.getNumArguments()
                         << " arguments, expected " << 2 * n
                         << " (two per input)";
  if (body.empty())
    return emitOpError() << "update_computation has no terminator";
  Operation *terminator = &body.back();
  if (terminator->getNumOperands() != n)
    return emitOpError() << "update_computation returns "
                         << terminator->getNumOperands()
                         << " values, expected " << n;
  // Each input promotable to the argument Ei it is combined in, each update
  // to the accumulator (any float to any float), as StableHLO checks.
  SmallVector<Type> accTypes;
  if (failed(regions::checkReducerTypes([&] { return emitOpError(); },
                                        terminator, inputs.getTypes(),
                                        updates.getTypes(), accTypes,
                                        {"update_computation", "input",
                                         "update"})))
    return failure();

  return success();
}

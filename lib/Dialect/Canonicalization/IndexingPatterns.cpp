//===- IndexingPatterns.cpp - canonicalization patterns -------------------===//
//
// gather, scatter and convolution in the simple cases that are really a
// slice, a copy or a matrix product. Each rewrite gives the same values bit
// for bit; the new ops are built outside the IR and verified before anything
// changes.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "IndexingPatterns.inc"

/// `type` as a ranked tensor with a static shape, or null.
RankedTensorType staticType(Type type) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  return ranked && ranked.hasStaticShape() ? ranked : RankedTensorType();
}

/// True when `type` has quantized elements.
bool isQuantized(Type type) {
  return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(type));
}

/// True when `values` is absent or every entry equals `expected`.
bool allEqual(std::optional<ArrayRef<int64_t>> values, int64_t expected) {
  return !values ||
         llvm::all_of(*values, [&](int64_t v) { return v == expected; });
}

/// The positions of `dims` in `all`, in order; `all` must contain them.
SmallVector<int64_t> positionsIn(ArrayRef<int64_t> all,
                                 ArrayRef<int64_t> dims) {
  SmallVector<int64_t> positions;
  for (int64_t d : dims)
    positions.push_back(llvm::find(all, d) - all.begin());
  return positions;
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

// Pattern: gather(x, constant index) -> reshape(slice(x)) (a single index
// vector, no batching dimensions, static shapes; the start is clamped as the
// spec says, collapsed dimensions have size 1 and the reshape only drops or
// adds dimensions of size 1)
struct GatherOfConstantIndexToSlice : public OpRewritePattern<GatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(GatherOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType operandType = staticType(op.getOperand().getType());
    RankedTensorType indicesType = staticType(op.getStartIndices().getType());
    RankedTensorType type = staticType(op.getType());
    if (!operandType || !indicesType || !type)
      return rewriter.notifyMatchFailure(op, "the shapes are not static");
    if (llvm::isa<quant::UniformQuantizedPerAxisType>(
            operandType.getElementType()) ||
        operandType.getElementType() != type.getElementType())
      return rewriter.notifyMatchFailure(op, "unusual element types");
    GatherDimensionNumbersAttr dims = op.getDimensionNumbers();
    if (!dims.getOperandBatchingDims().empty() ||
        !dims.getStartIndicesBatchingDims().empty())
      return rewriter.notifyMatchFailure(op, "has batching dimensions");
    std::optional<SmallVector<int64_t>> index =
        canon::getConstantInts(op.getStartIndices());
    if (!index)
      return rewriter.notifyMatchFailure(op, "the indices are not constant");
    ArrayRef<int64_t> startIndexMap = dims.getStartIndexMap();
    if (index->size() != startIndexMap.size())
      return rewriter.notifyMatchFailure(op, "not exactly one index vector");

    ArrayRef<int64_t> shape = operandType.getShape();
    ArrayRef<int64_t> sizes = op.getSliceSizes();
    int64_t rank = operandType.getRank();
    if (static_cast<int64_t>(sizes.size()) != rank)
      return rewriter.notifyMatchFailure(op, "malformed slice_sizes");
    for (int64_t d = 0; d < rank; ++d)
      if (sizes[d] < 0 || sizes[d] > shape[d])
        return rewriter.notifyMatchFailure(op, "a slice size does not fit");
    for (int64_t d : dims.getCollapsedSliceDims())
      if (d < 0 || d >= rank || sizes[d] != 1)
        return rewriter.notifyMatchFailure(op, "a collapsed size is not 1");
    SmallVector<int64_t> start(rank, 0);
    for (auto [value, d] : llvm::zip_equal(*index, startIndexMap)) {
      if (d < 0 || d >= rank)
        return rewriter.notifyMatchFailure(op, "malformed start_index_map");
      start[d] = std::clamp(value, int64_t(0), shape[d] - sizes[d]);
    }
    SmallVector<int64_t> limit, strides(rank, 1);
    for (int64_t d = 0; d < rank; ++d)
      limit.push_back(start[d] + sizes[d]);
    auto sliceType = RankedTensorType::get(sizes, operandType.getElementType());
    if (sliceType.getNumElements() != type.getNumElements())
      return rewriter.notifyMatchFailure(op, "the element counts differ");

    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    Value slice = staged.create<SliceOp>(
        op.getLoc(), sliceType, op.getOperand(), b.getDenseI64ArrayAttr(start),
        b.getDenseI64ArrayAttr(limit), b.getDenseI64ArrayAttr(strides));
    if (sliceType != type)
      staged.create<ReshapeOp>(op.getLoc(), type, slice);
    if (!staged.verify())
      return rewriter.notifyMatchFailure(op, "the slice does not verify");
    rewriter.setInsertionPoint(op);
    return canon::replaceOpKeepingAttrs(rewriter, op, staged.commit(rewriter));
  }
};

//===----------------------------------------------------------------------===//
// scatter
//===----------------------------------------------------------------------===//

// Pattern: scatter(x, constant zero index, u) {return u} -> reshape(u) (one
// input; u's window is all of x, so every element of x is replaced once by
// the element of u in the same row-major position; element types agree, so
// no conversion happens)
struct ScatterOverwritingAll : public OpRewritePattern<ScatterOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ScatterOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getInputs().size() != 1 || op.getUpdates().size() != 1)
      return rewriter.notifyMatchFailure(op, "not exactly one input");
    RankedTensorType inputType = staticType(op.getInputs()[0].getType());
    RankedTensorType updateType = staticType(op.getUpdates()[0].getType());
    Type resultType = op.getResult(0).getType();
    if (!inputType || !updateType || resultType != inputType)
      return rewriter.notifyMatchFailure(op, "unusual shapes or types");
    Type elementType = inputType.getElementType();
    if (isQuantized(elementType) || updateType.getElementType() != elementType)
      return rewriter.notifyMatchFailure(op, "unusual element types");

    // The update computation returns its second argument, of the element
    // type.
    Region &body = op.getUpdateComputation();
    if (!body.hasOneBlock() || body.front().getNumArguments() != 2 ||
        !llvm::hasSingleElement(body.front()))
      return rewriter.notifyMatchFailure(op, "not a plain overwrite");
    auto ret = llvm::dyn_cast<ReturnOp>(body.front().front());
    BlockArgument update = body.front().getArgument(1);
    if (!ret || ret->getNumOperands() != 1 || ret->getOperand(0) != update ||
        update.getType() != RankedTensorType::get({}, elementType))
      return rewriter.notifyMatchFailure(op, "not a plain overwrite");

    ScatterDimensionNumbersAttr dims = op.getScatterDimensionNumbers();
    if (!dims.getInputBatchingDims().empty())
      return rewriter.notifyMatchFailure(op, "has batching dimensions");
    std::optional<SmallVector<int64_t>> index =
        canon::getConstantInts(op.getScatterIndices());
    if (!index || index->size() != dims.getScatterDimsToOperandDims().size() ||
        llvm::any_of(*index, [](int64_t v) { return v != 0; }))
      return rewriter.notifyMatchFailure(op, "not one constant zero index");

    // The window dimensions of u are, in order, the dimensions of x that are
    // not inserted (inserted ones have size 1); the rest of u has size 1.
    ArrayRef<int64_t> windowDims = dims.getUpdateWindowDims();
    ArrayRef<int64_t> inserted = dims.getInsertedWindowDims();
    SmallVector<int64_t> windowSizes;
    for (int64_t d = 0; d < updateType.getRank(); ++d) {
      if (llvm::is_contained(windowDims, d))
        windowSizes.push_back(updateType.getDimSize(d));
      else if (updateType.getDimSize(d) != 1)
        return rewriter.notifyMatchFailure(op, "more than one update window");
    }
    SmallVector<int64_t> coveredSizes;
    for (int64_t d = 0; d < inputType.getRank(); ++d) {
      if (!llvm::is_contained(inserted, d))
        coveredSizes.push_back(inputType.getDimSize(d));
      else if (inputType.getDimSize(d) != 1)
        return rewriter.notifyMatchFailure(op, "an inserted dimension is >1");
    }
    if (!llvm::is_sorted(windowDims) || windowSizes != coveredSizes)
      return rewriter.notifyMatchFailure(op, "the window is not all of x");

    Value u = op.getUpdates()[0];
    if (updateType == inputType)
      return canon::replaceOpKeepingAttrs(rewriter, op, u);
    canon::StagedOps staged(op.getContext());
    staged.create<ReshapeOp>(op.getLoc(), inputType, u);
    if (!staged.verify())
      return rewriter.notifyMatchFailure(op, "the reshape does not verify");
    rewriter.setInsertionPoint(op);
    return canon::replaceOpKeepingAttrs(rewriter, op, staged.commit(rewriter));
  }
};

//===----------------------------------------------------------------------===//
// convolution
//===----------------------------------------------------------------------===//

// Pattern: convolution(l, r) -> transpose(dot_general(l, reshape(r))) (a 1x1
// kernel, unit strides and dilations, no padding, one feature and batch
// group, no quantized types, static shapes). Bit for bit: the interpreter's
// convolution and dot_general kernels both start each sum at zero and add
// the products in increasing input-feature order.
struct PointwiseConvolutionToDot : public OpRewritePattern<ConvolutionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(ConvolutionOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType lhsType = staticType(op.getLhs().getType());
    RankedTensorType rhsType = staticType(op.getRhs().getType());
    RankedTensorType type = staticType(op.getType());
    if (!lhsType || !rhsType || !type)
      return rewriter.notifyMatchFailure(op, "the shapes are not static");
    if (isQuantized(lhsType) || isQuantized(rhsType) || isQuantized(type))
      return rewriter.notifyMatchFailure(op, "has quantized types");
    if (op.getFeatureGroupCount() != 1 || op.getBatchGroupCount() != 1)
      return rewriter.notifyMatchFailure(op, "has groups");
    if (!allEqual(op.getWindowStrides(), 1) ||
        !allEqual(op.getLhsDilation(), 1) || !allEqual(op.getRhsDilation(), 1))
      return rewriter.notifyMatchFailure(op, "has strides or dilations");
    if (std::optional<DenseIntElementsAttr> padding = op.getPadding())
      if (llvm::any_of(padding->getValues<APInt>(),
                       [](const APInt &p) { return !p.isZero(); }))
        return rewriter.notifyMatchFailure(op, "has padding");

    ConvDimensionNumbersAttr dims = op.getDimensionNumbers();
    int64_t rank = lhsType.getRank();
    int64_t inFeature = dims.getInputFeatureDimension();
    int64_t kIn = dims.getKernelInputFeatureDimension();
    int64_t kOut = dims.getKernelOutputFeatureDimension();
    ArrayRef<int64_t> inSpatial = dims.getInputSpatialDimensions();
    ArrayRef<int64_t> outSpatial = dims.getOutputSpatialDimensions();
    if (rhsType.getRank() != rank || type.getRank() != rank || inFeature < 0 ||
        inFeature >= rank || kIn < 0 || kIn >= rank || kOut < 0 || kOut >= rank)
      return rewriter.notifyMatchFailure(op, "malformed dimension numbers");
    for (int64_t d : dims.getKernelSpatialDimensions())
      if (d < 0 || d >= rank || rhsType.getDimSize(d) != 1)
        return rewriter.notifyMatchFailure(op, "the kernel is not 1x1");

    // The dot product: lhs's feature dimension against the kernel's input
    // feature, the kernel first reshaped to its two feature dimensions.
    int64_t inSize = rhsType.getDimSize(kIn),
            outSize = rhsType.getDimSize(kOut);
    if (lhsType.getDimSize(inFeature) != inSize)
      return rewriter.notifyMatchFailure(op, "the feature sizes differ");
    bool inFirst = kIn < kOut;
    SmallVector<int64_t> rhs2Shape{inSize, outSize};
    if (!inFirst)
      std::swap(rhs2Shape[0], rhs2Shape[1]);
    auto rhs2Type = RankedTensorType::get(rhs2Shape, rhsType.getElementType());
    SmallVector<int64_t> lhsFree, dotShape;
    for (int64_t d = 0; d < rank; ++d)
      if (d != inFeature) {
        lhsFree.push_back(d);
        dotShape.push_back(lhsType.getDimSize(d));
      }
    dotShape.push_back(outSize);
    auto dotType = RankedTensorType::get(dotShape, type.getElementType());

    // The transpose to the output layout.
    SmallVector<int64_t> perm(rank);
    perm[dims.getOutputFeatureDimension()] = rank - 1;
    SmallVector<int64_t> batchPos =
        positionsIn(lhsFree, dims.getInputBatchDimension());
    perm[dims.getOutputBatchDimension()] = batchPos[0];
    SmallVector<int64_t> spatialPos = positionsIn(lhsFree, inSpatial);
    for (auto [d, p] : llvm::zip_equal(outSpatial, spatialPos))
      perm[d] = p;
    SmallVector<int64_t> permuted;
    for (int64_t p : perm) {
      if (p < 0 || p >= rank)
        return rewriter.notifyMatchFailure(op, "malformed dimension numbers");
      permuted.push_back(dotShape[p]);
    }
    if (ArrayRef<int64_t>(permuted) != type.getShape())
      return rewriter.notifyMatchFailure(op, "the result shape differs");
    // Even when the shapes agree, the layouts may not.
    bool needsTranspose = !llvm::equal(perm, llvm::seq<int64_t>(0, rank));
    if (!needsTranspose && dotType != type)
      return rewriter.notifyMatchFailure(op, "the result type differs");

    canon::StagedOps staged(op.getContext());
    MLIRContext *ctx = op.getContext();
    Value rhs = op.getRhs();
    if (rhs2Type != rhsType)
      rhs = staged.create<ReshapeOp>(op.getLoc(), rhs2Type, rhs);
    auto dotDims = DotDimensionNumbersAttr::get(ctx, {}, {}, {inFeature},
                                                {inFirst ? 0 : 1});
    Value dot = staged.create<DotGeneralOp>(
        op.getLoc(), dotType, op.getLhs(), rhs, dotDims,
        op.getPrecisionConfigAttr(), DotAlgorithmAttr());
    if (needsTranspose)
      staged.create<TransposeOp>(
          op.getLoc(), type, dot,
          staged.getBuilder().getDenseI64ArrayAttr(perm));
    if (!staged.verify())
      return rewriter.notifyMatchFailure(op, "the dot product does not verify");
    rewriter.setInsertionPoint(op);
    return canon::replaceOpKeepingAttrs(rewriter, op, staged.commit(rewriter));
  }
};

} // namespace

void GatherOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.add<GatherOfConstantIndexToSlice>(ctx);
}

void ScatterOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<ScatterOverwritingAll>(ctx);
}

void ConvolutionOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<PointwiseConvolutionToDot>(ctx);
}

//===- DynamicShapePatterns.cpp - canonicalization patterns ---------------===//
//
// Dynamic-shape ops whose shape, index or padding operands are constants
// become their static forms. The static op is always given the dynamic op's
// own result type and is built outside the IR and verified before anything
// changes, so a rewrite never leaves IR that fails to verify; where the
// static op's semantics depend on its result type (broadcast_in_dim,
// reshape, iota, slice, pad), that type must be static and agree with the
// constants. Dynamic ops of dynamic ops merge or vanish where the shapes say
// so without constants (the same SSA shape value, static inner shapes, known
// non-expanding dimensions).
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "stablehlo_fold/Dialect/Canonicalization.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <algorithm>

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// True when `result` is a dynamic_update_slice whose update has the static
/// shape of its operand and the type of its result.
bool updateCoversOperand(Value result) {
  auto op = result.getDefiningOp<DynamicUpdateSliceOp>();
  if (!op)
    return false;
  auto operand = llvm::dyn_cast<RankedTensorType>(op.getOperand().getType());
  auto update = llvm::dyn_cast<RankedTensorType>(op.getUpdate().getType());
  return operand && update && update.hasStaticShape() &&
         operand.getShape() == update.getShape() &&
         update == op.getResult().getType();
}

/// True when `result` is a dynamic_update_slice whose update has no
/// elements and whose operand has the type of the result.
bool updateIsEmpty(Value result) {
  auto op = result.getDefiningOp<DynamicUpdateSliceOp>();
  if (!op)
    return false;
  auto update = llvm::dyn_cast<RankedTensorType>(op.getUpdate().getType());
  return update && update.hasStaticShape() && update.getNumElements() == 0 &&
         op.getOperand().getType() == op.getResult().getType();
}

#include "DynamicShapePatterns.inc"

/// The static result type of `op`, or null.
RankedTensorType staticResultType(Operation *op) {
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  return type && type.hasStaticShape() ? type : RankedTensorType();
}

/// Verifies the staged ops and replaces `op` with the last one's result.
LogicalResult replaceWithStaged(PatternRewriter &rewriter, Operation *op,
                                canon::StagedOps &staged) {
  if (!staged.verify())
    return rewriter.notifyMatchFailure(op, "the static form does not verify");
  rewriter.setInsertionPoint(op);
  return canon::replaceOpKeepingAttrs(rewriter, op, staged.commit(rewriter));
}

//===----------------------------------------------------------------------===//
// Shapes held by operands
//===----------------------------------------------------------------------===//

/// Matches an op whose 1-dimensional shape operand is a constant equal to
/// its static result shape; returns the result type.
FailureOr<RankedTensorType> matchConstantShape(PatternRewriter &rewriter,
                                               Operation *op, Value shape) {
  RankedTensorType type = staticResultType(op);
  if (!type)
    return rewriter.notifyMatchFailure(op, "the result type is not static");
  std::optional<SmallVector<int64_t>> values = canon::getConstantInts(shape);
  if (!values)
    return rewriter.notifyMatchFailure(op, "the shape is not a constant");
  if (ArrayRef<int64_t>(*values) != type.getShape())
    return rewriter.notifyMatchFailure(
        op, "the constant shape differs from the result type");
  return type;
}

// Pattern: dynamic_broadcast_in_dim(x, constant shape) -> broadcast_in_dim(x)
// (the result type is static and equals the shape; the known_*_dimensions
// hints are dropped, as broadcast_in_dim sees its sizes)
struct DynamicBroadcastInDimToStatic
    : public OpRewritePattern<DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<RankedTensorType> type =
        matchConstantShape(rewriter, op, op.getOutputDimensions());
    if (failed(type))
      return failure();
    canon::StagedOps staged(op.getContext());
    staged.create<BroadcastInDimOp>(op.getLoc(), *type, op.getOperand(),
                                    op.getBroadcastDimensionsAttr());
    return replaceWithStaged(rewriter, op, staged);
  }
};

// Pattern: dynamic_reshape(x, constant shape) -> reshape(x) (the result type
// is static and equals the shape)
struct DynamicReshapeToStatic : public OpRewritePattern<DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<RankedTensorType> type =
        matchConstantShape(rewriter, op, op.getOutputShape());
    if (failed(type))
      return failure();
    canon::StagedOps staged(op.getContext());
    staged.create<ReshapeOp>(op.getLoc(), *type, op.getOperand());
    return replaceWithStaged(rewriter, op, staged);
  }
};

// Pattern: dynamic_iota(constant shape) -> iota (the result type is static
// and equals the shape)
struct DynamicIotaToStatic : public OpRewritePattern<DynamicIotaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicIotaOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<RankedTensorType> type =
        matchConstantShape(rewriter, op, op.getOutputShape());
    if (failed(type))
      return failure();
    canon::StagedOps staged(op.getContext());
    staged.create<IotaOp>(op.getLoc(), *type, op.getIotaDimensionAttr());
    return replaceWithStaged(rewriter, op, staged);
  }
};

//===----------------------------------------------------------------------===//
// Shapes held by static result types
//===----------------------------------------------------------------------===//
//
// A static result type is the shape the op makes, whatever its shape operand
// holds (a run where they differ is not a valid program): StableHLO's
// simplification reads it so, and so do these patterns (canonicalization
// only; --stablehlo-canonicalize-dynamism wants constant shapes, as
// StableHLO's).

/// Replaces `op` by a `StaticOp` of `op`'s static result type built from
/// `args`; fails when that type is not static.
template <typename StaticOp, typename... Args>
LogicalResult replaceWithStaticOp(PatternRewriter &rewriter, Operation *op,
                                  Args &&...args) {
  RankedTensorType type = staticResultType(op);
  if (!type)
    return rewriter.notifyMatchFailure(op, "the result type is not static");
  canon::StagedOps staged(op->getContext());
  staged.create<StaticOp>(op->getLoc(), type, std::forward<Args>(args)...);
  return replaceWithStaged(rewriter, op, staged);
}

// Pattern: dynamic_iota(s) : static T -> iota : T (s need not be a constant)
struct DynamicIotaOfStaticType : public OpRewritePattern<DynamicIotaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicIotaOp op,
                                PatternRewriter &rewriter) const override {
    return replaceWithStaticOp<IotaOp>(rewriter, op, op.getIotaDimensionAttr());
  }
};

// Pattern: dynamic_reshape(x, s) : static T -> reshape(x) : T (s need not be
// a constant; x may be dynamic where reshape's verifier accepts it)
struct DynamicReshapeOfStaticType : public OpRewritePattern<DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    return replaceWithStaticOp<ReshapeOp>(rewriter, op, op.getOperand());
  }
};

// Pattern: dynamic_broadcast_in_dim(x : static, s) : static T ->
// broadcast_in_dim(x) : T (s need not be a constant; the known_*_dimensions
// hints are dropped, as broadcast_in_dim sees its sizes)
struct DynamicBroadcastInDimOfStaticTypes
    : public OpRewritePattern<DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    auto operand = llvm::dyn_cast<RankedTensorType>(op.getOperand().getType());
    if (!operand || !operand.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "the operand is not static");
    return replaceWithStaticOp<BroadcastInDimOp>(
        rewriter, op, op.getOperand(), op.getBroadcastDimensionsAttr());
  }
};

// Pattern: dynamic_pad(x, v, constant lo, constant hi, constant in) ->
// pad(x, v) (same result type: pad's shape function checks it against the
// operand, static or not)
struct DynamicPadToStatic : public OpRewritePattern<DynamicPadOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicPadOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "the result type is unranked");
    auto lo = canon::getConstantInts(op.getEdgePaddingLow());
    auto hi = canon::getConstantInts(op.getEdgePaddingHigh());
    auto in = canon::getConstantInts(op.getInteriorPadding());
    if (!lo || !hi || !in)
      return rewriter.notifyMatchFailure(op, "a padding is not a constant");
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    staged.create<PadOp>(op.getLoc(), type, op.getOperand(),
                         op.getPaddingValue(), b.getDenseI64ArrayAttr(*lo),
                         b.getDenseI64ArrayAttr(*hi),
                         b.getDenseI64ArrayAttr(*in));
    return replaceWithStaged(rewriter, op, staged);
  }
};

//===----------------------------------------------------------------------===//
// Slices and gathers at constant positions
//===----------------------------------------------------------------------===//

// Pattern: dynamic_slice(x, constant i...) -> slice(x) (x has a static
// shape; each start is clamped to [0, dim - size] as the spec says)
struct DynamicSliceToSlice : public OpRewritePattern<DynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = staticResultType(op);
    auto operandType =
        llvm::dyn_cast<RankedTensorType>(op.getOperand().getType());
    if (!type || !operandType || !operandType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "the shapes are not static");
    ArrayRef<int64_t> shape = operandType.getShape();
    ArrayRef<int64_t> sizes = op.getSliceSizes();
    if (op.getStartIndices().size() != shape.size() ||
        sizes.size() != shape.size())
      return rewriter.notifyMatchFailure(op, "malformed start indices");
    SmallVector<int64_t> start, limit;
    for (auto [index, dim, size] :
         llvm::zip_equal(op.getStartIndices(), shape, sizes)) {
      std::optional<SmallVector<int64_t>> value = canon::getConstantInts(index);
      if (!value || value->size() != 1)
        return rewriter.notifyMatchFailure(op, "a start is not a constant");
      if (size < 0 || size > dim)
        return rewriter.notifyMatchFailure(op, "a slice size does not fit");
      start.push_back(std::clamp((*value)[0], int64_t(0), dim - size));
      limit.push_back(start.back() + size);
    }
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    SmallVector<int64_t> strides(shape.size(), 1);
    staged.create<SliceOp>(
        op.getLoc(), type, op.getOperand(), b.getDenseI64ArrayAttr(start),
        b.getDenseI64ArrayAttr(limit), b.getDenseI64ArrayAttr(strides));
    return replaceWithStaged(rewriter, op, staged);
  }
};

// Pattern: real_dynamic_slice(x, constant start, constant limit, constant
// strides) -> slice(x) (same result type, checked by slice's shape
// function)
struct RealDynamicSliceToSlice : public OpRewritePattern<RealDynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RealDynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
    if (!type)
      return rewriter.notifyMatchFailure(op, "the result type is unranked");
    auto start = canon::getConstantInts(op.getStartIndices());
    auto limit = canon::getConstantInts(op.getLimitIndices());
    auto strides = canon::getConstantInts(op.getStrides());
    if (!start || !limit || !strides)
      return rewriter.notifyMatchFailure(op, "a bound is not a constant");
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    staged.create<SliceOp>(
        op.getLoc(), type, op.getOperand(), b.getDenseI64ArrayAttr(*start),
        b.getDenseI64ArrayAttr(*limit), b.getDenseI64ArrayAttr(*strides));
    return replaceWithStaged(rewriter, op, staged);
  }
};

// Pattern: real_dynamic_slice(x, s, add(s, constant sizes), constant 1s) ->
// dynamic_slice(x, s[0], s[1], ...) with those sizes (the starts are run-time
// values; each becomes a scalar through slice and reshape)
struct RealDynamicSliceToDynamicSlice
    : public OpRewritePattern<RealDynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(RealDynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    auto strides = canon::getConstantInts(op.getStrides());
    if (!strides || llvm::any_of(*strides, [](int64_t s) { return s != 1; }))
      return rewriter.notifyMatchFailure(op, "the strides are not 1");
    Value start = op.getStartIndices();
    auto add = op.getLimitIndices().getDefiningOp<AddOp>();
    Value sizesValue = !add                    ? Value()
                       : add.getLhs() == start ? add.getRhs()
                       : add.getRhs() == start ? add.getLhs()
                                               : Value();
    std::optional<SmallVector<int64_t>> sizes =
        sizesValue ? canon::getConstantInts(sizesValue) : std::nullopt;
    auto startType = llvm::dyn_cast<RankedTensorType>(start.getType());
    if (!sizes || !startType || startType.getRank() != 1 ||
        startType.getDimSize(0) != static_cast<int64_t>(sizes->size()))
      return rewriter.notifyMatchFailure(
          op, "the limits are not the starts plus constant sizes");
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    Type element = startType.getElementType();
    SmallVector<Value> starts;
    for (int64_t i = 0, e = static_cast<int64_t>(sizes->size()); i < e; ++i) {
      Value one = staged.create<SliceOp>(
          op.getLoc(), RankedTensorType::get({1}, element), start,
          b.getDenseI64ArrayAttr({i}), b.getDenseI64ArrayAttr({i + 1}),
          b.getDenseI64ArrayAttr({1}));
      starts.push_back(staged.create<ReshapeOp>(
          op.getLoc(), RankedTensorType::get({}, element), one));
    }
    staged.create<DynamicSliceOp>(op.getLoc(), op.getType(), op.getOperand(),
                                  starts, b.getDenseI64ArrayAttr(*sizes));
    return replaceWithStaged(rewriter, op, staged);
  }
};

// Pattern: dynamic_gather(x, i, constant sizes) -> gather(x, i) with those
// slice_sizes (same result type; gather computes its shape from its
// operands, so a dynamic result type is kept as it is)
struct DynamicGatherToGather : public OpRewritePattern<DynamicGatherOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicGatherOp op,
                                PatternRewriter &rewriter) const override {
    auto sizes = canon::getConstantInts(op.getSliceSizes());
    if (!sizes)
      return rewriter.notifyMatchFailure(op, "the sizes are not a constant");
    canon::StagedOps staged(op.getContext());
    staged.create<GatherOp>(op.getLoc(), op.getType(), op.getOperand(),
                            op.getStartIndices(), op.getDimensionNumbersAttr(),
                            staged.getBuilder().getDenseI64ArrayAttr(*sizes),
                            op.getIndicesAreSortedAttr());
    return replaceWithStaged(rewriter, op, staged);
  }
};

//===----------------------------------------------------------------------===//
// dynamic_conv
//===----------------------------------------------------------------------===//

// Pattern: dynamic_conv(l, r, constant padding) -> convolution(l, r) with
// that padding (same result type and attributes)
struct DynamicConvToConvolution : public OpRewritePattern<DynamicConvOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicConvOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<SmallVector<int64_t>> padding =
        canon::getConstantInts(op.getPadding());
    auto padType = llvm::dyn_cast<RankedTensorType>(op.getPadding().getType());
    if (!padding || !padType || padType.getRank() != 2 ||
        padType.getDimSize(1) != 2)
      return rewriter.notifyMatchFailure(
          op, "the padding is not a constant Nx2 tensor");
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    auto padAttr = DenseIntElementsAttr::get(
        RankedTensorType::get(padType.getShape(), b.getI64Type()), *padding);
    staged.create<ConvolutionOp>(
        op.getLoc(), op.getType(), op.getLhs(), op.getRhs(),
        op.getWindowStridesAttr(), padAttr, op.getLhsDilationAttr(),
        op.getRhsDilationAttr(), op.getWindowReversalAttr(),
        op.getDimensionNumbersAttr(), op.getFeatureGroupCountAttr(),
        op.getBatchGroupCountAttr(), op.getPrecisionConfigAttr());
    return replaceWithStaged(rewriter, op, staged);
  }
};

// --stablehlo-canonicalize-dynamism only (not a canonicalization pattern):
// custom_call(x..., constant shapes...) {indices_of_shape_operands} ->
// custom_call(x...) (every result type is static and the shape operand the
// attribute names for it is a constant equal to its shape; those operands,
// their operand_layouts and the attribute go)
struct CustomCallDropShapeOperands : public OpRewritePattern<CustomCallOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(CustomCallOp op,
                                PatternRewriter &rewriter) const override {
    auto indices =
        op->getAttrOfType<DenseIntElementsAttr>("indices_of_shape_operands");
    if (!indices)
      return rewriter.notifyMatchFailure(op, "no indices_of_shape_operands");
    if (static_cast<size_t>(indices.getNumElements()) != op->getNumResults())
      return rewriter.notifyMatchFailure(op, "not one shape per result");
    llvm::BitVector shapeOperands(op->getNumOperands());
    for (auto [result, index] :
         llvm::zip(op->getResults(), indices.getValues<APInt>())) {
      uint64_t k = index.getZExtValue();
      auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (k >= op->getNumOperands() || shapeOperands.test(k) || !type ||
          !type.hasStaticShape())
        return rewriter.notifyMatchFailure(op, "a result type is not static");
      std::optional<SmallVector<int64_t>> shape =
          canon::getConstantInts(op->getOperand(k));
      if (!shape || ArrayRef<int64_t>(*shape) != type.getShape())
        return rewriter.notifyMatchFailure(
            op, "a shape operand is not the constant result shape");
      shapeOperands.set(k);
    }
    // The attribute goes from the op first: the replacement takes the op's
    // other discardable attributes.
    rewriter.modifyOpInPlace(
        op, [&] { op->removeAttr("indices_of_shape_operands"); });
    rewriter.setInsertionPoint(op);
    Operation *copy = rewriter.clone(*op);
    copy->eraseOperands(shapeOperands);
    if (auto layouts = op.getOperandLayoutsAttr()) {
      SmallVector<Attribute> kept;
      for (auto [i, layout] : llvm::enumerate(layouts))
        if (i >= shapeOperands.size() || !shapeOperands.test(i))
          kept.push_back(layout);
      copy->setAttr("operand_layouts", rewriter.getArrayAttr(kept));
    }
    return replaceOpKeepingAttrs(rewriter, op, copy->getResults());
  }
};


//===----------------------------------------------------------------------===//
// Dynamic ops of dynamic ops
//===----------------------------------------------------------------------===//

/// True when `v` is known to have the shape held by `shape` whenever the
/// program runs: it is a dynamic_reshape to `shape` (the same SSA value), or
/// the result of an op whose operands and results share one shape applied to
/// such a value.
bool hasShapeOf(Value v, Value shape) {
  for (int depth = 0; depth < 2; ++depth) {
    Operation *def = v.getDefiningOp();
    if (!def)
      return false;
    if (auto reshape = llvm::dyn_cast<DynamicReshapeOp>(def))
      return reshape.getOutputShape() == shape;
    if (!def->hasTrait<OpTrait::SameOperandsAndResultShape>() ||
        def->getNumOperands() == 0)
      return false;
    v = def->getOperand(0);
  }
  return false;
}

// Pattern: dynamic_reshape(y, s) -> y when y already has shape s: y is
// dynamic_reshape(x, s) or op(dynamic_reshape(x, s), ...) for an op whose
// operands and result have one shape (the same SSA value s; y has the
// result's type)
struct DynamicReshapeToSameShape : public OpRewritePattern<DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    Value y = op.getOperand();
    if (y.getType() != op.getType() || !hasShapeOf(y, op.getOutputShape()))
      return rewriter.notifyMatchFailure(op, "not known to keep the shape");
    return canon::replaceOpKeepingAttrs(rewriter, op, y);
  }
};

// Pattern: dynamic_broadcast_in_dim(y, s, dims = [0, 1, ...]) -> y when y
// has y's type and is known not to be expanded: y already has shape s (as
// for DynamicReshapeToSameShape), or each dynamic dimension of y is listed in
// known_nonexpanding_dimensions (static ones equal the result's by type)
struct DynamicBroadcastInDimNoop
    : public OpRewritePattern<DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    Value y = op.getOperand();
    auto type = llvm::dyn_cast<RankedTensorType>(y.getType());
    if (!type || y.getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "the types differ");
    ArrayRef<int64_t> dims = op.getBroadcastDimensions();
    for (auto [i, d] : llvm::enumerate(dims))
      if (d != static_cast<int64_t>(i))
        return rewriter.notifyMatchFailure(op, "dims are not the identity");
    bool kept = hasShapeOf(y, op.getOutputDimensions());
    if (!kept) {
      std::optional<ArrayRef<int64_t>> known =
          op.getKnownNonexpandingDimensions();
      kept = llvm::all_of(
          llvm::seq<int64_t>(0, type.getRank()), [&](int64_t i) {
            return !type.isDynamicDim(i) ||
                   (known && llvm::is_contained(*known, i));
          });
    }
    if (!kept)
      return rewriter.notifyMatchFailure(op, "may expand a dimension");
    return canon::replaceOpKeepingAttrs(rewriter, op, y);
  }
};

// Pattern: dynamic_slice(splat constant c, i...) -> splat constant c of the
// result type (static result; every start index reads the same value)
struct DynamicSliceOfSplat : public OpRewritePattern<DynamicSliceOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicSliceOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = staticResultType(op);
    DenseElementsAttr c = canon::getConstant(op.getOperand());
    if (!type || !c || !c.isSplat() || c.getType() != op.getOperand().getType())
      return rewriter.notifyMatchFailure(op, "not a slice of a splat");
    if (llvm::all_of(op.getStartIndices(),
                     [](Value v) { return matchPattern(v, m_Constant()); }))
      return rewriter.notifyMatchFailure(op, "constant indices: a fold");
    Value splat = ConstantOp::create(rewriter, op.getLoc(), type,
                                     c.resizeSplat(type));
    return canon::replaceOpKeepingAttrs(rewriter, op, splat);
  }
};

// Pattern: dynamic_reshape(dynamic_reshape(x, s1) or reshape(x), s2) ->
// dynamic_reshape(x, s2) (row-major order is kept by both; a shape s1 that
// does not fit x is undefined behaviour by the spec, which the merged reshape
// need not keep, as StableHLO merges; per-axis quantization constraints
// (reshape_c3) are equalities, so they hold from x to the result)
struct MergeDynamicReshapes : public OpRewritePattern<DynamicReshapeOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicReshapeOp op,
                                PatternRewriter &rewriter) const override {
    Operation *inner = op.getOperand().getDefiningOp();
    if (!llvm::isa_and_nonnull<DynamicReshapeOp, ReshapeOp>(inner))
      return rewriter.notifyMatchFailure(op, "operand is no reshape");
    canon::replaceOpWithNewOpKeepingAttrs<DynamicReshapeOp>(
        rewriter, op, op.getType(), inner->getOperand(0), op.getOutputShape());
    return success();
  }
};

// Pattern: dynamic_broadcast_in_dim(dynamic_broadcast_in_dim(x, s1, d1), s2,
// d2) -> dynamic_broadcast_in_dim(x, s2, [d2[d1[0]], d2[d1[1]], ...])
// (broadcasts compose: each dimension of x is either carried through or
// expanded from 1 on the way; the known_*_dimensions hints become empty, as
// in StableHLO, since the inner expansion is not described by them)
struct MergeDynamicBroadcasts
    : public OpRewritePattern<DynamicBroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicBroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<DynamicBroadcastInDimOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is no broadcast");
    ArrayRef<int64_t> innerDims = inner.getBroadcastDimensions();
    ArrayRef<int64_t> outerDims = op.getBroadcastDimensions();
    SmallVector<int64_t> dims;
    for (int64_t mid : innerDims) {
      if (mid < 0 || mid >= static_cast<int64_t>(outerDims.size()))
        return rewriter.notifyMatchFailure(op, "malformed dimensions");
      dims.push_back(outerDims[mid]);
    }
    canon::replaceOpWithNewOpKeepingAttrs<DynamicBroadcastInDimOp>(
        rewriter, op, op.getType(), inner.getOperand(),
        op.getOutputDimensions(), rewriter.getDenseI64ArrayAttr(dims),
        rewriter.getDenseI64ArrayAttr({}), rewriter.getDenseI64ArrayAttr({}));
    return success();
  }
};

// Pattern: dynamic_iota(s, dim = d) : rank > 1 ->
// dynamic_broadcast_in_dim(dynamic_iota(slice(s, [d:d+1]), dim = 0) : 1-D, s,
// dims = [d]) (the 1-D iota has the size of dimension d, which the broadcast
// does not expand)
struct DynamicIotaToBroadcast : public OpRewritePattern<DynamicIotaOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(DynamicIotaOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
    if (!type || type.getRank() <= 1)
      return rewriter.notifyMatchFailure(op, "already 1-D");
    if (llvm::isa<quant::QuantizedType>(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "quantized");
    auto d = static_cast<int64_t>(op.getIotaDimension());
    if (d < 0 || d >= type.getRank())
      return rewriter.notifyMatchFailure(op, "malformed iota_dimension");
    canon::StagedOps staged(op.getContext());
    OpBuilder &b = staged.getBuilder();
    auto shapeType =
        llvm::cast<RankedTensorType>(op.getOutputShape().getType());
    Value size = staged.create<SliceOp>(
        op.getLoc(), RankedTensorType::get({1}, shapeType.getElementType()),
        op.getOutputShape(), b.getDenseI64ArrayAttr({d}),
        b.getDenseI64ArrayAttr({d + 1}), b.getDenseI64ArrayAttr({1}));
    Value line = staged.create<DynamicIotaOp>(
        op.getLoc(),
        RankedTensorType::get({type.getDimSize(d)}, type.getElementType()),
        size, b.getI64IntegerAttr(0));
    staged.create<DynamicBroadcastInDimOp>(
        op.getLoc(), type, line, op.getOutputShape(),
        b.getDenseI64ArrayAttr({d}), DenseI64ArrayAttr(),
        DenseI64ArrayAttr());
    return replaceWithStaged(rewriter, op, staged);
  }
};

} // namespace

void DynamicBroadcastInDimOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *ctx) {
  results.add<DynamicBroadcastInDimToStatic, DynamicBroadcastInDimOfStaticTypes,
              DynamicBroadcastInDimNoop, MergeDynamicBroadcasts>(ctx);
}

void DynamicReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                   MLIRContext *ctx) {
  results.add<DynamicReshapeOfStaticType, DynamicReshapeToSameShape,
              MergeDynamicReshapes>(ctx);
}

void DynamicIotaOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<DynamicIotaOfStaticType>(ctx, /*benefit=*/2);
  results.add<DynamicIotaToBroadcast>(ctx);
}

void DynamicPadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                               MLIRContext *ctx) {
  results.add<DynamicPadToStatic>(ctx);
}

void DynamicSliceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                 MLIRContext *ctx) {
  results.add<DynamicSliceToSlice>(ctx);
  results.addWithLabel<DynamicSliceOfSplat>({kFolderPatternLabel}, ctx);
}

void RealDynamicSliceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                     MLIRContext *ctx) {
  results.add<RealDynamicSliceToSlice>(ctx, /*benefit=*/2);
  results.add<RealDynamicSliceToDynamicSlice>(ctx);
}

void DynamicGatherOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                  MLIRContext *ctx) {
  results.add<DynamicGatherToGather>(ctx);
}

void DynamicConvOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<DynamicConvToConvolution>(ctx);
}

void DynamicUpdateSliceOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *ctx) {
  results
      .add<DynamicUpdateSliceOfWholeOperand, DynamicUpdateSliceOfEmptyUpdate>(
          ctx);
}

void mlir::sfold::populateCanonicalizeDynamismPatterns(
    MLIRContext *ctx, RewritePatternSet &patterns) {
  patterns.add<DynamicBroadcastInDimToStatic, DynamicReshapeToStatic,
               DynamicIotaToStatic, DynamicPadToStatic,
               RealDynamicSliceToDynamicSlice, DynamicGatherToGather,
               DynamicConvToConvolution, CustomCallDropShapeOperands>(ctx);
  patterns.add<RealDynamicSliceToSlice>(ctx, /*benefit=*/2);
}

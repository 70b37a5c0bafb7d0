//===- DataMovementPatterns.cpp - canonicalization, shape ops -------------===//
//
// Patterns that merge chains of shape ops (broadcast_in_dim, reshape,
// transpose, slice, concatenate, pad) and rewrite shape ops into simpler
// ones. They only move elements, so they are exact for every element type.
//
// Conventions every pattern here keeps:
// - The op a pattern replaces keeps its result type exactly (the new op is
//   built with it), so no user sees a different type.
// - Per-axis quantized tensors are left alone, where their quantization
//   dimension and scales would have to follow the rewrite; two rewrites take
//   them, where the verified ops already place it (reshape of reshape,
//   broadcast_in_dim to transpose). A rewrite into another kind of op also
//   needs equal operand and result element types.
// - A dimension of unknown size (`?`, bounded or not) is never assumed to
//   keep its size at run time, nor to be 1 unless an op narrows it to a
//   static 1 (which it does only where the program is defined); rewrites
//   into reshape need static shapes.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "stablehlo_fold/Dialect/TypeInference.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// True when `type` holds per-axis quantized elements.
bool isPerAxisQuantized(Type type) {
  return llvm::isa<quant::UniformQuantizedPerAxisType>(
      getElementTypeOrSelf(type));
}

/// True when any of `types` holds per-axis quantized elements.
bool anyPerAxisQuantized(TypeRange types) {
  return llvm::any_of(types, isPerAxisQuantized);
}

/// True when the element types of `a` and `b` are equal, or per-axis
/// quantized alike but for the quantization dimension (which the ops'
/// verifiers relate to their dimension attributes).
bool sameElementsButQuantizedDimension(Type a, Type b) {
  Type x = getElementTypeOrSelf(a), y = getElementTypeOrSelf(b);
  auto qx = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(x);
  auto qy = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(y);
  if (!qx || !qy)
    return x == y;
  return qy == quant::UniformQuantizedPerAxisType::get(
                   qx.getFlags(), qx.getStorageType(), qx.getExpressedType(),
                   qx.getScales(), qx.getZeroPoints(),
                   qy.getQuantizedDimension(), qx.getStorageTypeMin(),
                   qx.getStorageTypeMax());
}

/// True when `dims` is 0, 1, 2, ...
bool isIdentity(ArrayRef<int64_t> dims) {
  for (auto [i, d] : llvm::enumerate(dims))
    if (d != static_cast<int64_t>(i))
      return false;
  return true;
}

/// The inverse of the permutation `perm` (of 0 .. size-1): `inv[perm[i]] =
/// i`. Empty when `perm` is not a permutation.
SmallVector<int64_t> invertPermutation(ArrayRef<int64_t> perm) {
  int64_t n = static_cast<int64_t>(perm.size());
  SmallVector<int64_t> inv(n, -1);
  for (auto [i, p] : llvm::enumerate(perm)) {
    if (p < 0 || p >= n || inv[p] != -1)
      return {};
    inv[p] = static_cast<int64_t>(i);
  }
  return inv;
}

#include "DataMovementPatterns.inc"

//===----------------------------------------------------------------------===//
// broadcast_in_dim
//===----------------------------------------------------------------------===//

// Pattern: broadcast_in_dim(broadcast_in_dim(x, d1), d2) -> broadcast_in_dim(x,
// [d2[d1[0]], d2[d1[1]], ...]) (each dimension of x has size 1, or goes
// through a static 1 (a `?` that is 1 whenever the program is defined), or
// its size agrees with the final one)
struct MergeBroadcasts : public OpRewritePattern<BroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<BroadcastInDimOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is no broadcast_in_dim");
    Value x = inner.getOperand();
    RankedTensorType xType = inner.getOperand().getType();
    RankedTensorType midType = inner.getType();
    RankedTensorType resultType = op.getType();
    if (anyPerAxisQuantized({xType, resultType}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    ArrayRef<int64_t> innerDims = inner.getBroadcastDimensions();
    ArrayRef<int64_t> outerDims = op.getBroadcastDimensions();
    if (static_cast<int64_t>(innerDims.size()) != xType.getRank() ||
        static_cast<int64_t>(outerDims.size()) != midType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed dimensions");
    SmallVector<int64_t> dims;
    for (auto [i, mid] : llvm::enumerate(innerDims)) {
      if (mid < 0 || mid >= midType.getRank() || outerDims[mid] < 0 ||
          outerDims[mid] >= resultType.getRank())
        return rewriter.notifyMatchFailure(op, "malformed dimensions");
      int64_t d = outerDims[mid];
      int64_t s0 = xType.getDimSize(i), s1 = midType.getDimSize(mid),
              s2 = resultType.getDimSize(d);
      // A dimension of x that is neither 1 nor narrowed to 1 must be
      // carried through to the final size.
      if (s0 != 1 && s1 != 1 && !hlo::dm::dimsAgree(s0, s2))
        return rewriter.notifyMatchFailure(
            op, "a dimension of x would change its expansion");
      dims.push_back(d);
    }
    canon::replaceOpWithNewOpKeepingAttrs<BroadcastInDimOp>(
        rewriter, op, resultType, x, dims);
    return success();
  }
};

// Pattern: broadcast_in_dim(x, dims) -> reshape(x) (static shapes; dims
// increasing; it keeps every size of x and only adds dimensions of size 1)
struct BroadcastToReshape : public OpRewritePattern<BroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType xType = op.getOperand().getType();
    RankedTensorType resultType = op.getType();
    if (!xType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "shapes are not static");
    if (anyPerAxisQuantized({xType, resultType}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    if (xType.getElementType() != resultType.getElementType())
      return rewriter.notifyMatchFailure(op, "changes the element type");
    if (resultType.getRank() == xType.getRank())
      return rewriter.notifyMatchFailure(op, "adds no dimension");
    ArrayRef<int64_t> dims = op.getBroadcastDimensions();
    if (static_cast<int64_t>(dims.size()) != xType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed dimensions");
    SmallVector<bool> mapped(resultType.getRank(), false);
    int64_t previous = -1;
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (d <= previous || d >= resultType.getRank())
        return rewriter.notifyMatchFailure(op, "dimensions not increasing");
      if (xType.getDimSize(i) != resultType.getDimSize(d))
        return rewriter.notifyMatchFailure(op, "expands a dimension");
      mapped[d] = true;
      previous = d;
    }
    for (auto [d, isMapped] : llvm::enumerate(mapped))
      if (!isMapped && resultType.getDimSize(d) != 1)
        return rewriter.notifyMatchFailure(op, "adds a dimension of size > 1");
    canon::replaceOpWithNewOpKeepingAttrs<ReshapeOp>(rewriter, op, resultType,
                                                     op.getOperand());
    return success();
  }
};

// Pattern: broadcast_in_dim(x, dims) -> transpose(x, inverse(dims)) (x and
// the result have the same rank and static shape, no dimension is expanded,
// dims is not the identity; per-axis quantized too: broadcast_in_dim_c6 puts
// the result's quantization dimension at dims[q], where transpose_c4 wants it)
struct BroadcastToTranspose : public OpRewritePattern<BroadcastInDimOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BroadcastInDimOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType xType = op.getOperand().getType();
    RankedTensorType resultType = op.getType();
    if (xType.getRank() != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "changes the rank");
    if (!xType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "shapes are not static");
    if (!sameElementsButQuantizedDimension(xType, resultType))
      return rewriter.notifyMatchFailure(op, "changes the element type");
    ArrayRef<int64_t> dims = op.getBroadcastDimensions();
    if (isIdentity(dims))
      return rewriter.notifyMatchFailure(op, "permutes nothing");
    SmallVector<int64_t> perm = invertPermutation(dims);
    if (perm.size() != dims.size() ||
        static_cast<int64_t>(dims.size()) != xType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed dimensions");
    for (auto [i, d] : llvm::enumerate(dims))
      if (xType.getDimSize(i) != resultType.getDimSize(d))
        return rewriter.notifyMatchFailure(op, "expands a dimension");
    canon::replaceOpWithNewOpKeepingAttrs<TransposeOp>(rewriter, op, resultType,
                                                       op.getOperand(), perm);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reshape
//===----------------------------------------------------------------------===//

// Pattern: reshape(reshape(x)) -> reshape(x) (a reshape to x's own type then
// folds to x; per-axis quantized too: reshape_c3's equalities hold from x to
// the result when they hold on each step)
struct MergeReshapes : public OpRewritePattern<ReshapeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReshapeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<ReshapeOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is not a reshape");
    canon::replaceOpWithNewOpKeepingAttrs<ReshapeOp>(rewriter, op, op.getType(),
                                                     inner.getOperand());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// transpose
//===----------------------------------------------------------------------===//

// Pattern: transpose(transpose(x, p1), p2) -> transpose(x, [p1[p2[0]],
// p1[p2[1]], ...]) (an identity permutation then folds away)
struct MergeTransposes : public OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<TransposeOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is no transpose");
    if (anyPerAxisQuantized({inner.getOperand().getType(), op.getType()}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    ArrayRef<int64_t> p1 = inner.getPermutation();
    ArrayRef<int64_t> p2 = op.getPermutation();
    SmallVector<int64_t> perm;
    for (int64_t p : p2) {
      if (p < 0 || p >= static_cast<int64_t>(p1.size()))
        return rewriter.notifyMatchFailure(op, "malformed permutation");
      perm.push_back(p1[p]);
    }
    canon::replaceOpWithNewOpKeepingAttrs<TransposeOp>(
        rewriter, op, op.getType(), inner.getOperand(), perm);
    return success();
  }
};

// Pattern: transpose(x, perm) -> reshape(x) (static shapes; perm only moves
// dimensions of size 1: the other dimensions keep their order)
struct TransposeToReshape : public OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType xType = op.getOperand().getType();
    RankedTensorType resultType = op.getType();
    if (!xType.hasStaticShape() || !resultType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "shapes are not static");
    if (anyPerAxisQuantized({xType, resultType}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    if (xType.getElementType() != resultType.getElementType())
      return rewriter.notifyMatchFailure(op, "changes the element type");
    ArrayRef<int64_t> perm = op.getPermutation();
    if (isIdentity(perm))
      return rewriter.notifyMatchFailure(op, "permutes nothing");
    int64_t previous = -1;
    for (int64_t p : perm) {
      if (p < 0 || p >= xType.getRank())
        return rewriter.notifyMatchFailure(op, "malformed permutation");
      if (xType.getDimSize(p) == 1)
        continue;
      if (p < previous)
        return rewriter.notifyMatchFailure(
            op, "reorders dimensions of size other than 1");
      previous = p;
    }
    canon::replaceOpWithNewOpKeepingAttrs<ReshapeOp>(rewriter, op, resultType,
                                                     op.getOperand());
    return success();
  }
};

// Pattern: transpose(broadcast_in_dim(x, dims), perm) -> broadcast_in_dim(x,
// [inverse(perm)[dims[0]], ...]) (the result sizes agree with x's)
struct TransposeOfBroadcast : public OpRewritePattern<TransposeOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TransposeOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getOperand().getDefiningOp<BroadcastInDimOp>();
    if (!broadcast)
      return rewriter.notifyMatchFailure(op, "operand is no broadcast_in_dim");
    RankedTensorType xType = broadcast.getOperand().getType();
    RankedTensorType resultType = op.getType();
    if (anyPerAxisQuantized({xType, resultType}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    SmallVector<int64_t> inv = invertPermutation(op.getPermutation());
    if (static_cast<int64_t>(inv.size()) != resultType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed permutation");
    ArrayRef<int64_t> dims = broadcast.getBroadcastDimensions();
    if (static_cast<int64_t>(dims.size()) != xType.getRank())
      return rewriter.notifyMatchFailure(op, "malformed dimensions");
    SmallVector<int64_t> newDims;
    for (auto [i, d] : llvm::enumerate(dims)) {
      if (d < 0 || d >= static_cast<int64_t>(inv.size()))
        return rewriter.notifyMatchFailure(op, "malformed dimensions");
      int64_t size = xType.getDimSize(i);
      if (size != 1 && !hlo::dm::dimsAgree(size, resultType.getDimSize(inv[d])))
        return rewriter.notifyMatchFailure(op, "sizes disagree");
      newDims.push_back(inv[d]);
    }
    canon::replaceOpWithNewOpKeepingAttrs<BroadcastInDimOp>(
        rewriter, op, resultType, broadcast.getOperand(), newDims);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// slice
//===----------------------------------------------------------------------===//

// Pattern: slice(slice(x, s1, l1, t1), s2, l2, t2) -> slice(x, s1 + s2 * t1,
// s1 + (s2 + (n - 1) * t2) * t1 + 1, t1 * t2) where n is the result size
// (no arithmetic overflows)
struct MergeSlices : public OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<SliceOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is no slice");
    if (anyPerAxisQuantized({inner.getOperand().getType(), op.getType()}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    size_t rank = op.getStartIndices().size();
    if (inner.getStartIndices().size() != rank ||
        op.getLimitIndices().size() != rank || op.getStrides().size() != rank ||
        inner.getLimitIndices().size() != rank ||
        inner.getStrides().size() != rank)
      return rewriter.notifyMatchFailure(op, "malformed indices");
    SmallVector<int64_t> starts, limits, strides;
    for (size_t d = 0; d < rank; ++d) {
      int64_t s1 = inner.getStartIndices()[d], t1 = inner.getStrides()[d];
      int64_t s2 = op.getStartIndices()[d], l2 = op.getLimitIndices()[d],
              t2 = op.getStrides()[d];
      if (t1 <= 0 || t2 <= 0 || s2 < 0 || l2 < s2)
        return rewriter.notifyMatchFailure(op, "malformed indices");
      int64_t n = llvm::divideCeil(l2 - s2, t2);
      if (n == 0) {
        // Nothing taken: an empty window at the inner start.
        starts.push_back(s1);
        limits.push_back(s1);
        strides.push_back(1);
        continue;
      }
      // The last element taken is inner element s2 + (n - 1) * t2, which is
      // element s1 + that * t1 of x.
      std::optional<int64_t> lastInner =
          llvm::checkedMulAdd<int64_t>(n - 1, t2, s2);
      std::optional<int64_t> start = llvm::checkedMulAdd<int64_t>(s2, t1, s1);
      std::optional<int64_t> last =
          lastInner ? llvm::checkedMulAdd<int64_t>(*lastInner, t1, s1)
                    : std::nullopt;
      std::optional<int64_t> stride = llvm::checkedMul<int64_t>(t1, t2);
      if (!start || !last || !stride || *last == INT64_MAX)
        return rewriter.notifyMatchFailure(op, "indices overflow");
      starts.push_back(*start);
      limits.push_back(*last + 1);
      strides.push_back(*stride);
    }
    canon::replaceOpWithNewOpKeepingAttrs<SliceOp>(rewriter, op, op.getType(),
                                                   inner.getOperand(), starts,
                                                   limits, strides);
    return success();
  }
};

// Pattern: slice(concatenate(a, b, c, ...), ...) -> slice(b) or
// slice(concatenate(b, c)) with shifted indices along the concatenation
// dimension (the slice takes elements of only these inputs; their sizes
// there up to the last one taken are static; a new concatenate is only made
// when the old one has no other user)
struct SliceOfConcatenate : public OpRewritePattern<SliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SliceOp op,
                                PatternRewriter &rewriter) const override {
    auto concat = op.getOperand().getDefiningOp<ConcatenateOp>();
    if (!concat)
      return rewriter.notifyMatchFailure(op, "operand is no concatenate");
    if (anyPerAxisQuantized(concat->getOperandTypes()) ||
        isPerAxisQuantized(op.getType()))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    int64_t dim = static_cast<int64_t>(concat.getDimension());
    if (dim < 0 || dim >= static_cast<int64_t>(op.getStartIndices().size()) ||
        op.getLimitIndices().size() != op.getStartIndices().size() ||
        op.getStrides().size() != op.getStartIndices().size())
      return rewriter.notifyMatchFailure(op, "malformed indices");
    int64_t start = op.getStartIndices()[dim];
    int64_t limit = op.getLimitIndices()[dim];
    int64_t stride = op.getStrides()[dim];
    if (stride <= 0 || start < 0 || limit <= start)
      return rewriter.notifyMatchFailure(op, "takes nothing");
    // The last index taken along `dim`.
    int64_t last = start + (limit - start - 1) / stride * stride;

    // The inputs holding indices `start` and `last`.
    int64_t offset = 0, firstOffset = 0;
    std::optional<size_t> first, lastInput;
    OperandRange inputs = concat.getInputs();
    for (auto [i, input] : llvm::enumerate(inputs)) {
      int64_t size = llvm::cast<RankedTensorType>(input.getType())
                         .getDimSize(static_cast<unsigned>(dim));
      if (ShapedType::isDynamic(size))
        return rewriter.notifyMatchFailure(op, "an input's size is unknown");
      int64_t end = offset + size;
      if (!first && start < end) {
        first = i;
        firstOffset = offset;
      }
      if (last < end) {
        lastInput = i;
        break;
      }
      offset = end;
    }
    if (!first || !lastInput)
      return rewriter.notifyMatchFailure(op, "indices past the inputs");
    if (*first == 0 && *lastInput + 1 == inputs.size())
      return rewriter.notifyMatchFailure(op, "takes from every input");

    SmallVector<Value> kept(inputs.begin() + *first,
                            inputs.begin() + *lastInput + 1);
    Value source = kept.front();
    if (kept.size() > 1) {
      if (!concat->hasOneUse())
        return rewriter.notifyMatchFailure(op,
                                           "the concatenate has other users");
      RankedTensorType concatType = concat.getType();
      SmallVector<int64_t> shape(concatType.getShape());
      shape[dim] = 0;
      for (Value v : kept)
        shape[dim] += llvm::cast<RankedTensorType>(v.getType())
                          .getDimSize(static_cast<unsigned>(dim));
      auto type = RankedTensorType::get(shape, concatType.getElementType());
      source = ConcatenateOp::create(rewriter, concat.getLoc(), type, kept,
                                     static_cast<uint64_t>(dim));
    }
    SmallVector<int64_t> starts(op.getStartIndices());
    SmallVector<int64_t> limits(op.getLimitIndices());
    starts[dim] = start - firstOffset;
    limits[dim] = last - firstOffset + 1;
    canon::replaceOpWithNewOpKeepingAttrs<SliceOp>(
        rewriter, op, op.getType(), source, starts, limits, op.getStrides());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

// Pattern: concatenate(a, concatenate(b, c), d) -> concatenate(a, b, c, d)
// (both along the same dimension)
struct FlattenConcatenates : public OpRewritePattern<ConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatenateOp op,
                                PatternRewriter &rewriter) const override {
    if (anyPerAxisQuantized(op->getOperandTypes()))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    SmallVector<Value> inputs;
    bool changed = false;
    for (Value input : op.getInputs()) {
      auto inner = input.getDefiningOp<ConcatenateOp>();
      if (inner && inner.getDimension() == op.getDimension() &&
          !anyPerAxisQuantized(inner->getOperandTypes())) {
        llvm::append_range(inputs, inner.getInputs());
        changed = true;
        continue;
      }
      inputs.push_back(input);
    }
    if (!changed)
      return rewriter.notifyMatchFailure(op, "no input is a concatenate");
    canon::replaceOpWithNewOpKeepingAttrs<ConcatenateOp>(
        rewriter, op, op.getType(), inputs, op.getDimension());
    return success();
  }
};

// Pattern: concatenate(a, e, b) -> concatenate(a, b) where e has size 0
// along the concatenation dimension (at least one input stays)
struct DropEmptyConcatenateInputs : public OpRewritePattern<ConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatenateOp op,
                                PatternRewriter &rewriter) const override {
    auto dim = static_cast<unsigned>(op.getDimension());
    SmallVector<Value> inputs;
    for (Value input : op.getInputs()) {
      auto type = llvm::cast<RankedTensorType>(input.getType());
      if (dim >= static_cast<unsigned>(type.getRank()) ||
          type.getDimSize(dim) != 0)
        inputs.push_back(input);
    }
    if (inputs.size() == op.getInputs().size())
      return rewriter.notifyMatchFailure(op, "no input is empty");
    if (inputs.empty())
      inputs.push_back(op.getInputs().front());
    if (inputs.size() == op.getInputs().size())
      return rewriter.notifyMatchFailure(op, "only one input");
    canon::replaceOpWithNewOpKeepingAttrs<ConcatenateOp>(
        rewriter, op, op.getType(), inputs, op.getDimension());
    return success();
  }
};

// Pattern: concatenate(.., splat c : A, splat c : B, ..) -> concatenate(..,
// splat c : A+B, ..) for adjacent constants whose elements are one value, bit
// for bit (a concatenate of a single input then folds to it)
struct ConcatenateAdjacentSplats : public OpRewritePattern<ConcatenateOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConcatenateOp op,
                                PatternRewriter &rewriter) const override {
    return success(succeeded(mergeAdjacentSplats(op, rewriter)));
  }
};

//===----------------------------------------------------------------------===//
// pad
//===----------------------------------------------------------------------===//

/// True when `a` and `b` are the same padding value: one SSA value, or
/// constants with bit-for-bit equal elements (so -0.0 differs from 0.0 and
/// NaNs are told apart by payload).
bool samePaddingValue(Value a, Value b) {
  if (a == b)
    return true;
  DenseElementsAttr ca = canon::getConstant(a);
  DenseElementsAttr cb = canon::getConstant(b);
  return ca && cb && ca == cb;
}

// Pattern: pad(pad(x, v, lo1, hi1, in1), v, lo2, hi2, 0) -> pad(x, v,
// lo1 + lo2, hi1 + hi2, in1) (all edge paddings non-negative; the outer pad
// has no interior padding; one SSA value or equal constants as v)
struct MergePads : public OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<PadOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is no pad");
    if (anyPerAxisQuantized({inner.getOperand().getType(), op.getType()}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    if (!samePaddingValue(op.getPaddingValue(), inner.getPaddingValue()))
      return rewriter.notifyMatchFailure(op, "different padding values");
    if (op.getPaddingValue().getType() != inner.getPaddingValue().getType())
      return rewriter.notifyMatchFailure(op, "padding value types differ");
    auto nonNegative = [](int64_t v) { return v >= 0; };
    auto zero = [](int64_t v) { return v == 0; };
    if (!llvm::all_of(op.getInteriorPadding(), zero))
      return rewriter.notifyMatchFailure(op, "outer interior padding");
    if (!llvm::all_of(op.getEdgePaddingLow(), nonNegative) ||
        !llvm::all_of(op.getEdgePaddingHigh(), nonNegative) ||
        !llvm::all_of(inner.getEdgePaddingLow(), nonNegative) ||
        !llvm::all_of(inner.getEdgePaddingHigh(), nonNegative))
      return rewriter.notifyMatchFailure(op, "negative edge padding");
    size_t rank = op.getEdgePaddingLow().size();
    if (op.getEdgePaddingHigh().size() != rank ||
        inner.getEdgePaddingLow().size() != rank ||
        inner.getEdgePaddingHigh().size() != rank)
      return rewriter.notifyMatchFailure(op, "malformed paddings");
    SmallVector<int64_t> low, high;
    for (size_t d = 0; d < rank; ++d) {
      std::optional<int64_t> l = llvm::checkedAdd<int64_t>(
          inner.getEdgePaddingLow()[d], op.getEdgePaddingLow()[d]);
      std::optional<int64_t> h = llvm::checkedAdd<int64_t>(
          inner.getEdgePaddingHigh()[d], op.getEdgePaddingHigh()[d]);
      if (!l || !h)
        return rewriter.notifyMatchFailure(op, "paddings overflow");
      low.push_back(*l);
      high.push_back(*h);
    }
    canon::replaceOpWithNewOpKeepingAttrs<PadOp>(
        rewriter, op, op.getType(), inner.getOperand(), op.getPaddingValue(),
        low, high, inner.getInteriorPadding());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// reverse
//===----------------------------------------------------------------------===//

// Pattern: reverse(x, dims) -> reverse(x, dims without those of static size
// 0 or 1) (a reverse of no dimension then folds to x)
struct ReverseDropTrivialDims : public OpRewritePattern<ReverseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReverseOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType type = op.getOperand().getType();
    SmallVector<int64_t> dims;
    for (int64_t d : op.getDimensions()) {
      if (d >= 0 && d < type.getRank() && type.getDimSize(d) >= 0 &&
          type.getDimSize(d) <= 1)
        continue;
      dims.push_back(d);
    }
    if (dims.size() == op.getDimensions().size())
      return rewriter.notifyMatchFailure(op, "every dimension has size > 1");
    canon::replaceOpWithNewOpKeepingAttrs<ReverseOp>(rewriter, op, op.getType(),
                                                     op.getOperand(), dims);
    return success();
  }
};

// Pattern: pad(x, v) -> broadcast_in_dim(v, dims = []) when x has no
// elements (every result element is padding; static result shape; not
// quantized)
struct PadOfEmptyToBroadcast : public OpRewritePattern<PadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(PadOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::cast<RankedTensorType>(op.getType());
    auto operandType = llvm::cast<RankedTensorType>(op.getOperand().getType());
    if (!operandType.hasStaticShape() || operandType.getNumElements() != 0)
      return rewriter.notifyMatchFailure(op, "the operand has elements");
    if (!type.hasStaticShape() || type.getNumElements() == 0)
      return rewriter.notifyMatchFailure(
          op, "result not static, or empty (a constant instead)");
    if (anyPerAxisQuantized({op.getPaddingValue().getType(), type}))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    canon::replaceOpWithNewOpKeepingAttrs<BroadcastInDimOp>(
        rewriter, op, type, op.getPaddingValue(), ArrayRef<int64_t>{});
    return success();
  }
};

//===----------------------------------------------------------------------===//
// iota
//===----------------------------------------------------------------------===//

// Pattern: iota(dim = d) : rank > 1 -> broadcast_in_dim(iota(dim = 0) :
// 1-D, dims = [d]) (static shape; small iotas fold to constants first)
struct IotaToBroadcast : public OpRewritePattern<IotaOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IotaOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::cast<RankedTensorType>(op.getType());
    if (type.getRank() <= 1)
      return rewriter.notifyMatchFailure(op, "already 1-D");
    if (!type.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "shape is not static");
    if (isPerAxisQuantized(type))
      return rewriter.notifyMatchFailure(op, "per-axis quantized");
    auto dim = static_cast<int64_t>(op.getIotaDimension());
    if (dim < 0 || dim >= type.getRank())
      return rewriter.notifyMatchFailure(op, "malformed iota_dimension");
    auto lineType =
        RankedTensorType::get({type.getDimSize(dim)}, type.getElementType());
    Value line = IotaOp::create(rewriter, op.getLoc(), lineType, uint64_t{0});
    canon::replaceOpWithNewOpKeepingAttrs<BroadcastInDimOp>(
        rewriter, op, type, line, ArrayRef<int64_t>{dim});
    return success();
  }
};

} // namespace

FailureOr<ConcatenateOp>
mlir::sfold::mergeAdjacentSplats(ConcatenateOp op, RewriterBase &rewriter) {
  auto dim = static_cast<int64_t>(op.getDimension());
  /// The splat constant held by `v`, if any.
  auto splatOf = [](Value v) -> DenseElementsAttr {
    DenseElementsAttr c = canon::getConstant(v);
    // Not quantized: the attribute holds the type of the value.
    return c && c.isSplat() && c.getType() == v.getType() &&
                   canon::isStaticTensor(v.getType())
               ? c
               : nullptr;
  };
  SmallVector<Value> inputs;
  bool merged = false;
  OperandRange all = op.getInputs();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  for (size_t i = 0; i < all.size();) {
    DenseElementsAttr c = splatOf(all[i]);
    size_t j = i + 1;
    int64_t size = 0;
    if (c) {
      auto type = llvm::cast<RankedTensorType>(all[i].getType());
      if (dim >= type.getRank())
        return failure();
      size = type.getDimSize(dim);
      for (; j < all.size(); ++j) {
        DenseElementsAttr next = splatOf(all[j]);
        if (!next ||
            next.getType().getElementType() != c.getType().getElementType() ||
            next.getSplatValue<Attribute>() != c.getSplatValue<Attribute>())
          break;
        size += llvm::cast<RankedTensorType>(all[j].getType()).getDimSize(dim);
      }
    }
    if (j == i + 1) {
      inputs.push_back(all[i]);
      i = j;
      continue;
    }
    auto type = llvm::cast<RankedTensorType>(all[i].getType());
    SmallVector<int64_t> shape(type.getShape());
    shape[dim] = size;
    auto newType = RankedTensorType::get(shape, type.getElementType());
    inputs.push_back(ConstantOp::create(rewriter, op.getLoc(), newType,
                                        c.resizeSplat(newType)));
    merged = true;
    i = j;
  }
  if (!merged)
    return failure();
  return canon::replaceOpWithNewOpKeepingAttrs<ConcatenateOp>(
      rewriter, op, op.getType(), inputs, op.getDimension());
}

void BroadcastInDimOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                   MLIRContext *ctx) {
  // Merging with the producer first: it may leave nothing to rewrite.
  results.add<MergeBroadcasts>(ctx, /*benefit=*/2);
  results.add<BroadcastToReshape, BroadcastToTranspose>(ctx);
}

void ReshapeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<MergeReshapes>(ctx);
}

void TransposeOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *ctx) {
  results.add<MergeTransposes, TransposeOfBroadcast>(ctx, /*benefit=*/2);
  results.add<TransposeToReshape>(ctx);
}

void SliceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *ctx) {
  results.add<MergeSlices, SliceOfConcatenate>(ctx);
}

void ConcatenateOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                MLIRContext *ctx) {
  results.add<FlattenConcatenates, DropEmptyConcatenateInputs>(ctx);
  results.addWithLabel<ConcatenateAdjacentSplats>({kFolderPatternLabel}, ctx);
}

void PadOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<MergePads, PadOfEmptyToBroadcast>(ctx);
}

void ReverseOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<ReverseDropTrivialDims>(ctx);
}

void IotaOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *ctx) {
  results.add<IotaToBroadcast>(ctx);
}

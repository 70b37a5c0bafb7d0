//===- ReductionPatterns.cpp - canonicalization, reduce and sort ----------===//
//
// Patterns for the ops with a reducer or comparator body. A body runs as the
// interpreter runs it: `reduce` folds every slice from its init values in
// ascending index order (`acc = body(acc, x)`), so a slice of n elements
// calls the body n times. A body with side effects is never dropped, run
// more or run less often.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "ReductionPatterns.inc"

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Collects into `chain` (definitions first) the ops of `block` that compute
/// `v` when `v` does not depend on the arguments of `block`: each such op is
/// pure and region-free. Values defined outside the block's region count as
/// independent. False when `v` depends on an argument (or on an op that
/// cannot be cloned out).
bool collectArgIndependentChain(Value v, Block &block,
                                llvm::SetVector<Operation *> &chain) {
  Region *region = block.getParent();
  if (!region->isAncestor(v.getParentRegion()))
    return true; // Captured from above.
  Operation *def = v.getDefiningOp();
  if (!def || def->getBlock() != &block || def->getNumRegions() != 0 ||
      !isMemoryEffectFree(def))
    return false;
  if (chain.contains(def))
    return true;
  for (Value operand : def->getOperands())
    if (!collectArgIndependentChain(operand, block, chain))
      return false;
  chain.insert(def);
  return true;
}

/// Clones the ops of `chain` before the current insertion point and returns
/// the clone of `v` (or `v` itself when it was captured from above).
Value cloneChain(PatternRewriter &rewriter, Value v,
                 const llvm::SetVector<Operation *> &chain) {
  IRMapping mapping;
  for (Operation *op : chain)
    rewriter.clone(*op, mapping);
  return mapping.lookupOrDefault(v);
}

/// `broadcast_in_dim(scalar, dims = [])` to `type`.
Value broadcastScalar(PatternRewriter &rewriter, Location loc, Value scalar,
                      RankedTensorType type) {
  return BroadcastInDimOp::create(rewriter, loc, type, scalar,
                                  ArrayRef<int64_t>{});
}

/// Whether every reduced slice of `op` has at least one element: the
/// reduced dimensions of the inputs are static and non-zero.
bool hasNonEmptySlices(ReduceOp op) {
  auto type = llvm::cast<RankedTensorType>(op.getInputs()[0].getType());
  for (int64_t d : op.getDimensions())
    if (type.isDynamicDim(d) || type.getDimSize(d) == 0)
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// Whether the op `op` of a reduce body can run on whole tensors instead of
/// 0-d ones: an elementwise (or clamp / select) op without regions or
/// effects, all of whose operands and results are 0-d tensors.
bool isVectorizable(Operation *op) {
  if (op->getNumRegions() != 0 || !isMemoryEffectFree(op) ||
      !(op->hasTrait<OpTrait::Elementwise>() ||
        llvm::isa<ClampOp, SelectOp>(op)))
    return false;
  auto isScalar = [](Type t) {
    auto ranked = llvm::dyn_cast<RankedTensorType>(t);
    return ranked && ranked.getRank() == 0 && !ranked.getEncoding();
  };
  return llvm::all_of(op->getOperandTypes(), isScalar) &&
         llvm::all_of(op->getResultTypes(), isScalar);
}

// Pattern: reduce(x.., init..) across dimensions = [] -> the body applied
// elementwise to broadcast(init..) and x.. (static shapes, no promotion; the
// body's ops are pure and elementwise, clamp or select; ops that do not read
// the input elements run once on the 0-d values and are broadcast)
struct ReduceNoDimensionsToElementwise : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!op.getDimensions().empty())
      return rewriter.notifyMatchFailure(op, "reduces some dimension");
    // The results come from several new ops: no one op takes the attributes.
    if (!op->getDiscardableAttrDictionary().empty())
      return rewriter.notifyMatchFailure(op, "has discardable attributes");
    auto inputType = llvm::cast<RankedTensorType>(op.getInputs()[0].getType());
    if (!inputType.hasStaticShape())
      return rewriter.notifyMatchFailure(op, "dynamic input shape");
    size_t n = op.getInputs().size();
    Block &body = op.getBody().front();
    SmallVector<RankedTensorType> vectorTypes;
    for (size_t i = 0; i < n; ++i) {
      Type elem = getElementTypeOrSelf(body.getArgument(i).getType());
      if (getElementTypeOrSelf(op.getInputs()[i].getType()) != elem ||
          getElementTypeOrSelf(op.getInitValues()[i].getType()) != elem ||
          getElementTypeOrSelf(body.getArgument(n + i).getType()) != elem)
        return rewriter.notifyMatchFailure(op, "promoted accumulator type");
      auto type = RankedTensorType::get(inputType.getShape(), elem);
      if (op.getResult(i).getType() != type ||
          op.getInputs()[i].getType() != type)
        return rewriter.notifyMatchFailure(op, "input and result types differ");
      vectorTypes.push_back(type);
    }
    // Values that depend on the input elements (the block arguments n..2n-1)
    // become tensors of the input shape.
    llvm::DenseSet<Value> perElement;
    for (size_t i = n; i < 2 * n; ++i)
      perElement.insert(body.getArgument(i));
    for (Operation &inner : body.without_terminator()) {
      bool readsElements = llvm::any_of(
          inner.getOperands(), [&](Value v) { return perElement.contains(v); });
      if (inner.getNumRegions() != 0 || !isMemoryEffectFree(&inner))
        return rewriter.notifyMatchFailure(op,
                                           "body op with regions or effects");
      if (!readsElements)
        continue;
      if (!isVectorizable(&inner))
        return rewriter.notifyMatchFailure(op, "body op is not elementwise");
      perElement.insert(inner.getResults().begin(), inner.getResults().end());
    }

    Location loc = op.getLoc();
    IRMapping scalars, vectors;
    for (size_t i = 0; i < n; ++i) {
      scalars.map(body.getArgument(i), op.getInitValues()[i]);
      vectors.map(body.getArgument(n + i), op.getInputs()[i]);
    }
    llvm::DenseMap<Value, Value> broadcasts;
    auto asVector = [&](Value v) -> Value {
      if (Value vec = vectors.lookupOrNull(v))
        return vec;
      Value scalar = scalars.lookupOrDefault(v);
      Value &b = broadcasts[scalar];
      if (!b)
        b = broadcastScalar(
            rewriter, loc, scalar,
            RankedTensorType::get(inputType.getShape(),
                                  llvm::cast<RankedTensorType>(scalar.getType())
                                      .getElementType()));
      return b;
    };
    for (Operation &inner : body.without_terminator()) {
      if (!llvm::any_of(inner.getResults(),
                        [&](Value v) { return perElement.contains(v); })) {
        rewriter.clone(inner, scalars);
        continue;
      }
      IRMapping operands;
      for (Value v : inner.getOperands())
        operands.map(v, asVector(v));
      Operation *clone = rewriter.clone(inner, operands);
      for (auto [from, to] :
           llvm::zip(inner.getResults(), clone->getResults())) {
        to.setType(RankedTensorType::get(
            inputType.getShape(),
            llvm::cast<RankedTensorType>(from.getType()).getElementType()));
        vectors.map(from, to);
      }
    }
    SmallVector<Value> results;
    for (Value v : body.getTerminator()->getOperands())
      results.push_back(asVector(v));
    return canon::replaceOpKeepingAttrs(rewriter, op, results);
  }
};

// Pattern: reduce(x.., init..) -> broadcast(init..) (a reduced dimension of
// the inputs has size 0; static result shapes; the body has no effects; the
// init values have the results' element types)
struct ReduceEmptyToBroadcast : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    auto type = llvm::cast<RankedTensorType>(op.getInputs()[0].getType());
    if (!llvm::any_of(op.getDimensions(), [&](int64_t d) {
          return !type.isDynamicDim(d) && type.getDimSize(d) == 0;
        }))
      return rewriter.notifyMatchFailure(op, "no reduced dimension of size 0");
    if (!llvm::all_of(op.getResultTypes(), canon::isStaticTensor))
      return rewriter.notifyMatchFailure(op, "dynamic result shape");
    if (!canon::isRegionPure(op.getBody()))
      return rewriter.notifyMatchFailure(op, "body has side effects");
    // One broadcast per result: only a single one can take the attributes.
    if (op.getNumResults() != 1 && !op->getDiscardableAttrDictionary().empty())
      return rewriter.notifyMatchFailure(op, "has discardable attributes");
    // An init value of another type than the accumulator's would need a
    // conversion (a promoted init value, as StableHLO allows).
    for (auto [init, result] : llvm::zip(op.getInitValues(), op.getResults()))
      if (getElementTypeOrSelf(init.getType()) !=
          getElementTypeOrSelf(result.getType()))
        return rewriter.notifyMatchFailure(op, "promoted init value");
    SmallVector<Value> results;
    for (auto [init, result] : llvm::zip(op.getInitValues(), op.getResults()))
      results.push_back(
          broadcastScalar(rewriter, op.getLoc(), init,
                          llvm::cast<RankedTensorType>(result.getType())));
    return canon::replaceOpKeepingAttrs(rewriter, op, results);
  }
};

// Pattern: reduce(...)#i -> broadcast(v) when the body returns as value i a
// `v` that does not depend on the block arguments (captured from above, or
// computed in the body from constants and captured values by pure ops; every
// reduced slice is non-empty, so the body runs; static result shape)
struct ReduceArgIndependentResult : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    if (!hasNonEmptySlices(op))
      return rewriter.notifyMatchFailure(op, "a slice may be empty");
    // A single result's broadcast replaces the whole op and takes its
    // attributes; with several, no one broadcast can.
    bool single = op.getNumResults() == 1;
    if (!single && !op->getDiscardableAttrDictionary().empty())
      return rewriter.notifyMatchFailure(op, "has discardable attributes");
    Block &body = op.getBody().front();
    bool changed = false;
    for (auto [result, v] :
         llvm::zip(op.getResults(), body.getTerminator()->getOperands())) {
      auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (result.use_empty() || !type || !type.hasStaticShape())
        continue;
      llvm::SetVector<Operation *> chain;
      if (!collectArgIndependentChain(v, body, chain))
        continue;
      Value scalar = cloneChain(rewriter, v, chain);
      Value broadcast = broadcastScalar(rewriter, op.getLoc(), scalar, type);
      if (single)
        return canon::replaceOpKeepingAttrs(rewriter, op, broadcast);
      rewriter.replaceAllUsesWith(result, broadcast);
      changed = true;
    }
    return changed ? success()
                   : rewriter.notifyMatchFailure(
                         op, "every used result depends on the arguments");
  }
};

// Pattern: reduce(x0, x1, init0, init1)#1 unused -> reduce(x0, init0) (the
// kept results do not read the dropped input or accumulator in the body; at
// least one result stays)
struct ReduceDropUnusedResults : public OpRewritePattern<ReduceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceOp op,
                                PatternRewriter &rewriter) const override {
    size_t n = op.getInputs().size();
    Block &body = op.getBody().front();
    llvm::BitVector kept(n, true);
    for (size_t i = 0; i < n; ++i)
      if (op.getResult(i).use_empty())
        kept.reset(i);
    if (kept.all() || kept.none())
      return rewriter.notifyMatchFailure(op, "no droppable result");
    if (!canon::canPruneKeepingAttrs(op))
      return rewriter.notifyMatchFailure(op,
                                         "mhlo.sharding lists every result");
    // A dropped result whose arguments a kept one reads must stay; keeping
    // it can make more arguments read, so iterate.
    canon::BlockLiveness liveness;
    while (true) {
      liveness = canon::computeBlockLiveness(body, kept);
      bool grew = false;
      for (size_t i = 0; i < n; ++i)
        if (!kept.test(i) &&
            (liveness.argsRead.test(i) || liveness.argsRead.test(n + i))) {
          kept.set(i);
          grew = true;
        }
      if (!grew)
        break;
    }
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "kept results read the others");

    SmallVector<Value> inputs, inits;
    SmallVector<Type> types;
    for (size_t i = 0; i < n; ++i) {
      if (!kept.test(i))
        continue;
      inputs.push_back(op.getInputs()[i]);
      inits.push_back(op.getInitValues()[i]);
      types.push_back(op.getResult(i).getType());
    }
    auto newOp = ReduceOp::create(rewriter, op.getLoc(), types, inputs, inits,
                                  op.getDimensionsAttr());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.inlineRegionBefore(op.getBody(), newOp.getBody(),
                                newOp.getBody().end());
    llvm::BitVector erase(2 * n);
    for (size_t i = 0; i < n; ++i)
      if (!kept.test(i)) {
        erase.set(i);
        erase.set(n + i);
      }
    canon::pruneBlock(rewriter, newOp.getBody().front(), kept, liveness, erase);
    size_t j = 0;
    for (size_t i = 0; i < n; ++i)
      if (kept.test(i))
        rewriter.replaceAllUsesWith(op.getResult(i), newOp.getResult(j++));
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

// Pattern: sort(x0, x1)#1 unused -> sort(x0) (the comparator does not read
// x1's arguments; at least one input stays)
struct SortDropUnusedInputs : public OpRewritePattern<SortOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SortOp op,
                                PatternRewriter &rewriter) const override {
    size_t n = op.getInputs().size();
    Block &block = op.getComparator().front();
    llvm::BitVector kept(n, false), erase(2 * n, false);
    for (size_t i = 0; i < n; ++i) {
      if (op.getResult(i).use_empty() && block.getArgument(2 * i).use_empty() &&
          block.getArgument(2 * i + 1).use_empty()) {
        erase.set(2 * i);
        erase.set(2 * i + 1);
      } else {
        kept.set(i);
      }
    }
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "every input matters");
    if (!canon::canPruneKeepingAttrs(op))
      return rewriter.notifyMatchFailure(op,
                                         "mhlo.sharding lists every result");
    if (kept.none()) { // Keep one: the op needs an input.
      kept.set(0);
      erase.reset(0);
      erase.reset(1);
    }
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "only one input");

    SmallVector<Value> inputs;
    SmallVector<Type> types;
    for (size_t i = 0; i < n; ++i)
      if (kept.test(i)) {
        inputs.push_back(op.getInputs()[i]);
        types.push_back(op.getResult(i).getType());
      }
    auto newOp = SortOp::create(rewriter, op.getLoc(), types, inputs,
                                op.getDimensionAttr(), op.getIsStableAttr());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    rewriter.inlineRegionBefore(op.getComparator(), newOp.getComparator(),
                                newOp.getComparator().end());
    Block &newBlock = newOp.getComparator().front();
    rewriter.modifyOpInPlace(newOp, [&] { newBlock.eraseArguments(erase); });
    size_t j = 0;
    for (size_t i = 0; i < n; ++i)
      if (kept.test(i))
        rewriter.replaceAllUsesWith(op.getResult(i), newOp.getResult(j++));
    rewriter.eraseOp(op);
    return success();
  }
};

// Pattern: sort(x.., dimension = d) with d < 0 -> sort(x.., dimension = d +
// rank) (the dimension the sort runs along, written out)
struct SortExplicitDimension : public OpRewritePattern<SortOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SortOp op,
                                PatternRewriter &rewriter) const override {
    int64_t d = op.getDimension();
    auto type =
        llvm::dyn_cast<RankedTensorType>(op.getInputs().front().getType());
    if (d >= 0 || !type || d + type.getRank() < 0)
      return rewriter.notifyMatchFailure(op, "dimension already explicit");
    rewriter.modifyOpInPlace(op, [&] { op.setDimension(d + type.getRank()); });
    return success();
  }
};

} // namespace

void ReduceOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.addWithLabel<ReduceNoDimensionsToElementwise,
                       ReduceArgIndependentResult>({kFolderPatternLabel}, ctx);
  results.add<ReduceEmptyToBroadcast, ReduceDropUnusedResults>(ctx);
}

void SortOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *ctx) {
  results.add<SortDropUnusedInputs, SortExplicitDimension>(ctx);
}

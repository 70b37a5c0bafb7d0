//===- ControlFlowPatterns.cpp - canonicalization, control flow ----------===//
//
// Patterns for while, if, case and tuples. A region that runs is never
// dropped or duplicated when it has side effects; a region that can no
// longer run (the branch not taken, the body of a loop whose condition is
// false) is dropped with whatever it contains.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {
#include "ControlFlowPatterns.inc"

//===----------------------------------------------------------------------===//
// Shared helpers
//===----------------------------------------------------------------------===//

/// Replaces `op` by the values that `block` (one of its regions, taking no
/// arguments) returns, running the block's ops in its place. Declines when a
/// returned type is not exactly the result type.
LogicalResult inlineChosenRegion(PatternRewriter &rewriter, Operation *op,
                                 Block &block) {
  Operation *terminator = block.getTerminator();
  if (terminator->getOperandTypes() != op->getResultTypes())
    return rewriter.notifyMatchFailure(
        op, "the region returns types other than the results'");
  SmallVector<Value> results(terminator->getOperands());
  if (!canon::canKeepAttrs(op, results))
    return rewriter.notifyMatchFailure(
        op, "its discardable attributes would be lost or conflict");
  rewriter.inlineBlockBefore(&block, op);
  (void)canon::replaceOpKeepingAttrs(rewriter, op, results);
  rewriter.eraseOp(terminator);
  return success();
}

/// The results of `op` that have uses, as a bit per result.
llvm::BitVector usedResults(Operation *op) {
  llvm::BitVector used(op->getNumResults());
  for (OpResult r : op->getResults())
    if (!r.use_empty())
      used.set(r.getResultNumber());
  return used;
}

/// Moves the regions of `from` into `to` (which has as many, empty), makes
/// each one's terminator return only the operands set in `kept`, and
/// replaces the kept results of `from` by those of `to` before erasing
/// `from` (whose other results have no uses).
void moveBranchesAndReplace(PatternRewriter &rewriter, Operation *from,
                            Operation *to, const llvm::BitVector &kept) {
  for (auto [src, dst] : llvm::zip(from->getRegions(), to->getRegions())) {
    rewriter.inlineRegionBefore(src, dst, dst.end());
    Block &block = dst.front();
    canon::BlockLiveness liveness = canon::computeBlockLiveness(block, kept);
    canon::pruneBlock(rewriter, block, kept, liveness,
                      llvm::BitVector(block.getNumArguments()));
  }
  size_t j = 0;
  for (OpResult r : from->getResults())
    if (kept.test(r.getResultNumber()))
      rewriter.replaceAllUsesWith(r, to->getResult(j++));
  rewriter.eraseOp(from);
}

//===----------------------------------------------------------------------===//
// IfOp, CaseOp
//===----------------------------------------------------------------------===//

// Pattern: if(constant p) {A} else {B} -> A when p is true, B otherwise (the
// chosen branch's ops run in place of the if; the returned types equal the
// result types)
struct IfConstantPredicate : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> pred = canon::getSplatInt(op.getPred());
    if (!pred)
      return rewriter.notifyMatchFailure(op, "predicate is not a constant");
    Region &chosen = pred->isZero() ? op.getFalseBranch() : op.getTrueBranch();
    return inlineChosenRegion(rewriter, op, chosen.front());
  }
};

// Pattern: case(constant i) {B0}, ..., {Bn-1} -> Bi, or Bn-1 when i is out
// of [0, n) (the returned types equal the result types)
struct CaseConstantIndex : public OpRewritePattern<CaseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CaseOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> index = canon::getSplatInt(op.getIndex());
    if (!index)
      return rewriter.notifyMatchFailure(op, "index is not a constant");
    int64_t n = op.getBranches().size();
    int64_t i = index->getSExtValue();
    if (i < 0 || i >= n)
      i = n - 1;
    return inlineChosenRegion(rewriter, op, op.getBranches()[i].front());
  }
};

// Pattern: if(p) {A} else {B} with unused results -> an if returning only the
// used results (the branches' ops stay; those that only computed the dropped
// values and have no effects go)
struct IfDropUnusedResults : public OpRewritePattern<IfOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(IfOp op,
                                PatternRewriter &rewriter) const override {
    llvm::BitVector kept = usedResults(op);
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "every result is used");
    if (!canon::canPruneKeepingAttrs(op))
      return rewriter.notifyMatchFailure(op,
                                         "mhlo.sharding lists every result");
    SmallVector<Type> types;
    for (int i : kept.set_bits())
      types.push_back(op.getResult(i).getType());
    auto newOp = IfOp::create(rewriter, op.getLoc(), types, op.getPred());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    moveBranchesAndReplace(rewriter, op, newOp, kept);
    return success();
  }
};

// Pattern: case(i) {B0}, ... with unused results -> a case returning only the
// used results (as for if)
struct CaseDropUnusedResults : public OpRewritePattern<CaseOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CaseOp op,
                                PatternRewriter &rewriter) const override {
    llvm::BitVector kept = usedResults(op);
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "every result is used");
    if (!canon::canPruneKeepingAttrs(op))
      return rewriter.notifyMatchFailure(op,
                                         "mhlo.sharding lists every result");
    SmallVector<Type> types;
    for (int i : kept.set_bits())
      types.push_back(op.getResult(i).getType());
    auto newOp = CaseOp::create(rewriter, op.getLoc(), types, op.getIndex(),
                                op.getBranches().size());
    newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
    moveBranchesAndReplace(rewriter, op, newOp, kept);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// WhileOp
//===----------------------------------------------------------------------===//

/// Replaces `op` by a while over the operands set in `kept`. For a dropped
/// operand i, the uses of the regions' argument i become uses of
/// `replacements[i]` (when non-null; otherwise nothing live reads it) and
/// the uses of result i too (or it has none). Declines, changing nothing,
/// when the while's attributes cannot follow (`canPruneKeepingAttrs`).
LogicalResult rebuildWhile(PatternRewriter &rewriter, WhileOp op,
                           const llvm::BitVector &kept,
                           ArrayRef<Value> replacements) {
  if (!canon::canPruneKeepingAttrs(op))
    return rewriter.notifyMatchFailure(op, "mhlo.sharding lists every result");
  size_t n = op.getNumResults();
  SmallVector<Value> operands;
  SmallVector<Type> types;
  for (int i : kept.set_bits()) {
    operands.push_back(op.getOperand()[i]);
    types.push_back(op.getResult(i).getType());
  }
  Block &body = op.getBody().front();
  canon::BlockLiveness liveness = canon::computeBlockLiveness(body, kept);
  auto newOp = WhileOp::create(rewriter, op.getLoc(), types, operands);
  newOp->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  rewriter.inlineRegionBefore(op.getCond(), newOp.getCond(),
                              newOp.getCond().end());
  rewriter.inlineRegionBefore(op.getBody(), newOp.getBody(),
                              newOp.getBody().end());
  llvm::BitVector dropped = kept;
  dropped.flip();
  Block &newCond = newOp.getCond().front();
  Block &newBody = newOp.getBody().front();
  for (int i : dropped.set_bits()) {
    if (!replacements[i])
      continue;
    rewriter.replaceAllUsesWith(newCond.getArgument(i), replacements[i]);
    rewriter.replaceAllUsesWith(newBody.getArgument(i), replacements[i]);
    rewriter.replaceAllUsesWith(op.getResult(i), replacements[i]);
  }
  canon::pruneBlock(rewriter, newBody, kept, liveness, dropped);
  rewriter.modifyOpInPlace(newOp, [&] { newCond.eraseArguments(dropped); });
  size_t j = 0;
  for (size_t i = 0; i < n; ++i)
    if (kept.test(i))
      rewriter.replaceAllUsesWith(op.getResult(i), newOp.getResult(j++));
  rewriter.eraseOp(op);
  return success();
}

// Pattern: while(%a = x, ...) with a body returning %a unchanged -> a while
// without that operand whose regions read x instead of %a; its result is x
struct WhileInvariantOperand : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    size_t n = op.getNumResults();
    Block &body = op.getBody().front();
    Operation *terminator = body.getTerminator();
    llvm::BitVector kept(n, true);
    SmallVector<Value> replacements(n);
    for (size_t i = 0; i < n; ++i) {
      if (terminator->getOperand(i) != body.getArgument(i))
        continue;
      kept.reset(i);
      replacements[i] = op.getOperand()[i];
    }
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "no loop-invariant operand");
    return rebuildWhile(rewriter, op, kept, replacements);
  }
};

// Pattern: while with a result that is unused, whose argument cond does not
// read and whose argument only the body's computation of that same result
// reads -> a while without that operand
struct WhileDropUnusedResults : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    size_t n = op.getNumResults();
    Block &cond = op.getCond().front();
    Block &body = op.getBody().front();
    llvm::BitVector kept(n, true);
    for (size_t i = 0; i < n; ++i)
      if (op.getResult(i).use_empty() && cond.getArgument(i).use_empty())
        kept.reset(i);
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "every result matters");
    // A kept value that reads a dropped one keeps it; iterate.
    while (true) {
      canon::BlockLiveness liveness = canon::computeBlockLiveness(body, kept);
      llvm::BitVector grow = liveness.argsRead;
      grow.reset(kept);
      if (grow.none())
        break;
      kept |= grow;
    }
    if (kept.all())
      return rewriter.notifyMatchFailure(op, "the kept values read the others");
    return rebuildWhile(rewriter, op, kept, SmallVector<Value>(n));
  }
};

// Pattern: while(x..) with a cond returning constant false -> x.. (cond has
// no effects; the body never runs)
struct WhileFalseCondition : public OpRewritePattern<WhileOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WhileOp op,
                                PatternRewriter &rewriter) const override {
    Operation *terminator = op.getCond().front().getTerminator();
    if (terminator->getNumOperands() != 1 ||
        !canon::isIntZero(terminator->getOperand(0)))
      return rewriter.notifyMatchFailure(op, "cond is not constant false");
    if (!canon::isRegionPure(op.getCond()))
      return rewriter.notifyMatchFailure(op, "cond has side effects");
    return canon::replaceOpKeepingAttrs(rewriter, op, op.getOperand());
  }
};

//===----------------------------------------------------------------------===//
// GetTupleElementOp
//===----------------------------------------------------------------------===//

// Pattern: get_tuple_element(tuple(a0, ..., an-1), i) -> ai
struct GetTupleElementOfTuple : public OpRewritePattern<GetTupleElementOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(GetTupleElementOp op,
                                PatternRewriter &rewriter) const override {
    auto tuple = op.getOperand().getDefiningOp<TupleOp>();
    if (!tuple)
      return rewriter.notifyMatchFailure(op, "operand is not a tuple op");
    uint32_t i = op.getIndex();
    if (i >= tuple.getVal().size() ||
        tuple.getVal()[i].getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "index or type mismatch");
    return canon::replaceOpKeepingAttrs(rewriter, op, tuple.getVal()[i]);
  }
};

// Pattern: tuple(get_tuple_element(t, 0), ..., get_tuple_element(t, n-1))
// -> t (every element of t, in order, and t has the tuple's type)
struct TupleOfItsElements : public OpRewritePattern<TupleOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TupleOp op,
                                PatternRewriter &rewriter) const override {
    Value source;
    for (auto [i, v] : llvm::enumerate(op.getVal())) {
      auto element = v.getDefiningOp<GetTupleElementOp>();
      if (!element || element.getIndex() != i ||
          (source && element.getOperand() != source))
        return rewriter.notifyMatchFailure(op, "not t's elements in order");
      source = element.getOperand();
    }
    if (!source || source.getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "not all of t's elements");
    return canon::replaceOpKeepingAttrs(rewriter, op, source);
  }
};

} // namespace

/// Patterns of ops that declare no canonicalizer of their own; the dialect's
/// `getCanonicalizationPatterns` (DialectPatterns.cpp) adds them.
void canon::populateControlFlowDialectPatterns(RewritePatternSet &results) {
  results.add<TupleOfItsElements>(results.getContext());
}

void IfOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *ctx) {
  results.add<IfConstantPredicate, IfDropUnusedResults>(ctx);
}

void CaseOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *ctx) {
  results.addWithLabel<CaseConstantIndex>({kFolderPatternLabel}, ctx);
  results.add<CaseDropUnusedResults>(ctx);
}

void WhileOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                          MLIRContext *ctx) {
  results.addWithLabel<WhileFalseCondition>({kFolderPatternLabel}, ctx);
  results.add<WhileInvariantOperand, WhileDropUnusedResults>(ctx);
}

void GetTupleElementOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                                    MLIRContext *ctx) {
  results.add<GetTupleElementOfTuple>(ctx);
}

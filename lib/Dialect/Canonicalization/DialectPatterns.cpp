//===- DialectPatterns.cpp - patterns that apply to every stablehlo op ----===//

#include "PatternUtils.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

// Pattern: op(...) -> constant dense<> when a result has zero elements (the
// op has no side effects and is not a custom_call, whose meaning is unknown;
// quantized results are left alone)
struct ZeroExtentResultToConstant : public RewritePattern {
  ZeroExtentResultToConstant(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::isa_and_nonnull<StablehloDialect>(op->getDialect()) ||
        llvm::isa<ConstantOp>(op))
      return rewriter.notifyMatchFailure(op, "not a stablehlo computation");
    if (llvm::isa<CustomCallOp>(op))
      return rewriter.notifyMatchFailure(op, "a custom_call's meaning is unknown");
    if (!isMemoryEffectFree(op))
      return rewriter.notifyMatchFailure(op, "has side effects");
    bool changed = false;
    for (OpResult result : op->getResults()) {
      auto type = llvm::dyn_cast<RankedTensorType>(result.getType());
      if (result.use_empty() || !type || !type.hasStaticShape() ||
          type.getNumElements() != 0)
        continue;
      Value empty = canon::makeEmptyConstant(rewriter, op->getLoc(), type);
      if (!empty)
        continue;
      // A single result's constant replaces the whole op and takes its
      // attributes; otherwise the op stays for its other results.
      if (op->getNumResults() == 1)
        return canon::replaceOpKeepingAttrs(rewriter, op, empty);
      rewriter.replaceAllUsesWith(result, empty);
      changed = true;
    }
    return success(changed);
  }
};

// Pattern: op(.., x, ..) -> op(.., constant dense<>, ..) where x has zero
// elements and is not a constant (no element is read, so any value of x's
// type does; this makes the op's other patterns and folds see a constant;
// not custom_call, whose meaning is unknown; quantized operands are left
// alone)
struct ZeroExtentOperandToConstant : public RewritePattern {
  ZeroExtentOperandToConstant(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!llvm::isa_and_nonnull<StablehloDialect>(op->getDialect()) ||
        llvm::isa<ConstantOp, CustomCallOp>(op))
      return rewriter.notifyMatchFailure(op, "not a candidate");
    bool changed = false;
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = llvm::dyn_cast<RankedTensorType>(operand.get().getType());
      if (!type || !type.hasStaticShape() || type.getNumElements() != 0 ||
          matchPattern(operand.get(), m_Constant()))
        continue;
      Value empty = canon::makeEmptyConstant(rewriter, op->getLoc(), type);
      if (!empty)
        continue;
      rewriter.modifyOpInPlace(op, [&] { operand.set(empty); });
      changed = true;
    }
    return success(changed);
  }
};

// Pattern: op(...) with discardable attributes that the fold hook would fold
// -> the constant, which takes the attributes, or the existing value, whose
// op takes them (the fold hook declines such ops, as a fold cannot move
// attributes: a copy of the op without them is folded through the same hook;
// one result, no regions; declines on a conflict, as every pattern)
struct FoldKeepingAttrs : public RewritePattern {
  FoldKeepingAttrs(MLIRContext *ctx)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, ctx) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (op->getDiscardableAttrDictionary().empty() ||
        !llvm::isa_and_nonnull<StablehloDialect>(op->getDialect()) ||
        llvm::isa<ConstantOp>(op) || op->getNumResults() != 1 ||
        op->getNumRegions() != 0)
      return rewriter.notifyMatchFailure(op, "not a candidate");
    SmallVector<Attribute> operands;
    for (Value v : op->getOperands()) {
      Attribute attr;
      (void)matchPattern(v, m_Constant(&attr));
      operands.push_back(attr); // null where not a constant
    }
    // The copy is never inserted: its folds see the same operands. A fold to
    // one of the copy's own results is an in-place fold, of no use here.
    Operation *copy = op->clone();
    copy->setDiscardableAttrs(DictionaryAttr::get(op->getContext()));
    SmallVector<OpFoldResult> folded;
    bool usable = succeeded(copy->fold(operands, folded)) &&
                  folded.size() == 1;
    if (usable)
      if (auto value = llvm::dyn_cast<Value>(folded.front()))
        usable = value.getDefiningOp() != copy &&
                 value.getType() == op->getResult(0).getType();
    copy->erase();
    if (!usable)
      return rewriter.notifyMatchFailure(op, "does not fold to a replacement");
    // An identity fold (an existing value): the op defining it takes the
    // attributes, unless it holds one with another value or there is none.
    if (auto value = llvm::dyn_cast<Value>(folded.front()))
      return canon::replaceOpKeepingAttrs(rewriter, op, value);
    auto attr = llvm::cast<Attribute>(folded.front());
    Operation *constant = op->getDialect()->materializeConstant(
        rewriter, attr, op->getResult(0).getType(), op->getLoc());
    if (!constant)
      return rewriter.notifyMatchFailure(op, "no constant for the value");
    return canon::replaceOpKeepingAttrs(rewriter, op, constant->getResults());
  }
};

} // namespace

void StablehloDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {
  results.add<ZeroExtentResultToConstant, ZeroExtentOperandToConstant,
              FoldKeepingAttrs>(getContext());
  canon::populateControlFlowDialectPatterns(results);
}

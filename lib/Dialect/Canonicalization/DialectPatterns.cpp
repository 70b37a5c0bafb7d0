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

} // namespace

void StablehloDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {
  results.add<ZeroExtentResultToConstant>(getContext());
}

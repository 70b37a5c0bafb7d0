//===- CanonicalizeDynamism.cpp - --stablehlo-canonicalize-dynamism -------===//
//
// `--stablehlo-canonicalize-dynamism`: StableHLO's dynamic-to-static
// rewrites (the dialect's patterns, lib/Dialect/Canonicalization/
// DynamicShapePatterns.cpp: no second copy) without folding; and
// `--stablehlo-check-shape-assertions`: shape assertions whose predicate is
// a constant are removed or reported. See Passes.td and docs/passes.md.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/Canonicalization.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include <limits>

namespace mlir::sfold {
#define GEN_PASS_DEF_STABLEHLOCANONICALIZEDYNAMISM
#define GEN_PASS_DEF_STABLEHLOCHECKSHAPEASSERTIONS
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

struct CanonicalizeDynamismPass
    : public sfold::impl::StablehloCanonicalizeDynamismBase<
          CanonicalizeDynamismPass> {
  using Base::Base;

  FrozenRewritePatternSet patterns;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    populateCanonicalizeDynamismPatterns(ctx, set);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    (void)applyPatternsGreedily(getOperation(), patterns, config);
  }
};

struct CheckShapeAssertionsPass
    : public sfold::impl::StablehloCheckShapeAssertionsBase<
          CheckShapeAssertionsPass> {
  using Base::Base;

  void runOnOperation() override {
    bool failedAssertion = false;
    getOperation().walk([&](CustomCallOp op) {
      if (op.getCallTargetName() != refine::kShapeAssertion)
        return;
      if (!enableShapeAssertions) {
        op.erase();
        return;
      }
      if (failed(checkAssertion(op)))
        failedAssertion = true;
    });
    if (failedAssertion)
      return signalPassFailure();
  }

  /// Erases `op` when its predicate is constant true; emits its message and
  /// fails when it is constant false; leaves it otherwise.
  static LogicalResult checkAssertion(CustomCallOp op) {
    if (op->getNumOperands() == 0 || op->getNumResults() != 0)
      return op.emitOpError("shape_assertion expects a tensor<i1> predicate "
                            "and no results");
    std::optional<SmallVector<int64_t>> pred =
        sfold::getConstantInts(op->getOperand(0));
    if (!pred)
      return success();
    if (pred->size() != 1)
      return op.emitOpError("shape_assertion expects a tensor<i1> predicate");
    if ((*pred)[0] != 0) {
      op.erase();
      return success();
    }
    auto message = op->getAttrOfType<StringAttr>("error_message");
    SmallVector<int64_t> values;
    for (Value v : op->getOperands().drop_front()) {
      std::optional<SmallVector<int64_t>> value = sfold::getConstantInts(v);
      values.push_back(value && value->size() == 1
                           ? (*value)[0]
                           : std::numeric_limits<int64_t>::min());
    }
    std::string text = refine::formatAssertionMessage(
        message ? message.getValue() : "shape assertion failed", values);
    return op.emitError(text);
  }
};

} // namespace

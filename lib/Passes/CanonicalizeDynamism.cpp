//===- CanonicalizeDynamism.cpp - --stablehlo-canonicalize-dynamism -------===//
//
// Runs the dynamic ops' own canonicalization patterns (the dialect's, in
// lib/Dialect/Canonicalization/DynamicShapePatterns.cpp: no second copy)
// without folding, and checks the shape assertions whose predicate is a
// constant. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_STABLEHLOCANONICALIZEDYNAMISM
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Adds the canonicalization patterns of the ops `Ops`.
template <typename... Ops>
void addPatternsOf(RewritePatternSet &patterns, MLIRContext *ctx) {
  (Ops::getCanonicalizationPatterns(patterns, ctx), ...);
}

struct CanonicalizeDynamismPass
    : public sfold::impl::StablehloCanonicalizeDynamismBase<
          CanonicalizeDynamismPass> {
  using Base::Base;

  FrozenRewritePatternSet patterns;

  LogicalResult initialize(MLIRContext *ctx) override {
    RewritePatternSet set(ctx);
    addPatternsOf<DynamicBroadcastInDimOp, DynamicReshapeOp, DynamicIotaOp,
                  DynamicPadOp, DynamicSliceOp, RealDynamicSliceOp,
                  DynamicGatherOp, DynamicConvOp, DynamicUpdateSliceOp,
                  GetDimensionSizeOp>(set, ctx);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    func::FuncOp func = getOperation();
    bool failedAssertion = false;
    func.walk([&](CustomCallOp op) {
      if (op.getCallTargetName() != refine::kShapeAssertion)
        return;
      if (failed(checkAssertion(op)))
        failedAssertion = true;
    });
    if (failedAssertion)
      return signalPassFailure();

    GreedyRewriteConfig config;
    config.enableFolding(false);
    config.setRegionSimplificationLevel(GreedySimplifyRegionLevel::Disabled);
    (void)applyPatternsGreedily(func, patterns, config);
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

//===- Pipeline.cpp - the stablehlo fold pipeline -------------------------===//
//
// The `fold-to-fixed-point` pass and the `--stablehlo-fold-pipeline`
// registration built on it.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Pipeline.h"

#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/IR/OperationSupport.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_FOLDTOFIXEDPOINT
#define GEN_PASS_DEF_REFINETOFIXEDPOINT
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Runs `round` on `module` until its fingerprint stops changing or
/// `maxIterations` rounds have run; the number of rounds, and whether the
/// last one changed nothing.
FailureOr<std::pair<unsigned, bool>>
runToFixedPoint(OpPassManager &round, ModuleOp module,
                unsigned maxIterations,
                function_ref<LogicalResult(OpPassManager &, Operation *)> run) {
  unsigned rounds = 0;
  while (rounds < maxIterations) {
    OperationFingerPrint before(module);
    if (failed(run(round, module)))
      return failure();
    ++rounds;
    if (OperationFingerPrint(module) == before)
      return std::make_pair(rounds, true);
  }
  return std::make_pair(rounds, false);
}

/// The remark of `report`.
void reportRounds(ModuleOp module, StringRef pass,
                  std::pair<unsigned, bool> result) {
  module.emitRemark(pass) << ": " << result.first
                          << (result.first == 1 ? " round, " : " rounds, ")
                          << (result.second ? "reached a fixed point"
                                            : "stopped at max-iterations "
                                              "before a fixed point");
}

struct FoldToFixedPointPass
    : public sfold::impl::FoldToFixedPointBase<FoldToFixedPointPass> {
  using Base::Base;

  /// One round: inline, canonicalize, fold-constants, cse. With
  /// keep-floats, canonicalization (also the one the inliner runs on what it
  /// inlines) only applies patterns: its folds would evaluate float ops,
  /// which fold-constants then decides on.
  OpPassManager buildRound() const {
    GreedyRewriteConfig config;
    config.enableFolding(!keepFloats);
    OpPassManager round(ModuleOp::getOperationName());
    round.addPass(createInlinerPass(
        /*opPipelines=*/{}, [config](OpPassManager &pm) {
          pm.addPass(createCanonicalizerPass(config));
        }));
    round.addPass(createCanonicalizerPass(config));
    FoldConstantsOptions fold;
    fold.sizeBudget = sizeBudget;
    fold.workBudget = workBudget;
    fold.keepFloats = keepFloats;
    fold.threads = threads;
    round.addPass(createFoldConstants(fold));
    round.addPass(createCSEPass());
    return round;
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    buildRound().getDependentDialects(registry);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    OpPassManager round = buildRound();
    auto result = runToFixedPoint(
        round, module, maxIterations,
        [&](OpPassManager &pm, Operation *op) { return runPipeline(pm, op); });
    if (failed(result))
      return signalPassFailure();
    numRounds += result->first;
    if (report)
      reportRounds(module, "fold-to-fixed-point", *result);
  }
};

struct RefineToFixedPointPass
    : public sfold::impl::RefineToFixedPointBase<RefineToFixedPointPass> {
  using Base::Base;

  static OpPassManager buildRound() {
    OpPassManager round(ModuleOp::getOperationName());
    round.addPass(createStablehloRefineShapes());
    round.addNestedPass<func::FuncOp>(createStablehloCanonicalizeDynamism());
    round.addNestedPass<func::FuncOp>(createStablehloCheckShapeAssertions());
    return round;
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    Base::getDependentDialects(registry);
    buildRound().getDependentDialects(registry);
  }

  void runOnOperation() override {
    OpPassManager round = buildRound();
    auto result = runToFixedPoint(
        round, getOperation(), maxIterations,
        [&](OpPassManager &pm, Operation *op) { return runPipeline(pm, op); });
    if (failed(result))
      return signalPassFailure();
    if (report)
      reportRounds(getOperation(), "refine-to-fixed-point", *result);
  }
};

} // namespace

void mlir::sfold::buildRefinementPipeline(OpPassManager &pm) {
  pm.addPass(createRefineToFixedPoint());
}

void mlir::sfold::buildSpecializePipeline(OpPassManager &pm,
                                          const SpecializeOptions &options) {
  StablehloRefineArgumentsOptions refine;
  refine.types.assign(options.types.begin(), options.types.end());
  refine.args.assign(options.args.begin(), options.args.end());
  pm.addPass(createStablehloRefineArguments(refine));
  buildRefinementPipeline(pm);
}

void mlir::sfold::buildFoldPipeline(OpPassManager &pm,
                                    const FoldPipelineOptions &options) {
  if (options.refineShapes)
    buildRefinementPipeline(pm);
  FoldToFixedPointOptions pass;
  pass.sizeBudget = options.sizeBudget;
  pass.workBudget = options.workBudget;
  pass.keepFloats = options.keepFloats;
  pass.threads = options.threads;
  pass.maxIterations = options.maxIterations;
  pm.addPass(createFoldToFixedPoint(pass));
}

void mlir::sfold::registerFoldPipeline() {
  PassPipelineRegistration<FoldPipelineOptions>(
      "stablehlo-fold-pipeline",
      "Fold a stablehlo program as far as it goes: inline, canonicalize, "
      "fold-constants and cse, repeated until nothing changes",
      buildFoldPipeline);
  PassPipelineRegistration<SpecializeOptions>(
      "stablehlo-specialize",
      "Specialise a shape-polymorphic program: refine the entry function's "
      "argument types (types=...), bind its leading scalar arguments "
      "(args=...), then refine shapes and canonicalize dynamism",
      buildSpecializePipeline);
}

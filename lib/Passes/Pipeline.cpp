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
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

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
    unsigned rounds = 0;
    bool fixedPoint = false;
    while (rounds < maxIterations) {
      OperationFingerPrint before(module);
      if (failed(runPipeline(round, module)))
        return signalPassFailure();
      ++rounds;
      if (OperationFingerPrint(module) == before) {
        fixedPoint = true;
        break;
      }
    }
    numRounds += rounds;
    if (report)
      module.emitRemark("fold-to-fixed-point: ")
          << rounds << (rounds == 1 ? " round, " : " rounds, ")
          << (fixedPoint ? "reached a fixed point"
                         : "stopped at max-iterations before a fixed point");
  }
};

} // namespace

void mlir::sfold::buildRefinementPipeline(OpPassManager &pm) {
  for (int i = 0; i < 2; ++i) {
    pm.addPass(createStablehloRefineShapes());
    pm.addNestedPass<func::FuncOp>(createStablehloCanonicalizeDynamism());
  }
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

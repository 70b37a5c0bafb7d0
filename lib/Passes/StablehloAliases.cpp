//===- StablehloAliases.cpp - StableHLO's pass names ----------------------===//
//
// `--stablehlo-aggressive-simplification`, `--stablehlo-aggressive-folder`
// and `--stablehlo-target-independent-optimization` as pipelines of this
// project's passes (the folder's rewrites other than evaluation are the
// canonicalization patterns labelled kFolderPatternLabel).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/StablehloAliases.h"

#include "stablehlo_fold/Dialect/Canonicalization.h"
#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::sfold;

void mlir::sfold::buildAggressiveSimplification(
    OpPassManager &pm, const StablehloAliasOptions &) {
  pm.addPass(createCanonicalizerPass());
}

/// fold-constants with a budget of `limit` elements of 8 bytes.
static std::unique_ptr<Pass> createFolderWithElementLimit(int64_t limit) {
  FoldConstantsOptions fold;
  fold.sizeBudget = limit > 0 ? static_cast<uint64_t>(limit) * 8 : 0;
  return createFoldConstants(fold);
}

void mlir::sfold::buildAggressiveFolder(
    OpPassManager &pm, const TargetIndependentOptions &options) {
  pm.addPass(createFolderWithElementLimit(options.foldOpElementLimit));
  GreedyRewriteConfig patternsOnly;
  patternsOnly.enableFolding(false);
  pm.addPass(createCanonicalizerPass(patternsOnly, /*disabledPatterns=*/{},
                                     {kFolderPatternLabel.str()}));
  pm.addPass(createFolderWithElementLimit(options.foldOpElementLimit));
}

void mlir::sfold::buildTargetIndependentOptimization(
    OpPassManager &pm, const TargetIndependentOptions &options) {
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createFolderWithElementLimit(options.foldOpElementLimit));
  pm.addPass(createCanonicalizerPass());
}

void mlir::sfold::registerStablehloAliasPipelines() {
  PassPipelineRegistration<StablehloAliasOptions>(
      "stablehlo-aggressive-simplification",
      "StableHLO's name for canonicalization: every stablehlo pattern and "
      "fold, to a fixed point",
      buildAggressiveSimplification);
  PassPipelineRegistration<TargetIndependentOptions>(
      "stablehlo-aggressive-folder",
      "StableHLO's name for constant folding: fold-constants with a budget "
      "of fold-op-element-limit elements of 8 bytes, and StableHLO's folder "
      "rewrites (a while never run, a case on a constant index, ...)",
      buildAggressiveFolder);
  PassPipelineRegistration<TargetIndependentOptions>(
      "stablehlo-target-independent-optimization",
      "StableHLO's name for simplification and folding together: "
      "canonicalize, fold-constants with a budget of fold-op-element-limit "
      "elements of 8 bytes, canonicalize",
      buildTargetIndependentOptimization);
}

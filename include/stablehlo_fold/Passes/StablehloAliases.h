//===- StablehloAliases.h - StableHLO's pass names --------------*- C++ -*-===//
//
// StableHLO's simplification passes under their own names, mapped onto this
// project's canonicalization and folding, so that a command line or pipeline
// written for `stablehlo-opt` runs unchanged:
//
//   --stablehlo-aggressive-simplification   canonicalize (patterns + folds)
//   --stablehlo-aggressive-folder="fold-op-element-limit=N"
//                                           fold-constants, budget 8 N bytes
//
// See docs/canonicalization.md ("StableHLO's pass names").
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H
#define STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::sfold {

/// Options StableHLO's simplification passes take.
struct StablehloAliasOptions
    : public PassPipelineOptions<StablehloAliasOptions> {
  Option<int64_t> foldOpElementLimit{
      *this, "fold-op-element-limit",
      llvm::cl::desc("Largest number of result elements a fold may create "
                     "(as 8 bytes each; splats are exempt)"),
      llvm::cl::init(1)};
};

/// Adds what `--stablehlo-aggressive-simplification` runs: the canonicalizer
/// (every stablehlo pattern and fold). `options.foldOpElementLimit` is
/// accepted and not used: the fold hook keeps its own budget.
void buildAggressiveSimplification(OpPassManager &pm,
                                   const StablehloAliasOptions &options);

/// Adds what `--stablehlo-aggressive-folder` runs: `fold-constants` with a
/// size budget of 8 * `options.foldOpElementLimit` bytes.
void buildAggressiveFolder(OpPassManager &pm,
                           const StablehloAliasOptions &options);

/// Registers both names for *-opt tools.
void registerStablehloAliasPipelines();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H

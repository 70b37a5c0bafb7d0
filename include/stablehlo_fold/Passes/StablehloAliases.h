//===- StablehloAliases.h - StableHLO's pass names --------------*- C++ -*-===//
//
// StableHLO's simplification passes under their own names, mapped onto this
// project's canonicalization and folding, so that a command line or pipeline
// written for `stablehlo-opt` runs unchanged:
//
//   --stablehlo-aggressive-simplification   canonicalize (patterns + folds)
//   --stablehlo-aggressive-folder="fold-op-element-limit=N"
//                                           fold-constants (budget 8 N
//                                           bytes), the folder's rewrites,
//                                           fold-constants
//   --stablehlo-target-independent-optimization="fold-op-element-limit=N"
//                                           canonicalize, fold-constants
//                                           (budget 8 N bytes), canonicalize
//
// See docs/canonicalization.md ("StableHLO's pass names").
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H
#define STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::sfold {

/// The option StableHLO's `stablehlo-aggressive-simplification` takes, with
/// its default (accepted; the canonicalizer's folds keep the fold hook's
/// budget).
struct StablehloAliasOptions
    : public PassPipelineOptions<StablehloAliasOptions> {
  Option<int64_t> foldOpElementLimit{
      *this, "fold-op-element-limit",
      llvm::cl::desc("Accepted for StableHLO's command lines; no effect (the "
                     "fold hook keeps its own budget)"),
      llvm::cl::init(65536)};
};

/// Options of StableHLO's `stablehlo-aggressive-folder` and
/// `stablehlo-target-independent-optimization`, with their defaults.
/// `assume-no-undeclared-side-effects` and `optimize-float` are accepted and
/// change nothing: this project never assumes an op without declared effects
/// to be pure, and never rewrites floats inexactly.
struct TargetIndependentOptions
    : public PassPipelineOptions<TargetIndependentOptions> {
  Option<bool> assumeNoUndeclaredSideEffects{
      *this, "assume-no-undeclared-side-effects",
      llvm::cl::desc("Accepted for StableHLO's command lines; no effect"),
      llvm::cl::init(false)};
  Option<int64_t> foldOpElementLimit{
      *this, "fold-op-element-limit",
      llvm::cl::desc("Largest number of result elements a fold may create "
                     "(as 8 bytes each; splats are exempt)"),
      llvm::cl::init(65536)};
  Option<bool> optimizeFloat{
      *this, "optimize-float",
      llvm::cl::desc("Accepted for StableHLO's command lines; no effect "
                     "(float rewrites here are always exact)"),
      llvm::cl::init(true)};
};

/// Adds what `--stablehlo-target-independent-optimization` runs:
/// canonicalize, `fold-constants` with a size budget of 8 *
/// `options.foldOpElementLimit` bytes, and canonicalize again (for what the
/// folds exposed). Nothing is inlined: StableHLO's pass runs per function.
void buildTargetIndependentOptimization(
    OpPassManager &pm, const TargetIndependentOptions &options);

/// Adds what `--stablehlo-aggressive-simplification` runs: the canonicalizer
/// (every stablehlo pattern and fold). `options.foldOpElementLimit` is
/// accepted and not used: the fold hook keeps its own budget.
void buildAggressiveSimplification(OpPassManager &pm,
                                   const StablehloAliasOptions &options);

/// Adds what `--stablehlo-aggressive-folder` runs: `fold-constants` with a
/// size budget of 8 * `options.foldOpElementLimit` bytes, the patterns
/// labelled `kFolderPatternLabel` (StableHLO's folder's rewrites that are not
/// constant evaluation: a while never run, a case on a constant index, ...;
/// the canonicalizer with those patterns only and no folds), and
/// `fold-constants` again for what they exposed.
void buildAggressiveFolder(OpPassManager &pm,
                           const TargetIndependentOptions &options);

/// Registers the three names for *-opt tools.
void registerStablehloAliasPipelines();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_STABLEHLOALIASES_H

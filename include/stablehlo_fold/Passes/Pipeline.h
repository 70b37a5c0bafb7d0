//===- Pipeline.h - the stablehlo fold pipeline -----------------*- C++ -*-===//
//
// One call gives a downstream compiler everything stablehlo-fold does to a
// module: inline, canonicalize, fold constants (regions and loops included)
// and CSE, repeated until nothing changes.
//
//   mlir::sfold::FoldPipelineOptions options;
//   options.sizeBudget = 1 << 20;
//   mlir::sfold::buildFoldPipeline(pm, options);
//
// `fold-opt --stablehlo-fold-pipeline` runs the same pipeline, with the
// options as `--stablehlo-fold-pipeline="size-budget=1048576 keep-floats"`.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_PIPELINE_H
#define STABLEHLO_FOLD_PASSES_PIPELINE_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"
#include "stablehlo_fold/Interpreter/Budget.h"

namespace mlir::sfold {

/// Options of the fold pipeline (see the `fold-to-fixed-point` pass).
struct FoldPipelineOptions : public PassPipelineOptions<FoldPipelineOptions> {
  Option<uint64_t> sizeBudget{
      *this, "size-budget",
      llvm::cl::desc("Largest result, in bytes, that a fold may create"),
      llvm::cl::init(kDefaultFoldSizeBudget)};
  Option<uint64_t> workBudget{
      *this, "work-budget",
      llvm::cl::desc("Most work one fold may do, in cost-model units; 0 is "
                     "unlimited"),
      llvm::cl::init(kDefaultFoldWorkBudget)};
  Option<bool> keepFloats{
      *this, "keep-floats",
      llvm::cl::desc("Do not fold ops that produce floating-point tensors"),
      llvm::cl::init(false)};
  Option<unsigned> threads{
      *this, "threads",
      llvm::cl::desc("Threads a large kernel splits its outputs over (0: "
                     "fold-opt's --threads, by default the machine's)"),
      llvm::cl::init(0)};
  Option<unsigned> maxIterations{
      *this, "max-iterations",
      llvm::cl::desc("Most rounds of inline, canonicalize, fold-constants, "
                     "cse"),
      llvm::cl::init(8)};
  Option<bool> refineShapes{
      *this, "refine-shapes",
      llvm::cl::desc("First refine shapes and canonicalize dynamism (the "
                     "identity on static programs)"),
      llvm::cl::init(true)};
};

/// Options of `--stablehlo-specialize`: the entry function's argument types
/// and the values bound to its leading scalar arguments.
struct SpecializeOptions : public PassPipelineOptions<SpecializeOptions> {
  ListOption<std::string> types{
      *this, "types",
      llvm::cl::desc("The entry function's argument types, one per argument "
                     "(as --stablehlo-refine-arguments)")};
  ListOption<std::string> args{
      *this, "args",
      llvm::cl::desc("Values bound to the leading arguments, in order: an "
                     "integer, or '?' to leave one alone")};
};

/// Adds the fold pipeline to `pm` (which must run on `builtin.module`):
/// inline, canonicalize, fold-constants and cse, repeated until the module
/// stops changing or `options.maxIterations` rounds have run.
void buildFoldPipeline(OpPassManager &pm, const FoldPipelineOptions &options);

/// Adds shape refinement to `pm` (on `builtin.module`): refine-shapes and
/// canonicalize-dynamism until the module stops changing (the
/// `refine-to-fixed-point` pass; canonicalization makes ops whose shape
/// functions refine further, such as a dynamic_conv become a convolution).
void buildRefinementPipeline(OpPassManager &pm);

/// Adds `--stablehlo-specialize` to `pm`: refine-arguments with `types`
/// and `args`, then the refinement pipeline.
void buildSpecializePipeline(OpPassManager &pm,
                             const SpecializeOptions &options);

/// Registers `--stablehlo-fold-pipeline` and `--stablehlo-specialize` for
/// *-opt tools.
void registerFoldPipeline();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_PIPELINE_H

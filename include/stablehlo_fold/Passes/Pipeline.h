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
  Option<unsigned> maxIterations{
      *this, "max-iterations",
      llvm::cl::desc("Most rounds of inline, canonicalize, fold-constants, "
                     "cse"),
      llvm::cl::init(8)};
};

/// Adds the fold pipeline to `pm` (which must run on `builtin.module`):
/// inline, canonicalize, fold-constants and cse, repeated until the module
/// stops changing or `options.maxIterations` rounds have run.
void buildFoldPipeline(OpPassManager &pm, const FoldPipelineOptions &options);

/// Registers `--stablehlo-fold-pipeline` for *-opt tools.
void registerFoldPipeline();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_PIPELINE_H

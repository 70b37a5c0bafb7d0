//===- InitAllPasses.h - the passes of stablehlo-fold tools -----*- C++ -*-===//
//
// The passes fold-opt offers (not its test passes): upstream canonicalize,
// cse, inline, symbol-dce and sccp, the stablehlo-fold passes and the
// `stablehlo-fold-pipeline`, and StableHLO's pass names as aliases
// (StablehloAliases.h). fold-opt and the C API share it, so a pipeline
// string means the same in both. Needs MLIRTransforms and
// StablehloFold::Passes at link time.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INITALLPASSES_H
#define STABLEHLO_FOLD_INITALLPASSES_H

#include "mlir/Transforms/Passes.h"
#include "stablehlo_fold/Passes/Passes.h"
#include "stablehlo_fold/Passes/Pipeline.h"
#include "stablehlo_fold/Passes/StablehloAliases.h"

namespace mlir::sfold {

/// Registers the passes and pipelines above for textual pipelines. Call it
/// once per process.
inline void registerAllPasses() {
  registerCanonicalizerPass();
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSCCPPass();
  registerStablehloFoldPasses();
  registerFoldPipeline();
  registerStablehloAliasPipelines();
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INITALLPASSES_H

//===- Passes.h - stablehlo-fold passes -------------------------*- C++ -*-===//
//
// The public entry points for downstream pipelines:
//   pm.addPass(mlir::sfold::createFoldConstants({.sizeBudget = 1 << 20}));
//   mlir::sfold::registerStablehloFoldPasses();   // for *-opt tools
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_PASSES_H
#define STABLEHLO_FOLD_PASSES_PASSES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"

namespace mlir::sfold {

#define GEN_PASS_DECL
#include "stablehlo_fold/Passes/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "stablehlo_fold/Passes/Passes.h.inc"

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_PASSES_H

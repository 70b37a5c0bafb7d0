//===- Passes.h - stablehlo-fold passes -------------------------*- C++ -*-===//
//
// The public entry points for downstream pipelines:
//   pm.addPass(mlir::sfold::createFoldConstants({.sizeBudget = 1 << 20}));
//   mlir::sfold::registerStablehloFoldPasses();   // for *-opt tools
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_PASSES_H
#define STABLEHLO_FOLD_PASSES_PASSES_H

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Interpreter/Budget.h"

namespace mlir::sfold {

#define GEN_PASS_DECL
#include "stablehlo_fold/Passes/Passes.h.inc"

/// The `--fold-constants` pass with `options`; the same as the generated
/// `createFoldConstants`, under the name MLIR's own passes use.
inline std::unique_ptr<Pass>
createFoldConstantsPass(const FoldConstantsOptions &options = {}) {
  return createFoldConstants(options);
}

#define GEN_PASS_REGISTRATION
#include "stablehlo_fold/Passes/Passes.h.inc"

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_PASSES_H

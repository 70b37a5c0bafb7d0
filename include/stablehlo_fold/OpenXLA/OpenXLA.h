//===- OpenXLA.h - stablehlo-fold on openxla's StableHLO --------*- C++ -*-===//
//
// The entry points of the optional StablehloFoldOpenXLA library (built when
// CMake gets STABLEHLO_FOLD_OPENXLA_SOURCE_DIR; docs/openxla.md): our folds
// and passes on the ops of openxla/stablehlo's `stablehlo` and `chlo`
// dialects, through the bridge of Bridge.h. A pipeline that holds openxla's
// dialects in its context calls
//
//   mlir::sfold::openxla::registerOpenXLAFoldExtensions(registry);
//   pm.addPass(mlir::sfold::openxla::createBridgedPass("fold-constants"));
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_OPENXLA_OPENXLA_H
#define STABLEHLO_FOLD_OPENXLA_OPENXLA_H

#include "stablehlo_fold/Folders/Folders.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Pass/Pass.h"

namespace mlir::sfold::openxla {

/// Attaches our fold hook to openxla's `stablehlo` and `chlo` dialects when
/// they load: `Operation::fold` (canonicalize, sccp, the greedy driver,
/// `OpBuilder::createOrFold`) folds their ops as `fold-opt` folds ours, same
/// bits, under `settings` (openxla's own hooks, which fold only constants, run
/// first). Each dialect's hook evaluates in a private context of its own,
/// made on first use and shared by the threads that fold.
void registerOpenXLAFoldExtensions(DialectRegistry &registry,
                                   const FoldSettings &settings = {});

/// What fold-opt-openxla registers: openxla's stablehlo, chlo and vhlo
/// dialects, our check and interpreter dialects, func, quant, arith, shape
/// and tensor, func's inliner extension, and the fold extensions (under
/// `settings`).
void registerOpenXLADialects(DialectRegistry &registry,
                             const FoldSettings &settings = {});

/// Our pass or pipeline `name` (`fold-constants`, `stablehlo-fold-pipeline`,
/// `stablehlo-refine-shapes`, `stablehlo-aggressive-simplification`, ...;
/// `getBridgedPassNames()`) with `options` in its textual syntax
/// (`size-budget=1024`), as a module pass on openxla IR: it translates the
/// module into a private context of our dialects, runs the pass there and
/// translates the result back; diagnostics come back at their locations.
/// Null if `name` is unknown or the options do not parse (`errorHandler` is
/// told why).
std::unique_ptr<Pass> createBridgedPass(
    StringRef name, StringRef options = "",
    function_ref<LogicalResult(const Twine &)> errorHandler = nullptr);

/// The names `createBridgedPass` knows, in registration order.
SmallVector<StringRef> getBridgedPassNames();

/// Registers each of `getBridgedPassNames()` for textual pipelines, under its
/// own name. Call it once per process, and not together with
/// `registerAllPasses`, which registers our passes on our dialect under the
/// same names.
void registerBridgedPasses();

/// Translates `module` into a private context of our dialects, verifies
/// the copy with our verifiers and calls `fn` on it (fold-opt-openxla's
/// `--interpret` runs the copy); diagnostics come back at their locations.
LogicalResult withTranslatedModule(ModuleOp module,
                                   function_ref<LogicalResult(ModuleOp)> fn);

} // namespace mlir::sfold::openxla

#endif // STABLEHLO_FOLD_OPENXLA_OPENXLA_H

//===- InitAll.h - the dialects of stablehlo-fold tools ---------*- C++ -*-===//
//
// What a tool that reads stablehlo-fold programs registers: the stablehlo,
// check and interpreter dialects, func and quant, the func inliner extension
// and the stablehlo folders. fold-opt and fold-lsp-server share it, so the
// editor accepts exactly what the driver accepts. Needs MLIRFuncDialect,
// MLIRFuncInlinerExtension, MLIRQuantDialect, StablehloFold::Dialect and
// StablehloFold::Folders at link time.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INITALL_H
#define STABLEHLO_FOLD_INITALL_H

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/DialectRegistry.h"
#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TestDialects.h"
#include "stablehlo_fold/Folders/Folders.h"

namespace mlir::sfold {

/// Adds the dialects and extensions of fold-opt to `registry`.
inline void registerAllDialects(DialectRegistry &registry) {
  registry.insert<StablehloDialect, check::CheckDialect,
                  interpreter::InterpreterDialect, func::FuncDialect,
                  quant::QuantDialect, chlo::ChloDialect>();
  func::registerInlinerExtension(registry);
  registerStablehloFolders(registry);
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INITALL_H

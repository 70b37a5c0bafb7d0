//===- fold-opt.cpp - the stablehlo-fold driver ---------------------------===//
//
// An mlir-opt style driver with the stablehlo, check and interpreter dialects
// and the upstream passes users combine with ours. `--interpret` runs the
// program instead of printing it (see docs/fold-opt.md).
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TestDialects.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

/// LLVM's shared library registers hundreds of code generation options at
/// load time; none of them means anything to fold-opt, so `--help` hides
/// them. Options registered later (MLIR's, the passes', ours) stay visible.
static void hideLoadTimeOptions() {
  static const llvm::StringSet<> keep = {"help", "help-list", "help-hidden",
                                         "help-list-hidden", "version",
                                         "color"};
  for (auto &entry : llvm::cl::getRegisteredOptions())
    if (!keep.contains(entry.first))
      entry.second->setHiddenFlag(llvm::cl::ReallyHidden);
}

int main(int argc, char **argv) {
  hideLoadTimeOptions();

  DialectRegistry registry;
  registry.insert<sfold::StablehloDialect, sfold::check::CheckDialect,
                  sfold::interpreter::InterpreterDialect, func::FuncDialect,
                  quant::QuantDialect>();
  func::registerInlinerExtension(registry);

  registerCanonicalizerPass();
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSCCPPass();

  return asMainReturnCode(MlirOptMain(
      argc, argv,
      "fold-opt: verify, interpret and fold StableHLO programs\n", registry));
}

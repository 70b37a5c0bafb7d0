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
#include "Interpret.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Passes/Passes.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"

using namespace mlir;

static llvm::cl::OptionCategory interpretCategory(
    "Interpreter options",
    "Run the program instead of printing it (fold-opt --interpret)");

static llvm::cl::opt<bool> interpret(
    "interpret",
    llvm::cl::desc("Run every public function that takes no arguments and "
                   "execute its check ops; exit non-zero if evaluation or a "
                   "check fails"),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<std::string> probeOutputDir(
    "probe-output-dir",
    llvm::cl::desc("Directory where interpreter.probe writes .npy files and "
                   "index.csv"),
    llvm::cl::value_desc("dir"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

/// LLVM's shared library registers hundreds of code generation options at
/// load time; none of them means anything to fold-opt, so `--help` hides
/// them. Options registered later (MLIR's, the passes', ours) stay visible.
static void hideLoadTimeOptions() {
  static const llvm::StringSet<> keep = {"help", "help-list", "help-hidden",
                                         "help-list-hidden", "version",
                                         "color"};
  for (auto &entry : llvm::cl::getRegisteredOptions())
    if (!keep.contains(entry.first) &&
        !llvm::is_contained(entry.second->Categories, &interpretCategory))
      entry.second->setHiddenFlag(llvm::cl::ReallyHidden);
}

int main(int argc, char **argv) {
  hideLoadTimeOptions();

  DialectRegistry registry;
  registry.insert<sfold::StablehloDialect, sfold::check::CheckDialect,
                  sfold::interpreter::InterpreterDialect, func::FuncDialect,
                  quant::QuantDialect>();
  func::registerInlinerExtension(registry);
  sfold::registerStablehloFolders(registry);

  registerCanonicalizerPass();
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSCCPPass();
  sfold::registerStablehloFoldPasses();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "fold-opt: verify, interpret and fold StableHLO programs\n",
      registry);
  if (!interpret)
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  sfold::InterpreterOptions options;
  options.probeOutputDir = probeOutputDir;
  return asMainReturnCode(sfold::runInterpreterMain(
      inputFilename, outputFilename, config.inputSplitMarker(), registry,
      options));
}

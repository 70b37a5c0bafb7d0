//===- fold-translate.cpp - portable artifacts in and out -----------------===//
//
// A driver with stablehlo-translate's flags for portable artifacts, so that
// scripts written for it work unchanged:
//   fold-translate --serialize --target=1.0.0 in.mlir -o out.mlir.bc
//   fold-translate --deserialize in.mlir.bc          (prints stablehlo)
//   fold-translate --interpret in.mlir[.bc]          (runs the checks)
// Input may be text or an artifact in every mode. See docs/vhlo.md.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace {
enum class Mode { Deserialize, Serialize, Interpret };
} // namespace

static llvm::cl::opt<std::string> inputFilename(llvm::cl::Positional,
                                                llvm::cl::desc("<input>"),
                                                llvm::cl::init("-"));
static llvm::cl::opt<std::string>
    outputFilename("o", llvm::cl::desc("Output file"), llvm::cl::init("-"));
static llvm::cl::opt<Mode> mode(
    llvm::cl::desc("What to do:"), llvm::cl::init(Mode::Deserialize),
    llvm::cl::values(
        clEnumValN(Mode::Deserialize, "deserialize",
                   "Read a portable artifact, print stablehlo (default)"),
        clEnumValN(Mode::Serialize, "serialize",
                   "Write a portable artifact for --target"),
        clEnumValN(Mode::Interpret, "interpret",
                   "Run the program's public functions and checks")));
static llvm::cl::opt<std::string> target(
    "target",
    llvm::cl::desc("With --serialize: the StableHLO release to write for, "
                   "X.Y.Z or `current`"),
    llvm::cl::init("current"));
static llvm::cl::opt<bool> emitVhlo(
    "emit-vhlo",
    llvm::cl::desc("With --serialize: print the vhlo ops instead of writing "
                   "bytecode"));
static llvm::cl::opt<bool> allowUnregistered(
    "allow-unregistered-dialect",
    llvm::cl::desc("Accepted for compatibility with stablehlo-translate"));

/// Reads text or an artifact into a stablehlo module.
static OwningOpRef<ModuleOp> readInput(llvm::SourceMgr &sourceMgr,
                                       MLIRContext *context) {
  StringRef buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
  if (sfold::vhlo::isPortableArtifact(buffer))
    return sfold::vhlo::deserializePortableArtifact(sourceMgr, context);
  return parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  registerAsmPrinterCLOptions();
  registerMLIRContextCLOptions();
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "fold-translate: StableHLO portable artifacts\n");

  DialectRegistry registry;
  sfold::registerAllDialects(registry);
  sfold::vhlo::registerVhloDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);

  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);

  std::optional<sfold::vhlo::Version> version =
      sfold::vhlo::Version::parse(target);
  if (!version) {
    llvm::errs() << "fold-translate: --target must be X.Y.Z or current, not '"
                 << target << "'\n";
    return EXIT_FAILURE;
  }
  // --deserialize reads artifacts only, as stablehlo-translate's does.
  OwningOpRef<ModuleOp> module =
      mode == Mode::Deserialize
          ? sfold::vhlo::deserializePortableArtifact(sourceMgr, &context)
          : readInput(sourceMgr, &context);
  if (!module)
    return EXIT_FAILURE;

  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return EXIT_FAILURE;
  }
  LogicalResult result = success();
  switch (mode) {
  case Mode::Deserialize:
    module->print(output->os());
    output->os() << "\n";
    break;
  case Mode::Serialize:
    if (emitVhlo) {
      result = sfold::vhlo::convertStablehloToVhlo(*module, *version);
      if (succeeded(result))
        module->print(output->os());
    } else {
      result = sfold::vhlo::serializePortableArtifact(*module, *version,
                                                      output->os());
    }
    break;
  case Mode::Interpret: {
    sfold::InterpreterOptions options;
    options.limits = sfold::defaultInterpreterLimits();
    result = sfold::interpretModule(*module, options, output->os());
    break;
  }
  }
  if (failed(result))
    return EXIT_FAILURE;
  output->keep();
  return EXIT_SUCCESS;
}

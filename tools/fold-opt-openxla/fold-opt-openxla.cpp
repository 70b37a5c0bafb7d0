//===- fold-opt-openxla.cpp - fold-opt on openxla's StableHLO -------------===//
//
// An mlir-opt style driver whose `stablehlo`, `chlo` and `vhlo` dialects are
// openxla/stablehlo's, with our fold hook attached to them (so
// `--canonicalize`, `--sccp` and the greedy driver fold their ops), our
// passes and pipelines under their own names (run through the bridge, see
// docs/openxla.md) and `--interpret` (the module translated into our
// dialects and run by our interpreter). openxla's own passes are not built,
// except the two that read a portable artifact: an input that is one is read
// by openxla's reader (Artifact.h) and then treated as its stablehlo text.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/OpenXLA/Artifact.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

static llvm::cl::OptionCategory interpretCategory(
    "Interpreter options",
    "Run the program instead of printing it (fold-opt-openxla --interpret)");

static llvm::cl::opt<bool> interpret(
    "interpret",
    llvm::cl::desc("Run every public function that takes no arguments and "
                   "execute its check ops; exit non-zero if evaluation or a "
                   "check fails"),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<std::string> probeOutputDir(
    "probe-output-dir",
    llvm::cl::desc("Directory where interpreter.probe writes .npy files and "
                   "index.csv (default: a temporary directory, removed at "
                   "exit)"),
    llvm::cl::value_desc("dir"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<uint64_t> maxWork(
    "max-work",
    llvm::cl::desc("With --interpret: the most work in all, in cost-model "
                   "units (0: unlimited)"),
    llvm::cl::value_desc("units"), llvm::cl::init(0),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<uint64_t> memoryLimit(
    "memory-limit",
    llvm::cl::desc("With --interpret: the largest tensor, in bytes (0: what "
                   "the process can get)"),
    llvm::cl::value_desc("bytes"), llvm::cl::init(0),
    llvm::cl::cat(interpretCategory));

/// Parses one chunk with openxla's dialects and interprets it.
static LogicalResult interpretChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                                    DialectRegistry &registry,
                                    const sfold::InterpreterOptions &options,
                                    raw_ostream &os) {
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(chunk), SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return failure();
  unsigned failedChecks = 0;
  LogicalResult result = sfold::openxla::interpretOpenXLAModule(
      *module, options, os, &failedChecks);
  if (failedChecks)
    llvm::errs() << "fold-opt-openxla: " << failedChecks << " check"
                 << (failedChecks == 1 ? "" : "s") << " failed\n";
  return result;
}

static LogicalResult runInterpreter(std::unique_ptr<llvm::MemoryBuffer> input,
                                    raw_ostream &os, StringRef splitMarker,
                                    DialectRegistry &registry) {
  sfold::InterpreterOptions options;
  options.limits = sfold::defaultInterpreterLimits();
  if (maxWork)
    options.limits.maxWork = maxWork;
  if (memoryLimit)
    options.limits.maxTensorBytes = memoryLimit;
  options.probeOutputDir = probeOutputDir;
  SmallString<128> tempDir;
  if (options.probeOutputDir.empty()) {
    llvm::sys::fs::createUniquePath("fold-opt-openxla-probes-%%%%%%%%%%%%",
                                    tempDir, /*MakeAbsolute=*/true);
    options.probeOutputDir = std::string(tempDir);
  }
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     raw_ostream &os) {
    return interpretChunk(std::move(chunk), registry, options, os);
  };
  LogicalResult result =
      splitAndProcessBuffer(std::move(input), process, os, splitMarker, "");
  if (!tempDir.empty() && llvm::sys::fs::exists(tempDir))
    (void)llvm::sys::fs::remove_directories(tempDir);
  return result;
}

/// The stablehlo text of the portable artifact in `input`, read by openxla's
/// reader; null (with its diagnostics printed) if that rejects it.
static std::unique_ptr<llvm::MemoryBuffer>
readArtifact(std::unique_ptr<llvm::MemoryBuffer> input,
             DialectRegistry &registry) {
  MLIRContext context(registry);
  OwningOpRef<ModuleOp> module = sfold::openxla::readArtifactWithOpenXLA(
      input->getBuffer(), &context, input->getBufferIdentifier());
  if (!module)
    return nullptr;
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().enableDebugInfo());
  return llvm::MemoryBuffer::getMemBufferCopy(text,
                                              input->getBufferIdentifier());
}

int main(int argc, char **argv) {
  DialectRegistry registry;
  sfold::openxla::registerOpenXLADialects(registry);

  registerCanonicalizerPass();
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSCCPPass();
  sfold::openxla::registerBridgedPasses();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv,
      "fold-opt-openxla: stablehlo-fold on openxla/stablehlo's dialects\n",
      registry);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  bool artifact = sfold::openxla::isOpenXLAArtifact(input->getBuffer());
  if (!artifact && !interpret)
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  if (artifact && !(input = readArtifact(std::move(input), registry)))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  LogicalResult result =
      interpret ? runInterpreter(std::move(input), output->os(),
                                 config.inputSplitMarker(), registry)
                : MlirOptMain(output->os(), std::move(input), registry, config);
  output->keep();
  return asMainReturnCode(result);
}

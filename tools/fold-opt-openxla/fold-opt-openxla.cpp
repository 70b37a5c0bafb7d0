//===- fold-opt-openxla.cpp - fold-opt on openxla's StableHLO -------------===//
//
// An mlir-opt style driver whose `stablehlo`, `chlo` and `vhlo` dialects are
// openxla/stablehlo's, with our fold hook attached to them (so
// `--canonicalize`, `--sccp` and the greedy driver fold their ops), our
// passes and pipelines under their own names (run through the bridge, see
// docs/openxla.md) and fold-opt's `--interpret` (the module translated into
// our dialects and run by our interpreter). openxla's own passes are not
// built, except the two that read a portable artifact: an input that is one
// is read by openxla's reader (Artifact.h) and then treated as its stablehlo
// text.
//
// openxla's verifiers and shape functions crash on some malformed ops
// (docs/openxla.md); ours do not. So the input is first parsed and verified
// with our dialects, and a program they reject gets our located errors
// instead of reaching openxla's verifiers.
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/OpenXLA/Artifact.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

static llvm::cl::opt<bool> verifyWithOurs(
    "verify-with-stablehlo-fold",
    llvm::cl::desc("Parse and verify the input (a portable artifact: read "
                   "it) with stablehlo-fold's own dialects before openxla's "
                   "(default on; off with --verify-diagnostics, whose "
                   "expectations are openxla's messages)"),
    llvm::cl::init(true));

/// Parses and verifies `input` (each chunk, with a split marker) with our
/// dialects; their diagnostics go to stderr at the input's locations (a
/// chunk is parsed after as many newlines as precede it in the input). A
/// portable artifact is read by our reader, which checks its bytes before
/// MLIR's bytecode reader sees them.
static LogicalResult verifyWithOurDialects(const llvm::MemoryBuffer &input,
                                           StringRef splitMarker,
                                           bool allowUnregistered) {
  DialectRegistry registry;
  sfold::registerAllDialects(registry);
  sfold::vhlo::registerVhloDialects(registry);
  SmallVector<StringRef> chunks;
  if (splitMarker.empty() || sfold::vhlo::isPortableArtifact(input.getBuffer()))
    chunks.push_back(input.getBuffer());
  else
    input.getBuffer().split(chunks, splitMarker);
  bool anyFailed = false;
  size_t linesBefore = 0;
  for (StringRef chunk : chunks) {
    MLIRContext context(registry);
    context.allowUnregisteredDialects(allowUnregistered);
    context.printOpOnDiagnostic(false);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(std::string(linesBefore, '\n') +
                                                 chunk.str(),
                                             input.getBufferIdentifier()),
        SMLoc());
    SourceMgrDiagnosticHandler handler(sourceMgr, &context);
    anyFailed |=
        sfold::vhlo::isPortableArtifact(chunk)
            ? !sfold::vhlo::deserializePortableArtifact(sourceMgr, &context)
            : !parseSourceFile<ModuleOp>(sourceMgr, &context);
    linesBefore += chunk.count('\n');
  }
  return LogicalResult::failure(anyFailed);
}

/// The input, once our dialects accept it (unless `check` is false);
/// failure (diagnostics printed) if they do not or it does not open.
static FailureOr<std::unique_ptr<llvm::MemoryBuffer>>
readInput(StringRef inputFilename, const MlirOptMainConfig &config,
          bool check) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  if (check &&
      failed(verifyWithOurDialects(*input, config.inputSplitMarker(),
                                   config.shouldAllowUnregisteredDialects())))
    return failure();
  return input;
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
  sfold::hideLoadTimeOptions();

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
  // The fold hook takes the parsed kernel configuration: a registry made now
  // carries it.
  sfold::FoldSettings foldSettings;
  foldSettings.kernels = sfold::getKernelOptions();
  DialectRegistry configured;
  sfold::openxla::registerOpenXLADialects(configured, foldSettings);
  FailureOr<sfold::InterpretRequest> request =
      sfold::getInterpretRequest("fold-opt-openxla", foldSettings.kernels);
  if (failed(request))
    return EXIT_FAILURE;
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  bool interpret = sfold::interpretRequested();
  if (!interpret && (config.shouldShowDialects() || config.shouldListPasses()))
    return asMainReturnCode(MlirOptMain(argc, argv, inputFilename,
                                        outputFilename, configured));
  FailureOr<std::unique_ptr<llvm::MemoryBuffer>> input =
      readInput(inputFilename, config,
                verifyWithOurs && !config.shouldVerifyDiagnostics());
  if (failed(input))
    return EXIT_FAILURE;
  if (sfold::openxla::isOpenXLAArtifact((*input)->getBuffer()) &&
      !(*input = readArtifact(std::move(*input), configured)))
    return EXIT_FAILURE;
  if (interpret)
    return asMainReturnCode(sfold::runInterpreterMain(
        std::move(*input), outputFilename, config.inputSplitMarker(),
        configured, *request, sfold::openxla::withTranslatedModule));
  return asMainReturnCode(sfold::runOptMainOnBuffer(
      std::move(*input), outputFilename, configured, config));
}

//===- fold-opt.cpp - the stablehlo-fold driver ---------------------------===//
//
// An mlir-opt style driver with the stablehlo, check and interpreter dialects
// and the upstream passes users combine with ours. `--interpret` runs the
// program instead of printing it (see docs/fold-opt.md).
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/InitAllPasses.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Passes/TestPasses.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

/// If `inputFilename` is a StableHLO portable artifact, its program as
/// stablehlo text (with the artifact's locations); null if it is not one
/// (standard input: what was read);
/// failure (diagnostics printed) if it does not read. The rest of fold-opt
/// then works on the text as if the user had written it.
static FailureOr<std::unique_ptr<llvm::MemoryBuffer>>
readPortableArtifact(StringRef inputFilename, DialectRegistry &registry) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input)
    return std::unique_ptr<llvm::MemoryBuffer>();
  if (!sfold::vhlo::isPortableArtifact(input->getBuffer())) {
    // Standard input cannot be read twice: pass on what was read.
    if (inputFilename == "-")
      return input;
    return std::unique_ptr<llvm::MemoryBuffer>();
  }
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      sfold::vhlo::deserializePortableArtifact(sourceMgr, &context);
  if (!module)
    return failure();
  std::string text;
  llvm::raw_string_ostream os(text);
  module->print(os, OpPrintingFlags().enableDebugInfo(
                        /*enable=*/true, /*prettyForm=*/false));
  return llvm::MemoryBuffer::getMemBufferCopy(text, inputFilename);
}

int main(int argc, char **argv) {
  sfold::hideLoadTimeOptions();

  DialectRegistry registry;
  sfold::registerAllDialects(registry);

  sfold::registerAllPasses();
  sfold::registerTestPasses();
  sfold::vhlo::registerVhloPasses();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "fold-opt: verify, interpret and fold StableHLO programs\n",
      registry);
  // The contexts fold-opt makes take the parsed kernel configuration for
  // their fold hook: a registry made now carries it.
  sfold::FoldSettings foldSettings;
  foldSettings.kernels = sfold::getKernelOptions();
  DialectRegistry configured;
  sfold::registerAllDialects(configured, foldSettings);
  sfold::vhlo::registerVhloDialects(configured);
  FailureOr<std::unique_ptr<llvm::MemoryBuffer>> artifact =
      readPortableArtifact(inputFilename, configured);
  if (failed(artifact))
    return EXIT_FAILURE;
  FailureOr<sfold::InterpretRequest> request =
      sfold::getInterpretRequest("fold-opt", foldSettings.kernels);
  if (failed(request))
    return EXIT_FAILURE;
  bool interpret = sfold::interpretRequested();
  if (!interpret && *artifact)
    return asMainReturnCode(
        sfold::runOptMainOnBuffer(std::move(*artifact), outputFilename,
                                  configured,
                                  MlirOptMainConfig::createFromCLOptions()));
  if (!interpret)
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, configured));

  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (*artifact)
    return asMainReturnCode(sfold::runInterpreterMain(
        std::move(*artifact), outputFilename, config.inputSplitMarker(),
        configured, *request));
  return asMainReturnCode(sfold::runInterpreterMain(
      inputFilename, outputFilename, config.inputSplitMarker(), configured,
      *request));
}

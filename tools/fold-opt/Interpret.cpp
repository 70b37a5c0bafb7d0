//===- Interpret.cpp - `fold-opt --interpret` -----------------------------===//
//
// Parses the input (each `// -----` chunk on its own with
// --split-input-file), verifies it, and runs it with the interpreter.
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::sfold;

static LogicalResult interpretChunk(std::unique_ptr<llvm::MemoryBuffer> chunk,
                                    DialectRegistry &registry,
                                    const InterpreterOptions &options,
                                    raw_ostream &os) {
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(chunk), SMLoc());
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return failure();
  unsigned failedChecks = 0;
  LogicalResult result =
      interpretModule(*module, options, os, &failedChecks);
  if (failedChecks)
    llvm::errs() << "fold-opt: " << failedChecks << " check"
                 << (failedChecks == 1 ? "" : "s") << " failed\n";
  return result;
}

LogicalResult mlir::sfold::runInterpreterMain(StringRef inputFilename,
                                              StringRef outputFilename,
                                              StringRef splitMarker,
                                              DialectRegistry &registry,
                                              const InterpreterOptions &options) {
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return failure();
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return failure();
  }
  // Without --probe-output-dir, probes go to a temporary directory that is
  // removed at the end (check.expect_serialized_eq reads them back).
  InterpreterOptions runOptions = options;
  SmallString<128> tempDir;
  if (runOptions.probeOutputDir.empty()) {
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("fold-opt-probes", tempDir)) {
      llvm::errs() << "cannot create a temporary probe directory: "
                   << ec.message() << "\n";
      return failure();
    }
    runOptions.probeOutputDir = std::string(tempDir);
  }
  auto process = [&](std::unique_ptr<llvm::MemoryBuffer> chunk,
                     raw_ostream &os) {
    return interpretChunk(std::move(chunk), registry, runOptions, os);
  };
  // Every chunk runs even when an earlier one failed.
  LogicalResult result = splitAndProcessBuffer(
      std::move(input), process, output->os(), splitMarker, "");
  output->keep();
  if (!tempDir.empty())
    (void)llvm::sys::fs::remove_directories(tempDir);
  return result;
}

//===- fold-opt.cpp - the stablehlo-fold driver ---------------------------===//
//
// An mlir-opt style driver with the stablehlo, check and interpreter dialects
// and the upstream passes users combine with ours. `--interpret` runs the
// program instead of printing it (see docs/fold-opt.md).
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/InitAllPasses.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Passes/TestPasses.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
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
                   "index.csv (default: a temporary directory, removed at "
                   "exit)"),
    llvm::cl::value_desc("dir"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<std::string> entryName(
    "entry",
    llvm::cl::desc("With --interpret: run only this function, with the "
                   "arguments of --args or --input, and print its results "
                   "as MLIR literals with readable values (a row per line; "
                   "see --print-hex and --output-dir)"),
    llvm::cl::value_desc("name"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<std::string> entryArgs(
    "args",
    llvm::cl::desc("With --entry: the arguments as MLIR literals, "
                   "\"[dense<...> : tensor<...>, ...]\""),
    llvm::cl::value_desc("literals"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

static llvm::cl::list<std::string> entryInputs(
    "input",
    llvm::cl::desc("With --entry: an argument as a .npy file (repeat, in "
                   "order)"),
    llvm::cl::value_desc("file.npy"), llvm::cl::cat(interpretCategory));

static llvm::cl::opt<std::string> entryOutputDir(
    "output-dir",
    llvm::cl::desc("With --entry: write the results as result_<i>.npy here "
                   "instead of printing them (for large results; "
                   "numpy.load reads them, --input reads them back)"),
    llvm::cl::value_desc("dir"), llvm::cl::init(""),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<bool> printHex(
    "print-hex",
    llvm::cl::desc("With --interpret: print tensors (--entry results, "
                   "interpreter.print) in MLIR's hexadecimal form, "
                   "dense<\"0x...\"> : tensor<...>, instead of decimal "
                   "values: compact, bit-exact, and --args reads it back"),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<bool> traceChecks(
    "trace-checks",
    llvm::cl::desc("With --interpret: print a `check-trace:` line for every "
                   "check executed, with the bits of the value it checks "
                   "(see scripts/differential-fold.py)"),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<uint64_t> maxWork(
    "max-work",
    llvm::cl::desc("With --interpret: stop with an error at the op that "
                   "would do more than this much work in all, in cost-model "
                   "units (element operations, multiply-adds, comparisons, "
                   "each op's dispatch; see docs/interpreter.md); 0 is "
                   "unlimited"),
    llvm::cl::value_desc("units"), llvm::cl::init(0),
    llvm::cl::cat(interpretCategory));

static llvm::cl::opt<uint64_t> memoryLimit(
    "memory-limit",
    llvm::cl::desc("With --interpret: the largest tensor, in bytes, the "
                   "program may create; larger ones are an error at their "
                   "op (default 0: what the process can get)"),
    llvm::cl::value_desc("bytes"), llvm::cl::init(0),
    llvm::cl::cat(interpretCategory));

/// LLVM's shared library registers hundreds of code generation options at
/// load time; none of them means anything to fold-opt, so `--help` hides
/// them. Options registered later (MLIR's, the passes', ours) stay visible.
static void hideLoadTimeOptions() {
  static const llvm::StringSet<> keep = {"help", "help-list", "help-hidden",
                                         "help-list-hidden", "version",
                                         "color",
                                         // KernelOptions.cpp
                                         "threads", "kernel-isa"};
  for (auto &entry : llvm::cl::getRegisteredOptions())
    if (!keep.contains(entry.first) &&
        !llvm::is_contained(entry.second->Categories, &interpretCategory))
      entry.second->setHiddenFlag(llvm::cl::ReallyHidden);
}

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
  hideLoadTimeOptions();

  DialectRegistry registry;
  sfold::registerAllDialects(registry);

  sfold::registerAllPasses();
  sfold::registerTestPasses();
  sfold::vhlo::registerVhloPasses();

  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "fold-opt: verify, interpret and fold StableHLO programs\n",
      registry);
  if (!interpret && (!entryName.empty() || !entryArgs.empty() ||
                     !entryInputs.empty() || !entryOutputDir.empty() ||
                     printHex)) {
    llvm::errs() << "fold-opt: --entry, --args, --input, --output-dir and "
                    "--print-hex need --interpret\n";
    return EXIT_FAILURE;
  }
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
  if (!interpret && *artifact) {
    std::string error;
    std::unique_ptr<llvm::ToolOutputFile> output =
        openOutputFile(outputFilename, &error);
    if (!output) {
      llvm::errs() << error << "\n";
      return EXIT_FAILURE;
    }
    if (failed(MlirOptMain(output->os(), std::move(*artifact), configured,
                           MlirOptMainConfig::createFromCLOptions())))
      return EXIT_FAILURE;
    output->keep();
    return EXIT_SUCCESS;
  }
  if (!interpret)
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, configured));

  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  sfold::InterpreterOptions options;
  options.probeOutputDir = probeOutputDir;
  options.traceChecks = traceChecks;
  options.printFormat =
      printHex ? sfold::TensorFormat::Hex : sfold::TensorFormat::Readable;
  options.limits = sfold::defaultInterpreterLimits();
  options.kernels = foldSettings.kernels;
  if (maxWork)
    options.limits.maxWork = maxWork;
  if (memoryLimit)
    options.limits.maxTensorBytes = memoryLimit;
  sfold::EntryOptions entry;
  entry.entry = entryName;
  entry.args = entryArgs;
  entry.inputs.assign(entryInputs.begin(), entryInputs.end());
  entry.outputDir = entryOutputDir;
  if (entry.entry.empty() &&
      (!entry.args.empty() || !entry.inputs.empty() ||
       !entry.outputDir.empty())) {
    llvm::errs() << "fold-opt: --args, --input and --output-dir need "
                    "--entry\n";
    return EXIT_FAILURE;
  }
  if (*artifact)
    return asMainReturnCode(sfold::runInterpreterMain(
        std::move(*artifact), outputFilename, config.inputSplitMarker(),
        configured, options, entry));
  return asMainReturnCode(sfold::runInterpreterMain(
      inputFilename, outputFilename, config.inputSplitMarker(), configured,
      options, entry));
}

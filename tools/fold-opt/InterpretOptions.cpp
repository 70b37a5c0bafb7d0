//===- InterpretOptions.cpp - the drivers' --interpret options -----------===//
//
// The command-line options of `--interpret` that fold-opt and
// fold-opt-openxla share, and their reading into InterpreterOptions and
// EntryOptions once the command line is parsed.
//
//===----------------------------------------------------------------------===//

#include "Interpret.h"

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "llvm/ADT/StringSet.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

static llvm::cl::OptionCategory
    interpretCategory("Interpreter options",
                      "Run the program instead of printing it (--interpret)");

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

static llvm::cl::opt<std::string>
    entryArgs("args",
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

static llvm::cl::opt<bool> nativeLoops(
    "native-loops",
    llvm::cl::desc("With --interpret: compile the iteration of a while loop "
                   "over small tensors that runs long to native code (same "
                   "results and work; docs/interpreter.md, \"Native "
                   "loops\"); =false interprets every loop"),
    llvm::cl::init(true), llvm::cl::cat(interpretCategory));

static llvm::cl::opt<uint64_t> memoryLimit(
    "memory-limit",
    llvm::cl::desc("With --interpret: the largest tensor, in bytes, the "
                   "program may create; larger ones are an error at their "
                   "op (default 0: what the process can get)"),
    llvm::cl::value_desc("bytes"), llvm::cl::init(0),
    llvm::cl::cat(interpretCategory));

/// LLVM's shared library registers hundreds of code generation options at
/// load time; none of them means anything to our drivers, so `--help`
/// hides them. Options registered later (MLIR's, the passes', ours) stay
/// visible.
void mlir::sfold::hideLoadTimeOptions() {
  static const llvm::StringSet<> keep = {"help", "help-list", "help-hidden",
                                         "help-list-hidden", "version", "color",
                                         // KernelOptions.cpp
                                         "threads", "kernel-isa"};
  for (auto &entry : llvm::cl::getRegisteredOptions())
    if (!keep.contains(entry.first) &&
        !llvm::is_contained(entry.second->Categories, &interpretCategory))
      entry.second->setHiddenFlag(llvm::cl::ReallyHidden);
}

bool mlir::sfold::interpretRequested() { return interpret; }

FailureOr<sfold::InterpretRequest>
mlir::sfold::getInterpretRequest(StringRef tool, const KernelConfig &kernels) {
  auto fail = [&](StringRef message) {
    llvm::errs() << tool << ": " << message << "\n";
    return failure();
  };
  if (!interpret &&
      (!entryName.empty() || !entryArgs.empty() || !entryInputs.empty() ||
       !entryOutputDir.empty() || printHex))
    return fail("--entry, --args, --input, --output-dir and --print-hex "
                "need --interpret");
  InterpretRequest request;
  request.tool = tool.str();
  InterpreterOptions &options = request.options;
  options.probeOutputDir = probeOutputDir;
  options.traceChecks = traceChecks;
  options.printFormat = printHex ? TensorFormat::Hex : TensorFormat::Readable;
  options.limits = defaultInterpreterLimits();
  options.kernels = kernels;
  if (maxWork)
    options.limits.maxWork = maxWork;
  if (memoryLimit)
    options.limits.maxTensorBytes = memoryLimit;
  if (!nativeLoops)
    options.nativeLoops = nullptr;
  EntryOptions &entry = request.entry;
  entry.entry = entryName;
  entry.args = entryArgs;
  entry.inputs.assign(entryInputs.begin(), entryInputs.end());
  entry.outputDir = entryOutputDir;
  if (entry.entry.empty() && (!entry.args.empty() || !entry.inputs.empty() ||
                              !entry.outputDir.empty()))
    return fail("--args, --input and --output-dir need --entry");
  return request;
}

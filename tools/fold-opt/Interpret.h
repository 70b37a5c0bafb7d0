//===- Interpret.h - `fold-opt --interpret` ---------------------*- C++ -*-===//

#ifndef STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H
#define STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mlir {
class ModuleOp;
class MlirOptMainConfig;
} // namespace mlir

namespace mlir::sfold {

/// The kernel configuration fold-opt's `--kernel-isa` and `--threads` ask
/// for (KernelOptions.cpp), once the command line is parsed.
KernelConfig getKernelOptions();

/// How `--interpret` runs one function instead of all of them.
struct EntryOptions {
  /// The function to run (empty: every public function without arguments).
  std::string entry;
  /// Its arguments as MLIR literals: `[dense<...> : tensor<...>, ...]`.
  std::string args;
  /// Or as .npy files, one per argument, in order.
  std::vector<std::string> inputs;
  /// Where to write the results as result_<i>.npy (empty: print them as
  /// MLIR literals, in InterpreterOptions::printFormat).
  std::string outputDir;
};

/// What the `--interpret` options (InterpretOptions.cpp) ask for.
struct InterpretRequest {
  /// The driver's name, for its messages.
  std::string tool;
  InterpreterOptions options;
  EntryOptions entry;
};

/// MlirOptMain on an input already in memory (a deserialized artifact, an
/// input already checked), its output to `outputFilename`.
LogicalResult runOptMainOnBuffer(std::unique_ptr<llvm::MemoryBuffer> input,
                                 StringRef outputFilename,
                                 DialectRegistry &registry,
                                 const MlirOptMainConfig &config);

/// Hides the options libLLVM registers at load time from `--help`; call it
/// first in `main`.
void hideLoadTimeOptions();

/// Whether `--interpret` was given (once the command line is parsed).
bool interpretRequested();

/// The `--interpret` options read into a request whose kernels are
/// `kernels`; failure, with a message to stderr naming `tool`, when an
/// option is given without the one it needs (`--entry` without
/// `--interpret`, `--args` without `--entry`, ...).
FailureOr<InterpretRequest> getInterpretRequest(StringRef tool,
                                                const KernelConfig &kernels);

/// Hands a parsed module to `run` as the module to interpret: the default
/// hands it over as it is; fold-opt-openxla hands over its translation into
/// our dialects, alive for the duration of the call.
using ImportModule = function_ref<LogicalResult(
    ModuleOp parsed, function_ref<LogicalResult(ModuleOp)> run)>;

/// Runs every public function without arguments of the input (of each
/// chunk, when `splitMarker` is not empty), or `entry`'s function; fails if
/// a chunk does not parse with `registry`'s dialects, evaluation fails or a
/// check fails.
LogicalResult runInterpreterMain(StringRef inputFilename,
                                 StringRef outputFilename,
                                 StringRef splitMarker,
                                 DialectRegistry &registry,
                                 const InterpretRequest &request,
                                 ImportModule import = nullptr);

/// The same for an input already in memory (a deserialized artifact).
LogicalResult runInterpreterMain(std::unique_ptr<llvm::MemoryBuffer> input,
                                 StringRef outputFilename,
                                 StringRef splitMarker,
                                 DialectRegistry &registry,
                                 const InterpretRequest &request,
                                 ImportModule import = nullptr);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

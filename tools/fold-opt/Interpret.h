//===- Interpret.h - `fold-opt --interpret` ---------------------*- C++ -*-===//

#ifndef STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H
#define STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LLVM.h"

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MemoryBuffer;
} // namespace llvm

namespace mlir::sfold {
struct InterpreterOptions;
struct KernelConfig;

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

/// Runs every public function without arguments of the input (of each
/// chunk, when `splitMarker` is not empty); fails if a chunk does not parse,
/// evaluation fails or a check fails.
LogicalResult runInterpreterMain(StringRef inputFilename,
                                 StringRef outputFilename,
                                 StringRef splitMarker,
                                 DialectRegistry &registry,
                                 const InterpreterOptions &options,
                                 const EntryOptions &entry);

/// The same for an input already in memory (a deserialized artifact).
LogicalResult runInterpreterMain(std::unique_ptr<llvm::MemoryBuffer> input,
                                 StringRef outputFilename,
                                 StringRef splitMarker,
                                 DialectRegistry &registry,
                                 const InterpreterOptions &options,
                                 const EntryOptions &entry);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

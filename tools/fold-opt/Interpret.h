//===- Interpret.h - `fold-opt --interpret` ---------------------*- C++ -*-===//

#ifndef STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H
#define STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/LLVM.h"

namespace mlir::sfold {
struct InterpreterOptions;

/// Runs every public function without arguments of the input (of each
/// chunk, when `splitMarker` is not empty); fails if a chunk does not parse,
/// evaluation fails or a check fails.
LogicalResult runInterpreterMain(StringRef inputFilename,
                                 StringRef outputFilename,
                                 StringRef splitMarker,
                                 DialectRegistry &registry,
                                 const InterpreterOptions &options);
} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_TOOLS_FOLD_OPT_INTERPRET_H

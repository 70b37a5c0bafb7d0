//===- TestPasses.h - passes that only lit tests use ------------*- C++ -*-===//
//
// Passes that expose internals (type inference) as remarks so that lit tests
// can check them. Not part of any pipeline.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_PASSES_TESTPASSES_H
#define STABLEHLO_FOLD_PASSES_TESTPASSES_H

namespace mlir::sfold {

/// Registers `--test-print-inferred-types` with the global pass registry.
void registerTestPasses();

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_PASSES_TESTPASSES_H

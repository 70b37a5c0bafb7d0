//===- openxla-fold-example.cpp - a consumer of openxla's StableHLO -------===//
//
// What a compiler that holds openxla/stablehlo's dialects does to fold with
// stablehlo-fold: register openxla's dialects as it always does, add our
// fold extension, and put our fold pass into its own pipeline.
//
//   openxla-fold-example model.mlir    # prints the folded module
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "stablehlo/dialect/Register.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: openxla-fold-example FILE.mlir\n";
    return 2;
  }
  DialectRegistry registry;
  stablehlo::registerAllDialects(registry);             // openxla's
  sfold::openxla::registerOpenXLAFoldExtensions(registry); // our folds
  MLIRContext context(registry);

  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  // The consumer's own pipeline: upstream passes fold openxla's ops through
  // the extension; our fold-constants folds what has regions (loops, ...).
  PassManager pm(&context);
  pm.addPass(createInlinerPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(sfold::openxla::createBridgedPass("fold-constants",
                                               "size-budget=1048576"));
  pm.addPass(createCSEPass());
  if (failed(pm.run(*module)))
    return 1;
  module->print(llvm::outs());
  llvm::outs() << "\n";
  return 0;
}

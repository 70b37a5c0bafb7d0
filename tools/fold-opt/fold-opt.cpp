//===- fold-opt.cpp - the stablehlo-fold driver ---------------------------===//
//
// An mlir-opt style driver with the stablehlo, check and interpreter dialects
// and the passes users combine with ours.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Dialect/TestDialects.h"

using namespace mlir;

int main(int argc, char **argv) {
  DialectRegistry registry;
  registry.insert<sfold::StablehloDialect, sfold::check::CheckDialect,
                  sfold::interpreter::InterpreterDialect, func::FuncDialect,
                  quant::QuantDialect>();
  func::registerInlinerExtension(registry);

  registerCanonicalizerPass();
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSCCPPass();

  return asMainReturnCode(MlirOptMain(
      argc, argv, "fold-opt: verify, interpret and fold StableHLO programs\n",
      registry));
}

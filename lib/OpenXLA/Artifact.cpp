//===- Artifact.cpp - openxla's reader of portable artifacts --------------===//

#include "stablehlo_fold/OpenXLA/Artifact.h"

#include "stablehlo/dialect/VhloOps.h"
#include "stablehlo/dialect/Version.h"
#include "stablehlo/transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

bool mlir::sfold::openxla::isOpenXLAArtifact(StringRef buffer) {
  if (!buffer.starts_with("ML\xefR") || buffer.size() < 6)
    return false;
  // After the magic, the bytecode version (a one-byte varint in every
  // release StableHLO wrote) and the producer string.
  return buffer.drop_front(5).starts_with("StableHLO_v");
}

OwningOpRef<ModuleOp>
mlir::sfold::openxla::readArtifactWithOpenXLA(StringRef buffer,
                                              MLIRContext *context,
                                              StringRef name) {
  context->loadDialect<mlir::vhlo::VhloDialect>();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer, name,
                                       /*RequiresNullTerminator=*/false),
      SMLoc());
  OwningOpRef<ModuleOp> module =
      parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(context));
  if (!module)
    return {};
  PassManager pm(context);
  pm.addPass(stablehlo::createVhloToVersionPass(
      {mlir::vhlo::Version::getCurrentVersion().toString()}));
  pm.addPass(stablehlo::createVhloLegalizeToStablehloPass());
  if (failed(pm.run(*module)))
    return {};
  return module;
}

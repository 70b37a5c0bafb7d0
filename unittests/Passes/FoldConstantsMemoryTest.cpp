//===- FoldConstantsMemoryTest.cpp - intermediates live until last use ----===//
//
// --fold-constants packs large results as dense_resource blobs over the
// kernels' buffers; the blob of an intermediate value is emptied as soon as
// its last user folds, so only the constants that stay hold memory.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "gtest/gtest.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// The non-empty blobs of the builtin dialect's resources, by name.
std::vector<std::string> nonEmptyBlobs(MLIRContext &context) {
  std::vector<std::string> names;
  auto &manager =
      context.getOrLoadDialect<BuiltinDialect>()
          ->getRegisteredInterface<ResourceBlobManagerDialectInterface>()
          ->getBlobManager();
  manager.getBlobMap(
      [&](const llvm::StringMap<DialectResourceBlobManager::BlobEntry> &map) {
        for (const auto &entry : map)
          if (const AsmResourceBlob *blob = entry.getValue().getBlob();
              blob && !blob->getData().empty())
            names.push_back(entry.getKey().str());
      });
  return names;
}

TEST(FoldConstantsMemoryTest, IntermediateBlobsAreEmptiedAfterTheirLastUse) {
  DialectRegistry registry;
  registry.insert<StablehloDialect, func::FuncDialect>();
  registerStablehloFolders(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // 256 x 256 bf16 is 128 KiB: every value of the chain is a blob. The
  // transposed iota is used twice (by the multiply and the return).
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"mlir(
    func.func @f() -> (tensor<256x256xbf16>, tensor<256x256xf32>) {
      %i = stablehlo.iota dim = 1 : tensor<256x256xf32>
      %s = stablehlo.constant dense<0.125> : tensor<256x256xf32>
      %t = stablehlo.transpose %i, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
      %m = stablehlo.multiply %t, %s : tensor<256x256xf32>
      %c = stablehlo.convert %m : (tensor<256x256xf32>) -> tensor<256x256xbf16>
      func.return %c, %t : tensor<256x256xbf16>, tensor<256x256xf32>
    })mlir",
                                                             &context);
  ASSERT_TRUE(module);
  PassManager pm(&context);
  pm.addPass(createFoldConstants());
  ASSERT_TRUE(succeeded(pm.run(*module)));

  // Two constants stay (the returned values); the iota's and the
  // multiply's blobs were emptied.
  auto func = *module->getOps<func::FuncOp>().begin();
  SmallVector<DenseResourceElementsAttr> kept;
  func.walk([&](ConstantOp op) {
    if (auto attr = llvm::dyn_cast<DenseResourceElementsAttr>(op.getValue()))
      kept.push_back(attr);
  });
  ASSERT_EQ(kept.size(), 2u);
  std::vector<std::string> names = nonEmptyBlobs(context);
  EXPECT_EQ(names.size(), 2u);
  for (DenseResourceElementsAttr attr : kept) {
    EXPECT_NE(llvm::find(names, attr.getRawHandle().getKey().str()),
              names.end());
    ASSERT_NE(attr.getRawHandle().getBlob(), nullptr);
    EXPECT_EQ(attr.getRawHandle().getBlob()->getData().size(),
              llvm::cast<RankedTensorType>(attr.getType()).getNumElements() *
                  (attr.getElementType().isBF16() ? 2 : 4));
  }
}

} // namespace

//===- FoldSettingsTest.cpp - each context's fold hook has its settings ---===//
//
// The fold hook of a context runs under the settings its folders were
// registered with (limits, kernel configuration): two contexts with
// different settings, folding on two threads at once, each honour their own
// limits and give the same bits.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

#include <optional>
#include <random>
#include <vector>
#include <thread>

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// A 256^3 and a 384^3 dot_general and an add of 2^19 elements: large
/// enough for the kernels to split their work over 3 threads.
constexpr const char *kProgram = R"mlir(
func.func @f(%a: tensor<256x256xf32>, %b: tensor<256x256xf32>,
             %c: tensor<384x384xf32>, %d: tensor<384x384xf32>,
             %x: tensor<512x1024xf32>, %y: tensor<512x1024xf32>)
    -> (tensor<256x256xf32>, tensor<384x384xf32>, tensor<512x1024xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<256x256xf32>, tensor<256x256xf32>) -> tensor<256x256xf32>
  %1 = stablehlo.dot_general %c, %d, contracting_dims = [1] x [0] : (tensor<384x384xf32>, tensor<384x384xf32>) -> tensor<384x384xf32>
  %2 = stablehlo.add %x, %y : tensor<512x1024xf32>
  return %0, %1, %2 : tensor<256x256xf32>, tensor<384x384xf32>, tensor<512x1024xf32>
}
)mlir";

/// What one context folded: per op the bytes of its result, or nullopt
/// where the fold declined.
struct Folded {
  std::vector<std::optional<std::vector<char>>> results;
  std::string error;
};

/// A context whose folders have `settings`; folds each op of kProgram
/// `rounds` times with random constant operands (the same in every
/// context) and keeps the last results.
Folded foldIn(const FoldSettings &settings, int rounds) {
  Folded out;
  DialectRegistry registry;
  registry.insert<StablehloDialect, func::FuncDialect>();
  registerStablehloFolders(registry, settings);
  MLIRContext context(registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  FoldSettings seen = getFoldSettings(&context);
  if (seen.limits.maxWork != settings.limits.maxWork ||
      seen.kernels.threads != settings.kernels.threads ||
      seen.kernels.isa != settings.kernels.isa)
    out.error = "getFoldSettings differs from the registration's";
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(kProgram, &context);
  if (!module) {
    out.error = "cannot parse";
    return out;
  }
  SmallVector<Operation *> ops;
  module->walk([&](Operation *op) {
    if (llvm::isa<DotGeneralOp, AddOp>(op))
      ops.push_back(op);
  });
  std::mt19937 gen(7);
  std::uniform_real_distribution<float> dist(-2.0f, 2.0f);
  for (int round = 0; round < rounds; ++round) {
    out.results.clear();
    for (Operation *op : ops) {
      SmallVector<Attribute> operands;
      for (Value v : op->getOperands()) {
        auto type = llvm::cast<RankedTensorType>(v.getType());
        std::vector<float> values(type.getNumElements());
        for (float &f : values)
          f = dist(gen);
        operands.push_back(DenseElementsAttr::get(type, ArrayRef(values)));
      }
      SmallVector<OpFoldResult> folded;
      std::optional<std::vector<char>> bytes;
      if (succeeded(op->fold(operands, folded)) && folded.size() == 1)
        if (auto attr = llvm::dyn_cast_if_present<ElementsAttr>(
                llvm::dyn_cast_if_present<Attribute>(folded[0])))
          if (FailureOr<Tensor> t = makeTensor(attr); succeeded(t))
            bytes.emplace(t->getRawBytes().begin(), t->getRawBytes().end());
      out.results.push_back(std::move(bytes));
    }
  }
  return out;
}

TEST(FoldSettings, TheHookUsesItsContextsSettings) {
  FoldSettings defaults;
  EXPECT_EQ(defaults.limits.maxWork, kDefaultFoldWorkBudget);
  EXPECT_EQ(defaults.limits.maxTensorBytes, kDefaultFoldSizeBudget);
  MLIRContext plain;
  EXPECT_EQ(getFoldSettings(&plain).limits.maxWork, kDefaultFoldWorkBudget);
}

TEST(FoldSettings, TwoThreadsFoldWithTheirOwnSettings) {
  // The work of each dot_general by the cost model: context A may fold the
  // small one only, context B both.
  uint64_t small = 0, large = 0;
  {
    MLIRContext context;
    context.loadDialect<StablehloDialect, func::FuncDialect>();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(kProgram, &context);
    ASSERT_TRUE(module);
    module->walk([&](DotGeneralOp op) {
      (small ? large : small) = estimateCost(op).work;
    });
  }
  ASSERT_LT(small, large);
  FoldSettings a, b;
  a.limits.maxWork = (small + large) / 2;
  a.kernels = {KernelIsa::Portable, 1};
  b.limits.maxWork = kUnlimited;
  b.kernels = {getHostIsa(), 3};

  Folded inA, inB;
  std::thread threadA([&] { inA = foldIn(a, 3); });
  std::thread threadB([&] { inB = foldIn(b, 3); });
  threadA.join();
  threadB.join();
  EXPECT_EQ(inA.error, "");
  EXPECT_EQ(inB.error, "");
  ASSERT_EQ(inA.results.size(), 3u);
  ASSERT_EQ(inB.results.size(), 3u);
  // A's limit: the large product declines there only.
  EXPECT_TRUE(inA.results[0].has_value());
  EXPECT_FALSE(inA.results[1].has_value());
  EXPECT_TRUE(inA.results[2].has_value());
  EXPECT_TRUE(inB.results[1].has_value());
  // The same bits whatever the instruction set and threads.
  for (int i : {0, 2}) {
    ASSERT_TRUE(inA.results[i] && inB.results[i]);
    EXPECT_TRUE(*inA.results[i] == *inB.results[i]) << "result " << i;
  }
}

} // namespace

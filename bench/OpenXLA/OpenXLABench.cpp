//===- OpenXLABench.cpp - a fold through the bridge against fold-opt's ----===//
//
// The same op folded by `Operation::fold` twice in one binary: in a context
// of our dialect (what fold-opt does) and in a context of openxla's dialect
// with our fold extension (the bridge: copy in, fold, copy back).

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

using namespace mlir;

namespace {
enum class Route { FoldOpt, Bridge };

/// `%x op %y` on two f32 tensors of `n` elements, arguments of a function.
std::string program(int64_t n, StringRef op) {
  std::string type = "tensor<" + std::to_string(n) + "xf32>";
  return "func.func @f(%x: " + type + ", %y: " + type + ") -> " + type +
         " {\n  %0 = stablehlo." + op.str() + " %x, %y : " + type +
         "\n  return %0 : " + type + "\n}";
}

/// Folds the op with two different non-splat constants as its operands.
void foldOnce(benchmark::State &state, Route route, StringRef op) {
  DialectRegistry registry;
  if (route == Route::FoldOpt) {
    sfold::registerAllDialects(registry);
  } else {
    registry.insert<stablehlo::StablehloDialect, chlo::ChloDialect,
                    func::FuncDialect>();
    sfold::openxla::registerOpenXLAFoldExtensions(registry);
  }
  MLIRContext context(registry);
  int64_t n = state.range(0);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program(n, op), &context);
  if (!module) {
    state.SkipWithError("does not parse");
    return;
  }
  auto func = *module->getOps<func::FuncOp>().begin();
  Operation *target = &func.getBody().front().front();
  auto type = llvm::cast<ShapedType>(target->getOperand(0).getType());
  std::vector<float> x(n), y(n);
  for (int64_t i = 0; i < n; ++i) {
    x[i] = 0.5f * static_cast<float>(i);
    y[i] = 0.25f * static_cast<float>(i % 1000);
  }
  SmallVector<Attribute> values = {
      DenseElementsAttr::get(type, ArrayRef<float>(x)),
      DenseElementsAttr::get(type, ArrayRef<float>(y))};
  for (auto _ : state) {
    SmallVector<OpFoldResult> folded;
    if (failed(target->fold(values, folded))) {
      state.SkipWithError("does not fold");
      return;
    }
    benchmark::DoNotOptimize(folded.data());
  }
  state.SetItemsProcessed(state.iterations() * n);
}

void BM_FoldOptAdd(benchmark::State &s) { foldOnce(s, Route::FoldOpt, "add"); }
void BM_BridgeAdd(benchmark::State &s) { foldOnce(s, Route::Bridge, "add"); }
} // namespace

BENCHMARK(BM_FoldOptAdd)->Arg(4)->Arg(1 << 14)->Arg(1 << 20)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_BridgeAdd)->Arg(4)->Arg(1 << 14)->Arg(1 << 20)->Unit(benchmark::kMicrosecond);

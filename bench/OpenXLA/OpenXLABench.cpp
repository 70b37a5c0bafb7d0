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
#include "mlir/IR/Matchers.h"
#include "mlir/Parser/Parser.h"

#include "benchmark/benchmark.h"

using namespace mlir;

namespace {
enum class Route { FoldOpt, Bridge };

/// `%a op %b` on two different non-splat f32 tensors of `n` elements.
std::string program(int64_t n, StringRef op) {
  std::string type = "tensor<" + std::to_string(n) + "xf32>";
  return "func.func @f() -> " + type + " {\n  %i = stablehlo.iota dim = 0 : " +
         type + "\n  %a = stablehlo.constant dense<0.5> : " + type +
         "\n  %b = stablehlo.add %i, %a : " + type + "\n  %0 = stablehlo." +
         op.str() + " %i, %b : " + type + "\n  return %0 : " + type + "\n}";
}

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
  // The operands as constants: the iota and the sum, folded first.
  auto func = *module->getOps<func::FuncOp>().begin();
  SmallVector<Operation *> ops;
  for (Operation &o : func.getBody().front())
    ops.push_back(&o);
  SmallVector<Attribute> values;
  for (Operation *o : {ops[0], ops[2]}) {
    SmallVector<Attribute> operands;
    for (Value v : o->getOperands()) {
      Attribute attr;
      if (matchPattern(v, m_Constant(&attr)))
        operands.push_back(attr);
      else
        operands.push_back(values.empty() ? Attribute() : values[0]);
    }
    SmallVector<OpFoldResult> folded;
    if (failed(o->fold(operands, folded)) || folded.size() != 1) {
      state.SkipWithError("operand does not fold");
      return;
    }
    values.push_back(llvm::cast<Attribute>(folded[0]));
  }
  Operation *target = ops[3];
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

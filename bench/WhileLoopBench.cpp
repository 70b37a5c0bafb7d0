//===- WhileLoopBench.cpp - per-op overhead of the evaluator --------------===//
//
// A `while` loop whose iteration is three scalar ops (compare, an i64 add,
// an f32 add), interpreted, beside a plain C++ loop doing the same work.
// `time_per_iteration` is the cost of one loop iteration; the difference is
// the evaluator's per-op overhead (dispatch, budget, values, allocation).
// Also: one scalar op run through the fold path (`evaluateOp`).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include <benchmark/benchmark.h>

#include <string>

using namespace mlir;
using namespace mlir::sfold;

namespace {

MLIRContext &context() {
  static MLIRContext *ctx = [] {
    DialectRegistry registry;
    registerAllDialects(registry);
    auto *c = new MLIRContext(registry);
    c->loadAllAvailableDialects();
    return c;
  }();
  return *ctx;
}

std::string loopProgram(int64_t n) {
  return R"(
func.func @main() -> (tensor<i64>, tensor<f32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<)" +
         std::to_string(n) + R"(> : tensor<i64>
  %x = stablehlo.constant dense<0.5> : tensor<f32>
  %acc0 = stablehlo.constant dense<0.0> : tensor<f32>
  %r:2 = stablehlo.while(%i = %c0, %acc = %acc0) : tensor<i64>, tensor<f32>
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %c1 : tensor<i64>
    %a1 = stablehlo.add %acc, %x : tensor<f32>
    stablehlo.return %i1, %a1 : tensor<i64>, tensor<f32>
  }
  return %r#0, %r#1 : tensor<i64>, tensor<f32>
}
)";
}

constexpr int64_t kIterations = 100000;

/// Time per loop iteration (the counter is inverted: seconds per item).
void setPerIteration(benchmark::State &state, int64_t perRun) {
  state.counters["time_per_iteration"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * perRun,
      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}

void BM_WhileLoopInterpreted(benchmark::State &state) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(loopProgram(kIterations), &context());
  if (!module) {
    state.SkipWithError("parse failed");
    return;
  }
  auto func = module->lookupSymbol<func::FuncOp>("main");
  InterpreterOptions options;
  for (auto _ : state) {
    FailureOr<ValueList> r =
        runEntryFunction(func, {}, options, llvm::nulls());
    if (failed(r) || (*r)[0].getTensor().data<int64_t>()[0] != kIterations) {
      state.SkipWithError("the loop failed");
      return;
    }
  }
  setPerIteration(state, kIterations);
}
BENCHMARK(BM_WhileLoopInterpreted)->Unit(benchmark::kMillisecond);

void BM_WhileLoopPlainLoop(benchmark::State &state) {
  for (auto _ : state) {
    int64_t i = 0, n = kIterations;
    float acc = 0, x = 0.5f;
    benchmark::DoNotOptimize(n);
    while (true) {
      bool more = i < n;
      benchmark::DoNotOptimize(more);
      if (!more)
        break;
      i = i + 1;
      acc = acc + x;
      benchmark::DoNotOptimize(i);
      benchmark::DoNotOptimize(acc);
    }
  }
  setPerIteration(state, kIterations);
}
BENCHMARK(BM_WhileLoopPlainLoop)->Unit(benchmark::kMillisecond);

/// One scalar add folded as the fold hook does: operands given, one op run.
void BM_EvaluateScalarOp(benchmark::State &state) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(R"(
func.func @f(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {
  %r = stablehlo.add %a, %b : tensor<f32>
  return %r : tensor<f32>
})",
                                                             &context());
  auto func = module->lookupSymbol<func::FuncOp>("f");
  Operation *add = &func.getBody().front().front();
  RankedTensorType type = RankedTensorType::get({}, Float32Type::get(&context()));
  float one = 1.0f;
  ValueList operands = {
      InterpreterValue(Tensor::fromValues<float>(type, ArrayRef<float>(one))),
      InterpreterValue(Tensor::fromValues<float>(type, ArrayRef<float>(one)))};
  InterpreterOptions options;
  Evaluator evaluator(*module, options, llvm::nulls());
  llvm::DenseMap<Value, InterpreterValue> none;
  for (auto _ : state) {
    FailureOr<ValueList> r = evaluator.evaluateOp(add, operands, none);
    benchmark::DoNotOptimize(r);
  }
  state.SetItemsProcessed(state.iterations());
}
BENCHMARK(BM_EvaluateScalarOp);

} // namespace

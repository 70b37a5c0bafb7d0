//===- WhileLoopBench.cpp - per-op overhead of the evaluator --------------===//
//
// A `while` loop whose iteration is three scalar ops (compare, an i64 add,
// an f32 add), interpreted, beside a plain C++ loop doing the same work.
// `time_per_iteration` is the cost of one loop iteration; the difference is
// the evaluator's per-op overhead (dispatch, budget, values, allocation).
// Loops over small tensors, each beside its plain loop: a tensor<4xf32>
// multiply-add, tensor<16xi32> counters, a dynamic_slice /
// dynamic_update_slice into a carried tensor<64xf32> (also interpreted
// only, and compiled each run). Also: one scalar op run through the fold
// path (`evaluateOp`).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/StringRef.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <cstring>
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

/// Runs `program` per benchmark iteration with `options` (by default: one
/// cache of native loops for all runs, as a pass or a program run many
/// times has); checks the loop's count.
void runLoop(benchmark::State &state, const std::string &program,
             InterpreterOptions options = InterpreterOptions()) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program, &context());
  if (!module) {
    state.SkipWithError("parse failed");
    return;
  }
  auto func = module->lookupSymbol<func::FuncOp>("main");
  bool freshCache = options.nativeLoops && options.nativeLoopSteps == 0;
  for (auto _ : state) {
    if (freshCache)
      options.nativeLoops = makeNativeLoopCache();
    FailureOr<ValueList> r =
        runEntryFunction(func, {}, options, llvm::nulls());
    if (failed(r) || (*r)[0].getTensor().data<int64_t>()[0] != kIterations) {
      state.SkipWithError("the loop failed");
      return;
    }
  }
  setPerIteration(state, kIterations);
}

/// The plain C++ loop beside an interpreted one: `step(i, values)` per
/// iteration of a loop counting to kIterations from `values = init()`.
template <typename Init, typename Step>
void runPlainLoop(benchmark::State &state, Init init, Step step) {
  for (auto _ : state) {
    int64_t i = 0, n = kIterations;
    auto values = init();
    benchmark::DoNotOptimize(n);
    while (true) {
      bool more = i < n;
      benchmark::DoNotOptimize(more);
      if (!more)
        break;
      step(i, values);
      i = i + 1;
      benchmark::DoNotOptimize(i);
      benchmark::DoNotOptimize(values);
    }
  }
  setPerIteration(state, kIterations);
}

void BM_WhileLoopInterpreted(benchmark::State &state) {
  runLoop(state, loopProgram(kIterations));
}
BENCHMARK(BM_WhileLoopInterpreted)->Unit(benchmark::kMillisecond);

void BM_WhileLoopPlainLoop(benchmark::State &state) {
  runPlainLoop(
      state, [] { return std::array<float, 1>{0}; },
      [](int64_t, std::array<float, 1> &acc) { acc[0] = acc[0] + 0.5f; });
}
BENCHMARK(BM_WhileLoopPlainLoop)->Unit(benchmark::kMillisecond);

/// A loop of `kIterations` iterations over `(%i : tensor<i64>, state)`:
/// `decls` defines constants before it, `body` computes `%next` from `%s`.
std::string smallLoopProgram(StringRef stateType, StringRef init,
                             StringRef decls, StringRef body) {
  std::string t = stateType.str();
  return R"(
func.func @main() -> (tensor<i64>, )" + t + R"() {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<)" + std::to_string(kIterations) +
         R"(> : tensor<i64>
  %s0 = stablehlo.constant )" + init.str() + " : " + t + "\n" + decls.str() +
         R"(
  %r:2 = stablehlo.while(%i = %c0, %s = %s0) : tensor<i64>, )" + t + R"(
   cond {
    %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %i1 = stablehlo.add %i, %c1 : tensor<i64>
)" + body.str() + R"(
    stablehlo.return %i1, %next : tensor<i64>, )" + t + R"(
  }
  return %r#0, %r#1 : tensor<i64>, )" + t + R"(
}
)";
}

/// `%next = %s * a + b` on tensor<4xf32>.
void BM_LoopMulAdd4xF32(benchmark::State &state) {
  runLoop(state,
          smallLoopProgram(
              "tensor<4xf32>", "dense<[1.0, 2.0, 3.0, 4.0]>", R"(
  %a = stablehlo.constant dense<[0.5, 0.25, 0.75, 0.875]> : tensor<4xf32>
  %b = stablehlo.constant dense<[1.0, -2.0, 0.5, 3.0]> : tensor<4xf32>)",
              R"(
    %m = stablehlo.multiply %s, %a : tensor<4xf32>
    %next = stablehlo.add %m, %b : tensor<4xf32>)"));
}
BENCHMARK(BM_LoopMulAdd4xF32)->Unit(benchmark::kMillisecond);

void BM_LoopMulAdd4xF32PlainLoop(benchmark::State &state) {
  runPlainLoop(
      state, [] { return std::array<float, 4>{1, 2, 3, 4}; },
      [](int64_t, std::array<float, 4> &x) {
        const float a[4] = {0.5f, 0.25f, 0.75f, 0.875f}, b[4] = {1, -2, 0.5f, 3};
        for (int k = 0; k < 4; ++k)
          x[k] = x[k] * a[k] + b[k];
      });
}
BENCHMARK(BM_LoopMulAdd4xF32PlainLoop)->Unit(benchmark::kMillisecond);

/// `%next = %s + step` on tensor<16xi32>.
void BM_LoopCounters16xI32(benchmark::State &state) {
  runLoop(state, smallLoopProgram(
                     "tensor<16xi32>", "dense<0>", R"(
  %step = stablehlo.iota dim = 0 : tensor<16xi32>)",
                     R"(
    %next = stablehlo.add %s, %step : tensor<16xi32>)"));
}
BENCHMARK(BM_LoopCounters16xI32)->Unit(benchmark::kMillisecond);

void BM_LoopCounters16xI32PlainLoop(benchmark::State &state) {
  runPlainLoop(
      state, [] { return std::array<int32_t, 16>{}; },
      [](int64_t, std::array<int32_t, 16> &c) {
        for (int k = 0; k < 16; ++k)
          c[k] = static_cast<int32_t>(static_cast<uint32_t>(c[k]) + k);
      });
}
BENCHMARK(BM_LoopCounters16xI32PlainLoop)->Unit(benchmark::kMillisecond);

/// Element `i mod 64` of a carried tensor<64xf32> read with dynamic_slice,
/// scaled and written back with dynamic_update_slice.
std::string dynamicUpdateProgram() {
  return smallLoopProgram("tensor<64xf32>", "dense<1.0>", R"(
  %mask = stablehlo.constant dense<63> : tensor<i64>
  %scale = stablehlo.constant dense<1.5> : tensor<1xf32>
  %one = stablehlo.constant dense<1.0> : tensor<1xf32>)",
                          R"(
    %j = stablehlo.and %i, %mask : tensor<i64>
    %e = stablehlo.dynamic_slice %s, %j, sizes = [1] : (tensor<64xf32>, tensor<i64>) -> tensor<1xf32>
    %m = stablehlo.multiply %e, %scale : tensor<1xf32>
    %u = stablehlo.add %m, %one : tensor<1xf32>
    %next = stablehlo.dynamic_update_slice %s, %u, %j : (tensor<64xf32>, tensor<1xf32>, tensor<i64>) -> tensor<64xf32>)");
}
void BM_LoopDynamicUpdate64xF32(benchmark::State &state) {
  runLoop(state, dynamicUpdateProgram());
}
BENCHMARK(BM_LoopDynamicUpdate64xF32)->Unit(benchmark::kMillisecond);

/// The same loop never compiled (`--native-loops=false`).
void BM_LoopDynamicUpdate64xF32Interpreted(benchmark::State &state) {
  InterpreterOptions options;
  options.nativeLoops = nullptr;
  runLoop(state, dynamicUpdateProgram(), options);
}
BENCHMARK(BM_LoopDynamicUpdate64xF32Interpreted)
    ->Unit(benchmark::kMillisecond);

/// The same loop compiled before its first iteration into a new cache each
/// run: a compile and the loop's native run (the time of the loop alone is
/// BM_LoopDynamicUpdate64xF32's).
void BM_LoopDynamicUpdate64xF32Compiled(benchmark::State &state) {
  InterpreterOptions options;
  options.nativeLoopSteps = 0;
  runLoop(state, dynamicUpdateProgram(), options);
}
BENCHMARK(BM_LoopDynamicUpdate64xF32Compiled)->Unit(benchmark::kMillisecond);

void BM_LoopDynamicUpdate64xF32PlainLoop(benchmark::State &state) {
  runPlainLoop(
      state,
      [] {
        std::array<float, 64> s;
        s.fill(1.0f);
        return s;
      },
      [](int64_t i, std::array<float, 64> &s) {
        // The same work as the program: the start clamped for the slice
        // and again for the update, a one-element slice copied out, scaled,
        // shifted and copied back.
        int64_t j = i & 63;
        benchmark::DoNotOptimize(j);
        float e[1];
        std::memcpy(e, s.data() + std::clamp<int64_t>(j, 0, 63), sizeof(e));
        benchmark::DoNotOptimize(e);
        float u[1] = {e[0] * 1.5f};
        u[0] = u[0] + 1.0f;
        std::memcpy(s.data() + std::clamp<int64_t>(j, 0, 63), u, sizeof(u));
      });
}
BENCHMARK(BM_LoopDynamicUpdate64xF32PlainLoop)->Unit(benchmark::kMillisecond);

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

//===- FoldBench.cpp - folding through the pass vs the bare kernel --------===//
//
// The same op folded by `--fold-constants` (unpack the constant operands,
// run the kernel through its handler, pack the result, replace the op) and
// computed by the bare kernel, in one binary. Peak resident memory is
// reported as a counter: run one benchmark per process to read it, e.g.
//   bench/FoldBench --benchmark_filter=BM_FoldTransposePass
// Each pass iteration compiles in a context of its own, as a compiler does
// per module: a context keeps every constant (dense attribute or resource
// blob) it ever held until it is destroyed.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/LinalgKernels.h"
#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"

#include <benchmark/benchmark.h>

#include <memory>
#include <random>
#include <sys/resource.h>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {

double peakMiB() {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

std::unique_ptr<MLIRContext> newContext() {
  DialectRegistry registry;
  registry.insert<StablehloDialect, func::FuncDialect>();
  auto c = std::make_unique<MLIRContext>(registry);
  c->loadAllAvailableDialects();
  c->disableMultithreading();
  return c;
}

/// The context of the bare-kernel benchmarks.
MLIRContext &context() {
  static MLIRContext *ctx = newContext().release();
  return *ctx;
}

DenseElementsAttr randomAttr(RankedTensorType type, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-1, 1);
  std::vector<float> v(type.getNumElements());
  for (float &x : v)
    x = dist(rng);
  return DenseElementsAttr::get(type, ArrayRef<float>(v));
}

/// func @f() { return op(constants) } for `build`.
OwningOpRef<ModuleOp>
makeModule(MLIRContext &ctx, ArrayRef<DenseElementsAttr> inputs,
           Type resultType,
           function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> build) {
  OpBuilder b(&ctx);
  Location loc = b.getUnknownLoc();
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  auto func = func::FuncOp::create(b, loc, "f",
                                   b.getFunctionType({}, {resultType}));
  b.setInsertionPointToStart(func.addEntryBlock());
  SmallVector<Value> values;
  for (DenseElementsAttr a : inputs)
    values.push_back(ConstantOp::create(b, loc, a.getType(), a));
  Value result = build(b, loc, values);
  func::ReturnOp::create(b, loc, result);
  return module;
}

/// Folds `build(inputs(ctx))` with --fold-constants, in a fresh context per
/// iteration (created and destroyed outside the timing).
void runPass(
    benchmark::State &state,
    function_ref<SmallVector<DenseElementsAttr>(MLIRContext &)> inputs,
    function_ref<Type(MLIRContext &)> resultType,
    function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> build) {
  FoldConstantsOptions options;
  options.sizeBudget = uint64_t(1) << 30;
  for (auto _ : state) {
    state.PauseTiming();
    std::unique_ptr<MLIRContext> ctx = newContext();
    OwningOpRef<ModuleOp> module =
        makeModule(*ctx, inputs(*ctx), resultType(*ctx), build);
    PassManager pm(ctx.get());
    pm.addPass(createFoldConstants(options));
    state.ResumeTiming();
    if (failed(pm.run(*module)))
      state.SkipWithError("fold-constants failed");
    state.PauseTiming();
    module = nullptr; // destroy outside the timing
    ctx.reset();
    state.ResumeTiming();
  }
  state.counters["peak_MiB"] = peakMiB();
}

// --- transpose 4096 x 4096 f32 (64 MiB) -------------------------------------

constexpr int64_t kT = 4096;

RankedTensorType f32Type(ArrayRef<int64_t> shape,
                         MLIRContext &ctx = context()) {
  return RankedTensorType::get(shape, Float32Type::get(&ctx));
}

void BM_FoldTransposePass(benchmark::State &state) {
  runPass(
      state,
      [](MLIRContext &ctx) -> SmallVector<DenseElementsAttr> {
        return {randomAttr(f32Type({kT, kT}, ctx), 1)};
      },
      [](MLIRContext &ctx) -> Type { return f32Type({kT, kT}, ctx); },
      [](OpBuilder &b, Location loc, ArrayRef<Value> v) -> Value {
        return TransposeOp::create(b, loc, v[0].getType(), v[0],
                                   b.getDenseI64ArrayAttr({1, 0}));
      });
  state.counters["data_MiB"] = 64;
}
BENCHMARK(BM_FoldTransposePass)->Unit(benchmark::kMillisecond)->Iterations(5);

void BM_TransposeBareKernel(benchmark::State &state) {
  DenseElementsAttr in = randomAttr(f32Type({kT, kT}), 1);
  Tensor t = *makeTensor(in);
  for (auto _ : state) {
    FailureOr<Tensor> r = transposeOp(t, {1, 0}, f32Type({kT, kT}));
    benchmark::DoNotOptimize(r->rawData());
  }
  state.counters["peak_MiB"] = peakMiB();
}
BENCHMARK(BM_TransposeBareKernel)->Unit(benchmark::kMillisecond)->Iterations(5);

// --- dot_general 1024 x 1024 x 1024 f32 -------------------------------------

constexpr int64_t kD = 1024;

void BM_FoldDotGeneralPass(benchmark::State &state) {
  runPass(
      state,
      [](MLIRContext &ctx) -> SmallVector<DenseElementsAttr> {
        return {randomAttr(f32Type({kD, kD}, ctx), 2),
                randomAttr(f32Type({kD, kD}, ctx), 3)};
      },
      [](MLIRContext &ctx) -> Type { return f32Type({kD, kD}, ctx); },
      [](OpBuilder &b, Location loc, ArrayRef<Value> v) -> Value {
        auto dims =
            DotDimensionNumbersAttr::get(b.getContext(), {}, {}, {1}, {0});
        return DotGeneralOp::create(b, loc, v[0].getType(), v[0], v[1], dims,
                                    nullptr, nullptr);
      });
  state.counters["data_MiB"] = 12;
}
BENCHMARK(BM_FoldDotGeneralPass)->Unit(benchmark::kMillisecond)->Iterations(3);

void BM_DotGeneralBareKernel(benchmark::State &state) {
  Tensor lhs = *makeTensor(randomAttr(f32Type({kD, kD}), 2));
  Tensor rhs = *makeTensor(randomAttr(f32Type({kD, kD}), 3));
  for (auto _ : state) {
    FailureOr<Tensor> r =
        dotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, f32Type({kD, kD}));
    benchmark::DoNotOptimize(r->rawData());
  }
  state.counters["peak_MiB"] = peakMiB();
}
BENCHMARK(BM_DotGeneralBareKernel)->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

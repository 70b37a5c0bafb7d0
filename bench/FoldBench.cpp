//===- FoldBench.cpp - folding through the pass vs the bare kernel --------===//
//
// The same op folded by `--fold-constants` (unpack the constant operands,
// run the kernel through its handler, pack the result, replace the op) and
// computed by the bare kernel, in one binary. Peak resident memory is
// reported as a counter: run one benchmark per process to read it, e.g.
//   bench/FoldBench --benchmark_filter=BM_FoldTransposePass
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

MLIRContext &context() {
  static MLIRContext *ctx = [] {
    DialectRegistry registry;
    registry.insert<StablehloDialect, func::FuncDialect>();
    auto *c = new MLIRContext(registry);
    c->loadAllAvailableDialects();
    c->disableMultithreading();
    return c;
  }();
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
makeModule(ArrayRef<DenseElementsAttr> inputs, Type resultType,
           function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> build) {
  MLIRContext &ctx = context();
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

void runPass(benchmark::State &state, ArrayRef<DenseElementsAttr> inputs,
             Type resultType,
             function_ref<Value(OpBuilder &, Location, ArrayRef<Value>)> build) {
  FoldConstantsOptions options;
  options.sizeBudget = uint64_t(1) << 30;
  for (auto _ : state) {
    state.PauseTiming();
    OwningOpRef<ModuleOp> module = makeModule(inputs, resultType, build);
    PassManager pm(&context());
    pm.addPass(createFoldConstants(options));
    state.ResumeTiming();
    if (failed(pm.run(*module)))
      state.SkipWithError("fold-constants failed");
    state.PauseTiming();
    module = nullptr; // destroy outside the timing
    state.ResumeTiming();
  }
  state.counters["peak_MiB"] = peakMiB();
}

// --- transpose 4096 x 4096 f32 (64 MiB) -------------------------------------

constexpr int64_t kT = 4096;

RankedTensorType f32Type(ArrayRef<int64_t> shape) {
  return RankedTensorType::get(shape, Float32Type::get(&context()));
}

void BM_FoldTransposePass(benchmark::State &state) {
  DenseElementsAttr in = randomAttr(f32Type({kT, kT}), 1);
  runPass(state, {in}, f32Type({kT, kT}),
          [](OpBuilder &b, Location loc, ArrayRef<Value> v) -> Value {
            return TransposeOp::create(b, loc, f32Type({kT, kT}), v[0],
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
  DenseElementsAttr lhs = randomAttr(f32Type({kD, kD}), 2);
  DenseElementsAttr rhs = randomAttr(f32Type({kD, kD}), 3);
  runPass(state, {lhs, rhs}, f32Type({kD, kD}),
          [](OpBuilder &b, Location loc, ArrayRef<Value> v) -> Value {
            auto dims = DotDimensionNumbersAttr::get(b.getContext(), {}, {},
                                                     {1}, {0});
            return DotGeneralOp::create(b, loc, f32Type({kD, kD}), v[0], v[1],
                                        dims, nullptr, nullptr);
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

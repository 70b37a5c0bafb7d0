//===- KernelBench.cpp - transpose, reduce, scatter, sort vs plain loops --===//
//
// Each kernel beside a plain C++ loop doing the same work on the same data,
// in the same binary, so their ratio is meaningful on a busy machine.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/DataMovementKernels.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {

MLIRContext &context() {
  static MLIRContext ctx;
  return ctx;
}

RankedTensorType tensorType(ArrayRef<int64_t> shape, Type element) {
  return RankedTensorType::get(shape, element);
}

Type f32() { return Float32Type::get(&context()); }
Type i32() { return IntegerType::get(&context(), 32); }
Type i64() { return IntegerType::get(&context(), 64); }

std::vector<float> randomFloats(size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(-100, 100);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(rng);
  return v;
}

// --- transpose: 2048 x 2048 f32, dims = [1, 0] ------------------------------

constexpr int64_t kT = 2048;

void BM_TransposeKernel(benchmark::State &state) {
  std::vector<float> data = randomFloats(kT * kT, 1);
  Tensor in = Tensor::fromValues<float>(tensorType({kT, kT}, f32()), data);
  RankedTensorType out = tensorType({kT, kT}, f32());
  for (auto _ : state) {
    FailureOr<Tensor> t = transposeOp(in, {1, 0}, out);
    benchmark::DoNotOptimize(t->rawData());
  }
  state.SetItemsProcessed(state.iterations() * kT * kT);
}
BENCHMARK(BM_TransposeKernel)->Unit(benchmark::kMillisecond);

void BM_TransposePlainLoop(benchmark::State &state) {
  std::vector<float> in = randomFloats(kT * kT, 1), out(kT * kT);
  for (auto _ : state) {
    for (int64_t i = 0; i < kT; ++i)
      for (int64_t j = 0; j < kT; ++j)
        out[j * kT + i] = in[i * kT + j];
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * kT * kT);
}
BENCHMARK(BM_TransposePlainLoop)->Unit(benchmark::kMillisecond);

// --- reduce: 1024 x 1024 f32 across dimension 1 (inner) or 0 (outer) ------

constexpr int64_t kR = 1024;

/// reduceOp of `kind` from `initValue` over `dim` on `threads` threads (0:
/// the machine's), with the host's instruction set or `isa`.
void reduceKernel(benchmark::State &state, BinaryOpKind kind, float initValue,
                  int64_t dim, unsigned threads,
                  KernelIsa isa = getDefaultKernelIsa()) {
  std::vector<float> data = randomFloats(kR * kR, 2);
  Tensor in = Tensor::fromValues<float>(tensorType({kR, kR}, f32()), data);
  Tensor init = Tensor::fromValues<float>(tensorType({}, f32()),
                                          ArrayRef<float>(initValue));
  ShapedType out = tensorType({kR}, f32());
  auto never = [](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    return failure();
  };
  ReducerBody body{kind, never};
  KernelConfigScope scope({isa, threads});
  for (auto _ : state) {
    FailureOr<SmallVector<Tensor>> r =
        reduceOp({in}, {init}, {dim}, body, {out});
    benchmark::DoNotOptimize((*r)[0].rawData());
  }
  state.SetItemsProcessed(state.iterations() * kR * kR);
}

/// One thread: the work of one core.
void BM_ReduceAddKernel(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Add, 0, 1, 1);
}
BENCHMARK(BM_ReduceAddKernel)->Unit(benchmark::kMillisecond);

void BM_ReduceMaxKernel(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Maximum, -1e30f, 1, 1);
}
BENCHMARK(BM_ReduceMaxKernel)->Unit(benchmark::kMillisecond);

void BM_ReduceAddOuterKernel(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Add, 0, 0, 1);
}
BENCHMARK(BM_ReduceAddOuterKernel)->Unit(benchmark::kMillisecond);

void BM_ReduceMaxOuterKernel(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Maximum, -1e30f, 0, 1);
}
BENCHMARK(BM_ReduceMaxOuterKernel)->Unit(benchmark::kMillisecond);

/// The portable path (SSE2 on x86-64; the only one before reduce had a path
/// per instruction set), beside the host's in the same binary.
void BM_ReduceAddKernelPortable(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Add, 0, 1, 1, KernelIsa::Portable);
}
BENCHMARK(BM_ReduceAddKernelPortable)->Unit(benchmark::kMillisecond);

void BM_ReduceMaxKernelPortable(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Maximum, -1e30f, 1, 1, KernelIsa::Portable);
}
BENCHMARK(BM_ReduceMaxKernelPortable)->Unit(benchmark::kMillisecond);

void BM_ReduceAddOuterKernelPortable(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Add, 0, 0, 1, KernelIsa::Portable);
}
BENCHMARK(BM_ReduceAddOuterKernelPortable)->Unit(benchmark::kMillisecond);

void BM_ReduceMaxOuterKernelPortable(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Maximum, -1e30f, 0, 1,
               KernelIsa::Portable);
}
BENCHMARK(BM_ReduceMaxOuterKernelPortable)->Unit(benchmark::kMillisecond);

/// Every hardware thread (wall time).
void BM_ReduceAddKernelThreads(benchmark::State &state) {
  reduceKernel(state, BinaryOpKind::Add, 0, 1, 0);
}
BENCHMARK(BM_ReduceAddKernelThreads)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_ReduceAddPlainLoop(benchmark::State &state) {
  std::vector<float> in = randomFloats(kR * kR, 2), out(kR);
  for (auto _ : state) {
    for (int64_t i = 0; i < kR; ++i) {
      float acc = 0;
      for (int64_t j = 0; j < kR; ++j)
        acc += in[i * kR + j];
      out[i] = acc;
    }
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * kR * kR);
}
BENCHMARK(BM_ReduceAddPlainLoop)->Unit(benchmark::kMillisecond);

/// The outer reduction as plain loops: rows added into the output in turn.
void BM_ReduceAddOuterPlainLoop(benchmark::State &state) {
  std::vector<float> in = randomFloats(kR * kR, 2), out(kR);
  for (auto _ : state) {
    std::fill(out.begin(), out.end(), 0.0f);
    for (int64_t i = 0; i < kR; ++i)
      for (int64_t j = 0; j < kR; ++j)
        out[j] += in[i * kR + j];
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * kR * kR);
}
BENCHMARK(BM_ReduceAddOuterPlainLoop)->Unit(benchmark::kMillisecond);

// --- scatter: 1M f32 operand, 1M random indices, add ------------------------

constexpr int64_t kS = 1 << 20;

std::vector<int64_t> randomIndices(unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<int64_t> idx(kS);
  for (int64_t &i : idx)
    i = static_cast<int64_t>(rng() % kS);
  return idx;
}

void BM_ScatterAddKernel(benchmark::State &state) {
  std::vector<float> base = randomFloats(kS, 3), upd = randomFloats(kS, 4);
  std::vector<int64_t> idx = randomIndices(5);
  Tensor operand = Tensor::fromValues<float>(tensorType({kS}, f32()), base);
  Tensor indices = Tensor::fromValues<int64_t>(tensorType({kS, 1}, i64()), idx);
  Tensor updates = Tensor::fromValues<float>(tensorType({kS}, f32()), upd);
  int64_t inserted[] = {0}, toOperand[] = {0};
  ScatterDimensions dims;
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = toOperand;
  dims.indexVectorDim = 1;
  ScatterComputation add;
  add.combiner = BinaryOpKind::Add;
  for (auto _ : state) {
    FailureOr<SmallVector<Tensor>> r =
        scatterOp({operand}, indices, {updates}, dims, add);
    benchmark::DoNotOptimize((*r)[0].rawData());
  }
  state.SetItemsProcessed(state.iterations() * kS);
}
BENCHMARK(BM_ScatterAddKernel)->Unit(benchmark::kMillisecond);

void BM_ScatterMaxKernel(benchmark::State &state) {
  std::vector<float> base = randomFloats(kS, 3), upd = randomFloats(kS, 4);
  std::vector<int64_t> idx = randomIndices(5);
  Tensor operand = Tensor::fromValues<float>(tensorType({kS}, f32()), base);
  Tensor indices = Tensor::fromValues<int64_t>(tensorType({kS, 1}, i64()), idx);
  Tensor updates = Tensor::fromValues<float>(tensorType({kS}, f32()), upd);
  int64_t inserted[] = {0}, toOperand[] = {0};
  ScatterDimensions dims;
  dims.insertedWindowDims = inserted;
  dims.scatterDimsToOperandDims = toOperand;
  dims.indexVectorDim = 1;
  ScatterComputation max;
  max.combiner = BinaryOpKind::Maximum;
  for (auto _ : state) {
    FailureOr<SmallVector<Tensor>> r =
        scatterOp({operand}, indices, {updates}, dims, max);
    benchmark::DoNotOptimize((*r)[0].rawData());
  }
  state.SetItemsProcessed(state.iterations() * kS);
}
BENCHMARK(BM_ScatterMaxKernel)->Unit(benchmark::kMillisecond);

void BM_ScatterAddPlainLoop(benchmark::State &state) {
  std::vector<float> base = randomFloats(kS, 3), upd = randomFloats(kS, 4);
  std::vector<int64_t> idx = randomIndices(5);
  for (auto _ : state) {
    std::vector<float> out = base; // the kernel copies its operand too
    for (int64_t k = 0; k < kS; ++k)
      out[idx[k]] += upd[k];
    benchmark::DoNotOptimize(out.data());
  }
  state.SetItemsProcessed(state.iterations() * kS);
}
BENCHMARK(BM_ScatterAddPlainLoop)->Unit(benchmark::kMillisecond);

// --- sort: 1M i32, ascending, stable ----------------------------------------

void BM_SortKernel(benchmark::State &state) {
  std::mt19937 rng(6);
  std::vector<int32_t> data(kS);
  for (int32_t &x : data)
    x = static_cast<int32_t>(rng());
  Tensor in = Tensor::fromValues<int32_t>(tensorType({kS}, i32()), data);
  auto never = [](ArrayRef<Tensor>) -> FailureOr<SmallVector<Tensor>> {
    return failure();
  };
  FastCompare lt;
  lt.direction = CompareDirection::LT;
  lt.type = CompareType::Signed;
  PredicateBody comparator{lt, never};
  for (auto _ : state) {
    FailureOr<SmallVector<Tensor>> r = sortOp({in}, 0, true, comparator);
    benchmark::DoNotOptimize((*r)[0].rawData());
  }
  state.SetItemsProcessed(state.iterations() * kS);
}
BENCHMARK(BM_SortKernel)->Unit(benchmark::kMillisecond);

void BM_SortPlainStableSort(benchmark::State &state) {
  std::mt19937 rng(6);
  std::vector<int32_t> data(kS);
  for (int32_t &x : data)
    x = static_cast<int32_t>(rng());
  for (auto _ : state) {
    std::vector<int32_t> v = data;
    std::stable_sort(v.begin(), v.end());
    benchmark::DoNotOptimize(v.data());
  }
  state.SetItemsProcessed(state.iterations() * kS);
}
BENCHMARK(BM_SortPlainStableSort)->Unit(benchmark::kMillisecond);

} // namespace

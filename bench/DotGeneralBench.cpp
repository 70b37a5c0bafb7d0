//===- DotGeneralBench.cpp - kernels vs plain loops -----------------------===//
//
// dot_general (256x256x256 f32) and convolution (1x32x32x16 input, 3x3x16x16
// kernel, f32) through the interpreter kernels, next to the plain C++ loop
// nests computing the same results, so that the ratio can be read off one
// run: `build/bin/DotGeneralBench`.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/LinalgKernels.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {
constexpr int64_t kN = 256;

std::vector<float> randomValues(int64_t n) {
  std::mt19937 rng(42);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(rng);
  return v;
}

MLIRContext &context() {
  static MLIRContext ctx;
  return ctx;
}

RankedTensorType f32(ArrayRef<int64_t> shape) {
  return RankedTensorType::get(shape, Float32Type::get(&context()));
}

/// 256^3 f32 on `threads` threads (0: the machine's); FLOP/s counts a
/// multiply-add as two.
void dotGeneral(benchmark::State &state, unsigned threads,
                KernelIsa isa = getDefaultKernelIsa()) {
  std::vector<float> a = randomValues(kN * kN), b = randomValues(kN * kN);
  Tensor lhs = Tensor::fromValues<float>(f32({kN, kN}), a);
  Tensor rhs = Tensor::fromValues<float>(f32({kN, kN}), b);
  RankedTensorType resultType = f32({kN, kN});
  KernelConfigScope config({isa, threads});
  for (auto _ : state) {
    FailureOr<Tensor> r = dotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, resultType);
    benchmark::DoNotOptimize(r->rawData());
  }
  state.counters["FLOP/s"] = benchmark::Counter(
      2.0 * kN * kN * kN * state.iterations(), benchmark::Counter::kIsRate);
}

/// One core, on the best instruction set of the CPU.
void BM_DotGeneralKernel(benchmark::State &state) { dotGeneral(state, 1); }
BENCHMARK(BM_DotGeneralKernel)->Unit(benchmark::kMillisecond);

/// One core, portable path (STABLEHLO_FOLD_ISA=portable).
void BM_DotGeneralKernelPortable(benchmark::State &state) {
  dotGeneral(state, 1, KernelIsa::Portable);
}
BENCHMARK(BM_DotGeneralKernelPortable)->Unit(benchmark::kMillisecond);

/// All of the machine's threads (wall-clock time is what counts).
void BM_DotGeneralKernelThreads(benchmark::State &state) {
  dotGeneral(state, 0);
}
BENCHMARK(BM_DotGeneralKernelThreads)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_DotPlainTripleLoop(benchmark::State &state) {
  std::vector<float> a = randomValues(kN * kN), b = randomValues(kN * kN);
  for (auto _ : state) {
    std::vector<float> c(kN * kN);
    for (int64_t i = 0; i < kN; ++i)
      for (int64_t j = 0; j < kN; ++j) {
        float sum = 0;
        for (int64_t k = 0; k < kN; ++k)
          sum += a[i * kN + k] * b[k * kN + j];
        c[i * kN + j] = sum;
      }
    benchmark::DoNotOptimize(c.data());
  }
}
BENCHMARK(BM_DotPlainTripleLoop)->Unit(benchmark::kMillisecond);

// Convolution: NHWC 1x32x32x16 input, HWIO 3x3x16x16 kernel, padding 1.
constexpr int64_t kH = 32, kW = 32, kC = 16, kO = 16, kK = 3;

void BM_ConvolutionKernel(benchmark::State &state) {
  std::vector<float> in = randomValues(kH * kW * kC),
                     ker = randomValues(kK * kK * kC * kO);
  Tensor lhs = Tensor::fromValues<float>(f32({1, kH, kW, kC}), in);
  Tensor rhs = Tensor::fromValues<float>(f32({kK, kK, kC, kO}), ker);
  ConvDimensions dims;
  dims.inputBatch = 0;
  dims.inputSpatial = {1, 2};
  dims.inputFeature = 3;
  dims.kernelSpatial = {0, 1};
  dims.kernelInputFeature = 2;
  dims.kernelOutputFeature = 3;
  dims.outputBatch = 0;
  dims.outputSpatial = {1, 2};
  dims.outputFeature = 3;
  ConvWindow window;
  window.padding = {{1, 1}, {1, 1}};
  RankedTensorType resultType = f32({1, kH, kW, kO});
  for (auto _ : state) {
    FailureOr<Tensor> r =
        convolutionOp(lhs, rhs, window, dims, 1, 1, resultType);
    benchmark::DoNotOptimize(r->rawData());
  }
}
BENCHMARK(BM_ConvolutionKernel)->Unit(benchmark::kMicrosecond);

void BM_ConvolutionPlainLoop(benchmark::State &state) {
  std::vector<float> in = randomValues(kH * kW * kC),
                     ker = randomValues(kK * kK * kC * kO);
  for (auto _ : state) {
    std::vector<float> out(kH * kW * kO);
    for (int64_t y = 0; y < kH; ++y)
      for (int64_t x = 0; x < kW; ++x)
        for (int64_t o = 0; o < kO; ++o) {
          float sum = 0;
          for (int64_t dy = 0; dy < kK; ++dy)
            for (int64_t dx = 0; dx < kK; ++dx) {
              int64_t iy = y + dy - 1, ix = x + dx - 1;
              if (iy < 0 || iy >= kH || ix < 0 || ix >= kW)
                continue;
              for (int64_t c = 0; c < kC; ++c)
                sum += in[(iy * kW + ix) * kC + c] *
                       ker[((dy * kK + dx) * kC + c) * kO + o];
            }
          out[(y * kW + x) * kO + o] = sum;
        }
    benchmark::DoNotOptimize(out.data());
  }
}
BENCHMARK(BM_ConvolutionPlainLoop)->Unit(benchmark::kMicrosecond);
} // namespace

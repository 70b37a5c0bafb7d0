//===- ElementwiseBench.cpp - Kernels beside plain loops ------------------===//
//
// Each benchmark pair runs a kernel and the plain C++ loop it should match in
// speed, on 1M elements. Items/s are elements per second.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <benchmark/benchmark.h>

#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {
constexpr int64_t kN = 1 << 20;

MLIRContext &context() {
  static MLIRContext ctx;
  return ctx;
}

RankedTensorType typeOf(const char *elem) {
  return RankedTensorType::get({kN}, parseType(elem, &context()));
}

/// Random moderate values of the element type (via float for floats).
Tensor randomTensor(const char *elem, unsigned seed) {
  Tensor t(typeOf(elem));
  std::mt19937 rng(seed);
  Type et = t.getElementType();
  (void)dispatchOnElementType(et, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    for (T &v : t.mutableData<T>()) {
      float f = static_cast<float>(static_cast<int>(rng() % 2000) - 1000) / 8;
      if constexpr (isFloatTag<Tag>)
        v = FloatCodec<Tag>(et).encode(f);
      else if constexpr (Tag::kind == ElementKind::Complex)
        v = T(f, -f);
      else
        v = static_cast<T>(rng());
    }
  });
  return t;
}

/// One core (kernel threads set to 1), so that CPU time is the work.
template <Tensor (*Kernel)(const Tensor &, const Tensor &, ShapedType)>
void kernel(benchmark::State &state, const char *elem) {
  Tensor a = randomTensor(elem, 1), b = randomTensor(elem, 2);
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  for (auto _ : state) {
    Tensor r = Kernel(a, b, a.getType());
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

/// convert from f32 (`from`) to `to` on one core.
void convertKernel(benchmark::State &state, const char *from, const char *to) {
  Tensor a = randomTensor(from, 1);
  RankedTensorType resultType = typeOf(to);
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  for (auto _ : state) {
    Tensor r = convertOp(a, resultType);
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

/// The plain loop a conversion is measured against: f32 -> f32 copy
/// through a function (memory traffic of a 4-byte source).
template <typename D, typename F>
void plainConvert(benchmark::State &state, F f) {
  std::vector<float> a(kN);
  std::mt19937 rng(1);
  for (float &v : a)
    v = static_cast<float>(rng() % 1000) / 8;
  for (auto _ : state) {
    std::vector<D> r(kN);
    for (int64_t i = 0; i < kN; ++i)
      r[i] = f(a[i]);
    benchmark::DoNotOptimize(r.data());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

template <typename T, typename F>
void plainLoop(benchmark::State &state, F f) {
  std::vector<T> a(kN), b(kN);
  std::mt19937 rng(1);
  for (int64_t i = 0; i < kN; ++i) {
    a[i] = static_cast<T>(rng() % 1000);
    b[i] = static_cast<T>(rng() % 1000);
  }
  for (auto _ : state) {
    std::vector<T> r(kN);
    for (int64_t i = 0; i < kN; ++i)
      r[i] = f(a[i], b[i]);
    benchmark::DoNotOptimize(r.data());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

void addKernel(benchmark::State &s, const char *elem) {
  kernel<addOp>(s, elem);
}
void maximumKernel(benchmark::State &s, const char *elem) {
  kernel<maximumOp>(s, elem);
}
void multiplyKernel(benchmark::State &s, const char *elem) {
  kernel<multiplyOp>(s, elem);
}

void plainAddF32(benchmark::State &s) {
  plainLoop<float>(s, [](float x, float y) { return x + y; });
}
void plainAddI32(benchmark::State &s) {
  plainLoop<int32_t>(s, [](int32_t x, int32_t y) {
    return static_cast<int32_t>(static_cast<uint32_t>(x) +
                                static_cast<uint32_t>(y));
  });
}
void plainAddBF16(benchmark::State &s) {
  plainLoop<uint16_t>(s, [](uint16_t x, uint16_t y) {
    return floatToBF16Bits(bf16BitsToFloat(x) + bf16BitsToFloat(y));
  });
}
void plainAddF16(benchmark::State &s) {
  plainLoop<uint16_t>(s, [](uint16_t x, uint16_t y) {
    return floatToF16Bits(f16BitsToFloat(x) + f16BitsToFloat(y));
  });
}

void convertF32ToBF16(benchmark::State &s) { convertKernel(s, "f32", "bf16"); }
void convertF32ToF16(benchmark::State &s) { convertKernel(s, "f32", "f16"); }
void convertF32ToF8E4M3FN(benchmark::State &s) {
  convertKernel(s, "f32", "f8E4M3FN");
}
void convertF32ToF8E5M2(benchmark::State &s) {
  convertKernel(s, "f32", "f8E5M2");
}
void convertF16ToF32(benchmark::State &s) { convertKernel(s, "f16", "f32"); }
/// f32 -> f32 through a plain loop (a copy): the memory-bound limit.
void plainCopyF32(benchmark::State &s) {
  plainConvert<float>(s, [](float x) { return x; });
}
/// f32 -> f16 through the per-element conversion, as a plain loop.
void plainConvertF32ToF16(benchmark::State &s) {
  plainConvert<uint16_t>(s, [](float x) { return floatToF16Bits(x); });
}

void unpackF32(benchmark::State &state) {
  Tensor t = randomTensor("f32", 3);
  DenseElementsAttr attr = makeAttr(t);
  for (auto _ : state) {
    FailureOr<Tensor> r = makeTensor(attr);
    benchmark::DoNotOptimize(r->rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

void unpackSplatF32(benchmark::State &state) {
  auto attr = DenseElementsAttr::get(typeOf("f32"), 1.5f);
  for (auto _ : state) {
    FailureOr<Tensor> r = makeTensor(attr);
    benchmark::DoNotOptimize(r->rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}
} // namespace

BENCHMARK_CAPTURE(addKernel, f32, "f32");
BENCHMARK(plainAddF32);
BENCHMARK_CAPTURE(addKernel, i32, "i32");
BENCHMARK(plainAddI32);
BENCHMARK_CAPTURE(addKernel, bf16, "bf16");
BENCHMARK(plainAddBF16);
BENCHMARK_CAPTURE(addKernel, f16, "f16");
BENCHMARK(plainAddF16);
BENCHMARK_CAPTURE(addKernel, f8E4M3FN, "f8E4M3FN");
BENCHMARK_CAPTURE(addKernel, f8E5M2, "f8E5M2");
BENCHMARK_CAPTURE(addKernel, i4, "i4");
BENCHMARK_CAPTURE(addKernel, complex_f32, "complex<f32>");
BENCHMARK_CAPTURE(maximumKernel, f32, "f32");
BENCHMARK_CAPTURE(multiplyKernel, i64, "i64");
BENCHMARK_CAPTURE(multiplyKernel, f32, "f32");
BENCHMARK_CAPTURE(multiplyKernel, bf16, "bf16");
BENCHMARK_CAPTURE(multiplyKernel, f16, "f16");
BENCHMARK_CAPTURE(multiplyKernel, f8E4M3FN, "f8E4M3FN");
BENCHMARK_CAPTURE(multiplyKernel, f8E5M2, "f8E5M2");
BENCHMARK(convertF32ToBF16);
BENCHMARK(convertF32ToF16);
BENCHMARK(convertF32ToF8E4M3FN);
BENCHMARK(convertF32ToF8E5M2);
BENCHMARK(convertF16ToF32);
BENCHMARK(plainCopyF32);
BENCHMARK(plainConvertF32ToF16);
BENCHMARK(unpackF32);
BENCHMARK(unpackSplatF32);

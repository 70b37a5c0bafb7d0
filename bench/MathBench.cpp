//===- MathBench.cpp - correctly rounded kernels vs the host libm ---------===//
//
// Each transcendental kernel (CrMath.h underneath) beside the loop it
// replaced: the host C library's function on float for f32 and the narrow
// types (decoded to float and encoded back) and on double for f64. 64K
// elements with operands in the usual range of each function; items/s are
// elements per second, one core. digamma has no C library counterpart.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/ChloKernels.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <complex>
#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {
constexpr int64_t kN = 1 << 16;

MLIRContext &context() {
  static MLIRContext ctx;
  return ctx;
}

enum class Elem { F16, F32, F64 };

RankedTensorType typeOf(Elem e) {
  Builder b(&context());
  Type et = e == Elem::F16   ? Type(b.getF16Type())
            : e == Elem::F32 ? Type(b.getF32Type())
                             : Type(b.getF64Type());
  return RankedTensorType::get({kN}, et);
}

/// kN operands uniform in [lo, hi), stored in the element type.
Tensor operands(Elem e, double lo, double hi, unsigned seed) {
  Tensor t(typeOf(e));
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> dist(lo, hi);
  for (int64_t i = 0; i < kN; ++i) {
    double v = dist(rng);
    if (e == Elem::F16)
      t.mutableData<uint16_t>()[i] = floatToF16Bits(static_cast<float>(v));
    else if (e == Elem::F32)
      t.mutableData<float>()[i] = static_cast<float>(v);
    else
      t.mutableData<double>()[i] = v;
  }
  return t;
}

using Unary = Tensor (*)(const Tensor &, ShapedType);
using Binary = Tensor (*)(const Tensor &, const Tensor &, ShapedType);

void unaryKernel(benchmark::State &state, Unary kernel, Elem e, double lo,
                 double hi) {
  Tensor a = operands(e, lo, hi, 1);
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  for (auto _ : state) {
    Tensor r = kernel(a, a.getType());
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

void binaryKernel(benchmark::State &state, Binary kernel, Elem e, double lo,
                  double hi) {
  Tensor a = operands(e, lo, hi, 1), b = operands(e, lo, hi, 2);
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  for (auto _ : state) {
    Tensor r = kernel(a, b, a.getType());
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

/// The previous kernels' loops: libm on float (f16 decoded and encoded) or
/// double.
template <typename FloatFn, typename DoubleFn>
void libmLoop(benchmark::State &state, FloatFn ff, DoubleFn df, Elem e,
              double lo, double hi) {
  Tensor a = operands(e, lo, hi, 1);
  for (auto _ : state) {
    Tensor r(a.getType());
    if (e == Elem::F16) {
      auto in = a.data<uint16_t>();
      auto out = r.mutableData<uint16_t>();
      for (int64_t i = 0; i < kN; ++i)
        out[i] = floatToF16Bits(ff(f16BitsToFloat(in[i])));
    } else if (e == Elem::F32) {
      auto in = a.data<float>();
      auto out = r.mutableData<float>();
      for (int64_t i = 0; i < kN; ++i)
        out[i] = ff(in[i]);
    } else {
      auto in = a.data<double>();
      auto out = r.mutableData<double>();
      for (int64_t i = 0; i < kN; ++i)
        out[i] = df(in[i]);
    }
    benchmark::DoNotOptimize(r.rawData());
  }
  state.SetItemsProcessed(state.iterations() * kN);
}

/// logistic as the loops the kernel replaced computed it: 1 / (1 + e^-x).
template <typename T> T logistic(T x) { return 1 / (1 + std::exp(-x)); }

#define SFOLD_MATH_BENCH(NAME, KERNEL, FN, LO, HI)                             \
  void NAME##New(benchmark::State &s, Elem e) {                                \
    unaryKernel(s, KERNEL, e, LO, HI);                                         \
  }                                                                            \
  void NAME##Libm(benchmark::State &s, Elem e) {                               \
    libmLoop(                                                                  \
        s, [](float x) { return FN(x); }, [](double x) { return FN(x); }, e, \
        LO, HI);                                                               \
  }                                                                            \
  BENCHMARK_CAPTURE(NAME##Libm, f32, Elem::F32);                               \
  BENCHMARK_CAPTURE(NAME##New, f32, Elem::F32);                                \
  BENCHMARK_CAPTURE(NAME##Libm, f16, Elem::F16);                               \
  BENCHMARK_CAPTURE(NAME##New, f16, Elem::F16);                                \
  BENCHMARK_CAPTURE(NAME##Libm, f64, Elem::F64);                               \
  BENCHMARK_CAPTURE(NAME##New, f64, Elem::F64);

SFOLD_MATH_BENCH(exp, exponentialOp, std::exp, -20, 20)
SFOLD_MATH_BENCH(expm1, exponentialMinusOneOp, std::expm1, -2, 2)
SFOLD_MATH_BENCH(log, logOp, std::log, 0, 1000)
SFOLD_MATH_BENCH(log1p, logPlusOneOp, std::log1p, -0.5, 10)
SFOLD_MATH_BENCH(sin, sineOp, std::sin, -100, 100)
SFOLD_MATH_BENCH(cos, cosineOp, std::cos, -100, 100)
SFOLD_MATH_BENCH(tan, tanOp, std::tan, -10, 10)
SFOLD_MATH_BENCH(tanh, tanhOp, std::tanh, -5, 5)
SFOLD_MATH_BENCH(cbrt, cbrtOp, std::cbrt, -1000, 1000)
SFOLD_MATH_BENCH(atan, chlo::atanOp, std::atan, -10, 10)
SFOLD_MATH_BENCH(asin, chlo::asinOp, std::asin, -1, 1)
SFOLD_MATH_BENCH(sinh, chlo::sinhOp, std::sinh, -10, 10)
SFOLD_MATH_BENCH(acos, chlo::acosOp, std::acos, -1, 1)
SFOLD_MATH_BENCH(cosh, chlo::coshOp, std::cosh, -10, 10)
SFOLD_MATH_BENCH(asinh, chlo::asinhOp, std::asinh, -100, 100)
SFOLD_MATH_BENCH(acosh, chlo::acoshOp, std::acosh, 1, 100)
SFOLD_MATH_BENCH(atanh, chlo::atanhOp, std::atanh, -1, 1)
SFOLD_MATH_BENCH(logistic, logisticOp, logistic, -20, 20)
SFOLD_MATH_BENCH(erf, chlo::erfOp, std::erf, -4, 4)
SFOLD_MATH_BENCH(erfc, chlo::erfcOp, std::erfc, -4, 10)
SFOLD_MATH_BENCH(lgamma, chlo::lgammaOp, std::lgamma, -10, 30)
// digamma has no libm counterpart: its "Libm" loop is lgamma's on the same
// operands (x > 0, where its first try runs).
SFOLD_MATH_BENCH(digamma, chlo::digammaOp, std::lgamma, 0.5, 30)
#undef SFOLD_MATH_BENCH

void powNew(benchmark::State &s, Elem e) { binaryKernel(s, powerOp, e, 0, 4); }
void powLibm(benchmark::State &s, Elem e) {
  Tensor a = operands(e, 0, 4, 1), b = operands(e, 0, 4, 2);
  for (auto _ : s) {
    Tensor r(a.getType());
    if (e == Elem::F32) {
      for (int64_t i = 0; i < kN; ++i)
        r.mutableData<float>()[i] = static_cast<float>(
            std::pow(double(a.data<float>()[i]), double(b.data<float>()[i])));
    } else {
      for (int64_t i = 0; i < kN; ++i)
        r.mutableData<double>()[i] =
            std::pow(a.data<double>()[i], b.data<double>()[i]);
    }
    benchmark::DoNotOptimize(r.rawData());
  }
  s.SetItemsProcessed(s.iterations() * kN);
}
/// complex<f32>: a chain of exp, sine, log, sqrt and tanh (CrMath's f64
/// functions underneath, rounded once) beside std::complex<float>'s.
Tensor complexOperands() {
  Builder b(&context());
  Tensor t(RankedTensorType::get({kN}, ComplexType::get(b.getF32Type())));
  std::mt19937_64 rng(3);
  std::uniform_real_distribution<float> dist(-2, 2);
  for (auto &z : t.mutableData<std::complex<float>>())
    z = {dist(rng), dist(rng)};
  return t;
}
void complexChainNew(benchmark::State &s) {
  Tensor a = complexOperands();
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  for (auto _ : s) {
    Tensor r = a;
    for (Unary op : {exponentialOp, sineOp, logOp, sqrtOp, tanhOp})
      r = op(r, r.getType());
    benchmark::DoNotOptimize(r.rawData());
  }
  s.SetItemsProcessed(s.iterations() * kN * 5);
}
void complexChainLibm(benchmark::State &s) {
  Tensor a = complexOperands();
  for (auto _ : s) {
    Tensor r(a.getType());
    auto in = a.data<std::complex<float>>();
    auto out = r.mutableData<std::complex<float>>();
    for (int64_t i = 0; i < kN; ++i)
      out[i] = std::tanh(std::sqrt(std::log(std::sin(std::exp(in[i])))));
    benchmark::DoNotOptimize(r.rawData());
  }
  s.SetItemsProcessed(s.iterations() * kN * 5);
}
BENCHMARK(complexChainLibm);
BENCHMARK(complexChainNew);

BENCHMARK_CAPTURE(powLibm, f32, Elem::F32);
BENCHMARK_CAPTURE(powNew, f32, Elem::F32);
BENCHMARK_CAPTURE(powLibm, f64, Elem::F64);
BENCHMARK_CAPTURE(powNew, f64, Elem::F64);

} // namespace

//===- ModelFoldBench.cpp - folding a whole model's weights from bytecode -===//
//
// The weight preprocessing of an 8-layer MLP with 1024 x 1024 f32 weights
// (each weight transposed, scaled and converted to bf16: 3 x 8 x 2^20 = 25M
// element operations on 32 MiB of weights), written as MLIR bytecode and
// folded by --fold-constants, as `fold-opt --fold-constants model.mlirbc`
// would: read the bytecode, fold, in a fresh context per iteration. Beside
// it, a plain memcpy of the weights' bytes, the memory-bandwidth bound of
// any pass over them. bench/gen-mlp.py writes the same program as a file
// for timing fold-opt itself.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Passes/Passes.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/raw_ostream.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstring>
#include <memory>
#include <random>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {

constexpr int64_t kLayers = 8;
constexpr int64_t kDim = 1024;
constexpr int64_t kElements = kDim * kDim;
/// transpose, multiply, convert per weight element.
constexpr int64_t kElementOps = 3 * kLayers * kElements;
constexpr int64_t kWeightBytes = kLayers * kElements * sizeof(float);

std::unique_ptr<MLIRContext> newContext() {
  DialectRegistry registry;
  registerAllDialects(registry);
  auto c = std::make_unique<MLIRContext>(registry);
  c->loadAllAvailableDialects();
  c->disableMultithreading();
  return c;
}

/// The program, as bytecode (built once).
const std::string &modelBytecode() {
  static const std::string bytes = [] {
    std::unique_ptr<MLIRContext> ctx = newContext();
    OpBuilder b(ctx.get());
    Location loc = b.getUnknownLoc();
    OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
    b.setInsertionPointToEnd(module->getBody());
    auto f32 = RankedTensorType::get({kDim, kDim}, b.getF32Type());
    auto bf16 = RankedTensorType::get({kDim, kDim}, b.getBF16Type());
    SmallVector<Type> results(kLayers, bf16);
    auto func = func::FuncOp::create(b, loc, "weights",
                                     b.getFunctionType({}, results));
    b.setInsertionPointToStart(func.addEntryBlock());
    std::mt19937 rng(1);
    std::normal_distribution<float> dist(0.0f, 0.02f);
    std::vector<float> w(kElements);
    Value scale = ConstantOp::create(
        b, loc, f32, DenseElementsAttr::get(f32, b.getF32FloatAttr(0.125f)));
    SmallVector<Value> converted;
    for (int64_t layer = 0; layer < kLayers; ++layer) {
      for (float &x : w)
        x = dist(rng);
      Value weight = ConstantOp::create(
          b, loc, f32, DenseElementsAttr::get(f32, ArrayRef<float>(w)));
      Value t = TransposeOp::create(b, loc, f32, weight,
                                    b.getDenseI64ArrayAttr({1, 0}));
      Value s = MulOp::create(b, loc, t, scale);
      converted.push_back(ConvertOp::create(b, loc, bf16, s));
    }
    func::ReturnOp::create(b, loc, converted);
    std::string out;
    llvm::raw_string_ostream os(out);
    if (failed(writeBytecodeToFile(*module, os)))
      llvm::report_fatal_error("cannot write the model's bytecode");
    return out;
  }();
  return bytes;
}

void BM_FoldModelFromBytecode(benchmark::State &state) {
  const std::string &bytecode = modelBytecode();
  FoldConstantsOptions options;
  options.sizeBudget = uint64_t(1) << 30;
  double parseSeconds = 0, foldSeconds = 0;
  for (auto _ : state) {
    state.PauseTiming();
    std::unique_ptr<MLIRContext> ctx = newContext();
    PassManager pm(ctx.get());
    pm.addPass(createFoldConstants(options));
    state.ResumeTiming();
    auto t0 = std::chrono::steady_clock::now();
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(bytecode, ParserConfig(ctx.get()));
    auto t1 = std::chrono::steady_clock::now();
    if (!module || failed(pm.run(*module))) {
      state.SkipWithError("parse or fold failed");
      return;
    }
    auto t2 = std::chrono::steady_clock::now();
    parseSeconds += std::chrono::duration<double>(t1 - t0).count();
    foldSeconds += std::chrono::duration<double>(t2 - t1).count();
    bool folded = true;
    module->walk([&](Operation *op) {
      if (llvm::isa<TransposeOp, MulOp, ConvertOp>(op))
        folded = false;
    });
    if (!folded) {
      state.SkipWithError("not everything folded");
      return;
    }
    state.PauseTiming();
    module = nullptr;
    ctx.reset();
    state.ResumeTiming();
  }
  double n = static_cast<double>(state.iterations());
  state.counters["parse_ms"] = 1e3 * parseSeconds / n;
  state.counters["fold_ms"] = 1e3 * foldSeconds / n;
  state.counters["element_ops"] = benchmark::Counter(
      n * kElementOps, benchmark::Counter::kIsRate);
  state.counters["weight_bytes"] = benchmark::Counter(
      n * kWeightBytes, benchmark::Counter::kIsRate,
      benchmark::Counter::OneK::kIs1024);
  state.counters["bytecode_MiB"] =
      static_cast<double>(bytecode.size()) / (1 << 20);
}
BENCHMARK(BM_FoldModelFromBytecode)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);

/// The memory-bandwidth bound: one copy of the weights' bytes.
void BM_MemcpyWeights(benchmark::State &state) {
  std::vector<char> from(kWeightBytes, 1), to(kWeightBytes);
  for (auto _ : state) {
    std::memcpy(to.data(), from.data(), kWeightBytes);
    benchmark::DoNotOptimize(to.data());
    benchmark::ClobberMemory();
  }
  state.counters["weight_bytes"] = benchmark::Counter(
      static_cast<double>(state.iterations()) * kWeightBytes,
      benchmark::Counter::kIsRate, benchmark::Counter::OneK::kIs1024);
}
BENCHMARK(BM_MemcpyWeights)->Unit(benchmark::kMillisecond);

} // namespace

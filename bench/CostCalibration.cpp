//===- CostCalibration.cpp - measures what the cost model charges ---------===//
//
// Calibrates the cost model (lib/Interpreter/Evaluator/Cost.cpp) on this
// machine, per op class: the time of one counted unit (an element, a
// multiply-add, a comparison) and of one op's dispatch, and prints them
// beside what the model charges, as the Markdown table of
// docs/interpreter.md ("Calibration").
//
// Each class runs a `while` loop of K iterations whose body applies the op
// to an N-element tensor, and the same loop without the op, in this process
// (no start-up in the figures), each `--repeat` times keeping the minimum
// (the machine may be shared: minima are what the code costs). Then
//
//   dispatch  = (T(K, 1) - T_empty(K, 1)) / K
//   per unit  = ((T(K', N) - T_empty(K', N)) / K' - dispatch) / units(N)
//
// and the same differences of the work the evaluator charged give the
// model's figures. The scalar loop (ScalarLoop.cpp) is timed apart, per op.
//
//   ninja -C build CostCalibration && build/bench/CostCalibration [repeats]
//
// Kernels run on one thread (KernelConfigScope).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/InitAll.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <functional>
#include <limits>
#include <string>

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// The loop's setup, body and carried type for `n` elements; the body is
/// empty when `withOp` is false.
struct Program {
  std::string setup, body, result, type;
};
using Maker = std::function<Program(int64_t n, bool withOp)>;

std::string loop(const Program &p, int64_t k) {
  return "func.func @main() -> tensor<i32> {\n"
         "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
         "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
         "  %k = stablehlo.constant dense<" +
         std::to_string(k) + "> : tensor<i32>\n" + p.setup +
         "\n  %r:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i32>, " +
         p.type +
         "\n    cond {\n"
         "      %p = stablehlo.compare LT, %i, %k : (tensor<i32>, "
         "tensor<i32>) -> tensor<i1>\n"
         "      stablehlo.return %p : tensor<i1>\n"
         "    } do {\n"
         "      %j = stablehlo.add %i, %c1 : tensor<i32>\n" +
         p.body + "\n      stablehlo.return %j, " + p.result +
         " : tensor<i32>, " + p.type +
         "\n    }\n"
         "  return %r#0 : tensor<i32>\n}\n";
}

/// An iota of `type` converted from f32 (so complex and narrow types work).
std::string iotaSetup(const std::string &shape, const std::string &elem) {
  return "  %f = stablehlo.iota dim = 0 : tensor<" + shape +
         "xf32>\n  %x0 = stablehlo.convert %f : (tensor<" + shape +
         "xf32>) -> tensor<" + shape + "x" + elem + ">";
}

Maker elementwise(std::string op, std::string elem, bool binary) {
  return [=](int64_t n, bool withOp) {
    std::string t = "tensor<" + std::to_string(n) + "x" + elem + ">";
    Program p{iotaSetup(std::to_string(n), elem), "", "%x", t};
    if (withOp) {
      p.body = "      %y = stablehlo." + op + " %x" +
               (binary ? ", %x" : "") + " : " + t;
      p.result = "%y";
    }
    return p;
  };
}

int64_t side(int64_t n, int root) {
  return std::max<int64_t>(1, std::llround(std::pow(double(n), 1.0 / root)));
}

Maker transpose() {
  return [](int64_t n, bool withOp) {
    std::string s = std::to_string(side(n, 2));
    std::string t = "tensor<" + s + "x" + s + "xf32>";
    Program p{iotaSetup(s + "x" + s, "f32"), "", "%x", t};
    if (withOp) {
      p.body = "      %y = stablehlo.transpose %x, dims = [1, 0] : (" + t +
               ") -> " + t;
      p.result = "%y";
    }
    return p;
  };
}

Maker dot(std::string elem) {
  return [=](int64_t n, bool withOp) {
    std::string s = std::to_string(side(n, 3));
    std::string t = "tensor<" + s + "x" + s + "x" + elem + ">";
    Program p{iotaSetup(s + "x" + s, elem), "", "%x", t};
    if (withOp) {
      p.body = "      %y = stablehlo.dot_general %x, %x, contracting_dims = "
               "[1] x [0] : (" +
               t + ", " + t + ") -> " + t;
      p.result = "%y";
    }
    return p;
  };
}

Maker reduceAdd() {
  return [](int64_t n, bool withOp) {
    std::string t = "tensor<" + std::to_string(n) + "xf32>";
    Program p{iotaSetup(std::to_string(n), "f32"), "", "%x", t};
    if (withOp) {
      p.body = "      %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
               "      %s = stablehlo.reduce(%x init: %z) applies "
               "stablehlo.add across dimensions = [0] : (" +
               t +
               ", tensor<f32>) -> tensor<f32>\n"
               "      %y = stablehlo.broadcast_in_dim %s, dims = [] : "
               "(tensor<f32>) -> " +
               t;
      p.result = "%y";
    }
    return p;
  };
}

Maker sort() {
  return [](int64_t n, bool withOp) {
    std::string t = "tensor<" + std::to_string(n) + "xf32>";
    Program p{iotaSetup(std::to_string(n), "f32"), "", "%x", t};
    if (withOp) {
      // Descending: the iota input is the worst order each time.
      p.body = "      %y = \"stablehlo.sort\"(%x) ({\n"
               "      ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
               "        %gt = stablehlo.compare GT, %a, %b : (tensor<f32>, "
               "tensor<f32>) -> tensor<i1>\n"
               "        stablehlo.return %gt : tensor<i1>\n"
               "      }) {dimension = 0 : i64} : (" +
               t + ") -> " + t + "\n      %y2 = stablehlo.negate %y : " + t;
      p.result = "%y2";
    }
    return p;
  };
}

struct Class {
  const char *name;
  Maker make;
  /// The units the model counts for `n` elements.
  std::function<double(int64_t)> units;
  int64_t n;
};

double elements(int64_t n) { return double(n); }

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

struct Run {
  double seconds = std::numeric_limits<double>::infinity();
  uint64_t charged = 0;
};

/// The fastest of `repeats` evaluations of `text`, and the work charged.
Run time(const std::string &text, int repeats) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, &context());
  if (!module) {
    llvm::errs() << "cannot parse:\n" << text;
    std::exit(1);
  }
  auto func = module->lookupSymbol<func::FuncOp>("main");
  Run best;
  for (int r = 0; r < repeats; ++r) {
    InterpreterOptions options;
    Evaluator evaluator(*module, options, llvm::nulls());
    auto start = std::chrono::steady_clock::now();
    FailureOr<ValueList> result = evaluator.call(func, {});
    double s = std::chrono::duration<double>(
                   std::chrono::steady_clock::now() - start)
                   .count();
    if (failed(result)) {
      llvm::errs() << "evaluation failed:\n" << text;
      std::exit(1);
    }
    best.seconds = std::min(best.seconds, s);
    best.charged = evaluator.getBudget().getWorkDone();
  }
  return best;
}

} // namespace

int main(int argc, char **argv) {
  int repeats = argc > 1 ? std::atoi(argv[1]) : 40;
  // One thread: the time of the work on one core (the machine may be
  // shared; threads only add waiting there).
  KernelConfigScope oneThread({getDefaultKernelIsa(), 1});
  auto nLogN = [](int64_t n) {
    return double(n) * std::ceil(std::log2(double(std::max<int64_t>(n, 2))));
  };
  auto cube = [](int64_t n) { return std::pow(double(side(n, 3)), 3); };
  auto square = [](int64_t n) { return std::pow(double(side(n, 2)), 2); };
  Class classes[] = {
      {"elementwise add, f32", elementwise("add", "f32", true), elements,
       1 << 16},
      {"elementwise add, i32", elementwise("add", "i32", true), elements,
       1 << 16},
      {"elementwise multiply, f64", elementwise("multiply", "f64", true),
       elements, 1 << 16},
      {"elementwise exponential, f32", elementwise("exponential", "f32", false),
       elements, 1 << 14},
      {"elementwise add, bf16", elementwise("add", "bf16", true), elements,
       1 << 16},
      {"elementwise multiply, complex<f32>",
       elementwise("multiply", "complex<f32>", true), elements, 1 << 15},
      {"convert f32 -> f16", elementwise("convert", "f32", false), elements,
       1 << 16},
      {"transpose, f32", transpose(), square, 1 << 16},
      {"reduce add, f32", reduceAdd(), elements, 1 << 16},
      {"sort, f32 (per comparison)", sort(), nLogN, 1 << 12},
      {"dot_general, f32 (per multiply-add)", dot("f32"), cube, 1 << 21},
      {"dot_general, i32 (per multiply-add)", dot("i32"), cube, 1 << 18},
      {"dot_general, complex<f32> (per multiply-add)", dot("complex<f32>"),
       cube, 1 << 18},
  };
  // The convert class converts f32 to f16 and back to keep the loop type.
  classes[6].make = [](int64_t n, bool withOp) {
    std::string t = "tensor<" + std::to_string(n) + "xf32>";
    Program p{iotaSetup(std::to_string(n), "f32"), "", "%x", t};
    if (withOp) {
      std::string h = "tensor<" + std::to_string(n) + "xf16>";
      p.body = "      %h = stablehlo.convert %x : (" + t + ") -> " + h +
               "\n      %y = stablehlo.convert %h : (" + h + ") -> " + t;
      p.result = "%y";
    }
    return p;
  };

  llvm::outs() << "| op class | measured: per unit, ns | model | measured: "
                  "dispatch, ns | model |\n|---|---|---|---|---|\n";
  // Short runs (a few ms), many times: on a loaded machine the minimum is
  // the run that got a core to itself.
  constexpr int64_t kSmall = 500;
  for (Class &c : classes) {
    Run empty1 = time(loop(c.make(1, false), kSmall), repeats);
    Run one = time(loop(c.make(1, true), kSmall), repeats);
    // Enough iterations for ~2 ms of the op at ~1 ns a unit.
    int64_t kBig = std::clamp<int64_t>(
        static_cast<int64_t>(2e6 / std::max(1.0, c.units(c.n))), 2, 500);
    Run emptyN = time(loop(c.make(c.n, false), kBig), repeats);
    Run big = time(loop(c.make(c.n, true), kBig), repeats);
    // Units of the op's size beyond those of size 1 (whose time is the
    // dispatch).
    double extra = std::max(1.0, c.units(c.n) - c.units(1));
    double dispatch = std::max(0.0, one.seconds - empty1.seconds) / kSmall;
    double perOp = std::max(0.0, big.seconds - emptyN.seconds) / kBig;
    double perUnit = std::max(0.0, perOp - dispatch) / extra;
    double modelDispatch =
        double(one.charged - empty1.charged) / double(kSmall);
    double modelPerOp = double(big.charged - emptyN.charged) / double(kBig);
    double modelPerUnit = std::max(0.0, modelPerOp - modelDispatch) / extra;
    llvm::outs() << "| " << c.name << " | "
                 << llvm::format("%.3f", perUnit * 1e9) << " | "
                 << llvm::format("%.3f", modelPerUnit) << " | "
                 << llvm::format("%.0f", dispatch * 1e9) << " | "
                 << llvm::format("%.0f", modelDispatch) << " |\n";
    llvm::outs().flush();
  }

  // The scalar loop: compare, add, add per iteration, no tensors.
  auto scalar = [](int64_t k) {
    return "func.func @main() -> tensor<i32> {\n"
           "  %c0 = stablehlo.constant dense<0> : tensor<i32>\n"
           "  %c1 = stablehlo.constant dense<1> : tensor<i32>\n"
           "  %k = stablehlo.constant dense<" +
           std::to_string(k) +
           "> : tensor<i32>\n"
           "  %r:2 = stablehlo.while(%i = %c0, %a = %c0) : tensor<i32>, "
           "tensor<i32>\n"
           "    cond {\n"
           "      %p = stablehlo.compare LT, %i, %k : (tensor<i32>, "
           "tensor<i32>) -> tensor<i1>\n"
           "      stablehlo.return %p : tensor<i1>\n"
           "    } do {\n"
           "      %j = stablehlo.add %i, %c1 : tensor<i32>\n"
           "      %b = stablehlo.add %a, %i : tensor<i32>\n"
           "      stablehlo.return %j, %b : tensor<i32>, tensor<i32>\n"
           "    }\n"
           "  return %r#1 : tensor<i32>\n}\n";
  };
  constexpr int64_t kScalar = 100'000;
  Run base = time(scalar(0), repeats);
  Run loopRun = time(scalar(kScalar), repeats);
  double perOp = (loopRun.seconds - base.seconds) / (3.0 * kScalar);
  double modelPerOp =
      double(loopRun.charged - base.charged) / (3.0 * kScalar);
  llvm::outs() << "| scalar loop op (ScalarLoop.cpp) | - | - | "
               << llvm::format("%.1f", perOp * 1e9) << " | "
               << llvm::format("%.1f", modelPerOp) << " |\n";
  return 0;
}

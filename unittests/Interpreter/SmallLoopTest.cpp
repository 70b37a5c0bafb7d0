//===- SmallLoopTest.cpp - small loops against the general path -----------===//
//
// Each `while` loop here runs twice in one function: as written, which
// qualifies for the small-loop path (Evaluator::runSmallWhile: steps on
// places, 0-d integer / f32 / f64 ops inline, dynamic slices on places),
// and with an `if` in its body, which makes it run through the block plans
// and the kernels. Both must give the same bits, for every element type,
// binary op, comparison direction and order, and start index type.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FormatVariadic.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace mlir;
using namespace mlir::sfold;

namespace {

MLIRContext &context() {
  static MLIRContext *ctx = [] {
    DialectRegistry registry;
    registry.insert<StablehloDialect, func::FuncDialect>();
    auto *c = new MLIRContext(registry);
    c->loadAllAvailableDialects();
    return c;
  }();
  return *ctx;
}

/// Runs @main of `program` (no arguments) with `options`; results in
/// `out`.
void run(const std::string &program, ValueList &out,
         const InterpreterOptions &options = InterpreterOptions()) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program, &context());
  ASSERT_TRUE(module) << program;
  auto func = module->lookupSymbol<func::FuncOp>("main");
  FailureOr<ValueList> r = runEntryFunction(func, {}, options, llvm::nulls());
  ASSERT_TRUE(succeeded(r)) << program;
  out = std::move(*r);
}

/// The loops whose iteration ran as native code (SmallLoopNative.cpp) in
/// expectSameBits, and all its loops.
struct NativeTally {
  unsigned native = 0, all = 0;
};
NativeTally &nativeTally() {
  static NativeTally tally;
  return tally;
}

/// Runs `program`, whose @main returns the results of the small loop then
/// those of the general one, `n` each, with the kernels on each instruction
/// set of the host and on 1 and 2 threads, then with the small loop's
/// iteration compiled to native code before its first iteration; expects
/// them bitwise equal (across the runs too). Counts the native run in
/// nativeTally().
void expectSameBits(const std::string &program, size_t n) {
  struct Config {
    KernelIsa isa;
    unsigned threads;
    bool native;
  };
  SmallVector<Config> configs;
  for (KernelIsa isa :
       {KernelIsa::Portable, KernelIsa::AVX2, KernelIsa::AVX512})
    for (unsigned threads : {1u, 2u})
      if (isa <= getHostIsa())
        configs.push_back({isa, threads, false});
  configs.push_back({KernelIsa::Portable, 1, true});
  std::optional<ValueList> first;
  for (const Config &config : configs) {
    SCOPED_TRACE(std::string(getKernelIsaName(config.isa)) + ", " +
                 std::to_string(config.threads) + " threads" +
                 (config.native ? ", native loop" : ""));
    InterpreterOptions options;
    options.kernels.isa = config.isa;
    options.kernels.threads = config.threads;
    // One cache for every native run: one compiler, each shape compiled
    // once.
    static std::shared_ptr<NativeLoopCache> cache =
        makeNativeLoopCache(/*maxShapes=*/1 << 20);
    NativeLoopCounts before = getNativeLoopCounts(*cache);
    if (config.native) {
      options.nativeLoops = cache;
      options.nativeLoopSteps = 0;
      ++nativeTally().all;
    }
    ValueList r;
    run(program, r, options);
    ASSERT_EQ(r.size(), 2 * n);
    for (size_t k = 0; k < n; ++k) {
      EXPECT_TRUE(r[k].getTensor().isBitwiseEqual(r[n + k].getTensor()))
          << "result " << k << " differs in\n"
          << program;
      if (first) {
        EXPECT_TRUE(r[k].getTensor().isBitwiseEqual((*first)[k].getTensor()))
            << "result " << k << " differs between paths in\n"
            << program;
      }
    }
    if (!first)
      first = std::move(r);
    if (config.native && getNativeLoopCounts(*cache).runs > before.runs)
      ++nativeTally().native;
  }
}

/// Expects the native runs of expectSameBits in its scope to be at least
/// one, all with native code.
struct ExpectNativeRuns {
  NativeTally start = nativeTally();
  ~ExpectNativeRuns() {
    unsigned all = nativeTally().all - start.all,
             native = nativeTally().native - start.native;
    EXPECT_GT(all, 0u);
    EXPECT_EQ(native, all) << "of the native runs, " << all - native
                           << " interpreted their loop";
  }
};

using SmallStep = Evaluator::SmallStep;

/// How the small-loop path runs the ops of the first `while` of @main of
/// `program` (Evaluator::getSmallSteps): condition, then body.
void smallSteps(const std::string &program, SmallVector<SmallStep> &out) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program, &context());
  ASSERT_TRUE(module) << program;
  WhileOp loop;
  module->walk([&](WhileOp op) {
    if (!loop)
      loop = op;
  });
  ASSERT_TRUE(loop) << program;
  // The evaluator keeps a reference to its options: they outlive it.
  InterpreterOptions options;
  Evaluator evaluator(*module, options, llvm::nulls());
  std::optional<SmallVector<SmallStep>> steps =
      evaluator.getSmallSteps(loop.getCond(), loop.getBody());
  ASSERT_TRUE(steps.has_value()) << program;
  out = std::move(*steps);
}

/// The `if` that makes a loop not qualify: returns `value` of `type`.
std::string ifReturning(StringRef value, StringRef type) {
  return llvm::formatv(R"(
      %v = "stablehlo.if"(%true) ({{
        stablehlo.return {0} : {1}
      }, {{
        stablehlo.return {0} : {1}
      }) : (tensor<i1>) -> {1})",
                       value, type);
}

/// The loop `format` twice: as written, named `%rs` (it qualifies for the
/// small-loop path), and named `%rg` with an `if` returning `value : type`
/// in its body (it runs through the general path). In `format`, {0} is the
/// name's suffix, {1} where the `if` goes and {2} the value the body
/// returns in `value`'s stead; `args` are {3}, ....
template <typename... Args>
std::string bothLoops(const char *format, StringRef value, StringRef type,
                      Args &&...args) {
  auto loop = [&](bool general) {
    return llvm::formatv(format, general ? "g" : "s",
                         general ? ifReturning(value, type) : "",
                         general ? StringRef("%v") : value, args...)
        .str();
  };
  return loop(false) + loop(true);
}

/// A loop of 6 iterations carrying `%x : type`, from `x0`, and `%m : mask`:
/// `%x1 = op %x, %y` (`y` constant), `%m1 = xor %m, compare(%x1, %y)` with
/// `compare` its direction and optionally its order (`LT, UNSIGNED`).
std::string binaryProgram(StringRef type, StringRef mask, StringRef x0,
                          StringRef y, StringRef op, StringRef compare) {
  auto [direction, order] = compare.split(", ");
  std::string orderSuffix = order.empty() ? "" : ", " + order.str();
  auto loop = [&](bool general) {
    return llvm::formatv(R"(
  %r{0}:3 = stablehlo.while(%i = %c0, %x = %x0, %m = %m0) : tensor<i64>, {1}, {2}
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %x1 = stablehlo.{3} %x, %y : {1}
      %c = stablehlo.compare {4}, %x1, %y{7} : ({1}, {1}) -> {2}
      %m1 = stablehlo.xor %m, %c : {2}{5}
      stablehlo.return %i1, {6}, %m1 : tensor<i64>, {1}, {2}
    })",
                         general ? "g" : "s", type, mask, op, direction,
                         general ? ifReturning("%x1", type) : "",
                         general ? "%v" : "%x1", orderSuffix)
        .str();
  };
  return llvm::formatv(R"(
func.func @main() -> ({0}, {1}, {0}, {1}) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<6> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %x0 = stablehlo.constant {2} : {0}
  %y = stablehlo.constant {3} : {0}
  %m0 = stablehlo.constant dense<false> : {1}
{4}
{5}
  return %rs#1, %rs#2, %rg#1, %rg#2 : {0}, {1}, {0}, {1}
}
)",
                       type, mask, x0, y, loop(false), loop(true))
      .str();
}

struct ElementCase {
  const char *type;
  /// Four values each, for tensor<4xT>; the 0-d loops take them one by one.
  std::vector<const char *> x, y;
  bool bitwise;
  /// The comparison orders besides the default one.
  std::vector<const char *> orders;
};

const std::vector<ElementCase> &elementCases() {
  static const std::vector<ElementCase> cases = {
      {"i1",
       {"true", "false", "true", "false"},
       {"true", "true", "false", "false"},
       true,
       {}},
      {"i4",
       {"7", "-8", "3", "-1"},
       {"3", "-1", "-8", "7"},
       true,
       {"UNSIGNED"}},
      {"i8",
       {"127", "-128", "3", "-1"},
       {"3", "-1", "-128", "100"},
       true,
       {"UNSIGNED"}},
      {"ui8",
       {"255", "0", "3", "128"},
       {"3", "255", "200", "1"},
       true,
       {"SIGNED"}},
      {"i16",
       {"32767", "-32768", "3", "-1"},
       {"3", "-1", "-300", "7"},
       true,
       {}},
      {"i32",
       {"2147483647", "-2147483648", "3", "-1"},
       {"3", "-1", "-65536", "2147483647"},
       true,
       {"UNSIGNED"}},
      {"ui32",
       {"4294967295", "0", "3", "2147483648"},
       {"3", "4294967295", "65536", "1"},
       true,
       {"SIGNED"}},
      {"i64",
       {"9223372036854775807", "-9223372036854775808", "3", "-1"},
       {"3", "-1", "-4294967296", "5"},
       true,
       {"UNSIGNED"}},
      {"ui64",
       {"18446744073709551615", "0", "3", "9223372036854775808"},
       {"3", "18446744073709551615", "4294967296", "1"},
       true,
       {"SIGNED"}},
      {"f16",
       {"1.5", "0x7E01", "-0.0", "0x7C00"},
       {"-2.25", "1.0", "0.0", "0xFC00"},
       false,
       {"TOTALORDER"}},
      {"bf16",
       {"1.5", "0x7FC1", "-0.0", "0x7F80"},
       {"-2.25", "1.0", "0.0", "0xFF80"},
       false,
       {"TOTALORDER"}},
      {"f8E4M3FN",
       {"1.5", "0x7F", "-0.0", "448.0"},
       {"-2.25", "1.0", "0.0", "-0.5"},
       false,
       {}},
      {"f32",
       {"1.5", "0x7FC00001", "-0.0", "0x7F800000"},
       {"-2.25", "1.0", "0.0", "0xFF800000"},
       false,
       {"TOTALORDER"}},
      {"f64",
       {"1.5", "0x7FF8000000000001", "-0.0", "0x7FF0000000000000"},
       {"-2.25", "1.0", "0.0", "0xFFF0000000000000"},
       false,
       {"TOTALORDER"}},
  };
  return cases;
}

std::string dense(ArrayRef<const char *> values) {
  std::string s = "dense<[";
  for (auto [k, v] : llvm::enumerate(values))
    s += (k ? ", " : "") + std::string(v);
  return s + "]>";
}

/// Every binary op of BinaryOps.h defined on the type (subtract on all but
/// booleans), with every compare direction (and order), on 0-d values (one
/// loop per value) and on tensor<4xT>.
TEST(SmallLoop, BinaryOpsAndComparisonsMatchTheGeneralPath) {
  ExpectNativeRuns native;
  const char *directions[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  for (const ElementCase &c : elementCases()) {
    std::vector<const char *> ops = {"add", "multiply", "maximum", "minimum"};
    if (StringRef(c.type) != "i1")
      ops.push_back("subtract");
    if (c.bitwise)
      ops.insert(ops.end(), {"and", "or", "xor"});
    std::vector<std::string> compares;
    for (const char *d : directions) {
      compares.push_back(d);
      for (const char *order : c.orders)
        compares.push_back(std::string(d) + ", " + order);
    }
    std::string vector = llvm::formatv("tensor<4x{0}>", c.type).str();
    std::string scalar = llvm::formatv("tensor<{0}>", c.type).str();
    for (const char *op : ops) {
      for (const std::string &compare : compares) {
        SCOPED_TRACE(std::string(c.type) + " " + op + " " + compare);
        expectSameBits(binaryProgram(vector, "tensor<4xi1>", dense(c.x),
                                     dense(c.y), op, compare),
                       2);
        for (size_t k = 0; k < c.x.size(); ++k)
          expectSameBits(binaryProgram(scalar, "tensor<i1>",
                                       std::string("dense<") + c.x[k] + ">",
                                       std::string("dense<") + c.y[k] + ">", op,
                                       compare),
                         2);
      }
    }
  }
}

/// The fast steps are taken where they apply: 0-d ops of a native type
/// inline (`Scalar`), lane-wise ops on 16-byte blocks (`Lanes`: add,
/// subtract and multiply on native integers and f32 / f64, and, or, xor on
/// any integer or boolean type), a call to the op's small kernel otherwise;
/// the condition's comparison branches (`CompareBranch`).
TEST(SmallLoop, BinaryOpsTakeTheirFastSteps) {
  struct Case {
    const char *type, *op;
    SmallStep vector, scalar;
  };
  const SmallStep lanes = SmallStep::Lanes, call = SmallStep::Call,
                  scalar = SmallStep::Scalar;
  const Case cases[] = {
      {"i32", "add", lanes, scalar},      {"i8", "multiply", lanes, lanes},
      {"ui16", "add", lanes, lanes},      {"i64", "multiply", lanes, scalar},
      {"i4", "add", call, call},          {"i4", "xor", lanes, lanes},
      {"i1", "add", call, call},          {"i1", "and", lanes, lanes},
      {"i32", "maximum", call, scalar},   {"f32", "multiply", lanes, scalar},
      {"f64", "add", lanes, scalar},      {"f32", "minimum", call, scalar},
      {"bf16", "add", call, call},        {"i32", "subtract", lanes, scalar},
      {"ui8", "subtract", lanes, lanes},  {"i64", "subtract", lanes, scalar},
      {"f32", "subtract", lanes, scalar}, {"f64", "subtract", lanes, scalar},
      {"i4", "subtract", call, call},     {"f16", "subtract", call, call},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(std::string(c.type) + " " + c.op);
    for (bool vector : {true, false}) {
      std::string type = vector ? llvm::formatv("tensor<4x{0}>", c.type).str()
                                : llvm::formatv("tensor<{0}>", c.type).str();
      StringRef t = c.type;
      std::string x = t == "i1" ? "dense<true>"
                      : t.starts_with("f") || t.starts_with("bf") ? "dense<1.5>"
                                                                  : "dense<3>";
      SmallVector<SmallStep> steps;
      smallSteps(binaryProgram(type, vector ? "tensor<4xi1>" : "tensor<i1>", x,
                               x, c.op, "EQ"),
                 steps);
      // cond: compare; body: add i64, the op, compare, xor of the mask.
      ASSERT_EQ(steps.size(), 5u);
      EXPECT_EQ(steps[0], SmallStep::CompareBranch);
      EXPECT_EQ(steps[1], SmallStep::Scalar);
      EXPECT_EQ(steps[2], vector ? c.vector : c.scalar) << type;
      // The mask's xor: lanes of booleans.
      EXPECT_EQ(steps[4], lanes) << type;
    }
  }
}

/// A tensor<8xf32> buffer updated through dynamic_slice and
/// dynamic_update_slice at a carried start of each index type, which steps
/// out of range at both ends (the starts are clamped).
TEST(SmallLoop, DynamicSlicesMatchTheGeneralPath) {
  ExpectNativeRuns native;
  struct StartCase {
    const char *type, *k0, *step;
  };
  const StartCase starts[] = {{"i64", "-4", "3"},
                              {"i32", "-4", "3"},
                              {"i16", "-4", "3"},
                              {"ui32", "0", "3"},
                              {"ui64", "18446744073709551612", "3"}};
  for (const StartCase &s : starts) {
    SCOPED_TRACE(s.type);
    auto loop = [&](bool general) {
      return llvm::formatv(R"(
  %r{0}:3 = stablehlo.while(%i = %c0, %k = %k0, %b = %b0) : tensor<i64>, tensor<{1}>, tensor<8xf32>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %e = stablehlo.dynamic_slice %b, %k, sizes = [3] : (tensor<8xf32>, tensor<{1}>) -> tensor<3xf32>
      %u = stablehlo.multiply %e, %scale : tensor<3xf32>
      %b1 = stablehlo.dynamic_update_slice %b, %u, %k : (tensor<8xf32>, tensor<3xf32>, tensor<{1}>) -> tensor<8xf32>
      %k1 = stablehlo.add %k, %step : tensor<{1}>{2}
      stablehlo.return %i1, %k1, {3} : tensor<i64>, tensor<{1}>, tensor<8xf32>
    })",
                           general ? "g" : "s", s.type,
                           general ? ifReturning("%b1", "tensor<8xf32>") : "",
                           general ? "%v" : "%b1")
          .str();
    };
    std::string program =
        llvm::formatv(R"(
func.func @main() -> (tensor<{0}>, tensor<8xf32>, tensor<{0}>, tensor<8xf32>) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<7> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %k0 = stablehlo.constant dense<{1}> : tensor<{0}>
  %step = stablehlo.constant dense<{2}> : tensor<{0}>
  %b0 = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]> : tensor<8xf32>
  %scale = stablehlo.constant dense<[1.5, -2.0, 0.5]> : tensor<3xf32>
{3}
{4}
  return %rs#1, %rs#2, %rg#1, %rg#2 : tensor<{0}>, tensor<8xf32>, tensor<{0}>, tensor<8xf32>
}
)",
                      s.type, s.k0, s.step, loop(false), loop(true))
            .str();
    expectSameBits(program, 2);
    // Windows inline for i64 and i32 starts, the update's offset from the
    // slice; the multiply on 3 x f32 in lanes.
    SmallVector<SmallStep> steps;
    smallSteps(program, steps);
    ASSERT_EQ(steps.size(), 6u);
    bool inlineStarts =
        StringRef(s.type) == "i64" || StringRef(s.type) == "i32";
    EXPECT_EQ(steps[2], inlineStarts ? SmallStep::Window : SmallStep::Call);
    EXPECT_EQ(steps[3], SmallStep::Lanes);
    EXPECT_EQ(steps[4],
              inlineStarts ? SmallStep::SharedWindow : SmallStep::Call);
  }
}

/// Windows of a tensor<4x3xf32>: one row or two (contiguous: inline), a
/// 2 x 2 block (not contiguous: a call); an update at other starts than
/// the slice's (its own clamp), an update of another buffer at the slice's
/// starts (the slice's offset). The starts step out of range at both ends.
TEST(SmallLoop, MultiDimensionalWindowsMatchTheGeneralPath) {
  ExpectNativeRuns native;
  std::string loops = bothLoops(R"(
  %r{0}:5 = stablehlo.while(%i = %c0, %k = %k0, %b = %b0, %c = %b0, %acc = %acc0) : tensor<i64>, tensor<i64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %k1 = stablehlo.add %k, %step : tensor<i64>
      %e = stablehlo.dynamic_slice %b, %k, %z, sizes = [1, 3] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x3xf32>
      %u = stablehlo.multiply %e, %scale : tensor<1x3xf32>
      %b1 = stablehlo.dynamic_update_slice %b, %u, %k1, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
      %two = stablehlo.dynamic_slice %b1, %k, %z, sizes = [2, 3] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<2x3xf32>
      %t = stablehlo.slice %two [1:2, 0:3] : (tensor<2x3xf32>) -> tensor<1x3xf32>
      %c1x = stablehlo.dynamic_update_slice %c, %t, %k, %z : (tensor<4x3xf32>, tensor<1x3xf32>, tensor<i64>, tensor<i64>) -> tensor<4x3xf32>
      %f = stablehlo.dynamic_slice %b1, %k, %k, sizes = [2, 2] : (tensor<4x3xf32>, tensor<i64>, tensor<i64>) -> tensor<2x2xf32>
      %acc1 = stablehlo.add %acc, %f : tensor<2x2xf32>{1}
      stablehlo.return %i1, %k1, %b1, {2}, %acc1 : tensor<i64>, tensor<i64>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>
    })",
                                "%c1x", "tensor<4x3xf32>");
  std::string program = llvm::formatv(R"(
func.func @main() -> (tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %z = stablehlo.constant dense<0> : tensor<i64>
  %n = stablehlo.constant dense<6> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %k0 = stablehlo.constant dense<-2> : tensor<i64>
  %step = stablehlo.constant dense<2> : tensor<i64>
  %b0 = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0], [7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]> : tensor<4x3xf32>
  %scale = stablehlo.constant dense<[[1.5, -2.0, 0.5]]> : tensor<1x3xf32>
  %acc0 = stablehlo.constant dense<0.0> : tensor<2x2xf32>
{0}
  return %rs#2, %rs#3, %rs#4, %rg#2, %rg#3, %rg#4 : tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>, tensor<4x3xf32>, tensor<4x3xf32>, tensor<2x2xf32>
}
)",
                                      loops)
                            .str();
  expectSameBits(program, 3);
  SmallVector<SmallStep> steps;
  smallSteps(program, steps);
  // %k1 is computed while %k is still read: its place and %k's trade roles
  // (no copy).
  const SmallStep expected[] = {
      SmallStep::CompareBranch,                    // compare
      SmallStep::Scalar,        SmallStep::Scalar, // add, add
      SmallStep::Window,        SmallStep::Lanes,  // one row, multiply
      SmallStep::Window,                           // update at %k1, %z
      SmallStep::Window,                           // two rows
      SmallStep::Call,                             // slice
      SmallStep::SharedWindow,                     // update of %c at %k, %z
      SmallStep::Call,                             // 2 x 2
      SmallStep::Lanes};                           // add
  EXPECT_EQ(ArrayRef<SmallStep>(steps), ArrayRef<SmallStep>(expected));
}

/// A loop value whose next value is computed while it is still read (the
/// counter `%i1` beside `%j = %i - 3`, an f64 accumulator): its place and
/// its result's trade roles every other iteration instead of a copy back
/// (`%d1` is computed in `%d`'s place).
/// Run for even and odd counts (the loop leaves after either list), with a
/// dynamic_slice / dynamic_update_slice at starts clamped at both ends,
/// subtract on 0-d and lanes, and NaNs (a payload, inf - inf, 0 * inf) in
/// the float lanes.
TEST(SmallLoop, SwappedPlacesMatchTheGeneralPath) {
  ExpectNativeRuns native;
  for (int n : {0, 1, 2, 7, 12}) {
    SCOPED_TRACE(n);
    std::string loops = bothLoops(R"(
  %r{0}:4 = stablehlo.while(%i = %c0, %b = %b0, %a = %a0, %d = %a0) : tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %j = stablehlo.subtract %i, %c3 : tensor<i64>
      %e = stablehlo.dynamic_slice %b, %j, sizes = [2] : (tensor<8xf32>, tensor<i64>) -> tensor<2xf32>
      %m = stablehlo.multiply %e, %scale : tensor<2xf32>
      %u = stablehlo.subtract %m, %shift : tensor<2xf32>
      %b1 = stablehlo.dynamic_update_slice %b, %u, %j : (tensor<8xf32>, tensor<2xf32>, tensor<i64>) -> tensor<8xf32>
      %a1 = stablehlo.subtract %a, %x : tensor<f64>
      %d1 = stablehlo.multiply %a, %d : tensor<f64>{1}
      stablehlo.return %i1, {2}, %a1, %d1 : tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>
    })",
                                  "%b1", "tensor<8xf32>");
    std::string program = llvm::formatv(R"(
func.func @main() -> (tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>, tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %c3 = stablehlo.constant dense<3> : tensor<i64>
  %n = stablehlo.constant dense<{0}> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %b0 = stablehlo.constant dense<[1.0, 0x7FC00001, 0.0, 0x7F800000, 5.0, -0.0, 7.0, 0x7F800000]> : tensor<8xf32>
  %scale = stablehlo.constant dense<[1.5, 0x7F800000]> : tensor<2xf32>
  %shift = stablehlo.constant dense<[0.5, 0x7F800000]> : tensor<2xf32>
  %a0 = stablehlo.constant dense<0.75> : tensor<f64>
  %x = stablehlo.constant dense<0.125> : tensor<f64>
{1}
  return %rs#0, %rs#1, %rs#2, %rs#3, %rg#0, %rg#1, %rg#2, %rg#3 : tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>, tensor<i64>, tensor<8xf32>, tensor<f64>, tensor<f64>
}
)",
                                        n, loops)
                              .str();
    expectSameBits(program, 4);
    SmallVector<SmallStep> steps;
    smallSteps(program, steps);
    // No Copy: %i1 and %a1 trade places with %i and %a.
    const SmallStep expected[] = {
        SmallStep::CompareBranch, SmallStep::Scalar, SmallStep::Scalar,
        SmallStep::Window,        SmallStep::Lanes,  SmallStep::Lanes,
        SmallStep::SharedWindow,  SmallStep::Scalar, SmallStep::Scalar};
    EXPECT_EQ(ArrayRef<SmallStep>(steps), ArrayRef<SmallStep>(expected));
  }
}

/// A multiply and the add after it that reads its product run as one step
/// on 0-d f32 / f64 and on one 16-byte block of lanes (not on two): the
/// product first or second operand of the add, read again after it or not,
/// with NaNs (a payload, 0 * inf, inf - inf) in the lanes.
TEST(SmallLoop, MultiplyAddsMatchTheGeneralPath) {
  ExpectNativeRuns native;
  struct Case {
    const char *type, *x, *a, *b;
    bool fused;
  };
  const Case cases[] = {
      {"tensor<f32>", "1.5", "-0.75", "0.25", true},
      {"tensor<f64>", "1.5", "-0.75", "0.25", true},
      {"tensor<1xf32>", "[0x7FC00001]", "[2.0]", "[1.0]", true},
      {"tensor<4xf32>", "[1.0, 0.0, 0x7F800000, -2.0]",
       "[0.5, 0x7F800000, 1.0, 0x7FC00005]", "[1.0, 2.0, 0xFF800000, 3.0]",
       true},
      {"tensor<2xf64>", "[1.0, 0.0]", "[0.5, 0x7FF0000000000000]",
       "[-1.0, 2.0]", true},
      {"tensor<8xf32>", "[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]",
       "dense<0.5>", "dense<-1.0>", false},
  };
  for (const Case &c : cases)
    for (const char *order : {"%m, %b", "%b, %m"})
      for (bool readAgain : {false, true}) {
        SCOPED_TRACE(std::string(c.type) + " " + order +
                     (readAgain ? " read again" : ""));
        StringRef x = c.x, a = c.a, b = c.b;
        auto wrap = [](StringRef v) {
          return v.starts_with("dense") ? v.str() : "dense<" + v.str() + ">";
        };
        std::string loops =
            bothLoops(R"(
  %r{0}:2 = stablehlo.while(%i = %c0, %x = %x0) : tensor<i64>, {3}
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %a : {3}
      %s = stablehlo.add {4} : {3}
      %t = stablehlo.subtract %s, {5} : {3}{1}
      stablehlo.return %i1, {2} : tensor<i64>, {3}
    })",
                      "%t", c.type, c.type, order, readAgain ? "%m" : "%x");
        std::string program =
            llvm::formatv(R"(
func.func @main() -> ({0}, {0}) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<5> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %x0 = stablehlo.constant {1} : {0}
  %a = stablehlo.constant {2} : {0}
  %b = stablehlo.constant {3} : {0}
{4}
  return %rs#1, %rg#1 : {0}, {0}
}
)",
                          c.type, wrap(x), wrap(a), wrap(b), loops)
                .str();
        expectSameBits(program, 1);
        SmallVector<SmallStep> steps;
        smallSteps(program, steps);
        ASSERT_EQ(steps.size(), 5u);
        SmallStep pair = c.fused ? SmallStep::MultiplyAdd
                         : StringRef(c.type) == "tensor<8xf32>"
                             ? SmallStep::Lanes
                             : SmallStep::Scalar;
        EXPECT_EQ(steps[2], pair);
        EXPECT_EQ(steps[3], pair);
      }
}

/// A body with an op that has no small kernel (`sine`) runs op by op: its
/// multiply and add are not fused, its condition does not branch.
TEST(SmallLoop, MultiplyAddsRunOneByOneBesideAHandler) {
  std::string program = R"(
func.func @main() -> tensor<f32> {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<5> : tensor<i64>
  %a = stablehlo.constant dense<0.5> : tensor<f32>
  %r:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i64>, tensor<f32>
    cond {
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %m = stablehlo.multiply %x, %a : tensor<f32>
      %s = stablehlo.add %m, %a : tensor<f32>
      %t = stablehlo.sine %s : tensor<f32>
      stablehlo.return %i1, %t : tensor<i64>, tensor<f32>
    }
  return %r#1 : tensor<f32>
}
)";
  SmallVector<SmallStep> steps;
  smallSteps(program, steps);
  // The handler's result is copied into %x's place.
  const SmallStep expected[] = {SmallStep::Scalar,  SmallStep::Scalar,
                                SmallStep::Scalar,  SmallStep::Scalar,
                                SmallStep::Handler, SmallStep::Copy};
  EXPECT_EQ(ArrayRef<SmallStep>(steps), ArrayRef<SmallStep>(expected));
}

/// Loop values returned in each other's places are copied (through the
/// staging memory), and a condition whose value is not a comparison's is
/// tested after it: both still match the general path.
TEST(SmallLoop, CopiedValuesAndTestedConditionsMatchTheGeneralPath) {
  ExpectNativeRuns native;
  for (int n : {0, 1, 4, 5}) {
    SCOPED_TRACE(n);
    std::string loops = bothLoops(R"(
  %r{0}:3 = stablehlo.while(%i = %c0, %x = %x0, %y = %y0) : tensor<i64>, tensor<4xi32>, tensor<4xi32>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      %q = stablehlo.and %p, %true : tensor<i1>
      stablehlo.return %q : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %d = stablehlo.subtract %x, %y : tensor<4xi32>{1}
      stablehlo.return %i1, %y, {2} : tensor<i64>, tensor<4xi32>, tensor<4xi32>
    })",
                                  "%d", "tensor<4xi32>");
    std::string program = llvm::formatv(R"(
func.func @main() -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>) {{
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<{0}> : tensor<i64>
  %true = stablehlo.constant dense<true> : tensor<i1>
  %x0 = stablehlo.constant dense<[2147483647, -2147483648, 3, -1]> : tensor<4xi32>
  %y0 = stablehlo.constant dense<[-1, 1, -65536, 7]> : tensor<4xi32>
{1}
  return %rs#1, %rs#2, %rg#1, %rg#2 : tensor<4xi32>, tensor<4xi32>, tensor<4xi32>, tensor<4xi32>
}
)",
                                        n, loops)
                              .str();
    expectSameBits(program, 2);
    SmallVector<SmallStep> steps;
    smallSteps(program, steps);
    // The counter in place; %y and %d copied through the staging memory.
    const SmallStep expected[] = {SmallStep::Scalar, SmallStep::Lanes,
                                  SmallStep::Scalar, SmallStep::Lanes,
                                  SmallStep::Copy,   SmallStep::Copy};
    EXPECT_EQ(ArrayRef<SmallStep>(steps), ArrayRef<SmallStep>(expected));
  }
}

/// The fused steps charge a loop's iterations together when it ends: the
/// loop runs with exactly the work it needs as the limit, and with one unit
/// less stops with an error at one of its ops, as charging each iteration
/// would; also when the counter's place trades roles with its result's
/// (`%j` reads `%i` after `%i1`), with an even and an odd count; also with
/// the iteration compiled to native code.
TEST(SmallLoop, IterationsChargedTogetherFitTheSameLimit) {
  for (int count : {10, 11})
    for (bool swapped : {false, true})
      for (bool native : {false, true}) {
        SCOPED_TRACE(std::to_string(count) + (swapped ? " swapped" : "") +
                     (native ? " native" : ""));
        std::string program =
            llvm::formatv(
                R"(
func.func @main() -> (tensor<i64>, tensor<16xi32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i64>
  %c1 = stablehlo.constant dense<1> : tensor<i64>
  %n = stablehlo.constant dense<{0}> : tensor<i64>
  %s0 = stablehlo.constant dense<0> : tensor<16xi32>
  %step = stablehlo.constant dense<3> : tensor<16xi32>
  %r:2 = stablehlo.while(%i = %c0, %s = %s0) : tensor<i64>, tensor<16xi32>
    cond {{
      %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {{
      %i1 = stablehlo.add %i, %c1 : tensor<i64>
      %s1 = stablehlo.add %s, %step : tensor<16xi32>{1}
      stablehlo.return %i1, %s1 : tensor<i64>, tensor<16xi32>
    }
  return %r#0, %r#1 : tensor<i64>, tensor<16xi32>
}
)",
                count,
                swapped ? "\n      %j = stablehlo.and %i, %c1 : tensor<i64>"
                        : "")
                .str();
        OwningOpRef<ModuleOp> module =
            parseSourceString<ModuleOp>(program, &context());
        ASSERT_TRUE(module);
        auto func = module->lookupSymbol<func::FuncOp>("main");
        auto runWith = [&](uint64_t maxWork, uint64_t &workDone) {
          InterpreterOptions options;
          options.limits.maxWork = maxWork;
          if (native)
            options.nativeLoopSteps = 0;
          Evaluator evaluator(*module, options, llvm::nulls());
          FailureOr<ValueList> r = evaluator.call(func, {});
          workDone = evaluator.getBudget().getWorkDone();
          EXPECT_EQ(getNativeLoopCounts(*options.nativeLoops).runs,
                    native ? 1u : 0u);
          return succeeded(r) &&
                 (*r)[0].getTensor().data<int64_t>()[0] == count &&
                 (*r)[1].getTensor().data<int32_t>()[15] == 3 * count;
        };
        uint64_t needed = 0, done = 0;
        ASSERT_TRUE(runWith(kUnlimited, needed));
        EXPECT_TRUE(runWith(needed, done));
        EXPECT_EQ(done, needed);
        std::string message;
        ScopedDiagnosticHandler handler(&context(), [&](Diagnostic &d) {
          message = d.str();
          return success();
        });
        EXPECT_FALSE(runWith(needed - 1, done));
        EXPECT_NE(message.find("ran out at 'stablehlo."), std::string::npos)
            << message;
      }
}

} // namespace

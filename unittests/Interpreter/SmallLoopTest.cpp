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

#include "mlir/Dialect/Func/IR/FuncOps.h"
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

/// Runs @main of `program` (no arguments); results in `out`.
void run(const std::string &program, ValueList &out) {
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(program, &context());
  ASSERT_TRUE(module) << program;
  auto func = module->lookupSymbol<func::FuncOp>("main");
  FailureOr<ValueList> r =
      runEntryFunction(func, {}, InterpreterOptions(), llvm::nulls());
  ASSERT_TRUE(succeeded(r)) << program;
  out = std::move(*r);
}

/// Runs `program`, whose @main returns the results of the small loop then
/// those of the general one, `n` each; expects them bitwise equal.
void expectSameBits(const std::string &program, size_t n) {
  ValueList r;
  run(program, r);
  ASSERT_EQ(r.size(), 2 * n);
  for (size_t k = 0; k < n; ++k)
    EXPECT_TRUE(r[k].getTensor().isBitwiseEqual(r[n + k].getTensor()))
        << "result " << k << " differs in\n"
        << program;
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

/// Every binary op of BinaryOps.h defined on the type, with every compare
/// direction (and order), on 0-d values (one loop per value) and on
/// tensor<4xT>.
TEST(SmallLoop, BinaryOpsAndComparisonsMatchTheGeneralPath) {
  const char *directions[] = {"EQ", "NE", "GE", "GT", "LE", "LT"};
  for (const ElementCase &c : elementCases()) {
    std::vector<const char *> ops = {"add", "multiply", "maximum", "minimum"};
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

/// A tensor<8xf32> buffer updated through dynamic_slice and
/// dynamic_update_slice at a carried start of each index type, which steps
/// out of range at both ends (the starts are clamped).
TEST(SmallLoop, DynamicSlicesMatchTheGeneralPath) {
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
  }
}

} // namespace

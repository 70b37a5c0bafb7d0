//===- MalformedArtifactTest.cpp - corrupted artifacts are errors ---------===//
//
// Artifacts our writer makes of a small program (a region, values with
// several uses, a use-list order), at releases of each bytecode version,
// truncated at every length and mutated byte by byte (deterministically):
// each is read back into a module that verifies or is rejected, never a
// crash, a hang or, under scripts/sanitize.sh, a sanitizer report.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <random>
#include <string>

using namespace mlir;
using namespace mlir::sfold;

namespace {

constexpr const char *kProgram = R"mlir(
func.func @main(%x: tensor<4xf32>) -> tensor<f32> {
  %z = stablehlo.constant dense<0.0> : tensor<f32>
  %a = stablehlo.add %x, %x : tensor<4xf32>
  %m = stablehlo.multiply %a, %x : tensor<4xf32>
  %r = "stablehlo.reduce"(%m, %z) ({
  ^bb0(%p: tensor<f32>, %q: tensor<f32>):
    %s = stablehlo.add %q, %p : tensor<f32>
    %t = stablehlo.maximum %p, %s : tensor<f32>
    stablehlo.return %t : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  return %r : tensor<f32>
}
)mlir";

class MalformedArtifactTest : public ::testing::TestWithParam<const char *> {
protected:
  MalformedArtifactTest() : handler(&context, [](Diagnostic &) {
    return success(); // corrupted inputs are expected to be errors
  }) {
    context.loadDialect<StablehloDialect, func::FuncDialect>();
  }

  /// The program written for the test's target release.
  std::string write() {
    OwningOpRef<ModuleOp> module =
        parseSourceString<ModuleOp>(kProgram, &context);
    EXPECT_TRUE(module);
    std::string bytes;
    llvm::raw_string_ostream os(bytes);
    std::optional<vhlo::Version> target = vhlo::Version::parse(GetParam());
    EXPECT_TRUE(target);
    EXPECT_TRUE(
        succeeded(vhlo::serializePortableArtifact(*module, *target, os)));
    return bytes;
  }

  /// Reads `bytes`: true if they gave a module (which must verify).
  bool read(const std::string &bytes) {
    OwningOpRef<ModuleOp> module =
        vhlo::deserializePortableArtifact(bytes, &context, "mutated");
    if (!module)
      return false;
    EXPECT_TRUE(succeeded(verify(*module)));
    return true;
  }

  MLIRContext context;
  ScopedDiagnosticHandler handler;
};

TEST_P(MalformedArtifactTest, TruncatedAtEveryLengthIsRejected) {
  std::string bytes = write();
  ASSERT_TRUE(read(bytes));
  for (size_t length = 0; length < bytes.size(); ++length)
    EXPECT_FALSE(read(bytes.substr(0, length))) << "length " << length;
}

TEST_P(MalformedArtifactTest, MutatedBytesAreReadOrRejected) {
  std::string bytes = write();
  ASSERT_TRUE(read(bytes));
  std::mt19937_64 rng(42);
  constexpr char kExtremes[] = {0, 0x7f, static_cast<char>(0x80),
                                static_cast<char>(0xff)};
  unsigned rejected = 0, runs = 5000;
  for (unsigned i = 0; i < runs; ++i) {
    std::string mutated = bytes;
    // Past the magic, version and producer: a byte flipped, zeroed or set
    // to an extreme, one to three times.
    for (unsigned k = 0, e = 1 + rng() % 3; k < e; ++k) {
      char &byte = mutated[24 + rng() % (mutated.size() - 24)];
      switch (rng() % 3) {
      case 0: byte ^= static_cast<char>(1 << (rng() % 8)); break;
      case 1: byte = 0; break;
      default: byte = kExtremes[rng() % 4]; break;
      }
    }
    rejected += !read(mutated);
  }
  // Most mutations hit a count, an index or a code.
  EXPECT_GT(rejected, runs / 2);
}

// One release per bytecode version StableHLO used (0, 1, 3, 4, 6).
INSTANTIATE_TEST_SUITE_P(Releases, MalformedArtifactTest,
                         ::testing::Values("0.9.0", "0.10.0", "0.12.0",
                                           "0.14.0", "1.13.8"));

} // namespace

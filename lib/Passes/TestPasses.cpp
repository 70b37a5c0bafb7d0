//===- TestPasses.cpp - passes that only lit tests use --------------------===//
//
// `--test-print-inferred-types`: for every op that implements
// InferTypeOpInterface or InferShapedTypeOpInterface, runs the inference on
// the op's own operands, attributes, properties and regions and reports what
// it returns as a remark at the op:
//
//   inferred: tensor<?x4xf32>, tensor<i32>
//   inferred components: [?x4] f32 #stablehlo.bounds<8, ?>
//
// The declared result types play no part, so a test sees exactly what a
// builder without explicit result types would produce.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/TestPasses.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

/// Prints one shaped-type component: `[2x?]` (or `[*]` when unranked), the
/// element type (`?` when not inferred) and the attribute if there is one.
static void printComponent(llvm::raw_ostream &os,
                           const ShapedTypeComponents &c) {
  os << '[';
  if (!c.hasRank()) {
    os << '*';
  } else {
    llvm::interleave(
        c.getDims(), os,
        [&](int64_t d) {
          if (ShapedType::isDynamic(d))
            os << '?';
          else
            os << d;
        },
        "x");
  }
  os << "] ";
  if (Type element = c.getElementType())
    os << element;
  else
    os << '?';
  if (Attribute attr = c.getAttribute())
    os << ' ' << attr;
}

namespace {

struct TestPrintInferredTypesPass
    : PassWrapper<TestPrintInferredTypesPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TestPrintInferredTypesPass)

  StringRef getArgument() const final { return "test-print-inferred-types"; }
  StringRef getDescription() const final {
    return "Reports the result types inferred for each op as remarks";
  }

  void runOnOperation() override {
    getOperation()->walk([](Operation *op) {
      if (auto infer = llvm::dyn_cast<InferTypeOpInterface>(op))
        reportTypes(op, infer);
      if (auto infer = llvm::dyn_cast<InferShapedTypeOpInterface>(op))
        reportComponents(op, infer);
    });
  }

  static void reportTypes(Operation *op, InferTypeOpInterface infer) {
    SmallVector<Type> types;
    if (failed(infer.inferReturnTypes(
            op->getContext(), op->getLoc(), op->getOperands(),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), types))) {
      op->emitRemark("type inference failed");
      return;
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleaveComma(types, os);
    op->emitRemark("inferred: ") << text;
  }

  static void reportComponents(Operation *op,
                               InferShapedTypeOpInterface infer) {
    SmallVector<ShapedTypeComponents> components;
    if (failed(infer.inferReturnTypeComponents(
            op->getContext(), op->getLoc(), ValueRange(op->getOperands()),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), components))) {
      op->emitRemark("shape inference failed");
      return;
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    llvm::interleave(
        components, os,
        [&](const ShapedTypeComponents &c) { printComponent(os, c); }, ", ");
    op->emitRemark("inferred components: ") << text;
  }
};

} // namespace

void mlir::sfold::registerTestPasses() {
  PassRegistration<TestPrintInferredTypesPass>();
}

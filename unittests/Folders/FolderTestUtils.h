//===- FolderTestUtils.h - helpers for the folder unit tests ----*- C++ -*-===//
//
// Each test parses a function, picks the op to fold by its result name (a
// `loc("name")` would do too; we use the first op of a kind), calls
// `Operation::fold` with the constant operands as attributes, and inspects
// the result.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_UNITTESTS_FOLDERS_FOLDERTESTUTILS_H
#define STABLEHLO_FOLD_UNITTESTS_FOLDERS_FOLDERTESTUTILS_H

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Parser/Parser.h"

#include "gtest/gtest.h"

namespace mlir::sfold::testing {

/// A context with the dialects and the folders, and a parsed module.
class FolderTest : public ::testing::Test {
protected:
  FolderTest() {
    DialectRegistry registry;
    registry.insert<StablehloDialect, func::FuncDialect>();
    registerStablehloFolders(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }

  /// Parses `source` (a module body); fails the test on a parse error.
  void parse(StringRef source) {
    module = parseSourceString<ModuleOp>(source, &context);
    ASSERT_TRUE(module) << "cannot parse:\n" << source.str();
  }

  /// The first op of type OpT in the module.
  template <typename OpT> OpT first() {
    OpT found;
    module->walk([&](OpT op) {
      if (!found)
        found = op;
    });
    return found;
  }

  /// Folds `op` with the constants among its operands. Returns the fold
  /// results, or std::nullopt if the fold declined.
  std::optional<SmallVector<OpFoldResult>> fold(Operation *op) {
    SmallVector<Attribute> operands;
    for (Value v : op->getOperands()) {
      Attribute attr;
      if (!matchPattern(v, m_Constant(&attr)))
        attr = nullptr;
      operands.push_back(attr);
    }
    SmallVector<OpFoldResult> results;
    if (failed(op->fold(operands, results)))
      return std::nullopt;
    return results;
  }

  /// Folds `op` to a single attribute (nullptr if it declined or folded to
  /// a value).
  DenseElementsAttr foldToAttr(Operation *op) {
    std::optional<SmallVector<OpFoldResult>> r = fold(op);
    if (!r || r->size() != 1)
      return {};
    return llvm::dyn_cast_if_present<DenseElementsAttr>(
        llvm::dyn_cast_if_present<Attribute>(r->front()));
  }

  /// The literal `text` parsed as an attribute, for comparisons.
  DenseElementsAttr literal(StringRef text) {
    return llvm::cast<DenseElementsAttr>(parseAttribute(text, &context));
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};

} // namespace mlir::sfold::testing

#endif // STABLEHLO_FOLD_UNITTESTS_FOLDERS_FOLDERTESTUTILS_H

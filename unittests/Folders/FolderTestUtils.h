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

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OwningOpRef.h"
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

  /// The constants among `op`'s operands as attributes (null where an
  /// operand is not a constant).
  static SmallVector<Attribute> constantOperands(Operation *op) {
    SmallVector<Attribute> operands;
    if (!op)
      return operands;
    for (Value v : op->getOperands()) {
      Attribute attr;
      if (!matchPattern(v, m_Constant(&attr)))
        attr = nullptr;
      operands.push_back(attr);
    }
    return operands;
  }

  /// Folds `op` with the attributes `operands`. Returns the fold results, or
  /// std::nullopt if the fold declined. Fails the test if a fold returns
  /// the op's own result or a wrong number of results.
  std::optional<SmallVector<OpFoldResult>>
  foldWith(Operation *op, ArrayRef<Attribute> operands) {
    SmallVector<OpFoldResult> results;
    if (!op) {
      ADD_FAILURE() << "no op to fold";
      return std::nullopt;
    }
    if (failed(op->fold(operands, results)))
      return std::nullopt;
    EXPECT_EQ(results.size(), op->getNumResults());
    for (auto [i, r] : llvm::enumerate(results)) {
      EXPECT_TRUE(static_cast<bool>(r)) << "fold result " << i << " is null";
      if (i < op->getNumResults()) {
        EXPECT_NE(llvm::dyn_cast_if_present<Value>(r), op->getResult(i))
            << "a fold returned the op's own result";
      }
    }
    return results;
  }

  /// Folds `op` with the constants among its operands.
  std::optional<SmallVector<OpFoldResult>> fold(Operation *op) {
    return foldWith(op, constantOperands(op));
  }

  /// The op in front of the terminator of the first function.
  Operation *lastOp() {
    Operation *found = nullptr;
    if (!module)
      return nullptr;
    module->walk([&](func::ReturnOp ret) {
      if (!found)
        found = ret->getPrevNode();
    });
    return found;
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

  /// Folds `op` to its attributes (empty if it declined or folded a result
  /// to a value).
  SmallVector<DenseElementsAttr> foldToAttrs(Operation *op) {
    std::optional<SmallVector<OpFoldResult>> r = fold(op);
    SmallVector<DenseElementsAttr> attrs;
    if (!r)
      return attrs;
    for (OpFoldResult f : *r) {
      auto attr = llvm::dyn_cast_if_present<DenseElementsAttr>(
          llvm::dyn_cast_if_present<Attribute>(f));
      if (!attr)
        return {};
      attrs.push_back(attr);
    }
    return attrs;
  }

  /// One op over constant operands (the op text may start with its results,
  /// e.g. "%r:2 = ..."), e.g. operands {"dense<[1, 2]> :
  /// tensor<2xi32>"} and op "stablehlo.negate %a0 : tensor<2xi32>" (operands
  /// are named %a0, %a1, ...). `asArguments` makes the operands function
  /// arguments instead of constants.
  void parseOp(ArrayRef<std::string> operands, StringRef op,
               bool asArguments = false) {
    std::string source = "func.func @f(";
    std::string body;
    for (auto [i, literal] : llvm::enumerate(operands)) {
      std::string name = "%a" + std::to_string(i);
      StringRef text(literal);
      std::string type = text.rsplit(" : ").second.str();
      if (asArguments) {
        source += (i ? ", " : "") + name + ": " + type;
      } else {
        body += "  " + name + " = stablehlo.constant " + literal + "\n";
      }
    }
    // "%r:2 = ..." or a result-less op may be given whole.
    std::string def = op.starts_with("%") ? op.str() : "%r = " + op.str();
    source += ") {\n" + body + "  " + def + "\n  func.return\n}\n";
    parse(source);
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

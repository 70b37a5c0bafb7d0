//===- FoldExtension.cpp - our fold hook on openxla's dialects ------------===//
//
// A DialectFoldInterface for openxla's `stablehlo` and `chlo` dialects that
// folds through the bridge: the op is translated into the private context
// (its operands become arguments of a detached block, its constant operands
// attributes copied by raw buffer), our dialect's fold hook runs on the copy
// (`Operation::fold`: identities, then evaluation under the limits), and the
// results are translated back (attributes by raw buffer; an operand the fold
// forwards is the openxla op's operand of the same index).
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/OpenXLA/Bridge.h"
#include "stablehlo_fold/OpenXLA/OpenXLA.h"

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo/dialect/ChloOps.h"
#include "stablehlo/dialect/StablehloOps.h"

#include "mlir/Interfaces/FoldInterfaces.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::openxla;

namespace {
struct BridgeFoldInterface : public DialectFoldInterface {
  BridgeFoldInterface(Dialect *dialect, const FoldSettings &settings)
      : DialectFoldInterface(dialect),
        context(std::make_unique<PrivateContext>(settings)) {}

  LogicalResult fold(Operation *op, ArrayRef<Attribute> operands,
                     SmallVectorImpl<OpFoldResult> &results) const final {
    // Our hook folds no op with regions (it evaluates none, and no identity
    // holds for one): no need to copy them.
    if (op->getNumResults() == 0 || op->getNumRegions() != 0)
      return failure();
    std::shared_ptr<MLIRContext> ours = context->acquire();
    IRTranslator in(ours.get());
    // The operands' stand-ins: one argument per operand, in order.
    Block standIns;
    IRMapping mapping;
    for (Value operand : op->getOperands()) {
      Type type = in.translate(operand.getType());
      if (!type)
        return failure();
      mapping.map(operand,
                  standIns.addArgument(type, UnknownLoc::get(ours.get())));
    }
    SmallVector<Attribute> constants;
    for (Attribute attr : operands) {
      if (attr && !(attr = in.translate(attr)))
        return failure();
      constants.push_back(attr);
    }
    Operation *copy = in.translate(op, mapping);
    if (copy)
      standIns.push_back(copy); // The block owns the copies from here.
    if (copy && op->getNumOperands() == 0 &&
        failed(copyUsers(op, in, mapping, standIns)))
      copy = nullptr;
    context->charge(in.getCopiedBytes());
    if (!copy || failed(verifyQuietly(copy)))
      return failure();

    SmallVector<OpFoldResult> folded;
    // An in-place fold (success, no results) changed only the copy.
    if (failed(copy->fold(constants, folded)) || folded.empty())
      return failure();
    IRTranslator out(op->getContext());
    SmallVector<OpFoldResult> translated;
    for (OpFoldResult result : folded) {
      if (auto attr = llvm::dyn_cast<Attribute>(result)) {
        if (!(attr = out.translate(attr)))
          return failure();
        translated.push_back(attr);
        continue;
      }
      auto arg = llvm::dyn_cast<BlockArgument>(llvm::cast<Value>(result));
      if (!arg || arg.getOwner() != &standIns ||
          arg.getArgNumber() >= op->getNumOperands())
        return failure();
      translated.push_back(op->getOperand(arg.getArgNumber()));
    }
    results.append(translated.begin(), translated.end());
    return success();
  }

  /// A fold of an op without operands may depend on its users: `iota`
  /// folds when a user would fold with it (`shouldFoldIota`). Copies the
  /// users without regions beside the op, their constant operands as
  /// constants and their other operands as stand-ins.
  static LogicalResult copyUsers(Operation *op, IRTranslator &in,
                                 IRMapping &mapping, Block &standIns) {
    for (Operation *user : op->getUsers()) {
      if (user->getNumRegions() != 0 || mapping.contains(user))
        continue;
      for (Value operand : user->getOperands()) {
        if (mapping.contains(operand))
          continue;
        Operation *def = operand.getDefiningOp();
        if (def && def->hasTrait<OpTrait::ConstantLike>() &&
            def->getNumOperands() == 0 && def->getNumRegions() == 0) {
          Operation *constant = in.translate(def, mapping);
          if (!constant)
            return failure();
          standIns.push_back(constant);
          continue;
        }
        Type type = in.translate(operand.getType());
        if (!type)
          return failure();
        mapping.map(operand, standIns.addArgument(
                                 type, UnknownLoc::get(type.getContext())));
      }
      Operation *copy = in.translate(user, mapping);
      if (!copy)
        return failure();
      standIns.push_back(copy);
      mapping.map(user, copy);
    }
    return success();
  }

  std::unique_ptr<PrivateContext> context;
};

/// Adds the interface to `DialectT` when it loads.
template <typename DialectT>
struct FoldExtension
    : public DialectExtension<FoldExtension<DialectT>, DialectT> {
  explicit FoldExtension(const FoldSettings &settings) : settings(settings) {}
  FoldExtension(const FoldExtension &) = default;

  void apply(MLIRContext *, DialectT *dialect) const final {
    dialect->template addInterface<BridgeFoldInterface>(settings);
  }

  FoldSettings settings;
};
} // namespace

void mlir::sfold::openxla::registerOpenXLAFoldExtensions(
    DialectRegistry &registry, const FoldSettings &settings) {
  registry.addExtension(
      TypeID::get<FoldExtension<::mlir::stablehlo::StablehloDialect>>(),
      std::make_unique<FoldExtension<::mlir::stablehlo::StablehloDialect>>(
          settings));
  registry.addExtension(
      TypeID::get<FoldExtension<::mlir::chlo::ChloDialect>>(),
      std::make_unique<FoldExtension<::mlir::chlo::ChloDialect>>(settings));
}

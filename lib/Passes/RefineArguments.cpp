//===- RefineArguments.cpp - --stablehlo-refine-arguments -----------------===//
//
// Gives the entry function new argument types (and, with `args`, binds
// arguments to constants). The body keeps the old types behind a wrapper
// custom_call until --stablehlo-refine-shapes removes it, so the IR verifies
// in between. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Diagnostics.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_STABLEHLOREFINEARGUMENTS
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

struct RefineArgumentsPass
    : public sfold::impl::StablehloRefineArgumentsBase<RefineArgumentsPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<func::FuncOp> entry = refine::getEntryFunction(getOperation());
    if (failed(entry) || failed(bindArguments(*entry)) ||
        failed(refineArguments(*entry)))
      return signalPassFailure();
  }

  /// Replaces the uses of the arguments that `args` binds by constants.
  LogicalResult bindArguments(func::FuncOp func) {
    if (args.empty())
      return success();
    if (args.size() > func.getNumArguments())
      return func.emitError("args binds ")
             << args.size() << " arguments but @" << func.getSymName()
             << " has " << func.getNumArguments();
    if (func.isExternal())
      return func.emitError("cannot bind the arguments of a declaration");
    OpBuilder builder = OpBuilder::atBlockBegin(&func.front());
    for (auto [i, text] : llvm::enumerate(args)) {
      StringRef value = StringRef(text).trim();
      if (value == "?" || value == "_")
        continue;
      int64_t n;
      if (value.getAsInteger(10, n))
        return func.emitError("args entry ")
               << i << " is '" << value << "', not an integer or '?'";
      BlockArgument arg = func.getArgument(i);
      auto type = llvm::dyn_cast<RankedTensorType>(arg.getType());
      auto intType =
          type ? llvm::dyn_cast<IntegerType>(type.getElementType()) : nullptr;
      if (!type || type.getRank() != 0 || !intType || intType.getWidth() == 1)
        return func.emitError("args binds argument ")
               << i << " to " << n << ", but its type " << arg.getType()
               << " is not a scalar integer tensor";
      APInt bits(intType.getWidth(), static_cast<uint64_t>(n),
                 /*isSigned=*/!intType.isUnsigned(), /*implicitTrunc=*/true);
      bool fits = intType.isUnsigned()
                      ? n >= 0 && bits.getZExtValue() == static_cast<uint64_t>(n)
                      : bits.getSExtValue() == n;
      if (!fits)
        return func.emitError("args binds argument ")
               << i << " to " << n << ", which does not fit in "
               << arg.getType();
      auto constant = ConstantOp::create(
          builder, arg.getLoc(),
          llvm::cast<ElementsAttr>(DenseElementsAttr::get(type, bits)));
      arg.replaceAllUsesWith(constant.getResult());
    }
    return success();
  }

  /// Parses `types`, checks them against the signature, wraps the refined
  /// arguments and updates the signature.
  LogicalResult refineArguments(func::FuncOp func) {
    if (types.empty())
      return success();
    MLIRContext *ctx = &getContext();
    SmallVector<Type> refined;
    for (const std::string &text : types) {
      size_t read = 0;
      std::string why;
      Type type;
      {
        // The parser's message goes into ours, at the function.
        ScopedDiagnosticHandler capture(ctx, [&](Diagnostic &d) {
          if (why.empty())
            why = d.str();
          return success();
        });
        type = parseType(text, ctx, &read);
      }
      if (!type || read != text.size())
        return func.emitError("stablehlo-refine-arguments: cannot parse type '")
               << text << "'" << (why.empty() ? "" : ": ") << why
               << " (quote a type that holds commas: types=\"tensor<...>\")";
      refined.push_back(type);
    }
    if (refined.size() != func.getNumArguments())
      return func.emitError("stablehlo-refine-arguments: ")
             << refined.size() << " types given for the "
             << func.getNumArguments() << " arguments of @"
             << func.getSymName();
    for (auto [i, pair] :
         llvm::enumerate(llvm::zip(func.getArgumentTypes(), refined))) {
      auto [old, type] = pair;
      std::string why;
      if (failed(refine::checkArgumentRefinement(old, type, why)))
        return func.emitError("stablehlo-refine-arguments: argument ")
               << i << " of type " << old << " cannot be refined to " << type
               << ": " << why;
    }
    if (func.isExternal())
      return func.emitError("cannot refine the arguments of a declaration");

    OpBuilder builder = OpBuilder::atBlockBegin(&func.front());
    for (auto [arg, type] : llvm::zip(func.getArguments(), refined)) {
      if (arg.getType() == type)
        continue;
      auto ranked = llvm::cast<RankedTensorType>(type);
      Type old = arg.getType();
      arg.setType(type);
      auto shape = ConstantOp::create(
          builder, arg.getLoc(),
          llvm::cast<ElementsAttr>(DenseElementsAttr::get(
              RankedTensorType::get({ranked.getRank()}, builder.getI64Type()),
              ranked.getShape())));
      auto wrapper = CustomCallOp::create(
          builder, arg.getLoc(), TypeRange{old},
          ValueRange{arg, shape.getResult()},
          ArrayRef<NamedAttribute>{
              builder.getNamedAttr("call_target_name",
                                   builder.getStringAttr(
                                       refine::kOperandWrapper)),
              builder.getNamedAttr(
                  "indices_of_shape_operands",
                  DenseIntElementsAttr::get(
                      RankedTensorType::get({1}, builder.getI64Type()),
                      ArrayRef<int64_t>{1}))});
      arg.replaceAllUsesExcept(wrapper.getResult(0), wrapper);
    }
    func.setFunctionType(
        builder.getFunctionType(refined, func.getResultTypes()));
    return success();
  }
};

} // namespace

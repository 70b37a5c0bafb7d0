//===- RefineCalls.cpp - refining through calls --------------------------===//
//
// --stablehlo-refine-shapes at func.call: a private callee is copied and
// refined per call signature (argument types and constant scalar integer
// arguments); the copies that lose their callers go afterwards. See
// ShapeRefiner.h and docs/passes.md.
//
//===----------------------------------------------------------------------===//

#include "ShapeRefiner.h"

#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::refine;

LogicalResult ShapeRefiner::refineCall(func::CallOp call) {
  auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
  OpBuilder builder(call);
  auto widenOperands = [&](TypeRange types) {
    if (types.size() != call.getNumOperands())
      return;
    for (auto [i, type] : llvm::enumerate(types))
      call->setOperand(i, widen(builder, call->getOperand(i), type));
  };
  if (!callee || callee.isExternal() || callee.isPublic() ||
      callee.getNumArguments() != call.getNumOperands()) {
    if (callee)
      widenOperands(callee.getArgumentTypes());
    return success();
  }
  Operation *origin = originOf.lookup(callee);
  if (!origin)
    origin = callee;
  if (active.contains(origin)) {
    if (trialDepth == 0)
      call.emitRemark("recursive call to @")
          << call.getCallee() << " is not refined";
    widenOperands(callee.getArgumentTypes());
    return success();
  }

  // The signature: argument types and constant scalar arguments.
  auto origFunc = llvm::cast<func::FuncOp>(origin);
  SmallVector<Type> argTypes;
  std::string key;
  llvm::raw_string_ostream os(key);
  os << origFunc.getSymName() << '(';
  for (auto [operand, declared] :
       llvm::zip(call.getOperands(), origFunc.getArgumentTypes())) {
    FailureOr<Type> met = refine::meetTypes(declared, operand.getType());
    if (failed(met)) {
      widenOperands(callee.getArgumentTypes());
      return success();
    }
    argTypes.push_back(*met);
    os << *met;
    if (isScalarInt(operand))
      if (auto value = sfold::getConstantInts(operand))
        os << '=' << (*value)[0];
    os << ',';
  }
  os << ')';

  func::FuncOp specialized = specializations.lookup(key);
  if (!specialized) {
    specialized = origFunc.clone();
    symbols.insert(specialized, std::next(Block::iterator(origFunc)));
    specialized.setPrivate();
    specializations[key] = specialized;
    originOf[specialized] = origFunc;
    copies.push_back({origFunc, specialized});
    originalNames.try_emplace(origFunc, origFunc.getSymNameAttr());
    Block &entry = specialized.front();
    OpBuilder inner = OpBuilder::atBlockBegin(&entry);
    for (auto [arg, type, operand] :
         llvm::zip(entry.getArguments(), argTypes, call.getOperands())) {
      arg.setType(type);
      if (!isScalarInt(operand))
        continue;
      DenseElementsAttr attr;
      if (matchPattern(operand, m_Constant(&attr)) && !arg.use_empty())
        arg.replaceAllUsesWith(
            ConstantOp::create(inner, arg.getLoc(),
                               llvm::cast<ElementsAttr>(attr))
                .getResult());
    }
    specialized.setFunctionType(
        inner.getFunctionType(argTypes, specialized.getResultTypes()));
    if (failed(refineFunction(specialized)))
      return failure();
  }
  call.setCallee(specialized.getSymName());
  for (auto [i, type] : llvm::enumerate(specialized.getResultTypes()))
    if (i < call.getNumResults())
      setType(call.getResult(i), type);
  for (auto [i, type] : llvm::enumerate(specialized.getArgumentTypes()))
    call->setOperand(i, widen(builder, call->getOperand(i), type));
  return success();
}

void ShapeRefiner::cleanUp() {
  // Erasing an original can free the last use of another: repeat until
  // nothing changes (each round erases at least one function).
  llvm::SetVector<Operation *> origins;
  for (auto [origin, copy] : copies)
    origins.insert(origin);
  llvm::DenseSet<Operation *> erased;
  for (bool progress = true; progress;) {
    progress = false;
    for (auto [origin, copy] : copies) {
      // Copies made for trial loop bodies may have lost their callers.
      if (!erased.contains(copy) &&
          SymbolTable::symbolKnownUseEmpty(copy, module)) {
        erased.insert(copy);
        symbols.erase(copy);
        progress = true;
      }
    }
    for (Operation *origin : origins) {
      auto func = llvm::cast<func::FuncOp>(origin);
      if (erased.contains(origin) || !func.isPrivate() ||
          !SymbolTable::symbolKnownUseEmpty(func, module))
        continue;
      erased.insert(origin);
      symbols.erase(func);
      progress = true;
    }
  }
  // A sole live copy takes its original's name.
  for (Operation *origin : origins) {
    if (!erased.contains(origin))
      continue;
    SmallVector<func::FuncOp> live;
    for (auto [o, copy] : copies)
      if (o == origin && !erased.contains(copy))
        live.push_back(copy);
    auto it = originalNames.find(origin);
    if (live.size() == 1 && it != originalNames.end())
      (void)symbols.rename(live.front(), it->second);
  }
}

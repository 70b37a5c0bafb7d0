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
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/BitVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::refine;

namespace {

/// The function a specialised copy was made from, followed to the first.
Operation *rootOf(const llvm::DenseMap<Operation *, Operation *> &originOf,
                  Operation *func) {
  while (Operation *origin = originOf.lookup(func))
    func = origin;
  return func;
}

/// `func` may have side effects: some op in it declares or may have one, a
/// call reaches a function that may, or a call's callee is unknown
/// (call_indirect, a declaration).
bool mayHaveSideEffects(func::FuncOp func, SymbolTable &symbols,
                        llvm::SmallPtrSetImpl<Operation *> &seen) {
  if (func.isExternal())
    return true;
  if (!seen.insert(func).second)
    return false; // already being looked at
  WalkResult result = func.getBody().walk([&](Operation *op) {
    if (auto call = llvm::dyn_cast<CallOpInterface>(op)) {
      auto name = llvm::dyn_cast<SymbolRefAttr>(call.getCallableForCallee());
      auto callee =
          name ? symbols.lookup<func::FuncOp>(name.getRootReference())
               : func::FuncOp();
      return !callee || mayHaveSideEffects(callee, symbols, seen)
                 ? WalkResult::interrupt()
                 : WalkResult::advance();
    }
    if (op->hasTrait<OpTrait::IsTerminator>() ||
        op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
      return WalkResult::advance(); // their effects are their contents'
    return isMemoryEffectFree(op) ? WalkResult::advance()
                                  : WalkResult::interrupt();
  });
  return result.wasInterrupted();
}

} // namespace

LogicalResult ShapeRefiner::refineCall(func::CallOp call) {
  auto callee = symbols.lookup<func::FuncOp>(call.getCallee());
  OpBuilder builder(call);
  auto widenOperands = [&](TypeRange types) {
    if (types.size() != call.getNumOperands())
      return;
    for (auto [i, type] : llvm::enumerate(types))
      call->setOperand(i, widen(builder, call->getOperand(i), type));
  };
  if (!callee || callee.isExternal() ||
      callee.getNumArguments() != call.getNumOperands() ||
      !mayRefineResults(call)) {
    if (callee)
      widenOperands(callee.getArgumentTypes());
    return success();
  }
  if (active.contains(rootOf(originOf, callee))) {
    if (trialDepth == 0)
      call.emitRemark("recursive call to @")
          << call.getCallee() << " is not refined";
    widenOperands(callee.getArgumentTypes());
    return success();
  }

  // StableHLO's refinement key: the leading token arguments, then the
  // leading constant scalar integer arguments (dimension arguments, which
  // become constants in the callee and leave its signature), then the types
  // of the others. A call already redirected to a specialisation is
  // specialised further only when its operands say more.
  unsigned n = call.getNumOperands(), tokens = 0;
  while (tokens < n && llvm::isa<TokenType>(call.getOperand(tokens).getType()))
    ++tokens;
  SmallVector<DenseElementsAttr> dimensions;
  for (unsigned i = tokens; i < n; ++i) {
    DenseElementsAttr attr;
    if (!isScalarInt(call.getOperand(i)) ||
        !matchPattern(call.getOperand(i), m_Constant(&attr)))
      break;
    dimensions.push_back(attr);
  }
  SmallVector<Type> argTypes;
  std::string key;
  llvm::raw_string_ostream os(key);
  os << callee.getSymName() << '(';
  for (auto [i, operand, declared] :
       llvm::enumerate(call.getOperands(), callee.getArgumentTypes())) {
    FailureOr<Type> met = refine::meetTypes(declared, operand.getType());
    if (failed(met)) {
      widenOperands(callee.getArgumentTypes());
      return success();
    }
    argTypes.push_back(*met);
    os << *met;
    if (i >= tokens && i - tokens < dimensions.size())
      os << '=' << dimensions[i - tokens];
    os << ',';
  }
  os << ')';

  // Nothing new for a function already specialised, or for a public one
  // (whose signature stays for callers outside the module): no copy.
  func::FuncOp specialized = callee;
  bool sayMore = !dimensions.empty() ||
                 ArrayRef<Type>(argTypes) != callee.getArgumentTypes();
  bool specialise = sayMore || (!originOf.count(callee) && callee.isPrivate());
  if (specialise)
    specialized = specializations.lookup(key);
  if (!specialized) {
    specialized = callee.clone();
    symbols.insert(specialized, std::next(Block::iterator(callee)));
    specialized.setPrivate();
    specializations[key] = specialized;
    originOf[specialized] = callee;
    copies.push_back({callee, specialized});
    originalNames.try_emplace(callee, callee.getSymNameAttr());
    Block &entry = specialized.front();
    OpBuilder inner = OpBuilder::atBlockBegin(&entry);
    llvm::BitVector dropped(entry.getNumArguments());
    for (auto [i, arg, type] :
         llvm::enumerate(entry.getArguments(), argTypes)) {
      arg.setType(type);
      if (i < tokens || i - tokens >= dimensions.size())
        continue;
      arg.replaceAllUsesWith(
          ConstantOp::create(inner, arg.getLoc(),
                             llvm::cast<ElementsAttr>(dimensions[i - tokens]))
              .getResult());
      dropped.set(i);
    }
    specialized.setFunctionType(
        inner.getFunctionType(argTypes, specialized.getResultTypes()));
    if (failed(specialized.eraseArguments(dropped)))
      return failure();
    if (failed(refineFunction(specialized)))
      return failure();
  }
  if (specialized != callee) {
    call.setCallee(specialized.getSymName());
    unsigned dropped = specialized.getNumArguments() == call.getNumOperands()
                           ? 0
                           : dimensions.size();
    SmallVector<Value> values(call.getOperands().slice(tokens, dropped));
    call->eraseOperands(tokens, dropped);
    eraseDeadConstants(values);
  }
  for (auto [i, type] : llvm::enumerate(specialized.getResultTypes()))
    if (i < call.getNumResults())
      setType(call.getResult(i), type);
  widenOperands(specialized.getArgumentTypes());
  propagateConstantResults(call, specialized);
  return success();
}

void ShapeRefiner::propagateConstantResults(func::CallOp call,
                                            func::FuncOp callee) {
  auto ret = llvm::dyn_cast<func::ReturnOp>(callee.front().getTerminator());
  if (!ret || ret.getNumOperands() != call.getNumResults())
    return;
  OpBuilder builder(call);
  bool all = true;
  // The constant each result becomes (null where it stays), with the
  // discardable attributes of the constant the callee returns.
  SmallVector<Value> constants;
  for (auto [result, returned] :
       llvm::zip(call.getResults(), ret.getOperands())) {
    DenseIntElementsAttr attr;
    if (!matchPattern(returned, m_Constant(&attr)) ||
        result.getType() != attr.getType()) {
      all = false;
      constants.push_back(Value());
      continue;
    }
    auto constant = ConstantOp::create(builder, call.getLoc(),
                                       llvm::cast<ElementsAttr>(attr));
    constant->setDiscardableAttrs(
        returned.getDefiningOp()->getDiscardableAttrDictionary());
    constants.push_back(constant.getResult());
  }
  llvm::SmallPtrSet<Operation *, 8> seen;
  if (all && !mayHaveSideEffects(callee, symbols, seen) &&
      replaceKeepingAttrs(call, constants)) {
    for (Value constant : constants)
      if (constant.use_empty())
        constant.getDefiningOp()->erase();
    return;
  }
  // The call stays (effects, a result that is not constant, or attributes
  // the constants cannot take); its results with constant values are
  // replaced all the same.
  for (auto [result, constant] : llvm::zip(call.getResults(), constants)) {
    if (!constant)
      continue;
    if (result.use_empty()) {
      constant.getDefiningOp()->erase();
      continue;
    }
    result.replaceAllUsesWith(constant);
    changed = true;
  }
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

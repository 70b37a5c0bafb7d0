//===- RefineShapes.cpp - --stablehlo-refine-shapes -----------------------===//
//
// Refines result types in place, op by op in program order, from the shape
// functions the verifier already uses (InferTypeOpInterface) and from
// constant shape operands; shape computations fold through the Folders, so
// the same kernels as --interpret compute every constant. Regions, calls and
// function signatures follow. See Passes.td and docs/passes.md.
//
//===----------------------------------------------------------------------===//

#include "ShapeRefiner.h"

#include "stablehlo_fold/Dialect/Canonicalization.h"
#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Passes/Passes.h"
#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/IR/Iterators.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/ScopeExit.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_STABLEHLOREFINESHAPES
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::refine;

void ShapeRefiner::setType(Value v, Type type) {
  if (v.getType() == type)
    return;
  if (trialDepth == 0)
    original.try_emplace(v, v.getType());
  v.setType(type);
  changed = true;
}

void ShapeRefiner::eraseOp(Operation *op) {
  for (Value result : op->getResults())
    original.erase(result);
  slice.erase(op);
  op->erase();
  changed = true;
}

Value ShapeRefiner::widen(OpBuilder &builder, Value v, Type type) {
  if (v.getType() == type || !llvm::isa<RankedTensorType>(v.getType()) ||
      !llvm::isa<RankedTensorType>(type))
    return v;
  auto convert = ConvertOp::create(builder, v.getLoc(), type, v);
  if (trialDepth == 0) // trial copies are erased: keep no pointers to them
    widenings.insert(convert);
  return convert.getResult();
}

bool refine::takesRefinedOperands(Operation *user) {
  Dialect *dialect = user->getDialect();
  return llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(dialect) ||
         llvm::isa<func::ReturnOp, func::CallOp>(user) ||
         (dialect && dialect->getNamespace() == "sdy");
}

bool ShapeRefiner::mayRefineResults(Operation *op) const {
  if (convertForeignUses)
    return true;
  return llvm::all_of(op->getResults(), [](Value result) {
    return llvm::all_of(result.getUsers(), takesRefinedOperands);
  });
}

LogicalResult ShapeRefiner::refineOp(Operation *op) {
  if (widenings.contains(op))
    return success();
  if (tryFold(op))
    return success();
  // A concatenate not evaluated merges its adjacent equal splats, as in
  // StableHLO's refinement (its shape folder's patterns); the merged op
  // refines on.
  if (auto concat = llvm::dyn_cast<ConcatenateOp>(op)) {
    IRRewriter rewriter(op->getContext());
    FailureOr<ConcatenateOp> merged = mergeAdjacentSplats(concat, rewriter);
    if (succeeded(merged))
      op = *merged;
  }
  if (auto call = llvm::dyn_cast<func::CallOp>(op))
    return refineCall(call);
  if (auto loop = llvm::dyn_cast<WhileOp>(op))
    return refineWhile(loop);
  if (llvm::isa<IfOp, CaseOp>(op))
    return refineBranches(op);
  if (!llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
          op->getDialect()) ||
      !mayRefineResults(op))
    return success();
  FailureOr<std::optional<SmallVector<Type>>> known = knownResultTypes(op);
  if (failed(known))
    return failure();
  if (!*known)
    return success();
  for (auto [i, type] : llvm::enumerate(**known))
    if (failed(refineResult(op, i, type, /*strict=*/true)))
      return failure();
  return success();
}

LogicalResult ShapeRefiner::refineBlock(Block &block) {
  for (Operation &op : llvm::make_early_inc_range(block))
    if (failed(refineOp(&op)))
      return failure();
  return success();
}

LogicalResult ShapeRefiner::refineFunction(func::FuncOp func) {
  if (func.isExternal())
    return success();
  if (!func.getBody().hasOneBlock()) {
    func.emitRemark("not refined: the function has several blocks");
    return success();
  }
  Operation *origin = originOf.lookup(func);
  if (!origin)
    origin = func;
  active.insert(origin);
  // A callee is refined in the middle of its caller: the caller's slice
  // comes back afterwards.
  llvm::DenseSet<Operation *> callerSlice = std::move(slice);
  llvm::scope_exit done([&] {
    active.erase(origin);
    slice = std::move(callerSlice);
  });
  bool outerChanged = changed;
  for (int round = 0; round < kMaxFunctionRounds; ++round) {
    changed = false;
    computeSlice(func);
    if (failed(refineBlock(func.front())))
      return failure();
    outerChanged |= changed;
    if (!changed)
      break;
  }
  changed = outerChanged;
  // Result types follow the returns, unless callers we do not refine depend
  // on them (a public function that is also called).
  auto ret = llvm::dyn_cast<func::ReturnOp>(func.front().getTerminator());
  if (!ret || ret.getNumOperands() != func.getNumResults())
    return success();
  bool called = func.isPublic() && !SymbolTable::symbolKnownUseEmpty(func, module);
  if (called) {
    OpBuilder builder(ret);
    for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
      ret->setOperand(i, widen(builder, ret->getOperand(i), type));
    return success();
  }
  SmallVector<Type> results;
  for (auto [declared, returned] :
       llvm::zip(func.getResultTypes(), ret.getOperandTypes())) {
    FailureOr<Type> met = refine::meetTypes(declared, returned);
    results.push_back(succeeded(met) ? *met : declared);
  }
  OpBuilder builder(ret);
  for (auto [i, type] : llvm::enumerate(results))
    ret->setOperand(i, widen(builder, ret->getOperand(i), type));
  func.setFunctionType(
      builder.getFunctionType(func.getArgumentTypes(), results));
  return success();
}

void ShapeRefiner::widenForeignUses() {
  for (auto [value, type] : original) {
    if (!convertForeignUses && !llvm::isa<BlockArgument>(value))
      continue;
    for (OpOperand &use : llvm::make_early_inc_range(value.getUses())) {
      Operation *user = use.getOwner();
      if (takesRefinedOperands(user))
        continue;
      OpBuilder builder(user);
      use.set(widen(builder, value, type));
    }
  }
}

namespace {

struct RefineShapesPass
    : public sfold::impl::StablehloRefineShapesBase<RefineShapesPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The wrappers of refine-arguments go first: their users see the
    // refined arguments.
    module.walk([](CustomCallOp op) {
      if (op.getCallTargetName() != refine::kOperandWrapper ||
          op->getNumOperands() < 1 || op->getNumResults() != 1)
        return;
      op->getResult(0).replaceAllUsesWith(op->getOperand(0));
      SmallVector<Value> shapes(op->getOperands().drop_front());
      op->erase();
      eraseDeadConstants(shapes);
    });
    ShapeRefiner refiner(module, convertForeignUses);
    SmallVector<func::FuncOp> roots;
    for (auto func : module.getOps<func::FuncOp>())
      if (func.isPublic())
        roots.push_back(func);
    for (func::FuncOp func : roots)
      if (failed(refiner.refineFunction(func)))
        return signalPassFailure();
    refiner.widenForeignUses();
    refiner.cleanUp();
    // What refinement made dead goes (the shape computations folded to
    // constants, their operands), as StableHLO's greedy driver erases it.
    module.walk<WalkOrder::PostOrder, ReverseIterator>([](Operation *op) {
      if (isOpTriviallyDead(op))
        op->erase();
    });
    if (failed(verify(module)))
      return signalPassFailure();
  }
};

} // namespace

//===- RefineLoops.cpp - refining while, if and case ---------------------===//
//
// --stablehlo-refine-shapes on ops with regions: the loop types of a while
// (tried on copies until the body returns what it receives) and the
// results of if and case (as static as every branch). See ShapeRefiner.h.
//
//===----------------------------------------------------------------------===//

#include "ShapeRefiner.h"

#include "stablehlo_fold/Passes/ShapeRefinement.h"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::refine;

LogicalResult ShapeRefiner::refineBranches(Operation *op) {
  for (Region &region : op->getRegions())
    if (!region.empty() && failed(refineBlock(region.front())))
      return failure();
  // A result is as static as what every branch returns.
  SmallVector<Type> joined;
  for (Region &region : op->getRegions()) {
    if (region.empty())
      return success();
    Operation *terminator = region.front().getTerminator();
    if (!terminator || terminator->getNumOperands() != op->getNumResults())
      return success();
    for (auto [i, t] : llvm::enumerate(terminator->getOperandTypes())) {
      if (joined.size() <= i)
        joined.push_back(t);
      else
        joined[i] = refine::joinTypes(joined[i], t);
    }
  }
  if (mayRefineResults(op))
    for (auto [i, type] : llvm::enumerate(joined))
      if (failed(refineResult(op, i, type, /*strict=*/false)))
        return failure();
  // Branches whose refined returns now disagree return the joined type:
  // the verifier wants branches compatible with each other.
  for (Region &region : op->getRegions()) {
    Operation *terminator = region.front().getTerminator();
    OpBuilder builder(terminator);
    for (auto [i, type] : llvm::enumerate(op->getResultTypes())) {
      Type returned = terminator->getOperand(i).getType();
      if (returned != type && returned != joined[i])
        terminator->setOperand(
            i, widen(builder, terminator->getOperand(i), joined[i]));
    }
  }
  return success();
}

LogicalResult ShapeRefiner::refineWhile(WhileOp op) {
  Block &cond = op.getCond().front(), &body = op.getBody().front();
  // The loop types: the initial values', generalised where the body returns
  // something less static, until the body returns what it receives. Each
  // candidate is tried on a copy (diagnostics dropped: a candidate that is
  // too static may make the copy contradict itself).
  SmallVector<Type> candidate;
  for (auto [arg, init] : llvm::zip(body.getArguments(), op.getOperands())) {
    FailureOr<Type> met = refine::meetTypes(arg.getType(), init.getType());
    candidate.push_back(succeeded(met) ? *met : arg.getType());
  }
  if (candidate != SmallVector<Type>(body.getArgumentTypes())) {
    bool savedChanged = changed;
    for (int round = 0; round < kMaxLoopTrialRounds; ++round) {
      Operation *copy = op->clone();
      auto trial = llvm::cast<WhileOp>(copy);
      for (Region *r : {&trial.getCond(), &trial.getBody()})
        for (auto [arg, type] : llvm::zip(r->getArguments(), candidate))
          arg.setType(type);
      ++trialDepth;
      bool ok;
      {
        ScopedDiagnosticHandler quiet(op->getContext(),
                                      [](Diagnostic &) { return success(); });
        ok = succeeded(refineBlock(trial.getBody().front()));
      }
      --trialDepth;
      SmallVector<Type> next = candidate;
      if (ok) {
        Operation *yield = trial.getBody().front().getTerminator();
        for (auto [i, t] : llvm::enumerate(yield->getOperandTypes()))
          if (i < next.size())
            next[i] = refine::joinTypes(next[i], t, /*keepBounds=*/false);
      } else {
        next.assign(body.getArgumentTypes().begin(),
                    body.getArgumentTypes().end());
      }
      copy->erase();
      if (next == candidate)
        break;
      candidate = next;
    }
    changed = savedChanged;
  }
  // Apply: the regions and the results take the loop types; the initial
  // values stay (compatible types are what the verifier wants). Not when a
  // user of a loop value cannot take a refined type.
  bool usersTakeRefined =
      mayRefineResults(op) &&
      llvm::all_of(llvm::concat<BlockArgument>(cond.getArguments(),
                                               body.getArguments()),
                   [&](BlockArgument arg) {
                     return convertForeignUses ||
                            llvm::all_of(arg.getUsers(), takesRefinedOperands);
                   });
  for (auto [i, type] : llvm::enumerate(candidate)) {
    if (!usersTakeRefined)
      break;
    for (Block *block : {&cond, &body})
      setType(block->getArgument(i), type);
    setType(op->getResult(i), type);
  }
  if (failed(refineBlock(cond)) || failed(refineBlock(body)))
    return failure();
  // The body may return something more static than the loop types: fine
  // for the verifier (compatible types), nothing to do.
  return success();
}

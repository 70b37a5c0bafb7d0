//===- FoldConstants.cpp - evaluate ops whose operands are constants ------===//
//
// Each candidate op is evaluated by `evaluateConstantOp` (lib/Folders), the
// routine the fold hook uses, which runs the interpreter's handler for it
// under the pass's budgets; so the constants this pass creates are bit for
// bit what `fold-opt --interpret` computes. See Passes.td for what is folded
// and what is declined.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

#include <optional>

namespace mlir::sfold {
#define GEN_PASS_DEF_FOLDCONSTANTS
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// How many expanding ops deep `wouldDecline` looks through (iota ->
/// broadcast_in_dim -> reshape -> its user).
constexpr int kMaxDeclineDepth = 4;

/// The pass statistics, counted whatever the LLVM build (llvm::Statistic is
/// a no-op in release builds) for the `report` remark.
struct Counts {
  uint64_t folded = 0, bytes = 0, notConstant = 0, sideEffects = 0,
           overBudget = 0, overWork = 0, notStatic = 0, keptFloats = 0,
           evalFailed = 0, keptByPolicy = 0;
};

/// The pass is policy: which ops it tries (stablehlo and chlo ops without
/// side effects, regions included), what they may capture, the budgets, the
/// statistics and remarks. Evaluation is `evaluateConstantOp`, the routine
/// the fold hook uses.
struct FoldConstantsPass
    : public sfold::impl::FoldConstantsBase<FoldConstantsPass> {
  using Base::Base;
  Counts counts;
  /// Ops declined for the size or work budget in this run (cleared per run:
  /// the fold pipeline reruns the same pass instance after other passes).
  llvm::DenseSet<Operation *> overBudget;
  /// The blobs of this run's folded results: an intermediate one's buffer
  /// is dropped as soon as its last user folds (cleared per run).
  FoldedBlobs blobs;

  /// The budgets of one fold: `size-budget` bytes per result (and per
  /// intermediate), `work-budget` units of work (0: unlimited).
  EvalLimits getLimits() const {
    return {workBudget == 0 ? kUnlimited : uint64_t(workBudget),
            uint64_t(sizeBudget)};
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The kernels run as the context's fold hook does, unless the options
    // say otherwise.
    InterpreterOptions options;
    options.kernels = getFoldSettings(module.getContext()).kernels;
    // The division policy holds in the regions and callees evaluated too.
    options.keepUndefinedDivisions = true;
    if (threads != 0)
      options.kernels.threads = threads;
    if (!kernelIsa.empty()) {
      std::optional<KernelIsa> isa = parseKernelIsa(kernelIsa);
      if (!isa) {
        module.emitError("fold-constants: kernel-isa is portable, avx2 or "
                         "avx512, not '")
            << kernelIsa << "'";
        return signalPassFailure();
      }
      options.kernels.isa = *isa;
    }
    if (!nativeLoops)
      options.nativeLoops = nullptr;
    std::string printed; // interpreter.print output is not wanted here
    llvm::raw_string_ostream sink(printed);
    Evaluator evaluator(module, options, sink);
    IRRewriter rewriter(module.getContext());
    overBudget.clear();

    // Ops are visited in pre-order: a fold replaces the op by constants
    // before its users are visited, so a whole constant subgraph folds in
    // one walk. A folded op's regions are not visited (it is gone).
    // An op declined for its budgets is not tried again in a later round:
    // its operands were already constants, so it would only spend the
    // budget again.
    bool changed = true;
    for (int round = 0; changed && round < 4; ++round) {
      changed = false;
      module.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (!isCandidate(op) || overBudget.contains(op))
          return WalkResult::advance();
        if (succeeded(tryFold(op, evaluator, rewriter))) {
          changed = true;
          return WalkResult::skip();
        }
        return WalkResult::advance();
      });
    }
    eraseDeadConstants(module, rewriter);
    blobs.finish(module);
    if (report)
      module.emitRemark("fold-constants: folded ")
          << counts.folded << " ops into " << counts.bytes
          << " bytes of constants; declined " << counts.notConstant
          << " (operand not constant), " << counts.sideEffects
          << " (side effects), " << counts.overBudget
          << " (over the size budget), " << counts.overWork
          << " (over the work budget), " << counts.notStatic
          << " (not static), " << counts.keptFloats << " (keep-floats), "
          << counts.evalFailed << " (evaluation failed), "
          << counts.keptByPolicy << " (kept by policy); "
          << (options.nativeLoops
                  ? getNativeLoopCounts(*options.nativeLoops).runs
                  : 0)
          << " loop runs as native code";
  }

  /// Ops of the stablehlo and chlo dialects that compute something.
  static bool isCandidate(Operation *op) {
    return llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
               op->getDialect()) &&
           !llvm::isa<ConstantOp>(op) &&
           !op->hasTrait<OpTrait::IsTerminator>();
  }

  /// The bytes of the statically shaped tensors among `types`.
  static uint64_t staticBytes(TypeRange types) {
    uint64_t n = 0;
    for (Type t : types)
      if (auto type = llvm::dyn_cast<RankedTensorType>(t);
          type && type.hasStaticShape())
        n += getConstantByteSize(type);
    return n;
  }

  /// Whether `op`'s results take more bytes than its operands: an iota, a
  /// broadcast_in_dim, a pad, ... (a constant of it would write out more
  /// than the IR holds).
  static bool isExpanding(Operation *op) {
    return staticBytes(op->getResultTypes()) >
           staticBytes(op->getOperandTypes());
  }

  /// Whether `user`, given constant operands, would decline a computation
  /// by what is known before evaluating it: it is kept by keep-floats, its
  /// estimated work or results are over the budgets, or it is itself an
  /// expanding op all of whose users would decline (`depth` levels down).
  /// Ops that take the value as data whatever it is (terminators, ops of
  /// other dialects, ops never folded or with side effects, such as a check's
  /// custom_call) are given the constant: they do not count as declining.
  bool wouldDecline(Operation *user, int depth) const {
    if (!isCandidate(user))
      return false;
    if (user->getNumResults() == 0 || !isMemoryEffectFree(user) ||
        (isNeverFolded(user) && !llvm::isa<RngBitGeneratorOp>(user)))
      return false;
    if (keepFloats && llvm::any_of(user->getResultTypes(), [](Type t) {
          return llvm::isa<FloatType, ComplexType>(getElementTypeOrSelf(t));
        }))
      return true;
    EvalLimits limits = getLimits();
    if (estimateCost(user).work > limits.maxWork ||
        staticBytes(user->getResultTypes()) > limits.maxTensorBytes)
      return true;
    return depth > 0 && isExpanding(user) && !user->use_empty() &&
           llvm::all_of(user->getUsers(), [&](Operation *next) {
             return wouldDecline(next, depth - 1);
           });
  }

  /// Reports why `op` was not folded (with `explain`) and fails.
  LogicalResult decline(Operation *op, llvm::Statistic &counter,
                        uint64_t &count, const Twine &why) {
    ++counter;
    ++count;
    if (explain)
      op->emitRemark("not folded: ") << why;
    return failure();
  }

  /// Replaces `op`'s results by constants holding `attrs`; the constant of a
  /// single result takes `op`'s discardable attributes (`tryFold` declines
  /// ops of several results that have some).
  void replaceByConstants(Operation *op, ArrayRef<Attribute> attrs,
                          RewriterBase &rewriter) {
    rewriter.setInsertionPoint(op);
    SmallVector<Value> constants;
    uint64_t bytes = 0;
    for (auto [result, attr] : llvm::zip(op->getResults(), attrs)) {
      auto elements = llvm::cast<ElementsAttr>(attr);
      constants.push_back(ConstantOp::create(rewriter, op->getLoc(),
                                             result.getType(), elements));
      // What the constant holds: one element for a splat.
      auto type = llvm::cast<RankedTensorType>(result.getType());
      bytes += elements.isSplat() && type.getNumElements() > 0
                   ? getConstantByteSize(type) /
                         static_cast<uint64_t>(type.getNumElements())
                   : getConstantByteSize(type);
    }
    // Cannot fail: the new constant holds no attribute to conflict with.
    (void)replaceOpKeepingAttrs(rewriter, op, constants);
    ++numFolded;
    bytesCreated += bytes;
    ++counts.folded;
    counts.bytes += bytes;
  }

  /// Folds `op` to the constants the fold hook's identities give it whatever
  /// its operands hold (get_dimension_size of a static dimension): the hook
  /// decides that policy, this pass applies it. Fails when they give none.
  LogicalResult foldToHookConstants(Operation *op, ArrayRef<Attribute> operands,
                                    RewriterBase &rewriter) {
    SmallVector<OpFoldResult> folded;
    if (failed(foldIdentity(op, operands, folded)) ||
        folded.size() != op->getNumResults() ||
        !llvm::all_of(folded, [](OpFoldResult r) {
          return llvm::isa_and_nonnull<ElementsAttr>(
              llvm::dyn_cast_if_present<Attribute>(r));
        }))
      return failure();
    SmallVector<Attribute> attrs;
    for (OpFoldResult r : folded)
      attrs.push_back(llvm::cast<Attribute>(r));
    replaceByConstants(op, attrs, rewriter);
    return success();
  }

  LogicalResult tryFold(Operation *op, Evaluator &evaluator,
                        RewriterBase &rewriter) {
    if (op->getNumResults() == 0 || !isMemoryEffectFree(op))
      return decline(op, numSideEffects, counts.sideEffects,
                     "it has side effects");
    // As the fold hook (isNeverFolded), except rng_bit_generator: this
    // pass's constants are by contract what the interpreter computes, bits
    // of its generators included.
    if (isNeverFolded(op) && !llvm::isa<RngBitGeneratorOp>(op))
      return decline(op, numSideEffects, counts.sideEffects,
                     "it is never folded (custom_call, "
                     "optimization_barrier)");

    SmallVector<Attribute> operands;
    bool allConstant = true;
    for (Value v : op->getOperands()) {
      ElementsAttr attr;
      allConstant &= matchPattern(v, m_Constant(&attr));
      operands.push_back(attr); // null where not a constant
    }
    if (succeeded(foldToHookConstants(op, operands, rewriter)))
      return success();
    if (!allConstant)
      return decline(op, numNotConstant, counts.notConstant,
                     "an operand is not a constant");
    // The fold hook's policy (docs/folders.md): an integer division by zero
    // or INT_MIN / -1 stays an op, whatever the interpreter would give it.
    if (isKeptIntegerDivision(op, operands))
      return decline(op, numKeptByPolicy, counts.keptByPolicy,
                     "an integer division by zero or of INT_MIN by -1 is "
                     "kept, as by the fold hook");
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(op->getRegions(), above);
    SmallVector<std::pair<Value, ElementsAttr>> captured;
    for (Value v : above) {
      ElementsAttr attr;
      if (!matchPattern(v, m_Constant(&attr)))
        return decline(op, numNotConstant, counts.notConstant,
                       "a region uses a value that is not a constant");
      captured.push_back({v, attr});
    }
    if (keepFloats && llvm::any_of(op->getResultTypes(), [](Type t) {
          return llvm::isa<FloatType, ComplexType>(getElementTypeOrSelf(t));
        }))
      return decline(op, numKeptFloats, counts.keptFloats,
                     "keep-floats is set");

    // Its discardable attributes go to the constant replacing it; an op of
    // several results would need one constant per result, none of which is
    // the one op the attributes can go to (docs/canonicalization.md).
    if (op->getNumResults() != 1 && !op->getDiscardableAttrDictionary().empty())
      return decline(op, numKeptByPolicy, counts.keptByPolicy,
                     "its discardable attributes would have no single "
                     "constant to go to");

    // An op that writes out more than its operands hold, and more than a
    // dense_resource blob's threshold (64 KiB), is not materialised for users
    // that would all decline anyway (a 256 MB iota in front of a dot_general
    // over the work budget). A smaller one is: a constant is what a user that
    // stays (a check, a custom_call) is best given.
    if (isExpanding(op) &&
        staticBytes(op->getResultTypes()) > kResourceThreshold &&
        !op->use_empty() &&
        llvm::all_of(op->getUsers(), [&](Operation *user) {
          return wouldDecline(user, kMaxDeclineDepth);
        })) {
      overBudget.insert(op);
      return decline(op, numKeptByPolicy, counts.keptByPolicy,
                     "every user of its result would decline, so it is not "
                     "written out as a constant");
    }

    Decline why;
    FailureOr<SmallVector<Attribute>> attrs = evaluateConstantOp(
        op, operands, captured, getLimits(), evaluator, &why, &blobs);
    if (failed(attrs)) {
      switch (why.reason) {
      case DeclineReason::NotStatic:
        return decline(op, numNotStatic, counts.notStatic, why.message);
      case DeclineReason::OverSizeBudget:
        overBudget.insert(op);
        return decline(op, numOverBudget, counts.overBudget, why.message);
      case DeclineReason::OverWorkBudget:
        overBudget.insert(op);
        return decline(op, numOverWork, counts.overWork, why.message);
      case DeclineReason::EvaluationFailed:
        return decline(op, numEvalFailed, counts.evalFailed, why.message);
      }
    }
    SmallVector<Value> inputs(op->getOperands());
    for (const auto &entry : captured)
      inputs.push_back(entry.first);
    replaceByConstants(op, *attrs, rewriter);
    releaseDeadInputs(inputs, rewriter);
    return success();
  }

  /// Erases the constants among the producers of `inputs` (the operands and
  /// captured values of an op just folded) that have no users left, and
  /// drops the buffers of those that were this run's blobs: an intermediate
  /// value lives until its last use (the walk has visited them already:
  /// they dominate the folded op).
  void releaseDeadInputs(ArrayRef<Value> inputs, RewriterBase &rewriter) {
    llvm::SmallSetVector<Value, 4> unique(inputs.begin(), inputs.end());
    for (Value v : unique) {
      auto constant = v.getDefiningOp<ConstantOp>();
      if (!constant || !constant->use_empty())
        continue;
      Attribute value = constant.getValue();
      rewriter.eraseOp(constant);
      blobs.release(value);
    }
  }
};

} // namespace

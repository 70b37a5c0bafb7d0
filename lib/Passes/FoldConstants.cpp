//===- FoldConstants.cpp - evaluate ops whose operands are constants ------===//
//
// Each candidate op is evaluated by the interpreter's handler for it, so the
// constants this pass creates are bit for bit what `fold-opt --interpret`
// computes. See Passes.td for what is folded and what is declined.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Passes/Passes.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Folders/Folders.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::sfold {
#define GEN_PASS_DEF_FOLDCONSTANTS
#include "stablehlo_fold/Passes/Passes.h.inc"
} // namespace mlir::sfold

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// The pass statistics, counted whatever the LLVM build (llvm::Statistic is
/// a no-op in release builds) for the `report` remark.
struct Counts {
  uint64_t folded = 0, bytes = 0, notConstant = 0, sideEffects = 0,
           overBudget = 0, notStatic = 0, keptFloats = 0, evalFailed = 0;
};

struct FoldConstantsPass
    : public sfold::impl::FoldConstantsBase<FoldConstantsPass> {
  using Base::Base;
  Counts counts;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    InterpreterOptions options;
    std::string printed; // interpreter.print output is not wanted here
    llvm::raw_string_ostream sink(printed);
    Evaluator evaluator(module, options, sink);

    // Ops are visited in pre-order: a fold replaces the op by constants
    // before its users are visited, so a whole constant subgraph folds in
    // one walk. A folded op's regions are not visited (it is gone).
    bool changed = true;
    for (int round = 0; changed && round < 4; ++round) {
      changed = false;
      module.walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (!isCandidate(op))
          return WalkResult::advance();
        if (succeeded(tryFold(op, evaluator))) {
          changed = true;
          return WalkResult::skip();
        }
        return WalkResult::advance();
      });
    }
    eraseDeadConstants(module);
    if (report)
      module.emitRemark("fold-constants: folded ")
          << counts.folded << " ops into " << counts.bytes
          << " bytes of constants; declined " << counts.notConstant
          << " (operand not constant), " << counts.sideEffects
          << " (side effects), " << counts.overBudget << " (over budget), "
          << counts.notStatic << " (not static), " << counts.keptFloats
          << " (keep-floats), " << counts.evalFailed << " (evaluation failed)";
  }

  /// Erases constants without users, repeatedly (folding leaves the inputs
  /// of folded subgraphs behind).
  static void eraseDeadConstants(ModuleOp module) {
    SmallVector<Operation *> dead;
    module.walk([&](ConstantOp op) {
      if (op->use_empty())
        dead.push_back(op);
    });
    for (Operation *op : dead)
      op->erase();
  }

  /// Ops of the stablehlo and chlo dialects that compute something.
  static bool isCandidate(Operation *op) {
    return llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
               op->getDialect()) &&
           !llvm::isa<ConstantOp>(op) &&
           !op->hasTrait<OpTrait::IsTerminator>();
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

  /// The value of `v` if it is a constant.
  static std::optional<InterpreterValue> constantValue(Value v) {
    ElementsAttr elements;
    if (!matchPattern(v, m_Constant(&elements)))
      return std::nullopt;
    auto type = llvm::dyn_cast<ShapedType>(v.getType());
    if (!type)
      return std::nullopt;
    FailureOr<Tensor> t = makeTensor(elements, type);
    if (failed(t))
      return std::nullopt;
    return InterpreterValue(std::move(*t));
  }

  /// Replaces `op`'s results by constants holding `attrs`, and erases it.
  void replaceByConstants(Operation *op, ArrayRef<Attribute> attrs) {
    OpBuilder builder(op);
    uint64_t bytes = 0;
    for (auto [result, attr] : llvm::zip(op->getResults(), attrs)) {
      auto elements = llvm::cast<ElementsAttr>(attr);
      auto constant =
          ConstantOp::create(builder, op->getLoc(), result.getType(), elements);
      result.replaceAllUsesWith(constant.getResult());
      // What the constant holds: one element for a splat.
      auto type = llvm::cast<RankedTensorType>(result.getType());
      bytes += elements.isSplat() && type.getNumElements() > 0
                   ? getConstantByteSize(type) /
                         static_cast<uint64_t>(type.getNumElements())
                   : getConstantByteSize(type);
    }
    op->erase();
    ++numFolded;
    bytesCreated += bytes;
    ++counts.folded;
    counts.bytes += bytes;
  }

  /// Bytes unpacking `attr` materializes beyond what the IR holds: a splat
  /// of many elements is expanded in full.
  static uint64_t expansionBytes(ElementsAttr attr, Type type) {
    auto ranked = llvm::dyn_cast<RankedTensorType>(type);
    if (!ranked || !ranked.hasStaticShape() || !attr.isSplat() ||
        ranked.getNumElements() < 2)
      return 0;
    return getConstantByteSize(ranked);
  }

  /// get_dimension_size of a static dimension is a constant whatever the
  /// operand holds: shape computations fold on dynamic programs too.
  LogicalResult foldStaticDimensionSize(GetDimensionSizeOp op) {
    auto type = llvm::dyn_cast<RankedTensorType>(op.getOperand().getType());
    auto resultType = llvm::dyn_cast<RankedTensorType>(op.getType());
    int64_t d = static_cast<int64_t>(op.getDimension());
    if (!type || !resultType || d >= type.getRank() || type.isDynamicDim(d) ||
        !llvm::isa<IntegerType>(resultType.getElementType()))
      return decline(op, numNotConstant, counts.notConstant,
                     "the dimension is not static");
    unsigned width = resultType.getElementType().getIntOrFloatBitWidth();
    auto attr = DenseElementsAttr::get(
        resultType, APInt(width, static_cast<uint64_t>(type.getDimSize(d))));
    replaceByConstants(op, {attr});
    return success();
  }

  LogicalResult tryFold(Operation *op, Evaluator &evaluator) {
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

    if (auto dim = llvm::dyn_cast<GetDimensionSizeOp>(op))
      return foldStaticDimensionSize(dim);

    SmallVector<Attribute> operandAttrs;
    for (Value v : op->getOperands()) {
      ElementsAttr attr;
      if (!matchPattern(v, m_Constant(&attr)))
        return decline(op, numNotConstant, counts.notConstant,
                       "an operand is not a constant");
      operandAttrs.push_back(attr);
    }
    llvm::SetVector<Value> above;
    getUsedValuesDefinedAbove(op->getRegions(), above);
    SmallVector<ElementsAttr> capturedAttrs;
    for (Value v : above) {
      ElementsAttr attr;
      if (!matchPattern(v, m_Constant(&attr)))
        return decline(op, numNotConstant, counts.notConstant,
                       "a region uses a value that is not a constant");
      capturedAttrs.push_back(attr);
    }

    uint64_t bytes = 0;
    for (Type t : op->getResultTypes()) {
      auto type = llvm::dyn_cast<RankedTensorType>(t);
      if (!type || !type.hasStaticShape())
        return decline(op, numNotStatic, counts.notStatic,
                       "a result is not a statically shaped tensor");
      if (keepFloats && llvm::isa<FloatType, ComplexType>(
                            getElementTypeOrSelf(type.getElementType())))
        return decline(op, numKeptFloats, counts.keptFloats,
                       "keep-floats is set");
      bytes += getConstantByteSize(type);
    }
    // Splats in, splats out: one element is computed, the budget is moot.
    if (FailureOr<SmallVector<Attribute>> splats =
            foldSplats(op, operandAttrs, evaluator);
        succeeded(splats)) {
      replaceByConstants(op, *splats);
      return success();
    }
    // Otherwise splat operands are expanded: they count as well.
    for (auto [attr, v] : llvm::zip(operandAttrs, op->getOperands()))
      bytes += expansionBytes(llvm::cast<ElementsAttr>(attr), v.getType());
    for (auto [attr, v] : llvm::zip(capturedAttrs, above))
      bytes += expansionBytes(attr, v.getType());
    if (bytes > sizeBudget)
      return decline(op, numOverBudget, counts.overBudget,
                     Twine("the results need ") + Twine(bytes) +
                         " bytes, over the budget of " + Twine(sizeBudget));

    SmallVector<InterpreterValue> operands;
    for (Value v : op->getOperands()) {
      std::optional<InterpreterValue> value = constantValue(v);
      if (!value)
        return decline(op, numEvalFailed, counts.evalFailed,
                       "an operand cannot be unpacked");
      operands.push_back(std::move(*value));
    }
    llvm::DenseMap<Value, InterpreterValue> captured;
    for (Value v : above) {
      std::optional<InterpreterValue> value = constantValue(v);
      if (!value)
        return decline(op, numEvalFailed, counts.evalFailed,
                       "a captured value cannot be unpacked");
      captured[v] = std::move(*value);
    }

    // Evaluate quietly: a fold that fails changes nothing and says nothing
    // (unless asked to explain).
    std::string why;
    FailureOr<ValueList> results;
    {
      ScopedDiagnosticHandler quiet(op->getContext(), [&](Diagnostic &d) {
        if (why.empty())
          why = d.str();
        return success();
      });
      results = evaluator.evaluateOp(op, operands, captured);
    }
    if (failed(results))
      return decline(op, numEvalFailed, counts.evalFailed,
                     Twine("the interpreter could not evaluate it: ") + why);

    SmallVector<Attribute> attrs;
    for (const InterpreterValue &v : *results) {
      ElementsAttr attr =
          v.isTensor() ? packTensor(v.getTensor()) : ElementsAttr();
      if (!attr)
        return decline(op, numEvalFailed, counts.evalFailed,
                       "a result cannot be a constant");
      attrs.push_back(attr);
    }
    replaceByConstants(op, attrs);
    return success();
  }
};

} // namespace

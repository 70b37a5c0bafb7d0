//===- FoldByEvaluation.cpp - constant folding through the kernels --------===//

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo_fold/Dialect/ChloOps.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/Evaluator.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FoldInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;

uint64_t mlir::sfold::getConstantByteSize(RankedTensorType type) {
  Type element = type.getElementType();
  uint64_t bits = 8;
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    bits = 2 * complex.getElementType().getIntOrFloatBitWidth();
  else if (auto q = llvm::dyn_cast<quant::QuantizedType>(element))
    bits = q.getStorageTypeIntegralWidth();
  else if (element.isIntOrFloat())
    bits = element.getIntOrFloatBitWidth();
  return static_cast<uint64_t>(type.getNumElements()) * ((bits + 7) / 8);
}

bool mlir::sfold::isNeverFolded(Operation *op) {
  return llvm::isa<CustomCallOp, RngBitGeneratorOp, OptimizationBarrierOp>(op);
}

bool mlir::sfold::isKeptIntegerDivision(Operation *op,
                                        ArrayRef<Attribute> operands) {
  bool broadcasting = llvm::isa<chlo::BroadcastDivOp, chlo::BroadcastRemOp>(op);
  if ((!llvm::isa<DivOp, RemOp>(op) && !broadcasting) || operands.size() != 2 ||
      op->getNumResults() != 1)
    return false;
  auto intType =
      llvm::dyn_cast<IntegerType>(getElementTypeOrSelf(op->getResult(0)));
  if (!intType || !operands[0] || !operands[1])
    return false;
  auto lhs = llvm::dyn_cast<DenseIntElementsAttr>(operands[0]);
  auto rhs = llvm::dyn_cast<DenseIntElementsAttr>(operands[1]);
  if (!lhs || !rhs ||
      (!broadcasting && lhs.getNumElements() != rhs.getNumElements()))
    return true; // A blob or a mismatch: nothing tells that it is safe.
  bool isSigned = !intType.isUnsigned();
  auto kept = [&](const APInt &a, const APInt &b) {
    return b.isZero() || (isSigned && a.isMinSignedValue() && b.isAllOnes());
  };
  if (broadcasting) {
    // Elements pair up after broadcasting: kept if any divisor is zero, or
    // is -1 while some dividend is the minimum (signed).
    bool anyZero = false, anyMinusOne = false;
    for (const APInt &b : rhs.getValues<APInt>()) {
      anyZero |= b.isZero();
      anyMinusOne |= isSigned && b.isAllOnes();
    }
    return anyZero || (anyMinusOne &&
                       llvm::any_of(lhs.getValues<APInt>(), [](const APInt &a) {
                         return a.isMinSignedValue();
                       }));
  }
  // A splat side is read once; the other is iterated (its elements are
  // stored, so the loop is bounded by the IR's size).
  if (lhs.isSplat() && rhs.isSplat())
    return kept(lhs.getSplatValue<APInt>(), rhs.getSplatValue<APInt>());
  if (lhs.isSplat()) {
    APInt a = lhs.getSplatValue<APInt>();
    return llvm::any_of(rhs.getValues<APInt>(),
                        [&](const APInt &b) { return kept(a, b); });
  }
  if (rhs.isSplat()) {
    APInt b = rhs.getSplatValue<APInt>();
    return llvm::any_of(lhs.getValues<APInt>(),
                        [&](const APInt &a) { return kept(a, b); });
  }
  for (auto [a, b] : llvm::zip(lhs.getValues<APInt>(), rhs.getValues<APInt>()))
    if (kept(a, b))
      return true;
  return false;
}

bool mlir::sfold::shouldFoldIota(Operation *iota) {
  auto op = llvm::dyn_cast<IotaOp>(iota);
  if (!op)
    return false;
  auto type = llvm::dyn_cast<RankedTensorType>(op.getType());
  if (!type || !type.hasStaticShape())
    return false;
  auto dim = static_cast<int64_t>(op.getIotaDimension());
  if (type.getNumElements() <= kMaxIotaFoldElements ||
      (dim < type.getRank() && type.getDimSize(dim) == 1))
    return true;
  // A user that folds once the iota is a constant (no regions, no effects,
  // not exempt, every other operand a constant) and either combines it with
  // a constant or gives a small result: a re-layout of a large iota
  // (broadcast_in_dim, reshape, ...) would only write out a larger one.
  return llvm::any_of(op->getUsers(), [&](Operation *user) {
    if (!llvm::isa_and_nonnull<StablehloDialect, chlo::ChloDialect>(
            user->getDialect()) ||
        user->getNumRegions() != 0 || isNeverFolded(user) ||
        !isMemoryEffectFree(user))
      return false;
    bool withConstant = false;
    for (Value v : user->getOperands()) {
      if (v == op.getResult())
        continue;
      if (!matchPattern(v, m_Constant()))
        return false;
      withConstant = true;
    }
    return withConstant ||
           llvm::all_of(user->getResultTypes(), [](Type t) {
             auto type = llvm::dyn_cast<RankedTensorType>(t);
             return type && type.hasStaticShape() &&
                    type.getNumElements() <= kMaxIotaFoldElements;
           });
  });
}

/// Bytes unpacking `attr` as a value of `type` materializes beyond what the
/// IR holds: a splat of many elements is expanded in full.
static uint64_t expansionBytes(Attribute attr, Type type) {
  auto elements = llvm::dyn_cast_if_present<ElementsAttr>(attr);
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  if (!elements || !ranked || !ranked.hasStaticShape() ||
      !elements.isSplat() || ranked.getNumElements() < 2)
    return 0;
  return getConstantByteSize(ranked);
}

/// `attr`, a splat of more than one element of `type`, as the 0-d value that
/// stands for every index (HandlerTable::addScalarOperands); nullopt for
/// other attributes.
static std::optional<InterpreterValue> unpackSplatAsScalar(Attribute attr,
                                                           Type type) {
  auto splat = llvm::dyn_cast_if_present<DenseElementsAttr>(attr);
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  if (!splat || !splat.isSplat() || !ranked || !ranked.hasStaticShape() ||
      ranked.getRank() == 0 || ranked.getNumElements() < 2)
    return std::nullopt;
  FailureOr<Tensor> t = makeTensor(
      splat.resizeSplat(RankedTensorType::get({}, splat.getElementType())),
      RankedTensorType::get({}, ranked.getElementType()));
  if (failed(t))
    return std::nullopt;
  return InterpreterValue(std::move(*t));
}

/// `attr` as an interpreter value of `type`: `kept` (its blob's Tensor) if
/// given, else the Tensor `blobs` keeps for it if any, else a Tensor over
/// the attribute's storage.
static std::optional<InterpreterValue> unpack(Attribute attr, Type type,
                                              const FoldedBlobs *blobs,
                                              Tensor kept = {}) {
  auto elements = llvm::dyn_cast_if_present<ElementsAttr>(attr);
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!elements || !shaped)
    return std::nullopt;
  if (!kept && blobs)
    kept = blobs->lookup(attr);
  if (kept) {
    FailureOr<Tensor> t = kept.withType(shaped);
    if (failed(t))
      return std::nullopt;
    return InterpreterValue(std::move(*t));
  }
  FailureOr<Tensor> t = makeTensor(elements, shaped);
  if (failed(t))
    return std::nullopt;
  return InterpreterValue(std::move(*t));
}

FailureOr<SmallVector<Attribute>> mlir::sfold::evaluateConstantOp(
    Operation *op, ArrayRef<Attribute> operands,
    ArrayRef<std::pair<Value, ElementsAttr>> captured,
    const EvalLimits &limits, Evaluator &evaluator, Decline *why,
    FoldedBlobs *blobs) {
  auto decline = [&](DeclineReason reason, const Twine &message) {
    if (why)
      *why = {reason, message.str()};
    return failure();
  };
  if (operands.size() != op->getNumOperands())
    return decline(DeclineReason::EvaluationFailed,
                   "an operand is not a constant");

  uint64_t bytes = 0;
  for (Type t : op->getResultTypes()) {
    auto type = llvm::dyn_cast<RankedTensorType>(t);
    if (!type || !type.hasStaticShape())
      return decline(DeclineReason::NotStatic,
                     "a result is not a statically shaped tensor");
    bytes += getConstantByteSize(type);
  }
  evaluator.resetBudget(limits);

  // Splats in, splats out: one element is computed, the size budget is moot.
  if (FailureOr<SmallVector<Attribute>> splats =
          foldSplats(op, operands, evaluator);
      succeeded(splats))
    return splats;

  // Otherwise splat operands are expanded: they count as well (also those
  // a handler takes as one element: a bound, not the exact bytes).
  for (auto [attr, v] : llvm::zip(operands, op->getOperands()))
    bytes += expansionBytes(attr, v.getType());
  for (const auto &[v, attr] : captured)
    bytes += expansionBytes(attr, v.getType());
  if (bytes > limits.maxTensorBytes)
    return decline(DeclineReason::OverSizeBudget,
                   Twine("the results need ") + formatBytes(bytes) +
                       ", over the size budget of " +
                       formatBytes(limits.maxTensorBytes));
  // The op's own work, before anything is unpacked (its regions' work is
  // charged as they run).
  if (EvalBudget estimate(limits);
      !estimate.tryCharge(estimateCost(op), op->getName().getStringRef()))
    return decline(DeclineReason::OverWorkBudget, estimate.getMessage());

  ValueList values;
  // The operands `blobs` lent (index, attribute), given back on the way out
  // unless a kernel wrote its result over them.
  SmallVector<std::pair<size_t, Attribute>, 2> lent;
  llvm::scope_exit giveBack([&] {
    for (auto [i, attr] : lent)
      if (const Tensor *t = values[i].getMutableTensor(); t && *t)
        blobs->giveBack(attr, *t);
  });
  // Splats stay one element for a handler that takes 0-d operands.
  bool scalars = evaluator.takesScalarOperands(op);
  for (auto [i, attr, operand] : llvm::enumerate(operands, op->getOperands())) {
    if (std::optional<InterpreterValue> one =
            scalars ? unpackSplatAsScalar(attr, operand.getType())
                    : std::nullopt) {
      values.push_back(std::move(*one));
      continue;
    }
    // Its constant's last use: only this value will hold the buffer.
    Tensor kept = blobs && operand.hasOneUse() ? blobs->lend(attr) : Tensor();
    std::optional<InterpreterValue> value =
        unpack(attr, operand.getType(), blobs, kept);
    if (kept && !value)
      blobs->giveBack(attr, kept);
    if (!value)
      return decline(DeclineReason::EvaluationFailed,
                     "an operand cannot be unpacked");
    if (kept)
      lent.push_back({i, attr});
    values.push_back(std::move(*value));
  }
  llvm::DenseMap<Value, InterpreterValue> capturedValues;
  for (const auto &[v, attr] : captured) {
    std::optional<InterpreterValue> value = unpack(attr, v.getType(), blobs);
    if (!value)
      return decline(DeclineReason::EvaluationFailed,
                     "a captured value cannot be unpacked");
    capturedValues[v] = std::move(*value);
  }

  // Evaluate quietly: a fold that fails changes nothing and says nothing;
  // the first error is kept for `why`.
  std::string error;
  FailureOr<ValueList> computed;
  {
    ScopedDiagnosticHandler quiet(op->getContext(), [&](Diagnostic &d) {
      if (error.empty())
        error = d.str();
      return success();
    });
    computed = evaluator.evaluateOp(op, values, capturedValues);
  }
  if (failed(computed)) {
    const EvalBudget &budget = evaluator.getBudget();
    if (budget.isExhausted())
      return decline(budget.isOutOfWork() ? DeclineReason::OverWorkBudget
                                          : DeclineReason::OverSizeBudget,
                     budget.getMessage());
    return decline(DeclineReason::EvaluationFailed,
                   Twine("the interpreter could not evaluate it: ") + error);
  }
  if (computed->size() != op->getNumResults())
    return decline(DeclineReason::EvaluationFailed,
                   "the interpreter gave the wrong number of results");

  SmallVector<Attribute> attrs;
  for (const InterpreterValue &v : *computed) {
    ElementsAttr attr;
    if (v.isTensor())
      attr = blobs ? blobs->pack(v.getTensor()) : packTensor(v.getTensor());
    if (!attr)
      return decline(DeclineReason::EvaluationFailed,
                     "a result cannot be a constant");
    attrs.push_back(attr);
  }
  return attrs;
}

void mlir::sfold::eraseDeadConstants(Operation *root, RewriterBase &rewriter) {
  SmallVector<Operation *> dead;
  root->walk([&](ConstantOp op) {
    if (op->use_empty())
      dead.push_back(op);
  });
  for (Operation *op : dead)
    rewriter.eraseOp(op);
}

void mlir::sfold::eraseDeadConstants(ArrayRef<Value> values) {
  // Each value once: erasing a constant frees its result.
  llvm::SmallSetVector<Value, 4> unique(values.begin(), values.end());
  for (Value v : unique)
    if (auto constant = v.getDefiningOp<ConstantOp>())
      if (constant->use_empty())
        constant->erase();
}

LogicalResult
mlir::sfold::foldByEvaluation(Operation *op, ArrayRef<Attribute> operands,
                              SmallVectorImpl<OpFoldResult> &results,
                              const FoldSettings &settings) {
  // The hook's policy: ops without regions or side effects, all of whose
  // operands are constants.
  if (op->getNumRegions() != 0 || op->getNumResults() == 0 ||
      llvm::isa<ConstantOp>(op) || isNeverFolded(op) || !isMemoryEffectFree(op))
    return failure();
  for (Attribute a : operands)
    if (!llvm::isa_and_nonnull<ElementsAttr>(a))
      return failure();
  if (isKeptIntegerDivision(op, operands))
    return failure();

  InterpreterOptions options;
  options.kernels = settings.kernels;
  std::string printed;
  llvm::raw_string_ostream sink(printed);
  Evaluator evaluator(ModuleOp(), options, sink);
  if (!evaluator.canEvaluate(op))
    return failure();
  FailureOr<SmallVector<Attribute>> attrs =
      evaluateConstantOp(op, operands, {}, settings.limits, evaluator);
  if (failed(attrs))
    return failure();
  results.append(attrs->begin(), attrs->end());
  return success();
}

namespace {
/// The dialect-wide fold hook of one context: exact identities first, then
/// evaluation under the context's settings (fixed when it is made).
struct StablehloFoldInterface : public DialectFoldInterface {
  StablehloFoldInterface(Dialect *dialect, const FoldSettings &settings)
      : DialectFoldInterface(dialect), settings(settings) {}

  LogicalResult fold(Operation *op, ArrayRef<Attribute> operands,
                     SmallVectorImpl<OpFoldResult> &results) const final {
    SmallVector<OpFoldResult> folded;
    if (failed(foldIdentity(op, operands, folded))) {
      // Large iotas stay ops unless a user folds with them (--fold-constants,
      // which evaluates on its own, still materializes them).
      if (llvm::isa<IotaOp>(op) && !shouldFoldIota(op))
        return failure();
      if (failed(foldByEvaluation(op, operands, folded, settings)))
        return failure();
    }
    // An op whose discardable attributes the fold would lose stays; the
    // canonicalization pattern FoldKeepingAttrs and --fold-constants fold it
    // and give the constant its attributes (docs/canonicalization.md).
    if (!foldKeepsAttrs(op, folded))
      return failure();
    results.append(folded.begin(), folded.end());
    return success();
  }

  const FoldSettings settings;
};

/// Attaches the fold hook, with the registration's settings, to `DialectT`.
template <typename DialectT>
struct FoldersExtension
    : public DialectExtension<FoldersExtension<DialectT>, DialectT> {
  explicit FoldersExtension(const FoldSettings &settings)
      : settings(settings) {}
  void apply(MLIRContext *, DialectT *dialect) const final {
    dialect->template addInterface<StablehloFoldInterface>(settings);
  }
  FoldSettings settings;
};
} // namespace

FoldSettings mlir::sfold::getFoldSettings(MLIRContext *context) {
  Dialect *dialect = context->getLoadedDialect<StablehloDialect>();
  if (!dialect)
    return {};
  // FoldersExtension is what gives the dialect its fold interface.
  if (const auto *i = static_cast<const StablehloFoldInterface *>(
          dialect->getRegisteredInterface<DialectFoldInterface>()))
    return i->settings;
  return {};
}

void mlir::sfold::registerStablehloFolders(DialectRegistry &registry,
                                           const FoldSettings &settings) {
  registry.addExtension(
      TypeID::get<FoldersExtension<StablehloDialect>>(),
      std::make_unique<FoldersExtension<StablehloDialect>>(settings));
  registry.addExtension(
      TypeID::get<FoldersExtension<chlo::ChloDialect>>(),
      std::make_unique<FoldersExtension<chlo::ChloDialect>>(settings));
}

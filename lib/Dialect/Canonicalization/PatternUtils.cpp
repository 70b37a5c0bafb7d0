//===- PatternUtils.cpp - helpers shared by the pattern files -------------===//

#include "PatternUtils.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Verifier.h"

using namespace mlir;
using namespace mlir::sfold;

DenseElementsAttr canon::getConstant(Value v) {
  DenseElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return {};
  return attr;
}

std::optional<APInt> canon::getSplatInt(Value v) {
  DenseElementsAttr attr = getConstant(v);
  if (!attr || !attr.isSplat() ||
      !llvm::isa<IntegerType>(attr.getElementType()) ||
      !hasIntegerElements(v.getType()))
    return std::nullopt;
  return attr.getSplatValue<APInt>();
}

std::optional<APFloat> canon::getSplatFloat(Value v) {
  DenseElementsAttr attr = getConstant(v);
  if (!attr || !attr.isSplat() || !llvm::isa<FloatType>(attr.getElementType()))
    return std::nullopt;
  return attr.getSplatValue<APFloat>();
}

bool canon::isIntZero(Value v) {
  std::optional<APInt> value = getSplatInt(v);
  return value && value->isZero();
}

bool canon::isIntOne(Value v) {
  std::optional<APInt> value = getSplatInt(v);
  return value && value->getBitWidth() > 1 && value->isOne();
}

bool canon::isIntAllOnes(Value v) {
  std::optional<APInt> value = getSplatInt(v);
  return value && value->isAllOnes();
}

bool canon::isFloatNegZero(Value v) {
  std::optional<APFloat> value = getSplatFloat(v);
  return value && value->isZero() && value->isNegative();
}

bool canon::isFloatPosZero(Value v) {
  std::optional<APFloat> value = getSplatFloat(v);
  return value && value->isZero() && !value->isNegative();
}

bool canon::isFloatOne(Value v) {
  std::optional<APFloat> value = getSplatFloat(v);
  return value && value->isExactlyValue(1.0);
}

bool canon::hasIntegerElements(Type type) {
  return llvm::isa<IntegerType>(getElementTypeOrSelf(type));
}

bool canon::isStaticTensor(Type type) {
  auto ranked = llvm::dyn_cast<RankedTensorType>(type);
  return ranked && ranked.hasStaticShape();
}

Value canon::makeSplatConstant(OpBuilder &b, Location loc,
                               RankedTensorType type, Attribute element) {
  DenseElementsAttr attr;
  if (auto array = llvm::dyn_cast<ArrayAttr>(element)) {
    // complex<T>: [re, im].
    if (array.size() != 2)
      return {};
    auto re = llvm::dyn_cast<FloatAttr>(array[0]);
    auto im = llvm::dyn_cast<FloatAttr>(array[1]);
    if (!re || !im)
      return {};
    attr = DenseElementsAttr::get(
        type, std::complex<APFloat>(re.getValue(), im.getValue()));
  } else {
    attr = DenseElementsAttr::get(type, element);
  }
  return ConstantOp::create(b, loc, type, attr);
}

Value canon::makeEmptyConstant(OpBuilder &b, Location loc,
                               RankedTensorType type) {
  if (!type.hasStaticShape() || type.getNumElements() != 0 ||
      llvm::isa<quant::QuantizedType>(type.getElementType()))
    return {};
  auto attr = DenseElementsAttr::get(type, ArrayRef<Attribute>{});
  return ConstantOp::create(b, loc, type, attr);
}

canon::BlockLiveness
canon::computeBlockLiveness(Block &block, const llvm::BitVector &keptReturns) {
  BlockLiveness result;
  result.argsRead.resize(block.getNumArguments());
  Operation *terminator = block.empty() ? nullptr : &block.back();
  // Whether a use keeps its value alive: the use is a kept terminator operand
  // or lies in (or under) a live op.
  auto isLiveUse = [&](OpOperand &use) {
    Operation *owner = block.findAncestorOpInBlock(*use.getOwner());
    if (!owner)
      return false;
    if (owner == terminator)
      return use.getOwner() == terminator &&
             use.getOperandNumber() < keptReturns.size() &&
             keptReturns.test(use.getOperandNumber());
    return result.liveOps.contains(owner);
  };
  // Users follow their definitions in a block, so one backward sweep sees
  // every live user before the op it uses.
  for (Operation &op : llvm::reverse(block)) {
    if (&op == terminator)
      continue;
    bool live = !isMemoryEffectFree(&op);
    for (Value v : op.getResults())
      for (OpOperand &use : v.getUses())
        live = live || isLiveUse(use);
    if (live)
      result.liveOps.insert(&op);
  }
  for (BlockArgument arg : block.getArguments())
    for (OpOperand &use : arg.getUses())
      if (isLiveUse(use))
        result.argsRead.set(arg.getArgNumber());
  return result;
}

void canon::pruneBlock(RewriterBase &rewriter, Block &block,
                       const llvm::BitVector &keptReturns,
                       const BlockLiveness &liveness,
                       const llvm::BitVector &argsToErase) {
  Operation *terminator = &block.back();
  SmallVector<Value> kept;
  for (auto [i, v] : llvm::enumerate(terminator->getOperands()))
    if (i < keptReturns.size() && keptReturns.test(i))
      kept.push_back(v);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(terminator);
  auto ret = ReturnOp::create(rewriter, terminator->getLoc(), kept);
  ret->setDiscardableAttrs(terminator->getDiscardableAttrDictionary());
  rewriter.eraseOp(terminator);
  SmallVector<Operation *> dead;
  for (Operation &op : block.without_terminator())
    if (!liveness.liveOps.contains(&op))
      dead.push_back(&op);
  // Users before the ops they use.
  for (Operation *op : llvm::reverse(dead))
    rewriter.eraseOp(op);
  rewriter.modifyOpInPlace(block.getParentOp(),
                           [&] { block.eraseArguments(argsToErase); });
}

std::optional<SmallVector<int64_t>> canon::getConstantInts(Value v) {
  DenseElementsAttr attr = getConstant(v);
  if (!attr)
    return std::nullopt;
  // `index` values (shape operands) are signed 64-bit.
  auto intType = llvm::dyn_cast<IntegerType>(attr.getElementType());
  if (!intType && !llvm::isa<IndexType>(attr.getElementType()))
    return std::nullopt;
  bool zeroExtend =
      intType && (intType.isUnsigned() || intType.getWidth() == 1);
  SmallVector<int64_t> values;
  for (const APInt &x : attr.getValues<APInt>()) {
    if (!zeroExtend)
      values.push_back(x.getSExtValue());
    else if (x.getActiveBits() > 63)
      values.push_back(std::numeric_limits<int64_t>::max());
    else
      values.push_back(static_cast<int64_t>(x.getZExtValue()));
  }
  return values;
}

canon::StagedOps::~StagedOps() {
  for (Operation *op : llvm::reverse(ops))
    op->erase();
}

bool canon::StagedOps::verify() {
  ScopedDiagnosticHandler silence(builder.getContext(),
                                  [](Diagnostic &) { return success(); });
  return llvm::all_of(
      ops, [](Operation *op) { return succeeded(mlir::verify(op)); });
}

Value canon::StagedOps::commit(RewriterBase &rewriter) {
  Value last;
  for (Operation *op : ops) {
    rewriter.insert(op);
    if (op->getNumResults() > 0)
      last = op->getResult(0);
  }
  ops.clear();
  return last;
}

bool canon::isRegionPure(Region &region) {
  for (Operation &op : region.getOps())
    if (!isMemoryEffectFree(&op))
      return false;
  return true;
}

//===----------------------------------------------------------------------===//
// Discardable attributes of replaced ops
//===----------------------------------------------------------------------===//

/// The merge of `from` into `to` when both hold an attribute of one name:
/// `to` when they are equal, the key-by-key union when both are dictionaries
/// without a key of two values, null (a conflict) otherwise.
static Attribute mergeAttr(Attribute to, Attribute from) {
  if (to == from)
    return to;
  auto toDict = llvm::dyn_cast<DictionaryAttr>(to);
  auto fromDict = llvm::dyn_cast<DictionaryAttr>(from);
  if (!toDict || !fromDict)
    return {};
  NamedAttrList merged(toDict);
  for (NamedAttribute entry : fromDict) {
    Attribute existing = merged.get(entry.getName());
    if (!existing)
      merged.set(entry.getName(), entry.getValue());
    else if (existing != entry.getValue())
      return {};
  }
  return merged.getDictionary(to.getContext());
}

/// `target`'s discardable attributes once `op`'s are merged in; nullopt on a
/// conflict.
static std::optional<NamedAttrList> mergedAttrs(Operation *op,
                                                Operation *target) {
  NamedAttrList merged(target->getDiscardableAttrDictionary());
  for (NamedAttribute attr : op->getDiscardableAttrs()) {
    Attribute existing = merged.get(attr.getName());
    if (!existing) {
      merged.set(attr.getName(), attr.getValue());
      continue;
    }
    Attribute value = mergeAttr(existing, attr.getValue());
    if (!value)
      return std::nullopt;
    merged.set(attr.getName(), value);
  }
  return merged;
}

Operation *canon::getAttrTarget(Operation *op, ValueRange values) {
  if (values.empty() || values.size() != op->getNumResults())
    return nullptr;
  auto first = llvm::dyn_cast<OpResult>(values.front());
  if (!first)
    return nullptr;
  Operation *target = first.getOwner();
  if (target == op || target->getNumResults() != values.size())
    return nullptr;
  for (auto [i, v] : llvm::enumerate(values))
    if (v != target->getResult(i))
      return nullptr;
  return target;
}

bool canon::canKeepAttrs(Operation *op, ValueRange values) {
  if (op->getDiscardableAttrDictionary().empty())
    return true;
  Operation *target = getAttrTarget(op, values);
  return target && mergedAttrs(op, target).has_value();
}

LogicalResult canon::replaceOpKeepingAttrs(RewriterBase &rewriter,
                                           Operation *op, ValueRange values) {
  if (!op->getDiscardableAttrDictionary().empty()) {
    Operation *target = getAttrTarget(op, values);
    std::optional<NamedAttrList> merged =
        target ? mergedAttrs(op, target) : std::nullopt;
    if (!merged)
      return rewriter.notifyMatchFailure(
          op, "its discardable attributes would be lost or conflict");
    DictionaryAttr dict = merged->getDictionary(op->getContext());
    if (dict != target->getDiscardableAttrDictionary())
      rewriter.modifyOpInPlace(target,
                               [&] { target->setDiscardableAttrs(dict); });
  }
  rewriter.replaceOp(op, values);
  return success();
}

bool canon::canPruneKeepingAttrs(Operation *op) {
  return !op->hasAttr("mhlo.sharding");
}

bool canon::canForwardKeepingAttrs(Value replaced, Value replacement) {
  Operation *op = replaced.getDefiningOp();
  return op && canKeepAttrs(op, replacement);
}

Value canon::forwardKeepingAttrs(RewriterBase &rewriter, Value replaced,
                                 Value replacement) {
  Operation *op = replaced.getDefiningOp();
  Operation *target = op ? getAttrTarget(op, replacement) : nullptr;
  if (!target || op->getDiscardableAttrDictionary().empty())
    return replacement;
  if (std::optional<NamedAttrList> merged = mergedAttrs(op, target))
    rewriter.modifyOpInPlace(target, [&] {
      target->setDiscardableAttrs(merged->getDictionary(op->getContext()));
    });
  return replacement;
}

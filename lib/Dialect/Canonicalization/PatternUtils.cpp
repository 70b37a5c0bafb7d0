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
  if (target && canKeepAttrs(op, replacement))
    mergeAttrsInto(rewriter, op, target);
  return replacement;
}

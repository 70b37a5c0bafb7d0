//===- ScalarLoop.cpp - while loops of scalar ops without tensors ---------===//
//
// A `while` loop whose condition and body are made only of ops with scalar
// kernels (0-d operands and results of plain element types: loop counters,
// accumulators) runs on an array of 64-bit slots per region: no Tensor is
// made, nothing is allocated and no type is dispatched on per iteration.
// The kernels are the per-element functors of the ops' own kernels
// (BinaryOps.h), and each op charges the budget exactly as when it runs
// through its plan, so work limits and their messages are unchanged.
//
//===----------------------------------------------------------------------===//

#include "ScalarLoop.h"

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <algorithm>
#include <cstring>

using namespace mlir;
using namespace mlir::sfold;

bool mlir::sfold::isScalarSlotType(Type type) {
  auto t = llvm::dyn_cast<RankedTensorType>(type);
  if (!t || t.getRank() != 0 || t.getEncoding())
    return false;
  Type et = t.getElementType();
  if (getStorageElementType(et) != et)
    return false;
  std::optional<StorageKind> kind = getStorageKind(et);
  return kind && getStorageBytes(*kind) <= sizeof(uint64_t);
}

const Evaluator::ScalarBlock *Evaluator::getScalarBlock(Block &block) {
  auto [it, inserted] = scalarBlocks.try_emplace(&block);
  if (!inserted)
    return it->second.get();
  auto sb = std::make_unique<ScalarBlock>();
  llvm::DenseMap<Value, uint32_t> slotOf;
  uint32_t next = 0;
  for (BlockArgument arg : block.getArguments()) {
    if (!isScalarSlotType(arg.getType()))
      return nullptr;
    sb->argTypes.push_back(arg.getType());
    slotOf[arg] = next++;
  }
  for (Operation &op : block)
    for (Value r : op.getResults())
      slotOf[r] = next++;
  sb->firstOuter = next;
  auto slot = [&](Value v) -> std::optional<uint32_t> {
    auto found = slotOf.find(v);
    if (found != slotOf.end())
      return found->second;
    if (!isScalarSlotType(v.getType()))
      return std::nullopt;
    sb->outers.push_back(v);
    slotOf[v] = next;
    return next++;
  };
  for (Operation &op : block) {
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      if (&op != &block.back())
        return nullptr;
      for (Value v : op.getOperands()) {
        std::optional<uint32_t> s = slot(v);
        if (!s)
          return nullptr;
        sb->returned.push_back(*s);
        sb->returnedTypes.push_back(v.getType());
      }
      break;
    }
    if (op.getNumOperands() > ScalarBlock::kMaxOperands)
      return nullptr;
    ScalarKernel kernel = handlers.prepareScalar(&op);
    if (!kernel)
      return nullptr;
    ScalarBlock::Op p;
    p.kernel = std::move(kernel);
    p.op = &op;
    p.cost = estimateScalarLoopCost(&op);
    p.firstOperand = sb->operands.size();
    p.numOperands = op.getNumOperands();
    p.result = slotOf.lookup(op.getResult(0));
    for (Value v : op.getOperands()) {
      std::optional<uint32_t> s = slot(v);
      if (!s)
        return nullptr;
      sb->operands.push_back(*s);
    }
    if (std::optional<size_t> bytes = Tensor::computeSizeInBytes(
            llvm::cast<ShapedType>(op.getResult(0).getType())))
      sb->resultBytes = std::max<uint64_t>(sb->resultBytes, *bytes);
    sb->ops.push_back(std::move(p));
  }
  if (block.empty() || !block.back().hasTrait<OpTrait::IsTerminator>())
    return nullptr;
  sb->numSlots = next;
  it->second = std::move(sb);
  return it->second.get();
}

namespace {
/// The slot of a 0-d tensor, or nullopt if `value` is not one of `type`.
std::optional<uint64_t> loadSlot(const InterpreterValue *value, Type type) {
  if (!value || !value->isTensor() || value->getTensor().getType() != type)
    return std::nullopt;
  const Tensor &t = value->getTensor();
  uint64_t bits = 0;
  std::memcpy(&bits, t.rawData(), t.getElementStorageBytes());
  return bits;
}
} // namespace

std::optional<FailureOr<ValueList>>
Evaluator::runScalarWhile(Region &cond, Region &body,
                          ArrayRef<InterpreterValue> init) {
  if (!cond.hasOneBlock() || !body.hasOneBlock())
    return std::nullopt;
  const ScalarBlock *c = getScalarBlock(cond.front());
  const ScalarBlock *b = c ? getScalarBlock(body.front()) : nullptr;
  if (!c || !b)
    return std::nullopt;
  // The shapes the generic loop checks as it runs (its errors are reported
  // there), and results within the memory limit.
  size_t n = init.size();
  if (c->argTypes.size() != n || b->argTypes.size() != n ||
      c->argTypes != b->argTypes || b->returnedTypes != b->argTypes ||
      c->returned.size() != 1 ||
      llvm::cast<RankedTensorType>(c->returnedTypes[0]).getElementType() !=
          IntegerType::get(cond.getContext(), 1) ||
      std::max(c->resultBytes, b->resultBytes) >
          budget.getLimits().maxTensorBytes)
    return std::nullopt;

  SmallVector<uint64_t, 8> values(n);
  for (size_t i = 0; i < n; ++i) {
    std::optional<uint64_t> bits = loadSlot(&init[i], c->argTypes[i]);
    if (!bits)
      return std::nullopt;
    values[i] = *bits;
  }
  // Each region's slots, its outer values read once.
  SmallVector<uint64_t, 32> condSlots(c->numSlots), bodySlots(b->numSlots);
  for (auto [blk, slots] : {std::make_pair(c, condSlots.data()),
                            std::make_pair(b, bodySlots.data())}) {
    for (auto [k, v] : llvm::enumerate(blk->outers)) {
      std::optional<uint64_t> bits = loadSlot(lookupValue(v), v.getType());
      if (!bits)
        return std::nullopt;
      slots[blk->firstOuter + k] = *bits;
    }
  }

  auto run = [&](const ScalarBlock &blk, uint64_t *slots) {
    std::copy(values.begin(), values.end(), slots);
    const uint32_t *operands = blk.operands.data();
    for (const ScalarBlock::Op &p : blk.ops) {
      if (!budget.tryCharge(p.cost, p.op->getName().getStringRef())) {
        p.op->emitError(budget.getMessage());
        return false;
      }
      uint64_t args[ScalarBlock::kMaxOperands];
      for (uint32_t k = 0; k < p.numOperands; ++k)
        args[k] = slots[operands[p.firstOperand + k]];
      slots[p.result] = p.kernel(args);
    }
    return true;
  };
  while (true) {
    if (!run(*c, condSlots.data()))
      return FailureOr<ValueList>(failure());
    if (!(condSlots[c->returned[0]] & 1))
      break;
    if (!run(*b, bodySlots.data()))
      return FailureOr<ValueList>(failure());
    for (size_t i = 0; i < n; ++i)
      values[i] = bodySlots[b->returned[i]];
  }

  ValueList results;
  for (size_t i = 0; i < n; ++i) {
    Tensor t(llvm::cast<ShapedType>(c->argTypes[i]));
    if (t)
      std::memcpy(t.mutableRawData(), &values[i], t.getElementStorageBytes());
    results.push_back(InterpreterValue(std::move(t)));
  }
  return FailureOr<ValueList>(std::move(results));
}

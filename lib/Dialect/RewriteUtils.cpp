//===- RewriteUtils.cpp - helpers for code that rewrites stablehlo --------===//

#include "stablehlo_fold/Dialect/RewriteUtils.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

#include <limits>

using namespace mlir;
using namespace mlir::sfold;

std::optional<SmallVector<int64_t>> sfold::getConstantInts(Value v,
                                                           bool exact) {
  DenseIntElementsAttr attr;
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return std::nullopt;
  // `index` values (shape operands from shape.shape_of,
  // tensor.from_elements, arith.index_cast) are signed 64-bit.
  Type elementType = attr.getElementType();
  auto intType = llvm::dyn_cast<IntegerType>(elementType);
  if (!intType && !llvm::isa<IndexType>(elementType))
    return std::nullopt;
  bool zeroExtend =
      intType && (intType.isUnsigned() || intType.getWidth() == 1);
  SmallVector<int64_t> values;
  for (const APInt &x : attr.getValues<APInt>()) {
    if (!zeroExtend)
      values.push_back(x.getSExtValue());
    else if (x.getActiveBits() > 63 && exact)
      return std::nullopt;
    else if (x.getActiveBits() > 63)
      values.push_back(std::numeric_limits<int64_t>::max());
    else
      values.push_back(static_cast<int64_t>(x.getZExtValue()));
  }
  return values;
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

Operation *sfold::getAttrTarget(Operation *op, ValueRange values) {
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

bool sfold::canKeepAttrs(Operation *op, ValueRange values) {
  if (op->getDiscardableAttrDictionary().empty())
    return true;
  Operation *target = getAttrTarget(op, values);
  return target && mergedAttrs(op, target).has_value();
}

LogicalResult sfold::replaceOpKeepingAttrs(RewriterBase &rewriter,
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

void sfold::mergeAttrsInto(RewriterBase &rewriter, Operation *op,
                           Operation *target) {
  if (op->getDiscardableAttrDictionary().empty())
    return;
  std::optional<NamedAttrList> merged = mergedAttrs(op, target);
  if (!merged)
    return;
  DictionaryAttr dict = merged->getDictionary(op->getContext());
  if (dict != target->getDiscardableAttrDictionary())
    rewriter.modifyOpInPlace(target,
                             [&] { target->setDiscardableAttrs(dict); });
}

bool sfold::foldKeepsAttrs(Operation *op, ArrayRef<OpFoldResult> results) {
  if (op->getDiscardableAttrDictionary().empty() || results.empty())
    return true;
  SmallVector<Value> values;
  for (OpFoldResult r : results) {
    auto v = llvm::dyn_cast<Value>(r);
    if (!v)
      return false;
    values.push_back(v);
  }
  Operation *target = getAttrTarget(op, values);
  if (!target)
    return false;
  std::optional<NamedAttrList> merged = mergedAttrs(op, target);
  return merged && merged->getDictionary(op->getContext()) ==
                       target->getDiscardableAttrDictionary();
}

//===- BodyRecognition.cpp - regions the kernels run natively -------------===//
//
// The one place where a region (reduce / reduce_window / select_and_scatter
// / scatter / map / all_reduce / reduce_scatter body, sort comparator,
// select predicate) is recognised as a single binary op or comparison, so
// that the kernel runs BinaryOps.h's typed op instead of the region per
// element; and the one mapping of the dialect's comparison attributes to the
// kernels' CompareDirection / CompareType.
//
//===----------------------------------------------------------------------===//

#include "Handlers.h"

#include "stablehlo_fold/Interpreter/ElementTypes.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;

/// The single op of `region` before a `stablehlo.return` of exactly its
/// result, or null.
static Operation *getSingleReturnedOp(Region &region) {
  if (!region.hasOneBlock())
    return nullptr;
  Block &block = region.front();
  if (!llvm::hasSingleElement(block.without_terminator()))
    return nullptr;
  Operation &inner = block.front();
  auto ret = llvm::dyn_cast<ReturnOp>(block.back());
  if (!ret || ret->getNumOperands() != 1 || inner.getNumResults() != 1 ||
      ret->getOperand(0) != inner.getResult(0))
    return nullptr;
  return &inner;
}

/// Whether `region` has one block with two arguments of type
/// `tensor<elementType>`.
static bool hasTwoScalarArguments(Region &region, Type elementType) {
  if (!region.hasOneBlock())
    return false;
  Block &block = region.front();
  Type scalar = RankedTensorType::get({}, elementType);
  return block.getNumArguments() == 2 &&
         block.getArgument(0).getType() == scalar &&
         block.getArgument(1).getType() == scalar;
}

std::optional<BinaryOpKind> mlir::sfold::recognizeBinaryBody(Region &region,
                                                             Type elementType) {
  if (!hasTwoScalarArguments(region, elementType))
    return std::nullopt;
  Operation *inner = getSingleReturnedOp(region);
  if (!inner || inner->getNumOperands() != 2 ||
      inner->getResult(0).getType() != region.getArgument(0).getType())
    return std::nullopt;
  Value a = inner->getOperand(0), b = inner->getOperand(1);
  Value arg0 = region.getArgument(0), arg1 = region.getArgument(1);
  // Swapped operands only where every recognised op is commutative bit for
  // bit: with floats the NaN a result carries depends on the order.
  bool exact = isa<IntegerType>(elementType);
  if (!(a == arg0 && b == arg1) && !(exact && a == arg1 && b == arg0))
    return std::nullopt;
  return llvm::TypeSwitch<Operation *, std::optional<BinaryOpKind>>(inner)
      .Case<AddOp>([](auto) { return BinaryOpKind::Add; })
      .Case<MulOp>([](auto) { return BinaryOpKind::Multiply; })
      .Case<MaxOp>([](auto) { return BinaryOpKind::Maximum; })
      .Case<MinOp>([](auto) { return BinaryOpKind::Minimum; })
      .Case<AndOp>([](auto) { return BinaryOpKind::And; })
      .Case<OrOp>([](auto) { return BinaryOpKind::Or; })
      .Case<XorOp>([](auto) { return BinaryOpKind::Xor; })
      .Default([](Operation *) { return std::nullopt; });
}

bool mlir::sfold::isReturnSecondBody(Region &region, Type elementType) {
  if (!hasTwoScalarArguments(region, elementType))
    return false;
  Block &block = region.front();
  auto ret = llvm::dyn_cast<ReturnOp>(block.front());
  return ret && ret->getNumOperands() == 1 &&
         ret->getOperand(0) == block.getArgument(1);
}

CompareDirection mlir::sfold::toCompareDirection(ComparisonDirection d) {
  switch (d) {
  case ComparisonDirection::EQ:
    return CompareDirection::EQ;
  case ComparisonDirection::NE:
    return CompareDirection::NE;
  case ComparisonDirection::GE:
    return CompareDirection::GE;
  case ComparisonDirection::GT:
    return CompareDirection::GT;
  case ComparisonDirection::LE:
    return CompareDirection::LE;
  case ComparisonDirection::LT:
    return CompareDirection::LT;
  }
  return CompareDirection::EQ;
}

CompareType mlir::sfold::toCompareType(std::optional<ComparisonType> t) {
  if (!t)
    return CompareType::Default;
  switch (*t) {
  case ComparisonType::NOTYPE:
    return CompareType::Default;
  case ComparisonType::FLOAT:
    return CompareType::Float;
  case ComparisonType::TOTALORDER:
    return CompareType::TotalOrder;
  case ComparisonType::SIGNED:
    return CompareType::Signed;
  case ComparisonType::UNSIGNED:
    return CompareType::Unsigned;
  }
  return CompareType::Default;
}

std::optional<FastCompare>
mlir::sfold::recognizeCompareBody(Region &region, ArrayRef<Tensor> inputs) {
  unsigned numInputs = inputs.size();
  auto cmp = llvm::dyn_cast_or_null<CompareOp>(getSingleReturnedOp(region));
  if (!cmp)
    return std::nullopt;
  Block &block = region.front();
  if (block.getNumArguments() != 2 * numInputs)
    return std::nullopt;
  auto lhs = llvm::dyn_cast<BlockArgument>(cmp.getLhs());
  auto rhs = llvm::dyn_cast<BlockArgument>(cmp.getRhs());
  if (!lhs || !rhs || lhs.getOwner() != &block || rhs.getOwner() != &block ||
      lhs.getType() != rhs.getType())
    return std::nullopt;
  unsigned l = lhs.getArgNumber(), r = rhs.getArgNumber();
  if (l / 2 != r / 2 || l == r)
    return std::nullopt;
  auto argType = llvm::dyn_cast<RankedTensorType>(lhs.getType());
  auto resultType = llvm::dyn_cast<RankedTensorType>(cmp.getType());
  if (!argType || argType.getRank() != 0 ||
      argType.getElementType() != inputs[l / 2].getElementType() ||
      !resultType || resultType.getRank() != 0 ||
      !resultType.getElementType().isInteger(1))
    return std::nullopt;

  FastCompare fc;
  fc.operand = l / 2;
  fc.swapped = l % 2 == 1;
  fc.direction = toCompareDirection(cmp.getComparisonDirection());
  fc.type = toCompareType(cmp.getCompareType());
  if (fc.type == CompareType::Default) {
    // The default follows the element type.
    Type et = argType.getElementType();
    if (llvm::isa<FloatType>(et))
      fc.type = CompareType::Float;
    else if (et.isUnsignedInteger() || et.isInteger(1))
      fc.type = CompareType::Unsigned;
    else if (llvm::isa<IntegerType>(et))
      fc.type = CompareType::Signed;
    else
      return std::nullopt;
  }
  return fc;
}

//===----------------------------------------------------------------------===//
// Promoted accumulators
//===----------------------------------------------------------------------===//

FailureOr<Type> mlir::sfold::getReducerElementType(Operation *op, Region &body,
                                                   size_t i) {
  if (body.empty() || body.front().getNumArguments() % 2 != 0 ||
      i >= body.front().getNumArguments() / 2)
    return op->emitError("the body must take two arguments per input");
  Block &block = body.front();
  size_t n = block.getNumArguments() / 2;
  Type acc = getElementTypeOrSelf(block.getArgument(i).getType());
  Type x = getElementTypeOrSelf(block.getArgument(i + n).getType());
  if (acc != x)
    return op->emitError("not supported by the interpreter: a body whose "
                         "arguments ")
           << i << " and " << i + n << " have different float types (" << acc
           << " and " << x << ")";
  return acc;
}

FailureOr<Tensor> mlir::sfold::promoteForBody(Operation *op, const Tensor &t,
                                              Type to) {
  Type from = t.getElementType();
  if (from == to || !getStorageKind(to) || getStorageElementType(to) != to ||
      getStorageElementType(from) != from)
    return t;
  Tensor promoted = convertOp(t, RankedTensorType::get(t.getShape(), to));
  if (!promoted)
    return op->emitError("cannot convert ")
           << from << " to the body's element type " << to;
  return promoted;
}

LogicalResult mlir::sfold::promoteForBody(Operation *op, Region &body,
                                          MutableArrayRef<Tensor> values,
                                          bool sharedPair) {
  for (auto [k, t] : llvm::enumerate(values)) {
    FailureOr<Type> e = getReducerElementType(op, body, sharedPair ? 0 : k);
    if (failed(e))
      return failure();
    FailureOr<Tensor> promoted = promoteForBody(op, t, *e);
    if (failed(promoted))
      return failure();
    t = std::move(*promoted);
  }
  return success();
}

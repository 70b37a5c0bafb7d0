//===- ChloBroadcastOps.cpp - chlo's broadcasting ops ---------------------===//
//
// Shape inference of the broadcast_* ops, CHLO's rules: numpy-style
// broadcasting (trailing dimensions aligned; equal sizes, or a size 1
// stretched; `?` against n > 1 gives n, `?` against 1 or `?` gives `?`), or
// with `broadcast_dimensions` the lower-rank operand's dimension i against
// dimension broadcast_dimensions[i] of the other. The interpreter uses the
// same plan (`planBroadcast`) on the operands' runtime shapes.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/ChloOps.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::chlo;

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ChloBroadcastOps.cpp.inc"

/// One dimension of two broadcast shapes, CHLO's (and MLIR's
/// getBroadcastedShape's) rule; false if they do not broadcast.
static bool broadcastDim(int64_t a, int64_t b, int64_t &out) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b)) {
    if (a > 1)
      out = a;
    else if (b > 1)
      out = b;
    else if (a == 1)
      out = b;
    else if (b == 1)
      out = a;
    else
      out = ShapedType::kDynamic;
    return true;
  }
  if (a == b || b == 1) {
    out = a;
    return true;
  }
  if (a == 1) {
    out = b;
    return true;
  }
  return false;
}

static std::string shapeString(ArrayRef<int64_t> shape) {
  std::string s = "[";
  for (auto [i, d] : llvm::enumerate(shape)) {
    if (i)
      s += ", ";
    s += ShapedType::isDynamic(d) ? std::string("?") : std::to_string(d);
  }
  return s + "]";
}

FailureOr<BroadcastPlan>
mlir::sfold::chlo::planBroadcast(ArrayRef<ArrayRef<int64_t>> shapes,
                                 std::optional<ArrayRef<int64_t>> dims,
                                 std::string &error) {
  BroadcastPlan plan;
  // Operands of one static shape do not broadcast: CHLO lowers the op to the
  // plain op whatever broadcast_dimensions says, so it is not read.
  bool sameStaticShape =
      shapes.size() == 2 && shapes[0] == shapes[1] &&
      llvm::none_of(shapes[0], ShapedType::isDynamic);
  if (dims && !sameStaticShape) {
    // Two operands: the lower-rank one (lhs when ranks are equal) maps its
    // dimension i to dimension dims[i] of the other, which keeps its own.
    if (shapes.size() != 2) {
      error = "broadcast_dimensions needs exactly two operands";
      return failure();
    }
    bool lhsLarge = shapes[0].size() > shapes[1].size();
    ArrayRef<int64_t> large = shapes[lhsLarge ? 0 : 1];
    ArrayRef<int64_t> small = shapes[lhsLarge ? 1 : 0];
    if (dims->size() != small.size()) {
      error = "broadcast_dimensions must have one entry per dimension of "
              "the lower-rank operand (" +
              std::to_string(small.size()) + "), got " +
              std::to_string(dims->size());
      return failure();
    }
    plan.shape.assign(large.begin(), large.end());
    SmallVector<bool> used(large.size());
    for (auto [i, d] : llvm::enumerate(*dims)) {
      if (d < 0 || d >= static_cast<int64_t>(large.size())) {
        error = "broadcast_dimensions entry " + std::to_string(d) +
                " is out of range for rank " + std::to_string(large.size());
        return failure();
      }
      if (used[d]) {
        error =
            "broadcast_dimensions entry " + std::to_string(d) + " is repeated";
        return failure();
      }
      used[d] = true;
      if (!broadcastDim(small[i], large[d], plan.shape[d])) {
        error = "dimension " + std::to_string(i) + " of shape " +
                shapeString(small) + " does not broadcast against dimension " +
                std::to_string(d) + " of shape " + shapeString(large);
        return failure();
      }
    }
    SmallVector<int64_t> identity =
        llvm::to_vector(llvm::seq<int64_t>(0, large.size()));
    plan.operandDims.resize(2);
    plan.operandDims[lhsLarge ? 0 : 1] = identity;
    plan.operandDims[lhsLarge ? 1 : 0].assign(dims->begin(), dims->end());
    return plan;
  }
  // Numpy: trailing dimensions aligned.
  size_t rank = 0;
  for (ArrayRef<int64_t> s : shapes)
    rank = std::max(rank, s.size());
  plan.shape.assign(rank, 1);
  for (ArrayRef<int64_t> s : shapes) {
    size_t offset = rank - s.size();
    SmallVector<int64_t> before = plan.shape;
    for (size_t i = 0; i < s.size(); ++i) {
      if (!broadcastDim(before[offset + i], s[i], plan.shape[offset + i])) {
        error = "shapes " + shapeString(before) + " and " + shapeString(s) +
                " do not broadcast";
        return failure();
      }
    }
    plan.operandDims.push_back(
        llvm::to_vector(llvm::seq<int64_t>(offset, rank)));
  }
  return plan;
}

LogicalResult mlir::sfold::chlo::inferBroadcastBinaryType(
    std::optional<Location> loc, Type lhs, Type rhs,
    std::optional<ArrayRef<int64_t>> broadcastDims, Type elementType,
    SmallVectorImpl<Type> &inferred) {
  auto lhsType = llvm::dyn_cast<RankedTensorType>(lhs);
  auto rhsType = llvm::dyn_cast<RankedTensorType>(rhs);
  if (!lhsType || !rhsType)
    return emitOptionalError(loc, "expected ranked tensor operands");
  if (!hlo::isSameBaselineElementType(lhsType.getElementType(),
                                      rhsType.getElementType()))
    return emitOptionalError(loc, "mismatched operand types ", lhs, " and ",
                             rhs);
  std::string error;
  FailureOr<BroadcastPlan> plan = planBroadcast(
      {lhsType.getShape(), rhsType.getShape()}, broadcastDims, error);
  if (failed(plan))
    return emitOptionalError(loc, error);
  inferred.push_back(RankedTensorType::get(plan->shape, elementType));
  return success();
}

LogicalResult BroadcastSelectOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  auto pred = llvm::dyn_cast<RankedTensorType>(adaptor.getPred().getType());
  auto onTrue = llvm::dyn_cast<RankedTensorType>(adaptor.getOnTrue().getType());
  auto onFalse =
      llvm::dyn_cast<RankedTensorType>(adaptor.getOnFalse().getType());
  if (!pred || !onTrue || !onFalse)
    return emitOptionalError(loc, "expected ranked tensor operands");
  if (onTrue.getElementType() != onFalse.getElementType())
    return emitOptionalError(loc, "mismatched operand types ", onTrue, " and ",
                             onFalse);
  std::string error;
  FailureOr<BroadcastPlan> plan =
      planBroadcast({pred.getShape(), onTrue.getShape(), onFalse.getShape()},
                    std::nullopt, error);
  if (failed(plan))
    return emitOptionalError(loc, error);
  inferred.push_back(
      RankedTensorType::get(plan->shape, onTrue.getElementType()));
  return success();
}

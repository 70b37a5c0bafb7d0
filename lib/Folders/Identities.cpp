//===- Identities.cpp - folds that need no constants ----------------------===//
//
// Each fold here is exact for every input, NaN and -0.0 included: it returns
// an existing value that is bit for bit the op's result, or a constant the
// types alone determine (get_dimension_size of a static dimension). These
// are the fold hook's policy: canonicalization and --fold-constants get them
// from here. Float arithmetic identities (x + 0.0, x * 1.0, ...) are not
// here: most are wrong for -0.0 or NaN payloads, and the exact ones are
// canonicalization patterns.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Folders/Folders.h"

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Support/CheckedInt.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::sfold;

/// `v` as the fold result when its type is exactly `op`'s result type.
static OpFoldResult sameType(Operation *op, Value v) {
  if (op->getNumResults() != 1 || v.getType() != op->getResult(0).getType())
    return {};
  return v;
}

static bool isIota(ArrayRef<int64_t> values) {
  for (auto [i, v] : llvm::enumerate(values))
    if (v != static_cast<int64_t>(i))
      return false;
  return true;
}

static bool isIntegerOrBool(Type t) {
  return llvm::isa<IntegerType>(getElementTypeOrSelf(t));
}

LogicalResult mlir::sfold::foldIdentity(Operation *op, ArrayRef<Attribute>,
                                        SmallVectorImpl<OpFoldResult> &results) {
  OpFoldResult folded =
      llvm::TypeSwitch<Operation *, OpFoldResult>(op)
          // reshape(x) -> x, convert(x) -> x when nothing changes.
          .Case<ReshapeOp, ConvertOp>(
              [&](auto o) { return sameType(op, o.getOperand()); })
          // transpose(x, [0, 1, ...]) -> x
          .Case([&](TransposeOp o) -> OpFoldResult {
            if (!isIota(o.getPermutation()))
              return {};
            return sameType(op, o.getOperand());
          })
          // broadcast_in_dim(x, [0, 1, ...]) -> x when the type is unchanged
          .Case([&](BroadcastInDimOp o) -> OpFoldResult {
            if (!isIota(o.getBroadcastDimensions()))
              return {};
            return sameType(op, o.getOperand());
          })
          // slice(x) -> x when it takes all of x
          .Case([&](SliceOp o) -> OpFoldResult {
            auto type = llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            if (!type || !type.hasStaticShape())
              return {};
            if (!llvm::all_of(o.getStartIndices(),
                              [](int64_t s) { return s == 0; }) ||
                !llvm::all_of(o.getStrides(), [](int64_t s) { return s == 1; }) ||
                ArrayRef<int64_t>(o.getLimitIndices()) != type.getShape())
              return {};
            return sameType(op, o.getOperand());
          })
          // pad(x, v, 0, 0, 0) -> x
          .Case([&](PadOp o) -> OpFoldResult {
            auto zero = [](int64_t v) { return v == 0; };
            if (!llvm::all_of(o.getEdgePaddingLow(), zero) ||
                !llvm::all_of(o.getEdgePaddingHigh(), zero) ||
                !llvm::all_of(o.getInteriorPadding(), zero))
              return {};
            return sameType(op, o.getOperand());
          })
          // reverse(x, []) -> x
          .Case([&](ReverseOp o) -> OpFoldResult {
            if (!o.getDimensions().empty())
              return {};
            return sameType(op, o.getOperand());
          })
          // concatenate(x) -> x
          .Case([&](ConcatenateOp o) -> OpFoldResult {
            if (o.getInputs().size() != 1)
              return {};
            return sameType(op, o.getInputs().front());
          })
          // select(p, x, x) -> x
          .Case([&](SelectOp o) -> OpFoldResult {
            if (o.getOnTrue() != o.getOnFalse())
              return {};
            return sameType(op, o.getOnTrue());
          })
          // and(x, x), or(x, x), max(x, x), min(x, x) -> x for integers and
          // booleans (for floats, max/min quiet a signaling NaN).
          .Case<AndOp, OrOp, MaxOp, MinOp>([&](auto o) -> OpFoldResult {
            if (o.getLhs() != o.getRhs() || !isIntegerOrBool(o.getType()))
              return {};
            return sameType(op, o.getLhs());
          })
          // get_tuple_element(tuple(a, b, ...), i) -> the i-th element
          .Case([&](GetTupleElementOp o) -> OpFoldResult {
            auto tuple = o.getOperand().template getDefiningOp<TupleOp>();
            if (!tuple || o.getIndex() >= tuple->getNumOperands())
              return {};
            return sameType(op, tuple->getOperand(o.getIndex()));
          })
          // get_dimension_size(x, d) -> its size when dimension d of x is
          // static (whatever x holds), if the size fits the result type:
          // a dimension of 2^31 or more has no i32 value, so the op stays.
          .Case([&](GetDimensionSizeOp o) -> OpFoldResult {
            auto operand =
                llvm::dyn_cast<RankedTensorType>(o.getOperand().getType());
            auto type = llvm::dyn_cast<RankedTensorType>(o.getType());
            int64_t d = static_cast<int64_t>(o.getDimension());
            if (!operand || !type || d >= operand.getRank() ||
                operand.isDynamicDim(d))
              return {};
            if (DenseElementsAttr size =
                    getIntegerSplat(type, operand.getDimSize(d)))
              return Attribute(size);
            return {};
          })
          .Default([](Operation *) { return OpFoldResult(); });
  if (!folded)
    return failure();
  results.push_back(folded);
  return success();
}

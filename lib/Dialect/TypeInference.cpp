//===- TypeInference.cpp - shape functions of the stablehlo ops -----------===//

#include "stablehlo_fold/Dialect/TypeInference.h"
#include "stablehlo_fold/Dialect/RewriteUtils.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"
#include <cmath>

using namespace mlir;
using namespace mlir::sfold;

LogicalResult hlo::inferSameAsFirstOperand(ValueRange operands,
                                           SmallVectorImpl<Type> &inferred) {
  if (operands.empty())
    return failure();
  inferred.push_back(operands.front().getType());
  return success();
}

/// Element types agree, treating quantized types with the same storage and
/// expressed types as compatible (their scales may differ).
static bool isCompatibleElementType(Type l, Type r) {
  if (l == r)
    return true;
  auto ql = llvm::dyn_cast<quant::QuantizedType>(l);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(r);
  return ql && qr && ql.getStorageType() == qr.getStorageType() &&
         ql.getExpressedType() == qr.getExpressedType();
}

/// Shapes that may be equal at run time: compatible dimension by dimension,
/// and no static size above the other side's bound.
static bool isCompatibleBoundedShape(ShapedType a, ShapedType b) {
  if (failed(verifyCompatibleShape(a, b)))
    return false;
  if (!a.hasRank() || !b.hasRank())
    return true;
  SmallVector<int64_t> ba = hlo::getBounds(a), bb = hlo::getBounds(b);
  for (int64_t d = 0; d < a.getRank(); ++d) {
    int64_t x = a.getDimSize(d), y = b.getDimSize(d);
    if (!ShapedType::isDynamic(x) && !ShapedType::isDynamic(bb[d]) &&
        x > bb[d])
      return false;
    if (!ShapedType::isDynamic(y) && !ShapedType::isDynamic(ba[d]) &&
        y > ba[d])
      return false;
  }
  return true;
}

bool hlo::isCompatibleForInference(TypeRange l, TypeRange r) {
  if (l.size() != r.size())
    return false;
  for (auto [a, b] : llvm::zip(l, r)) {
    if (a == b)
      continue;
    auto ta = llvm::dyn_cast<ShapedType>(a);
    auto tb = llvm::dyn_cast<ShapedType>(b);
    if (!ta || !tb)
      return false;
    if (!isCompatibleElementType(ta.getElementType(), tb.getElementType()))
      return false;
    if (!isCompatibleBoundedShape(ta, tb))
      return false;
  }
  return true;
}

bool hlo::isPromotable(Type x, Type y, bool ignoreFpPrecision) {
  // Equal types promote, i1 included (the spec's pseudo-code omits that
  // case; every reduction over booleans needs it).
  if (x == y)
    return true;
  auto qx = llvm::dyn_cast<quant::QuantizedType>(x);
  auto qy = llvm::dyn_cast<quant::QuantizedType>(y);
  if (qx || qy)
    return qx && qy && qx.getExpressedType() == qy.getExpressedType() &&
           qx.getStorageTypeIntegralWidth() <= qy.getStorageTypeIntegralWidth();
  // i1 promotes to any integer type (StableHLO's isPromotableElementType
  // takes it as a 1-bit integer; producers accumulate predicates in i32).
  if (x.isInteger(1))
    return llvm::isa<IntegerType>(y);
  if (y.isInteger(1))
    return false;
  if (auto cx = llvm::dyn_cast<ComplexType>(x)) {
    auto cy = llvm::dyn_cast<ComplexType>(y);
    return cy && cx.getElementType().getIntOrFloatBitWidth() <=
                     cy.getElementType().getIntOrFloatBitWidth();
  }
  if (llvm::isa<IntegerType>(x))
    return llvm::isa<IntegerType>(y) &&
           x.getIntOrFloatBitWidth() <= y.getIntOrFloatBitWidth();
  if (llvm::isa<FloatType>(x))
    return llvm::isa<FloatType>(y) &&
           (ignoreFpPrecision ||
            x.getIntOrFloatBitWidth() <= y.getIntOrFloatBitWidth());
  return false;
}

//===----------------------------------------------------------------------===//
// Bounded dynamism
//===----------------------------------------------------------------------===//

SmallVector<int64_t> hlo::getBounds(Type type) {
  auto t = llvm::dyn_cast<RankedTensorType>(type);
  if (!t)
    return {};
  SmallVector<int64_t> bounds(t.getRank(), ShapedType::kDynamic);
  auto attr = llvm::dyn_cast_or_null<BoundsAttr>(t.getEncoding());
  if (!attr || static_cast<int64_t>(attr.getBounds().size()) != t.getRank())
    return bounds;
  for (auto [i, b] : llvm::enumerate(attr.getBounds()))
    if (t.isDynamicDim(i))
      bounds[i] = b;
  return bounds;
}

int64_t hlo::getUpperBound(int64_t size, int64_t bound) {
  return ShapedType::isDynamic(size) ? bound : size;
}

Type hlo::getBoundedTensorType(ArrayRef<int64_t> shape,
                               ArrayRef<int64_t> bounds, Type elementType) {
  SmallVector<int64_t> kept(shape.size(), ShapedType::kDynamic);
  bool any = false;
  for (auto [i, size] : llvm::enumerate(shape))
    if (ShapedType::isDynamic(size) && i < bounds.size() &&
        !ShapedType::isDynamic(bounds[i]) && bounds[i] >= 0) {
      kept[i] = bounds[i];
      any = true;
    }
  Attribute encoding =
      any ? BoundsAttr::get(elementType.getContext(), kept) : Attribute();
  return RankedTensorType::get(shape, elementType, encoding);
}

Type hlo::refineShape(Type a, Type b) {
  auto ta = llvm::dyn_cast<RankedTensorType>(a);
  auto tb = llvm::dyn_cast<RankedTensorType>(b);
  if (!ta || !tb || ta.getRank() != tb.getRank() || ta == tb)
    return a;
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> ba = getBounds(ta), bb = getBounds(tb);
  for (int64_t d = 0; d < ta.getRank(); ++d) {
    int64_t x = ta.getDimSize(d), y = tb.getDimSize(d);
    if (!ShapedType::isDynamic(x) || !ShapedType::isDynamic(y)) {
      shape.push_back(ShapedType::isDynamic(x) ? y : x);
      bounds.push_back(ShapedType::kDynamic);
      continue;
    }
    shape.push_back(ShapedType::kDynamic);
    if (ShapedType::isDynamic(ba[d]) || ShapedType::isDynamic(bb[d]))
      bounds.push_back(ShapedType::isDynamic(ba[d]) ? bb[d] : ba[d]);
    else
      bounds.push_back(std::min(ba[d], bb[d]));
  }
  Type refined = getBoundedTensorType(shape, bounds, ta.getElementType());
  // Keep a's own encoding when no bound came into play (an encoding that is
  // not bounds stays untouched).
  if (!llvm::isa_and_nonnull<BoundsAttr>(ta.getEncoding()) && ta.getEncoding() &&
      !llvm::isa_and_nonnull<BoundsAttr>(tb.getEncoding()))
    return RankedTensorType::get(shape, ta.getElementType(), ta.getEncoding());
  return refined;
}

//===----------------------------------------------------------------------===//
// DataMovement
//===----------------------------------------------------------------------===//

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"

namespace {
using OptLoc = std::optional<Location>;

/// Emits an error at `loc` (if any) and fails.
template <typename... Args>
LogicalResult dmFail(OptLoc loc, Args &&...args) {
  return emitOptionalError(loc, std::forward<Args>(args)...);
}
} // namespace

bool hlo::dm::isDyn(int64_t d) { return ShapedType::isDynamic(d); }

/// Two dimension sizes that may be equal at run time.
bool hlo::dm::dimsAgree(int64_t a, int64_t b) {
  return isDyn(a) || isDyn(b) || a == b;
}

/// Prints a dimension size, `?` when dynamic.
std::string hlo::dm::dimStr(int64_t d) {
  return isDyn(d) ? std::string("?") : std::to_string(d);
}

std::string hlo::dm::listStr(ArrayRef<int64_t> list) {
  std::string s = "[";
  llvm::interleave(
      list, [&](int64_t v) { s += dimStr(v); }, [&] { s += ", "; });
  return s + "]";
}

/// Element types that agree, quantized types up to their parameters (scales,
/// zero points, quantization dimension).
bool hlo::dm::elementTypesAgree(Type a, Type b) {
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::QuantizedType>(a);
  auto qb = llvm::dyn_cast<quant::QuantizedType>(b);
  return qa && qb && qa.getStorageType() == qb.getStorageType() &&
         qa.getExpressedType() == qb.getExpressedType();
}

/// `list` has `expected` entries.
LogicalResult hlo::dm::checkListSize(OptLoc loc, StringRef name, size_t size,
                                   int64_t expected, StringRef what) {
  if (static_cast<int64_t>(size) == expected)
    return success();
  return dmFail(loc, name, " has ", size, " entries, expected ", expected, " (",
              what, ")");
}

/// `dim` names a dimension of a tensor of rank `rank`.
LogicalResult hlo::dm::checkDimInRange(OptLoc loc, StringRef name, int64_t dim,
                                     int64_t rank, StringRef what) {
  if (dim >= 0 && dim < rank)
    return success();
  return dmFail(loc, name, " ", dim, " is out of range for ", what, " of rank ",
              rank);
}

/// Every entry of `dims` names a dimension of rank `rank`.
LogicalResult hlo::dm::checkDimsInRange(OptLoc loc, StringRef name,
                                      ArrayRef<int64_t> dims, int64_t rank,
                                      StringRef what) {
  for (int64_t d : dims)
    if (failed(checkDimInRange(loc, name, d, rank, what)))
      return failure();
  return success();
}

/// No entry of `dims` repeats.
LogicalResult hlo::dm::checkUnique(OptLoc loc, StringRef name,
                                 ArrayRef<int64_t> dims) {
  llvm::SmallDenseSet<int64_t> seen;
  for (int64_t d : dims)
    if (!seen.insert(d).second)
      return dmFail(loc, name, " repeats dimension ", d);
  return success();
}

/// `dims` is in increasing order.
LogicalResult hlo::dm::checkSorted(OptLoc loc, StringRef name,
                                 ArrayRef<int64_t> dims) {
  for (size_t i = 1; i < dims.size(); ++i)
    if (dims[i - 1] > dims[i])
      return dmFail(loc, name, " must be sorted, found ", listStr(dims));
  return success();
}

/// The static size of a 1-dimensional shape operand, or kDynamic.
int64_t hlo::dm::shapeOperandSize(Value v) {
  auto t = v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
  return t && t.getRank() == 1 ? t.getDimSize(0) : ShapedType::kDynamic;
}


/// The values of a shape operand defined by a constant, if it is one: the
/// one reader of constant integers, `getConstantInts` (RewriteUtils.h), so
/// the verifiers read what the patterns, the passes and the interpreter read.
std::optional<SmallVector<int64_t>> hlo::dm::constantValues(Value v) {
  return getConstantInts(v);
}

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

/// The spec's "Types" constraints on a scale: it is a value of the expressed
/// type (rounded to it, as MLIR stores scales as doubles), positive and
/// finite.
static LogicalResult checkScale(std::optional<Location> loc, double scale,
                                Type expressed, Type type,
                                const llvm::Twine &what) {
  // quantized_type_c4 .. quantized_type_c6 (MLIR's quant parser rejects a
  // scale outside the expressed type's range already; this also covers
  // types built through the C++ API, and rounding to zero or infinity)
  bool ok = scale > 0 && std::isfinite(scale);
  if (ok)
    if (auto fp = llvm::dyn_cast<FloatType>(expressed)) {
      llvm::APFloat value(scale);
      bool lost = false;
      value.convert(fp.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
                    &lost);
      ok = !value.isZero() && value.isFinite();
    }
  if (!ok)
    return emitOptionalError(loc, what, " has scale ", scale,
                             ", which is not a positive finite value of ",
                             expressed, ", in ", type);
  return success();
}

LogicalResult hlo::verifyQuantizedTensorType(std::optional<Location> loc,
                                             Type type,
                                             const llvm::Twine &what) {
  auto shaped = llvm::dyn_cast<ShapedType>(type);
  if (!shaped)
    return success();
  auto q = llvm::dyn_cast<quant::QuantizedType>(shaped.getElementType());
  if (!q)
    return success();
  int64_t lo = q.getStorageTypeMin(), hi = q.getStorageTypeMax();
  // quantized_type_c3: the storage range lies inside the storage type and is not
  // empty (the quant dialect checks the first half).
  if (lo >= hi)
    return emitOptionalError(loc, what, " has an empty storage range [", lo,
                             ", ", hi, "] in ", type);
  if (auto t = llvm::dyn_cast<quant::UniformQuantizedType>(q)) {
    if (failed(checkScale(loc, t.getScale(), t.getExpressedType(), type, what)))
      return failure();
    // quantized_type_c7: storage_min <= zero_point <= storage_max, so (as
    // the storage range lies in the storage type) quantized_type_c8: the
    // zero point is a value of the storage type.
    if (t.getZeroPoint() < lo || t.getZeroPoint() > hi)
      return emitOptionalError(loc, what, " has zero point ", t.getZeroPoint(),
                               " outside the storage range [", lo, ", ", hi,
                               "] in ", type);
    return success();
  }
  auto t = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(q);
  if (!t)
    return success();
  for (double scale : t.getScales())
    if (failed(checkScale(loc, scale, t.getExpressedType(), type, what)))
      return failure();
  for (int64_t zp : t.getZeroPoints()) {
    // quantized_type_c7, per axis.
    if (zp < lo || zp > hi)
      return emitOptionalError(loc, what, " has zero point ", zp,
                               " outside the storage range [", lo, ", ", hi,
                               "] in ", type);
  }
  if (!shaped.hasRank())
    return success();
  int64_t dim = t.getQuantizedDimension();
  // quantized_type_c12: quantization_dimension < rank(self).
  if (dim >= shaped.getRank())
    return emitOptionalError(loc, what, " has quantization dimension ", dim,
                             " but rank ", shaped.getRank(), " in ", type);
  // quantized_type_c13: dim(self, quantization_dimension) = size(scales).
  int64_t size = shaped.getDimSize(dim);
  int64_t scales = static_cast<int64_t>(t.getScales().size());
  if (!ShapedType::isDynamic(size) && size != scales)
    return emitOptionalError(loc, what, " has ", scales,
                             " scales but dimension ", dim, " has size ", size,
                             " in ", type);
  return success();
}

/// Appends `type`, or the types inside it when it is a tuple or a future.
static void collectValueTypes(Type type, SmallVectorImpl<Type> &out) {
  if (auto tuple = llvm::dyn_cast<TupleType>(type)) {
    for (Type t : tuple.getTypes())
      collectValueTypes(t, out);
    return;
  }
  if (auto future = llvm::dyn_cast<FutureType>(type)) {
    for (Type t : future.getTypes())
      collectValueTypes(t, out);
    return;
  }
  out.push_back(type);
}

LogicalResult hlo::verifyQuantizedOpTypes(Operation *op) {
  auto check = [&](TypeRange types, StringRef kind) {
    for (auto [i, type] : llvm::enumerate(types)) {
      SmallVector<Type> inner;
      collectValueTypes(type, inner);
      for (Type t : inner)
        if (failed(verifyQuantizedTensorType(
                op->getLoc(), t,
                "'" + op->getName().getStringRef() + "' op " + kind + " #" +
                    llvm::Twine(i))))
          return failure();
    }
    return success();
  };
  return failure(failed(check(op->getOperandTypes(), "operand")) ||
                 failed(check(op->getResultTypes(), "result")));
}

LogicalResult hlo::verifyQuantizedTensorTypes(std::optional<Location> loc,
                                              TypeRange types, StringRef what) {
  for (auto [i, type] : llvm::enumerate(types))
    if (failed(verifyQuantizedTensorType(loc, type,
                                         what + " #" + llvm::Twine(i))))
      return failure();
  return success();
}

/// The storage/expressed parts shared by a per-tensor and a per-axis type.
static bool isSameQuantizedStorage(quant::QuantizedType l,
                                   quant::QuantizedType r) {
  return l.getStorageType() == r.getStorageType() &&
         l.getFlags() == r.getFlags() &&
         l.getStorageTypeMin() == r.getStorageTypeMin() &&
         l.getStorageTypeMax() == r.getStorageTypeMax() &&
         l.getExpressedType() == r.getExpressedType();
}

bool hlo::isSameBaselineElementType(Type l, Type r) {
  if (l == r)
    return true;
  auto ql = llvm::dyn_cast<quant::QuantizedType>(l);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(r);
  if (!ql || !qr || !isSameQuantizedStorage(ql, qr))
    return false;
  auto al = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(l);
  auto ar = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(r);
  if (static_cast<bool>(al) != static_cast<bool>(ar))
    return false;
  return !al || al.getQuantizedDimension() == ar.getQuantizedDimension();
}

LogicalResult hlo::checkSameStorageAndExpressed(std::optional<Location> loc,
                                                Type lhsType, Type rhsType) {
  auto lhs = llvm::cast<quant::QuantizedType>(lhsType);
  auto rhs = llvm::cast<quant::QuantizedType>(rhsType);
  if (lhs.getStorageType() != rhs.getStorageType())
    return emitOptionalError(loc,
                             "expects lhs and rhs to have the same storage "
                             "type, found ",
                             lhs.getStorageType(), " and ",
                             rhs.getStorageType());
  if (lhs.getExpressedType() != rhs.getExpressedType())
    return emitOptionalError(loc,
                             "expects lhs and rhs to have the same expressed "
                             "type, found ",
                             lhs.getExpressedType(), " and ",
                             rhs.getExpressedType());
  return success();
}

bool hlo::isCompatibleBaselineTypes(TypeRange l, TypeRange r) {
  if (l.size() != r.size())
    return false;
  for (auto [a, b] : llvm::zip(l, r)) {
    if (a == b)
      continue;
    auto ta = llvm::dyn_cast<ShapedType>(a);
    auto tb = llvm::dyn_cast<ShapedType>(b);
    if (!ta || !tb ||
        !isSameBaselineElementType(ta.getElementType(), tb.getElementType()) ||
        !isCompatibleBoundedShape(ta, tb))
      return false;
  }
  return true;
}

LogicalResult hlo::inferElementwiseSameType(std::optional<Location> loc,
                                            ValueRange operands,
                                            SmallVectorImpl<Type> &inferred) {
  if (operands.empty())
    return emitOptionalError(loc, "expected at least one operand");
  if (failed(verifyQuantizedTensorTypes(loc, operands.getTypes(), "operand")))
    return failure();
  Type first = getElementTypeOrSelf(operands.front().getType());
  for (auto [i, operand] : llvm::enumerate(operands.drop_front())) {
    Type element = getElementTypeOrSelf(operand.getType());
    // <op>_c1 of the binary ops: type(lhs) = type(rhs), or their
    // baseline types for quantized operands (shapes: the op's traits).
    if (!isSameBaselineElementType(first, element))
      return emitOptionalError(loc, "operand #", i + 1, " has element type ",
                               element, " but operand #0 has ", first);
  }
  // Every operand has the result's shape: each may know a size (or a bound)
  // that the first leaves open.
  Type result = operands.front().getType();
  for (Value operand : operands.drop_front())
    result = refineShape(result, operand.getType());
  inferred.push_back(result);
  return success();
}

LogicalResult hlo::inferAddOp(std::optional<Location> loc, ValueRange operands,
                              SmallVectorImpl<Type> &inferred) {
  if (operands.size() != 2)
    return emitOptionalError(loc, "expected two operands");
  if (failed(verifyQuantizedTensorTypes(loc, operands.getTypes(), "operand")))
    return failure();
  Type lhs = getElementTypeOrSelf(operands[0].getType());
  Type rhs = getElementTypeOrSelf(operands[1].getType());
  auto ql = llvm::dyn_cast<quant::QuantizedType>(lhs);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(rhs);
  if (!ql && !qr) {
    // add_c1: type(lhs) = type(rhs) = type(result).
    if (lhs != rhs)
      return emitOptionalError(loc, "rhs has element type ", rhs,
                               " but lhs has ", lhs);
    inferred.push_back(
        refineShape(operands[0].getType(), operands[1].getType()));
    return success();
  }
  // add_c2: quantized operands come together (the result: isCompatible).
  if (!ql || !qr)
    return emitOptionalError(loc, "lhs (", lhs, ") and rhs (", rhs,
                             ") must both be quantized or both not");
  // add_c3, add_c4: storage and expressed types agree.
  if (!isSameQuantizedStorage(ql, qr))
    return emitOptionalError(loc, "lhs ", lhs, " and rhs ", rhs,
                             " differ in storage or expressed type");
  auto al = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(lhs);
  auto ar = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(rhs);
  // add_c6, add_c7: per-axis operands share the result's quantization
  // dimension, hence each other's.
  if (al && ar && al.getQuantizedDimension() != ar.getQuantizedDimension())
    return emitOptionalError(loc, "lhs is quantized along dimension ",
                             al.getQuantizedDimension(), " but rhs along ",
                             ar.getQuantizedDimension());
  // add_c5: the result is per-axis quantized iff an operand is.
  Value kept = !al && ar ? operands[1] : operands[0];
  Value other = kept == operands[0] ? operands[1] : operands[0];
  inferred.push_back(refineShape(kept.getType(), other.getType()));
  return success();
}

Type hlo::getComplexPartType(Type elementType) {
  if (auto c = llvm::dyn_cast<ComplexType>(elementType))
    return c.getElementType();
  return elementType;
}

Type hlo::withElementType(Type like, Type elementType) {
  if (auto t = llvm::dyn_cast<RankedTensorType>(like))
    return RankedTensorType::get(t.getShape(), elementType, t.getEncoding());
  return elementType;
}


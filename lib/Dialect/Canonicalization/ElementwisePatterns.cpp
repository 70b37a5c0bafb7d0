//===- ElementwisePatterns.cpp - canonicalization, elementwise ops --------===//
//
// Identities here are exact for every input: integer and boolean ones always,
// float ones only where IEEE arithmetic makes them so (x + -0.0 is x, x + 0.0
// is not: -0.0 + 0.0 is +0.0). A constant operand is a splat constant of any
// constant-like op. Commutative ops (add, multiply, and, or, xor, maximum,
// minimum) need no pattern to move constants to the right: their
// `Commutative` trait's fold does it before these patterns run, so the
// identities below look at the right-hand side only.
//
// A value replaces a result only when its type is exactly the result's type
// (results may refine `?` dimensions of their operands, and func.return wants
// the exact type); a new constant needs a static result type.
//
//===----------------------------------------------------------------------===//

#include "PatternUtils.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::sfold;

namespace {

//===----------------------------------------------------------------------===//
// Predicates and replacement helpers
//===----------------------------------------------------------------------===//

/// True when the elements of `type` are quantized.
bool isQuantizedTensor(Type type) {
  return llvm::isa<quant::QuantizedType>(getElementTypeOrSelf(type));
}

/// True when the elements of `type` are integers (booleans included) or
/// floats: neither complex nor quantized.
bool isIntOrFloatTensor(Type type) {
  Type element = getElementTypeOrSelf(type);
  return llvm::isa<IntegerType, FloatType>(element);
}

/// True when the elements of `type` are floats (not complex, not quantized).
bool isFloatTensor(Type type) {
  return llvm::isa<FloatType>(getElementTypeOrSelf(type));
}

/// Replaces `op` by `v` when `v` has exactly `op`'s result type.
LogicalResult replaceBy(PatternRewriter &rewriter, Operation *op, Value v) {
  if (v.getType() != op->getResult(0).getType())
    return rewriter.notifyMatchFailure(
        op, "the replacement's type differs from the result type");
  return canon::replaceOpKeepingAttrs(rewriter, op, v);
}

/// Replaces `op` by a constant of its result type whose elements all equal
/// `element`; declines for dynamic result types.
LogicalResult replaceBySplat(PatternRewriter &rewriter, Operation *op,
                             Attribute element) {
  auto type = llvm::dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (!type || !type.hasStaticShape())
    return rewriter.notifyMatchFailure(
        op, "a constant replacement needs a static result type");
  Value splat = canon::makeSplatConstant(rewriter, op->getLoc(), type, element);
  if (!splat)
    return rewriter.notifyMatchFailure(op, "cannot build the constant");
  return canon::replaceOpKeepingAttrs(rewriter, op, splat);
}

} // namespace

namespace {
#include "ElementwisePatterns.inc"
} // namespace

namespace {

//===----------------------------------------------------------------------===//
// Binary ops: identities with a constant right-hand side
//===----------------------------------------------------------------------===//

/// True when `op`'s result has integer (or boolean) elements.
bool hasIntResult(Operation *op) {
  return canon::hasIntegerElements(op->getResult(0).getType());
}

/// True when `op`'s result has float elements.
bool hasFloatResult(Operation *op) {
  return isFloatTensor(op->getResult(0).getType());
}

/// True when `v` is a splat integer constant equal to 1 (`true` for i1).
bool isIntOneOrTrue(Value v) {
  std::optional<APInt> value = canon::getSplatInt(v);
  return value && value->isOne();
}

/// Replaces `op(x, c)` by x when `Holds(op)`: c is an identity of the op.
template <typename OpTy, bool (*Holds)(OpTy)>
struct RhsIsIdentity : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!Holds(op))
      return rewriter.notifyMatchFailure(op, "rhs is not an exact identity");
    return replaceBy(rewriter, op, op.getLhs());
  }
};

/// Replaces `op(x, c)` by c when `Holds(op)`: c absorbs every x.
template <typename OpTy, bool (*Holds)(OpTy)>
struct RhsIsAbsorbing : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (!Holds(op))
      return rewriter.notifyMatchFailure(op, "rhs is not an absorbing value");
    return replaceBy(rewriter, op, op.getRhs());
  }
};

/// The conditions of the identities below: the element kind of the result
/// and the splat value of the rhs.
bool addIntZero(AddOp op) {
  return hasIntResult(op) && canon::isIntZero(op.getRhs());
}
bool addFloatNegZero(AddOp op) {
  return hasFloatResult(op) && canon::isFloatNegZero(op.getRhs());
}
bool subIntZero(SubOp op) {
  return hasIntResult(op) && canon::isIntZero(op.getRhs());
}
bool subFloatPosZero(SubOp op) {
  return hasFloatResult(op) && canon::isFloatPosZero(op.getRhs());
}
bool mulIntOne(MulOp op) {
  return hasIntResult(op) && isIntOneOrTrue(op.getRhs());
}
bool mulFloatOne(MulOp op) {
  return hasFloatResult(op) && canon::isFloatOne(op.getRhs());
}
bool mulIntZero(MulOp op) {
  return hasIntResult(op) && canon::isIntZero(op.getRhs());
}
bool divIntOne(DivOp op) {
  return hasIntResult(op) && canon::isIntOne(op.getRhs());
}
bool divFloatOne(DivOp op) {
  return hasFloatResult(op) && canon::isFloatOne(op.getRhs());
}
bool andAllOnes(AndOp op) { return canon::isIntAllOnes(op.getRhs()); }
bool andZero(AndOp op) { return canon::isIntZero(op.getRhs()); }
bool orZero(OrOp op) { return canon::isIntZero(op.getRhs()); }
bool orAllOnes(OrOp op) { return canon::isIntAllOnes(op.getRhs()); }
bool xorZero(XorOp op) { return canon::isIntZero(op.getRhs()); }
template <typename ShiftOp> bool shiftByZero(ShiftOp op) {
  return canon::isIntZero(op.getRhs());
}

// Pattern: add(x, 0) -> x (integers; for booleans add is `or`)
struct AddIntZero : RhsIsIdentity<AddOp, addIntZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: add(x, -0.0) -> x (floats: x + -0.0 is x for every x, +0.0 and
// -0.0 included, but a signaling NaN stays signaling where the add would
// quiet it; add(x, +0.0) is not x when x is -0.0)
struct AddFloatNegZero : RhsIsIdentity<AddOp, addFloatNegZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: subtract(x, 0) -> x (integers)
struct SubIntZero : RhsIsIdentity<SubOp, subIntZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: subtract(x, +0.0) -> x (floats: x - +0.0 is x + -0.0; a
// signaling NaN stays signaling)
struct SubFloatPosZero : RhsIsIdentity<SubOp, subFloatPosZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: multiply(x, 1) -> x (integers; `true` for booleans, where
// multiply is `and`)
struct MulIntOne : RhsIsIdentity<MulOp, mulIntOne> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: multiply(x, 1.0) -> x (floats, not complex: (a+bi)*(1+0i) turns
// an infinite part into NaN; a signaling NaN stays signaling)
struct MulFloatOne : RhsIsIdentity<MulOp, mulFloatOne> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: multiply(x, 0) -> 0 (integers and booleans only: for floats
// inf * 0 is NaN and -1.0 * 0.0 is -0.0)
struct MulIntZero : RhsIsAbsorbing<MulOp, mulIntZero> {
  using RhsIsAbsorbing::RhsIsAbsorbing;
};

// Pattern: divide(x, 1) -> x (integers, signed and unsigned)
struct DivIntOne : RhsIsIdentity<DivOp, divIntOne> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: divide(x, 1.0) -> x (floats, not complex; a signaling NaN stays
// signaling)
struct DivFloatOne : RhsIsIdentity<DivOp, divFloatOne> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: and(x, all ones) -> x (-1 for integers, `true` for booleans)
struct AndAllOnes : RhsIsIdentity<AndOp, andAllOnes> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: and(x, 0) -> 0
struct AndZero : RhsIsAbsorbing<AndOp, andZero> {
  using RhsIsAbsorbing::RhsIsAbsorbing;
};

// Pattern: or(x, 0) -> x
struct OrZero : RhsIsIdentity<OrOp, orZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: or(x, all ones) -> all ones
struct OrAllOnes : RhsIsAbsorbing<OrOp, orAllOnes> {
  using RhsIsAbsorbing::RhsIsAbsorbing;
};

// Pattern: xor(x, 0) -> x
struct XorZero : RhsIsIdentity<XorOp, xorZero> {
  using RhsIsIdentity::RhsIsIdentity;
};

// Pattern: shift_left / shift_right_arithmetic / shift_right_logical(x, 0)
// -> x
template <typename ShiftOp>
struct ShiftByZero : RhsIsIdentity<ShiftOp, shiftByZero<ShiftOp>> {
  using RhsIsIdentity<ShiftOp, shiftByZero<ShiftOp>>::RhsIsIdentity;
};

// Pattern: subtract(x, x) -> 0, xor(x, x) -> 0 (integers and booleans, static
// result types; for floats inf - inf and NaN - NaN are NaN)
template <typename OpTy>
struct SameOperandsToZero : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    if (op.getLhs() != op.getRhs())
      return rewriter.notifyMatchFailure(op, "operands differ");
    if (!hasIntResult(op))
      return rewriter.notifyMatchFailure(op, "not integer or boolean");
    Type element = getElementTypeOrSelf(op.getType());
    return replaceBySplat(rewriter, op, rewriter.getIntegerAttr(element, 0));
  }
};

//===----------------------------------------------------------------------===//
// compare
//===----------------------------------------------------------------------===//

/// The direction that gives the same answer with the operands swapped.
ComparisonDirection swapDirection(ComparisonDirection d) {
  switch (d) {
  case ComparisonDirection::LT:
    return ComparisonDirection::GT;
  case ComparisonDirection::GT:
    return ComparisonDirection::LT;
  case ComparisonDirection::LE:
    return ComparisonDirection::GE;
  case ComparisonDirection::GE:
    return ComparisonDirection::LE;
  case ComparisonDirection::EQ:
  case ComparisonDirection::NE:
    break;
  }
  return d;
}

// Pattern: compare(dir, c, x) -> compare(swap(dir), x, c) for a constant c
// and a non-constant x (LT <-> GT, LE <-> GE, EQ and NE kept). Exact for
// every compare_type, which is kept: `a < b` is `b > a` in IEEE order (NaN
// unordered on both sides), in totalOrder, in integer orders and in the
// lexicographic order of complex numbers.
struct CompareConstantToRight : public OpRewritePattern<CompareOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CompareOp op,
                                PatternRewriter &rewriter) const override {
    if (!matchPattern(op.getLhs(), m_Constant()))
      return rewriter.notifyMatchFailure(op, "lhs is not a constant");
    if (matchPattern(op.getRhs(), m_Constant()))
      return rewriter.notifyMatchFailure(op, "rhs is a constant too");
    Value lhs = op.getLhs(), rhs = op.getRhs();
    ComparisonDirection swapped = swapDirection(op.getComparisonDirection());
    rewriter.modifyOpInPlace(op, [&] {
      op->setOperands({rhs, lhs});
      op.setComparisonDirection(swapped);
    });
    return success();
  }
};

// Pattern: compare(EQ, x, true) -> x, compare(NE, x, false) -> x,
// compare(EQ, x, false) -> not(x), compare(NE, x, true) -> not(x) for
// booleans x (i1; any compare_type: EQ and NE read i1 the same way signed or
// unsigned; x has the result's type)
struct CompareBoolWithConstant : public OpRewritePattern<CompareOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CompareOp op,
                                PatternRewriter &rewriter) const override {
    Value x = op.getLhs();
    if (!getElementTypeOrSelf(x.getType()).isInteger(1) ||
        x.getType() != op.getType())
      return rewriter.notifyMatchFailure(op, "not a compare of booleans");
    ComparisonDirection d = op.getComparisonDirection();
    if (d != ComparisonDirection::EQ && d != ComparisonDirection::NE)
      return rewriter.notifyMatchFailure(op, "not EQ or NE");
    std::optional<APInt> c = canon::getSplatInt(op.getRhs());
    if (!c)
      return rewriter.notifyMatchFailure(op, "rhs is not a splat constant");
    // x == true and x != false are x; the other two are not(x).
    if (c->isOne() == (d == ComparisonDirection::EQ))
      return canon::replaceOpKeepingAttrs(rewriter, op, x);
    canon::replaceOpWithNewOpKeepingAttrs<NotOp>(rewriter, op, op.getType(), x);
    return success();
  }
};

// Pattern: compare(dir, x, x) -> true for EQ, LE, GE and false for NE, LT, GT
// (integers and booleans, and floats compared with TOTALORDER, where every
// value equals itself; not FLOAT or default float compares, where NaN is
// unequal to itself; static result types)
struct CompareSameOperands : public OpRewritePattern<CompareOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(CompareOp op,
                                PatternRewriter &rewriter) const override {
    if (op.getLhs() != op.getRhs())
      return rewriter.notifyMatchFailure(op, "operands differ");
    Type element = getElementTypeOrSelf(op.getLhs().getType());
    std::optional<ComparisonType> type = op.getCompareType();
    bool exact = false;
    if (llvm::isa<IntegerType>(element))
      exact = !type || *type == ComparisonType::NOTYPE ||
              *type == ComparisonType::SIGNED ||
              *type == ComparisonType::UNSIGNED;
    else if (llvm::isa<FloatType>(element))
      exact = type && *type == ComparisonType::TOTALORDER;
    if (!exact)
      return rewriter.notifyMatchFailure(
          op, "a value may compare unequal to itself (NaN)");
    ComparisonDirection d = op.getComparisonDirection();
    bool value = d == ComparisonDirection::EQ || d == ComparisonDirection::LE ||
                 d == ComparisonDirection::GE;
    return replaceBySplat(rewriter, op, rewriter.getBoolAttr(value));
  }
};

//===----------------------------------------------------------------------===//
// select
//===----------------------------------------------------------------------===//

// Pattern: select(splat p, a, b) -> a if p is true, b if false
struct SelectOfSplatPredicate : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<APInt> pred = canon::getSplatInt(op.getPred());
    if (!pred)
      return rewriter.notifyMatchFailure(op, "pred is not a splat constant");
    return replaceBy(rewriter, op,
                     pred->isZero() ? op.getOnFalse() : op.getOnTrue());
  }
};

// Pattern: select(not(p), a, b) -> select(p, b, a) (p may have a less
// refined type than not(p): select_c1 asks only for a compatible shape, and
// the result keeps its type)
struct SelectOfNot : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto notOp = op.getPred().getDefiningOp<NotOp>();
    if (!notOp)
      return rewriter.notifyMatchFailure(op, "pred is not a not");
    Value p = notOp.getOperand();
    Value a = op.getOnTrue(), b = op.getOnFalse();
    rewriter.modifyOpInPlace(op, [&] { op->setOperands({p, b, a}); });
    return success();
  }
};

// Pattern: select(broadcast_in_dim(not(p), dims), a, b) ->
// select(broadcast_in_dim(p, dims), b, a) (the new broadcast has the old
// one's type, whatever p's refinement; the old broadcast stays for its other
// users)
struct SelectOfBroadcastNot : public OpRewritePattern<SelectOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(SelectOp op,
                                PatternRewriter &rewriter) const override {
    auto broadcast = op.getPred().getDefiningOp<BroadcastInDimOp>();
    auto notOp =
        broadcast ? broadcast.getOperand().getDefiningOp<NotOp>() : NotOp();
    if (!notOp)
      return rewriter.notifyMatchFailure(op, "pred is not a broadcast not");
    Value p = notOp.getOperand();
    Value pb = BroadcastInDimOp::create(
        rewriter, broadcast.getLoc(), broadcast.getType(), p,
        broadcast.getBroadcastDimensionsAttr());
    Value a = op.getOnTrue(), b = op.getOnFalse();
    rewriter.modifyOpInPlace(op, [&] { op->setOperands({pb, b, a}); });
    return success();
  }
};

//===----------------------------------------------------------------------===//
// convert
//===----------------------------------------------------------------------===//

/// True for i1, which stablehlo reads as a boolean 0 / 1.
bool isBool(IntegerType t) { return t.getWidth() == 1; }

/// True when every value of integer type `a` is a value of integer type `b`.
/// Signless integers wider than one bit are signed.
bool intFitsIn(IntegerType a, IntegerType b) {
  unsigned n = a.getWidth(), m = b.getWidth();
  if (isBool(b))
    return isBool(a);
  if (isBool(a)) // {0, 1}
    return b.isUnsigned() || m >= 2;
  if (a.isUnsigned())
    return b.isUnsigned() ? m >= n : m > n;
  return !b.isUnsigned() && m >= n;
}

/// True when `v` (of an integer type, signed unless `isUnsigned`) converts
/// to `sem` without rounding or overflow.
bool isExactInFloat(const APInt &v, bool isUnsigned,
                    const llvm::fltSemantics &sem) {
  APFloat f(sem);
  return f.convertFromAPInt(v, !isUnsigned, APFloat::rmNearestTiesToEven) ==
         APFloat::opOK;
}

/// True when every value of integer type `a` is a value of float type `b`:
/// its zero and both extremes convert exactly, and `b`'s significand holds
/// every integer in between.
bool intFitsIn(IntegerType a, FloatType b) {
  const llvm::fltSemantics &sem = b.getFloatSemantics();
  unsigned n = a.getWidth();
  bool isUnsigned = isBool(a) || a.isUnsigned();
  unsigned magnitudeBits = isUnsigned ? n : n - 1;
  APInt lo = isUnsigned ? APInt::getMinValue(n) : APInt::getSignedMinValue(n);
  APInt hi = isUnsigned ? APInt::getMaxValue(n) : APInt::getSignedMaxValue(n);
  return APFloat::semanticsPrecision(sem) >= magnitudeBits &&
         APFloat::semanticsHasZero(sem) &&
         (isUnsigned || APFloat::semanticsHasSignedRepr(sem)) &&
         isExactInFloat(APInt::getZero(n), isUnsigned, sem) &&
         isExactInFloat(lo, isUnsigned, sem) &&
         isExactInFloat(hi, isUnsigned, sem);
}

/// True when `v` converts to `sem` exactly and stays the same kind of value.
bool isExactIn(APFloat v, const llvm::fltSemantics &sem) {
  bool losesInfo = false;
  APFloat::opStatus status =
      v.convert(sem, APFloat::rmNearestTiesToEven, &losesInfo);
  return status == APFloat::opOK && !losesInfo;
}

/// True when `sem` has a -0.0 distinct from +0.0 (formats without a zero or
/// whose negative zero encodes NaN do not).
bool hasNegativeZero(const llvm::fltSemantics &sem) {
  return APFloat::semanticsHasZero(sem) &&
         APFloat::semanticsHasSignedRepr(sem) &&
         APFloat::getZero(sem, /*Negative=*/true).isNegative();
}

/// True when every value of float type `a` is a value of float type `b`:
/// `b` has at least `a`'s precision, holds `a`'s largest value and its
/// smallest positive one (every value of `a` is a multiple of it), and has
/// infinities, NaN, signs and -0.0 where `a` has them.
bool floatFitsIn(FloatType a, FloatType b) {
  const llvm::fltSemantics &sa = a.getFloatSemantics();
  const llvm::fltSemantics &sb = b.getFloatSemantics();
  auto implies = [](bool x, bool y) { return !x || y; };
  return APFloat::semanticsPrecision(sa) <= APFloat::semanticsPrecision(sb) &&
         implies(APFloat::semanticsHasInf(sa), APFloat::semanticsHasInf(sb)) &&
         implies(APFloat::semanticsHasNaN(sa), APFloat::semanticsHasNaN(sb)) &&
         implies(APFloat::semanticsHasZero(sa),
                 APFloat::semanticsHasZero(sb)) &&
         implies(APFloat::semanticsHasSignedRepr(sa),
                 APFloat::semanticsHasSignedRepr(sb)) &&
         implies(hasNegativeZero(sa), hasNegativeZero(sb)) &&
         isExactIn(APFloat::getLargest(sa), sb) &&
         isExactIn(APFloat::getSmallest(sa), sb);
}

/// True when converting from `a` to `b` keeps every value exactly.
bool isExactConversion(Type a, Type b) {
  auto ia = llvm::dyn_cast<IntegerType>(a);
  auto fa = llvm::dyn_cast<FloatType>(a);
  if (auto ib = llvm::dyn_cast<IntegerType>(b))
    return ia && intFitsIn(ia, ib);
  if (auto fb = llvm::dyn_cast<FloatType>(b))
    return ia ? intFitsIn(ia, fb) : fa && floatFitsIn(fa, fb);
  return false;
}

// Pattern: convert(convert(x : A) : B) : C -> convert(x) : C when every value
// of A is exactly a value of B (e.g. si8 -> si32, ui8 -> si16, i1 -> any,
// f16 -> f32, bf16 -> f32, si16 -> f32), so that the second conversion sees
// x's own value; integer and float types only. When A is an integer, B a
// float and C a non-boolean integer, A's range must lie in C's: integer
// conversions wrap where float ones saturate. When C is A the result is x
// (a float round trip would quiet a signaling NaN).
struct ConvertOfExactConvert : public OpRewritePattern<ConvertOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ConvertOp op,
                                PatternRewriter &rewriter) const override {
    auto inner = op.getOperand().getDefiningOp<ConvertOp>();
    if (!inner)
      return rewriter.notifyMatchFailure(op, "operand is not a convert");
    Value x = inner.getOperand();
    Type a = getElementTypeOrSelf(x.getType());
    Type b = getElementTypeOrSelf(inner.getType());
    Type c = getElementTypeOrSelf(op.getType());
    if (!llvm::isa<IntegerType, FloatType>(c))
      return rewriter.notifyMatchFailure(op, "not an integer or float result");
    if (!isExactConversion(a, b))
      return rewriter.notifyMatchFailure(
          op, "the first conversion may change values");
    auto ia = llvm::dyn_cast<IntegerType>(a);
    auto ic = llvm::dyn_cast<IntegerType>(c);
    if (ia && llvm::isa<FloatType>(b) && ic && !isBool(ic) &&
        !intFitsIn(ia, ic))
      return rewriter.notifyMatchFailure(
          op, "float -> integer saturates where integer -> integer wraps");
    if (x.getType() == op.getType())
      return canon::replaceOpKeepingAttrs(rewriter, op, x);
    if (failed(verifyCompatibleShape(x.getType(), op.getType())))
      return rewriter.notifyMatchFailure(op, "incompatible shapes");
    canon::replaceOpWithNewOpKeepingAttrs<ConvertOp>(rewriter, op, op.getType(),
                                                     x);
    return success();
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// Registration, in the order of ElementwiseOps.td
//===----------------------------------------------------------------------===//

void AbsOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<AbsOfAbs>(ctx);
}

void RealOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *ctx) {
  results.add<RealOfComplex>(ctx);
}

void ImagOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *ctx) {
  results.add<ImagOfComplex>(ctx);
}

void ConvertOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<ConvertOfExactConvert>(ctx);
}

void ComplexOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<ComplexOfRealImag>(ctx);
}

void CompareOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                            MLIRContext *ctx) {
  results.add<CompareConstantToRight, CompareSameOperands,
              CompareBoolWithConstant>(ctx);
}

void SelectOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.add<SelectOfSplatPredicate, SelectOfNot, SelectOfBroadcastNot>(ctx);
}

void NegateOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                           MLIRContext *ctx) {
  results.add<NegateOfNegate>(ctx);
}

void NotOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<NotOfNot>(ctx);
}

void AddOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<AddIntZero, AddFloatNegZero>(ctx);
}

void AndOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<AndAllOnes, AndZero>(ctx);
}

void DivOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<DivIntOne, DivFloatOne>(ctx);
}

void MulOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<MulIntOne, MulFloatOne, MulIntZero>(ctx);
}

void OrOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                       MLIRContext *ctx) {
  results.add<OrZero, OrAllOnes>(ctx);
}

void ShiftLeftOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                              MLIRContext *ctx) {
  results.add<ShiftByZero<ShiftLeftOp>>(ctx);
}

void ShiftRightArithmeticOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *ctx) {
  results.add<ShiftByZero<ShiftRightArithmeticOp>>(ctx);
}

void ShiftRightLogicalOp::getCanonicalizationPatterns(
    RewritePatternSet &results, MLIRContext *ctx) {
  results.add<ShiftByZero<ShiftRightLogicalOp>>(ctx);
}

void SubOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<SubIntZero, SubFloatPosZero, SameOperandsToZero<SubOp>>(ctx);
}

void XorOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                        MLIRContext *ctx) {
  results.add<XorZero, SameOperandsToZero<XorOp>>(ctx);
}

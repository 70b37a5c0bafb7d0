//===- ElementwiseOps.cpp - elementwise ops ---------------------------------------===//
//
// Op definitions of this family. Verification and shape functions live in
// TypeInference.cpp; syntax directives in Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::sfold;

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/ElementwiseOps.cpp.inc"

void StablehloDialect::registerElementwiseOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/ElementwiseOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// Shape functions and verifiers. Shapes that must equal each other are
// guaranteed by SameOperandsAndResultShape where an op has it; element types
// of operands are checked here, those of results by isCompatibleReturnTypes.
//===----------------------------------------------------------------------===//

/// The single ranked tensor type of `operands[i]`, or null.
static RankedTensorType tensorAt(ValueRange operands, unsigned i) {
  if (i >= operands.size())
    return {};
  return llvm::dyn_cast<RankedTensorType>(operands[i].getType());
}

/// Fails with a message when `operands` has not `n` ranked tensors.
static LogicalResult expectTensors(std::optional<Location> loc,
                                   ValueRange operands, unsigned n) {
  if (operands.size() != n)
    return emitOptionalError(loc, "expected ", n, " operands, found ",
                             operands.size());
  for (unsigned i = 0; i < n; ++i)
    if (!tensorAt(operands, i))
      return emitOptionalError(loc, "operand #", i,
                               " must be a ranked tensor, found ",
                               operands[i].getType());
  return hlo::verifyQuantizedTensorTypes(loc, operands.getTypes(), "operand");
}

/// abs, real, imag: the result has the operand's shape and the element type
/// of its complex parts (or the operand's own element type).
static LogicalResult inferComplexPart(std::optional<Location> loc,
                                      ValueRange operands,
                                      SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(loc, operands, 1)))
    return failure();
  RankedTensorType t = tensorAt(operands, 0);
  inferred.push_back(
      hlo::withElementType(t, hlo::getComplexPartType(t.getElementType())));
  return success();
}

LogicalResult AbsOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> location,
                                      ValueRange operands, DictionaryAttr,
                                      OpaqueProperties, RegionRange,
                                      SmallVectorImpl<Type> &inferred) {
  // abs_c1 (shape) is SameOperandsAndResultShape; abs_c2 the element type.
  return inferComplexPart(location, operands, inferred);
}

LogicalResult RealOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       ValueRange operands, DictionaryAttr,
                                       OpaqueProperties, RegionRange,
                                       SmallVectorImpl<Type> &inferred) {
  // real_c1 (shape) is SameOperandsAndResultShape; real_c2 here.
  return inferComplexPart(location, operands, inferred);
}

LogicalResult ImagOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> location,
                                       ValueRange operands, DictionaryAttr,
                                       OpaqueProperties, RegionRange,
                                       SmallVectorImpl<Type> &inferred) {
  // imag_c1 (shape) is SameOperandsAndResultShape; imag_c2 here.
  return inferComplexPart(location, operands, inferred);
}

LogicalResult IsFiniteOp::inferReturnTypes(MLIRContext *context,
                                           std::optional<Location> location,
                                           ValueRange operands, DictionaryAttr,
                                           OpaqueProperties, RegionRange,
                                           SmallVectorImpl<Type> &inferred) {
  // is_finite_c1 (shape) is SameOperandsAndResultShape.
  if (failed(expectTensors(location, operands, 1)))
    return failure();
  inferred.push_back(hlo::withElementType(tensorAt(operands, 0),
                                          IntegerType::get(context, 1)));
  return success();
}

LogicalResult ComplexOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          ValueRange operands, DictionaryAttr,
                                          OpaqueProperties, RegionRange,
                                          SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(location, operands, 2)))
    return failure();
  RankedTensorType lhs = tensorAt(operands, 0), rhs = tensorAt(operands, 1);
  // complex_c1: type(lhs) = type(rhs) (shapes: SameOperandsAndResultShape).
  if (lhs.getElementType() != rhs.getElementType())
    return emitOptionalError(location, "rhs has element type ",
                             rhs.getElementType(), " but lhs has ",
                             lhs.getElementType());
  // complex_c2 (shape) is SameOperandsAndResultShape; complex_c3 here.
  inferred.push_back(hlo::withElementType(
      hlo::refineShape(lhs, rhs), ComplexType::get(lhs.getElementType())));
  return success();
}

LogicalResult CompareOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location,
    ValueRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(location, operands, 2)))
    return failure();
  RankedTensorType lhs = tensorAt(operands, 0), rhs = tensorAt(operands, 1);
  Type element = lhs.getElementType();
  // compare_c1: baseline_element_type(lhs) = baseline_element_type(rhs).
  if (!hlo::isSameBaselineElementType(element, rhs.getElementType()))
    return emitOptionalError(location, "rhs has element type ",
                             rhs.getElementType(), " but lhs has ", element);
  // compare_c2 (shapes) is SameOperandsAndResultShape.
  // The spec's constraint that compare_type fits the element type is not
  // checked: StableHLO accepts any compare_type on any element type, and
  // producers write e.g. UNSIGNED on signless integers
  // (docs/status-exceptions.txt). The kernel follows compare_type where it
  // has a meaning and refuses the rest.
  inferred.push_back(hlo::withElementType(hlo::refineShape(lhs, rhs),
                                          IntegerType::get(context, 1)));
  return success();
}

LogicalResult ClampOp::inferReturnTypes(MLIRContext *,
                                        std::optional<Location> location,
                                        ValueRange operands, DictionaryAttr,
                                        OpaqueProperties, RegionRange,
                                        SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(location, operands, 3)))
    return failure();
  RankedTensorType operand = tensorAt(operands, 1);
  for (unsigned i : {0u, 2u}) {
    RankedTensorType bound = tensorAt(operands, i);
    StringRef name = i == 0 ? "min" : "max";
    // clamp_c1, clamp_c2: rank(bound) = 0 or shape(bound) = shape(operand).
    if (bound.getRank() != 0 && failed(verifyCompatibleShape(bound, operand)))
      return emitOptionalError(location, name, " has type ", bound,
                               " but must be a scalar or have the shape of "
                               "the operand ",
                               operand);
    // clamp_c3: min, operand and max share a baseline element type.
    if (!hlo::isSameBaselineElementType(bound.getElementType(),
                                        operand.getElementType()))
      return emitOptionalError(location, name, " has element type ",
                               bound.getElementType(), " but the operand has ",
                               operand.getElementType());
  }
  // clamp_c4: baseline_type(operand) = baseline_type(result); bounds of the
  // operand's shape may know more of it.
  Type result = operand;
  for (unsigned i : {0u, 2u})
    if (tensorAt(operands, i).getRank() != 0)
      result = hlo::refineShape(result, tensorAt(operands, i));
  inferred.push_back(result);
  return success();
}

LogicalResult SelectOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> location,
                                         ValueRange operands, DictionaryAttr,
                                         OpaqueProperties, RegionRange,
                                         SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(location, operands, 3)))
    return failure();
  RankedTensorType pred = tensorAt(operands, 0);
  RankedTensorType onTrue = tensorAt(operands, 1);
  RankedTensorType onFalse = tensorAt(operands, 2);
  // select_c1: rank(pred) = 0 or shape(pred) = shape(on_true).
  if (pred.getRank() != 0 && failed(verifyCompatibleShape(pred, onTrue)))
    return emitOptionalError(location, "pred has type ", pred,
                             " but must be a scalar or have the shape of "
                             "on_true ",
                             onTrue);
  // select_c2: baseline_type(on_true) = baseline_type(on_false) (the result:
  // isCompatibleReturnTypes).
  if (!hlo::isCompatibleBaselineTypes(TypeRange{onTrue}, TypeRange{onFalse}))
    return emitOptionalError(location, "on_false has type ", onFalse,
                             " but on_true has ", onTrue);
  Type result = hlo::refineShape(onTrue, onFalse);
  if (pred.getRank() != 0)
    result = hlo::refineShape(result, pred);
  inferred.push_back(result);
  return success();
}

LogicalResult UniformDequantizeOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  if (failed(expectTensors(location, operands, 1)))
    return failure();
  RankedTensorType operand = tensorAt(operands, 0);
  auto q = llvm::dyn_cast<quant::QuantizedType>(operand.getElementType());
  if (!q)
    return emitOptionalError(location, "operand must be quantized, found ",
                             operand);
  // uniform_dequantize_c1 (shape) is SameOperandsAndResultShape;
  // uniform_dequantize_c2: element_type(result) = expressed_type(operand).
  inferred.push_back(hlo::withElementType(operand, q.getExpressedType()));
  return success();
}

LogicalResult UniformQuantizeOp::verify() {
  // uniform_quantize_c1 (shape) is SameOperandsAndResultShape.
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  if (failed(hlo::verifyQuantizedTensorType(getLoc(), operand, "operand")) ||
      failed(hlo::verifyQuantizedTensorType(getLoc(), result, "result")))
    return failure();
  auto q = llvm::dyn_cast<quant::QuantizedType>(result.getElementType());
  if (!q)
    return emitOpError("result must be quantized, found ") << result;
  Type expressed = operand.getElementType();
  if (auto qo = llvm::dyn_cast<quant::QuantizedType>(expressed))
    expressed = qo.getExpressedType();
  // uniform_quantize_c2: expressed_type(result) is the operand's float type
  // (or its expressed type).
  if (q.getExpressedType() != expressed)
    return emitOpError("result expressed type ")
           << q.getExpressedType() << " differs from the operand's "
           << expressed;
  return success();
}

/// The number of bits of an element, its storage type's for quantized ones.
static int64_t numBits(Type element) {
  if (auto q = llvm::dyn_cast<quant::QuantizedType>(element))
    return q.getStorageTypeIntegralWidth();
  if (auto c = llvm::dyn_cast<ComplexType>(element))
    return 2 * numBits(c.getElementType());
  if (element.isIntOrFloat())
    return element.getIntOrFloatBitWidth();
  return 0;
}

LogicalResult BitcastConvertOp::verify() {
  auto operand = llvm::cast<RankedTensorType>(getOperand().getType());
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  if (failed(hlo::verifyQuantizedTensorType(getLoc(), operand, "operand")) ||
      failed(hlo::verifyQuantizedTensorType(getLoc(), result, "result")))
    return failure();
  // bitcast_convert_c2: complex only converts to complex.
  bool complexIn = llvm::isa<ComplexType>(operand.getElementType());
  bool complexOut = llvm::isa<ComplexType>(result.getElementType());
  if (complexIn != complexOut)
    return emitOpError("cannot bitcast between complex and non-complex "
                       "element types: ")
           << operand.getElementType() << " to " << result.getElementType();
  // bitcast_convert_c1: shapes by the ratio of the bit widths.
  int64_t in = numBits(operand.getElementType());
  int64_t out = numBits(result.getElementType());
  int64_t rank = operand.getRank();
  auto sameDims = [&](int64_t n) {
    for (int64_t i = 0; i < n; ++i) {
      int64_t a = operand.getDimSize(i), b = result.getDimSize(i);
      if (!ShapedType::isDynamic(a) && !ShapedType::isDynamic(b) && a != b)
        return false;
    }
    return true;
  };
  if (in == out) {
    if (failed(verifyCompatibleShape(operand, result)))
      return emitOpError("with equal bit widths the result shape must be the "
                         "operand shape: ")
             << operand << " vs " << result;
    return success();
  }
  if (out < in) {
    if (result.getRank() != rank + 1)
      return emitOpError("converting ")
             << in << "-bit to " << out << "-bit elements needs result rank "
             << rank + 1 << ", found " << result.getRank();
    if (!sameDims(rank))
      return emitOpError("result dimensions must start with the operand "
                         "dimensions: ")
             << operand << " vs " << result;
    int64_t last = result.getDimSize(rank);
    if (!ShapedType::isDynamic(last) && last * out != in)
      return emitOpError("the last result dimension must be ")
             << in / out << ", found " << last;
    return success();
  }
  if (rank == 0 || result.getRank() != rank - 1)
    return emitOpError("converting ")
           << in << "-bit to " << out << "-bit elements needs operand rank "
           << result.getRank() + 1 << " (one more than the result), found "
           << rank;
  if (!sameDims(rank - 1))
    return emitOpError("operand dimensions must start with the result "
                       "dimensions: ")
           << operand << " vs " << result;
  int64_t last = operand.getDimSize(rank - 1);
  if (!ShapedType::isDynamic(last) && last * in != out)
    return emitOpError("the last operand dimension must be ")
           << out / in << ", found " << last;
  return success();
}

LogicalResult ReducePrecisionOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  // reduce_precision_c1 (the output half: isCompatibleReturnTypes);
  // reduce_precision_c2, reduce_precision_c3 are the ConfinedAttr bounds of
  // the bit counts.
  if (failed(expectTensors(location, operands, 1)))
    return failure();
  inferred.push_back(operands.front().getType());
  return success();
}

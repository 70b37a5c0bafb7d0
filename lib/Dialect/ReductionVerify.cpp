//===- ReductionVerify.cpp - verifiers and shape functions (reductions) ---===//
//
// The spec's constraints of the Reduction family, one check per label
// (`// dot_general_c5`). Region-free ops check everything in their shape
// function (`inferReturnTypes`); the declared result type need only be
// compatible with the inferred one. `dot_general`, whose result element type
// may differ from its operands', checks the constraints that relate the two
// in `verifyDeclaredResults`, which refineReturnTypes runs (see
// HLO_InferTypesCheckingResults); ops with regions check in `verify()`.
//
// Dimensions may be dynamic (`?`): two sizes conflict only when both are
// static and differ.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/TypeInference.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlir::sfold;

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

using hlo::dm::dimsAgree;
using hlo::dm::dimStr;

namespace {

/// The more precise of two agreeing dimension sizes.
int64_t refineDim(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) ? b : a;
}

/// Element types that are equal once quantization parameters are dropped
/// (the spec's `baseline_element_type`).
bool sameBaselineElement(Type a, Type b) {
  a = getElementTypeOrSelf(a);
  b = getElementTypeOrSelf(b);
  if (a == b)
    return true;
  auto qa = llvm::dyn_cast<quant::QuantizedType>(a);
  auto qb = llvm::dyn_cast<quant::QuantizedType>(b);
  return qa && qb && qa.getStorageType() == qb.getStorageType() &&
         qa.getExpressedType() == qb.getExpressedType() &&
         qa.getStorageTypeMin() == qb.getStorageTypeMin() &&
         qa.getStorageTypeMax() == qb.getStorageTypeMax();
}

/// Shapes of equal rank whose dimensions agree pairwise.
bool shapesAgree(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  return a.size() == b.size() &&
         llvm::all_of(llvm::zip(a, b), [](auto p) {
           return dimsAgree(std::get<0>(p), std::get<1>(p));
         });
}

/// The first repeated value of `values`, if any.
std::optional<int64_t> firstDuplicate(ArrayRef<int64_t> values) {
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t v : values)
    if (!seen.insert(v).second)
      return v;
  return std::nullopt;
}

/// A 1-d tensor whose size must be `dim(operand, feature_index)`.
LogicalResult checkFeatureSize(std::optional<Location> loc, StringRef name,
                               Type type, int64_t featureSize) {
  auto t = llvm::cast<RankedTensorType>(type);
  if (!dimsAgree(t.getDimSize(0), featureSize))
    return emitOptionalError(loc, "expects the size of ", name, " (",
                             dimStr(t.getDimSize(0)),
                             ") to equal the feature dimension of operand (",
                             dimStr(featureSize), ")");
  return success();
}

/// `batch_norm_*_c1`: the operand has dimension `featureIndex`; returns its
/// size.
FailureOr<int64_t> checkFeatureIndex(std::optional<Location> loc,
                                     Type operand, int64_t featureIndex) {
  auto t = llvm::cast<RankedTensorType>(operand);
  if (featureIndex < 0 || featureIndex >= t.getRank())
    return emitOptionalError(loc, "expects feature_index (", featureIndex,
                             ") to be in [0, ", t.getRank(),
                             "), the rank of operand");
  return t.getDimSize(featureIndex);
}

/// Every one of `types` has the baseline element type of `types[0]`;
/// `names` says which operand each is.
LogicalResult checkSameBaseline(std::optional<Location> loc,
                                ArrayRef<Type> types,
                                ArrayRef<StringRef> names) {
  for (size_t i = 1; i < types.size(); ++i)
    if (!sameBaselineElement(types[0], types[i]))
      return emitOptionalError(
          loc, "expects ", names[i], " to have the element type of ",
          names[0], " (", getElementTypeOrSelf(types[0]), "), found ",
          getElementTypeOrSelf(types[i]));
  return success();
}

} // namespace

//===----------------------------------------------------------------------===//
// BatchNorm*Op
//===----------------------------------------------------------------------===//

LogicalResult BatchNormGradOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 5)
    return emitOptionalError(loc, "expects 5 operands");
  // batch_norm_grad_c1
  FailureOr<int64_t> featureSize = checkFeatureIndex(
      loc, adaptor.getOperand().getType(), adaptor.getFeatureIndex());
  if (failed(featureSize))
    return failure();
  // batch_norm_grad_c2 (the results' element types follow from the
  // inferred types below)
  if (failed(checkSameBaseline(
          loc,
          {adaptor.getOperand().getType(), adaptor.getScale().getType(),
           adaptor.getMean().getType(), adaptor.getVariance().getType(),
           adaptor.getGradOutput().getType()},
          {"operand", "scale", "mean", "variance", "grad_output"})))
    return failure();
  // batch_norm_grad_c3
  auto operandType = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  auto gradType = llvm::cast<RankedTensorType>(adaptor.getGradOutput().getType());
  if (!shapesAgree(operandType.getShape(), gradType.getShape()))
    return emitOptionalError(loc, "expects grad_output to have the shape of "
                                  "operand ",
                             hlo::dm::listStr(operandType.getShape()), ", found ",
                             hlo::dm::listStr(gradType.getShape()));
  // batch_norm_grad_c4, batch_norm_grad_c5: every 1-d operand has the size of
  // the feature dimension (so they agree with each other).
  if (failed(checkFeatureSize(loc, "scale", adaptor.getScale().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "mean", adaptor.getMean().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "variance", adaptor.getVariance().getType(),
                              *featureSize)))
    return failure();
  Type scaleType = adaptor.getScale().getType();
  inferred.append({operandType, scaleType, scaleType});
  return success();
}

LogicalResult BatchNormInferenceOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 5)
    return emitOptionalError(loc, "expects 5 operands");
  // batch_norm_inference_c1
  FailureOr<int64_t> featureSize = checkFeatureIndex(
      loc, adaptor.getOperand().getType(), adaptor.getFeatureIndex());
  if (failed(featureSize))
    return failure();
  // batch_norm_inference_c2
  if (failed(checkSameBaseline(
          loc,
          {adaptor.getOperand().getType(), adaptor.getScale().getType(),
           adaptor.getOffset().getType(), adaptor.getMean().getType(),
           adaptor.getVariance().getType()},
          {"operand", "scale", "offset", "mean", "variance"})))
    return failure();
  // batch_norm_inference_c3 .. batch_norm_inference_c6
  if (failed(checkFeatureSize(loc, "scale", adaptor.getScale().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "offset", adaptor.getOffset().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "mean", adaptor.getMean().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "variance", adaptor.getVariance().getType(),
                              *featureSize)))
    return failure();
  // batch_norm_inference_c7 (checked against the declared result by
  // isCompatibleReturnTypes)
  inferred.push_back(adaptor.getOperand().getType());
  return success();
}

LogicalResult BatchNormTrainingOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 3)
    return emitOptionalError(loc, "expects 3 operands");
  // batch_norm_training_c1
  FailureOr<int64_t> featureSize = checkFeatureIndex(
      loc, adaptor.getOperand().getType(), adaptor.getFeatureIndex());
  if (failed(featureSize))
    return failure();
  // batch_norm_training_c2
  if (failed(checkSameBaseline(loc,
                               {adaptor.getOperand().getType(),
                                adaptor.getScale().getType(),
                                adaptor.getOffset().getType()},
                               {"operand", "scale", "offset"})))
    return failure();
  // batch_norm_training_c3, batch_norm_training_c4
  if (failed(checkFeatureSize(loc, "scale", adaptor.getScale().getType(),
                              *featureSize)) ||
      failed(checkFeatureSize(loc, "offset", adaptor.getOffset().getType(),
                              *featureSize)))
    return failure();
  // batch_norm_training_c5, batch_norm_training_c6, batch_norm_training_c7:
  // the results have the inferred types below.
  Type scaleType = adaptor.getScale().getType();
  inferred.append({adaptor.getOperand().getType(), scaleType, scaleType});
  return success();
}

//===----------------------------------------------------------------------===//
// CholeskyOp, TriangularSolveOp
//===----------------------------------------------------------------------===//

LogicalResult CholeskyOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 1)
    return emitOptionalError(loc, "expects 1 operand");
  auto a = llvm::cast<RankedTensorType>(adaptor.getA().getType());
  // cholesky_c2
  if (a.getRank() < 2)
    return emitOptionalError(loc, "expects a to have rank at least 2, found "
                                  "rank ",
                             a.getRank());
  // cholesky_c3
  int64_t rows = a.getDimSize(a.getRank() - 2);
  int64_t cols = a.getDimSize(a.getRank() - 1);
  if (!dimsAgree(rows, cols))
    return emitOptionalError(loc, "expects the matrices of a to be square, "
                                  "found ",
                             dimStr(rows), "x", dimStr(cols));
  // cholesky_c1 (checked against the declared result by
  // isCompatibleReturnTypes)
  inferred.push_back(a);
  return success();
}

LogicalResult TriangularSolveOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 2)
    return emitOptionalError(loc, "expects 2 operands");
  auto a = llvm::cast<RankedTensorType>(adaptor.getA().getType());
  auto b = llvm::cast<RankedTensorType>(adaptor.getB().getType());
  // triangular_solve_c1
  if (!sameBaselineElement(a, b))
    return emitOptionalError(loc, "expects a and b to have the same element "
                                  "type, found ",
                             a.getElementType(), " and ", b.getElementType());
  // triangular_solve_c2
  if (a.getRank() < 2)
    return emitOptionalError(loc, "expects a to have rank at least 2, found "
                                  "rank ",
                             a.getRank());
  if (a.getRank() != b.getRank())
    return emitOptionalError(loc, "expects a and b to have the same rank, "
                                  "found ",
                             a.getRank(), " and ", b.getRank());
  // triangular_solve_c3: the batch dimensions agree, a's matrices are square
  // and as large as b's rows (left_side) or columns.
  int64_t rank = a.getRank();
  for (int64_t i = 0; i < rank - 2; ++i)
    if (!dimsAgree(a.getDimSize(i), b.getDimSize(i)))
      return emitOptionalError(loc, "expects a and b to have the same batch "
                                    "dimensions, but dimension ",
                               i, " is ", dimStr(a.getDimSize(i)), " in a and ",
                               dimStr(b.getDimSize(i)), " in b");
  int64_t rows = a.getDimSize(rank - 2), cols = a.getDimSize(rank - 1);
  if (!dimsAgree(rows, cols))
    return emitOptionalError(loc, "expects the matrices of a to be square, "
                                  "found ",
                             dimStr(rows), "x", dimStr(cols));
  bool leftSide = adaptor.getLeftSide();
  int64_t bDim = b.getDimSize(leftSide ? rank - 2 : rank - 1);
  if (!dimsAgree(refineDim(rows, cols), bDim))
    return emitOptionalError(
        loc, "expects the ", leftSide ? "rows" : "columns", " of b (",
        dimStr(bDim), ") to match the size of the matrices of a (",
        dimStr(refineDim(rows, cols)), ")");
  // triangular_solve_c4 (checked against the declared result by
  // isCompatibleReturnTypes)
  inferred.push_back(b);
  return success();
}

//===----------------------------------------------------------------------===//
// FftOp
//===----------------------------------------------------------------------===//

LogicalResult FftOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 1)
    return emitOptionalError(loc, "expects 1 operand");
  auto operand = llvm::cast<RankedTensorType>(adaptor.getOperand().getType());
  ArrayRef<int64_t> length = adaptor.getFftLength();
  int64_t n = length.size();
  // fft_c3
  if (n < 1 || n > 3)
    return emitOptionalError(loc, "expects fft_length to have 1 to 3 "
                                  "entries, found ",
                             n);
  // fft_c1
  if (n > operand.getRank())
    return emitOptionalError(loc, "expects fft_length (", n,
                             " entries) to be no longer than the rank of "
                             "operand (",
                             operand.getRank(), ")");
  FftType fftType = adaptor.getFftType();
  Type elem = operand.getElementType();
  auto complex = llvm::dyn_cast<ComplexType>(elem);
  // fft_c2
  Type resultElem;
  switch (fftType) {
  case FftType::FFT:
  case FftType::IFFT:
    if (!complex)
      return emitOptionalError(loc, "expects a complex operand for ",
                               stringifyFftType(fftType), ", found ", elem);
    resultElem = elem;
    break;
  case FftType::RFFT:
    if (!elem.isF32() && !elem.isF64())
      return emitOptionalError(loc, "expects an f32 or f64 operand for RFFT, "
                                    "found ",
                               elem);
    resultElem = ComplexType::get(elem);
    break;
  case FftType::IRFFT:
    if (!complex)
      return emitOptionalError(loc, "expects a complex operand for IRFFT, "
                                    "found ",
                               elem);
    resultElem = complex.getElementType();
    break;
  }
  SmallVector<int64_t> shape(operand.getShape());
  int64_t rank = shape.size();
  auto half = [](int64_t d) { return d == 0 ? 0 : d / 2 + 1; };
  if (fftType == FftType::RFFT) {
    // fft_c4: the real operand ends in fft_length.
    for (int64_t i = 0; i < n; ++i)
      if (!dimsAgree(shape[rank - n + i], length[i]))
        return emitOptionalError(
            loc, "expects dimension ", rank - n + i, " of operand (",
            dimStr(shape[rank - n + i]), ") to equal fft_length[", i, "] (",
            length[i], ")");
    // fft_c5
    if (!ShapedType::isDynamic(shape[rank - 1]))
      shape[rank - 1] = half(shape[rank - 1]);
  } else if (fftType == FftType::IRFFT) {
    // fft_c4: the real result ends in fft_length; fft_c5: the operand's last
    // dimension holds the non-redundant half.
    for (int64_t i = 0; i + 1 < n; ++i)
      if (!dimsAgree(shape[rank - n + i], length[i]))
        return emitOptionalError(
            loc, "expects dimension ", rank - n + i, " of operand (",
            dimStr(shape[rank - n + i]), ") to equal fft_length[", i, "] (",
            length[i], ")");
    if (!dimsAgree(shape[rank - 1], half(length[n - 1])))
      return emitOptionalError(
          loc, "expects the last dimension of operand (",
          dimStr(shape[rank - 1]), ") to be ", half(length[n - 1]),
          " for IRFFT of length ", length[n - 1]);
    shape[rank - 1] = length[n - 1];
  }
  // fft_c5 (FFT, IFFT: the shape is unchanged)
  inferred.push_back(RankedTensorType::get(shape, resultElem));
  return success();
}

//===----------------------------------------------------------------------===//
// DotGeneralOp
//===----------------------------------------------------------------------===//

/// `dims` of one side name dimensions of a tensor of rank `rank`.
static LogicalResult checkDimsInRange(std::optional<Location> loc,
                                      ArrayRef<int64_t> dims, int64_t rank,
                                      StringRef what, StringRef side) {
  for (int64_t d : dims)
    if (d < 0 || d >= rank)
      return emitOptionalError(loc, "expects ", what, " (", d, ") to be in [0, ",
                               rank, "), the rank of ", side);
  return success();
}

/// The bound of a dimension that is the same at run time on both sides: the
/// smaller one.
static int64_t refineBound(int64_t a, int64_t b) {
  if (ShapedType::isDynamic(a))
    return b;
  if (ShapedType::isDynamic(b))
    return a;
  return std::min(a, b);
}

/// Whether StableHLO knows `algorithm` to run on some hardware: one
/// component per operand, and either any pair of f8 types accumulated in f32
/// in one operation (the only algorithms that may accumulate imprecisely), or
/// one of a fixed list of (lhs, rhs, accumulation, operations) combinations.
/// The spec leaves the set to the implementation (docs/status-decisions.md).
static bool isKnownDotAlgorithm(DotAlgorithmAttr algorithm) {
  if (algorithm.getLhsComponentCount() != 1 ||
      algorithm.getRhsComponentCount() != 1)
    return false;
  Type lhs = algorithm.getLhsPrecisionType();
  Type rhs = algorithm.getRhsPrecisionType();
  Type acc = algorithm.getAccumulationType();
  int64_t ops = algorithm.getNumPrimitiveOperations();
  auto isF8 = [](Type t) {
    return llvm::isa<Float8E3M4Type, Float8E4M3Type, Float8E4M3FNType,
                     Float8E5M2Type, Float8E4M3FNUZType, Float8E4M3B11FNUZType,
                     Float8E5M2FNUZType>(t);
  };
  if (isF8(lhs) && isF8(rhs))
    return acc.isF32() && ops == 1;
  if (algorithm.getAllowImpreciseAccumulation() || lhs != rhs)
    return false;
  if (lhs.isF16())
    return (acc.isF16() || acc.isF32()) && ops == 1;
  if (lhs.isBF16())
    return (acc.isBF16() && ops == 1) ||
           (acc.isF32() && (ops == 1 || ops == 3 || ops == 6 || ops == 9));
  if (llvm::isa<FloatTF32Type>(lhs))
    return acc.isF32() && (ops == 1 || ops == 3);
  if (lhs.isF32() || lhs.isF64())
    return acc == lhs && ops == 1;
  return false;
}

LogicalResult DotGeneralOp::inferReturnTypes(MLIRContext *,
                                             std::optional<Location> loc,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &inferred) {
  auto lhs = llvm::dyn_cast_or_null<RankedTensorType>(
      adaptor.getLhs() ? adaptor.getLhs().getType() : Type());
  auto rhs = llvm::dyn_cast_or_null<RankedTensorType>(
      adaptor.getRhs() ? adaptor.getRhs().getType() : Type());
  DotDimensionNumbersAttr dims = adaptor.getDotDimensionNumbersAttr();
  if (!lhs || !rhs || !dims)
    return emitOptionalError(loc, "expects ranked lhs and rhs and "
                                  "dot_dimension_numbers");
  ArrayRef<int64_t> lb = dims.getLhsBatchingDimensions();
  ArrayRef<int64_t> rb = dims.getRhsBatchingDimensions();
  ArrayRef<int64_t> lc = dims.getLhsContractingDimensions();
  ArrayRef<int64_t> rc = dims.getRhsContractingDimensions();
  // dot_general_c1
  if (lb.size() != rb.size())
    return emitOptionalError(loc, "expects as many lhs as rhs batching "
                                  "dimensions, found ",
                             lb.size(), " and ", rb.size());
  // dot_general_c2
  if (lc.size() != rc.size())
    return emitOptionalError(loc, "expects as many lhs as rhs contracting "
                                  "dimensions, found ",
                             lc.size(), " and ", rc.size());
  // dot_general_c3
  SmallVector<int64_t> lhsAll(lb), rhsAll(rb);
  lhsAll.append(lc.begin(), lc.end());
  rhsAll.append(rc.begin(), rc.end());
  if (auto d = firstDuplicate(lhsAll))
    return emitOptionalError(loc, "expects the lhs batching and contracting "
                                  "dimensions to be distinct, but ",
                             *d, " repeats");
  // dot_general_c4
  if (auto d = firstDuplicate(rhsAll))
    return emitOptionalError(loc, "expects the rhs batching and contracting "
                                  "dimensions to be distinct, but ",
                             *d, " repeats");
  // dot_general_c5 .. dot_general_c8
  if (failed(checkDimsInRange(loc, lb, lhs.getRank(),
                              "lhs_batching_dimensions", "lhs")) ||
      failed(checkDimsInRange(loc, lc, lhs.getRank(),
                              "lhs_contracting_dimensions", "lhs")) ||
      failed(checkDimsInRange(loc, rb, rhs.getRank(),
                              "rhs_batching_dimensions", "rhs")) ||
      failed(checkDimsInRange(loc, rc, rhs.getRank(),
                              "rhs_contracting_dimensions", "rhs")))
    return failure();
  // dot_general_c9
  for (auto [l, r] : llvm::zip(lb, rb))
    if (!dimsAgree(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitOptionalError(
          loc, "expects batching dimension ", l, " of lhs (",
          dimStr(lhs.getDimSize(l)), ") to equal batching dimension ", r,
          " of rhs (", dimStr(rhs.getDimSize(r)), ")");
  // dot_general_c10
  for (auto [l, r] : llvm::zip(lc, rc))
    if (!dimsAgree(lhs.getDimSize(l), rhs.getDimSize(r)))
      return emitOptionalError(
          loc, "expects contracting dimension ", l, " of lhs (",
          dimStr(lhs.getDimSize(l)), ") to equal contracting dimension ", r,
          " of rhs (", dimStr(rhs.getDimSize(r)), ")");
  // dot_general_c11
  ArrayAttr precision = adaptor.getPrecisionConfigAttr();
  // (the spec asks for exactly 2 entries; StableHLO takes 0 to 2, and
  // so do we: docs/status-decisions.md)
  if (precision && precision.size() > 2)
    return emitOptionalError(loc, "expects precision_config to be empty or "
                                  "have at most 2 entries (lhs, rhs), found ",
                             precision.size());

  Type le = lhs.getElementType(), re = rhs.getElementType();
  auto ql = llvm::dyn_cast<quant::QuantizedType>(le);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(re);
  if (!ql && !qr) {
    // dot_general_c13
    if (le != re)
      return emitOptionalError(loc, "expects lhs and rhs to have the same "
                                    "element type, found ",
                               le, " and ", re);
  } else {
    // dot_general_c14 (operands; the result's part is in
    // isCompatibleReturnTypes and verifyDeclaredResults)
    if (ql && !qr)
      return emitOptionalError(loc, "expects rhs to be quantized when lhs is, "
                                    "found ",
                               re);
    // dot_general_c15
    if (auto perTensor = llvm::dyn_cast<quant::UniformQuantizedType>(qr)) {
      if (perTensor.getZeroPoint() != 0)
        return emitOptionalError(loc, "expects rhs to have zero point 0, "
                                      "found ",
                                 perTensor.getZeroPoint());
    } else if (auto perAxis =
                   llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(qr)) {
      if (llvm::any_of(perAxis.getZeroPoints(),
                       [](int64_t z) { return z != 0; }))
        return emitOptionalError(loc, "expects rhs to have zero points 0");
      // dot_general_c16
      if (llvm::is_contained(rc, perAxis.getQuantizedDimension()))
        return emitOptionalError(
            loc, "expects the quantization dimension of rhs (",
            perAxis.getQuantizedDimension(),
            ") not to be a contracting dimension");
    }
    if (ql) {
      // dot_general_c17, dot_general_c18 (lhs and rhs; the result's
      // expressed type is compared by isCompatibleReturnTypes)
      if (failed(hlo::checkSameStorageAndExpressed(loc, ql, qr)))
        return failure();
    } else if (le != qr.getExpressedType()) {
      // dot_general_c20 (lhs and rhs; the result: verifyDeclaredResults)
      return emitOptionalError(loc, "expects the expressed type of rhs (",
                               qr.getExpressedType(),
                               ") to be the element type of lhs (", le, ")");
    }
  }

  if (DotAlgorithmAttr algorithm = adaptor.getAlgorithmAttr()) {
    // dot_general_c21
    if (precision)
      for (Attribute p : precision)
        if (auto pa = llvm::dyn_cast<PrecisionAttr>(p);
            pa && pa.getValue() != Precision::DEFAULT)
          return emitOptionalError(loc, "expects precision_config to be "
                                        "DEFAULT when an algorithm is given");
    // dot_general_c22
    if (algorithm.getLhsComponentCount() <= 0)
      return emitOptionalError(loc, "expects lhs_component_count to be "
                                    "positive, found ",
                               algorithm.getLhsComponentCount());
    // dot_general_c23
    if (algorithm.getRhsComponentCount() <= 0)
      return emitOptionalError(loc, "expects rhs_component_count to be "
                                    "positive, found ",
                               algorithm.getRhsComponentCount());
    // dot_general_c24
    if (algorithm.getNumPrimitiveOperations() <= 0)
      return emitOptionalError(loc, "expects num_primitive_operations to be "
                                    "positive, found ",
                               algorithm.getNumPrimitiveOperations());
    // Beyond the spec: the combinations StableHLO knows.
    if (!isKnownDotAlgorithm(algorithm))
      return emitOptionalError(
          loc, "expects a dot algorithm StableHLO knows, found lhs ",
          algorithm.getLhsPrecisionType(), " x rhs ",
          algorithm.getRhsPrecisionType(), " accumulated in ",
          algorithm.getAccumulationType(), " with ",
          algorithm.getLhsComponentCount(), " x ",
          algorithm.getRhsComponentCount(), " components, ",
          algorithm.getNumPrimitiveOperations(),
          " primitive operations and allow_imprecise_accumulation = ",
          algorithm.getAllowImpreciseAccumulation() ? "true" : "false");
  }

  // dot_general_c12: the batch dimensions, then the free dimensions of lhs,
  // then those of rhs (compared with the declared shape by
  // isCompatibleReturnTypes). Dynamic dimensions keep their bounds.
  SmallVector<int64_t> lhsBounds = hlo::getBounds(lhs),
                       rhsBounds = hlo::getBounds(rhs);
  SmallVector<int64_t> shape, bounds;
  for (auto [l, r] : llvm::zip(lb, rb)) {
    shape.push_back(refineDim(lhs.getDimSize(l), rhs.getDimSize(r)));
    bounds.push_back(refineBound(lhsBounds[l], rhsBounds[r]));
  }
  for (int64_t i = 0; i < lhs.getRank(); ++i)
    if (!llvm::is_contained(lhsAll, i)) {
      shape.push_back(lhs.getDimSize(i));
      bounds.push_back(lhsBounds[i]);
    }
  for (int64_t i = 0; i < rhs.getRank(); ++i)
    if (!llvm::is_contained(rhsAll, i)) {
      shape.push_back(rhs.getDimSize(i));
      bounds.push_back(rhsBounds[i]);
    }
  // The element type of lhs: what the spec requires when rhs is quantized
  // and lhs is not (dot_general_c20), and a legal result type otherwise
  // (the result may widen it, or requantize it; see isCompatibleReturnTypes).
  inferred.push_back(hlo::getBoundedTensorType(shape, bounds, le));
  return success();
}

/// `inferred` is the shape function's type: the element type of lhs. Where
/// no operand is quantized, the spec leaves the result's element type free
/// (i8 operands summed in i32, bf16 in f32); where lhs is quantized, the
/// result is quantized too, with its expressed type and any storage type
/// and scales.
bool DotGeneralOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  if (l.size() != 1 || r.size() != 1)
    return false;
  auto inferred = llvm::dyn_cast<RankedTensorType>(l.front());
  auto declared = llvm::dyn_cast<RankedTensorType>(r.front());
  if (!inferred || !declared)
    return false;
  // dot_general_c12
  if (failed(verifyCompatibleShape(inferred.getShape(), declared.getShape())))
    return false;
  auto qi = llvm::dyn_cast<quant::QuantizedType>(inferred.getElementType());
  if (!qi)
    return true;
  // dot_general_c14: lhs quantized, so is the result; dot_general_c18: with
  // the expressed type of lhs.
  auto qd = llvm::dyn_cast<quant::QuantizedType>(declared.getElementType());
  return qd && qd.getExpressedType() == qi.getExpressedType();
}

/// The constraints that relate the declared result element type to the
/// operands' beyond what isCompatibleReturnTypes (which sees only the
/// inferred and declared types) can tell apart: the inferred element type is
/// the lhs's in every case, and whether rhs is quantized, and how, decides
/// which result types are legal. Runs after the shape function succeeded.
LogicalResult DotGeneralOp::verifyDeclaredResults(std::optional<Location> loc,
                                                  Adaptor adaptor,
                                                  TypeRange results) {
  Type le = getElementTypeOrSelf(adaptor.getLhs().getType());
  Type re = getElementTypeOrSelf(adaptor.getRhs().getType());
  Type oe = getElementTypeOrSelf(results.front());
  auto ql = llvm::dyn_cast<quant::QuantizedType>(le);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(re);
  if (!qr)
    return success();
  if (ql) {
    // dot_general_c19
    if (llvm::isa<quant::UniformQuantizedType>(qr) &&
        !llvm::isa<quant::UniformQuantizedType>(oe))
      return emitOptionalError(loc,
                               "expects a per-tensor quantized result when "
                               "rhs is per-tensor quantized, found ",
                               oe);
    return success();
  }
  // dot_general_c20 (and dot_general_c14: a float lhs, so a float result)
  if (oe != le)
    return emitOptionalError(loc,
                             "expects lhs, the expressed type of rhs and the "
                             "result to have the same element type, found ",
                             le, ", ", qr.getExpressedType(), " and ", oe);
  return success();
}

//===- ConvolutionVerify.cpp - shape functions of convolution, dynamic_conv ===//
//
// The spec's constraints of `convolution` (convolution_c1 .. c34) and
// `dynamic_conv` (the same rules with the padding as an operand). Both check
// their operands and attributes in their shape function and infer the result
// type: the shape from the window, and the element type of lhs. The declared
// result may refine `?`, carry bounds, widen the element type (i8 operands
// summed in i32) or requantize it (isCompatibleReturnTypes);
// `verifyDeclaredResults` holds the three constraints that relate the
// result's element type to the operands' (convolution_c30, c33, c34), which
// isCompatibleReturnTypes, seeing only the inferred and declared types,
// cannot tell (see HLO_InferTypesCheckingResults).
//
// Dimensions may be dynamic (`?`): two sizes conflict only when both are
// static and differ. A window dimension is computed only when every size it
// depends on is known and small enough not to overflow; a dynamic dimension
// with a bound (#stablehlo.bounds) gets the bound computed the same way.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/TypeInference.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace mlir::sfold;
using hlo::dm::dimsAgree;
using hlo::dm::dimStr;
using hlo::dm::isDyn;
using hlo::dm::listStr;

namespace {

using OptLoc = std::optional<Location>;

/// The operands, window attributes and dimension numbers of a convolution;
/// `padding` is flattened `[low0, high0, low1, high1, ...]`, absent when
/// unknown.
struct ConvParams {
  RankedTensorType lhs, rhs;
  ConvDimensionNumbersAttr dims;
  std::optional<ArrayRef<int64_t>> strides, lhsDilation, rhsDilation;
  std::optional<ArrayRef<bool>> reversal;
  std::optional<SmallVector<int64_t>> padding;
  int64_t featureGroups, batchGroups;
  ArrayAttr precision;
  /// Whether the window attributes must have one entry per spatial
  /// dimension; when not, a list of another size is ignored.
  bool strictWindowSizes = true;
};

/// Sizes above this bound are not multiplied, so window arithmetic never
/// overflows; such dimensions are inferred dynamic.
constexpr int64_t kLargeSize = int64_t(1) << 40;

bool isLarge(int64_t v) { return v > kLargeSize || v < -kLargeSize; }

/// An optional window attribute has `n` entries, each positive
/// (convolution_c2/c3, c5/c6, c7/c8).
LogicalResult checkWindowList(OptLoc loc, StringRef name,
                              std::optional<ArrayRef<int64_t>> list, int64_t n,
                              bool strict) {
  if (!list)
    return success();
  if (strict && static_cast<int64_t>(list->size()) != n)
    return emitOptionalError(loc, "expects ", name, " to have ", n,
                             " entries (one per spatial dimension), found ",
                             list->size());
  for (auto [i, v] : llvm::enumerate(*list))
    if (v <= 0)
      return emitOptionalError(loc, "expects ", name, " to be positive, found ",
                               v, " for spatial dimension ", i);
  return success();
}

/// `[first] + spatial + [second]`, with `spatial` of `n` entries, names
/// distinct dimensions of a rank-(n+2) tensor (convolution_c12/c13,
/// c17/c18, c19/c20).
LogicalResult checkDimensionGroup(OptLoc loc, StringRef side,
                                  StringRef spatialName, int64_t first,
                                  ArrayRef<int64_t> spatial, int64_t second,
                                  int64_t rank) {
  if (static_cast<int64_t>(spatial.size()) != rank - 2)
    return emitOptionalError(loc, "expects ", spatialName, " to have ",
                             rank - 2, " entries (the rank of ", side,
                             " minus 2), found ", spatial.size());
  SmallVector<int64_t> all{first};
  all.append(spatial.begin(), spatial.end());
  all.push_back(second);
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t d : all) {
    if (d < 0 || d >= rank)
      return emitOptionalError(loc, "expects the ", side,
                               " dimension numbers to be in [0, ", rank,
                               "), found ", d);
    if (!seen.insert(d).second)
      return emitOptionalError(loc, "expects the ", side,
                               " dimension numbers to be distinct, but ", d,
                               " repeats");
  }
  return success();
}

/// The number of windows along one spatial dimension (convolution_c25), or
/// dynamic when a size is unknown or too large. A negative padded size is an
/// error at `loc` (none: just a failure).
FailureOr<int64_t> numWindows(OptLoc loc, int64_t spatialDim, int64_t input,
                              int64_t window, int64_t lhsDil, int64_t rhsDil,
                              std::optional<int64_t> low,
                              std::optional<int64_t> high, int64_t stride) {
  if (isDyn(input) || isDyn(window) || !low || !high ||
      llvm::any_of(SmallVector<int64_t>{input, window, lhsDil, rhsDil, *low,
                                        *high, stride},
                   isLarge) ||
      lhsDil > (1 << 20) || rhsDil > (1 << 20))
    return ShapedType::kDynamic;
  int64_t dilatedInput = input == 0 ? 0 : (input - 1) * lhsDil + 1;
  int64_t padded = *low + dilatedInput + *high;
  if (padded < 0)
    return emitOptionalError(
        loc, "expects the padded input of spatial dimension ", spatialDim,
        " to have a non-negative size, found ", padded);
  int64_t dilatedWindow = window == 0 ? 0 : (window - 1) * rhsDil + 1;
  if (padded == 0 || dilatedWindow > padded)
    return 0;
  return (padded - dilatedWindow) / stride + 1;
}

/// `to` is an integer (of the same signedness) or float type at least as
/// wide as `from`.
bool isWidening(Type from, Type to) {
  if (auto f = llvm::dyn_cast<IntegerType>(from)) {
    auto t = llvm::dyn_cast<IntegerType>(to);
    return t && f.getWidth() > 1 && f.getSignedness() == t.getSignedness() &&
           f.getWidth() <= t.getWidth();
  }
  if (llvm::isa<FloatType>(from))
    return llvm::isa<FloatType>(to) &&
           from.getIntOrFloatBitWidth() <= to.getIntOrFloatBitWidth();
  return false;
}

/// The element type rules of the spec between lhs and rhs (convolution_c27
/// .. c34; the result's part is in isCompatibleReturnTypes and
/// verifyDeclaredResults).
LogicalResult checkOperandElementTypes(OptLoc loc, const ConvParams &p) {
  Type le = p.lhs.getElementType(), re = p.rhs.getElementType();
  auto ql = llvm::dyn_cast<quant::QuantizedType>(le);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(re);
  if (!ql && !qr) {
    // convolution_c27
    if (le != re)
      return emitOptionalError(loc, "expects lhs and rhs to have the same "
                                    "element type, found ",
                               le, " and ", re);
    return success();
  }
  // convolution_c28
  if (ql && !qr)
    return emitOptionalError(loc, "expects rhs to be quantized when lhs is, "
                                  "found ",
                             re);
  // convolution_c29
  if (auto axis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(qr))
    if (axis.getQuantizedDimension() !=
        p.dims.getKernelOutputFeatureDimension())
      return emitOptionalError(
          loc, "expects the quantization dimension of rhs (",
          axis.getQuantizedDimension(),
          ") to be kernel_output_feature_dimension (",
          p.dims.getKernelOutputFeatureDimension(), ")");
  if (ql) {
    // convolution_c31, convolution_c32
    return hlo::checkSameStorageAndExpressed(loc, ql, qr);
  }
  // convolution_c34
  if (le != qr.getExpressedType())
    return emitOptionalError(loc, "expects the expressed type of rhs (",
                             qr.getExpressedType(),
                             ") to be the element type of lhs (", le, ")");
  return success();
}

/// convolution_c1: lhs and rhs have one rank N, at least 2 (so that the
/// N - 2 spatial dimensions of convolution_c12 exist); checked first.
LogicalResult checkRanks(OptLoc loc, RankedTensorType lhs,
                         RankedTensorType rhs) {
  int64_t rank = lhs.getRank();
  if (rhs.getRank() != rank)
    return emitOptionalError(loc, "expects lhs and rhs to have the same rank, "
                                  "found ",
                             rank, " and ", rhs.getRank());
  if (rank < 2)
    return emitOptionalError(loc, "expects lhs to have rank at least 2 (batch "
                                  "and feature dimensions), found ",
                             rank);
  return success();
}

/// Every constraint of `convolution` but convolution_c1 and c4, and the
/// result type (convolution_c25, c26: the shape; the element type of lhs);
/// `dynamic_conv` checks its padding operand first and passes its values
/// when they are constant.
LogicalResult inferConvolution(OptLoc loc, const ConvParams &p,
                               SmallVectorImpl<Type> &inferred) {
  ConvDimensionNumbersAttr dims = p.dims;
  int64_t rank = p.lhs.getRank();
  // convolution_c12, convolution_c13
  if (failed(checkDimensionGroup(loc, "input", "input_spatial_dimensions",
                                 dims.getInputBatchDimension(),
                                 dims.getInputSpatialDimensions(),
                                 dims.getInputFeatureDimension(), rank)) ||
      // convolution_c17, convolution_c18
      failed(checkDimensionGroup(loc, "kernel", "kernel_spatial_dimensions",
                                 dims.getKernelInputFeatureDimension(),
                                 dims.getKernelSpatialDimensions(),
                                 dims.getKernelOutputFeatureDimension(),
                                 rank)) ||
      // convolution_c19, convolution_c20
      failed(checkDimensionGroup(loc, "output", "output_spatial_dimensions",
                                 dims.getOutputBatchDimension(),
                                 dims.getOutputSpatialDimensions(),
                                 dims.getOutputFeatureDimension(), rank)))
    return failure();
  int64_t n = rank - 2;
  // convolution_c2, convolution_c3
  bool strict = p.strictWindowSizes;
  if (failed(checkWindowList(loc, "window_strides", p.strides, n, strict)) ||
      // convolution_c5, convolution_c6
      failed(checkWindowList(loc, "lhs_dilation", p.lhsDilation, n, strict)) ||
      // convolution_c7, convolution_c8
      failed(checkWindowList(loc, "rhs_dilation", p.rhsDilation, n, strict)))
    return failure();
  // convolution_c9
  if (strict && p.reversal && static_cast<int64_t>(p.reversal->size()) != n)
    return emitOptionalError(loc, "expects window_reversal to have ", n,
                             " entries (one per spatial dimension), found ",
                             p.reversal->size());
  // convolution_c21, convolution_c22: IntPositive in ODS (a builder may pass
  // anything, so they are checked again here).
  int64_t fgc = p.featureGroups, bgc = p.batchGroups;
  if (fgc <= 0 || bgc <= 0)
    return emitOptionalError(loc, "expects feature_group_count (", fgc,
                             ") and batch_group_count (", bgc,
                             ") to be positive");
  // convolution_c23
  if (fgc != 1 && bgc != 1)
    return emitOptionalError(loc, "expects feature_group_count (", fgc,
                             ") or batch_group_count (", bgc, ") to be 1");
  int64_t batch = p.lhs.getDimSize(dims.getInputBatchDimension());
  int64_t feature = p.lhs.getDimSize(dims.getInputFeatureDimension());
  int64_t kernelIn = p.rhs.getDimSize(dims.getKernelInputFeatureDimension());
  int64_t kernelOut = p.rhs.getDimSize(dims.getKernelOutputFeatureDimension());
  // convolution_c10
  if (!isDyn(batch) && batch % bgc != 0)
    return emitOptionalError(loc, "expects the input batch dimension of lhs (",
                             batch, ") to be a multiple of batch_group_count (",
                             bgc, ")");
  // convolution_c11
  if (!isDyn(feature) && feature % fgc != 0)
    return emitOptionalError(
        loc, "expects the input feature dimension of lhs (", feature,
        ") to be a multiple of feature_group_count (", fgc, ")");
  // convolution_c14
  if (!isDyn(feature) && !dimsAgree(kernelIn, feature / fgc))
    return emitOptionalError(
        loc, "expects the kernel input feature dimension of rhs (",
        dimStr(kernelIn), ") to be the input feature dimension of lhs (",
        feature, ") divided by feature_group_count (", fgc, ")");
  // convolution_c15
  if (!isDyn(kernelOut) && kernelOut % bgc != 0)
    return emitOptionalError(
        loc, "expects the kernel output feature dimension of rhs (", kernelOut,
        ") to be a multiple of batch_group_count (", bgc, ")");
  // convolution_c16
  if (!isDyn(kernelOut) && kernelOut % fgc != 0)
    return emitOptionalError(
        loc, "expects the kernel output feature dimension of rhs (", kernelOut,
        ") to be a multiple of feature_group_count (", fgc, ")");
  // convolution_c24
  // (the spec asks for exactly 2 entries; StableHLO takes 0 to 2, and
  // so do we: docs/status-decisions.md)
  if (p.precision && p.precision.size() > 2)
    return emitOptionalError(loc, "expects precision_config to be empty or "
                                  "have at most 2 entries (lhs, rhs), found ",
                             p.precision.size());
  if (failed(checkOperandElementTypes(loc, p)))
    return failure();

  // convolution_c25, convolution_c26 (compared with the declared shape by
  // isCompatibleReturnTypes). Dynamic dimensions keep a bound where the
  // operands' bounds give one.
  SmallVector<int64_t> lhsBounds = hlo::getBounds(p.lhs),
                       rhsBounds = hlo::getBounds(p.rhs);
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic),
      bounds(rank, ShapedType::kDynamic);
  int64_t batchBound = lhsBounds[dims.getInputBatchDimension()];
  shape[dims.getOutputBatchDimension()] =
      isDyn(batch) ? ShapedType::kDynamic : batch / bgc;
  bounds[dims.getOutputBatchDimension()] =
      isDyn(batchBound) ? ShapedType::kDynamic : batchBound / bgc;
  shape[dims.getOutputFeatureDimension()] = kernelOut;
  bounds[dims.getOutputFeatureDimension()] =
      rhsBounds[dims.getKernelOutputFeatureDimension()];
  // An entry of a window attribute: 1 when the attribute is absent, unknown
  // when it does not have one entry per spatial dimension.
  auto entry = [&](std::optional<ArrayRef<int64_t>> list,
                   int64_t i) -> std::optional<int64_t> {
    if (!list)
      return 1;
    if (static_cast<int64_t>(list->size()) != n)
      return std::nullopt;
    return (*list)[i];
  };
  bool knownPadding =
      p.padding && static_cast<int64_t>(p.padding->size()) == 2 * n;
  for (int64_t i = 0; i < n; ++i) {
    std::optional<int64_t> stride = entry(p.strides, i),
                           lhsDil = entry(p.lhsDilation, i),
                           rhsDil = entry(p.rhsDilation, i);
    if (!stride || !lhsDil || !rhsDil)
      continue; // the dimension stays dynamic
    std::optional<int64_t> low, high;
    if (knownPadding)
      low = (*p.padding)[2 * i], high = (*p.padding)[2 * i + 1];
    int64_t inputDim = dims.getInputSpatialDimensions()[i];
    int64_t window = p.rhs.getDimSize(dims.getKernelSpatialDimensions()[i]);
    FailureOr<int64_t> windows =
        numWindows(loc, i, p.lhs.getDimSize(inputDim), window, *lhsDil,
                   *rhsDil, low, high, *stride);
    if (failed(windows))
      return failure();
    int64_t outDim = dims.getOutputSpatialDimensions()[i];
    shape[outDim] = *windows;
    // The number of windows grows with the input: a bounded input bounds
    // it (a bound too small for the padding gives no bound).
    if (isDyn(*windows) && !isDyn(lhsBounds[inputDim])) {
      FailureOr<int64_t> bound =
          numWindows(std::nullopt, i, lhsBounds[inputDim], window, *lhsDil,
                     *rhsDil, low, high, *stride);
      if (succeeded(bound))
        bounds[outDim] = *bound;
    }
  }
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, p.lhs.getElementType()));
  return success();
}

/// `inferred` has the element type of lhs. The declared result may widen a
/// float or integer type (convolution_c27 asks for the same type; like
/// dot_general, a wider one of the same kind, for i8 operands summed in i32
/// or bf16 in f32, is accepted too), and, where lhs is quantized, must be
/// quantized with its expressed type but may have any storage type and
/// scales.
bool isCompatibleConvolutionType(TypeRange l, TypeRange r) {
  if (l.size() != 1 || r.size() != 1)
    return false;
  auto inferred = llvm::dyn_cast<RankedTensorType>(l.front());
  auto declared = llvm::dyn_cast<RankedTensorType>(r.front());
  if (!inferred || !declared)
    return false;
  // convolution_c25, convolution_c26
  if (failed(verifyCompatibleShape(inferred.getShape(), declared.getShape())))
    return false;
  Type ie = inferred.getElementType(), de = declared.getElementType();
  if (auto qi = llvm::dyn_cast<quant::QuantizedType>(ie)) {
    // convolution_c28, convolution_c32
    auto qd = llvm::dyn_cast<quant::QuantizedType>(de);
    return qd && qd.getExpressedType() == qi.getExpressedType();
  }
  // convolution_c27 (in the hybrid case, lhs a float and rhs quantized,
  // verifyDeclaredResults asks for the very type of lhs: convolution_c34)
  return de == ie || isWidening(ie, de);
}

/// The constraints relating the declared result element type to the
/// operands' that isCompatibleReturnTypes cannot tell: it sees the element
/// type of lhs, not whether or how rhs is quantized, nor the dimension
/// numbers. Run by refineReturnTypes after the shape function succeeded.
LogicalResult verifyResultElementType(std::optional<Location> loc, Type lhs,
                                      Type rhs, Type result,
                                      ConvDimensionNumbersAttr dims) {
  Type le = getElementTypeOrSelf(lhs), re = getElementTypeOrSelf(rhs),
       oe = getElementTypeOrSelf(result);
  auto ql = llvm::dyn_cast<quant::QuantizedType>(le);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(re);
  // convolution_c30
  if (auto axis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(oe))
    if (axis.getQuantizedDimension() != dims.getOutputFeatureDimension())
      return emitOptionalError(
          loc, "expects the quantization dimension of the result (",
          axis.getQuantizedDimension(), ") to be output_feature_dimension (",
          dims.getOutputFeatureDimension(), ")");
  if (!qr)
    return success();
  // convolution_c33
  if (ql && llvm::isa<quant::UniformQuantizedType>(qr) &&
      !llvm::isa<quant::UniformQuantizedType>(oe))
    return emitOptionalError(loc,
                             "expects a per-tensor quantized result when rhs "
                             "is per-tensor quantized, found ",
                             oe);
  // convolution_c34
  if (!ql && oe != le)
    return emitOptionalError(loc,
                             "expects lhs, the expressed type of rhs and the "
                             "result to have the same element type, found ",
                             le, ", ", qr.getExpressedType(), " and ", oe);
  return success();
}

RankedTensorType rankedOrNull(Value v) {
  return v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
}

} // namespace

LogicalResult
ConvolutionOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                Adaptor adaptor,
                                SmallVectorImpl<Type> &inferred) {
  RankedTensorType lhs = rankedOrNull(adaptor.getLhs()),
                   rhs = rankedOrNull(adaptor.getRhs());
  ConvDimensionNumbersAttr dims = adaptor.getDimensionNumbersAttr();
  if (!lhs || !rhs || !dims || !adaptor.getFeatureGroupCountAttr() ||
      !adaptor.getBatchGroupCountAttr())
    return emitOptionalError(loc, "expects ranked lhs and rhs, "
                                  "dimension_numbers and group counts");
  ConvParams p{lhs,
               rhs,
               dims,
               adaptor.getWindowStrides(),
               adaptor.getLhsDilation(),
               adaptor.getRhsDilation(),
               adaptor.getWindowReversal(),
               SmallVector<int64_t>(),
               static_cast<int64_t>(adaptor.getFeatureGroupCount()),
               static_cast<int64_t>(adaptor.getBatchGroupCount()),
               adaptor.getPrecisionConfigAttr()};
  // convolution_c1
  if (failed(checkRanks(loc, lhs, rhs)))
    return failure();
  // convolution_c4
  int64_t n = lhs.getRank() - 2;
  if (DenseIntElementsAttr padding = adaptor.getPaddingAttr()) {
    auto type = padding.getType();
    if (type.getRank() != 2 || type.getDimSize(0) != n ||
        type.getDimSize(1) != 2)
      return emitOptionalError(loc, "expects padding of shape [", n,
                               ", 2] (a [low, high] pair per spatial "
                               "dimension), found ",
                               listStr(type.getShape()));
    for (const APInt &v : padding.getValues<APInt>())
      p.padding->push_back(v.getSExtValue());
  } else {
    p.padding->assign(2 * n, 0);
  }
  return inferConvolution(loc, p, inferred);
}

bool ConvolutionOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleConvolutionType(l, r);
}

LogicalResult ConvolutionOp::verifyDeclaredResults(std::optional<Location> loc,
                                                   Adaptor adaptor,
                                                   TypeRange results) {
  // convolution_c30, convolution_c33, convolution_c34
  return verifyResultElementType(loc, adaptor.getLhs().getType(),
                                 adaptor.getRhs().getType(), results.front(),
                                 adaptor.getDimensionNumbers());
}

LogicalResult
DynamicConvOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                Adaptor adaptor,
                                SmallVectorImpl<Type> &inferred) {
  RankedTensorType lhs = rankedOrNull(adaptor.getLhs()),
                   rhs = rankedOrNull(adaptor.getRhs()),
                   padding = rankedOrNull(adaptor.getPadding());
  ConvDimensionNumbersAttr dims = adaptor.getDimensionNumbersAttr();
  if (!lhs || !rhs || !padding || !dims ||
      !adaptor.getFeatureGroupCountAttr() || !adaptor.getBatchGroupCountAttr())
    return emitOptionalError(loc, "expects ranked lhs, rhs and padding, "
                                  "dimension_numbers and group counts");
  ConvParams p{lhs,
               rhs,
               dims,
               adaptor.getWindowStrides(),
               adaptor.getLhsDilation(),
               adaptor.getRhsDilation(),
               adaptor.getWindowReversal(),
               std::nullopt,
               static_cast<int64_t>(adaptor.getFeatureGroupCount()),
               static_cast<int64_t>(adaptor.getBatchGroupCount()),
               adaptor.getPrecisionConfigAttr()};
  // dynamic_conv_c1
  if (failed(checkRanks(loc, lhs, rhs)))
    return failure();
  // dynamic_conv_c4
  int64_t n = lhs.getRank() - 2;
  if (padding.getRank() != 2 || !dimsAgree(padding.getDimSize(0), n) ||
      !dimsAgree(padding.getDimSize(1), 2))
    return emitOptionalError(loc, "expects padding of shape [", n,
                             ", 2] (a [low, high] pair per spatial "
                             "dimension), found ",
                             listStr(padding.getShape()));
  // A constant padding gives the spatial sizes; any other leaves them `?`.
  p.padding = hlo::dm::constantValues(adaptor.getPadding());
  // dynamic_conv_c1, dynamic_conv_c3, dynamic_conv_c6, dynamic_conv_c8,
  // dynamic_conv_c10 .. dynamic_conv_c34: as convolution. The sizes of the
  // window attributes (the spec's C2, C5, C7 and C9) are not checked:
  // window attributes with more entries than spatial dimensions occur in
  // exported programs (JAX), so such lists are not rejected, only not used
  // (see docs/status-exceptions.txt).
  p.strictWindowSizes = false;
  return inferConvolution(loc, p, inferred);
}

bool DynamicConvOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return isCompatibleConvolutionType(l, r);
}

LogicalResult DynamicConvOp::verifyDeclaredResults(std::optional<Location> loc,
                                                   Adaptor adaptor,
                                                   TypeRange results) {
  // dynamic_conv_c30, dynamic_conv_c33, dynamic_conv_c34: as convolution.
  return verifyResultElementType(loc, adaptor.getLhs().getType(),
                                 adaptor.getRhs().getType(), results.front(),
                                 adaptor.getDimensionNumbers());
}

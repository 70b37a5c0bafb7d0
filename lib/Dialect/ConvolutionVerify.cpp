//===- ConvolutionVerify.cpp - verifiers of convolution and dynamic_conv --===//
//
// The spec's constraints of `convolution` (convolution_c1 .. c34) and
// `dynamic_conv` (the same rules with the padding as an operand). Both check
// in their verifier, like `dot_general`: the result's element type is free
// when quantized, so it cannot be inferred from the operands.
//
// Dimensions may be dynamic (`?`): two sizes conflict only when both are
// static and differ. A window dimension is computed only when every size it
// depends on is known and small enough not to overflow.
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

/// The window attributes and dimension numbers of a convolution; `padding`
/// is flattened `[low0, high0, low1, high1, ...]`, absent when unknown.
struct ConvParams {
  RankedTensorType lhs, rhs, result;
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

/// An optional window attribute has `n` entries, each positive when
/// `positive` (convolution_c2/c3, c5/c6, c7/c8).
LogicalResult checkWindowList(Operation *op, StringRef name,
                              std::optional<ArrayRef<int64_t>> list, int64_t n,
                              bool strict) {
  if (!list)
    return success();
  if (strict && static_cast<int64_t>(list->size()) != n)
    return op->emitOpError()
           << "expects " << name << " to have " << n
           << " entries (one per spatial dimension), found " << list->size();
  for (auto [i, v] : llvm::enumerate(*list))
    if (v <= 0)
      return op->emitOpError()
             << "expects " << name << " to be positive, found " << v
             << " for spatial dimension " << i;
  return success();
}

/// `[first] + spatial + [second]`, with `spatial` of `n` entries, names
/// distinct dimensions of a rank-(n+2) tensor (convolution_c12/c13,
/// c17/c18, c19/c20).
LogicalResult checkDimensionGroup(Operation *op, StringRef side,
                                  StringRef spatialName, int64_t first,
                                  ArrayRef<int64_t> spatial, int64_t second,
                                  int64_t rank) {
  if (static_cast<int64_t>(spatial.size()) != rank - 2)
    return op->emitOpError() << "expects " << spatialName << " to have "
                             << rank - 2 << " entries (the rank of " << side
                             << " minus 2), found " << spatial.size();
  SmallVector<int64_t> all{first};
  all.append(spatial.begin(), spatial.end());
  all.push_back(second);
  llvm::SmallSet<int64_t, 8> seen;
  for (int64_t d : all) {
    if (d < 0 || d >= rank)
      return op->emitOpError()
             << "expects the " << side << " dimension numbers to be in [0, "
             << rank << "), found " << d;
    if (!seen.insert(d).second)
      return op->emitOpError()
             << "expects the " << side
             << " dimension numbers to be distinct, but " << d << " repeats";
  }
  return success();
}

/// The number of windows along one spatial dimension (convolution_c25), or
/// dynamic when a size is unknown or too large.
FailureOr<int64_t> numWindows(Operation *op, int64_t spatialDim, int64_t input,
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
    return op->emitOpError()
           << "expects the padded input of spatial dimension " << spatialDim
           << " to have a non-negative size, found " << padded;
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

/// The element type rules of the spec (convolution_c27 .. c34).
LogicalResult checkElementTypes(Operation *op, const ConvParams &p) {
  Type le = p.lhs.getElementType(), re = p.rhs.getElementType(),
       oe = p.result.getElementType();
  auto ql = llvm::dyn_cast<quant::QuantizedType>(le);
  auto qr = llvm::dyn_cast<quant::QuantizedType>(re);
  auto qo = llvm::dyn_cast<quant::QuantizedType>(oe);
  if (!ql && !qr) {
    // convolution_c27
    if (le != re)
      return op->emitOpError()
             << "expects lhs and rhs to have the same element type, found "
             << le << " and " << re;
    // convolution_c27 asks for the same result element type; like
    // dot_general, a wider type of the same kind (i8 operands summed in i32)
    // is accepted too.
    if (le != oe && !isWidening(le, oe))
      return op->emitOpError()
             << "expects the result to have the element type of lhs (" << le
             << ") or a wider one of its kind, found " << oe;
    return success();
  }
  // convolution_c28
  if (bool(ql) != (qr && qo))
    return op->emitOpError() << "expects lhs to be quantized exactly when rhs "
                                "and the result are";
  // convolution_c29
  if (auto axis = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(qr))
    if (axis.getQuantizedDimension() !=
        p.dims.getKernelOutputFeatureDimension())
      return op->emitOpError()
             << "expects the quantization dimension of rhs ("
             << axis.getQuantizedDimension()
             << ") to be kernel_output_feature_dimension ("
             << p.dims.getKernelOutputFeatureDimension() << ")";
  // convolution_c30
  if (auto axis =
          llvm::dyn_cast_or_null<quant::UniformQuantizedPerAxisType>(qo))
    if (axis.getQuantizedDimension() != p.dims.getOutputFeatureDimension())
      return op->emitOpError()
             << "expects the quantization dimension of the result ("
             << axis.getQuantizedDimension()
             << ") to be output_feature_dimension ("
             << p.dims.getOutputFeatureDimension() << ")";
  if (ql) {
    // convolution_c31
    if (ql.getStorageType() != qr.getStorageType())
      return op->emitOpError()
             << "expects lhs and rhs to have the same storage type, found "
             << ql.getStorageType() << " and " << qr.getStorageType();
    // convolution_c32
    if (ql.getExpressedType() != qr.getExpressedType() ||
        ql.getExpressedType() != qo.getExpressedType())
      return op->emitOpError()
             << "expects lhs, rhs and result to have the same expressed "
                "type, found "
             << ql.getExpressedType() << ", " << qr.getExpressedType()
             << " and " << qo.getExpressedType();
    // convolution_c33
    if (llvm::isa<quant::UniformQuantizedType>(qr) &&
        !llvm::isa<quant::UniformQuantizedType>(qo))
      return op->emitOpError() << "expects a per-tensor quantized result "
                                  "when rhs is per-tensor quantized";
    return success();
  }
  // convolution_c34
  if (le != qr.getExpressedType() || le != oe)
    return op->emitOpError()
           << "expects lhs, the expressed type of rhs and the result to have "
              "the same element type, found "
           << le << ", " << qr.getExpressedType() << " and " << oe;
  return success();
}

/// convolution_c1: lhs and rhs have one rank N, at least 2 (so that the
/// N - 2 spatial dimensions of convolution_c12 exist); checked first.
LogicalResult verifyRanks(Operation *op, const ConvParams &p) {
  int64_t rank = p.lhs.getRank();
  if (p.rhs.getRank() != rank)
    return op->emitOpError() << "expects lhs and rhs to have the same rank, "
                                "found "
                             << rank << " and " << p.rhs.getRank();
  if (rank < 2)
    return op->emitOpError() << "expects lhs to have rank at least 2 (batch "
                                "and feature dimensions), found "
                             << rank;
  return success();
}

/// Every constraint of `convolution` but convolution_c1 and c4;
/// `dynamic_conv` checks its padding operand first and passes its values
/// when they are constant.
LogicalResult verifyConvolution(Operation *op, const ConvParams &p) {
  ConvDimensionNumbersAttr dims = p.dims;
  int64_t rank = p.lhs.getRank();
  // convolution_c26
  if (p.result.getRank() != rank)
    return op->emitOpError()
           << "expects the result to have rank " << rank
           << " (the rank of lhs), found " << p.result.getRank();
  // convolution_c12, convolution_c13
  if (failed(checkDimensionGroup(op, "input", "input_spatial_dimensions",
                                 dims.getInputBatchDimension(),
                                 dims.getInputSpatialDimensions(),
                                 dims.getInputFeatureDimension(), rank)) ||
      // convolution_c17, convolution_c18
      failed(checkDimensionGroup(op, "kernel", "kernel_spatial_dimensions",
                                 dims.getKernelInputFeatureDimension(),
                                 dims.getKernelSpatialDimensions(),
                                 dims.getKernelOutputFeatureDimension(),
                                 rank)) ||
      // convolution_c19, convolution_c20
      failed(checkDimensionGroup(op, "output", "output_spatial_dimensions",
                                 dims.getOutputBatchDimension(),
                                 dims.getOutputSpatialDimensions(),
                                 dims.getOutputFeatureDimension(), rank)))
    return failure();
  int64_t n = rank - 2;
  // convolution_c2, convolution_c3
  bool strict = p.strictWindowSizes;
  if (failed(checkWindowList(op, "window_strides", p.strides, n, strict)) ||
      // convolution_c5, convolution_c6
      failed(checkWindowList(op, "lhs_dilation", p.lhsDilation, n, strict)) ||
      // convolution_c7, convolution_c8
      failed(checkWindowList(op, "rhs_dilation", p.rhsDilation, n, strict)))
    return failure();
  // convolution_c9
  if (strict && p.reversal && static_cast<int64_t>(p.reversal->size()) != n)
    return op->emitOpError() << "expects window_reversal to have " << n
                             << " entries (one per spatial dimension), found "
                             << p.reversal->size();
  // convolution_c21, convolution_c22: IntPositive in ODS.
  int64_t fgc = p.featureGroups, bgc = p.batchGroups;
  // convolution_c23
  if (fgc != 1 && bgc != 1)
    return op->emitOpError()
           << "expects feature_group_count (" << fgc
           << ") or batch_group_count (" << bgc << ") to be 1";
  int64_t batch = p.lhs.getDimSize(dims.getInputBatchDimension());
  int64_t feature = p.lhs.getDimSize(dims.getInputFeatureDimension());
  int64_t kernelIn = p.rhs.getDimSize(dims.getKernelInputFeatureDimension());
  int64_t kernelOut = p.rhs.getDimSize(dims.getKernelOutputFeatureDimension());
  // convolution_c10
  if (!isDyn(batch) && batch % bgc != 0)
    return op->emitOpError()
           << "expects the input batch dimension of lhs (" << batch
           << ") to be a multiple of batch_group_count (" << bgc << ")";
  // convolution_c11
  if (!isDyn(feature) && feature % fgc != 0)
    return op->emitOpError()
           << "expects the input feature dimension of lhs (" << feature
           << ") to be a multiple of feature_group_count (" << fgc << ")";
  // convolution_c14
  if (!isDyn(feature) && !dimsAgree(kernelIn, feature / fgc))
    return op->emitOpError()
           << "expects the kernel input feature dimension of rhs ("
           << dimStr(kernelIn) << ") to be the input feature dimension of lhs ("
           << feature << ") divided by feature_group_count (" << fgc << ")";
  // convolution_c15
  if (!isDyn(kernelOut) && kernelOut % bgc != 0)
    return op->emitOpError()
           << "expects the kernel output feature dimension of rhs ("
           << kernelOut << ") to be a multiple of batch_group_count (" << bgc
           << ")";
  // convolution_c16
  if (!isDyn(kernelOut) && kernelOut % fgc != 0)
    return op->emitOpError()
           << "expects the kernel output feature dimension of rhs ("
           << kernelOut << ") to be a multiple of feature_group_count (" << fgc
           << ")";
  // convolution_c24
  if (p.precision && p.precision.size() != 2)
    return op->emitOpError() << "expects precision_config to have 2 entries "
                                "(lhs, rhs), found "
                             << p.precision.size();
  // convolution_c25
  SmallVector<int64_t> shape(rank, ShapedType::kDynamic);
  shape[dims.getOutputBatchDimension()] =
      isDyn(batch) ? ShapedType::kDynamic : batch / bgc;
  shape[dims.getOutputFeatureDimension()] = kernelOut;
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
    FailureOr<int64_t> windows =
        numWindows(op, i, p.lhs.getDimSize(dims.getInputSpatialDimensions()[i]),
                   p.rhs.getDimSize(dims.getKernelSpatialDimensions()[i]),
                   *lhsDil, *rhsDil, low, high, *stride);
    if (failed(windows))
      return failure();
    shape[dims.getOutputSpatialDimensions()[i]] = *windows;
  }
  if (failed(verifyCompatibleShape(shape, p.result.getShape())))
    return op->emitOpError() << "expects a result of shape " << listStr(shape)
                             << ", found " << listStr(p.result.getShape());
  return checkElementTypes(op, p);
}

} // namespace

LogicalResult ConvolutionOp::verify() {
  ConvParams p{llvm::cast<RankedTensorType>(getLhs().getType()),
               llvm::cast<RankedTensorType>(getRhs().getType()),
               llvm::cast<RankedTensorType>(getResult().getType()),
               getDimensionNumbers(),
               getWindowStrides(),
               getLhsDilation(),
               getRhsDilation(),
               getWindowReversal(),
               SmallVector<int64_t>(),
               static_cast<int64_t>(getFeatureGroupCount()),
               static_cast<int64_t>(getBatchGroupCount()),
               getPrecisionConfigAttr()};
  // convolution_c1
  if (failed(verifyRanks(*this, p)))
    return failure();
  // convolution_c4
  int64_t n = p.lhs.getRank() - 2;
  if (DenseIntElementsAttr padding = getPaddingAttr()) {
    auto type = padding.getType();
    if (type.getRank() != 2 || type.getDimSize(0) != n ||
        type.getDimSize(1) != 2)
      return emitOpError() << "expects padding of shape [" << n
                           << ", 2] (a [low, high] pair per spatial "
                              "dimension), found "
                           << listStr(type.getShape());
    for (const APInt &v : padding.getValues<APInt>())
      p.padding->push_back(v.getSExtValue());
  } else {
    p.padding->assign(2 * n, 0);
  }
  return verifyConvolution(*this, p);
}

LogicalResult DynamicConvOp::verify() {
  ConvParams p{llvm::cast<RankedTensorType>(getLhs().getType()),
               llvm::cast<RankedTensorType>(getRhs().getType()),
               llvm::cast<RankedTensorType>(getResult().getType()),
               getDimensionNumbers(),
               getWindowStrides(),
               getLhsDilation(),
               getRhsDilation(),
               getWindowReversal(),
               std::nullopt,
               static_cast<int64_t>(getFeatureGroupCount()),
               static_cast<int64_t>(getBatchGroupCount()),
               getPrecisionConfigAttr()};
  // dynamic_conv_c1
  if (failed(verifyRanks(*this, p)))
    return failure();
  // dynamic_conv_c4
  int64_t n = p.lhs.getRank() - 2;
  auto type = llvm::cast<RankedTensorType>(getPadding().getType());
  if (type.getRank() != 2 || !dimsAgree(type.getDimSize(0), n) ||
      !dimsAgree(type.getDimSize(1), 2))
    return emitOpError() << "expects padding of shape [" << n
                         << ", 2] (a [low, high] pair per spatial "
                            "dimension), found "
                         << listStr(type.getShape());
  p.padding = hlo::dm::constantValues(getPadding());
  // dynamic_conv_c1, dynamic_conv_c3, dynamic_conv_c6, dynamic_conv_c8,
  // dynamic_conv_c10 .. dynamic_conv_c34: as convolution. The sizes of the
  // window attributes (the spec's C2, C5, C7 and C9) are not checked:
  // window attributes with more entries than spatial dimensions occur in
  // exported programs (JAX), so such lists are not rejected, only not used
  // (see docs/status-exceptions.txt).
  p.strictWindowSizes = false;
  return verifyConvolution(*this, p);
}

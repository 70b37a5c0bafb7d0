//===- ReductionWindowVerify.cpp - reduce_window, select_and_scatter ------===//
//
// Shape functions and verifiers of the windowed ops with bodies, one check
// per spec label (`// reduce_window_c15`), organised as in
// ReductionRegionVerify.cpp: one function checks the operands, attributes
// and the region the inference needs and infers the result types; it is the
// shape function, and the verifier runs it before checking the declared
// results and the regions the inference does not need.
//
//===----------------------------------------------------------------------===//

#include "RegionChecks.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::regions;

//===----------------------------------------------------------------------===//
// Windows
//===----------------------------------------------------------------------===//

/// An optional per-dimension window attribute has one positive entry per
/// dimension of the inputs.
static LogicalResult checkWindowAttr(EmitFn emit,
                                     std::optional<ArrayRef<int64_t>> values,
                                     int64_t rank, StringRef name) {
  if (!values)
    return success();
  if (static_cast<int64_t>(values->size()) != rank)
    return emit() << "expects " << name << " to have " << rank
                  << " entries (the rank of the inputs), found "
                  << values->size();
  for (auto [i, v] : llvm::enumerate(*values))
    if (v <= 0)
      return emit() << "expects " << name << " to be positive, but entry " << i
                    << " is " << v;
  return success();
}

/// The padding attribute, if any, has shape [rank, 2]; sets `padding` to its
/// 2 * rank values (zeros without one).
static LogicalResult checkPadding(EmitFn emit, DenseIntElementsAttr pad,
                                  int64_t rank,
                                  SmallVectorImpl<int64_t> &padding) {
  padding.assign(2 * rank, 0);
  if (!pad)
    return success();
  auto type = pad.getType();
  if (type.getRank() != 2 || type.getDimSize(0) != rank ||
      type.getDimSize(1) != 2)
    return emit() << "expects padding of shape [" << rank << ", 2], found "
                  << type;
  padding.assign(pad.getValues<int64_t>().begin(),
                 pad.getValues<int64_t>().end());
  return success();
}

/// The number of windows along one dimension (the spec's `num_windows`), or
/// dynamic when the size is dynamic or the arithmetic overflows.
static int64_t numWindows(int64_t size, int64_t baseDilation, int64_t lo,
                          int64_t hi, int64_t window, int64_t windowDilation,
                          int64_t stride) {
  if (ShapedType::isDynamic(size))
    return ShapedType::kDynamic;
  std::optional<int64_t> dilated = 0;
  if (size != 0) {
    std::optional<int64_t> m = llvm::checkedMul(size - 1, baseDilation);
    dilated = m ? llvm::checkedAdd(*m, int64_t(1)) : std::nullopt;
  }
  std::optional<int64_t> padded =
      dilated ? llvm::checkedAdd(*dilated, lo) : std::nullopt;
  padded = padded ? llvm::checkedAdd(*padded, hi) : std::nullopt;
  std::optional<int64_t> w = llvm::checkedMul(window - 1, windowDilation);
  w = w ? llvm::checkedAdd(*w, int64_t(1)) : std::nullopt;
  if (!padded || !w)
    return ShapedType::kDynamic;
  if (*padded <= 0 || *w > *padded)
    return 0;
  return (*padded - *w) / stride + 1;
}

/// Entry `i` of an optional per-dimension attribute, 1 without one.
static int64_t entryOr1(std::optional<ArrayRef<int64_t>> values, int64_t i) {
  return values ? (*values)[i] : int64_t(1);
}

//===----------------------------------------------------------------------===//
// ReduceWindowOp
//===----------------------------------------------------------------------===//

/// Checks reduce_window_c1 .. reduce_window_c13 and infers the results: the
/// number of windows in each dimension (a bounded dynamic dimension keeps
/// the number of windows of its bound as bound), of the element types the
/// body returns.
static LogicalResult inferReduceWindow(EmitFn emit,
                                       ReduceWindowOp::Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  if (adaptor.getRegions().size() != 1 || !adaptor.getWindowDimensionsAttr())
    return emit() << "expects a body region and a window_dimensions "
                     "attribute";
  // reduce_window_c1
  if (failed(checkPairedOperands(emit, adaptor.getOperands().size())))
    return failure();
  ValueRange inputs = adaptor.getInputs();
  size_t n = inputs.size();
  if (n == 0)
    return emit() << "expects at least one input";
  // reduce_window_c2
  if (failed(checkSameInputShapes(emit, inputs)))
    return failure();
  // reduce_window_c3 (rank; the element types are checked with the body)
  if (failed(checkInitValues(emit, adaptor.getInitValues())))
    return failure();
  auto first = llvm::cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = first.getRank();
  std::optional<ArrayRef<int64_t>> strides = adaptor.getWindowStrides();
  std::optional<ArrayRef<int64_t>> baseDilations = adaptor.getBaseDilations();
  std::optional<ArrayRef<int64_t>> windowDilations =
      adaptor.getWindowDilations();
  ArrayRef<int64_t> window = adaptor.getWindowDimensions();
  // reduce_window_c4, reduce_window_c5
  if (failed(checkWindowAttr(emit, window, rank, "window_dimensions")) ||
      // reduce_window_c6, reduce_window_c7
      failed(checkWindowAttr(emit, strides, rank, "window_strides")) ||
      // reduce_window_c8, reduce_window_c9
      failed(checkWindowAttr(emit, baseDilations, rank, "base_dilations")) ||
      // reduce_window_c10, reduce_window_c11
      failed(checkWindowAttr(emit, windowDilations, rank, "window_dilations")))
    return failure();
  // reduce_window_c12
  SmallVector<int64_t> padding;
  if (failed(checkPadding(emit, adaptor.getPaddingAttr(), rank, padding)))
    return failure();
  // reduce_window_c13
  ReturnOp ret = checkBody(emit, adaptor.getBody(), "body", 2 * n, n);
  SmallVector<Type> accTypes;
  if (!ret || failed(checkReducerTypes(emit, ret, inputs.getTypes(),
                                       adaptor.getInitValues().getTypes(),
                                       accTypes)))
    return failure();
  // reduce_window_c14, reduce_window_c15, reduce_window_c16
  auto windows = [&](int64_t size, int64_t i) {
    return numWindows(size, entryOr1(baseDilations, i), padding[2 * i],
                      padding[2 * i + 1], window[i],
                      entryOr1(windowDilations, i), entryOr1(strides, i));
  };
  SmallVector<int64_t> shape, bounds = hlo::getBounds(first);
  for (int64_t i = 0; i < rank; ++i) {
    shape.push_back(windows(first.getDimSize(i), i));
    if (!ShapedType::isDynamic(bounds[i]))
      bounds[i] = windows(bounds[i], i);
  }
  for (Value v : ret.getOperands())
    inferred.push_back(
        hlo::getBoundedTensorType(shape, bounds, getElementTypeOrSelf(v)));
  return success();
}

LogicalResult
ReduceWindowOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                 Adaptor adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  return inferReduceWindow(errorsAt<ReduceWindowOp>(loc), adaptor, inferred);
}

bool ReduceWindowOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult ReduceWindowOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferReduceWindow(emit, Adaptor(*this), inferred)))
    return failure();
  // reduce_window_c1 (results), reduce_window_c14, reduce_window_c15,
  // reduce_window_c16
  return checkResults(emit, getResultTypes(), inferred,
                      "the number of windows");
}

/// Equal element types, or two float types (StableHLO compares them with
/// `ignoreFpPrecision`).
static bool sameOrFloats(Type a, Type b) {
  return a == b || (llvm::isa<FloatType>(a) && llvm::isa<FloatType>(b));
}

//===----------------------------------------------------------------------===//
// SelectAndScatterOp
//===----------------------------------------------------------------------===//

/// Checks select_and_scatter_c1, _c2, _c4 .. _c8 and the rank of init_value
/// and infers the operand's shape with init_value's element type: the
/// operand's type unless `scatter` promotes (select_and_scatter_c3, _c11,
/// _c12). The regions (select_and_scatter_c9, _c10) are the verifier's: the
/// inference does not need them.
static LogicalResult inferSelectAndScatter(EmitFn emit,
                                           SelectAndScatterOp::Adaptor adaptor,
                                           SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand =
      rankedOrError(emit, adaptor.getOperand(), "operand");
  RankedTensorType source = rankedOrError(emit, adaptor.getSource(), "source");
  RankedTensorType init =
      rankedOrError(emit, adaptor.getInitValue(), "init_value");
  if (!operand || !source || !init)
    return failure();
  Type elem = operand.getElementType();
  int64_t rank = operand.getRank();
  // select_and_scatter_c1: float types of any precision, as StableHLO
  // allows (docs/status-decisions.md).
  if (!sameOrFloats(source.getElementType(), elem))
    return emit() << "expects source to have the element type of operand ("
                  << elem << "), found " << source.getElementType();
  std::optional<ArrayRef<int64_t>> window = adaptor.getWindowDimensions();
  std::optional<ArrayRef<int64_t>> strides = adaptor.getWindowStrides();
  // select_and_scatter_c4, select_and_scatter_c5 (an absent
  // window_dimensions has no entries, as StableHLO reads it)
  if (!window && rank != 0)
    return emit() << "expects window_dimensions to have " << rank
                  << " entries (the rank of the inputs), found none";
  if (failed(checkWindowAttr(emit, window, rank, "window_dimensions")) ||
      // select_and_scatter_c6, select_and_scatter_c7
      failed(checkWindowAttr(emit, strides, rank, "window_strides")))
    return failure();
  // select_and_scatter_c8
  SmallVector<int64_t> padding;
  if (failed(checkPadding(emit, adaptor.getPaddingAttr(), rank, padding)))
    return failure();
  // select_and_scatter_c2
  if (window) {
    SmallVector<int64_t> shape;
    for (int64_t i = 0; i < rank; ++i)
      shape.push_back(numWindows(operand.getDimSize(i), 1, padding[2 * i],
                                 padding[2 * i + 1], (*window)[i], 1,
                                 entryOr1(strides, i)));
    if (failed(verifyCompatibleShape(source.getShape(), shape)))
      return emit() << "expects source to have shape " << hlo::dm::listStr(shape)
                    << " (the number of windows of operand), found "
                    << hlo::dm::listStr(source.getShape());
  }
  // select_and_scatter_c3 (rank; the element type is scatter's, checked
  // with it)
  if (init.getRank() != 0)
    return emit() << "expects init_value to be a 0-d tensor, found " << init;
  // select_and_scatter_c11, select_and_scatter_c12: the element type scatter
  // returns (init_value's when the region is not filled yet).
  Type resultElem = init.getElementType();
  Region &scatter = adaptor.getScatter();
  if (!scatter.empty() && !scatter.front().empty() &&
      scatter.front().back().getNumOperands() == 1)
    resultElem =
        getElementTypeOrSelf(scatter.front().back().getOperand(0).getType());
  inferred.push_back(hlo::withElementType(operand, resultElem));
  return success();
}

LogicalResult
SelectAndScatterOp::inferReturnTypes(MLIRContext *, std::optional<Location> loc,
                                     Adaptor adaptor,
                                     SmallVectorImpl<Type> &inferred) {
  return inferSelectAndScatter(errorsAt<SelectAndScatterOp>(loc), adaptor,
                               inferred);
}

bool SelectAndScatterOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult SelectAndScatterOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferSelectAndScatter(emit, Adaptor(*this), inferred)))
    return failure();
  Type elem = getElementTypeOrSelf(getOperand().getType());
  // select_and_scatter_c9: tensor<E> arguments, E of any float precision
  // when the operand's is a float type, as StableHLO allows.
  ReturnOp select = checkBody(emit, getSelect(), "select", 2, 1);
  if (!select)
    return failure();
  for (BlockArgument arg : getSelect().front().getArguments()) {
    auto t = llvm::dyn_cast<RankedTensorType>(arg.getType());
    if (!t || t.getRank() != 0 || !sameOrFloats(t.getElementType(), elem))
      return emitOpError() << "expects select argument " << arg.getArgNumber()
                           << " to be " << RankedTensorType::get({}, elem)
                           << ", found " << arg.getType();
  }
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  if (select.getOperand(0).getType() != i1)
    return emitOpError() << "expects select to return tensor<i1>, found "
                         << select.getOperand(0).getType();
  // select_and_scatter_c10: scatter reduces source values from init_value
  // (select_and_scatter_c3: init_value's element type promotable to its
  // accumulator's).
  ReturnOp scatter = checkBody(emit, getScatter(), "scatter", 2, 1);
  SmallVector<Type> accTypes;
  Type sourceType = getSource().getType(), initType = getInitValue().getType();
  if (!scatter ||
      failed(checkReducerTypes(emit, scatter, sourceType, initType, accTypes,
                               {"scatter", "source", "init_value"})))
    return failure();
  Type e = accTypes.front();
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  ArrayRef<int64_t> shape = llvm::cast<ShapedType>(inferred[0]).getShape();
  // select_and_scatter_c11
  if (failed(verifyCompatibleShape(result.getShape(), shape)))
    return emitOpError() << "expects the result to have the shape of operand "
                         << hlo::dm::listStr(shape) << ", found "
                         << hlo::dm::listStr(result.getShape());
  // select_and_scatter_c12
  if (result.getElementType() != e)
    return emitOpError() << "expects the result to have scatter's element "
                            "type "
                         << e << ", found " << result.getElementType();
  return success();
}

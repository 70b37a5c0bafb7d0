//===- DataMovementVerify.cpp - verification of the data movement ops -----===//
//
// Shape functions and verifiers of the shape and data movement ops, one check
// per constraint of the spec, each labelled (`// slice_c3`).
//
// Ops without regions whose result type follows from their operands and
// attributes verify everything in `inferReturnTypes`; the declared result
// type must then be compatible with the inferred one (it may refine `?` or
// carry bounds). Ops whose result shape comes from a shape operand (or is not
// determined, as for `broadcast_in_dim` and `reshape`) keep explicit result
// types and check them in `verify()`. gather, dynamic_gather and scatter are
// in DataMovementVerifyIndexed.cpp; the checks both files use are in the
// DataMovement section of TypeInference.cpp.
//
// ODS already guarantees ranked tensors of the allowed element types,
// 0-dimensional index and padding operands and 1-dimensional shape operands;
// nothing here repeats those checks. Shape functions may run from builders on
// unverified operands, so they still test types with `dyn_cast` before use.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/Matchers.h"
#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Support/CheckedInt.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::hlo::dm;

namespace {
using OptLoc = std::optional<Location>;
} // namespace

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// Emits an error at `loc` (if any) and fails.
template <typename... Args>
static LogicalResult fail(OptLoc loc, Args &&...args) {
  return emitOptionalError(loc, std::forward<Args>(args)...);
}

static RankedTensorType ranked(Value v) {
  return v ? llvm::dyn_cast<RankedTensorType>(v.getType()) : nullptr;
}

static quant::UniformQuantizedPerAxisType perAxis(Type t) {
  return llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
      getElementTypeOrSelf(t));
}


/// Whether `a` and `b` are per-axis quantized types that differ at most in
/// their quantization dimension.
static bool sameButQuantizationDimension(quant::UniformQuantizedPerAxisType a,
                                         quant::UniformQuantizedPerAxisType b) {
  return a && b && a.getFlags() == b.getFlags() &&
         a.getStorageType() == b.getStorageType() &&
         a.getExpressedType() == b.getExpressedType() &&
         a.getStorageTypeMin() == b.getStorageTypeMin() &&
         a.getStorageTypeMax() == b.getStorageTypeMax() &&
         a.getScales() == b.getScales() &&
         a.getZeroPoints() == b.getZeroPoints();
}

/// The number of elements of dimensions [from, to) of `t`, or kDynamic if a
/// dimension is dynamic or the count overflows (too large to compare: not
/// checked).
static int64_t numElements(RankedTensorType t, size_t from = 0,
                           size_t to = SIZE_MAX) {
  ArrayRef<int64_t> shape =
      t.getShape().take_front(std::min(to, t.getShape().size()));
  return checkedElementCount(shape.drop_front(std::min(from, shape.size())))
      .value_or(ShapedType::kDynamic);
}

/// The checks that `broadcast_in_dim` and `dynamic_broadcast_in_dim` share
/// (their constraints C1-C6 are the same).
static LogicalResult checkBroadcast(OptLoc loc, RankedTensorType operand,
                                    RankedTensorType result,
                                    ArrayRef<int64_t> dims) {
  // broadcast_in_dim_c1: the element type is kept; only a per-axis quantized
  // operand's parameters may change.
  if (operand.getElementType() != result.getElementType() &&
      !(perAxis(operand) &&
        elementTypesAgree(operand.getElementType(), result.getElementType())))
    return fail(loc, "result element type ", result.getElementType(),
                " differs from the operand's ", operand.getElementType());
  // broadcast_in_dim_c2
  if (failed(checkListSize(loc, "broadcast_dimensions", dims.size(),
                           operand.getRank(), "the operand's rank")))
    return failure();
  // broadcast_in_dim_c3
  if (failed(checkDimsInRange(loc, "broadcast_dimensions", dims,
                              result.getRank(), "the result")))
    return failure();
  // broadcast_in_dim_c4
  if (failed(checkUnique(loc, "broadcast_dimensions", dims)))
    return failure();
  // broadcast_in_dim_c5
  for (auto [d, resultDim] : llvm::enumerate(dims)) {
    int64_t size = operand.getDimSize(d);
    if (size != 1 && !dimsAgree(size, result.getDimSize(resultDim)))
      return fail(loc, "operand dimension ", d, " has size ", dimStr(size),
                  ", expected 1 or the size of result dimension ", resultDim,
                  " (", dimStr(result.getDimSize(resultDim)), ")");
  }
  // broadcast_in_dim_c6
  auto qResult = perAxis(result);
  auto qOperand = perAxis(operand);
  if (qResult && qOperand) {
    int64_t qd = qOperand.getQuantizedDimension();
    if (qd < 0 || qd >= operand.getRank())
      return success(); // the quantized type's own verifier reports this
    if (qResult.getQuantizedDimension() != dims[qd])
      return fail(loc, "result quantization dimension ",
                  qResult.getQuantizedDimension(), ", expected ", dims[qd],
                  " (broadcast_dimensions of the operand's quantization "
                  "dimension ",
                  qd, ")");
    if (operand.getDimSize(qd) == 1) {
      for (auto [s, z] :
           llvm::zip(qResult.getScales(), qResult.getZeroPoints()))
        if (s != qOperand.getScales().front() ||
            z != qOperand.getZeroPoints().front())
          return fail(loc, "the operand's quantization dimension has size 1, "
                           "so every result scale and zero point must equal "
                           "the operand's");
    }
  }
  return success();
}

/// `reshape_c3`/`dynamic_reshape_c3`: a per-axis quantized reshape keeps the
/// quantized dimension and the element counts before and after it.
static LogicalResult checkReshapeQuant(OptLoc loc, RankedTensorType operand,
                                       RankedTensorType result) {
  auto qo = perAxis(operand);
  if (!qo)
    return success();
  auto qr = perAxis(result);
  if (!qr)
    return fail(loc, "result must be per-axis quantized like the operand");
  int64_t od = qo.getQuantizedDimension(), rd = qr.getQuantizedDimension();
  if (od < 0 || od >= operand.getRank() || rd < 0 || rd >= result.getRank())
    return success(); // the quantized types' own verifiers report this
  int64_t beforeO = numElements(operand, 0, od),
          beforeR = numElements(result, 0, rd);
  int64_t afterO = numElements(operand, od + 1),
          afterR = numElements(result, rd + 1);
  if (!dimsAgree(beforeO, beforeR) ||
      !dimsAgree(operand.getDimSize(od), result.getDimSize(rd)) ||
      !dimsAgree(afterO, afterR))
    return fail(loc, "reshape must keep the quantization dimension (operand "
                     "dimension ",
                od, ", result dimension ", rd,
                ") and the number of elements before and after it");
  return success();
}

/// The shared checks of reshape and dynamic_reshape, C1-C3.
static LogicalResult checkReshape(OptLoc loc, RankedTensorType operand,
                                  RankedTensorType result) {
  // reshape_c1: the element type is kept; only a per-axis quantized
  // operand's quantization dimension may change.
  if (operand.getElementType() != result.getElementType() &&
      !sameButQuantizationDimension(perAxis(operand), perAxis(result)))
    return fail(loc, "result element type ", result.getElementType(),
                " differs from the operand's ", operand.getElementType());
  // reshape_c2
  int64_t n = numElements(operand), m = numElements(result);
  if (!dimsAgree(n, m))
    return fail(loc, "operand has ", n, " elements but the result has ", m);
  // reshape_c3
  return checkReshapeQuant(loc, operand, result);
}

//===----------------------------------------------------------------------===//
// broadcast_in_dim, reshape
//===----------------------------------------------------------------------===//

LogicalResult BroadcastInDimOp::verify() {
  return checkBroadcast(getLoc(), getOperand().getType(), getType(),
                        getBroadcastDimensions());
}

LogicalResult ReshapeOp::verify() {
  return checkReshape(getLoc(), getOperand().getType(), getType());
}

//===----------------------------------------------------------------------===//
// concatenate
//===----------------------------------------------------------------------===//

LogicalResult ConcatenateOp::inferReturnTypes(
    MLIRContext *, OptLoc loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  // concatenate_c3
  if (inputs.empty())
    return fail(loc, "expects at least one input");
  RankedTensorType first = ranked(inputs.front());
  if (!first)
    return failure();
  int64_t rank = first.getRank();
  int64_t dim = static_cast<int64_t>(adaptor.getDimension());
  // concatenate_c4
  if (failed(checkDimInRange(loc, "dimension", dim, rank, "inputs")))
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  SmallVector<int64_t> bounds = hlo::getBounds(first);
  // The largest size dimension `dim` of the result can have, while known.
  int64_t upper = hlo::getUpperBound(shape[dim], bounds[dim]);
  for (auto [i, input] : llvm::enumerate(inputs.drop_front())) {
    RankedTensorType t = ranked(input);
    if (!t)
      return failure();
    // concatenate_c1
    if (!elementTypesAgree(t.getElementType(), first.getElementType()))
      return fail(loc, "input ", i + 1, " has element type ",
                  t.getElementType(), ", expected ", first.getElementType(),
                  " (input 0's)");
    // concatenate_c2
    if (t.getRank() != rank)
      return fail(loc, "input ", i + 1, " has rank ", t.getRank(),
                  ", expected ", rank, " (input 0's)");
    SmallVector<int64_t> tBounds = hlo::getBounds(t);
    for (int64_t d = 0; d < rank; ++d) {
      int64_t size = t.getDimSize(d);
      if (d == dim) {
        int64_t tUpper = hlo::getUpperBound(size, tBounds[d]);
        if (isDyn(upper) || isDyn(tUpper)) {
          upper = ShapedType::kDynamic;
        } else if (std::optional<int64_t> sum = llvm::checkedAdd(upper, tUpper)) {
          upper = *sum;
        } else {
          return fail(loc, "the sizes of dimension ", dim,
                      " add up to more than 64 bits hold");
        }
        if (isDyn(shape[d]) || isDyn(size))
          shape[d] = ShapedType::kDynamic;
        else
          shape[d] = upper;
        continue;
      }
      if (!dimsAgree(shape[d], size))
        return fail(loc, "input ", i + 1, " has size ", size,
                    " in dimension ", d, ", expected ", shape[d],
                    " (only dimension ", dim, " may differ)");
      if (!isDyn(size))
        shape[d] = size;
      else if (isDyn(shape[d]) && !isDyn(tBounds[d]))
        bounds[d] = isDyn(bounds[d]) ? tBounds[d]
                                     : std::min(bounds[d], tBounds[d]);
    }
  }
  // A `?` concatenated dimension is bounded by the sum of the inputs' sizes
  // and bounds, when all are known.
  bounds[dim] = isDyn(shape[dim]) ? upper : ShapedType::kDynamic;
  // concatenate_c5, concatenate_c6 (compared with the declared result type by
  // isCompatibleReturnTypes)
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, first.getElementType()));
  return success();
}

bool ConcatenateOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===----------------------------------------------------------------------===//
// transpose, reverse
//===----------------------------------------------------------------------===//

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  ArrayRef<int64_t> perm = adaptor.getPermutation();
  // transpose_c2: a permutation of range(rank(operand)).
  if (failed(checkListSize(loc, "permutation", perm.size(), operand.getRank(),
                           "the operand's rank")) ||
      failed(checkDimsInRange(loc, "permutation", perm, operand.getRank(),
                              "the operand")) ||
      failed(checkUnique(loc, "permutation", perm)))
    return failure();
  // transpose_c1, transpose_c3 (compared by isCompatibleReturnTypes)
  SmallVector<int64_t> shape, bounds, operandBounds = hlo::getBounds(operand);
  for (int64_t p : perm) {
    shape.push_back(operand.getDimSize(p));
    bounds.push_back(operandBounds[p]);
  }
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

bool TransposeOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult TransposeOp::verifyDeclaredResults(OptLoc loc, Adaptor adaptor,
                                                 TypeRange results) {
  // transpose_c4: the result's quantization, which the shape function does
  // not see. The permutation was checked by it (transpose_c2).
  auto qr = perAxis(results.front());
  auto qo = perAxis(adaptor.getOperand().getType());
  if (!qr || !qo)
    return success();
  int64_t rd = qr.getQuantizedDimension();
  ArrayRef<int64_t> perm = adaptor.getPermutation();
  if (rd < 0 || rd >= static_cast<int64_t>(perm.size()))
    return success(); // the quantized type's own verifier reports this
  if (qo.getQuantizedDimension() != perm[rd])
    return fail(loc, "operand quantization dimension ",
                qo.getQuantizedDimension(), ", expected ", perm[rd],
                " (permutation of the result's quantization dimension ", rd,
                ")");
  return success();
}

LogicalResult ReverseOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  // reverse_c2
  if (failed(checkUnique(loc, "dimensions", dims)))
    return failure();
  // reverse_c3 (rank(result) = rank(operand) by reverse_c1)
  if (failed(checkDimsInRange(loc, "dimensions", dims, operand.getRank(),
                              "the result")))
    return failure();
  // reverse_c1 (compared by isCompatibleReturnTypes)
  inferred.push_back(operand);
  return success();
}

bool ReverseOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===----------------------------------------------------------------------===//
// slice, pad
//===----------------------------------------------------------------------===//

LogicalResult SliceOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                        Adaptor adaptor,
                                        SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> start = adaptor.getStartIndices();
  ArrayRef<int64_t> limit = adaptor.getLimitIndices();
  ArrayRef<int64_t> strides = adaptor.getStrides();
  // slice_c2
  if (failed(checkListSize(loc, "start_indices", start.size(), rank,
                           "the operand's rank")) ||
      failed(checkListSize(loc, "limit_indices", limit.size(), rank,
                           "the operand's rank")) ||
      failed(checkListSize(loc, "strides", strides.size(), rank,
                           "the operand's rank")))
    return failure();
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d) {
    // slice_c3
    if (start[d] < 0)
      return fail(loc, "start_indices[", d, "] = ", start[d],
                  " is negative");
    if (start[d] > limit[d])
      return fail(loc, "start_indices[", d, "] = ", start[d],
                  " is greater than limit_indices[", d, "] = ", limit[d]);
    int64_t size = operand.getDimSize(d);
    if (!isDyn(size) && limit[d] > size)
      return fail(loc, "limit_indices[", d, "] = ", limit[d],
                  " is greater than the operand's dimension ", d, " (", size,
                  ")");
    // slice_c4
    if (strides[d] <= 0)
      return fail(loc, "strides must be positive, found ", strides[d],
                  " in dimension ", d);
    // slice_c5
    shape.push_back(llvm::divideCeil(limit[d] - start[d], strides[d]));
  }
  // slice_c1 (compared by isCompatibleReturnTypes)
  inferred.push_back(RankedTensorType::get(shape, operand.getElementType()));
  return success();
}

bool SliceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

/// The pad checks shared by `pad` and (where the paddings are known)
/// `dynamic_pad`.
static LogicalResult checkPadElementTypes(OptLoc loc, RankedTensorType operand,
                                          Value paddingValue) {
  RankedTensorType pv = ranked(paddingValue);
  // pad_c1
  if (pv && !elementTypesAgree(pv.getElementType(), operand.getElementType()))
    return fail(loc, "padding_value has element type ", pv.getElementType(),
                ", expected ", operand.getElementType(), " (the operand's)");
  return success();
}

LogicalResult PadOp::inferReturnTypes(MLIRContext *, OptLoc loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  if (failed(checkPadElementTypes(loc, operand, adaptor.getPaddingValue())))
    return failure();
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> low = adaptor.getEdgePaddingLow();
  ArrayRef<int64_t> high = adaptor.getEdgePaddingHigh();
  ArrayRef<int64_t> interior = adaptor.getInteriorPadding();
  // pad_c2
  if (failed(checkListSize(loc, "edge_padding_low", low.size(), rank,
                           "the operand's rank")) ||
      failed(checkListSize(loc, "edge_padding_high", high.size(), rank,
                           "the operand's rank")) ||
      failed(checkListSize(loc, "interior_padding", interior.size(), rank,
                           "the operand's rank")))
    return failure();
  SmallVector<int64_t> shape, bounds, operandBounds = hlo::getBounds(operand);
  for (int64_t d = 0; d < rank; ++d) {
    // pad_c3
    if (interior[d] < 0)
      return fail(loc, "interior_padding must be non-negative, found ",
                  interior[d], " in dimension ", d);
    // pad_c4
    int64_t size = operand.getDimSize(d);
    bounds.push_back(ShapedType::kDynamic);
    if (isDyn(size)) {
      shape.push_back(ShapedType::kDynamic);
      // A bounded dimension pads to at most its bound padded (and with
      // negative edges at least 0, so the bound stays an upper bound).
      int64_t b = operandBounds[d];
      if (!isDyn(b)) {
        if (std::optional<int64_t> total =
                checkedPaddedSize(b, low[d], high[d], interior[d]))
          bounds.back() = std::max<int64_t>(*total, 0);
      }
      continue;
    }
    std::optional<int64_t> total =
        checkedPaddedSize(size, low[d], high[d], interior[d]);
    if (!total)
      return fail(loc, "padding dimension ", d, " (size ", size,
                  ") overflows 64-bit sizes");
    int64_t padded = *total;
    if (padded < 0)
      return fail(loc, "padding dimension ", d, " (size ", size, ") with low ",
                  low[d], ", high ", high[d], " and interior ", interior[d],
                  " gives the negative size ", padded);
    shape.push_back(padded);
  }
  // pad_c1 (result), pad_c4 (compared by isCompatibleReturnTypes)
  inferred.push_back(
      hlo::getBoundedTensorType(shape, bounds, operand.getElementType()));
  return success();
}

bool PadOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

//===----------------------------------------------------------------------===//
// dynamic_slice, dynamic_update_slice, real_dynamic_slice
//===----------------------------------------------------------------------===//

/// `same(type(start_indices...))`.
static LogicalResult checkSameIndexTypes(OptLoc loc, ValueRange indices) {
  for (auto [i, v] : llvm::enumerate(indices))
    if (v.getType() != indices.front().getType())
      return fail(loc, "start index ", i, " has type ", v.getType(),
                  ", expected ", indices.front().getType(),
                  " (start index 0's)");
  return success();
}

LogicalResult DynamicSliceOp::inferReturnTypes(
    MLIRContext *, OptLoc loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  int64_t rank = operand.getRank();
  ArrayRef<int64_t> sizes = adaptor.getSliceSizes();
  // dynamic_slice_c2
  if (static_cast<int64_t>(adaptor.getStartIndices().size()) != rank)
    return fail(loc, "has ", adaptor.getStartIndices().size(),
                " start indices, expected ", rank, " (the operand's rank)");
  if (failed(checkListSize(loc, "slice_sizes", sizes.size(), rank,
                           "the operand's rank")))
    return failure();
  // dynamic_slice_c3
  if (failed(checkSameIndexTypes(loc, adaptor.getStartIndices())))
    return failure();
  // dynamic_slice_c4
  for (int64_t d = 0; d < rank; ++d) {
    int64_t size = operand.getDimSize(d);
    if (sizes[d] < 0 || (!isDyn(size) && sizes[d] > size))
      return fail(loc, "slice_sizes[", d, "] = ", sizes[d],
                  " is out of range [0, ", dimStr(size),
                  "] (the operand's dimension ", d, ")");
  }
  // dynamic_slice_c1, dynamic_slice_c5 (compared by isCompatibleReturnTypes)
  inferred.push_back(RankedTensorType::get(sizes, operand.getElementType()));
  return success();
}

bool DynamicSliceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult DynamicUpdateSliceOp::inferReturnTypes(
    MLIRContext *, OptLoc loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  RankedTensorType update = ranked(adaptor.getUpdate());
  if (!operand || !update)
    return failure();
  int64_t rank = operand.getRank();
  // dynamic_update_slice_c2
  if (!elementTypesAgree(update.getElementType(), operand.getElementType()))
    return fail(loc, "update has element type ", update.getElementType(),
                ", expected ", operand.getElementType(), " (the operand's)");
  // dynamic_update_slice_c3
  if (update.getRank() != rank)
    return fail(loc, "update has rank ", update.getRank(), ", expected ", rank,
                " (the operand's rank)");
  // dynamic_update_slice_c4
  if (static_cast<int64_t>(adaptor.getStartIndices().size()) != rank)
    return fail(loc, "has ", adaptor.getStartIndices().size(),
                " start indices, expected ", rank, " (the operand's rank)");
  // dynamic_update_slice_c5
  if (failed(checkSameIndexTypes(loc, adaptor.getStartIndices())))
    return failure();
  // dynamic_update_slice_c6
  for (int64_t d = 0; d < rank; ++d) {
    int64_t u = update.getDimSize(d), o = operand.getDimSize(d);
    if (!isDyn(u) && !isDyn(o) && u > o)
      return fail(loc, "update dimension ", d, " has size ", u,
                  ", larger than the operand's (", o, ")");
  }
  // dynamic_update_slice_c1 (compared by isCompatibleReturnTypes)
  inferred.push_back(operand);
  return success();
}

bool DynamicUpdateSliceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult RealDynamicSliceOp::verify() {
  // real_dynamic_slice has no section in the spec; these checks follow
  // slice_c1 and slice_c2 for what is known statically.
  RankedTensorType operand = getOperand().getType();
  RankedTensorType result = getType();
  if (!elementTypesAgree(operand.getElementType(), result.getElementType()))
    return emitOpError() << "result element type " << result.getElementType()
                         << " differs from the operand's "
                         << operand.getElementType();
  if (result.getRank() != operand.getRank())
    return emitOpError() << "result has rank " << result.getRank()
                         << ", expected " << operand.getRank()
                         << " (the operand's rank)";
  for (auto [name, v] : {std::pair<StringRef, Value>{"start_indices",
                                                     getStartIndices()},
                         {"limit_indices", getLimitIndices()},
                         {"strides", getStrides()}}) {
    int64_t n = shapeOperandSize(v);
    if (!isDyn(n) && n != operand.getRank())
      return emitOpError() << name << " has " << n << " entries, expected "
                           << operand.getRank() << " (the operand's rank)";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// dynamic_broadcast_in_dim, dynamic_iota, dynamic_pad, dynamic_reshape
//===----------------------------------------------------------------------===//

/// A constant shape operand `shape` (named `name`) of the size of the
/// result's rank gives the result's shape: non-negative values, each equal
/// to a static dimension of `result` and within the bound of a `?` one.
/// Nothing is known of a shape that is not a constant.
static LogicalResult checkShapeValues(Operation *op, StringRef name,
                                      Value shape, RankedTensorType result) {
  std::optional<SmallVector<int64_t>> values = constantValues(shape);
  if (!values || static_cast<int64_t>(values->size()) != result.getRank())
    return success();
  SmallVector<int64_t> bounds = hlo::getBounds(result);
  for (auto [d, v] : llvm::enumerate(*values)) {
    int64_t size = result.getDimSize(d);
    if (v < 0)
      return op->emitOpError() << name << " must be non-negative, found " << v
                               << " for dimension " << d;
    if (!isDyn(size) && v != size)
      return op->emitOpError()
             << name << " gives dimension " << d << " the size " << v
             << ", but the result type " << result << " says " << size;
    if (isDyn(size) && !isDyn(bounds[d]) && v > bounds[d])
      return op->emitOpError()
             << name << " gives dimension " << d << " the size " << v
             << ", beyond its bound " << bounds[d] << " in " << result;
  }
  return success();
}

LogicalResult DynamicBroadcastInDimOp::verify() {
  RankedTensorType operand = getOperand().getType();
  RankedTensorType result = getType();
  // dynamic_broadcast_in_dim_c1 .. c6 (as broadcast_in_dim)
  if (failed(checkBroadcast(getLoc(), operand, result,
                            getBroadcastDimensions())))
    return failure();
  // dynamic_broadcast_in_dim_c7
  int64_t n = shapeOperandSize(getOutputDimensions());
  if (!dimsAgree(n, result.getRank()))
    return emitOpError() << "output_dimensions has " << n
                         << " entries, expected " << result.getRank()
                         << " (the result's rank)";
  // dynamic_broadcast_in_dim_c7: constant output_dimensions are the
  // result's shape.
  if (failed(checkShapeValues(*this, "output_dimensions",
                              getOutputDimensions(), result)))
    return failure();
  // dynamic_broadcast_in_dim_c5 with constant output_dimensions: a static
  // operand (StableHLO checks a wholly static one only) broadcasts each
  // dimension of size other than 1 to a dimension of that size.
  std::optional<SmallVector<int64_t>> dims =
      constantValues(getOutputDimensions());
  if (dims && operand.hasStaticShape() &&
      static_cast<int64_t>(dims->size()) == result.getRank())
    for (auto [i, d] : llvm::enumerate(getBroadcastDimensions())) {
      int64_t size = operand.getDimSize(i);
      if (size != 1 && size != (*dims)[d])
        return emitOpError()
               << "operand dimension " << i << " has size " << size
               << ", neither 1 nor output_dimensions[" << d
               << "] = " << (*dims)[d];
    }
  int64_t operandRank = operand.getRank();
  ArrayRef<int64_t> expanding, nonexpanding;
  if (auto dims = getKnownExpandingDimensions())
    expanding = *dims;
  if (auto dims = getKnownNonexpandingDimensions())
    nonexpanding = *dims;
  // dynamic_broadcast_in_dim_c9
  if (failed(checkDimsInRange(getLoc(), "known_expanding_dimensions",
                              expanding, operandRank, "the operand")))
    return failure();
  // dynamic_broadcast_in_dim_c10
  if (failed(checkDimsInRange(getLoc(), "known_nonexpanding_dimensions",
                              nonexpanding, operandRank, "the operand")))
    return failure();
  // dynamic_broadcast_in_dim_c8
  SmallVector<int64_t> all(expanding);
  llvm::append_range(all, nonexpanding);
  if (failed(checkUnique(getLoc(),
                         "known_expanding_dimensions and "
                         "known_nonexpanding_dimensions",
                         all)))
    return failure();
  return success();
}

LogicalResult DynamicIotaOp::verify() {
  int64_t rank = getType().getRank();
  // dynamic_iota_c2
  int64_t n = shapeOperandSize(getOutputShape());
  if (!dimsAgree(n, rank))
    return emitOpError() << "output_shape has " << n << " entries, expected "
                         << rank << " (the result's rank)";
  // dynamic_iota_c2: a constant output_shape is the result's shape.
  if (failed(checkShapeValues(*this, "output_shape", getOutputShape(),
                              getType())))
    return failure();
  // dynamic_iota_c1 (size(output_shape) = rank(result) by c2)
  int64_t dim = static_cast<int64_t>(getIotaDimension());
  if (dim < 0 || dim >= rank)
    return emitOpError() << "iota_dimension " << dim
                         << " is out of range for output_shape of size "
                         << rank;
  return success();
}

LogicalResult DynamicPadOp::verify() {
  RankedTensorType operand = getOperand().getType();
  RankedTensorType result = getType();
  int64_t rank = operand.getRank();
  // dynamic_pad_c1
  if (failed(checkPadElementTypes(getLoc(), operand, getPaddingValue())))
    return failure();
  if (!elementTypesAgree(operand.getElementType(), result.getElementType()))
    return emitOpError() << "result element type " << result.getElementType()
                         << " differs from the operand's "
                         << operand.getElementType();
  // dynamic_pad_c2
  for (auto [name, v] : {std::pair<StringRef, Value>{"edge_padding_low",
                                                     getEdgePaddingLow()},
                         {"edge_padding_high", getEdgePaddingHigh()},
                         {"interior_padding", getInteriorPadding()}}) {
    int64_t n = shapeOperandSize(v);
    if (!dimsAgree(n, rank))
      return emitOpError() << name << " has " << n << " entries, expected "
                           << rank << " (the operand's rank)";
  }
  // dynamic_pad_c4: the paddings are run-time values; the rank is known.
  if (result.getRank() != rank)
    return emitOpError() << "result has rank " << result.getRank()
                         << ", expected " << rank << " (the operand's rank)";
  // With constant paddings, dynamic_pad_c3 and all of c4 are checked.
  std::optional<SmallVector<int64_t>> low = constantValues(getEdgePaddingLow());
  std::optional<SmallVector<int64_t>> high =
      constantValues(getEdgePaddingHigh());
  std::optional<SmallVector<int64_t>> interior =
      constantValues(getInteriorPadding());
  if (interior && static_cast<int64_t>(interior->size()) == rank) {
    // dynamic_pad_c3
    for (auto [d, i] : llvm::enumerate(*interior))
      if (i < 0)
        return emitOpError() << "interior_padding must be non-negative, "
                             << "found " << i << " in dimension " << d;
    if (low && high && static_cast<int64_t>(low->size()) == rank &&
        static_cast<int64_t>(high->size()) == rank) {
      // dynamic_pad_c4
      for (int64_t d = 0; d < rank; ++d) {
        int64_t size = operand.getDimSize(d);
        if (isDyn(size))
          continue;
        std::optional<int64_t> padded =
            checkedPaddedSize(size, (*low)[d], (*high)[d], (*interior)[d]);
        if (!padded)
          return emitOpError() << "padding dimension " << d << " (size "
                               << size << ") overflows 64-bit sizes";
        if (!dimsAgree(*padded, result.getDimSize(d)))
          return emitOpError() << "result dimension " << d << " has size "
                               << dimStr(result.getDimSize(d))
                               << ", expected " << *padded
                               << " (the padded operand's)";
      }
    }
  }
  return success();
}

LogicalResult DynamicReshapeOp::verify() {
  RankedTensorType result = getType();
  // dynamic_reshape_c1 .. c3 (as reshape)
  if (failed(checkReshape(getLoc(), getOperand().getType(), result)))
    return failure();
  // dynamic_reshape_c4
  int64_t n = shapeOperandSize(getOutputShape());
  if (!dimsAgree(n, result.getRank()))
    return emitOpError() << "output_shape has " << n << " entries, expected "
                         << result.getRank() << " (the result's rank)";
  // dynamic_reshape_c4: a constant output_shape is the result's shape.
  if (failed(checkShapeValues(*this, "output_shape", getOutputShape(), result)))
    return failure();
  // dynamic_reshape_c2 with a constant output_shape and a static operand:
  // as many elements.
  RankedTensorType operand = getOperand().getType();
  std::optional<SmallVector<int64_t>> shape = constantValues(getOutputShape());
  if (shape && operand.hasStaticShape()) {
    // A negative or too large shape is not a size: no count to compare.
    std::optional<int64_t> count = checkedElementCount(*shape);
    if (count && *count != operand.getNumElements())
      return emitOpError() << "output_shape has " << *count
                           << " elements, but the operand "
                           << operand.getNumElements();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// get_dimension_size
//===----------------------------------------------------------------------===//

LogicalResult GetDimensionSizeOp::inferReturnTypes(
    MLIRContext *ctx, OptLoc loc, Adaptor adaptor,
    SmallVectorImpl<Type> &inferred) {
  RankedTensorType operand = ranked(adaptor.getOperand());
  if (!operand)
    return failure();
  // get_dimension_size_c1
  if (failed(checkDimInRange(loc, "dimension",
                             static_cast<int64_t>(adaptor.getDimension()),
                             operand.getRank(), "the operand")))
    return failure();
  inferred.push_back(RankedTensorType::get({}, IntegerType::get(ctx, 32)));
  return success();
}

bool GetDimensionSizeOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

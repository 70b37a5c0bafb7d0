//===- ReductionRegionVerify.cpp - reduce, sort and map -------------------===//
//
// Shape functions and verifiers of the Reduction ops with bodies whose
// results are not windowed (reduce, sort, map), and the checks of bodies
// that reduce_window and select_and_scatter share (RegionChecks.h). One
// check per spec label (`// reduce_c4`).
//
// Each op has one function that checks its operands, attributes and, when
// the inference needs it, its region, and infers the result types. The
// shape function (`inferReturnTypes`) is that function; the verifier runs it
// first, then checks what the shape function cannot see: the declared
// results, and the regions sort does not need for inference. So a wrong
// program gets the precise message from `verify()`, before the interface's
// own check (which MLIR runs after `verify()` and after the ops in the
// regions) compares the declared types with the inferred ones.
//
//===----------------------------------------------------------------------===//

#include "RegionChecks.h"
#include "stablehlo_fold/Dialect/TypeInference.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::regions;

//===----------------------------------------------------------------------===//
// Checks shared by the ops with bodies
//===----------------------------------------------------------------------===//

RankedTensorType regions::rankedOrError(EmitFn emit, Value v,
                                        const llvm::Twine &what) {
  auto type = llvm::dyn_cast<RankedTensorType>(v.getType());
  if (!type)
    (void)(emit() << "expects " << what << " to be a ranked tensor, found "
                  << v.getType());
  return type;
}

ReturnOp regions::checkBody(EmitFn emit, Region &region, StringRef name,
                            size_t numArgs, size_t numResults) {
  if (region.empty()) {
    (void)(emit() << "expects a non-empty " << name << " region");
    return {};
  }
  Block &block = region.front();
  if (block.getNumArguments() != numArgs) {
    (void)(emit() << "expects " << name << " to take " << numArgs
                  << " arguments, but it takes " << block.getNumArguments());
    return {};
  }
  auto ret =
      block.empty() ? ReturnOp() : llvm::dyn_cast<ReturnOp>(block.back());
  if (!ret) {
    (void)(emit() << "expects " << name << " to end in stablehlo.return");
    return {};
  }
  if (ret->getNumOperands() != numResults) {
    (void)(emit() << "expects " << name << " to return " << numResults
                  << " values, but it returns " << ret->getNumOperands());
    return {};
  }
  return ret;
}

LogicalResult regions::checkPairedOperands(EmitFn emit, size_t numOperands) {
  if (numOperands % 2 != 0)
    return emit() << "expects as many init_values as inputs, but has "
                  << numOperands << " operands in all";
  return success();
}

LogicalResult regions::checkSameInputShapes(EmitFn emit, ValueRange inputs) {
  RankedTensorType first = rankedOrError(emit, inputs.front(), "input 0");
  if (!first)
    return failure();
  for (auto [i, input] : llvm::enumerate(inputs)) {
    RankedTensorType type = rankedOrError(emit, input, "input " + Twine(i));
    if (!type)
      return failure();
    if (failed(verifyCompatibleShape(type.getShape(), first.getShape())))
      return emit() << "expects all inputs to have the same shape, but input "
                    << i << " has shape " << hlo::dm::listStr(type.getShape())
                    << " and input 0 has " << hlo::dm::listStr(first.getShape());
  }
  return success();
}

LogicalResult regions::checkInitValues(EmitFn emit, ValueRange inits) {
  for (auto [i, v] : llvm::enumerate(inits)) {
    RankedTensorType init = rankedOrError(emit, v, "init value " + Twine(i));
    if (!init)
      return failure();
    if (init.getRank() != 0)
      return emit() << "expects init_values to be 0-d tensors, but init value "
                    << i << " has rank " << init.getRank();
  }
  return success();
}

LogicalResult regions::checkReducerTypes(EmitFn emit, Operation *ret,
                                         TypeRange inputs, TypeRange inits,
                                         SmallVectorImpl<Type> &accTypes,
                                         const ReducerNames &names) {
  StringRef name = names.body;
  Block &block = *ret->getBlock();
  size_t n = inputs.size();
  for (size_t i = 0; i < n; ++i) {
    auto acc = llvm::dyn_cast<RankedTensorType>(block.getArgument(i).getType());
    if (!acc || acc.getRank() != 0)
      return emit() << "expects " << name << " argument " << i
                    << " to be a 0-d tensor, found "
                    << block.getArgument(i).getType();
    Type e = acc.getElementType();
    if (ret->getOperand(i).getType() != acc)
      return emit() << "expects the " << name << " to return " << acc
                    << " as value " << i << ", found "
                    << ret->getOperand(i).getType();
    // The second argument may be a float type other than the accumulator's,
    // as StableHLO allows (docs/status-decisions.md).
    Value arg = block.getArgument(i + n);
    auto x = llvm::dyn_cast<RankedTensorType>(arg.getType());
    if (!x || x.getRank() != 0 ||
        (x.getElementType() != e &&
         !(llvm::isa<FloatType>(x.getElementType()) &&
           llvm::isa<FloatType>(e))))
      return emit() << "expects " << name << " arguments " << i << " and "
                    << i + n << " to have the same type, found " << acc
                    << " and " << arg.getType();
    // reduce_c6 and the like: the input is promotable to the argument that
    // takes it (any float type to any float type, as StableHLO reads it).
    Type elem = getElementTypeOrSelf(inputs[i]);
    if (!hlo::isPromotable(elem, x.getElementType(),
                           /*ignoreFpPrecision=*/true))
      return emit() << "expects the element type of " << name << " argument "
                    << i + n << " (" << x.getElementType()
                    << ") to be promotable from the element type of "
                    << names.input << " " << names.inputBase + i << " ("
                    << elem << ")";
    // reduce_c2: the init value starts the accumulator; StableHLO takes any
    // element type promotable to it.
    if (i < inits.size()) {
      Type init = getElementTypeOrSelf(inits[i]);
      if (!hlo::isPromotable(init, e, /*ignoreFpPrecision=*/true))
        return emit() << "expects the element type of " << names.init << " "
                      << i << " (" << init << ") to be promotable to the "
                      << name
                      << "'s accumulator type " << i << " (" << e << ")";
    }
    accTypes.push_back(e);
  }
  return success();
}

LogicalResult regions::checkScalarArg(EmitFn emit, Block &block, size_t i,
                                      Type elem, StringRef name) {
  Type expected = RankedTensorType::get({}, elem);
  if (block.getArgument(i).getType() != expected)
    return emit() << "expects " << name << " argument " << i << " to be "
                  << expected << ", found " << block.getArgument(i).getType();
  return success();
}

LogicalResult regions::checkResults(EmitFn emit, TypeRange results,
                                    ArrayRef<Type> inferred,
                                    StringRef shapeWhat) {
  if (results.size() != inferred.size())
    return emit() << "expects one result per input (" << inferred.size()
                  << "), but has " << results.size();
  for (auto [i, result, expected] : llvm::enumerate(results, inferred)) {
    auto type = llvm::cast<RankedTensorType>(result);
    auto want = llvm::cast<RankedTensorType>(expected);
    if (failed(verifyCompatibleShape(type.getShape(), want.getShape())))
      return emit() << "expects result " << i << " to have shape "
                    << hlo::dm::listStr(want.getShape()) << " (" << shapeWhat
                    << "), found " << hlo::dm::listStr(type.getShape());
    if (type.getElementType() != want.getElementType())
      return emit() << "expects result " << i
                    << " to have the body's element type "
                    << want.getElementType() << ", found "
                    << type.getElementType();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// ReduceOp
//===----------------------------------------------------------------------===//

/// Checks reduce_c1 .. reduce_c6 and infers the results: the inputs' shape
/// without `dimensions` (and its bounds), of the element types the body
/// returns.
static LogicalResult inferReduce(EmitFn emit, ReduceOp::Adaptor adaptor,
                                 SmallVectorImpl<Type> &inferred) {
  if (adaptor.getRegions().size() != 1 || !adaptor.getDimensionsAttr())
    return emit() << "expects a body region and a dimensions attribute";
  // reduce_c3
  if (failed(checkPairedOperands(emit, adaptor.getOperands().size())))
    return failure();
  ValueRange inputs = adaptor.getInputs();
  size_t n = inputs.size();
  if (n == 0)
    return emit() << "expects at least one input";
  // reduce_c1
  if (failed(checkSameInputShapes(emit, inputs)))
    return failure();
  // reduce_c2 (rank; the element types are checked with the body)
  if (failed(checkInitValues(emit, adaptor.getInitValues())))
    return failure();
  auto first = llvm::cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = first.getRank();
  SmallVector<bool> reduced(rank, false);
  for (int64_t d : adaptor.getDimensions()) {
    // reduce_c4
    if (d < 0 || d >= rank)
      return emit() << "expects dimensions (" << d << ") to be in [0, " << rank
                    << "), the rank of the inputs";
    // reduce_c5
    if (reduced[d])
      return emit() << "expects dimensions to be unique, but " << d
                    << " repeats";
    reduced[d] = true;
  }
  // reduce_c6
  ReturnOp ret = checkBody(emit, adaptor.getBody(), "body", 2 * n, n);
  SmallVector<Type> accTypes;
  if (!ret || failed(checkReducerTypes(emit, ret, inputs.getTypes(),
                                       adaptor.getInitValues().getTypes(),
                                       accTypes)))
    return failure();
  // reduce_c7, reduce_c8
  SmallVector<int64_t> shape, bounds;
  SmallVector<int64_t> inputBounds = hlo::getBounds(first);
  for (int64_t i = 0; i < rank; ++i)
    if (!reduced[i]) {
      shape.push_back(first.getDimSize(i));
      bounds.push_back(inputBounds[i]);
    }
  for (Value v : ret.getOperands())
    inferred.push_back(
        hlo::getBoundedTensorType(shape, bounds, getElementTypeOrSelf(v)));
  return success();
}

LogicalResult ReduceOp::inferReturnTypes(MLIRContext *,
                                         std::optional<Location> loc,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &inferred) {
  return inferReduce(errorsAt<ReduceOp>(loc), adaptor, inferred);
}

bool ReduceOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult ReduceOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferReduce(emit, Adaptor(*this), inferred)))
    return failure();
  // reduce_c3 (results), reduce_c7, reduce_c8
  return checkResults(emit, getResultTypes(), inferred,
                      "the inputs without the reduced dimensions");
}

//===----------------------------------------------------------------------===//
// SortOp
//===----------------------------------------------------------------------===//

/// Checks sort_c1, sort_c3 and sort_c4 and infers the input types
/// (sort_c2). The comparator (sort_c5) is the verifier's: the inference
/// does not need it.
static LogicalResult inferSort(EmitFn emit, SortOp::Adaptor adaptor,
                               SmallVectorImpl<Type> &inferred) {
  ValueRange inputs = adaptor.getInputs();
  // sort_c1
  if (inputs.empty())
    return emit() << "expects at least one input";
  // sort_c3 (the results have the inputs' types)
  if (failed(checkSameInputShapes(emit, inputs)))
    return failure();
  // sort_c4
  int64_t rank = llvm::cast<RankedTensorType>(inputs[0].getType()).getRank();
  int64_t dim = adaptor.getDimension();
  if (dim < -rank || dim >= rank)
    return emit() << "expects dimension (" << dim << ") to be in [-" << rank
                  << ", " << rank << "), where the inputs have rank " << rank;
  // sort_c2
  llvm::append_range(inferred, inputs.getTypes());
  return success();
}

LogicalResult SortOp::inferReturnTypes(MLIRContext *,
                                       std::optional<Location> loc,
                                       Adaptor adaptor,
                                       SmallVectorImpl<Type> &inferred) {
  return inferSort(errorsAt<SortOp>(loc), adaptor, inferred);
}

bool SortOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult SortOp::verify() {
  auto emit = [&] { return emitOpError(); };
  SmallVector<Type> inferred;
  if (failed(inferSort(emit, Adaptor(*this), inferred)))
    return failure();
  size_t n = inferred.size();
  // sort_c1 (results)
  if (getNumResults() != n)
    return emitOpError() << "expects one result per input (" << n
                         << "), but has " << getNumResults();
  // sort_c2: the same types, not only compatible ones.
  for (size_t i = 0; i < n; ++i)
    if (inferred[i] != getResult(i).getType())
      return emitOpError() << "expects result " << i
                           << " to have the type of input " << i << " ("
                           << inferred[i] << "), found "
                           << getResult(i).getType();
  // sort_c5
  ReturnOp ret = checkBody(emit, getComparator(), "comparator", 2 * n, 1);
  if (!ret)
    return failure();
  Block &block = getComparator().front();
  for (size_t i = 0; i < n; ++i) {
    Type elem = getElementTypeOrSelf(getInputs()[i].getType());
    if (failed(checkScalarArg(emit, block, 2 * i, elem, "comparator")) ||
        failed(checkScalarArg(emit, block, 2 * i + 1, elem, "comparator")))
      return failure();
  }
  Type i1 = RankedTensorType::get({}, IntegerType::get(getContext(), 1));
  Type returned = ret.getOperand(0).getType();
  if (returned != i1)
    return emitOpError() << "expects the comparator to return tensor<i1>, "
                            "found "
                         << returned;
  return success();
}

//===----------------------------------------------------------------------===//
// MapOp
//===----------------------------------------------------------------------===//

/// Checks map_c1 .. map_c4 on the inputs and the computation and infers the
/// inputs' shape with the element type the computation returns.
static LogicalResult inferMap(EmitFn emit, MapOp::Adaptor adaptor,
                              SmallVectorImpl<Type> &inferred) {
  if (adaptor.getRegions().size() != 1 || !adaptor.getDimensionsAttr())
    return emit() << "expects a computation region and a dimensions "
                     "attribute";
  ValueRange inputs = adaptor.getInputs();
  size_t n = inputs.size();
  // map_c2
  if (n == 0)
    return emit() << "expects at least one input";
  // map_c1 (the inputs; SameOperandsAndResultShape adds the result)
  if (failed(checkSameInputShapes(emit, inputs)))
    return failure();
  // map_c3
  auto first = llvm::cast<RankedTensorType>(inputs[0].getType());
  int64_t rank = first.getRank();
  ArrayRef<int64_t> dims = adaptor.getDimensions();
  bool inOrder = dims.size() == size_t(rank);
  for (auto [i, d] : llvm::enumerate(dims))
    inOrder &= d == static_cast<int64_t>(i);
  if (!inOrder)
    return emit() << "expects dimensions to be [0, ..., " << rank - 1
                  << "], all dimensions of the inputs in order";
  // map_c4
  ReturnOp ret = checkBody(emit, adaptor.getComputation(), "computation", n, 1);
  if (!ret)
    return failure();
  Block &block = adaptor.getComputation().front();
  for (size_t i = 0; i < n; ++i)
    if (failed(checkScalarArg(emit, block, i,
                              getElementTypeOrSelf(inputs[i].getType()),
                              "computation")))
      return failure();
  auto returned = llvm::dyn_cast<RankedTensorType>(ret.getOperand(0).getType());
  if (!returned || returned.getRank() != 0)
    return emit() << "expects the computation to return a 0-d tensor, found "
                  << ret.getOperand(0).getType();
  inferred.push_back(hlo::withElementType(first, returned.getElementType()));
  return success();
}

LogicalResult MapOp::inferReturnTypes(MLIRContext *,
                                      std::optional<Location> loc,
                                      Adaptor adaptor,
                                      SmallVectorImpl<Type> &inferred) {
  return inferMap(errorsAt<MapOp>(loc), adaptor, inferred);
}

bool MapOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  return hlo::isCompatibleForInference(l, r);
}

LogicalResult MapOp::verify() {
  SmallVector<Type> inferred;
  if (failed(inferMap([&] { return emitOpError(); }, Adaptor(*this), inferred)))
    return failure();
  // map_c4 (the result's element type; its shape is map_c1)
  Type returned = getComputation().front().back().getOperand(0).getType();
  Type expected =
      RankedTensorType::get({}, getElementTypeOrSelf(getResult().getType()));
  if (returned != expected)
    return emitOpError() << "expects the computation to return " << expected
                         << " (the result's element type), found " << returned;
  return success();
}

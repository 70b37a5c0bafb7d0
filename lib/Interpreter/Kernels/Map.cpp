//===- Map.cpp - the map kernel -------------------------------------------===//
//
// `result[i] = computation(inputs...[i])`; a recognised binary body on two
// inputs of one type runs as a typed elementwise loop.
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

FailureOr<Tensor> mlir::sfold::mapOp(ArrayRef<Tensor> inputs,
                                     ArrayRef<int64_t> dimensions,
                                     const ReducerBody &computation,
                                     ShapedType resultType) {
  if (inputs.empty() || !inputs.front() || !resultType ||
      !resultType.hasStaticShape())
    return failure();
  ArrayRef<int64_t> shape = inputs.front().getShape();
  if (resultType.getShape() != shape ||
      dimensions.size() != static_cast<size_t>(shape.size()))
    return failure();
  for (auto [i, d] : llvm::enumerate(dimensions))
    if (d != static_cast<int64_t>(i))
      return failure();
  SmallVector<RankedTensorType> scalarTypes;
  for (const Tensor &in : inputs) {
    if (!in || in.getShape() != shape)
      return failure();
    scalarTypes.push_back(scalarTypeOf(in));
  }
  Tensor result(resultType);
  int64_t numElements = result.getNumElements();
  if (numElements == 0)
    return result;

  Type et = resultType.getElementType();
  if (computation.fast && inputs.size() == 2 &&
      inputs[0].getElementType() == et && inputs[1].getElementType() == et) {
    bool done = visitTypedBinaryOp(et, *computation.fast, [&](const auto &fn) {
      using T = typename std::decay_t<decltype(fn)>::T;
      fn.apply(inputs[0].data<T>().data(), inputs[1].data<T>().data(),
               result.mutableData<T>().data(), numElements);
    });
    if (done)
      return result;
  }

  RankedTensorType resultScalar[] = {RankedTensorType::get({}, et)};
  SmallVector<Tensor> args(inputs.size());
  for (int64_t i = 0; i < numElements; ++i) {
    for (auto [arg, in, type] : llvm::zip(args, inputs, scalarTypes))
      arg = scalarAt(in, i, type);
    FailureOr<SmallVector<Tensor>> r =
        callBody(computation.call, args, resultScalar);
    if (failed(r))
      return failure();
    storeScalar(result, i, r->front());
  }
  return result;
}

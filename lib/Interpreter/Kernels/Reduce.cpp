//===- Reduce.cpp - the reduce kernel -------------------------------------===//
//
// Every result element folds its slice from the init value in ascending
// lexicographic order of the slice index: `acc = body(acc, x)`. The slice is
// described by two offset tables into the input buffer: one base offset per
// result element and one offset per slice position.
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

/// The row-major offsets (with `strides`) of every index of `shape`, in
/// row-major order of the index.
static SmallVector<int64_t> offsetTable(ArrayRef<int64_t> shape,
                                        ArrayRef<int64_t> strides) {
  SmallVector<int64_t> offsets = {0};
  for (auto [size, stride] : llvm::zip(shape, strides)) {
    SmallVector<int64_t> next;
    next.reserve(offsets.size() * size);
    for (int64_t base : offsets)
      for (int64_t k = 0; k < size; ++k)
        next.push_back(base + k * stride);
    offsets = std::move(next);
  }
  return offsets;
}

FailureOr<SmallVector<Tensor>>
mlir::sfold::reduceOp(ArrayRef<Tensor> inputs, ArrayRef<Tensor> initValues,
                      ArrayRef<int64_t> dimensions, const ReducerBody &body,
                      ArrayRef<ShapedType> resultTypes) {
  size_t n = inputs.size();
  if (n == 0 || initValues.size() != n || resultTypes.size() != n)
    return failure();
  ArrayRef<int64_t> shape = inputs.front().getShape();
  int64_t rank = shape.size();
  llvm::SmallBitVector reduced(rank);
  for (int64_t d : dimensions) {
    if (d < 0 || d >= rank || reduced.test(d))
      return failure();
    reduced.set(d);
  }
  SmallVector<int64_t> keptShape, keptStrides, redShape, redStrides;
  SmallVector<int64_t> strides = computeStrides(shape);
  for (int64_t d = 0; d < rank; ++d) {
    (reduced.test(d) ? redShape : keptShape).push_back(shape[d]);
    (reduced.test(d) ? redStrides : keptStrides).push_back(strides[d]);
  }
  SmallVector<RankedTensorType> scalarTypes;
  for (size_t i = 0; i < n; ++i) {
    const Tensor &in = inputs[i], &init = initValues[i];
    ShapedType rt = resultTypes[i];
    if (!in || !init || in.getShape() != shape || init.getRank() != 0 ||
        init.getElementType() != in.getElementType() || !rt ||
        !rt.hasStaticShape() || rt.getShape() != ArrayRef(keptShape) ||
        rt.getElementType() != in.getElementType())
      return failure();
    scalarTypes.push_back(scalarTypeOf(in));
  }

  SmallVector<Tensor> results;
  for (ShapedType rt : resultTypes)
    results.emplace_back(rt);
  int64_t numResults = results.front().getNumElements();
  if (numResults == 0)
    return results;
  SmallVector<int64_t> bases = offsetTable(keptShape, keptStrides);
  SmallVector<int64_t> slice = offsetTable(redShape, redStrides);

  // Fast path: one input, a recognised binary body.
  if (n == 1 && body.fast) {
    const Tensor &in = inputs.front();
    bool done = visitTypedBinaryOp(
        in.getElementType(), *body.fast, [&](const auto &reducer) {
          using T = typename std::decay_t<decltype(reducer)>::T;
          const T *src = in.data<T>().data();
          T init = initValues.front().data<T>()[0];
          T *dst = results.front().mutableData<T>().data();
          for (int64_t o = 0; o < numResults; ++o) {
            const T *base = src + bases[o];
            // `raw` keeps the chain short; a NaN sticks, so a result that
            // is not a NaN is exact, and a NaN one is redone exactly.
            T acc = init;
            for (int64_t off : slice)
              acc = reducer.raw(acc, base[off]);
            if (reducer.isNaN(acc)) {
              acc = init;
              for (int64_t off : slice)
                acc = reducer(acc, base[off]);
            }
            dst[o] = acc;
          }
        });
    if (done)
      return results;
  }

  // Generic path: the body on 0-d tensors.
  SmallVector<Tensor> args(2 * n);
  for (int64_t o = 0; o < numResults; ++o) {
    SmallVector<Tensor> accs(initValues.begin(), initValues.end());
    for (int64_t off : slice) {
      for (size_t i = 0; i < n; ++i) {
        args[i] = std::move(accs[i]);
        args[n + i] = scalarAt(inputs[i], bases[o] + off, scalarTypes[i]);
      }
      FailureOr<SmallVector<Tensor>> next =
          callBody(body.call, args, scalarTypes);
      if (failed(next))
        return failure();
      accs = std::move(*next);
    }
    for (size_t i = 0; i < n; ++i)
      storeScalar(results[i], o, accs[i]);
  }
  return results;
}

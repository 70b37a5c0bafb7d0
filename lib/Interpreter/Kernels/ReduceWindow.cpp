//===- ReduceWindow.cpp - reduce_window and select_and_scatter ------------===//
//
// Both ops walk windows over a padded (and, for reduce_window, dilated)
// input. Per dimension, a table maps (window index, position in window) to
// an input coordinate or -1 (padding or a dilation hole); per window, the
// tables give the input offsets of its positions in lexicographic order.
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

namespace {
/// Input offsets of the positions of each window.
class WindowWalker {
public:
  WindowWalker(const Window &w, ArrayRef<int64_t> inputShape)
      : w(w), strides(computeStrides(inputShape)) {
    size_t rank = inputShape.size();
    tables.resize(rank);
    for (size_t d = 0; d < rank; ++d) {
      int64_t size = w.dims[d];
      tables[d].reserve(w.resultShape[d] * size);
      for (int64_t o = 0; o < w.resultShape[d]; ++o) {
        for (int64_t k = 0; k < size; ++k) {
          int64_t p = o * w.strides[d] + k * w.winDil[d] - w.padLo[d];
          int64_t c = -1;
          if (p >= 0 && p % w.baseDil[d] == 0 &&
              p / w.baseDil[d] < inputShape[d])
            c = p / w.baseDil[d];
          tables[d].push_back(c);
        }
      }
    }
  }

  /// Offsets (or -1) of the positions of window `index`, lexicographic.
  ArrayRef<int64_t> offsets(ArrayRef<int64_t> index) {
    current.assign(1, 0);
    for (size_t d = 0; d < index.size(); ++d) {
      next.clear();
      const int64_t *row = tables[d].data() + index[d] * w.dims[d];
      for (int64_t prev : current) {
        for (int64_t k = 0; k < w.dims[d]; ++k) {
          int64_t c = row[k];
          next.push_back(prev < 0 || c < 0 ? -1 : prev + c * strides[d]);
        }
      }
      std::swap(current, next);
    }
    return current;
  }

private:
  const Window &w;
  SmallVector<int64_t> strides;
  SmallVector<SmallVector<int64_t>> tables;
  SmallVector<int64_t> current, next;
};
} // namespace

FailureOr<SmallVector<Tensor>>
mlir::sfold::reduceWindowOp(ArrayRef<Tensor> inputs,
                            ArrayRef<Tensor> initValues,
                            const WindowParams &window, const ReducerBody &body,
                            ArrayRef<ShapedType> resultTypes) {
  size_t n = inputs.size();
  if (n == 0 || initValues.size() != n || resultTypes.size() != n ||
      !inputs.front())
    return failure();
  ArrayRef<int64_t> shape = inputs.front().getShape();
  FailureOr<Window> w = normalizeWindow(window, shape);
  if (failed(w))
    return failure();
  SmallVector<RankedTensorType> scalarTypes;
  for (size_t i = 0; i < n; ++i) {
    const Tensor &in = inputs[i], &init = initValues[i];
    ShapedType rt = resultTypes[i];
    if (!in || !init || in.getShape() != shape || init.getRank() != 0 ||
        init.getElementType() != in.getElementType() || !rt ||
        !rt.hasStaticShape() || rt.getShape() != ArrayRef(w->resultShape) ||
        rt.getElementType() != in.getElementType())
      return failure();
    scalarTypes.push_back(scalarTypeOf(in));
  }
  SmallVector<Tensor> results;
  for (ShapedType rt : resultTypes)
    results.emplace_back(rt);
  if (results.front().getNumElements() == 0)
    return results;
  WindowWalker walker(*w, shape);

  if (n == 1 && body.fast) {
    const Tensor &in = inputs.front();
    bool done = visitTypedBinaryOp(
        in.getElementType(), *body.fast, [&](const auto &reducer) {
          using T = typename std::decay_t<decltype(reducer)>::T;
          const T *src = in.data<T>().data();
          T init = initValues.front().data<T>()[0];
          T *dst = results.front().mutableData<T>().data();
          int64_t o = 0;
          for (ArrayRef<int64_t> index : indexSpace(w->resultShape)) {
            // As reduce: `raw`, and a NaN result redone exactly.
            ArrayRef<int64_t> offsets = walker.offsets(index);
            T acc = init;
            for (int64_t off : offsets)
              acc = reducer.raw(acc, off < 0 ? init : src[off]);
            if (reducer.isNaN(acc)) {
              acc = init;
              for (int64_t off : offsets)
                acc = reducer(acc, off < 0 ? init : src[off]);
            }
            dst[o++] = acc;
          }
        });
    if (done)
      return results;
  }

  SmallVector<Tensor> args(2 * n);
  int64_t o = 0;
  for (ArrayRef<int64_t> index : indexSpace(w->resultShape)) {
    SmallVector<Tensor> accs(initValues.begin(), initValues.end());
    for (int64_t off : walker.offsets(index)) {
      for (size_t i = 0; i < n; ++i) {
        args[i] = std::move(accs[i]);
        args[n + i] =
            off < 0 ? initValues[i] : scalarAt(inputs[i], off, scalarTypes[i]);
      }
      FailureOr<SmallVector<Tensor>> next =
          callBody(body.call, args, scalarTypes);
      if (failed(next))
        return failure();
      accs = std::move(*next);
    }
    for (size_t i = 0; i < n; ++i)
      storeScalar(results[i], o, accs[i]);
    ++o;
  }
  return results;
}

FailureOr<Tensor> mlir::sfold::selectAndScatterOp(
    const Tensor &operand, const Tensor &source, const Tensor &initValue,
    const WindowParams &window, const PredicateBody &select,
    const ReducerBody &scatter, ShapedType resultType) {
  if (!operand || !source || !initValue || !resultType ||
      !resultType.hasStaticShape())
    return failure();
  // select compares operand values (of type et); scatter accumulates source
  // values in their type st, the result's (a promoted accumulator's).
  Type et = operand.getElementType();
  Type st = source.getElementType();
  if (initValue.getElementType() != st || initValue.getRank() != 0 ||
      resultType.getElementType() != st ||
      resultType.getShape() != operand.getShape())
    return failure();
  auto isOne = [](int64_t v) { return v == 1; };
  if (!llvm::all_of(window.baseDilations, isOne) ||
      !llvm::all_of(window.windowDilations, isOne))
    return failure();
  FailureOr<Window> w = normalizeWindow(window, operand.getShape());
  if (failed(w) || ArrayRef(w->resultShape) != source.getShape())
    return failure();
  RankedTensorType scalarType = scalarTypeOf(operand);

  // Phase 1: the selected operand offset of each window (-1: none).
  int64_t numSource = source.getNumElements();
  SmallVector<int64_t> selected;
  selected.reserve(numSource);
  WindowWalker walker(*w, operand.getShape());
  bool fastSelect = false;
  if (select.fast && select.fast->operand == 0) {
    bool swapped = select.fast->swapped;
    fastSelect = dispatchComparer(et, *select.fast, [&](const auto &cmp) {
      using T = typename std::decay_t<decltype(cmp)>::T;
      const T *src = operand.data<T>().data();
      for (ArrayRef<int64_t> index : indexSpace(w->resultShape)) {
        int64_t sel = -1;
        for (int64_t off : walker.offsets(index)) {
          if (off < 0)
            continue;
          if (sel < 0 ||
              !(swapped ? cmp(src[off], src[sel]) : cmp(src[sel], src[off])))
            sel = off;
        }
        selected.push_back(sel);
      }
    });
  }
  if (!fastSelect) {
    selected.clear();
    for (ArrayRef<int64_t> index : indexSpace(w->resultShape)) {
      int64_t sel = -1;
      Tensor selValue;
      for (int64_t off : walker.offsets(index)) {
        if (off < 0)
          continue;
        Tensor candidate = scalarAt(operand, off, scalarType);
        if (sel >= 0) {
          FailureOr<bool> keep =
              callPredicate(select.call, {selValue, candidate});
          if (failed(keep))
            return failure();
          if (*keep)
            continue;
        }
        sel = off;
        selValue = std::move(candidate);
      }
      selected.push_back(sel);
    }
  }

  // Phase 2: scatter the source in lexicographic order.
  Tensor result(resultType);
  {
    unsigned bytes = result.getElementStorageBytes();
    char *dst = result.mutableRawData();
    for (int64_t i = 0, e = result.getNumElements(); i < e; ++i)
      std::memcpy(dst + i * bytes, initValue.rawData(), bytes);
  }
  if (scatter.fast) {
    bool done = visitTypedBinaryOp(st, *scatter.fast, [&](const auto &reducer) {
      using T = typename std::decay_t<decltype(reducer)>::T;
      const T *src = source.data<T>().data();
      T *dst = result.mutableData<T>().data();
      for (int64_t s = 0; s < numSource; ++s)
        if (selected[s] >= 0)
          dst[selected[s]] = reducer(dst[selected[s]], src[s]);
    });
    if (done)
      return result;
  }
  RankedTensorType accType = scalarTypeOf(source);
  RankedTensorType scalarTypes[] = {accType};
  for (int64_t s = 0; s < numSource; ++s) {
    int64_t sel = selected[s];
    if (sel < 0)
      continue;
    Tensor args[] = {scalarAt(result, sel, accType),
                     scalarAt(source, s, accType)};
    FailureOr<SmallVector<Tensor>> r =
        callBody(scatter.call, args, scalarTypes);
    if (failed(r))
      return failure();
    storeScalar(result, sel, r->front());
  }
  return result;
}

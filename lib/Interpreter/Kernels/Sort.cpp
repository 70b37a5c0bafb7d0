//===- Sort.cpp - the sort kernel -----------------------------------------===//
//
// Each 1-d slice along the sort dimension is sorted as a permutation of its
// positions by a merge sort (insertion-sorted runs, then bottom-up merges).
// The sort only ever asks `less(right, left)` and takes the right element
// first only when it is true, so it is stable, and it stays in bounds and
// terminates whatever the comparator answers (an inconsistent comparator
// gives some permutation, never undefined behaviour).
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

#include <functional>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

namespace {
constexpr int64_t kRun = 16;

/// Sorts `a` with `less(x, y)`, which returns 1 (x < y), 0, or -1 (error:
/// the sort stops and fails).
template <typename E, typename Less>
LogicalResult mergeSort(MutableArrayRef<E> a, SmallVectorImpl<E> &tmp,
                        Less &&less) {
  int64_t len = a.size();
  for (int64_t start = 0; start < len; start += kRun) {
    int64_t end = std::min(start + kRun, len);
    for (int64_t i = start + 1; i < end; ++i) {
      E v = a[i];
      int64_t j = i;
      while (j > start) {
        int c = less(v, a[j - 1]);
        if (c < 0)
          return failure();
        if (!c)
          break;
        a[j] = a[j - 1];
        --j;
      }
      a[j] = v;
    }
  }
  // Bottom-up merges, alternating between `a` and `tmp` (no copy back per
  // level); the result is moved into `a` at the end if it lands in `tmp`.
  tmp.resize(len);
  E *src = a.data(), *dst = tmp.data();
  for (int64_t width = kRun; width < len; width *= 2) {
    for (int64_t lo = 0; lo < len; lo += 2 * width) {
      int64_t mid = std::min(lo + width, len),
              hi = std::min(lo + 2 * width, len);
      int64_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        int c = less(src[j], src[i]);
        if (c < 0)
          return failure();
        dst[k++] = c ? src[j++] : src[i++];
      }
      while (i < mid)
        dst[k++] = src[i++];
      while (j < hi)
        dst[k++] = src[j++];
    }
    std::swap(src, dst);
  }
  if (src != a.data())
    std::copy(src, src + len, a.data());
  return success();
}
} // namespace

FailureOr<SmallVector<Tensor>>
mlir::sfold::sortOp(ArrayRef<Tensor> inputs, int64_t dimension, bool isStable,
                    const PredicateBody &comparator) {
  (void)isStable; // Always stable.
  size_t n = inputs.size();
  if (n == 0 || !inputs.front())
    return failure();
  ArrayRef<int64_t> shape = inputs.front().getShape();
  int64_t rank = shape.size();
  if (dimension < -rank || dimension >= rank)
    return failure();
  int64_t dim = dimension < 0 ? dimension + rank : dimension;
  SmallVector<RankedTensorType> scalarTypes;
  for (const Tensor &in : inputs) {
    if (!in || in.getShape() != shape)
      return failure();
    scalarTypes.push_back(scalarTypeOf(in));
  }
  SmallVector<Tensor> results;
  for (const Tensor &in : inputs)
    results.emplace_back(in.getType());
  if (results.front().getNumElements() == 0)
    return results;

  SmallVector<int64_t> strides = computeStrides(shape);
  int64_t len = shape[dim], stride = strides[dim];
  // Base offsets of the slices: all indices with the sort dimension at 0.
  SmallVector<int64_t> outerShape(shape), outerStrides(strides);
  outerShape.erase(outerShape.begin() + dim);
  outerStrides.erase(outerStrides.begin() + dim);

  // The per-slice sort; `sortSlice(base, perm)` fills `perm`.
  SmallVector<int64_t> perm(len), tmp;
  auto resetPerm = [&] {
    for (int64_t k = 0; k < len; ++k)
      perm[k] = k;
  };
  std::function<LogicalResult(int64_t)> sortSlice;

  bool fast = false;
  if (comparator.fast && comparator.fast->operand < n) {
    const FastCompare &fc = *comparator.fast;
    const Tensor &key = inputs[fc.operand];
    fast = dispatchComparer(key.getElementType(), fc, [&](const auto &cmp) {
      using T = typename std::decay_t<decltype(cmp)>::T;
      const T *keys = key.data<T>().data();
      bool swapped = fc.swapped;
      // Sort (key, position) pairs: the keys are read once, in order, and
      // the merges touch contiguous memory instead of chasing positions.
      sortSlice = [&perm, keys, stride, swapped, len,
                   cmp](int64_t base) -> LogicalResult {
        using Pair = std::pair<T, int64_t>;
        SmallVector<Pair> pairs, pairTmp;
        pairs.reserve(len);
        for (int64_t k = 0; k < len; ++k)
          pairs.emplace_back(keys[base + k * stride], k);
        LogicalResult sorted =
            swapped ? mergeSort<Pair>(pairs, pairTmp,
                                      [&](const Pair &x, const Pair &y) {
                                        return cmp(y.first, x.first);
                                      })
                    : mergeSort<Pair>(pairs, pairTmp,
                                      [&](const Pair &x, const Pair &y) {
                                        return cmp(x.first, y.first);
                                      });
        for (int64_t k = 0; k < len; ++k)
          perm[k] = pairs[k].second;
        return sorted;
      };
    });
  }
  SmallVector<SmallVector<Tensor>> scalars(n);
  SmallVector<Tensor> args(2 * n);
  if (!fast) {
    sortSlice = [&](int64_t base) -> LogicalResult {
      for (size_t i = 0; i < n; ++i) {
        scalars[i].clear();
        for (int64_t k = 0; k < len; ++k)
          scalars[i].push_back(
              scalarAt(inputs[i], base + k * stride, scalarTypes[i]));
      }
      return mergeSort<int64_t>(perm, tmp, [&](int64_t x, int64_t y) -> int {
        for (size_t i = 0; i < n; ++i) {
          args[2 * i] = scalars[i][x];
          args[2 * i + 1] = scalars[i][y];
        }
        FailureOr<bool> r = callPredicate(comparator.call, args);
        if (failed(r))
          return -1;
        return *r ? 1 : 0;
      });
    };
  }

  // Raw pointers of the results, taken once (no copy-on-write per slice).
  SmallVector<char *> dsts;
  for (Tensor &r : results)
    dsts.push_back(r.mutableRawData());
  for (int64_t base : [&] {
         SmallVector<int64_t> offsets = {0};
         for (auto [size, st] : llvm::zip(outerShape, outerStrides)) {
           SmallVector<int64_t> next;
           for (int64_t b : offsets)
             for (int64_t k = 0; k < size; ++k)
               next.push_back(b + k * st);
           offsets = std::move(next);
         }
         return offsets;
       }()) {
    resetPerm();
    if (failed(sortSlice(base)))
      return failure();
    for (size_t i = 0; i < n; ++i) {
      unsigned bytes = inputs[i].getElementStorageBytes();
      const char *src = inputs[i].rawData();
      for (int64_t k = 0; k < len; ++k)
        std::memcpy(dsts[i] + (base + k * stride) * bytes,
                    src + (base + perm[k] * stride) * bytes, bytes);
    }
  }
  return results;
}

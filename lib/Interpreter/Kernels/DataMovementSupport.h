//===- DataMovementSupport.h - shared pieces of the copy kernels -*- C++
//-*-===//
//
// Private to lib/Interpreter/Kernels: dispatch on element width, a strided
// walker over an index space, and small shape helpers.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_DATAMOVEMENTSUPPORT_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_DATAMOVEMENTSUPPORT_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <cstring>

namespace mlir::sfold::dm {

/// A 16-byte element (complex<f64>), copied as a whole.
struct Word16 {
  uint64_t lo, hi;
};

/// Calls `fn(W{})` with an unsigned word type of `bytes` bytes (1, 2, 4, 8 or
/// 16); returns false for any other width.
template <typename Fn> bool dispatchOnWidth(unsigned bytes, Fn &&fn) {
  switch (bytes) {
  case 1:
    fn(uint8_t{});
    return true;
  case 2:
    fn(uint16_t{});
    return true;
  case 4:
    fn(uint32_t{});
    return true;
  case 8:
    fn(uint64_t{});
    return true;
  case 16:
    fn(Word16{});
    return true;
  default:
    return false;
  }
}

/// Product of `shape` (1 for rank 0).
inline int64_t product(ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t d : shape)
    n *= d;
  return n;
}

/// Walks the index space of `shape` in row-major order and calls
/// `body(a, b)` where `a = baseA + sum(i[d] * stridesA[d])` and likewise for
/// `b`. The innermost dimension is a tight loop; the outer ones update the
/// offsets incrementally, so no multi-index is recomputed per element.
/// `innerRun(a, b, n)`, when it returns true, handles a whole innermost row
/// at once (e.g. with memcpy when both inner strides are 1).
template <typename Body, typename InnerRun>
void walkStrided2(ArrayRef<int64_t> shape, ArrayRef<int64_t> stridesA,
                  int64_t baseA, ArrayRef<int64_t> stridesB, int64_t baseB,
                  Body &&body, InnerRun &&innerRun) {
  for (int64_t d : shape)
    if (d <= 0)
      return;
  size_t rank = shape.size();
  if (rank == 0) {
    body(baseA, baseB);
    return;
  }
  int64_t n = shape.back(), sa = stridesA.back(), sb = stridesB.back();
  SmallVector<int64_t, 8> idx(rank - 1, 0);
  int64_t a = baseA, b = baseB;
  while (true) {
    if (!innerRun(a, b, n)) {
      int64_t x = a, y = b;
      for (int64_t j = 0; j < n; ++j, x += sa, y += sb)
        body(x, y);
    }
    int64_t d = static_cast<int64_t>(rank) - 2;
    for (; d >= 0; --d) {
      if (++idx[d] < shape[d]) {
        a += stridesA[d];
        b += stridesB[d];
        break;
      }
      a -= (shape[d] - 1) * stridesA[d];
      b -= (shape[d] - 1) * stridesB[d];
      idx[d] = 0;
    }
    if (d < 0)
      return;
  }
}

/// Copies elements of word type W from `src` at the strided offsets
/// (srcStrides, srcBase) to `dst` at (dstStrides, dstBase), over `shape`.
template <typename W>
void copyStrided(const W *src, W *dst, ArrayRef<int64_t> shape,
                 ArrayRef<int64_t> srcStrides, int64_t srcBase,
                 ArrayRef<int64_t> dstStrides, int64_t dstBase) {
  bool contiguous =
      !shape.empty() && srcStrides.back() == 1 && dstStrides.back() == 1;
  bool fill =
      !shape.empty() && srcStrides.back() == 0 && dstStrides.back() == 1;
  walkStrided2(
      shape, srcStrides, srcBase, dstStrides, dstBase,
      [&](int64_t s, int64_t d) { dst[d] = src[s]; },
      [&](int64_t s, int64_t d, int64_t n) {
        if (contiguous) {
          std::memcpy(dst + d, src + s, static_cast<size_t>(n) * sizeof(W));
          return true;
        }
        if (fill) {
          W v = src[s];
          std::fill(dst + d, dst + d + n, v);
          return true;
        }
        return false;
      });
}

/// Copies over `shape` from strided source offsets into a dense row-major
/// destination.
template <typename W>
void gatherStrided(const W *src, W *dst, ArrayRef<int64_t> shape,
                   ArrayRef<int64_t> srcStrides, int64_t srcBase) {
  copyStrided(src, dst, shape, srcStrides, srcBase, computeStrides(shape), 0);
}

} // namespace mlir::sfold::dm

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_DATAMOVEMENTSUPPORT_H

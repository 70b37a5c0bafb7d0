//===- Reduce.cpp - the reduce kernel -------------------------------------===//
//
// Every result element folds its slice from the init value in ascending
// lexicographic order of the slice index: `acc = body(acc, x)`. The slice is
// described by two offset tables into the input buffer: one base offset per
// result element and one offset per slice position. The fast path (a body
// recognised as one binary op) folds several outputs side by side, never
// one output's slice in another order, and splits the outputs over the
// kernel threads: the bits depend on neither. It is compiled for each
// instruction set (KernelConfig.h), wider vectors taking more outputs side by
// side.
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include "llvm/ADT/SmallBitVector.h"

#include <algorithm>

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

/// One output folded alone: `raw` keeps the chain short; a NaN sticks, so a
/// result that is not a NaN is exact, and a NaN one is redone exactly.
template <typename Op, typename T>
static T foldOne(const Op &op, const T *base, ArrayRef<int64_t> slice, T init) {
  T acc = init;
  for (int64_t off : slice)
    acc = op.raw(acc, base[off]);
  if (op.isNaN(acc)) {
    acc = init;
    for (int64_t off : slice)
      acc = op(acc, base[off]);
  }
  return acc;
}

/// acc[t] = op.raw(acc[t], x[t]) for t < width.
template <typename Op, typename T>
LLVM_ATTRIBUTE_ALWAYS_INLINE static void foldRow(const Op &op, const T *__restrict x, int64_t width,
                    T *__restrict acc) {
  for (int64_t t = 0; t < width; ++t)
    acc[t] = op.raw(acc[t], x[t]);
}

/// `width` outputs adjacent in the input (the first at `base`), folded side
/// by side in `dst`, slice position after slice position (a loop across the
/// outputs, which vectorizes): each output's chain is foldOne's, in the
/// same order.
template <typename Op, typename T>
LLVM_ATTRIBUTE_ALWAYS_INLINE static void foldAdjacent(const Op &op, const T *src, int64_t base,
                         int64_t width, ArrayRef<int64_t> slice, T init,
                         T *dst) {
  std::fill(dst, dst + width, init);
  for (int64_t off : slice)
    foldRow(op, src + base + off, width, dst);
  for (int64_t t = 0; t < width; ++t)
    if (op.isNaN(dst[t]))
      dst[t] = foldOne(op, src + base + t, slice, init);
}

/// W outputs anywhere in the input folded side by side (W independent
/// chains in flight): each output's chain is foldOne's, in the same order.
template <int64_t W, typename Op, typename T>
LLVM_ATTRIBUTE_ALWAYS_INLINE static void foldStrided(const Op &op, const T *src, const int64_t *base,
                        ArrayRef<int64_t> slice, T init, T *dst) {
  T acc[W];
  std::fill(acc, acc + W, init);
  for (int64_t off : slice)
    for (int64_t t = 0; t < W; ++t)
      acc[t] = op.raw(acc[t], src[base[t] + off]);
  for (int64_t t = 0; t < W; ++t)
    dst[t] = op.isNaN(acc[t]) ? foldOne(op, src + base[t], slice, init)
                              : acc[t];
}

/// Outputs [begin, end) of the fast path: runs of adjacent outputs (up to
/// 4 KiB of them, a block that stays in L1), else blocks of 8 outputs, side
/// by side; the rest one by one.
template <typename Op, typename T>
LLVM_ATTRIBUTE_ALWAYS_INLINE static void foldOutputs(const Op &op, const T *src, ArrayRef<int64_t> bases,
                        ArrayRef<int64_t> slice, T init, T *dst, int64_t begin,
                        int64_t end) {
  constexpr int64_t kMaxRun = std::max<int64_t>(8, 4096 / sizeof(T));
  constexpr int64_t kStrided = 8;
  int64_t o = begin;
  while (o < end) {
    const int64_t *base = bases.data() + o;
    int64_t run = 1, maxRun = std::min(kMaxRun, end - o);
    while (run < maxRun && base[run] == base[0] + run)
      ++run;
    if (run >= kStrided) {
      foldAdjacent(op, src, base[0], run, slice, init, dst + o);
      o += run;
    } else if (end - o >= kStrided) {
      foldStrided<kStrided>(op, src, base, slice, init, dst + o);
      o += kStrided;
    } else {
      dst[o] = foldOne(op, src + base[0], slice, init);
      ++o;
    }
  }
}

/// `foldOutputs` compiled for each instruction set (KernelConfig.h): the
/// build's (SSE2 on x86-64: 4 f32 outputs a vector), AVX2 (8) and AVX-512
/// (16). Each output's chain is the same sequence of operations in every
/// copy, only more outputs go side by side: the same bits.
template <typename Op, typename T>
static void foldOutputsPortable(const Op &op, const T *src,
                                ArrayRef<int64_t> bases,
                                ArrayRef<int64_t> slice, T init, T *dst,
                                int64_t begin, int64_t end) {
  foldOutputs(op, src, bases, slice, init, dst, begin, end);
}
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SFOLD_REDUCE_X86_PATHS 1
template <typename Op, typename T>
__attribute__((target("avx2"))) static void
foldOutputsAVX2(const Op &op, const T *src, ArrayRef<int64_t> bases,
                ArrayRef<int64_t> slice, T init, T *dst, int64_t begin,
                int64_t end) {
  foldOutputs(op, src, bases, slice, init, dst, begin, end);
}
template <typename Op, typename T>
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) static void
foldOutputsAVX512(const Op &op, const T *src, ArrayRef<int64_t> bases,
                  ArrayRef<int64_t> slice, T init, T *dst, int64_t begin,
                  int64_t end) {
  foldOutputs(op, src, bases, slice, init, dst, begin, end);
}
#endif

/// The copy of `foldOutputs` for `isa`.
template <typename Op, typename T>
static auto selectFoldOutputs(KernelIsa isa) {
#ifdef SFOLD_REDUCE_X86_PATHS
  switch (isa) {
  case KernelIsa::AVX512:
    return &foldOutputsAVX512<Op, T>;
  case KernelIsa::AVX2:
    return &foldOutputsAVX2<Op, T>;
  case KernelIsa::Portable:
    break;
  }
#endif
  return &foldOutputsPortable<Op, T>;
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
          using Op = std::decay_t<decltype(reducer)>;
          using T = typename Op::T;
          const T *src = in.data<T>().data();
          T init = initValues.front().data<T>()[0];
          T *dst = results.front().mutableData<T>().data();
          auto fold = selectFoldOutputs<Op, T>(getKernelIsa());
          // Outputs split over threads, each output computed alike.
          int64_t grain = std::max<int64_t>(
              1, (int64_t(1) << 16) / std::max<int64_t>(1, slice.size()));
          parallelForRanges(numResults, grain, [&](int64_t begin, int64_t end) {
            fold(reducer, src, bases, slice, init, dst, begin, end);
          });
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

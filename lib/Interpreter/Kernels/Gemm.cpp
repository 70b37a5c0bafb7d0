//===- Gemm.cpp - the float / double GEMM of dot_general and convolution --===//
//
// out[b] = a[b] * bm[b] (a: [batch, m, k], bm: [batch, k, n], out: [batch,
// m, n], row-major, out zero on entry) with one fixed order per output:
// out[i][j] = (((0 + a[i][0] bm[0][j]) + a[i][1] bm[1][j]) + ...), each
// product rounded, then each sum (no fused multiply-add: this file is
// compiled with -ffp-contract=off). Every path vectorises across outputs
// (a register tile of MR rows x NR columns, B packed into NR-wide panels),
// never across k: the portable one with the build's 16-byte vectors (SSE2
// on x86-64; the i-k-j loop for compilers without vector extensions), the
// AVX2 / AVX-512 ones with 32- / 64-byte vectors; so every path and every
// thread count gives the same bits. A NaN output is
// recomputed with the NaN rule of BinaryOps.h (the NaN of the first NaN
// operand in k order, made quiet; a new NaN is +qNaN), which hardware
// leaves to the operand position.
//
//===----------------------------------------------------------------------===//

#include "LinalgInternal.h"

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/KernelConfig.h"

#include <algorithm>
#include <cstring>
#include <utility>

using namespace mlir;
using namespace mlir::sfold;

namespace {

#if defined(__GNUC__) || defined(__clang__)
//===----------------------------------------------------------------------===//
// Vector paths: one micro-kernel written with GCC / Clang vector extensions,
// compiled for the build's own instruction set (16-byte vectors: SSE2 on
// x86-64) and inlined into functions compiled for AVX2 and for AVX-512.
//===----------------------------------------------------------------------===//

typedef float V4F __attribute__((vector_size(16), aligned(4)));
typedef double V2D __attribute__((vector_size(16), aligned(8)));

/// The k rows of one NR-wide panel of bm, starting at column `col`,
/// contiguous; columns past n are zero.
template <typename F>
void packPanel(const F *bm, F *panel, int64_t k, int64_t n, int64_t col,
               int64_t nr) {
  int64_t width = std::min(nr, n - col);
  for (int64_t kk = 0; kk < k; ++kk) {
    std::memcpy(panel + kk * nr, bm + kk * n + col, width * sizeof(F));
    std::fill(panel + kk * nr + width, panel + (kk + 1) * nr, F(0));
  }
}

/// c[r][0..NV*W) (row stride ldc) += sum over kk in [0, kc) of
/// a[r][kk] * panel[kk][...] in kk order, for r < MR.
template <typename V, typename F, int MR, int NV>
__attribute__((always_inline)) inline void
microKernel(const F *a, int64_t lda, const F *panel, F *c, int64_t ldc,
            int64_t kc) {
  constexpr int W = sizeof(V) / sizeof(F);
  constexpr int NR = NV * W;
  V acc[MR][NV];
#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(&acc[r][v], c + r * ldc + v * W, sizeof(V));
  for (int64_t kk = 0; kk < kc; ++kk) {
    V b[NV];
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(&b[v], panel + kk * NR + v * W, sizeof(V));
#pragma GCC unroll 16
    for (int r = 0; r < MR; ++r) {
      F s = a[r * lda + kk];
#pragma GCC unroll 4
      for (int v = 0; v < NV; ++v)
        acc[r][v] = acc[r][v] + s * b[v];
    }
  }
#pragma GCC unroll 16
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(c + r * ldc + v * W, &acc[r][v], sizeof(V));
}

/// microKernel for `rows` (at most MR) rows.
template <typename V, typename F, int MR, int NV>
__attribute__((always_inline)) inline void
edgeKernel(int64_t rows, const F *a, int64_t lda, const F *panel, F *c,
           int64_t ldc, int64_t kc) {
  if constexpr (MR > 1)
    if (rows < MR)
      return edgeKernel<V, F, MR - 1, NV>(rows, a, lda, panel, c, ldc, kc);
  microKernel<V, F, MR, NV>(a, lda, panel, c, ldc, kc);
}

constexpr int64_t kKC = 256; // k block: a panel block stays in L1 / L2.

/// Rows [rowBegin, rowEnd) of one batch from packed panels (`panels`:
/// ceil(n / NR) panels of k x NR) with an MR x NR register tile.
template <typename V, int MR, int NV, typename F>
__attribute__((always_inline)) inline void
tileRows(const F *a, const F *panels, F *out, int64_t rowBegin, int64_t rowEnd,
         int64_t k, int64_t n) {
  constexpr int NR = NV * int(sizeof(V) / sizeof(F));
  int64_t numPanels = (n + NR - 1) / NR;
  F tile[MR * NR];
  for (int64_t k0 = 0; k0 < k; k0 += kKC) {
    int64_t kc = std::min(kKC, k - k0);
    for (int64_t p = 0; p < numPanels; ++p) {
      const F *panel = panels + p * k * NR + k0 * NR;
      int64_t col = p * NR, width = std::min<int64_t>(NR, n - col);
      for (int64_t i = rowBegin; i < rowEnd; i += MR) {
        int64_t rows = std::min<int64_t>(MR, rowEnd - i);
        const F *aBlock = a + i * k + k0;
        F *c = out + i * n + col;
        if (width == NR && rows == MR) {
          microKernel<V, F, MR, NV>(aBlock, k, panel, c, n, kc);
          continue;
        }
        // Edge: through a full-width tile.
        std::fill(tile, tile + MR * NR, F(0));
        for (int64_t r = 0; r < rows; ++r)
          std::memcpy(tile + r * NR, c + r * n, width * sizeof(F));
        edgeKernel<V, F, MR, NV>(rows, aBlock, k, panel, tile, NR, kc);
        for (int64_t r = 0; r < rows; ++r)
          std::memcpy(c + r * n, tile + r * NR, width * sizeof(F));
      }
    }
  }
}

/// The register tile of each instruction set: MR rows x NV vectors (MR * NV
/// accumulators, NV panel vectors, a broadcast and a product in the 16
/// vector registers of SSE2 and AVX2; AVX-512 has 32, but taller tiles read
/// more rows of A at once and measured slower on Zen 4).
constexpr int kPortableMR = 6, kPortableNV = 2;
constexpr int kAvx2MR = 6, kAvx2NV = 2;
constexpr int kAvx512MR = 6, kAvx512NV = 2;

/// The 16-byte vector of F: the portable path's.
template <typename F> struct Vec16;
template <> struct Vec16<float> { using type = V4F; };
template <> struct Vec16<double> { using type = V2D; };

template <typename F>
void portableRows(const F *a, const F *panels, F *out, int64_t rowBegin,
                  int64_t rowEnd, int64_t k, int64_t n) {
  tileRows<typename Vec16<F>::type, kPortableMR, kPortableNV>(
      a, panels, out, rowBegin, rowEnd, k, n);
}

#if defined(__x86_64__)
#define SFOLD_HAVE_X86_PATHS 1

typedef float V8F __attribute__((vector_size(32), aligned(4)));
typedef float V16F __attribute__((vector_size(64), aligned(4)));
typedef double V4D __attribute__((vector_size(32), aligned(8)));
typedef double V8D __attribute__((vector_size(64), aligned(8)));

__attribute__((target("avx2,fma"))) void
avx2Rows(const float *a, const float *panels, float *out, int64_t rowBegin,
         int64_t rowEnd, int64_t k, int64_t n) {
  tileRows<V8F, kAvx2MR, kAvx2NV>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx2,fma"))) void
avx2Rows(const double *a, const double *panels, double *out,
         int64_t rowBegin, int64_t rowEnd, int64_t k, int64_t n) {
  tileRows<V4D, kAvx2MR, kAvx2NV>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) void
avx512Rows(const float *a, const float *panels, float *out, int64_t rowBegin,
           int64_t rowEnd, int64_t k, int64_t n) {
  tileRows<V16F, kAvx512MR, kAvx512NV>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) void
avx512Rows(const double *a, const double *panels, double *out,
           int64_t rowBegin, int64_t rowEnd, int64_t k, int64_t n) {
  tileRows<V8D, kAvx512MR, kAvx512NV>(a, panels, out, rowBegin, rowEnd, k, n);
}
#endif

/// The rows of a tile and the columns of a panel on `isa`.
template <typename F> std::pair<int64_t, int64_t> tileShape(KernelIsa isa) {
  switch (isa) {
  case KernelIsa::AVX512:
    return {kAvx512MR, kAvx512NV * 64 / int64_t(sizeof(F))};
  case KernelIsa::AVX2:
    return {kAvx2MR, kAvx2NV * 32 / int64_t(sizeof(F))};
  case KernelIsa::Portable:
    break;
  }
  return {kPortableMR, kPortableNV * 16 / int64_t(sizeof(F))};
}

/// A buffer of `size` elements for packed operands (null if the memory
/// cannot be had, the failure recorded): the calling thread's own, kept
/// between calls up to 4 MiB (fresh pages cost more than the product of
/// small matrices), else `fallback`. Both come from the budget-aware
/// allocator (Budget.h).
template <typename F>
F *packBuffer(int64_t size, ScratchBuffer<F> &fallback) {
  thread_local ScratchBuffer<F> kept;
  if (size * int64_t(sizeof(F)) > (int64_t(4) << 20))
    return fallback.allocate(size) ? fallback.data() : nullptr;
  if (kept.size() < size && !kept.allocate(size))
    return nullptr;
  return kept.data();
}
#else
//===----------------------------------------------------------------------===//
// Without vector extensions: the i-k-j loop.
//===----------------------------------------------------------------------===//

/// Rows [rowBegin, rowEnd) of one batch, i-k-j order.
template <typename F>
void portableRows(const F *a, const F *bm, F *out, int64_t rowBegin,
                  int64_t rowEnd, int64_t k, int64_t n) {
  for (int64_t i = rowBegin; i < rowEnd; ++i)
    for (int64_t kk = 0; kk < k; ++kk) {
      F av = a[i * k + kk];
      for (int64_t j = 0; j < n; ++j)
        out[i * n + j] += av * bm[kk * n + j];
    }
}
#endif

/// Recomputes each NaN output of rows [rowBegin, rowEnd) with the NaN rule.
template <typename F>
void fixNaNs(const F *a, const F *bm, F *out, int64_t rowBegin,
             int64_t rowEnd, int64_t k, int64_t n) {
  for (int64_t i = rowBegin; i < rowEnd; ++i)
    for (int64_t j = 0; j < n; ++j) {
      if (LLVM_LIKELY(!std::isnan(out[i * n + j])))
        continue;
      F acc = 0;
      for (int64_t kk = 0; kk < k; ++kk)
        acc = binop::AddFn::f(
            acc, binop::MultiplyFn::f(a[i * k + kk], bm[kk * n + j]));
      out[i * n + j] = acc;
    }
}

template <typename F>
bool gemm(const F *a, const F *bm, F *out, int64_t batch, int64_t m,
          int64_t k, int64_t n) {
  if (batch <= 0 || m <= 0 || n <= 0)
    return true;
  KernelIsa isa = getKernelIsa();
#if defined(__GNUC__) || defined(__clang__)
  // Products at most as wide as AVX2's panel (a convolution's output
  // features) waste half of AVX-512's: the AVX2 tile is faster there.
  if (isa == KernelIsa::AVX512 && n <= tileShape<F>(KernelIsa::AVX2).second)
    isa = KernelIsa::AVX2;
  auto [mr, nr] = tileShape<F>(isa);
#else
  int64_t mr = 8;
#endif
  // Work items: blocks of rows of one batch. Small products stay on the
  // calling thread (parallelForRanges' grain, in items).
  int64_t rowBlock = 4 * mr;
  int64_t blocksPerBatch = (m + rowBlock - 1) / rowBlock;
  int64_t items = batch * blocksPerBatch;
  int64_t workPerItem = std::min(m, rowBlock) * k * n;
  int64_t grain = std::max<int64_t>(1, (int64_t(1) << 22) /
                                           std::max<int64_t>(1, workPerItem));

#if defined(__GNUC__) || defined(__clang__)
  if (k == 0)
    return true;
  // B packed into NR-wide panels, batch after batch.
  int64_t numPanels = (n + nr - 1) / nr;
  ScratchBuffer<F> ownPanels;
  F *panels = packBuffer(batch * numPanels * k * nr, ownPanels);
  if (!panels)
    return false;
  parallelForRanges(batch * numPanels, grain, [&](int64_t begin, int64_t end) {
    for (int64_t q = begin; q < end; ++q) {
      int64_t b = q / numPanels, p = q % numPanels;
      packPanel(bm + b * k * n, panels + q * k * nr, k, n, p * nr, nr);
    }
  });
#endif
  parallelForRanges(items, grain, [&](int64_t begin, int64_t end) {
    for (int64_t item = begin; item < end; ++item) {
      int64_t b = item / blocksPerBatch;
      int64_t row0 = (item % blocksPerBatch) * rowBlock;
      int64_t row1 = std::min(m, row0 + rowBlock);
      const F *aB = a + b * m * k, *bB = bm + b * k * n;
      F *oB = out + b * m * n;
#if defined(__GNUC__) || defined(__clang__)
      const F *pB = panels + b * numPanels * k * nr;
#else
      const F *pB = bB;
#endif
      switch (isa) {
#ifdef SFOLD_HAVE_X86_PATHS
      case KernelIsa::AVX512:
        avx512Rows(aB, pB, oB, row0, row1, k, n);
        break;
      case KernelIsa::AVX2:
        avx2Rows(aB, pB, oB, row0, row1, k, n);
        break;
#endif
      default:
        portableRows(aB, pB, oB, row0, row1, k, n);
        break;
      }
      fixNaNs(aB, bB, oB, row0, row1, k, n);
    }
  });
  return true;
}

} // namespace

bool linalg_detail::gemmFloat(const float *a, const float *bm, float *out,
                              int64_t batch, int64_t m, int64_t k, int64_t n) {
  return gemm(a, bm, out, batch, m, k, n);
}
bool linalg_detail::gemmFloat(const double *a, const double *bm, double *out,
                              int64_t batch, int64_t m, int64_t k, int64_t n) {
  return gemm(a, bm, out, batch, m, k, n);
}

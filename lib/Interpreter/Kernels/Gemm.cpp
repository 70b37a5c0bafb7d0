//===- Gemm.cpp - the float / double GEMM of dot_general and convolution ---===//
//
// out[b] = a[b] * bm[b] (a: [batch, m, k], bm: [batch, k, n], out: [batch,
// m, n], row-major, out zero on entry) with one fixed order per output:
// out[i][j] = (((0 + a[i][0] bm[0][j]) + a[i][1] bm[1][j]) + ...), each
// product rounded, then each sum (no fused multiply-add: this file is
// compiled with -ffp-contract=off). The portable path is the i-k-j loop;
// the AVX2 / AVX-512 paths vectorise across outputs (a register tile of
// MR rows x NR columns, B packed into NR-wide panels), never across k, so
// every path and every thread count gives the same bits. A NaN output is
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

using namespace mlir;
using namespace mlir::sfold;

namespace {

//===----------------------------------------------------------------------===//
// Portable path
//===----------------------------------------------------------------------===//

/// o[j] += av * b[j] for j < n (o and b do not overlap).
template <typename F>
void axpy(F *__restrict o, const F *__restrict b, F av, int64_t n) {
  for (int64_t j = 0; j < n; ++j)
    o[j] += av * b[j];
}

/// Rows [rowBegin, rowEnd) of one batch, i-k-j order.
template <typename F>
void portableRows(const F *a, const F *bm, F *out, int64_t rowBegin,
                  int64_t rowEnd, int64_t k, int64_t n) {
  for (int64_t i = rowBegin; i < rowEnd; ++i)
    for (int64_t kk = 0; kk < k; ++kk)
      axpy(out + i * n, bm + kk * n, a[i * k + kk], n);
}

//===----------------------------------------------------------------------===//
// SIMD paths: one micro-kernel written with GCC / Clang vector extensions,
// inlined into functions compiled for AVX2 and for AVX-512.
//===----------------------------------------------------------------------===//

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SFOLD_HAVE_X86_PATHS 1

typedef float V8F __attribute__((vector_size(32), aligned(4)));
typedef float V16F __attribute__((vector_size(64), aligned(4)));
typedef double V4D __attribute__((vector_size(32), aligned(8)));
typedef double V8D __attribute__((vector_size(64), aligned(8)));

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
#pragma GCC unroll 8
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(&acc[r][v], c + r * ldc + v * W, sizeof(V));
  for (int64_t kk = 0; kk < kc; ++kk) {
    V b[NV];
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(&b[v], panel + kk * NR + v * W, sizeof(V));
#pragma GCC unroll 8
    for (int r = 0; r < MR; ++r) {
      F s = a[r * lda + kk];
#pragma GCC unroll 4
      for (int v = 0; v < NV; ++v)
        acc[r][v] = acc[r][v] + s * b[v];
    }
  }
#pragma GCC unroll 8
  for (int r = 0; r < MR; ++r)
#pragma GCC unroll 4
    for (int v = 0; v < NV; ++v)
      std::memcpy(c + r * ldc + v * W, &acc[r][v], sizeof(V));
}

constexpr int kMR = 6, kNV = 2;
constexpr int64_t kKC = 256; // k block: a panel block stays in L1 / L2.

/// Rows [rowBegin, rowEnd) of one batch from packed panels (`panels`:
/// ceil(n / NR) panels of k x NR).
template <typename V, typename F>
__attribute__((always_inline)) inline void
simdRows(const F *a, const F *panels, F *out, int64_t rowBegin,
         int64_t rowEnd, int64_t k, int64_t n) {
  constexpr int W = sizeof(V) / sizeof(F);
  constexpr int NR = kNV * W;
  int64_t numPanels = (n + NR - 1) / NR;
  F tile[kMR * NR];
  for (int64_t k0 = 0; k0 < k; k0 += kKC) {
    int64_t kc = std::min(kKC, k - k0);
    for (int64_t p = 0; p < numPanels; ++p) {
      const F *panel = panels + p * k * NR + k0 * NR;
      int64_t col = p * NR, width = std::min<int64_t>(NR, n - col);
      for (int64_t i = rowBegin; i < rowEnd; i += kMR) {
        int64_t rows = std::min<int64_t>(kMR, rowEnd - i);
        const F *aBlock = a + i * k + k0;
        F *c = out + i * n + col;
        F *dst = c;
        int64_t ldc = n;
        if (width < NR || rows < kMR) { // Edge: through a full tile.
          std::fill(tile, tile + kMR * NR, F(0));
          for (int64_t r = 0; r < rows; ++r)
            std::memcpy(tile + r * NR, c + r * n, width * sizeof(F));
          dst = tile;
          ldc = NR;
        }
        switch (rows) {
        case 6:
          microKernel<V, F, 6, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        case 5:
          microKernel<V, F, 5, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        case 4:
          microKernel<V, F, 4, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        case 3:
          microKernel<V, F, 3, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        case 2:
          microKernel<V, F, 2, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        default:
          microKernel<V, F, 1, kNV>(aBlock, k, panel, dst, ldc, kc);
          break;
        }
        if (dst == tile)
          for (int64_t r = 0; r < rows; ++r)
            std::memcpy(c + r * n, tile + r * NR, width * sizeof(F));
      }
    }
  }
}

__attribute__((target("avx2,fma"))) void
avx2Rows(const float *a, const float *panels, float *out, int64_t rowBegin,
         int64_t rowEnd, int64_t k, int64_t n) {
  simdRows<V8F>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx2,fma"))) void
avx2Rows(const double *a, const double *panels, double *out,
         int64_t rowBegin, int64_t rowEnd, int64_t k, int64_t n) {
  simdRows<V4D>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) void
avx512Rows(const float *a, const float *panels, float *out, int64_t rowBegin,
           int64_t rowEnd, int64_t k, int64_t n) {
  simdRows<V16F>(a, panels, out, rowBegin, rowEnd, k, n);
}
__attribute__((target("avx512f,avx512bw,avx512vl,avx512dq"))) void
avx512Rows(const double *a, const double *panels, double *out,
           int64_t rowBegin, int64_t rowEnd, int64_t k, int64_t n) {
  simdRows<V8D>(a, panels, out, rowBegin, rowEnd, k, n);
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
void gemm(const F *a, const F *bm, F *out, int64_t batch, int64_t m,
          int64_t k, int64_t n) {
  if (batch <= 0 || m <= 0 || n <= 0)
    return;
  KernelIsa isa = getKernelIsa();
  // Work items: blocks of rows of one batch. Small products stay on the
  // calling thread (parallelForRanges' grain, in items).
  constexpr int64_t kRowBlock = 4 * kMR;
  int64_t blocksPerBatch = (m + kRowBlock - 1) / kRowBlock;
  int64_t items = batch * blocksPerBatch;
  int64_t workPerItem = std::min(m, kRowBlock) * k * n;
  int64_t grain = std::max<int64_t>(1, (int64_t(1) << 22) / std::max<int64_t>(1, workPerItem));

  std::vector<F> panels;
  int64_t nr = 0;
#ifdef SFOLD_HAVE_X86_PATHS
  if (isa != KernelIsa::Portable && k > 0) {
    nr = kNV * (isa == KernelIsa::AVX512 ? 64 : 32) / int64_t(sizeof(F));
    int64_t numPanels = (n + nr - 1) / nr;
    panels.resize(batch * numPanels * k * nr);
    parallelForRanges(batch * numPanels, std::max<int64_t>(1, grain), [&](int64_t begin, int64_t end) {
      for (int64_t q = begin; q < end; ++q) {
        int64_t b = q / numPanels, p = q % numPanels;
        packPanel(bm + b * k * n, panels.data() + q * k * nr, k, n, p * nr,
                  nr);
      }
    });
  }
#endif
  parallelForRanges(items, grain, [&](int64_t begin, int64_t end) {
    for (int64_t item = begin; item < end; ++item) {
      int64_t b = item / blocksPerBatch;
      int64_t row0 = (item % blocksPerBatch) * kRowBlock;
      int64_t row1 = std::min(m, row0 + kRowBlock);
      const F *aB = a + b * m * k, *bB = bm + b * k * n;
      F *oB = out + b * m * n;
      switch (isa) {
#ifdef SFOLD_HAVE_X86_PATHS
      case KernelIsa::AVX512:
        if (k > 0)
          avx512Rows(aB, panels.data() + b * ((n + nr - 1) / nr) * k * nr, oB,
                     row0, row1, k, n);
        break;
      case KernelIsa::AVX2:
        if (k > 0)
          avx2Rows(aB, panels.data() + b * ((n + nr - 1) / nr) * k * nr, oB,
                   row0, row1, k, n);
        break;
#endif
      default:
        portableRows(aB, bB, oB, row0, row1, k, n);
        break;
      }
      fixNaNs(aB, bB, oB, row0, row1, k, n);
    }
  });
}

} // namespace

void linalg_detail::gemmFloat(const float *a, const float *bm, float *out,
                              int64_t batch, int64_t m, int64_t k, int64_t n) {
  gemm(a, bm, out, batch, m, k, n);
}
void linalg_detail::gemmFloat(const double *a, const double *bm, double *out,
                              int64_t batch, int64_t m, int64_t k, int64_t n) {
  gemm(a, bm, out, batch, m, k, n);
}

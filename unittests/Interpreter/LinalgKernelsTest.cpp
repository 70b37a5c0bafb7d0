//===- LinalgKernelsTest.cpp - dot_general, convolution, fft, solvers -----===//
//
// Compares the kernels with straightforward reference loops on
// pseudo-random inputs, and checks that invalid inputs fail cleanly.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/LinalgKernels.h"
#include "stablehlo_fold/Interpreter/Budget.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <cmath>
#include <complex>
#include <random>

using namespace mlir;
using namespace mlir::sfold;

namespace {
class LinalgKernelsTest : public ::testing::Test {
protected:
  RankedTensorType f32(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, Float32Type::get(&ctx));
  }
  RankedTensorType c64(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape,
                                 ComplexType::get(Float32Type::get(&ctx)));
  }
  Tensor randomF32(ArrayRef<int64_t> shape) {
    RankedTensorType type = f32(shape);
    std::vector<float> values(type.getNumElements());
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (float &v : values)
      v = dist(rng);
    return Tensor::fromValues<float>(type, values);
  }
  MLIRContext ctx;
  std::mt19937 rng{1234};
};

TEST_F(LinalgKernelsTest, DotGeneralMatchesNaiveLoop) {
  // lhs [k, b, m], rhs [b, n, k] -> result [b, m, n].
  const int64_t b = 3, m = 5, k = 7, n = 4;
  Tensor lhs = randomF32({k, b, m});
  Tensor rhs = randomF32({b, n, k});
  FailureOr<Tensor> r =
      dotGeneralOp(lhs, rhs, {1}, {0}, {0}, {2}, f32({b, m, n}));
  ASSERT_TRUE(succeeded(r));
  ArrayRef<float> l = lhs.data<float>(), rr = rhs.data<float>(),
                  out = r->data<float>();
  for (int64_t bi = 0; bi < b; ++bi)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j) {
        float sum = 0;
        for (int64_t kk = 0; kk < k; ++kk)
          sum += l[(kk * b + bi) * m + i] * rr[(bi * n + j) * k + kk];
        EXPECT_NEAR(out[(bi * m + i) * n + j], sum, 1e-5);
      }
}

TEST_F(LinalgKernelsTest, DotGeneralRejectsBadShapes) {
  Tensor lhs = randomF32({2, 3});
  Tensor rhs = randomF32({4, 2});
  // Contracting sizes differ.
  EXPECT_TRUE(failed(dotGeneralOp(lhs, rhs, {}, {}, {1}, {0}, f32({2, 2}))));
  // Dimension out of range.
  EXPECT_TRUE(failed(dotGeneralOp(lhs, rhs, {}, {}, {5}, {0}, f32({2, 2}))));
  // Wrong result shape.
  Tensor rhs2 = randomF32({3, 2});
  EXPECT_TRUE(failed(dotGeneralOp(lhs, rhs2, {}, {}, {1}, {0}, f32({2, 3}))));
}

TEST_F(LinalgKernelsTest, ConvolutionMatchesNaiveLoop) {
  // NHWC input, HWIO kernel, stride 2, padding 1, kernel dilation 2.
  const int64_t h = 7, w = 6, ci = 3, co = 2, kh = 3, kw = 2;
  Tensor lhs = randomF32({1, h, w, ci});
  Tensor rhs = randomF32({kh, kw, ci, co});
  ConvDimensions dims;
  dims.inputBatch = 0;
  dims.inputSpatial = {1, 2};
  dims.inputFeature = 3;
  dims.kernelSpatial = {0, 1};
  dims.kernelInputFeature = 2;
  dims.kernelOutputFeature = 3;
  dims.outputBatch = 0;
  dims.outputSpatial = {1, 2};
  dims.outputFeature = 3;
  ConvWindow window;
  window.strides = {2, 2};
  window.padding = {{1, 1}, {1, 1}};
  window.rhsDilation = {2, 2};
  // Padded 9x8, dilated window 5x3: (9-5)/2+1 = 3, (8-3)/2+1 = 3.
  const int64_t oh = 3, ow = 3;
  FailureOr<Tensor> r =
      convolutionOp(lhs, rhs, window, dims, 1, 1, f32({1, oh, ow, co}));
  ASSERT_TRUE(succeeded(r));
  ArrayRef<float> l = lhs.data<float>(), k = rhs.data<float>(),
                  out = r->data<float>();
  for (int64_t y = 0; y < oh; ++y)
    for (int64_t x = 0; x < ow; ++x)
      for (int64_t o = 0; o < co; ++o) {
        float sum = 0;
        for (int64_t dy = 0; dy < kh; ++dy)
          for (int64_t dx = 0; dx < kw; ++dx) {
            int64_t iy = y * 2 + dy * 2 - 1, ix = x * 2 + dx * 2 - 1;
            if (iy < 0 || iy >= h || ix < 0 || ix >= w)
              continue;
            for (int64_t c = 0; c < ci; ++c)
              sum += l[(iy * w + ix) * ci + c] *
                     k[((dy * kw + dx) * ci + c) * co + o];
          }
        EXPECT_NEAR(out[(y * ow + x) * co + o], sum, 1e-5);
      }
  // The wrong result shape fails.
  EXPECT_TRUE(
      failed(convolutionOp(lhs, rhs, window, dims, 1, 1, f32({1, 4, 4, co}))));
}

TEST_F(LinalgKernelsTest, FftRoundTrip) {
  for (int64_t n : {1, 2, 3, 5, 8, 12, 17, 64}) {
    RankedTensorType type = c64({2, n});
    std::vector<std::complex<float>> values(2 * n);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (auto &v : values)
      v = {dist(rng), dist(rng)};
    Tensor x = Tensor::fromValues<std::complex<float>>(type, values);
    FailureOr<Tensor> f = fftOp(x, FftKind::FFT, {n}, type);
    ASSERT_TRUE(succeeded(f));
    // Check one coefficient against the definition.
    std::complex<double> x1 = 0;
    for (int64_t j = 0; j < n; ++j)
      x1 += std::complex<double>(values[j]) *
            std::polar(1.0, -2.0 * M_PI * j * (1 % n) / n);
    std::complex<float> got = f->data<std::complex<float>>()[1 % n];
    EXPECT_NEAR(got.real(), x1.real(), 1e-4) << "n = " << n;
    EXPECT_NEAR(got.imag(), x1.imag(), 1e-4) << "n = " << n;
    FailureOr<Tensor> back = fftOp(*f, FftKind::IFFT, {n}, type);
    ASSERT_TRUE(succeeded(back));
    ArrayRef<std::complex<float>> out = back->data<std::complex<float>>();
    for (int64_t i = 0; i < 2 * n; ++i) {
      EXPECT_NEAR(out[i].real(), values[i].real(), 1e-5) << "n = " << n;
      EXPECT_NEAR(out[i].imag(), values[i].imag(), 1e-5) << "n = " << n;
    }
  }
}

TEST_F(LinalgKernelsTest, CholeskyThenSolve) {
  // a = m m^T + 4 I is positive definite; solve a x = b with its factor.
  const int64_t n = 6;
  Tensor m = randomF32({n, n});
  std::vector<float> a(n * n);
  ArrayRef<float> mv = m.data<float>();
  for (int64_t i = 0; i < n; ++i)
    for (int64_t j = 0; j < n; ++j) {
      float s = i == j ? 4.0f : 0.0f;
      for (int64_t k = 0; k < n; ++k)
        s += mv[i * n + k] * mv[j * n + k];
      a[i * n + j] = s;
    }
  Tensor at = Tensor::fromValues<float>(f32({n, n}), a);
  FailureOr<Tensor> l = choleskyOp(at, /*lower=*/true, f32({n, n}));
  ASSERT_TRUE(succeeded(l));
  Tensor b = randomF32({n, 1});
  // l y = b, then l^T x = y.
  FailureOr<Tensor> y = triangularSolveOp(
      *l, b, true, true, false, TransposeKind::NoTranspose, f32({n, 1}));
  ASSERT_TRUE(succeeded(y));
  FailureOr<Tensor> x = triangularSolveOp(
      *l, *y, true, true, false, TransposeKind::Transpose, f32({n, 1}));
  ASSERT_TRUE(succeeded(x));
  ArrayRef<float> xv = x->data<float>(), bv = b.data<float>();
  for (int64_t i = 0; i < n; ++i) {
    float s = 0;
    for (int64_t j = 0; j < n; ++j)
      s += a[i * n + j] * xv[j];
    EXPECT_NEAR(s, bv[i], 1e-4);
  }
}

TEST_F(LinalgKernelsTest, ScratchCountsAgainstTheAllocationLimit) {
  // Operands and results of 16 KiB fit a limit of 20,000 bytes per
  // allocation; the kernels' double (complex<double>) working copies of 32
  // KiB do not: each kernel fails cleanly and records the refused size, as
  // for a tensor, so the evaluator reports it at the op.
  const int64_t n = 64, points = n * n / 2;
  Tensor a = randomF32({n, n}), v = randomF32({n});
  Tensor c(c64({points}));
  SmallVector<ShapedType> normTypes{f32({n, n}), f32({n}), f32({n})};
  auto refused = [](bool kernelFailed) {
    std::optional<AllocationFailure> f = takeAllocationFailure();
    return kernelFailed && f && f->overLimit && f->bytes == 32768u;
  };
  takeAllocationFailure();
  ScopedAllocationLimit limit(20000);
  EXPECT_TRUE(refused(failed(choleskyOp(a, true, f32({n, n})))));
  EXPECT_TRUE(refused(failed(triangularSolveOp(
      a, a, true, true, false, TransposeKind::NoTranspose, f32({n, n})))));
  EXPECT_TRUE(refused(
      failed(batchNormInferenceOp(a, v, v, v, v, 1e-3, 1, f32({n, n})))));
  EXPECT_TRUE(
      refused(failed(batchNormTrainingOp(a, v, v, 1e-3, 1, normTypes))));
  EXPECT_TRUE(
      refused(failed(batchNormGradOp(a, v, v, v, a, 1e-3, 1, normTypes))));
  EXPECT_TRUE(refused(failed(fftOp(c, FftKind::FFT, {points}, c64({points})))));
}
} // namespace

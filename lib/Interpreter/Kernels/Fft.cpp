//===- Fft.cpp - the fft kernel -------------------------------------------===//
//
// The multi-dimensional transform is applied one axis at a time (innermost
// first for FFT/RFFT, outermost first for IFFT/IRFFT, as the spec orders
// them) over a complex<double> working copy. Each 1-D transform uses an
// iterative radix-2 Cooley-Tukey FFT when the length is a power of two and a
// direct DFT otherwise; twiddle factors are computed from the exactly reduced
// angle 2*pi*((j*k) mod n)/n, so the direct DFT's error stays near O(n) ulps.
// Working memory is ScratchBuffers (Budget.h): within the evaluation's
// memory limit, and a failed allocation fails the kernel, never aborts.
//
//===----------------------------------------------------------------------===//

#include "LinalgInternal.h"

#include "stablehlo_fold/Interpreter/CrMath.h"
#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::linalg_detail;

using Cplx = std::complex<double>;

namespace {
/// A reusable 1-D transform of one length.
class Transform1D {
public:
  explicit Transform1D(int64_t n) : n(n), twiddles(n), scratch(n) {
    if (!twiddles || !scratch)
      return;
    for (int64_t j = 0; j < n; ++j) {
      double angle = -2.0 * M_PI * static_cast<double>(j) / n;
      twiddles[j] = Cplx(crmath::f64<crmath::Unary::Cos>(angle),
                         crmath::f64<crmath::Unary::Sin>(angle));
    }
    pow2 = n > 0 && (n & (n - 1)) == 0;
  }

  /// False if its working memory could not be had.
  explicit operator bool() const {
    return static_cast<bool>(twiddles) && static_cast<bool>(scratch);
  }

  /// In-place forward (or, with `inverse`, unscaled inverse) transform.
  void run(Cplx *data, bool inverse) {
    if (n <= 1)
      return;
    if (pow2)
      radix2(data, inverse);
    else
      direct(data, inverse);
  }

private:
  Cplx twiddle(int64_t e, bool inverse) const {
    Cplx t = twiddles[e];
    return inverse ? std::conj(t) : t;
  }

  void direct(Cplx *data, bool inverse) {
    for (int64_t k = 0; k < n; ++k) {
      Cplx sum = 0;
      int64_t e = 0;
      for (int64_t j = 0; j < n; ++j) {
        sum += data[j] * twiddle(e, inverse);
        e += k;
        if (e >= n)
          e -= n;
      }
      scratch[k] = sum;
    }
    std::copy(scratch.data(), scratch.data() + n, data);
  }

  void radix2(Cplx *data, bool inverse) {
    // Bit-reversal permutation.
    for (int64_t i = 1, j = 0; i < n; ++i) {
      int64_t bit = n >> 1;
      for (; j & bit; bit >>= 1)
        j ^= bit;
      j ^= bit;
      if (i < j)
        std::swap(data[i], data[j]);
    }
    for (int64_t len = 2; len <= n; len <<= 1) {
      int64_t step = n / len;
      for (int64_t start = 0; start < n; start += len) {
        for (int64_t j = 0; j < len / 2; ++j) {
          Cplx w = twiddle(j * step, inverse);
          Cplx u = data[start + j];
          Cplx v = binop::complexMultiply(data[start + j + len / 2], w);
          data[start + j] = u + v;
          data[start + j + len / 2] = u - v;
        }
      }
    }
  }

  int64_t n;
  ScratchBuffer<Cplx> twiddles;
  ScratchBuffer<Cplx> scratch;
  bool pow2 = false;
};
} // namespace

/// Applies the complex transform along `axis` of the row-major complex
/// buffer `buf` of shape `shape`; `inverse` also scales by 1/n. Fails if
/// its working memory cannot be had.
static LogicalResult transformAxis(ScratchBuffer<Cplx> &buf,
                                   ArrayRef<int64_t> shape, int64_t axis,
                                   bool inverse) {
  int64_t n = shape[axis];
  if (n <= 1 || buf.empty())
    return success();
  int64_t inner = 1;
  for (int64_t d = axis + 1; d < (int64_t)shape.size(); ++d)
    inner *= shape[d];
  int64_t outer = buf.size() / (n * inner);
  Transform1D t(n);
  ScratchBuffer<Cplx> line(n);
  if (!t || !line)
    return failure();
  double scale = inverse ? 1.0 / n : 1.0;
  for (int64_t o = 0; o < outer; ++o) {
    for (int64_t i = 0; i < inner; ++i) {
      Cplx *base = buf.data() + o * n * inner + i;
      for (int64_t j = 0; j < n; ++j)
        line[j] = base[j * inner];
      t.run(line.data(), inverse);
      for (int64_t j = 0; j < n; ++j)
        base[j * inner] = line[j] * scale;
    }
  }
  return success();
}

/// Writes complex<double> values into a tensor of `type` (complex: rounded
/// parts; float: the real parts).
static FailureOr<Tensor> writeResult(ArrayRef<Cplx> values, ShapedType type) {
  return dispatchOnElementType(
      type.getElementType(), [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        using S = typename Tag::StorageType;
        if constexpr (Tag::kind == ElementKind::Complex) {
          using P = typename S::value_type;
          Tensor result(type);
          MutableArrayRef<S> out = result.mutableData<S>();
          for (size_t i = 0; i < values.size(); ++i)
            out[i] = S(static_cast<P>(values[i].real()),
                       static_cast<P>(values[i].imag()));
          return result;
        } else if constexpr (isFloatTag<Tag>) {
          Tensor result(type);
          FloatCodec<Tag> codec(type.getElementType());
          using CT = typename FloatCodec<Tag>::ComputeType;
          MutableArrayRef<S> out = result.mutableData<S>();
          for (size_t i = 0; i < values.size(); ++i)
            out[i] = codec.encode(static_cast<CT>(values[i].real()));
          return result;
        } else {
          return failure();
        }
      });
}

FailureOr<Tensor> mlir::sfold::fftOp(const Tensor &operand, FftKind kind,
                                     ArrayRef<int64_t> fftLength,
                                     ShapedType resultType) {
  int64_t rank = operand.getRank();
  int64_t l = fftLength.size();
  if (l < 1 || l > rank || !resultType.hasStaticShape() ||
      resultType.getRank() != rank)
    return failure();
  Type inElt = operand.getElementType(), outElt = resultType.getElementType();
  bool inComplex = isa<ComplexType>(inElt),
       outComplex = isa<ComplexType>(outElt);
  bool realIn = kind == FftKind::RFFT, realOut = kind == FftKind::IRFFT;
  if (inComplex == realIn || outComplex == realOut ||
      !(isa<FloatType>(inElt) || inComplex) ||
      !(isa<FloatType>(outElt) || outComplex))
    return failure();

  // Shapes: the transformed dims equal fft_length, except the innermost one
  // on the complex side of RFFT/IRFFT, which holds n/2 + 1 values.
  ArrayRef<int64_t> inShape = operand.getShape();
  ArrayRef<int64_t> outShape = resultType.getShape();
  for (int64_t d = 0; d < rank - l; ++d)
    if (inShape[d] != outShape[d])
      return failure();
  for (int64_t i = 0; i < l; ++i) {
    int64_t d = rank - l + i, len = fftLength[i];
    int64_t half = len == 0 ? 0 : len / 2 + 1;
    bool last = i == l - 1;
    int64_t wantIn = (last && kind == FftKind::IRFFT) ? half : len;
    int64_t wantOut = (last && kind == FftKind::RFFT) ? half : len;
    if (len < 0 || inShape[d] != wantIn || outShape[d] != wantOut)
      return failure();
  }
  if (resultType.getNumElements() == 0)
    return Tensor(resultType);

  ScratchBuffer<Cplx> buf;
  if (failed(readAll(operand, buf)))
    return failure();
  // The axes in the spec's order (innermost first for FFT and RFFT), the
  // innermost one left out for IRFFT, which rebuilds it first.
  auto transformAxes = [&](bool inverse, int64_t last) -> LogicalResult {
    for (int64_t i = 0; i < last - (rank - l); ++i) {
      int64_t d = inverse ? rank - l + i : last - 1 - i;
      if (failed(transformAxis(buf, inShape, d, inverse)))
        return failure();
    }
    return success();
  };

  switch (kind) {
  case FftKind::FFT:
  case FftKind::IFFT:
    if (failed(transformAxes(kind == FftKind::IFFT, rank)))
      return failure();
    return writeResult(buf.array(), resultType);
  case FftKind::RFFT: {
    if (failed(transformAxes(/*inverse=*/false, rank)))
      return failure();
    // Keep the first n/2 + 1 values of the innermost axis.
    int64_t n = inShape[rank - 1], half = outShape[rank - 1];
    ScratchBuffer<Cplx> out(resultType.getNumElements());
    if (!out)
      return failure();
    for (int64_t r = 0, e = out.size() / half; r < e; ++r)
      std::copy(buf.data() + r * n, buf.data() + r * n + half,
                out.data() + r * half);
    return writeResult(out.array(), resultType);
  }
  case FftKind::IRFFT: {
    if (failed(transformAxes(/*inverse=*/true, rank - 1)))
      return failure();
    // Rebuild the Hermitian-symmetric innermost axis, then invert it.
    int64_t n = outShape[rank - 1], half = inShape[rank - 1];
    int64_t rows = resultType.getNumElements() / n;
    ScratchBuffer<Cplx> full(rows * n);
    if (!full)
      return failure();
    for (int64_t r = 0; r < rows; ++r) {
      const Cplx *src = buf.data() + r * half;
      Cplx *dst = full.data() + r * n;
      for (int64_t j = 0; j < n; ++j)
        dst[j] = j < half ? src[j] : std::conj(src[n - j]);
    }
    if (failed(transformAxis(full, outShape, rank - 1, /*inverse=*/true)))
      return failure();
    return writeResult(full.array(), resultType);
  }
  }
  return failure();
}

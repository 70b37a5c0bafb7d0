//===- LinalgKernels.h - dot_general, convolution, fft, solvers -*- C++ -*-===//
//
// Kernels of the linear-algebra ops: dot_general, convolution (and
// dynamic_conv, which is convolution with run-time padding), fft, cholesky,
// triangular_solve and the batch_norm_* ops. They are free functions over
// Tensors and plain attribute values; they know nothing of mlir::Operation.
// Each returns failure when its inputs do not satisfy the op's constraints
// (instead of reading out of bounds).
//
// Numerics:
//  * dot_general / convolution convert both operands to the result element
//    type, then multiply and accumulate in it. Integers wrap (two's
//    complement, computed in the unsigned type). bf16, f16, f8 and tf32
//    results are accumulated in `float` and rounded once at the end (as XLA's
//    CPU backend does). i1: multiply is `and`, add is `or`.
//  * fft computes in double precision (complex<double>) for both complex<f32>
//    and complex<f64>, with a radix-2 Cooley-Tukey transform for power-of-two
//    lengths and a direct O(n^2) DFT with exactly reduced twiddle angles
//    otherwise; the relative error is O(log2(n) * 1e-16) resp. O(n * 1e-16)
//    before the final rounding to the result type.
//  * cholesky, triangular_solve and batch_norm_* compute in double (or
//    complex<double>) and round once to the result type.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_LINALGKERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_LINALGKERNELS_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <tuple>

namespace mlir::sfold {

/// dot_general: contracts `lhsContracting` with `rhsContracting`, batched
/// over `lhsBatching`/`rhsBatching`. The result's dimensions are the batch
/// dimensions, then lhs's free dimensions, then rhs's free dimensions.
FailureOr<Tensor> dotGeneralOp(const Tensor &lhs, const Tensor &rhs,
                               ArrayRef<int64_t> lhsBatching,
                               ArrayRef<int64_t> rhsBatching,
                               ArrayRef<int64_t> lhsContracting,
                               ArrayRef<int64_t> rhsContracting,
                               ShapedType resultType);

/// The dimension numbers of a convolution.
struct ConvDimensions {
  int64_t inputBatch = 0;
  int64_t inputFeature = 0;
  SmallVector<int64_t> inputSpatial;
  int64_t kernelInputFeature = 0;
  int64_t kernelOutputFeature = 0;
  SmallVector<int64_t> kernelSpatial;
  int64_t outputBatch = 0;
  int64_t outputFeature = 0;
  SmallVector<int64_t> outputSpatial;
};

/// Window attributes of a convolution; empty arrays take the spec's defaults
/// (strides 1, padding 0, dilations 1, no reversal). `padding` holds
/// (low, high) pairs, one per spatial dimension.
struct ConvWindow {
  SmallVector<int64_t> strides;
  SmallVector<std::pair<int64_t, int64_t>> padding;
  SmallVector<int64_t> lhsDilation;
  SmallVector<int64_t> rhsDilation;
  SmallVector<bool> reversal;
};

/// convolution (also dynamic_conv, with the padding read from its operand).
FailureOr<Tensor> convolutionOp(const Tensor &lhs, const Tensor &rhs,
                                const ConvWindow &window,
                                const ConvDimensions &dims,
                                int64_t featureGroupCount,
                                int64_t batchGroupCount, ShapedType resultType);

/// The kinds of fft.
enum class FftKind { FFT, IFFT, RFFT, IRFFT };

/// fft over the innermost `fftLength.size()` dimensions.
FailureOr<Tensor> fftOp(const Tensor &operand, FftKind kind,
                        ArrayRef<int64_t> fftLength, ShapedType resultType);

/// cholesky of each matrix of the batch `a` (float or complex). A matrix whose
/// factorization meets a non-positive pivot (it is not Hermitian positive
/// definite, where the spec leaves the result undefined) yields all NaN. The
/// opposite triangle of the result is zero.
FailureOr<Tensor> choleskyOp(const Tensor &a, bool lower,
                             ShapedType resultType);

/// How triangular_solve applies `a`.
enum class TransposeKind { NoTranspose, Transpose, Adjoint };

/// triangular_solve: solves op(a) x = b (`leftSide`) or x op(a) = b for each
/// matrix of the batch, reading only the `lower` (or upper) triangle of a.
FailureOr<Tensor> triangularSolveOp(const Tensor &a, const Tensor &b,
                                    bool leftSide, bool lower,
                                    bool unitDiagonal, TransposeKind transpose,
                                    ShapedType resultType);

/// batch_norm_inference. Quantized inputs/result: dequantize, compute,
/// quantize (as the spec says).
FailureOr<Tensor> batchNormInferenceOp(const Tensor &operand,
                                       const Tensor &scale,
                                       const Tensor &offset, const Tensor &mean,
                                       const Tensor &variance, double epsilon,
                                       int64_t featureIndex,
                                       ShapedType resultType);

/// batch_norm_training: (output, batch_mean, batch_var), of the three
/// `resultTypes`.
FailureOr<std::tuple<Tensor, Tensor, Tensor>>
batchNormTrainingOp(const Tensor &operand, const Tensor &scale,
                    const Tensor &offset, double epsilon, int64_t featureIndex,
                    ArrayRef<ShapedType> resultTypes);

/// batch_norm_grad: (grad_operand, grad_scale, grad_offset), of the three
/// `resultTypes`.
FailureOr<std::tuple<Tensor, Tensor, Tensor>>
batchNormGradOp(const Tensor &operand, const Tensor &scale, const Tensor &mean,
                const Tensor &variance, const Tensor &gradOutput,
                double epsilon, int64_t featureIndex,
                ArrayRef<ShapedType> resultTypes);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_LINALGKERNELS_H

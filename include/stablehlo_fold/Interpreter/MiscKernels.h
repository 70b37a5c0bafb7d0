//===- MiscKernels.h - random numbers, collective shuffles -*- C++ -*-===//
//
// Kernels of `rng_bit_generator`, `rng`, and the tensor reshuffling the
// collectives need (gathering parts along a dimension, splitting a tensor
// into equal parts, reading and writing single elements). Like every kernel
// they work on Tensors and plain values only.
//
// rng_bit_generator follows XLA's definition bit for bit:
//  - state[0] is the key; THREE_FRY counts with state[1] (size 2), PHILOX
//    with the 128-bit counter (state[1], state[2]) for size 3, or
//    (low = state[1], high = state[0]) for size 2, keeping only the low word
//    in the output state.
//  - THREE_FRY is Threefry-2x32 with 20 rounds, PHILOX is Philox-4x32 with
//    10 rounds (Salmon et al., SC 2011).
//  - 64-bit elements take one Threefry block (or half a Philox block) each;
//    32-bit elements take one word each (Threefry: the shape is split in two
//    halves along its first even dimension, else its largest one; Philox: the
//    four words of a block go to four consecutive elements); 8- and 16-bit
//    elements take the low bits of the word a 32-bit element would get;
//    narrower types (i4, f4E2M1FN, tf32, ...) the low bits of their storage.
//  - DEFAULT is PHILOX (as XLA on CPU and GPU).
//
// rng (implementation-defined by the spec): deterministic for a given seed;
// the bits come from Philox-4x32 keyed by the seed, one 64-bit value per
// element. UNIFORM integers are `a + bits mod (b - a)`; UNIFORM floats are
// `a + u * (b - a)` for u in [0, 1) with 53 random bits (a rounded value
// that reaches b becomes a); NORMAL uses the Box-Muller transform. An empty
// range (a >= b) gives `a` everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_MISCKERNELS_H
#define STABLEHLO_FOLD_INTERPRETER_MISCKERNELS_H

#include "stablehlo_fold/Interpreter/Tensor.h"

#include <array>
#include <string>

namespace mlir::sfold {

/// The generators of `rng_bit_generator`.
enum class RngBitAlgorithm { Default, ThreeFry, Philox };

/// The results of `rng_bit_generator`.
struct RngBits {
  Tensor outputState;
  Tensor output;
};

/// `rng_bit_generator`: the next state and `outputType`'s worth of random
/// bits from `initialState` (a 1-D ui64 tensor). Fails with a reason in
/// `error` for a state of the wrong type or size, or an output element type
/// that is not an integer or float.
FailureOr<RngBits> rngBitGenerator(RngBitAlgorithm algorithm,
                                   const Tensor &initialState,
                                   RankedTensorType outputType,
                                   std::string &error);

/// `rng` with distribution UNIFORM: values in [a, b) (scalar tensors of the
/// result's element type). Fails for complex element types.
FailureOr<Tensor> rngUniform(const Tensor &a, const Tensor &b,
                             RankedTensorType resultType, uint64_t seed);

/// `rng` with distribution NORMAL: mean `mean`, standard deviation `stddev`
/// (scalar float tensors). Fails for non-float element types.
FailureOr<Tensor> rngNormal(const Tensor &mean, const Tensor &stddev,
                            RankedTensorType resultType, uint64_t seed);

/// Threefry-2x32, 20 rounds, on the counter `x` with key `key`.
std::array<uint32_t, 2> threefry2x32(std::array<uint32_t, 2> x,
                                     std::array<uint32_t, 2> key);

/// Philox-4x32, 10 rounds, on the counter `x` with key `key`.
std::array<uint32_t, 4> philox4x32(std::array<uint32_t, 4> x,
                                   std::array<uint32_t, 2> key);

/// Concatenates `parts` (same element type, same shape but along `dim`)
/// along `dim`. Fails for an empty list or mismatched parts.
FailureOr<Tensor> concatenateParts(ArrayRef<Tensor> parts, int64_t dim);

/// Splits `tensor` into `count` equal parts along `dim`. Fails when the
/// dimension does not divide evenly.
FailureOr<SmallVector<Tensor>> splitIntoParts(const Tensor &tensor,
                                              int64_t count, int64_t dim);

/// Element `linearIndex` of `tensor` as a rank-0 tensor.
Tensor extractScalar(const Tensor &tensor, int64_t linearIndex);

/// Writes the single element of the rank-0 `scalar` (same storage kind as
/// `tensor`) to element `linearIndex` of `tensor`.
void insertScalar(Tensor &tensor, int64_t linearIndex, const Tensor &scalar);

/// A tensor of `type` whose elements are all zero (for quantized types: the
/// zero point, i.e. the quantized zero).
Tensor makeZeroTensor(RankedTensorType type);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_MISCKERNELS_H

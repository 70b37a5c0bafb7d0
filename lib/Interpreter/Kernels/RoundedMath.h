//===- RoundedMath.h - kernels over the correctly rounded functions -------===//
//
// Private to lib/Interpreter/Kernels. The drivers of the transcendental
// elementwise ops (ElementwiseMath.cpp, ChloMath.cpp): real elements go to
// CrMath.h (correctly rounded in the element type for f32 and narrower;
// the double-double value rounded for f64), one type dispatch per op;
// complex (and, for power, integer) elements to a functor of the protocol
// in ElementwiseCommon.h.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ROUNDEDMATH_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ROUNDEDMATH_H

#include "ElementwiseCommon.h"

#include "stablehlo_fold/Interpreter/CrMath.h"

#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <tuple>

namespace mlir::sfold::detail {

/// The rounding parameters of a float element type of at most 32 bits.
inline crmath::Format roundingFormat(Type elementType) {
  const llvm::fltSemantics *sem = getFloatSemantics(elementType);
  if (!sem)
    return crmath::kF32Format;
  return {static_cast<int>(llvm::APFloat::semanticsPrecision(*sem)),
          static_cast<int>(llvm::APFloat::semanticsMinExponent(*sem))};
}

/// Applies the function to float elements through CrMath's array entry
/// points: `narrow(format, out, n, in...)` on float arrays for f32 and the
/// narrow types (decoded to float in chunks and encoded back: the results
/// are exact in float, so encoding does not round again), `wide(out, n,
/// in...)` on double arrays for f64. `Other` handles the other element
/// kinds (through its own flags), or the kernel returns {}.
template <typename Other, typename Narrow, typename Wide,
          typename... Operands>
Tensor roundedKernel(ShapedType resultType, Narrow narrow, Wide wide,
                     const Operands &...operands) {
  Type et = std::get<0>(std::forward_as_tuple(operands...)).getElementType();
  if (!llvm::isa<FloatType>(et)) {
    if constexpr (sizeof...(Operands) == 1)
      return unaryKernel<Other>(operands..., resultType);
    else
      return binaryKernel<Other>(operands..., resultType);
  }
  if (!isValidElementwise({&operands...}, resultType))
    return {};
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  crmath::Format format = roundingFormat(et);
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (!isFloatTag<Tag>) {
      return failure();
    } else {
      T *r = result.mutableData<T>().data();
      if constexpr (std::is_same_v<T, double>) {
        wide(r, n, operands.template data<T>().data()...);
      } else if constexpr (std::is_same_v<T, float>) {
        narrow(format, r, n, operands.template data<T>().data()...);
      } else {
        FloatCodec<Tag> codec(et);
        constexpr int64_t kChunk = 256;
        float in[sizeof...(Operands)][kChunk], out[kChunk];
        for (int64_t start = 0; start < n; start += kChunk) {
          int64_t m = std::min(kChunk, n - start);
          int k = 0;
          for (const T *src : {operands.template data<T>().data()...})
            codec.decode(src + start, in[k++], m);
          if constexpr (sizeof...(Operands) == 1)
            narrow(format, out, m, in[0]);
          else
            narrow(format, out, m, in[0], in[1]);
          codec.encode(out, r + start, m);
        }
      }
      return success();
    }
  });
  if (failed(ok))
    return {};
  return result;
}

/// `roundedKernel` with `eval(format, x...)` (a double, exact in the
/// element type) applied to each element.
template <typename Other, typename Eval, typename... Operands>
Tensor roundedEachKernel(ShapedType resultType, Eval eval,
                         const Operands &...operands) {
  return roundedKernel<Other>(
      resultType,
      [&](crmath::Format format, float *out, int64_t n, const auto *...in) {
        for (int64_t i = 0; i < n; ++i)
          out[i] = static_cast<float>(eval(format, double(in[i])...));
      },
      [&](double *out, int64_t n, const auto *...in) {
        for (int64_t i = 0; i < n; ++i)
          out[i] = eval(crmath::Format{53, -1022}, in[i]...);
      },
      operands...);
}

/// A unary op: correctly rounded reals, `Other` for complex elements.
template <crmath::Unary Fn, typename Other>
Tensor roundedUnaryKernel(const Tensor &operand, ShapedType resultType) {
  return roundedKernel<Other>(
      resultType,
      [](crmath::Format format, float *out, int64_t n, const float *x) {
        crmath::roundedArray(Fn, x, out, n, format);
      },
      [](double *out, int64_t n, const double *x) {
        crmath::f64Array(Fn, x, out, n);
      },
      operand);
}

/// A binary op (pow, atan2): correctly rounded reals, `Other` otherwise.
template <crmath::Binary Fn, typename Other>
Tensor roundedBinaryKernel(const Tensor &lhs, const Tensor &rhs,
                           ShapedType resultType) {
  return roundedKernel<Other>(
      resultType,
      [](crmath::Format format, float *out, int64_t n, const float *x,
         const float *y) { crmath::roundedArray(Fn, x, y, out, n, format); },
      [](double *out, int64_t n, const double *x, const double *y) {
        crmath::f64Array(Fn, x, y, out, n);
      },
      lhs, rhs);
}

} // namespace mlir::sfold::detail

/// Defines `Tensor KERNEL(operand, resultType)` as the correctly rounded
/// crmath::Unary::FN, COMPLEX handling complex elements.
#define SFOLD_ROUNDED_UNARY_KERNEL(KERNEL, FN, COMPLEX)                        \
  Tensor KERNEL(const Tensor &operand, ShapedType resultType) {               \
    return detail::roundedUnaryKernel<crmath::Unary::FN, COMPLEX>(operand,     \
                                                                resultType);   \
  }

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ROUNDEDMATH_H

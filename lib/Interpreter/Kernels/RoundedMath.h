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

/// Applies `eval(format, x...)` (a double) to float elements: f32 and f64
/// directly, the narrow types decoded and encoded (the value is exact in
/// float, so encoding does not round again). `Other` handles the other
/// element kinds (through its own flags), or the kernel returns {}.
template <typename Other, typename Eval, typename... Operands>
Tensor roundedKernel(ShapedType resultType, Eval eval,
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
        for (int64_t i = 0; i < n; ++i)
          r[i] = eval(crmath::Format{53, -1022}, operands.template data<T>()[i]...);
      } else if constexpr (std::is_same_v<T, float>) {
        for (int64_t i = 0; i < n; ++i)
          r[i] = static_cast<float>(
              eval(format, double(operands.template data<T>()[i])...));
      } else {
        FloatCodec<Tag> codec(et);
        for (int64_t i = 0; i < n; ++i)
          r[i] = codec.encode(static_cast<float>(eval(
              format, double(codec.decode(operands.template data<T>()[i]))...)));
      }
      return success();
    }
  });
  if (failed(ok))
    return {};
  return result;
}

/// A unary op: correctly rounded reals, `Other` for complex elements.
template <crmath::Unary Fn, typename Other>
Tensor roundedUnaryKernel(const Tensor &operand, ShapedType resultType) {
  crmath::RoundedFunction narrow = crmath::roundedFunction(Fn);
  crmath::F64Function wide = crmath::f64Function(Fn);
  return roundedKernel<Other>(
      resultType,
      [=](crmath::Format format, double x) {
        return format.precision == 53 ? wide(x) : narrow(x, format, nullptr);
      },
      operand);
}

/// A binary op (pow, atan2): correctly rounded reals, `Other` otherwise.
template <crmath::Binary Fn, typename Other>
Tensor roundedBinaryKernel(const Tensor &lhs, const Tensor &rhs,
                           ShapedType resultType) {
  return roundedKernel<Other>(
      resultType,
      [](crmath::Format format, double x, double y) {
        return format.precision == 53 ? crmath::f64(Fn, x, y)
                                      : crmath::rounded(Fn, x, y, format);
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

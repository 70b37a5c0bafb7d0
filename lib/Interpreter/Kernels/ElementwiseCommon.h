//===- ElementwiseCommon.h - shared pieces of the elementwise kernels -----===//
//
// Private to lib/Interpreter/Kernels. Operand validation and the unary /
// binary drivers: one type dispatch per op, then a typed loop over the raw
// buffers. Each op is a functor (protocol in BinaryOps.h; the binary driver
// applies it through binop::TypedBinaryOp, as the fast paths of the kernels
// with bodies do) with one static function per kind of element:
//   b(uint8_t, ...)  booleans (0/1 bytes)       kBool
//   i(T, ...)        integers in storage type T  kInt (must wrap, no UB)
//   f(F, ...)        float / double              kFloat
//   c(C, ...)        std::complex<float/double>  kComplex
//   bits16(uint16_t) f16 / bf16 bits (unary)     kBits16
// A kind whose flag is false makes the kernel return a null Tensor. Functors
// derive from `NoKinds`, which supplies every flag (false; kWraps, "an
// integer result may need re-extending to a sub-byte width", true) and a
// stub for every function, and override what they support.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Kernels.h"

#include <cmath>
#include <limits>
#include <type_traits>

namespace mlir::sfold::detail {

// The wrapping helpers, IEEE maximum / minimum, the functor protocol and
// the binary functors shared with the fast paths are in BinaryOps.h.
using namespace binop;

//===----------------------------------------------------------------------===//
// Drivers
//===----------------------------------------------------------------------===//

/// `unaryOp` of the kinds ElementwiseMath.cpp defines (ceil, floor, the
/// roundings, sqrt, sign); null for the others.
Tensor roundingOp(UnaryOpKind kind, const Tensor &operand,
                  ShapedType resultType, Tensor *donor);

/// Common checks: non-null, same shape as the result, same element type as
/// each other (and as the result if `sameElementType`), not quantized.
bool isValidElementwise(ArrayRef<const Tensor *> operands,
                        ShapedType resultType, bool sameElementType = true);

/// Where an elementwise kernel writes its result of `type`: over the buffer
/// of `*donor` (Kernels.h) when it holds that buffer alone
/// (Tensor::isUniquelyOwned) and the buffer has the result's storage and
/// size, else into a new tensor. `take()` gives the result, leaving
/// `*donor` null only then: a kernel that returns before leaves it whole.
class ElementwiseResult {
public:
  ElementwiseResult(ShapedType type, Tensor *donor) : type(type) {
    std::optional<StorageKind> kind = getStorageKind(type.getElementType());
    if (donor && donor->isUniquelyOwned() && kind &&
        *kind == donor->getStorageKind() &&
        Tensor::computeSizeInBytes(type) == donor->getSizeInBytes())
      this->donor = donor;
    else
      fresh = Tensor(type);
  }
  explicit operator bool() const { return donor || fresh; }
  /// The result's elements (storage type T), to be written.
  template <typename T> T *data() {
    return reinterpret_cast<T *>(donor ? donor->mutableRawData()
                                       : fresh.mutableRawData());
  }
  Tensor take() {
    if (!donor)
      return std::move(fresh);
    Tensor result(type, donor->getBuffer());
    *donor = Tensor();
    return result;
  }

private:
  ShapedType type;
  Tensor *donor = nullptr;
  Tensor fresh;
};

/// A 0-d operand of a result with dimensions stands for every index (a
/// splat left unexpanded: `binaryOp`).
template <typename Fn>
Tensor binaryKernel(const Tensor &lhs, const Tensor &rhs, ShapedType resultType,
                    Tensor *donor = nullptr) {
  auto ranked = llvm::dyn_cast_if_present<RankedTensorType>(resultType);
  if (!ranked)
    return {};
  auto one = RankedTensorType::get({}, ranked.getElementType());
  bool lhsOne = lhs && lhs.getRank() == 0 && ranked.getRank() != 0;
  bool rhsOne = rhs && rhs.getRank() == 0 && ranked.getRank() != 0;
  if (!isValidElementwise({&lhs}, lhsOne ? one : ranked) ||
      !isValidElementwise({&rhs}, rhsOne ? one : ranked))
    return {};
  ElementwiseResult result(resultType, donor);
  if (!result)
    return {};
  int64_t n = resultType.getNumElements();
  // The result may be written over lhs or rhs (`apply` allows it).
  bool done = visitTypedBinaryOp<Fn>(lhs.getElementType(), [&](auto op) {
    using T = typename decltype(op)::T;
    op.applyBroadcast(lhs.data<T>().data(), lhsOne, rhs.data<T>().data(),
                      rhsOne, result.data<T>(), n);
  });
  if (!done)
    return {};
  return result.take();
}

/// The i1 tensor of `pred(x)` for each element x of a float `operand`,
/// decoded to double (is_finite, chlo's is_inf family); {} for other types.
template <typename Pred>
Tensor floatPredicateKernel(const Tensor &operand, ShapedType resultType,
                            Pred pred) {
  if (!isValidElementwise({&operand}, resultType, /*sameElementType=*/false) ||
      !resultType.getElementType().isInteger(1))
    return {};
  Type et = operand.getElementType();
  Tensor result(resultType);
  if (!result)
    return {};
  int64_t n = result.getNumElements();
  uint8_t *r = result.mutableData<uint8_t>().data();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *a = operand.data<T>().data();
    if constexpr (Tag::kind == ElementKind::Float) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = pred(static_cast<double>(a[i]));
    } else if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i)
        r[i] = pred(static_cast<double>(codec.decode(a[i])));
    } else {
      return failure();
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result;
}

/// Each loop reads element i before writing it: the result may be written
/// over the operand (`donor`, Kernels.h).
template <typename Fn>
Tensor unaryKernel(const Tensor &operand, ShapedType resultType,
                   Tensor *donor = nullptr) {
  if (!isValidElementwise({&operand}, resultType))
    return {};
  Type et = operand.getElementType();
  unsigned width = getElementBitWidth(et);
  ElementwiseResult result(resultType, donor);
  if (!result)
    return {};
  int64_t n = resultType.getNumElements();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    const T *a = operand.data<T>().data();
    T *r = result.data<T>();
    if constexpr (Tag::kind == ElementKind::Bool) {
      if constexpr (!Fn::kBool) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::b(a[i]);
      }
    } else if constexpr (isIntegerTag<Tag> && !Fn::kInt) {
      return failure();
    } else if constexpr (isFloatTag<Tag> && !Fn::kFloat) {
      return failure();
    } else if constexpr (isIntegerTag<Tag>) {
      if (width < 8 * sizeof(T)) {
        for (int64_t i = 0; i < n; ++i)
          r[i] = wrapToWidth(Fn::template i<T>(a[i], width), width);
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::template i<T>(a[i], width);
      }
    } else if constexpr (Tag::kind == ElementKind::Float) {
      for (int64_t i = 0; i < n; ++i)
        r[i] = Fn::f(a[i]);
    } else if constexpr ((Tag::kind == ElementKind::F16 ||
                          Tag::kind == ElementKind::BF16) &&
                         Fn::kBits16) {
      // Sign-bit ops act on the bits: exact, NaN payloads kept.
      for (int64_t i = 0; i < n; ++i)
        r[i] = Fn::bits16(a[i]);
    } else if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(et);
      for (int64_t i = 0; i < n; ++i)
        r[i] = codec.encode(Fn::f(codec.decode(a[i])));
    } else {
      if constexpr (!Fn::kComplex) {
        return failure();
      } else {
        for (int64_t i = 0; i < n; ++i)
          r[i] = Fn::c(a[i]);
      }
    }
    return success();
  });
  if (failed(ok))
    return {};
  return result.take();
}

} // namespace mlir::sfold::detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_ELEMENTWISECOMMON_H

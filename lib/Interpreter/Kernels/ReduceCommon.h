//===- ReduceCommon.h - shared pieces of the body kernels -------*- C++ -*-===//
//
// Private to lib/Interpreter/Kernels: typed comparisons for the fast paths
// of ReductionKernels.h, and helpers for the generic paths (0-d tensors cut
// out of buffers, checked body calls). The binary ops of the fast paths are
// BinaryOps.h's functors, the elementwise kernels' own: a fast path cannot
// disagree with the body it replaces. Float ops on f16 / bf16 / f8 / tf32
// are decoded to float, computed and rounded back after EVERY op.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/ReductionKernels.h"

#include <cmath>
#include <cstring>
#include <type_traits>

namespace mlir::sfold::reduce_detail {

// The binary ops of recognised bodies: binop::visitTypedBinaryOp
// (BinaryOps.h), the functors of the elementwise kernels.
using binop::visitTypedBinaryOp;

//===----------------------------------------------------------------------===//
// Typed comparisons
//===----------------------------------------------------------------------===//

using binop::applyDirection;
using binop::NoCodec;
using binop::totalOrderKey;

/// `compare(dir, a, b, type)` on storage values of Tag: `bool operator()`.
template <typename Tag> struct Comparer {
  using T = typename Tag::StorageType;
  using Codec = std::conditional_t<isFloatTag<Tag>, FloatCodec<Tag>, NoCodec>;
  Comparer(Type elementType, CompareDirection dir, bool totalOrder)
      : codec(elementType), dir(dir), totalOrder(totalOrder) {}
  bool operator()(T a, T b) const {
    if constexpr (isFloatTag<Tag>) {
      auto x = codec.decode(a);
      auto y = codec.decode(b);
      if (totalOrder)
        return applyDirection(dir, totalOrderKey(x), totalOrderKey(y));
      return applyDirection(dir, x, y);
    } else {
      return applyDirection(dir, a, b);
    }
  }
  Codec codec;
  CompareDirection dir;
  bool totalOrder;
};

/// Whether `cmp` is a comparison the fast path implements on `elementType`
/// with the spec's meaning (the compare type matches the element type).
bool supportsFastCompare(Type elementType, const FastCompare &cmp);

/// Calls `visitor(Comparer<Tag>)` if `supportsFastCompare`; else false.
template <typename Visitor>
bool dispatchComparer(Type elementType, const FastCompare &cmp,
                      Visitor &&visitor) {
  if (!supportsFastCompare(elementType, cmp))
    return false;
  bool handled = false;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    if constexpr (Tag::kind != ElementKind::Complex) {
      visitor(Comparer<Tag>(elementType, cmp.direction,
                            cmp.type == CompareType::TotalOrder));
      handled = true;
    }
  });
  return handled;
}

//===----------------------------------------------------------------------===//
// Generic-path helpers
//===----------------------------------------------------------------------===//

/// The 0-d tensor type of `t`'s elements.
inline RankedTensorType scalarTypeOf(const Tensor &t) {
  return RankedTensorType::get({}, t.getElementType());
}

/// A 0-d tensor of `type` holding element `index` of `t`.
inline Tensor scalarAt(const Tensor &t, int64_t index, RankedTensorType type) {
  unsigned bytes = t.getElementStorageBytes();
  return Tensor(type, ArrayRef<char>(t.rawData() + index * bytes, bytes));
}

/// Calls `body` and checks it returned `expected.size()` 0-d tensors of the
/// expected types.
FailureOr<SmallVector<Tensor>> callBody(BodyFn body, ArrayRef<Tensor> args,
                                        ArrayRef<RankedTensorType> expected);

/// Calls a predicate body; checks it returned one tensor<i1>.
FailureOr<bool> callPredicate(BodyFn body, ArrayRef<Tensor> args);

/// Copies the element of 0-d `scalar` into element `index` of `dst`.
inline void storeScalar(Tensor &dst, int64_t index, const Tensor &scalar) {
  unsigned bytes = dst.getElementStorageBytes();
  std::memcpy(dst.mutableRawData() + index * bytes, scalar.rawData(), bytes);
}

/// A valid, non-null tensor of a supported element type.
inline bool isValid(const Tensor &t) { return static_cast<bool>(t); }

/// Checks the window attributes against the input rank and fills defaults;
/// computes the spec's result shape (num_windows). Fails on invalid
/// attributes and on windows too large to walk (more than 2^32 positions,
/// or more than 2^40 positions visited in all).
struct Window {
  SmallVector<int64_t> dims, strides, baseDil, winDil, padLo, padHi;
  SmallVector<int64_t> resultShape;
};
FailureOr<Window> normalizeWindow(const WindowParams &params,
                                  ArrayRef<int64_t> inputShape);

} // namespace mlir::sfold::reduce_detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_REDUCECOMMON_H

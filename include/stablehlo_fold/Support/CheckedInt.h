//===- CheckedInt.h - sizes and indices narrowed and combined, checked -*- C++ -*-===//
//
// The one place where a size, an index or a shape value (an int64_t) becomes
// an element of a narrower integer type, and where shape arithmetic on values
// read from the IR is done: every function here says "does not fit" (nullopt)
// instead of wrapping, so a fold declines and a verifier reports. Header-only
// and over MLIR's builtin types alone, so the dialect, the kernels, the
// folders and the passes share it without a library dependency.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_SUPPORT_CHECKEDINT_H
#define STABLEHLO_FOLD_SUPPORT_CHECKEDINT_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APInt.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <cstdint>
#include <optional>

namespace mlir::sfold {

/// Whether `value` is an element of an integer type of `width` bits: signless
/// and signed types hold [-2^(width-1), 2^(width-1)), unsigned ones [0,
/// 2^width), and i1 (a boolean) {0, 1}.
inline bool fitsInteger(int64_t value, unsigned width, bool isUnsigned) {
  if (width == 0)
    return false;
  if (width == 1)
    return value == 0 || value == 1;
  if (isUnsigned)
    return value >= 0 && (width >= 64 || value < (int64_t(1) << width));
  if (width >= 64)
    return true;
  int64_t bound = int64_t(1) << (width - 1);
  return value >= -bound && value < bound;
}

/// `value` as an element of the integer or index type `elementType` (see
/// `fitsInteger`; index is 64-bit), or nullopt when it does not fit or the
/// type is not an integer type.
inline std::optional<llvm::APInt> toIntegerElement(int64_t value,
                                                   Type elementType) {
  if (llvm::isa<IndexType>(elementType))
    return llvm::APInt(64, static_cast<uint64_t>(value), /*isSigned=*/true);
  auto intType = llvm::dyn_cast<IntegerType>(elementType);
  if (!intType ||
      !fitsInteger(value, intType.getWidth(), intType.isUnsigned()))
    return std::nullopt;
  // i1 holds 0 or 1, read unsigned.
  return llvm::APInt(intType.getWidth(), static_cast<uint64_t>(value),
                     /*isSigned=*/!intType.isUnsigned() &&
                         intType.getWidth() > 1);
}

/// A splat of `value` with the integer or index element type of `type`; null
/// when the value does not fit (`toIntegerElement`).
inline DenseElementsAttr getIntegerSplat(ShapedType type, int64_t value) {
  std::optional<llvm::APInt> element =
      toIntegerElement(value, type.getElementType());
  if (!element)
    return {};
  return DenseElementsAttr::get(type, *element);
}

/// The size of a dimension of `size` elements padded by `low` and `high`
/// (either may be negative) and `interior` (>= 0) between elements: `size +
/// low + high + max(size - 1, 0) * interior`, which the caller checks for
/// being negative; nullopt when a step overflows int64.
inline std::optional<int64_t> checkedPaddedSize(int64_t size, int64_t low,
                                                int64_t high,
                                                int64_t interior) {
  std::optional<int64_t> inner =
      llvm::checkedMul(size > 0 ? size - 1 : 0, interior);
  std::optional<int64_t> edges = llvm::checkedAdd(low, high);
  std::optional<int64_t> withEdges =
      edges ? llvm::checkedAdd(*edges, size) : std::nullopt;
  return inner && withEdges ? llvm::checkedAdd(*withEdges, *inner)
                            : std::nullopt;
}

/// The size of the slice [start, limit) taken every `stride` elements;
/// nullopt when stride is not positive, limit < start, or limit - start
/// overflows int64.
inline std::optional<int64_t> checkedSliceSize(int64_t start, int64_t limit,
                                               int64_t stride) {
  if (stride <= 0 || limit < start)
    return std::nullopt;
  std::optional<int64_t> extent = llvm::checkedSub(limit, start);
  if (!extent)
    return std::nullopt;
  return *extent / stride + (*extent % stride != 0 ? 1 : 0);
}

/// The number of elements of a tensor of `shape` (sizes >= 0); nullopt when
/// a size is negative (dynamic included) or the product overflows int64.
inline std::optional<int64_t> checkedElementCount(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t size : shape) {
    std::optional<int64_t> product =
        size < 0 ? std::nullopt : llvm::checkedMul(count, size);
    if (!product)
      return std::nullopt;
    count = *product;
  }
  return count;
}

/// The product of the static sizes of `shape` (dynamic ones skipped); nullopt
/// when a static size is negative or the product overflows int64.
inline std::optional<int64_t>
checkedStaticElementCount(ArrayRef<int64_t> shape) {
  llvm::SmallVector<int64_t> sizes;
  for (int64_t size : shape)
    if (!ShapedType::isDynamic(size))
      sizes.push_back(size);
  return checkedElementCount(sizes);
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_SUPPORT_CHECKEDINT_H

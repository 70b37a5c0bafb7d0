//===- ElementTypes.h - Element storage kinds and type dispatch -*- C++ -*-===//
//
// The interpreter stores every element in its natural C++ storage type (see
// Tensor.h for the table). This header names those storage kinds and provides
// `dispatchOnElementType`, which maps an MLIR element type to a tag carrying
// the storage type ONCE, so that a kernel can run a typed loop over raw
// buffers instead of switching on the type per element.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_ELEMENTTYPES_H
#define STABLEHLO_FOLD_INTERPRETER_ELEMENTTYPES_H

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/APFloat.h"

#include <complex>
#include <cstdint>
#include <optional>
#include <type_traits>

namespace mlir::sfold {

/// How the elements of a kind are computed with.
enum class ElementKind : uint8_t {
  Bool,        ///< i1, stored as uint8_t 0/1.
  SignedInt,   ///< si2..si64 (signless iN in MLIR); sub-byte sign-extended.
  UnsignedInt, ///< ui2..ui64; sub-byte zero-extended.
  Float,       ///< f32 / f64: native float / double.
  F16,         ///< f16 bits in uint16_t.
  BF16,        ///< bf16 bits in uint16_t.
  NarrowFloat, ///< f4/f6/f8 bits in uint8_t, tf32 bits in uint32_t.
  Complex,     ///< complex<f32> / complex<f64>: std::complex<float/double>.
};

/// The tag handed to a `dispatchOnElementType` visitor.
template <typename StorageT, ElementKind Kind>
struct ElementTag {
  using StorageType = StorageT;
  static constexpr ElementKind kind = Kind;
};

using BoolTag = ElementTag<uint8_t, ElementKind::Bool>;
template <typename T>
using SIntTag = ElementTag<T, ElementKind::SignedInt>;
template <typename T>
using UIntTag = ElementTag<T, ElementKind::UnsignedInt>;
using F16Tag = ElementTag<uint16_t, ElementKind::F16>;
using BF16Tag = ElementTag<uint16_t, ElementKind::BF16>;
using Narrow8Tag = ElementTag<uint8_t, ElementKind::NarrowFloat>;
using TF32Tag = ElementTag<uint32_t, ElementKind::NarrowFloat>;
using F32Tag = ElementTag<float, ElementKind::Float>;
using F64Tag = ElementTag<double, ElementKind::Float>;
using C64Tag = ElementTag<std::complex<float>, ElementKind::Complex>;
using C128Tag = ElementTag<std::complex<double>, ElementKind::Complex>;

template <typename Tag>
inline constexpr bool isIntegerTag = Tag::kind == ElementKind::SignedInt ||
                                     Tag::kind == ElementKind::UnsignedInt;
/// Any real floating-point kind (native or bit-stored).
template <typename Tag>
inline constexpr bool isFloatTag =
    Tag::kind == ElementKind::Float || Tag::kind == ElementKind::F16 ||
    Tag::kind == ElementKind::BF16 || Tag::kind == ElementKind::NarrowFloat;

/// One enumerator per distinct storage (what `dispatchOnElementType` switches
/// on).
enum class StorageKind : uint8_t {
  Bool,
  I8,
  I16,
  I32,
  I64,
  U8,
  U16,
  U32,
  U64,
  F16,
  BF16,
  Narrow8,
  TF32,
  F32,
  F64,
  C64,
  C128,
};

/// The storage kind of an element type of the spec (quantized types map to
/// their storage integer), or nullopt for anything else (index, i3, f80, ...).
std::optional<StorageKind> getStorageKind(Type elementType);

/// Bytes per element of a storage kind.
unsigned getStorageBytes(StorageKind kind);

/// True if `elementType` is one the interpreter can hold.
inline bool isSupportedElementType(Type elementType) {
  return getStorageKind(elementType).has_value();
}

/// For a quantized type, its storage integer type with the quantized type's
/// signedness made explicit (`iN` if signed, `uiN` if not); any other type is
/// returned unchanged.
Type getStorageElementType(Type elementType);

/// The integer type used in a DenseElementsAttr holding elements of a
/// quantized type (`QuantizedType::getStorageType()`); any other type is
/// returned unchanged.
Type getAttrElementType(Type elementType);

/// Logical bit width of an integer, boolean or float element (quantized:
/// storage width; complex: width of one part); 0 for unsupported types.
unsigned getElementBitWidth(Type elementType);

/// APFloat semantics of a float type (the part type for complex), or null.
const llvm::fltSemantics *getFloatSemantics(Type elementType);

namespace detail {
template <typename R>
struct DispatchResult {
  using type = FailureOr<R>;
};
template <>
struct DispatchResult<void> {
  using type = LogicalResult;
};
template <>
struct DispatchResult<LogicalResult> {
  using type = LogicalResult;
};
template <typename T>
struct DispatchResult<FailureOr<T>> {
  using type = FailureOr<T>;
};
} // namespace detail

/// Calls `visitor(Tag{})` once, with the tag of the storage of `elementType`
/// (see ElementTag). Returns what the visitor returns, wrapped: a visitor
/// returning void gives LogicalResult, one returning R gives FailureOr<R>
/// (LogicalResult / FailureOr<T> are passed through). An unsupported type
/// gives failure() without calling the visitor. All tags must produce the same
/// return type.
template <typename Visitor>
auto dispatchOnElementType(Type elementType, Visitor &&visitor) ->
    typename detail::DispatchResult<decltype(visitor(BoolTag{}))>::type {
  using R = decltype(visitor(BoolTag{}));
  using Result = typename detail::DispatchResult<R>::type;
  std::optional<StorageKind> kind = getStorageKind(elementType);
  if (!kind)
    return Result(failure());
  auto call = [&](auto tag) -> Result {
    if constexpr (std::is_void_v<R>) {
      visitor(tag);
      return success();
    } else {
      return visitor(tag);
    }
  };
  switch (*kind) {
  case StorageKind::Bool:
    return call(BoolTag{});
  case StorageKind::I8:
    return call(SIntTag<int8_t>{});
  case StorageKind::I16:
    return call(SIntTag<int16_t>{});
  case StorageKind::I32:
    return call(SIntTag<int32_t>{});
  case StorageKind::I64:
    return call(SIntTag<int64_t>{});
  case StorageKind::U8:
    return call(UIntTag<uint8_t>{});
  case StorageKind::U16:
    return call(UIntTag<uint16_t>{});
  case StorageKind::U32:
    return call(UIntTag<uint32_t>{});
  case StorageKind::U64:
    return call(UIntTag<uint64_t>{});
  case StorageKind::F16:
    return call(F16Tag{});
  case StorageKind::BF16:
    return call(BF16Tag{});
  case StorageKind::Narrow8:
    return call(Narrow8Tag{});
  case StorageKind::TF32:
    return call(TF32Tag{});
  case StorageKind::F32:
    return call(F32Tag{});
  case StorageKind::F64:
    return call(F64Tag{});
  case StorageKind::C64:
    return call(C64Tag{});
  case StorageKind::C128:
    return call(C128Tag{});
  }
  return Result(failure());
}

/// Wraps an integer held in storage type T to `bits` bits (sign-extending for
/// signed T, zero-extending for unsigned T). For bits == 8*sizeof(T) this is
/// the identity. Used by kernels on sub-byte (i2/i4/ui2/ui4) elements.
template <typename T>
inline T wrapToWidth(T value, unsigned bits) {
  using U = std::make_unsigned_t<T>;
  constexpr unsigned full = 8 * sizeof(T);
  if (bits >= full)
    return value;
  unsigned shift = full - bits;
  if constexpr (std::is_signed_v<T>)
    return static_cast<T>(static_cast<T>(static_cast<U>(value) << shift) >>
                          shift);
  else
    return static_cast<T>(static_cast<U>(value << shift) >> shift);
}

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_ELEMENTTYPES_H

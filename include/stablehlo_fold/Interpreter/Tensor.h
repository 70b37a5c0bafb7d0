//===- Tensor.h - The interpreter's tensor value ----------------*- C++ -*-===//
//
// A `Tensor` is an element type, a static shape and a reference-counted,
// contiguous byte buffer holding the elements in major-to-minor (row-major)
// order. Copying a Tensor shares the buffer; `clone()` copies it.
//
// Element storage (one element per slot, little-endian, no padding):
//
//   element type                      C++ storage       notes
//   --------------------------------  ----------------  ----------------------
//   i1                                uint8_t           0 or 1
//   si2, si4 (signless i2, i4)        int8_t            sign-extended
//   si8 / si16 / si32 / si64          int8/16/32/64_t
//   ui2, ui4                          uint8_t           zero-extended
//   ui8 / ui16 / ui32 / ui64          uint8/16/32/64_t
//   f16, bf16                         uint16_t          bit pattern
//   f8E*, f6E*, f4E2M1FN              uint8_t           bit pattern in the low
//                                                       bits, upper bits zero
//   tf32                              uint32_t          bit pattern, low 19 bits
//   f32 / f64                         float / double
//   complex<f32> / complex<f64>       std::complex<float / double>
//   !quant.uniform<iN/uN:...>         as iN / uiN       the storage integers
//
// ElementTypes.h maps types to these storage kinds (`dispatchOnElementType`),
// FloatConversions.h converts bit-stored floats to and from `float`.
//
// Read access (`data<T>()`) never copies. Write access (`mutableData<T>()`,
// `set`) first makes the buffer private (copy-on-write) when it is shared
// with another Tensor or borrowed from an attribute, so a Tensor behaves as a
// value: writing through one copy is never seen through another.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_INTERPRETER_TENSOR_H
#define STABLEHLO_FOLD_INTERPRETER_TENSOR_H

#include "stablehlo_fold/Interpreter/Element.h"
#include "stablehlo_fold/Interpreter/ElementTypes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/SmallVector.h"

#include <cassert>
#include <memory>
#include <optional>

namespace mlir::sfold {

namespace detail {
/// The shared byte buffer of a Tensor: either owned (8-byte aligned heap
/// memory) or borrowed (read-only memory owned by someone else, e.g. the raw
/// data of a DenseElementsAttr, which lives as long as its MLIRContext).
class TensorBuffer {
public:
  static std::shared_ptr<TensorBuffer> allocate(size_t size);
  static std::shared_ptr<TensorBuffer> borrow(const char *data, size_t size);
  ~TensorBuffer();
  TensorBuffer(const TensorBuffer &) = delete;
  TensorBuffer &operator=(const TensorBuffer &) = delete;

  const char *data() const { return ptr; }
  char *mutableData() {
    assert(owned && "writing to a borrowed buffer");
    return const_cast<char *>(ptr);
  }
  size_t size() const { return bytes; }
  bool isOwned() const { return owned; }

private:
  TensorBuffer(const char *ptr, size_t bytes, bool owned)
      : ptr(ptr), bytes(bytes), owned(owned) {}
  const char *ptr;
  size_t bytes;
  bool owned;
};
} // namespace detail

class Tensor {
public:
  /// A null tensor (no type, no buffer).
  Tensor() = default;

  /// A zero-filled tensor of `type` (zero bits: 0, false, +0.0 for every
  /// float format except f8E8M0FNU, where 0x00 is 2^-127). The result is a
  /// null tensor (test with `operator bool`) if `type` is not supported (see
  /// `isSupportedType`), its byte size overflows, or the memory cannot be
  /// allocated; nothing here is fatal. Large zero buffers are not touched.
  explicit Tensor(ShapedType type);

  /// A tensor of `type` holding a copy of `data`, which must be exactly
  /// `getSizeInBytes()` bytes of the storage format above (null as above).
  Tensor(ShapedType type, ArrayRef<char> data);

  /// A tensor of `type` whose buffer is `buffer` (shared, not copied); null
  /// if the buffer's size does not match the type.
  Tensor(ShapedType type, std::shared_ptr<detail::TensorBuffer> buffer);

  /// Bytes a tensor of `type` takes, or nullopt if `type` is not supported
  /// or the size overflows. Callers with a memory budget check this first.
  static std::optional<size_t> computeSizeInBytes(ShapedType type);

  /// Typed constructor: copies `values` (T must be the storage type).
  template <typename T>
  static Tensor fromValues(ShapedType type, ArrayRef<T> values) {
    return Tensor(type, ArrayRef<char>(reinterpret_cast<const char *>(
                                           values.data()),
                                       values.size() * sizeof(T)));
  }

  /// A tensor of `type` with every element `value` (see `set`).
  static Tensor splat(ShapedType type, const Element &value);

  /// Whether a Tensor can be made of `type`: static shape, element type of
  /// the spec (or a quantized type with one of its integer storage types).
  static bool isSupportedType(ShapedType type);

  explicit operator bool() const { return static_cast<bool>(type); }

  RankedTensorType getType() const { return type; }
  Type getElementType() const { return type.getElementType(); }
  ArrayRef<int64_t> getShape() const { return type.getShape(); }
  int64_t getRank() const { return type.getRank(); }
  int64_t getNumElements() const { return numElements; }
  StorageKind getStorageKind() const { return kind; }
  /// Bytes per element in the buffer.
  unsigned getElementStorageBytes() const { return elementBytes; }
  /// Bytes of the whole buffer.
  size_t getSizeInBytes() const {
    return static_cast<size_t>(numElements) * elementBytes;
  }

  /// Raw read access. T must be the storage type of the element type.
  template <typename T>
  ArrayRef<T> data() const {
    assert(sizeof(T) == elementBytes && "wrong storage type");
    return ArrayRef<T>(reinterpret_cast<const T *>(rawData()), numElements);
  }
  const char *rawData() const { return buffer ? buffer->data() : nullptr; }
  ArrayRef<char> getRawBytes() const {
    return ArrayRef<char>(rawData(), getSizeInBytes());
  }

  /// Raw write access; copies the buffer first unless uniquely owned.
  template <typename T>
  MutableArrayRef<T> mutableData() {
    assert(sizeof(T) == elementBytes && "wrong storage type");
    return MutableArrayRef<T>(reinterpret_cast<T *>(mutableRawData()),
                              numElements);
  }
  char *mutableRawData();

  /// True if no other Tensor shares the buffer and the buffer is owned (not
  /// borrowed from an attribute): writing to it in place is safe.
  bool isUniquelyOwned() const {
    return buffer && buffer.use_count() == 1 && buffer->isOwned();
  }
  /// True if both tensors share one buffer.
  bool sharesBufferWith(const Tensor &other) const {
    return buffer && buffer == other.buffer;
  }
  const std::shared_ptr<detail::TensorBuffer> &getBuffer() const {
    return buffer;
  }

  /// Same type and the same bytes (bit-for-bit: distinguishes -0.0 from
  /// +0.0, NaN payloads count).
  bool isBitwiseEqual(const Tensor &other) const;

  /// A deep copy with a fresh, uniquely owned buffer.
  Tensor clone() const;

  /// The linear index of the first element whose storage breaks the table
  /// above (i1 other than 0 or 1, a sub-byte integer not sign- or
  /// zero-extended, a narrow float or tf32 with bits set above its width),
  /// or nullopt if every element is well formed. Kernels assume well-formed
  /// storage: bytes from outside (a .npy file, a C API caller) are checked
  /// with this first.
  std::optional<int64_t> findMalformedElement() const;

  /// The same buffer viewed with another type of the same storage kind and
  /// element count (e.g. reshape, or quantized <-> storage integer type).
  FailureOr<Tensor> withType(ShapedType newType) const;

  /// Slow, readable element access (one type dispatch per call).
  Element get(ArrayRef<int64_t> index) const;
  Element getFlat(int64_t linearIndex) const;
  /// `value` must have this tensor's element type (for quantized tensors:
  /// the storage integer type, see getStorageElementType).
  void set(ArrayRef<int64_t> index, const Element &value);
  void setFlat(int64_t linearIndex, const Element &value);

  /// Row-major linear index of `index` (which must be in bounds).
  int64_t linearize(ArrayRef<int64_t> index) const;

  void print(raw_ostream &os) const;

private:
  RankedTensorType type;
  std::shared_ptr<detail::TensorBuffer> buffer;
  int64_t numElements = 0;
  unsigned elementBytes = 0;
  StorageKind kind = StorageKind::U8;
};

inline raw_ostream &operator<<(raw_ostream &os, const Tensor &t) {
  t.print(os);
  return os;
}

/// Iterates over all indices of a shape in row-major order (the last
/// dimension varies fastest). A rank-0 shape has one (empty) index; a shape
/// with a zero dimension has none.
class IndexSpaceIterator {
public:
  using iterator_category = std::forward_iterator_tag;
  using value_type = ArrayRef<int64_t>;
  using difference_type = std::ptrdiff_t;
  using pointer = const ArrayRef<int64_t> *;
  using reference = ArrayRef<int64_t>;

  /// Iterator at the first index of `shape` (or the end if it is empty).
  IndexSpaceIterator(ArrayRef<int64_t> shape, bool atEnd = false);

  ArrayRef<int64_t> operator*() const { return index; }
  IndexSpaceIterator &operator++();
  bool operator==(const IndexSpaceIterator &other) const {
    return done == other.done && (done || index == other.index);
  }
  bool operator!=(const IndexSpaceIterator &other) const {
    return !(*this == other);
  }

private:
  SmallVector<int64_t> shape;
  SmallVector<int64_t> index;
  bool done;
};

/// Range over the indices of a shape: `for (ArrayRef<int64_t> i :
/// indexSpace(shape))`.
inline llvm::iterator_range<IndexSpaceIterator>
indexSpace(ArrayRef<int64_t> shape) {
  return {IndexSpaceIterator(shape), IndexSpaceIterator(shape, true)};
}

/// Row-major strides of a shape (in elements).
SmallVector<int64_t> computeStrides(ArrayRef<int64_t> shape);

} // namespace mlir::sfold

#endif // STABLEHLO_FOLD_INTERPRETER_TENSOR_H

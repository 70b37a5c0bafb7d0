//===- Tensor.cpp - The interpreter's tensor value ------------------------===//

#include "stablehlo_fold/Interpreter/Tensor.h"

#include "stablehlo_fold/Interpreter/Budget.h"

#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <new>

namespace mlir::sfold {

using llvm::APFloat;
using llvm::APInt;

//===----------------------------------------------------------------------===//
// TensorBuffer
//===----------------------------------------------------------------------===//

namespace {
/// Small tensors (scalars, loop counters, shapes) are the most frequent
/// values of an interpreted program: their buffer and its shared_ptr control
/// block come from per-thread free lists of fixed-size blocks instead of
/// three heap allocations per tensor. A block freed on another thread joins
/// that thread's list.
class BlockPool {
public:
  static constexpr size_t kBlockSize = 128;
  static void *get() {
    static thread_local Cleanup cleanup; // frees the list at thread exit
    cleanup.touch();
    if (Node *n = state.head) {
      state.head = n->next;
      --state.count;
      return n;
    }
    return std::malloc(kBlockSize);
  }
  static void put(void *p) {
    // After the thread's cleanup (a tensor destroyed by a later destructor)
    // blocks go straight back to malloc.
    if (state.dead || state.count >= kMaxCached) {
      std::free(p);
      return;
    }
    Node *n = static_cast<Node *>(p);
    n->next = state.head;
    state.head = n;
    ++state.count;
  }

private:
  struct Node {
    Node *next;
  };
  /// Plain data, valid for the whole life of the thread.
  struct State {
    Node *head;
    size_t count;
    bool dead;
  };
  struct Cleanup {
    void touch() {}
    ~Cleanup() {
      while (Node *n = state.head) {
        state.head = n->next;
        std::free(n);
      }
      state.count = 0;
      state.dead = true;
    }
  };
  static constexpr size_t kMaxCached = 4096;
  static thread_local State state;
};
thread_local BlockPool::State BlockPool::state = {nullptr, 0, false};

/// The shared_ptr control block's allocator: pool blocks.
template <typename T> struct PoolAllocator {
  using value_type = T;
  PoolAllocator() = default;
  template <typename U> PoolAllocator(const PoolAllocator<U> &) {}
  T *allocate(size_t n) {
    static_assert(sizeof(T) <= BlockPool::kBlockSize, "block too small");
    assert(n == 1 && "one control block at a time");
    (void)n;
    void *p = BlockPool::get();
    if (!p) // as std::allocator's failure: 128 bytes are not there
      llvm::report_bad_alloc_error("out of memory for a tensor");
    return static_cast<T *>(p);
  }
  void deallocate(T *p, size_t) { BlockPool::put(p); }
  template <typename U> bool operator==(const PoolAllocator<U> &) const {
    return true;
  }
  template <typename U> bool operator!=(const PoolAllocator<U> &) const {
    return false;
  }
};

/// Where a pooled buffer's bytes start in its block (16-byte aligned, after
/// the TensorBuffer).
constexpr size_t kInlineOffset = 32;

/// Under AddressSanitizer every buffer comes from malloc, so that a use after
/// free of a small tensor is still caught.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kPoolSmallBuffers = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kPoolSmallBuffers = false;
#else
constexpr bool kPoolSmallBuffers = true;
#endif
#else
constexpr bool kPoolSmallBuffers = true;
#endif
} // namespace

namespace detail {
std::shared_ptr<TensorBuffer> TensorBuffer::allocate(size_t size) {
  static_assert(sizeof(TensorBuffer) <= kInlineOffset, "header too large");
  // Over the thread's allocation limit (an evaluation's memory budget) is
  // refused as if the memory were not there; either way it is recorded, for
  // the evaluator's error message.
  if (size > getAllocationLimit()) {
    recordAllocationFailure({ShapedType(), size, /*overLimit=*/true});
    return nullptr;
  }
  if (kPoolSmallBuffers && size <= BlockPool::kBlockSize - kInlineOffset) {
    // One pool block holds the TensorBuffer and its bytes (zeroed, as
    // calloc's); another the control block. The deleter returns the block
    // without running ~TensorBuffer, which would free the inline bytes.
    if (char *block = static_cast<char *>(BlockPool::get())) {
      std::memset(block + kInlineOffset, 0, size);
      auto *buffer = new (block)
          TensorBuffer(block + kInlineOffset, size, /*owned=*/true);
      return std::shared_ptr<TensorBuffer>(
          buffer, [](TensorBuffer *b) { BlockPool::put(b); },
          PoolAllocator<TensorBuffer>());
    }
  }
  // calloc: zeroed (lazily, by the OS, for large sizes), aligned for any
  // storage type (malloc's alignment is 16 on every target we build for), and
  // null rather than fatal when the memory is not there.
  static_assert(alignof(std::max_align_t) >= alignof(std::complex<double>),
                "calloc must align every storage type");
  void *mem = std::calloc(size ? size : 1, 1);
  if (!mem) {
    recordAllocationFailure({ShapedType(), size, /*overLimit=*/false});
    return nullptr;
  }
  return std::shared_ptr<TensorBuffer>(
      new TensorBuffer(static_cast<const char *>(mem), size, /*owned=*/true));
}

std::shared_ptr<TensorBuffer> TensorBuffer::borrow(const char *data,
                                                   size_t size) {
  return std::shared_ptr<TensorBuffer>(
      new TensorBuffer(data, size, /*owned=*/false));
}

TensorBuffer::~TensorBuffer() {
  if (owned)
    std::free(const_cast<char *>(ptr));
}
} // namespace detail

//===----------------------------------------------------------------------===//
// Tensor
//===----------------------------------------------------------------------===//

static RankedTensorType toRankedType(ShapedType type) {
  if (auto rt = llvm::dyn_cast<RankedTensorType>(type);
      rt && !rt.getEncoding())
    return rt;
  return RankedTensorType::get(type.getShape(), type.getElementType());
}

bool Tensor::isSupportedType(ShapedType type) {
  return type && type.hasStaticShape() &&
         isSupportedElementType(type.getElementType());
}

std::optional<size_t> Tensor::computeSizeInBytes(ShapedType type) {
  if (!type || !type.hasStaticShape())
    return std::nullopt;
  std::optional<StorageKind> kind =
      sfold::getStorageKind(type.getElementType());
  if (!kind)
    return std::nullopt;
  int64_t bytes = getStorageBytes(*kind);
  for (int64_t dim : type.getShape())
    if (dim < 0 || llvm::MulOverflow(bytes, dim, bytes))
      return std::nullopt;
  return static_cast<size_t>(bytes);
}

Tensor::Tensor(ShapedType shapedType, std::shared_ptr<detail::TensorBuffer> buf)
    : buffer(std::move(buf)) {
  std::optional<size_t> size = computeSizeInBytes(shapedType);
  if (!size || !buffer || buffer->size() != *size) {
    buffer = nullptr; // A null tensor.
    return;
  }
  type = toRankedType(shapedType);
  kind = *sfold::getStorageKind(type.getElementType());
  elementBytes = getStorageBytes(kind);
  numElements = static_cast<int64_t>(*size / elementBytes);
}

Tensor::Tensor(ShapedType shapedType) {
  // computeSizeInBytes and the buffer constructor in one pass (this makes
  // every kernel's result).
  // Kernels make their results of a RankedTensorType: no interface calls.
  auto ranked = llvm::dyn_cast_if_present<RankedTensorType>(shapedType);
  if (!ranked && (!shapedType || !shapedType.hasRank()))
    return;
  ArrayRef<int64_t> shape =
      ranked ? ranked.getShape() : shapedType.getShape();
  Type elementType =
      ranked ? ranked.getElementType() : shapedType.getElementType();
  std::optional<StorageKind> storage = sfold::getStorageKind(elementType);
  if (!storage)
    return;
  unsigned perElement = getStorageBytes(*storage);
  int64_t bytes = perElement;
  for (int64_t dim : shape)
    if (dim < 0 || llvm::MulOverflow(bytes, dim, bytes))
      return;
  buffer = detail::TensorBuffer::allocate(static_cast<size_t>(bytes));
  if (!buffer) {
    recordAllocationFailure({shapedType, static_cast<uint64_t>(bytes), false});
    return;
  }
  type = ranked && !ranked.getEncoding() ? ranked : toRankedType(shapedType);
  kind = *storage;
  elementBytes = perElement;
  numElements = bytes / perElement;
}

Tensor::Tensor(ShapedType shapedType, ArrayRef<char> bytes)
    : Tensor(shapedType) {
  if (!buffer)
    return;
  assert(bytes.size() == getSizeInBytes() && "wrong number of bytes");
  // An empty tensor's bytes may have no address (memcpy's arguments must).
  if (size_t n = std::min(bytes.size(), getSizeInBytes()))
    std::memcpy(buffer->mutableData(), bytes.data(), n);
}

Tensor Tensor::splat(ShapedType shapedType, const Element &value) {
  Tensor t(shapedType);
  if (!t || t.numElements == 0)
    return t;
  t.setFlat(0, value);
  char *data = t.mutableRawData();
  size_t total = t.getSizeInBytes();
  for (size_t done = t.elementBytes; done < total;) {
    size_t chunk = std::min(done, total - done);
    std::memcpy(data + done, data, chunk);
    done += chunk;
  }
  return t;
}

bool Tensor::isBitwiseEqual(const Tensor &other) const {
  if (type != other.type)
    return false;
  if (!type || rawData() == other.rawData())
    return true;
  return std::memcmp(rawData(), other.rawData(), getSizeInBytes()) == 0;
}

char *Tensor::mutableRawData() {
  if (!buffer)
    return nullptr;
  if (!isUniquelyOwned())
    *this = clone();
  return buffer->mutableData();
}

Tensor Tensor::clone() const {
  if (!type)
    return Tensor();
  Tensor copy(type);
  if (copy && getSizeInBytes())
    std::memcpy(copy.buffer->mutableData(), rawData(), getSizeInBytes());
  return copy;
}

std::optional<int64_t> Tensor::findMalformedElement() const {
  if (!*this)
    return std::nullopt;
  unsigned bits = getElementBitWidth(getElementType());
  std::optional<int64_t> found;
  (void)dispatchOnElementType(getElementType(), [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (Tag::kind == ElementKind::Bool) {
      ArrayRef<T> values = data<T>();
      for (int64_t i = 0; i < numElements; ++i)
        if (values[i] > 1) {
          found = i;
          return;
        }
    } else if constexpr (isIntegerTag<Tag> ||
                         Tag::kind == ElementKind::NarrowFloat) {
      if (bits >= 8 * sizeof(T))
        return;
      ArrayRef<T> values = data<T>();
      for (int64_t i = 0; i < numElements; ++i) {
        bool ok;
        if constexpr (isIntegerTag<Tag>)
          ok = wrapToWidth(values[i], bits) == values[i];
        else
          ok = (values[i] >> bits) == 0;
        if (!ok) {
          found = i;
          return;
        }
      }
    }
  });
  return found;
}

FailureOr<Tensor> Tensor::withType(ShapedType newType) const {
  if (!newType || !newType.hasStaticShape() ||
      newType.getNumElements() != numElements ||
      sfold::getStorageKind(newType.getElementType()) != std::optional(kind))
    return failure();
  return Tensor(newType, buffer);
}

int64_t Tensor::linearize(ArrayRef<int64_t> index) const {
  assert(index.size() == static_cast<size_t>(getRank()) && "wrong rank");
  ArrayRef<int64_t> shape = getShape();
  int64_t linear = 0;
  for (size_t d = 0; d < index.size(); ++d) {
    assert(index[d] >= 0 && index[d] < shape[d] && "index out of bounds");
    linear = linear * shape[d] + index[d];
  }
  return linear;
}

Element Tensor::get(ArrayRef<int64_t> index) const {
  return getFlat(linearize(index));
}

void Tensor::set(ArrayRef<int64_t> index, const Element &value) {
  setFlat(linearize(index), value);
}

template <typename T>
static T load(const char *base, int64_t i) {
  T v;
  std::memcpy(&v, base + i * sizeof(T), sizeof(T));
  return v;
}

template <typename T>
static void store(char *base, int64_t i, T v) {
  std::memcpy(base + i * sizeof(T), &v, sizeof(T));
}

Element Tensor::getFlat(int64_t i) const {
  assert(i >= 0 && i < numElements && "index out of bounds");
  Type elementType = getStorageElementType(getElementType());
  unsigned width = getElementBitWidth(elementType);
  const llvm::fltSemantics *sem = getFloatSemantics(elementType);
  const char *base = rawData();
  FailureOr<Element> result =
      dispatchOnElementType(elementType, [&](auto tag) -> Element {
        using Tag = decltype(tag);
        using T = typename Tag::StorageType;
        if constexpr (Tag::kind == ElementKind::Bool) {
          return Element(elementType, load<T>(base, i) != 0);
        } else if constexpr (isIntegerTag<Tag>) {
          T v = load<T>(base, i);
          return Element(elementType,
                         APInt(width, static_cast<uint64_t>(v),
                               std::is_signed_v<T>, /*implicitTrunc=*/true));
        } else if constexpr (Tag::kind == ElementKind::Float) {
          using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
          return Element(elementType,
                         APFloat(*sem, APInt(sizeof(T) * 8,
                                             load<Bits>(base, i))));
        } else if constexpr (Tag::kind == ElementKind::Complex) {
          using P = typename T::value_type;
          using Bits = std::conditional_t<sizeof(P) == 4, uint32_t, uint64_t>;
          return Element(elementType,
                         APFloat(*sem, APInt(sizeof(P) * 8,
                                             load<Bits>(base, 2 * i))),
                         APFloat(*sem, APInt(sizeof(P) * 8,
                                             load<Bits>(base, 2 * i + 1))));
        } else { // Bit-stored floats.
          uint64_t bits = load<T>(base, i);
          return Element(elementType,
                         APFloat(*sem, APInt(width, bits, /*isSigned=*/false,
                                             /*implicitTrunc=*/true)));
        }
      });
  if (failed(result))
    return Element(elementType, false);
  return *result;
}

void Tensor::setFlat(int64_t i, const Element &value) {
  assert(i >= 0 && i < numElements && "index out of bounds");
  Type elementType = getStorageElementType(getElementType());
  unsigned width = getElementBitWidth(elementType);
  char *base = mutableRawData();
  if (!base)
    return;
  (void)dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (Tag::kind == ElementKind::Bool) {
      if (value.isBool())
        store<T>(base, i, value.getBool() ? 1 : 0);
    } else if constexpr (isIntegerTag<Tag>) {
      if (value.isInteger())
        store<T>(base, i,
                 wrapToWidth(static_cast<T>(value.getInteger().getZExtValue()),
                             width));
    } else if constexpr (Tag::kind == ElementKind::Float) {
      using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
      if (value.isFloat())
        store<Bits>(base, i,
                    static_cast<Bits>(
                        value.getFloat().bitcastToAPInt().getZExtValue()));
    } else if constexpr (Tag::kind == ElementKind::Complex) {
      using P = typename T::value_type;
      using Bits = std::conditional_t<sizeof(P) == 4, uint32_t, uint64_t>;
      if (value.isComplex()) {
        store<Bits>(base, 2 * i,
                    static_cast<Bits>(
                        value.getReal().bitcastToAPInt().getZExtValue()));
        store<Bits>(base, 2 * i + 1,
                    static_cast<Bits>(
                        value.getImag().bitcastToAPInt().getZExtValue()));
      }
    } else {
      if (value.isFloat())
        store<T>(base, i,
                 static_cast<T>(
                     value.getFloat().bitcastToAPInt().getZExtValue()));
    }
  });
}

void Tensor::print(raw_ostream &os) const {
  if (!type) {
    os << "<<null tensor>>";
    return;
  }
  os << type << ' ';
  ArrayRef<int64_t> shape = getShape();
  if (numElements == 0) {
    for (size_t d = 0; d < shape.size(); ++d)
      os << '[';
    for (size_t d = 0; d < shape.size(); ++d)
      os << ']';
    return;
  }
  // blocks[d]: elements in one sub-array at nesting level d.
  SmallVector<int64_t> blocks = computeStrides(shape);
  for (size_t d = 0; d < shape.size(); ++d)
    blocks[d] *= shape[d];
  for (int64_t i = 0; i < numElements; ++i) {
    for (int64_t block : blocks)
      if (i % block == 0)
        os << '[';
    getFlat(i).print(os);
    for (int64_t block : blocks)
      if ((i + 1) % block == 0)
        os << ']';
    if (i + 1 < numElements)
      os << ", ";
  }
}

//===----------------------------------------------------------------------===//
// Index space
//===----------------------------------------------------------------------===//

SmallVector<int64_t> computeStrides(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (size_t d = shape.size(); d-- > 1;)
    strides[d - 1] = strides[d] * shape[d];
  return strides;
}

IndexSpaceIterator::IndexSpaceIterator(ArrayRef<int64_t> shape, bool atEnd)
    : shape(shape), index(shape.size(), 0), done(atEnd) {
  for (int64_t dim : shape)
    if (dim <= 0)
      done = true;
}

IndexSpaceIterator &IndexSpaceIterator::operator++() {
  if (done)
    return *this;
  for (size_t d = shape.size(); d-- > 0;) {
    if (++index[d] < shape[d])
      return *this;
    index[d] = 0;
  }
  done = true;
  return *this;
}

} // namespace mlir::sfold

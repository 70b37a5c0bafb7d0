//===- Sort.cpp - the sort kernel -----------------------------------------===//
//
// Each 1-d slice along the sort dimension is sorted as a permutation of its
// positions by a merge sort (insertion-sorted runs, then bottom-up merges).
// The sort only ever asks `less(right, left)` and takes the right element
// first only when it is true, so it is stable, and it stays in bounds and
// terminates whatever the comparator answers (an inconsistent comparator
// gives some permutation, never undefined behaviour).
//
// When the comparator is a plain LT / GT on one integer operand (or on an
// f32 / f64 operand in total order), the comparator is a strict total order
// on the stored bits, so the stable order is unique: those slices are
// radix sorted instead (radixSortSlices), with the same result.
//
//===----------------------------------------------------------------------===//

#include "ReduceCommon.h"

#include <algorithm>
#include <functional>

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

namespace {
constexpr int64_t kRun = 16;

/// Sorts `a` with `less(x, y)`, which returns 1 (x < y), 0, or -1 (error:
/// the sort stops and fails).
template <typename E, typename Less>
LogicalResult mergeSort(MutableArrayRef<E> a, SmallVectorImpl<E> &tmp,
                        Less &&less) {
  int64_t len = a.size();
  for (int64_t start = 0; start < len; start += kRun) {
    int64_t end = std::min(start + kRun, len);
    for (int64_t i = start + 1; i < end; ++i) {
      E v = a[i];
      int64_t j = i;
      while (j > start) {
        int c = less(v, a[j - 1]);
        if (c < 0)
          return failure();
        if (!c)
          break;
        a[j] = a[j - 1];
        --j;
      }
      a[j] = v;
    }
  }
  // Bottom-up merges, alternating between `a` and `tmp` (no copy back per
  // level); the result is moved into `a` at the end if it lands in `tmp`.
  tmp.resize(len);
  E *src = a.data(), *dst = tmp.data();
  for (int64_t width = kRun; width < len; width *= 2) {
    for (int64_t lo = 0; lo < len; lo += 2 * width) {
      int64_t mid = std::min(lo + width, len),
              hi = std::min(lo + 2 * width, len);
      int64_t i = lo, j = mid, k = lo;
      while (i < mid && j < hi) {
        int c = less(src[j], src[i]);
        if (c < 0)
          return failure();
        dst[k++] = c ? src[j++] : src[i++];
      }
      while (i < mid)
        dst[k++] = src[i++];
      while (j < hi)
        dst[k++] = src[j++];
    }
    std::swap(src, dst);
  }
  if (src != a.data())
    std::copy(src, src + len, a.data());
  return success();
}

/// Copies `len` elements of `bytes` bytes each from src[base + perm[k] *
/// stride] to dst[base + k * stride], with a typed word per element width.
template <typename P>
void gatherPermuted(const char *src, char *dst, unsigned bytes, int64_t base,
                    int64_t stride, const P *perm, int64_t len) {
  auto typed = [&](auto word) {
    using W = decltype(word);
    const W *s = reinterpret_cast<const W *>(src) + base;
    W *d = reinterpret_cast<W *>(dst) + base;
    for (int64_t k = 0; k < len; ++k)
      d[k * stride] = s[static_cast<int64_t>(perm[k]) * stride];
  };
  struct Word16 {
    uint64_t lo, hi;
  };
  switch (bytes) {
  case 1:
    return typed(uint8_t());
  case 2:
    return typed(uint16_t());
  case 4:
    return typed(uint32_t());
  case 8:
    return typed(uint64_t());
  case 16:
    return typed(Word16());
  default:
    for (int64_t k = 0; k < len; ++k)
      std::memcpy(dst + (base + k * stride) * bytes,
                  src + (base + static_cast<int64_t>(perm[k]) * stride) * bytes,
                  bytes);
  }
}

//===----------------------------------------------------------------------===//
// Integer and f32 / f64 keys: LSD radix sort
//===----------------------------------------------------------------------===//
//
// For integer keys compared with LT / GT (a strict total order on the
// stored values), the stable order of a slice is unique: any stable sort
// gives the permutation mergeSort gives. Keys are mapped to unsigned words
// whose unsigned order is the comparator's (sign bit flipped for signed
// types, all bits flipped for a descending order), then sorted by a stable
// LSD radix sort on bytes, carrying positions when other operands follow.

/// Below this length a slice is insertion / merge sorted on the same
/// unsigned words (the radix histograms would dominate).
constexpr int64_t kRadixMin = 256;

/// Maps stored values of T to unsigned words U whose ascending order is the
/// comparator's: signed integers get their sign bit flipped; f32 / f64 in
/// total order go through totalOrderKey (a bijection onto the signed
/// integers that orders like IEEE totalOrder), then likewise; a descending
/// order flips every bit. Each step is a bijection, so `decode` restores
/// the exact bits.
template <typename T, bool = std::is_floating_point_v<T>> struct RadixWord {
  using type = std::make_unsigned_t<T>;
};
template <typename T> struct RadixWord<T, true> {
  using type = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
};

template <typename T> struct RadixKey {
  static constexpr bool kFloat = std::is_floating_point_v<T>;
  using U = typename RadixWord<T>::type;
  static constexpr U kSign = static_cast<U>(U(1) << (8 * sizeof(U) - 1));
  static constexpr bool kSigned = kFloat || std::is_signed_v<T>;

  /// `ieee`: the IEEE order (no NaN may occur), where -0.0 and +0.0 are
  /// equal: zeros are encoded as +0.0 (not decodable; positions are kept).
  static U encode(T v, bool descending, bool ieee = false) {
    U u;
    if constexpr (kFloat)
      u = static_cast<U>(totalOrderKey(ieee && v == T(0) ? T(0) : v));
    else
      u = static_cast<U>(v);
    if constexpr (kSigned)
      u ^= kSign;
    return descending ? static_cast<U>(~u) : u;
  }
  static T decode(U u, bool descending) {
    if (descending)
      u = static_cast<U>(~u);
    if constexpr (kSigned)
      u ^= kSign;
    if constexpr (kFloat) {
      // totalOrderKey is its own inverse on the integers.
      using S = std::make_signed_t<U>;
      S bits = static_cast<S>(u);
      bits = bits < 0 ? bits ^ std::numeric_limits<S>::max() : bits;
      return llvm::bit_cast<T>(bits);
    } else {
      return static_cast<T>(u);
    }
  }
};

/// Stable LSD radix sort of keys[0, len) (with pos[] alongside when `pos`
/// is non-null), one byte per pass; passes where every key has the same
/// byte are skipped. The scratch buffers hold `len` elements. The result is
/// left in `keys` / `pos`.
template <typename U>
void radixSort(U *keys, U *keysTmp, uint32_t *pos, uint32_t *posTmp,
               int64_t len) {
  if (len < 2)
    return;
  constexpr unsigned kPasses = sizeof(U);
  // All histograms in one read of the keys.
  uint32_t counts[kPasses][256] = {};
  for (int64_t i = 0; i < len; ++i) {
    U k = keys[i];
    for (unsigned p = 0; p < kPasses; ++p)
      ++counts[p][(k >> (8 * p)) & 0xff];
  }
  U *src = keys, *dst = keysTmp;
  uint32_t *psrc = pos, *pdst = posTmp;
  for (unsigned p = 0; p < kPasses; ++p) {
    uint32_t *count = counts[p];
    unsigned shift = 8 * p;
    if (count[(src[0] >> shift) & 0xff] == static_cast<uint64_t>(len))
      continue; // One bucket: the pass would not move anything.
    uint32_t offsets[256];
    uint32_t sum = 0;
    for (unsigned b = 0; b < 256; ++b) {
      offsets[b] = sum;
      sum += count[b];
    }
    if (psrc) {
      for (int64_t i = 0; i < len; ++i) {
        U k = src[i];
        uint32_t at = offsets[(k >> shift) & 0xff]++;
        dst[at] = k;
        pdst[at] = psrc[i];
      }
      std::swap(psrc, pdst);
    } else {
      for (int64_t i = 0; i < len; ++i) {
        U k = src[i];
        dst[offsets[(k >> shift) & 0xff]++] = k;
      }
    }
    std::swap(src, dst);
  }
  if (src != keys) {
    std::copy(src, src + len, keys);
    if (psrc)
      std::copy(psrc, psrc + len, pos);
  }
}

/// Sorts every slice when the comparator is LT / GT (or, for a single
/// operand, LE / GE: equal keys are the same bits, so the result is the
/// sorted sequence whatever the order of ties) on an integer operand, or an
/// f32 / f64 operand compared in total order. Also LT / GT on f32 / f64 in
/// the IEEE order when the key operand holds no NaN: that is then a strict
/// weak order, the same as the total order except that -0.0 and +0.0 are
/// equal (they are encoded alike, and the stable order keeps ties in input
/// order, as mergeSort does). Returns false, having done nothing, when it
/// does not apply.
bool radixSortSlices(ArrayRef<Tensor> inputs, const FastCompare &fc,
                     ArrayRef<int64_t> bases, int64_t len, int64_t stride,
                     ArrayRef<char *> dsts) {
  size_t n = inputs.size();
  bool strictAscending = fc.direction == CompareDirection::LT,
       strictDescending = fc.direction == CompareDirection::GT;
  bool ascending =
      strictAscending || fc.direction == CompareDirection::LE;
  bool descending =
      strictDescending || fc.direction == CompareDirection::GE;
  // IEEE float keys: equal keys need not be equal bits (-0.0, +0.0).
  bool ieee = fc.type == CompareType::Float;
  if (!(strictAscending || strictDescending ||
        (n == 1 && !ieee && (ascending || descending))))
    return false;
  // `swapped`: the body compares (rhs, lhs), the opposite order.
  bool desc = descending != fc.swapped;
  if (fc.operand >= n || len > static_cast<int64_t>(UINT32_MAX))
    return false;
  const Tensor &key = inputs[fc.operand];
  if (!supportsFastCompare(key.getElementType(), fc))
    return false;
  bool done = false;
  (void)dispatchOnElementType(key.getElementType(), [&](auto tag) {
    using Tag = decltype(tag);
    // Floats: f32 / f64 (others decode first) in total order, or in the
    // IEEE order without NaN (with a NaN it is not a strict weak order).
    if constexpr (isIntegerTag<Tag> || Tag::kind == ElementKind::Bool ||
                  Tag::kind == ElementKind::Float) {
      using T = typename Tag::StorageType;
      const T *keys = key.data<T>().data();
      if constexpr (Tag::kind == ElementKind::Float) {
        if (ieee)
          for (T v : key.data<T>())
            if (std::isnan(v))
              return;
      }
      using Key = RadixKey<T>;
      using U = typename Key::U;
      // Positions are carried when other operands follow, and for IEEE
      // keys, whose encoding merges the two zeros.
      bool carry = n > 1 || ieee;
      SmallVector<U> k, kTmp;
      SmallVector<uint32_t> pos, posTmp;
      k.resize_for_overwrite(len);
      kTmp.resize_for_overwrite(len);
      if (carry) {
        pos.resize_for_overwrite(len);
        posTmp.resize_for_overwrite(len);
      }
      for (int64_t base : bases) {
        const T *in = keys + base;
        for (int64_t i = 0; i < len; ++i)
          k[i] = Key::encode(in[i * stride], desc, ieee);
        if (carry)
          for (int64_t i = 0; i < len; ++i)
            pos[i] = static_cast<uint32_t>(i);
        if (len >= kRadixMin) {
          radixSort<U>(k.data(), kTmp.data(), carry ? pos.data() : nullptr,
                       posTmp.data(), len);
        } else if (carry) {
          // Positions ordered by their keys (stable: ties keep their order).
          auto less = [&](uint32_t x, uint32_t y) -> int {
            return k[x] < k[y];
          };
          (void)mergeSort<uint32_t>(pos, posTmp, less);
        } else {
          (void)mergeSort<U>(k, kTmp, [](U x, U y) -> int { return x < y; });
        }
        if (!carry) {
          T *out = reinterpret_cast<T *>(dsts[0]) + base;
          for (int64_t i = 0; i < len; ++i)
            out[i * stride] = Key::decode(k[i], desc);
          continue;
        }
        for (size_t i = 0; i < n; ++i)
          gatherPermuted(inputs[i].rawData(), dsts[i],
                         inputs[i].getElementStorageBytes(), base, stride,
                         pos.data(), len);
      }
      done = true;
    }
  });
  return done;
}
} // namespace

FailureOr<SmallVector<Tensor>>
mlir::sfold::sortOp(ArrayRef<Tensor> inputs, int64_t dimension, bool isStable,
                    const PredicateBody &comparator) {
  (void)isStable; // Always stable.
  size_t n = inputs.size();
  if (n == 0 || !inputs.front())
    return failure();
  ArrayRef<int64_t> shape = inputs.front().getShape();
  int64_t rank = shape.size();
  if (dimension < -rank || dimension >= rank)
    return failure();
  int64_t dim = dimension < 0 ? dimension + rank : dimension;
  SmallVector<RankedTensorType> scalarTypes;
  for (const Tensor &in : inputs) {
    if (!in || in.getShape() != shape)
      return failure();
    scalarTypes.push_back(scalarTypeOf(in));
  }
  SmallVector<Tensor> results;
  for (const Tensor &in : inputs)
    results.emplace_back(in.getType());
  if (results.front().getNumElements() == 0)
    return results;

  SmallVector<int64_t> strides = computeStrides(shape);
  int64_t len = shape[dim], stride = strides[dim];
  // Base offsets of the slices: all indices with the sort dimension at 0.
  SmallVector<int64_t> outerShape(shape), outerStrides(strides);
  outerShape.erase(outerShape.begin() + dim);
  outerStrides.erase(outerStrides.begin() + dim);

  // Base offsets of the slices, and raw pointers of the results, taken once
  // (no copy-on-write per slice).
  SmallVector<int64_t> bases = {0};
  for (auto [size, st] : llvm::zip(outerShape, outerStrides)) {
    SmallVector<int64_t> next;
    for (int64_t b : bases)
      for (int64_t k = 0; k < size; ++k)
        next.push_back(b + k * st);
    bases = std::move(next);
  }
  SmallVector<char *> dsts;
  for (Tensor &r : results)
    dsts.push_back(r.mutableRawData());

  if (comparator.fast &&
      radixSortSlices(inputs, *comparator.fast, bases, len, stride, dsts))
    return results;

  // The per-slice sort; `sortSlice(base, perm)` fills `perm`.
  SmallVector<int64_t> perm(len), tmp;
  auto resetPerm = [&] {
    for (int64_t k = 0; k < len; ++k)
      perm[k] = k;
  };
  std::function<LogicalResult(int64_t)> sortSlice;

  bool fast = false;
  if (comparator.fast && comparator.fast->operand < n) {
    const FastCompare &fc = *comparator.fast;
    const Tensor &key = inputs[fc.operand];
    fast = dispatchComparer(key.getElementType(), fc, [&](const auto &cmp) {
      using T = typename std::decay_t<decltype(cmp)>::T;
      const T *keys = key.data<T>().data();
      bool swapped = fc.swapped;
      // Sort (key, position) pairs: the keys are read once, in order, and
      // the merges touch contiguous memory instead of chasing positions.
      sortSlice = [&perm, keys, stride, swapped, len,
                   cmp](int64_t base) -> LogicalResult {
        using Pair = std::pair<T, int64_t>;
        SmallVector<Pair> pairs, pairTmp;
        pairs.reserve(len);
        for (int64_t k = 0; k < len; ++k)
          pairs.emplace_back(keys[base + k * stride], k);
        LogicalResult sorted =
            swapped ? mergeSort<Pair>(pairs, pairTmp,
                                      [&](const Pair &x, const Pair &y) {
                                        return cmp(y.first, x.first);
                                      })
                    : mergeSort<Pair>(pairs, pairTmp,
                                      [&](const Pair &x, const Pair &y) {
                                        return cmp(x.first, y.first);
                                      });
        for (int64_t k = 0; k < len; ++k)
          perm[k] = pairs[k].second;
        return sorted;
      };
    });
  }
  SmallVector<SmallVector<Tensor>> scalars(n);
  SmallVector<Tensor> args(2 * n);
  if (!fast) {
    sortSlice = [&](int64_t base) -> LogicalResult {
      for (size_t i = 0; i < n; ++i) {
        scalars[i].clear();
        for (int64_t k = 0; k < len; ++k)
          scalars[i].push_back(
              scalarAt(inputs[i], base + k * stride, scalarTypes[i]));
      }
      return mergeSort<int64_t>(perm, tmp, [&](int64_t x, int64_t y) -> int {
        for (size_t i = 0; i < n; ++i) {
          args[2 * i] = scalars[i][x];
          args[2 * i + 1] = scalars[i][y];
        }
        FailureOr<bool> r = callPredicate(comparator.call, args);
        if (failed(r))
          return -1;
        return *r ? 1 : 0;
      });
    };
  }

  for (int64_t base : bases) {
    resetPerm();
    if (failed(sortSlice(base)))
      return failure();
    for (size_t i = 0; i < n; ++i)
      gatherPermuted(inputs[i].rawData(), dsts[i],
                     inputs[i].getElementStorageBytes(), base, stride,
                     perm.data(), len);
  }
  return results;
}

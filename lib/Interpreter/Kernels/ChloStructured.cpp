//===- ChloStructured.cpp - top_k and ragged_dot kernels ------------------===//

#include "stablehlo_fold/Interpreter/ChloKernels.h"

#include "ElementwiseCommon.h"

#include <algorithm>
#include <numeric>

namespace mlir::sfold::chlo {

namespace {

using namespace detail;

/// A key whose natural order is the element type's total order: integers
/// as they are, floats by their bits (negative ones flipped, so -NaN < -inf
/// < ... < -0 < +0 < ... < +inf < +NaN).
template <typename S>
S totalOrderKey(S bits) {
  using U = std::make_unsigned_t<S>;
  U magnitude = static_cast<U>(std::numeric_limits<S>::max());
  return bits < 0 ? static_cast<S>(static_cast<U>(bits) ^ magnitude) : bits;
}

/// The keys of `n` elements of `data` (storage of `Tag`).
template <typename Tag, typename T>
auto makeKeys(const T *data, int64_t n, Type et) {
  if constexpr (isIntegerTag<Tag> || Tag::kind == ElementKind::Bool) {
    return std::vector<T>(data, data + n);
  } else if constexpr (Tag::kind == ElementKind::Float) {
    using S = std::conditional_t<sizeof(T) == 4, int32_t, int64_t>;
    std::vector<S> keys(n);
    for (int64_t i = 0; i < n; ++i)
      keys[i] = totalOrderKey(llvm::bit_cast<S>(data[i]));
    return keys;
  } else if constexpr (Tag::kind == ElementKind::F16 ||
                       Tag::kind == ElementKind::BF16) {
    std::vector<int16_t> keys(n);
    for (int64_t i = 0; i < n; ++i)
      keys[i] = totalOrderKey(static_cast<int16_t>(data[i]));
    return keys;
  } else {
    // f8 / f6 / f4 / tf32: through their (exact) float values.
    FloatCodec<Tag> codec(et);
    std::vector<int32_t> keys(n);
    for (int64_t i = 0; i < n; ++i)
      keys[i] = totalOrderKey(llvm::bit_cast<int32_t>(codec.decode(data[i])));
    return keys;
  }
}

} // namespace

FailureOr<std::pair<Tensor, Tensor>> topKOp(const Tensor &operand, int64_t k,
                                            ShapedType valuesType,
                                            ShapedType indicesType) {
  if (!operand || operand.getRank() < 1 || !valuesType || !indicesType ||
      !valuesType.hasStaticShape() || !indicesType.hasStaticShape())
    return failure();
  Type et = operand.getElementType();
  ArrayRef<int64_t> shape = operand.getShape();
  int64_t n = shape.back();
  SmallVector<int64_t> expected(shape);
  expected.back() = k;
  if (k < 0 || k > n || valuesType.getShape() != ArrayRef(expected) ||
      indicesType.getShape() != ArrayRef(expected) ||
      valuesType.getElementType() != et ||
      !indicesType.getElementType().isSignlessInteger(32) ||
      llvm::isa<ComplexType>(et) || !isSupportedElementType(et))
    return failure();
  Tensor values(valuesType), indices(indicesType);
  if (!values || !indices)
    return failure();
  int64_t rows = 1;
  for (int64_t d : shape.drop_back())
    rows *= d;
  if (n == 0 || k == 0)
    return std::make_pair(std::move(values), std::move(indices));

  int32_t *outIndex = indices.mutableData<int32_t>().data();
  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (Tag::kind == ElementKind::Complex) {
      return failure();
    } else {
      const T *in = operand.data<T>().data();
      T *outValue = values.mutableData<T>().data();
      std::vector<int64_t> order(n);
      for (int64_t row = 0; row < rows; ++row) {
        const T *rowData = in + row * n;
        auto keys = makeKeys<Tag>(rowData, n, et);
        std::iota(order.begin(), order.end(), 0);
        std::partial_sort(order.begin(), order.begin() + k, order.end(),
                          [&](int64_t a, int64_t b) {
                            return keys[a] > keys[b] ||
                                   (keys[a] == keys[b] && a < b);
                          });
        for (int64_t j = 0; j < k; ++j) {
          outValue[row * k + j] = rowData[order[j]];
          outIndex[row * k + j] = static_cast<int32_t>(order[j]);
        }
      }
      return success();
    }
  });
  if (failed(ok))
    return failure();
  return std::make_pair(std::move(values), std::move(indices));
}

//===----------------------------------------------------------------------===//
// ragged_dot
//===----------------------------------------------------------------------===//

namespace {

/// Stands in for FloatCodec where no decoding is needed.
struct NoCodec {
  explicit NoCodec(Type) {}
};

/// Row-major strides of `shape`.
SmallVector<int64_t> stridesOf(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> strides(shape.size(), 1);
  for (int64_t i = static_cast<int64_t>(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

/// The flat offsets of every index of the sub-space spanned by `dims` (in
/// the given order, last fastest), and, if `coordDim` is one of them, that
/// dimension's coordinate at each offset.
void enumerateOffsets(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims,
               SmallVectorImpl<int64_t> &offsets, int64_t coordDim,
               SmallVectorImpl<int64_t> *coords) {
  SmallVector<int64_t> strides = stridesOf(shape);
  offsets.assign(1, 0);
  if (coords)
    coords->assign(1, 0);
  for (int64_t d : dims) {
    SmallVector<int64_t> next, nextCoords;
    for (size_t i = 0; i < offsets.size(); ++i)
      for (int64_t c = 0; c < shape[d]; ++c) {
        next.push_back(offsets[i] + c * strides[d]);
        if (coords)
          nextCoords.push_back(d == coordDim ? c : (*coords)[i]);
      }
    offsets = std::move(next);
    if (coords)
      *coords = std::move(nextCoords);
  }
}

/// Dimensions of [0, rank) in none of `lists`, in order.
SmallVector<int64_t> freeDims(int64_t rank,
                              ArrayRef<ArrayRef<int64_t>> lists) {
  SmallVector<int64_t> result;
  for (int64_t d = 0; d < rank; ++d)
    if (llvm::none_of(lists, [&](ArrayRef<int64_t> l) {
          return llvm::is_contained(l, d);
        }))
      result.push_back(d);
  return result;
}

} // namespace

Tensor raggedDotOp(const Tensor &lhs, const Tensor &rhs,
                   ArrayRef<int64_t> groupSizes, const RaggedDotDims &dims,
                   ShapedType resultType) {
  if (!lhs || !rhs || !resultType || !resultType.hasStaticShape())
    return {};
  Type et = lhs.getElementType();
  if (rhs.getElementType() != et || resultType.getElementType() != et)
    return {};
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  auto inRange = [](ArrayRef<int64_t> list, int64_t rank) {
    return llvm::all_of(list, [&](int64_t d) { return d >= 0 && d < rank; });
  };
  if (dims.lhsRagged < 0 || dims.lhsRagged >= lhsRank ||
      dims.rhsGroup >= rhsRank || !inRange(dims.lhsBatch, lhsRank) ||
      !inRange(dims.lhsContracting, lhsRank) ||
      !inRange(dims.rhsBatch, rhsRank) ||
      !inRange(dims.rhsContracting, rhsRank))
    return {};
  // Group g covers [start[g], start[g] + size[g]) of the ragged dimension;
  // coordinates past the last group belong to none (-1).
  int64_t raggedSize = lhs.getShape()[dims.lhsRagged];
  SmallVector<int64_t> groupOf(raggedSize, -1);
  int64_t start = 0;
  for (auto [g, size] : llvm::enumerate(groupSizes)) {
    if (size < 0 || size > raggedSize - start)
      return {};
    for (int64_t i = 0; i < size; ++i)
      groupOf[start + i] = static_cast<int64_t>(g);
    start += size;
  }
  bool mode2 = llvm::is_contained(dims.lhsContracting, dims.lhsRagged);
  bool mode1 = dims.rhsGroup >= 0;
  if (mode1 && rhs.getShape()[dims.rhsGroup] !=
                   static_cast<int64_t>(groupSizes.size()))
    return {};
  int64_t numGroups = static_cast<int64_t>(groupSizes.size());

  SmallVector<int64_t> rhsGroupList;
  if (mode1)
    rhsGroupList.push_back(dims.rhsGroup);
  SmallVector<int64_t> lhsFree =
      freeDims(lhsRank, {dims.lhsBatch, dims.lhsContracting});
  SmallVector<int64_t> rhsFree =
      freeDims(rhsRank, {dims.rhsBatch, dims.rhsContracting, rhsGroupList});

  // Offsets of every batch / free / contracting index on each side.
  SmallVector<int64_t> lhsBatchOff, rhsBatchOff, lhsFreeOff, rhsFreeOff,
      lhsContrOff, rhsContrOff, freeGroup, contrGroup;
  enumerateOffsets(lhs.getShape(), dims.lhsBatch, lhsBatchOff, -1, nullptr);
  enumerateOffsets(rhs.getShape(), dims.rhsBatch, rhsBatchOff, -1, nullptr);
  enumerateOffsets(lhs.getShape(), lhsFree, lhsFreeOff, dims.lhsRagged,
                   mode1 ? &freeGroup : nullptr);
  enumerateOffsets(rhs.getShape(), rhsFree, rhsFreeOff, -1, nullptr);
  enumerateOffsets(lhs.getShape(), dims.lhsContracting, lhsContrOff,
                   dims.lhsRagged, mode2 ? &contrGroup : nullptr);
  enumerateOffsets(rhs.getShape(), dims.rhsContracting, rhsContrOff, -1,
                   nullptr);
  if (lhsBatchOff.size() != rhsBatchOff.size() ||
      lhsContrOff.size() != rhsContrOff.size())
    return {};
  for (int64_t &c : freeGroup)
    c = groupOf[c];
  for (int64_t &c : contrGroup)
    c = groupOf[c];
  int64_t groupStride =
      mode1 ? stridesOf(rhs.getShape())[dims.rhsGroup] : int64_t(0);

  int64_t nb = lhsBatchOff.size(), ni = lhsFreeOff.size(),
          nj = rhsFreeOff.size(), nc = lhsContrOff.size();
  int64_t outer = mode2 ? numGroups : 1;
  Tensor result(resultType);
  if (!result || result.getNumElements() != outer * nb * ni * nj)
    return {};

  LogicalResult ok = dispatchOnElementType(et, [&](auto tag) -> LogicalResult {
    using Tag = decltype(tag);
    using T = typename Tag::StorageType;
    if constexpr (!isIntegerTag<Tag> && !isFloatTag<Tag>) {
      return failure();
    } else {
      const T *a = lhs.data<T>().data();
      const T *b = rhs.data<T>().data();
      T *r = result.mutableData<T>().data();
      unsigned width = getElementBitWidth(et);
      // Narrow floats: decoded to float, accumulated in double.
      using Codec =
          std::conditional_t<isFloatTag<Tag> &&
                                 Tag::kind != ElementKind::Float,
                             FloatCodec<Tag>, NoCodec>;
      Codec codec(et);
      (void)codec;
      auto store = [&](int64_t at, auto sum) {
        if constexpr (isIntegerTag<Tag>)
          r[at] = width < 8 * sizeof(T) ? wrapToWidth(sum, width) : sum;
        else if constexpr (Tag::kind == ElementKind::Float)
          r[at] = static_cast<T>(sum);
        else
          r[at] = codec.encode(static_cast<float>(sum));
      };
      auto load = [&](const T *p, int64_t at) {
        if constexpr (isIntegerTag<Tag> || Tag::kind == ElementKind::Float)
          return p[at];
        else
          return codec.decode(p[at]);
      };
      using Acc = std::conditional_t<isIntegerTag<Tag>, T, double>;
      int64_t at = 0;
      for (int64_t g = 0; g < outer; ++g)
        for (int64_t bi = 0; bi < nb; ++bi)
          for (int64_t i = 0; i < ni; ++i) {
            int64_t group = mode1 ? freeGroup[i] : 0;
            for (int64_t j = 0; j < nj; ++j, ++at) {
              Acc sum = 0;
              if (group >= 0) {
                const T *ap = a + lhsBatchOff[bi] + lhsFreeOff[i];
                const T *bp = b + rhsBatchOff[bi] + rhsFreeOff[j] +
                              group * groupStride;
                for (int64_t c = 0; c < nc; ++c) {
                  if (mode2 && contrGroup[c] != g)
                    continue;
                  if constexpr (isIntegerTag<Tag>)
                    sum = wrapAdd(sum, wrapMul(ap[lhsContrOff[c]],
                                               bp[rhsContrOff[c]]));
                  else
                    sum += static_cast<double>(load(ap, lhsContrOff[c])) *
                           static_cast<double>(load(bp, rhsContrOff[c]));
                }
              }
              store(at, sum);
            }
          }
      return success();
    }
  });
  if (failed(ok))
    return {};
  return result;
}

} // namespace mlir::sfold::chlo

//===- LinalgInternal.h - shared pieces of the linalg kernels ---*- C++ -*-===//
//
// Private to lib/Interpreter/Kernels: the compute type of a result element
// type, conversion of any operand into that compute type while permuting its
// dimensions, the batched GEMM loop shared by dot_general and convolution,
// and storing compute values back into a result tensor.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_LINALGINTERNAL_H
#define STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_LINALGINTERNAL_H

#include "stablehlo_fold/Interpreter/BinaryOps.h"
#include "stablehlo_fold/Interpreter/Budget.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"
#include "stablehlo_fold/Interpreter/Tensor.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <cmath>
#include <complex>
#include <limits>
#include <type_traits>
#include <vector>

namespace mlir::sfold::linalg_detail {

template <typename T> struct IsComplex : std::false_type {};
template <typename T> struct IsComplex<std::complex<T>> : std::true_type {};

/// The type values of a result element type are computed in, and how.
template <typename Tag, typename = void> struct ComputeOf;
template <> struct ComputeOf<BoolTag> {
  using type = uint8_t;
  static constexpr bool isBool = true;
};
template <typename Tag>
struct ComputeOf<Tag, std::enable_if_t<isIntegerTag<Tag>>> {
  using type = std::make_unsigned_t<typename Tag::StorageType>;
  static constexpr bool isBool = false;
};
template <typename Tag>
struct ComputeOf<Tag, std::enable_if_t<isFloatTag<Tag>>> {
  using type = typename FloatCodec<Tag>::ComputeType;
  static constexpr bool isBool = false;
};
template <typename Tag>
struct ComputeOf<Tag, std::enable_if_t<Tag::kind == ElementKind::Complex>> {
  using type = typename Tag::StorageType;
  static constexpr bool isBool = false;
};

/// Converts a decoded operand value (bool/integer, float, double or complex)
/// to the compute type C, like `convert` would (floats to integers saturate,
/// NaN gives 0; complex to real keeps the real part).
template <typename C, bool IsBool, typename V> inline C castTo(V v) {
  if constexpr (IsComplex<V>::value && !IsComplex<C>::value) {
    return castTo<C, IsBool>(v.real());
  } else if constexpr (IsBool) {
    return static_cast<C>(v != V(0) ? 1 : 0);
  } else if constexpr (IsComplex<C>::value) {
    using P = typename C::value_type;
    if constexpr (IsComplex<V>::value)
      return C(static_cast<P>(v.real()), static_cast<P>(v.imag()));
    else
      return C(static_cast<P>(v), P(0));
  } else if constexpr (std::is_floating_point_v<C>) {
    return static_cast<C>(v);
  } else if constexpr (std::is_floating_point_v<V>) {
    // Float to (unsigned compute) integer without undefined behaviour.
    if (std::isnan(v))
      return 0;
    if (v <= -9.2233720368547758e18)
      return static_cast<C>(std::numeric_limits<int64_t>::min());
    if (v >= 1.8446744073709552e19)
      return static_cast<C>(std::numeric_limits<uint64_t>::max());
    if (v < 0)
      return static_cast<C>(static_cast<int64_t>(v));
    return static_cast<C>(static_cast<uint64_t>(v));
  } else {
    return static_cast<C>(v);
  }
}

/// Gathers `src` (any element type) into `dst` in compute type C: `dst` is
/// row-major over `dstShape`, and element `idx` of it is the source element
/// at offset sum(idx[i] * srcStrides[i]). Fails for unsupported or quantized
/// element types.
template <typename C, bool IsBool>
LogicalResult stridedGather(const Tensor &src, ArrayRef<int64_t> dstShape,
                            ArrayRef<int64_t> srcStrides, C *dst) {
  Type elementType = src.getElementType();
  if (isa<quant::QuantizedType>(elementType))
    return failure();
  return dispatchOnElementType(elementType, [&](auto tag) {
    using Tag = decltype(tag);
    using S = typename Tag::StorageType;
    const S *data = src.data<S>().data();
    auto run = [&](auto decode) {
      int64_t rank = dstShape.size();
      if (rank == 0) {
        dst[0] = castTo<C, IsBool>(decode(data[0]));
        return;
      }
      int64_t total = 1;
      for (int64_t d : dstShape)
        total *= d;
      if (total == 0)
        return;
      int64_t inner = dstShape[rank - 1];
      int64_t innerStride = srcStrides[rank - 1];
      SmallVector<int64_t> idx(rank, 0);
      int64_t off = 0;
      for (int64_t o = 0; o < total; o += inner) {
        const S *p = data + off;
        C *q = dst + o;
        if (innerStride == 1) {
          for (int64_t j = 0; j < inner; ++j)
            q[j] = castTo<C, IsBool>(decode(p[j]));
        } else {
          for (int64_t j = 0; j < inner; ++j)
            q[j] = castTo<C, IsBool>(decode(p[j * innerStride]));
        }
        for (int64_t d = rank - 2; d >= 0; --d) {
          off += srcStrides[d];
          if (++idx[d] < dstShape[d])
            break;
          off -= srcStrides[d] * dstShape[d];
          idx[d] = 0;
        }
      }
    };
    if constexpr (isFloatTag<Tag>) {
      FloatCodec<Tag> codec(elementType);
      run([&](S v) { return codec.decode(v); });
    } else {
      run([](S v) { return v; });
    }
  });
}

/// Gathers `src` permuted by `perm` (dst dimension i is src dimension
/// perm[i]) into `dst` in compute type C.
template <typename C, bool IsBool>
LogicalResult permuteGather(const Tensor &src, ArrayRef<int64_t> perm, C *dst) {
  SmallVector<int64_t> strides = computeStrides(src.getShape());
  SmallVector<int64_t> shape, permStrides;
  for (int64_t p : perm) {
    shape.push_back(src.getShape()[p]);
    permStrides.push_back(strides[p]);
  }
  return stridedGather<C, IsBool>(src, shape, permStrides, dst);
}

/// Reads a whole tensor into compute type V (double, complex<double> or
/// int64_t) in a ScratchBuffer (Budget.h); fails if the buffer cannot be
/// had or the element type cannot be read as V.
template <typename V>
LogicalResult readAll(const Tensor &t, ScratchBuffer<V> &out) {
  if (!out.allocate(t.getNumElements()))
    return failure();
  if (out.empty())
    return success();
  SmallVector<int64_t> identity;
  for (int64_t d = 0; d < t.getRank(); ++d)
    identity.push_back(d);
  return permuteGather<V, false>(t, identity, out.data());
}

/// a * b in compute type C (integers wrap, i1 is `and`, complex values by
/// `complexMultiply`).
template <typename C, bool IsBool> inline C mulOp(C a, C b) {
  if constexpr (IsBool) {
    return static_cast<C>(a & b);
  } else if constexpr (std::is_integral_v<C>) {
    using W = std::conditional_t<(sizeof(C) < sizeof(unsigned)), unsigned, C>;
    return static_cast<C>(static_cast<W>(a) * static_cast<W>(b));
  } else if constexpr (IsComplex<C>::value) {
    return binop::complexMultiply(a, b);
  } else {
    return a * b;
  }
}

/// a + b in compute type C (integers wrap, i1 is `or`, complex parts by the
/// NaN rule).
template <typename C, bool IsBool> inline C addOp(C a, C b) {
  if constexpr (IsBool) {
    return static_cast<C>(a | b);
  } else if constexpr (std::is_integral_v<C>) {
    using W = std::conditional_t<(sizeof(C) < sizeof(unsigned)), unsigned, C>;
    return static_cast<C>(static_cast<W>(a) + static_cast<W>(b));
  } else if constexpr (IsComplex<C>::value) {
    return binop::AddFn::c(a, b);
  } else {
    return a + b;
  }
}

/// The float / double batched product of `batchedGemm` (Gemm.cpp): a fixed
/// summation order per output, the same bits on every instruction set and
/// thread count, NaN results by the NaN rule of BinaryOps.h. False if its
/// working memory could not be had (ScratchBuffer, Budget.h).
[[nodiscard]] bool gemmFloat(const float *a, const float *bm, float *out,
                             int64_t batch, int64_t m, int64_t k, int64_t n);
[[nodiscard]] bool gemmFloat(const double *a, const double *bm, double *out,
                             int64_t batch, int64_t m, int64_t k, int64_t n);

/// Batched matrix product, out[b] += a[b] * bm[b] with a: [batch, m, k],
/// bm: [batch, k, n], out: [batch, m, n] (row-major), in i-k-j order so the
/// innermost loop runs over contiguous rows of `bm` and `out`. False if the
/// working memory of the float product could not be had.
template <typename C, bool IsBool>
[[nodiscard]] bool batchedGemm(const C *a, const C *bm, C *out, int64_t batch,
                               int64_t m, int64_t k, int64_t n) {
  if constexpr (std::is_floating_point_v<C>)
    return gemmFloat(a, bm, out, batch, m, k, n);
  for (int64_t b = 0; b < batch; ++b) {
    const C *aBase = a + b * m * k;
    const C *bBase = bm + b * k * n;
    C *oBase = out + b * m * n;
    for (int64_t i = 0; i < m; ++i) {
      const C *aRow = aBase + i * k;
      C *__restrict oRow = oBase + i * n;
      for (int64_t kk = 0; kk < k; ++kk) {
        const C av = aRow[kk];
        const C *__restrict bRow = bBase + kk * n;
        for (int64_t j = 0; j < n; ++j)
          oRow[j] = addOp<C, IsBool>(oRow[j], mulOp<C, IsBool>(av, bRow[j]));
      }
    }
  }
  return true;
}

/// Stores compute values `buf` (row-major over the result's shape) into a
/// fresh tensor of `resultType`, whose storage tag is Tag.
template <typename Tag>
Tensor storeResult(const typename ComputeOf<Tag>::type *buf,
                   ShapedType resultType) {
  using S = typename Tag::StorageType;
  Tensor result(resultType);
  MutableArrayRef<S> out = result.mutableData<S>();
  int64_t n = out.size();
  if constexpr (Tag::kind == ElementKind::Bool) {
    for (int64_t i = 0; i < n; ++i)
      out[i] = buf[i] ? 1 : 0;
  } else if constexpr (isIntegerTag<Tag>) {
    unsigned bits = getElementBitWidth(resultType.getElementType());
    for (int64_t i = 0; i < n; ++i)
      out[i] = wrapToWidth(static_cast<S>(buf[i]), bits);
  } else if constexpr (isFloatTag<Tag>) {
    FloatCodec<Tag> codec(resultType.getElementType());
    for (int64_t i = 0; i < n; ++i)
      out[i] = codec.encode(buf[i]);
  } else {
    for (int64_t i = 0; i < n; ++i)
      out[i] = buf[i];
  }
  return result;
}

/// True if `dims` are distinct and each in [0, rank).
inline bool areValidDims(ArrayRef<int64_t> dims, int64_t rank) {
  SmallVector<bool> seen(rank, false);
  for (int64_t d : dims) {
    if (d < 0 || d >= rank || seen[d])
      return false;
    seen[d] = true;
  }
  return true;
}

/// True if `type` is a quantized element type (not handled by these kernels).
inline bool isQuantized(Type elementType) {
  return isa<quant::QuantizedType>(elementType);
}

/// Dequantizes a (per-tensor or per-axis) uniformly quantized tensor into a
/// tensor of its expressed type: (storage - zero_point) * scale, computed in
/// the expressed type as the spec's `dequantize`.
FailureOr<Tensor> dequantizeTensor(const Tensor &t);

/// Quantizes a float tensor into `type` (uniformly quantized elements):
/// round_nearest_even(clamp(x / scale + zero_point)), as the spec's
/// `quantize`.
FailureOr<Tensor> quantizeTensor(const Tensor &x, ShapedType type);

/// The spec's dequantize_op_quantize / hybrid_dequantize_then_op for ops of
/// two operands where rhs is quantized: dequantizes the quantized operands,
/// runs `op(lhs, rhs, floatResultType)` and quantizes its result if
/// `resultType` is quantized.
template <typename Fn>
FailureOr<Tensor> withDequantizedOperands(const Tensor &lhs, const Tensor &rhs,
                                          ShapedType resultType, Fn op) {
  Type resultElt = resultType.getElementType();
  if (!isQuantized(rhs.getElementType()) ||
      isQuantized(lhs.getElementType()) != isQuantized(resultElt))
    return failure();
  FailureOr<Tensor> r = dequantizeTensor(rhs);
  if (failed(r))
    return failure();
  Tensor l = lhs;
  if (isQuantized(lhs.getElementType())) {
    FailureOr<Tensor> dl = dequantizeTensor(lhs);
    if (failed(dl))
      return failure();
    l = *dl;
  }
  if (!isQuantized(resultElt))
    return op(l, *r, resultType);
  Type expressed = cast<quant::QuantizedType>(resultElt).getExpressedType();
  FailureOr<Tensor> f =
      op(l, *r, RankedTensorType::get(resultType.getShape(), expressed));
  if (failed(f))
    return failure();
  return quantizeTensor(*f, resultType);
}

} // namespace mlir::sfold::linalg_detail

#endif // STABLEHLO_FOLD_LIB_INTERPRETER_KERNELS_LINALGINTERNAL_H

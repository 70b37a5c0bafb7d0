//===- Linalg.cpp - cholesky, triangular_solve, batch_norm_* kernels ------===//
//
// These ops work on float (and, for cholesky / triangular_solve, complex)
// values. Inputs are read into double (complex<double>) buffers, computed
// there, and rounded once into the result type. Every buffer is a
// ScratchBuffer (Budget.h): it counts against the evaluation's memory
// limit, and one that cannot be had fails the kernel (a located error from
// the evaluator), never an abort.
//
//===----------------------------------------------------------------------===//

#include "LinalgInternal.h"

#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::linalg_detail;

using Cplx = std::complex<double>;

/// Writes double or complex<double> values into a float or complex tensor of
/// `type`.
template <typename V>
static FailureOr<Tensor> writeAll(ArrayRef<V> values, ShapedType type) {
  if (isQuantized(type.getElementType()))
    return failure();
  return dispatchOnElementType(
      type.getElementType(), [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        using S = typename Tag::StorageType;
        if constexpr (Tag::kind == ElementKind::Complex) {
          if constexpr (!IsComplex<V>::value) {
            return failure();
          } else {
            using P = typename S::value_type;
            Tensor result(type);
            MutableArrayRef<S> out = result.mutableData<S>();
            for (size_t i = 0; i < values.size(); ++i)
              out[i] = S(static_cast<P>(values[i].real()),
                         static_cast<P>(values[i].imag()));
            return result;
          }
        } else if constexpr (isFloatTag<Tag>) {
          if constexpr (IsComplex<V>::value) {
            return failure();
          } else {
            Tensor result(type);
            FloatCodec<Tag> codec(type.getElementType());
            using CT = typename FloatCodec<Tag>::ComputeType;
            MutableArrayRef<S> out = result.mutableData<S>();
            for (size_t i = 0; i < values.size(); ++i)
              out[i] = codec.encode(static_cast<CT>(values[i]));
            return result;
          }
        } else {
          return failure();
        }
      });
}

static double conjOf(double v) { return v; }
static Cplx conjOf(Cplx v) { return std::conj(v); }
static double realOf(double v) { return v; }
static double realOf(Cplx v) { return v.real(); }

/// True if `t` has a float or complex (non-quantized) element type.
static bool isFloatOrComplex(Type t) {
  return isa<FloatType>(t) || isa<ComplexType>(t);
}

/// Dequantizes `t` if it is quantized.
static FailureOr<Tensor> toFloat(const Tensor &t) {
  if (!isQuantized(t.getElementType()))
    return t;
  return dequantizeTensor(t);
}

/// The float type holding the values of `type`: its expressed type if it is
/// quantized.
static ShapedType floatTypeOf(ShapedType type) {
  if (auto q = dyn_cast<quant::QuantizedType>(type.getElementType()))
    return RankedTensorType::get(type.getShape(), q.getExpressedType());
  return type;
}

/// Brings a float kernel result to `type`, quantizing it if needed.
static FailureOr<Tensor> fromFloat(FailureOr<Tensor> r, ShapedType type) {
  if (failed(r) || !isQuantized(type.getElementType()))
    return r;
  return quantizeTensor(*r, type);
}

/// True if any of `tensors` or `types` has a quantized element type.
static bool anyQuantized(ArrayRef<const Tensor *> tensors,
                         ArrayRef<ShapedType> types) {
  return llvm::any_of(tensors,
                      [](const Tensor *t) {
                        return isQuantized(t->getElementType());
                      }) ||
         llvm::any_of(types, [](ShapedType t) {
           return isQuantized(t.getElementType());
         });
}

//===----------------------------------------------------------------------===//
// cholesky
//===----------------------------------------------------------------------===//

template <typename V>
static FailureOr<Tensor> choleskyImpl(const Tensor &a, bool lower,
                                      ShapedType resultType) {
  ScratchBuffer<V> in;
  if (failed(readAll(a, in)))
    return failure();
  int64_t n = a.getShape().back();
  int64_t count = n == 0 ? 0 : in.size() / (n * n);
  ScratchBuffer<V> out(in.size()), l(n * n);
  if (!out || !l)
    return failure();
  for (int64_t b = 0; b < count; ++b) {
    const V *m = in.data() + b * n * n;
    // l[i][j] for i >= j; read the lower triangle, or the conjugated upper.
    auto elem = [&](int64_t i, int64_t j) {
      return lower ? m[i * n + j] : conjOf(m[j * n + i]);
    };
    bool ok = true;
    std::fill(l.data(), l.data() + l.size(), V(0));
    for (int64_t j = 0; j < n && ok; ++j) {
      double d = realOf(elem(j, j));
      for (int64_t k = 0; k < j; ++k)
        d -= realOf(mulOp<V, false>(l[j * n + k], conjOf(l[j * n + k])));
      if (!(d > 0)) {
        ok = false;
        break;
      }
      double diag = std::sqrt(d);
      l[j * n + j] = V(diag);
      for (int64_t i = j + 1; i < n; ++i) {
        V s = elem(i, j);
        for (int64_t k = 0; k < j; ++k)
          s -= mulOp<V, false>(l[i * n + k], conjOf(l[j * n + k]));
        l[i * n + j] = s / diag;
      }
    }
    V *o = out.data() + b * n * n;
    for (int64_t i = 0; i < n; ++i) {
      for (int64_t j = 0; j <= i; ++j) {
        V v = ok ? l[i * n + j] : V(std::nan(""));
        if (lower)
          o[i * n + j] = v;
        else
          o[j * n + i] = conjOf(v);
      }
      if (!ok)
        for (int64_t j = i + 1; j < n; ++j)
          o[lower ? i * n + j : j * n + i] = V(std::nan(""));
    }
  }
  return writeAll<V>(out.array(), resultType);
}

FailureOr<Tensor> mlir::sfold::choleskyOp(const Tensor &a, bool lower,
                                          ShapedType resultType) {
  if (anyQuantized({&a}, {resultType})) {
    FailureOr<Tensor> fa = toFloat(a);
    if (failed(fa))
      return failure();
    return fromFloat(choleskyOp(*fa, lower, floatTypeOf(resultType)),
                     resultType);
  }
  int64_t rank = a.getRank();
  if (rank < 2 || a.getShape()[rank - 1] != a.getShape()[rank - 2] ||
      resultType.getShape() != a.getShape() ||
      !isFloatOrComplex(a.getElementType()) ||
      !isFloatOrComplex(resultType.getElementType()))
    return failure();
  if (isa<ComplexType>(a.getElementType()))
    return choleskyImpl<Cplx>(a, lower, resultType);
  return choleskyImpl<double>(a, lower, resultType);
}

//===----------------------------------------------------------------------===//
// triangular_solve
//===----------------------------------------------------------------------===//

template <typename V>
static FailureOr<Tensor>
triangularSolveImpl(const Tensor &a, const Tensor &b, bool leftSide, bool lower,
                    bool unitDiagonal, TransposeKind transpose,
                    ShapedType resultType) {
  ScratchBuffer<V> aBuf, bBuf;
  if (failed(readAll(a, aBuf)) || failed(readAll(b, bBuf)))
    return failure();
  int64_t rank = a.getRank();
  int64_t m = a.getShape()[rank - 1];
  int64_t rows = b.getShape()[rank - 2], cols = b.getShape()[rank - 1];
  int64_t count = (rows == 0 || cols == 0) ? 0 : bBuf.size() / (rows * cols);
  bool transposed = transpose != TransposeKind::NoTranspose;
  bool conj = transpose == TransposeKind::Adjoint;
  // t = op(a restricted to its triangle) is lower iff lower != transposed.
  bool tLower = lower != transposed;
  ScratchBuffer<V> t(m * m);
  if (!t)
    return failure();
  for (int64_t bi = 0; bi < count; ++bi) {
    const V *am = aBuf.data() + bi * m * m;
    for (int64_t i = 0; i < m; ++i) {
      for (int64_t j = 0; j < m; ++j) {
        int64_t si = transposed ? j : i, sj = transposed ? i : j;
        bool inTriangle = lower ? si >= sj : si <= sj;
        V v = inTriangle ? am[si * m + sj] : V(0);
        if (conj)
          v = conjOf(v);
        if (i == j && unitDiagonal)
          v = V(1);
        t[i * m + j] = v;
      }
    }
    V *x = bBuf.data() + bi * rows * cols;
    if (leftSide) {
      // t (m x m) * x (m x cols) = b: substitution down (or up) each column.
      for (int64_t c = 0; c < cols; ++c) {
        for (int64_t s = 0; s < m; ++s) {
          int64_t i = tLower ? s : m - 1 - s;
          V sum = x[i * cols + c];
          if (tLower)
            for (int64_t k = 0; k < i; ++k)
              sum -= mulOp<V, false>(t[i * m + k], x[k * cols + c]);
          else
            for (int64_t k = i + 1; k < m; ++k)
              sum -= mulOp<V, false>(t[i * m + k], x[k * cols + c]);
          x[i * cols + c] = sum / t[i * m + i];
        }
      }
    } else {
      // x (rows x m) * t (m x m) = b: each row, x_j uses t[k][j].
      for (int64_t r = 0; r < rows; ++r) {
        V *xr = x + r * cols;
        for (int64_t s = 0; s < m; ++s) {
          int64_t j = tLower ? m - 1 - s : s;
          V sum = xr[j];
          if (tLower)
            for (int64_t k = j + 1; k < m; ++k)
              sum -= mulOp<V, false>(xr[k], t[k * m + j]);
          else
            for (int64_t k = 0; k < j; ++k)
              sum -= mulOp<V, false>(xr[k], t[k * m + j]);
          xr[j] = sum / t[j * m + j];
        }
      }
    }
  }
  return writeAll<V>(bBuf.array(), resultType);
}

FailureOr<Tensor> mlir::sfold::triangularSolveOp(const Tensor &a,
                                                 const Tensor &b, bool leftSide,
                                                 bool lower, bool unitDiagonal,
                                                 TransposeKind transpose,
                                                 ShapedType resultType) {
  if (anyQuantized({&a, &b}, {resultType})) {
    FailureOr<Tensor> fa = toFloat(a), fb = toFloat(b);
    if (failed(fa) || failed(fb))
      return failure();
    return fromFloat(triangularSolveOp(*fa, *fb, leftSide, lower, unitDiagonal,
                                       transpose, floatTypeOf(resultType)),
                     resultType);
  }
  int64_t rank = a.getRank();
  if (rank < 2 || b.getRank() != rank || resultType.getShape() != b.getShape())
    return failure();
  ArrayRef<int64_t> as = a.getShape(), bs = b.getShape();
  if (as.drop_back(2) != bs.drop_back(2) || as[rank - 1] != as[rank - 2] ||
      as[rank - 1] != bs[leftSide ? rank - 2 : rank - 1])
    return failure();
  if (!isFloatOrComplex(a.getElementType()) ||
      !isFloatOrComplex(b.getElementType()) ||
      isa<ComplexType>(a.getElementType()) !=
          isa<ComplexType>(b.getElementType()))
    return failure();
  if (isa<ComplexType>(a.getElementType()))
    return triangularSolveImpl<Cplx>(a, b, leftSide, lower, unitDiagonal,
                                     transpose, resultType);
  return triangularSolveImpl<double>(a, b, leftSide, lower, unitDiagonal,
                                     transpose, resultType);
}

//===----------------------------------------------------------------------===//
// batch_norm_*
//===----------------------------------------------------------------------===//

using TensorTriple = std::tuple<Tensor, Tensor, Tensor>;

/// The spec's dequantize_batch_norm_grad_or_training_quantize: dequantizes
/// `inputs`, runs `op` on them with the float result types, and quantizes
/// its three results to `resultTypes`.
template <typename Fn>
static FailureOr<TensorTriple> applyQuantized(ArrayRef<const Tensor *> inputs,
                                              ArrayRef<ShapedType> resultTypes,
                                              Fn op) {
  SmallVector<Tensor> floats;
  for (const Tensor *t : inputs) {
    FailureOr<Tensor> f = toFloat(*t);
    if (failed(f))
      return failure();
    floats.push_back(*f);
  }
  SmallVector<ShapedType> floatTypes;
  for (ShapedType t : resultTypes)
    floatTypes.push_back(floatTypeOf(t));
  FailureOr<TensorTriple> r = op(floats, floatTypes);
  if (failed(r))
    return failure();
  FailureOr<Tensor> a = fromFloat(std::get<0>(*r), resultTypes[0]);
  FailureOr<Tensor> b = fromFloat(std::get<1>(*r), resultTypes[1]);
  FailureOr<Tensor> c = fromFloat(std::get<2>(*r), resultTypes[2]);
  if (failed(a) || failed(b) || failed(c))
    return failure();
  return std::make_tuple(*a, *b, *c);
}

namespace {
/// An operand viewed as [outer, feature, inner] around the feature dimension.
struct FeatureView {
  int64_t outer = 1, features = 1, inner = 1;
  int64_t count() const { return outer * inner; }
  /// Calls fn(linearIndex, feature) for every element.
  template <typename Fn> void forEach(Fn fn) const {
    int64_t idx = 0;
    for (int64_t o = 0; o < outer; ++o)
      for (int64_t f = 0; f < features; ++f)
        for (int64_t i = 0; i < inner; ++i)
          fn(idx++, f);
  }
};
} // namespace

static FailureOr<FeatureView> makeView(const Tensor &operand,
                                       int64_t featureIndex,
                                       ArrayRef<const Tensor *> vectors) {
  int64_t rank = operand.getRank();
  if (featureIndex < 0 || featureIndex >= rank ||
      !isa<FloatType>(operand.getElementType()))
    return failure();
  FeatureView v;
  ArrayRef<int64_t> shape = operand.getShape();
  for (int64_t d = 0; d < featureIndex; ++d)
    v.outer *= shape[d];
  v.features = shape[featureIndex];
  for (int64_t d = featureIndex + 1; d < rank; ++d)
    v.inner *= shape[d];
  for (const Tensor *t : vectors)
    if (t->getRank() != 1 || t->getShape()[0] != v.features ||
        !isa<FloatType>(t->getElementType()))
      return failure();
  return v;
}

/// Per-feature means of `x` (a failed buffer if it cannot be had).
static ScratchBuffer<double> featureMean(const FeatureView &v,
                                         const ScratchBuffer<double> &x) {
  ScratchBuffer<double> sum(v.features);
  if (!sum)
    return sum;
  v.forEach([&](int64_t i, int64_t f) { sum[f] += x[i]; });
  for (int64_t f = 0; f < sum.size(); ++f)
    sum[f] /= static_cast<double>(v.count());
  return sum;
}

/// (x - mean) / sqrt(var + eps) * scale + offset.
static ScratchBuffer<double> normalize(const FeatureView &v,
                                       const ScratchBuffer<double> &x,
                                       const ScratchBuffer<double> &scale,
                                       const ScratchBuffer<double> &offset,
                                       const ScratchBuffer<double> &mean,
                                       const ScratchBuffer<double> &var,
                                       double eps) {
  ScratchBuffer<double> out(x.size());
  if (!out)
    return out;
  v.forEach([&](int64_t i, int64_t f) {
    double stddev = std::sqrt(var[f] + eps);
    out[i] = scale[f] * ((x[i] - mean[f]) / stddev) + offset[f];
  });
  return out;
}

FailureOr<Tensor>
mlir::sfold::batchNormInferenceOp(const Tensor &operand, const Tensor &scale,
                                  const Tensor &offset, const Tensor &mean,
                                  const Tensor &variance, double epsilon,
                                  int64_t featureIndex, ShapedType resultType) {
  if (anyQuantized({&operand, &scale, &offset, &mean, &variance},
                   {resultType})) {
    FailureOr<Tensor> x = toFloat(operand), s = toFloat(scale),
                      o = toFloat(offset), m = toFloat(mean),
                      var = toFloat(variance);
    if (failed(x) || failed(s) || failed(o) || failed(m) || failed(var))
      return failure();
    return fromFloat(batchNormInferenceOp(*x, *s, *o, *m, *var, epsilon,
                                          featureIndex,
                                          floatTypeOf(resultType)),
                     resultType);
  }
  if (resultType.getShape() != operand.getShape())
    return failure();
  FailureOr<FeatureView> v =
      makeView(operand, featureIndex, {&scale, &offset, &mean, &variance});
  if (failed(v))
    return failure();
  ScratchBuffer<double> x, s, o, mu, var;
  if (failed(readAll(operand, x)) || failed(readAll(scale, s)) ||
      failed(readAll(offset, o)) || failed(readAll(mean, mu)) ||
      failed(readAll(variance, var)))
    return failure();
  ScratchBuffer<double> out = normalize(*v, x, s, o, mu, var, epsilon);
  if (!out)
    return failure();
  return writeAll<double>(out.array(), resultType);
}

FailureOr<std::tuple<Tensor, Tensor, Tensor>> mlir::sfold::batchNormTrainingOp(
    const Tensor &operand, const Tensor &scale, const Tensor &offset,
    double epsilon, int64_t featureIndex, ArrayRef<ShapedType> resultTypes) {
  if (resultTypes.size() != 3 ||
      resultTypes[0].getShape() != operand.getShape() ||
      resultTypes[1].getShape() != scale.getShape() ||
      resultTypes[2].getShape() != scale.getShape())
    return failure();
  if (anyQuantized({&operand, &scale, &offset}, resultTypes))
    return applyQuantized({&operand, &scale, &offset}, resultTypes,
                          [&](ArrayRef<Tensor> f, ArrayRef<ShapedType> types) {
                            return batchNormTrainingOp(
                                f[0], f[1], f[2], epsilon, featureIndex, types);
                          });
  FailureOr<FeatureView> v = makeView(operand, featureIndex, {&scale, &offset});
  if (failed(v))
    return failure();
  ScratchBuffer<double> x, s, o;
  if (failed(readAll(operand, x)) || failed(readAll(scale, s)) ||
      failed(readAll(offset, o)))
    return failure();
  ScratchBuffer<double> mu = featureMean(*v, x), sq(x.size());
  if (!mu || !sq)
    return failure();
  v->forEach([&](int64_t i, int64_t f) {
    double c = x[i] - mu[f];
    sq[i] = c * c;
  });
  ScratchBuffer<double> var = featureMean(*v, sq);
  if (!var)
    return failure();
  ScratchBuffer<double> out = normalize(*v, x, s, o, mu, var, epsilon);
  if (!out)
    return failure();
  FailureOr<Tensor> outT = writeAll<double>(out.array(), resultTypes[0]);
  FailureOr<Tensor> muT = writeAll<double>(mu.array(), resultTypes[1]);
  FailureOr<Tensor> varT = writeAll<double>(var.array(), resultTypes[2]);
  if (failed(outT) || failed(muT) || failed(varT))
    return failure();
  return std::make_tuple(*outT, *muT, *varT);
}

FailureOr<std::tuple<Tensor, Tensor, Tensor>> mlir::sfold::batchNormGradOp(
    const Tensor &operand, const Tensor &scale, const Tensor &mean,
    const Tensor &variance, const Tensor &gradOutput, double epsilon,
    int64_t featureIndex, ArrayRef<ShapedType> resultTypes) {
  if (resultTypes.size() != 3 ||
      resultTypes[0].getShape() != operand.getShape() ||
      resultTypes[1].getShape() != scale.getShape() ||
      resultTypes[2].getShape() != scale.getShape())
    return failure();
  if (anyQuantized({&operand, &scale, &mean, &variance, &gradOutput},
                   resultTypes))
    return applyQuantized(
        {&operand, &scale, &mean, &variance, &gradOutput}, resultTypes,
        [&](ArrayRef<Tensor> f, ArrayRef<ShapedType> types) {
          return batchNormGradOp(f[0], f[1], f[2], f[3], f[4], epsilon,
                                 featureIndex, types);
        });
  FailureOr<FeatureView> v =
      makeView(operand, featureIndex, {&scale, &mean, &variance});
  if (failed(v) || gradOutput.getShape() != operand.getShape() ||
      !isa<FloatType>(gradOutput.getElementType()))
    return failure();
  ScratchBuffer<double> x, s, mu, var, dy;
  if (failed(readAll(operand, x)) || failed(readAll(scale, s)) ||
      failed(readAll(mean, mu)) || failed(readAll(variance, var)) ||
      failed(readAll(gradOutput, dy)))
    return failure();
  int64_t nf = v->features;
  double count = static_cast<double>(v->count());
  // Per-feature sums: grad_offset = sum(dy), sum(dy * (x - mean)), and
  // grad_scale = sum(dy * normalized x).
  ScratchBuffer<double> sumDy(nf), sumDyC(nf), gradScale(nf),
      gradOperand(x.size());
  if (!sumDy || !sumDyC || !gradScale || !gradOperand)
    return failure();
  v->forEach([&](int64_t i, int64_t f) {
    double c = x[i] - mu[f];
    double stddev = std::sqrt(var[f] + epsilon);
    sumDy[f] += dy[i];
    sumDyC[f] += dy[i] * c;
    gradScale[f] += dy[i] * (c / stddev);
  });
  v->forEach([&](int64_t i, int64_t f) {
    double c = x[i] - mu[f];
    double varEps = var[f] + epsilon;
    double stddev = std::sqrt(varEps);
    double i6 = dy[i] * count - sumDy[f] - sumDyC[f] * c / varEps;
    gradOperand[i] = s[f] / stddev / count * i6;
  });
  FailureOr<Tensor> gOp = writeAll<double>(gradOperand.array(), resultTypes[0]);
  FailureOr<Tensor> gScale =
      writeAll<double>(gradScale.array(), resultTypes[1]);
  FailureOr<Tensor> gOff = writeAll<double>(sumDy.array(), resultTypes[2]);
  if (failed(gOp) || failed(gScale) || failed(gOff))
    return failure();
  return std::make_tuple(*gOp, *gScale, *gOff);
}

//===----------------------------------------------------------------------===//
// Quantization (for quantized dot_general / convolution)
//===----------------------------------------------------------------------===//

namespace {
/// Scales and zero points of a quantized element type, per tensor (one of
/// each, axis -1) or per axis.
struct QuantParams {
  SmallVector<double> scales;
  SmallVector<int64_t> zeroPoints;
  int64_t axis = -1;
  int64_t storageMin = 0, storageMax = 0;
  Type expressed;

  /// Index into scales/zeroPoints of the element at `linear` in `shape`.
  int64_t paramIndex(int64_t linear, ArrayRef<int64_t> shape) const {
    if (axis < 0)
      return 0;
    int64_t inner = 1;
    for (int64_t d = axis + 1; d < (int64_t)shape.size(); ++d)
      inner *= shape[d];
    return (linear / inner) % shape[axis];
  }
};
} // namespace

static FailureOr<QuantParams> getQuantParams(Type elementType, int64_t rank) {
  QuantParams p;
  if (auto t = dyn_cast<quant::UniformQuantizedType>(elementType)) {
    p.scales = {t.getScale()};
    p.zeroPoints = {t.getZeroPoint()};
  } else if (auto t =
                 dyn_cast<quant::UniformQuantizedPerAxisType>(elementType)) {
    p.scales.assign(t.getScales().begin(), t.getScales().end());
    p.zeroPoints.assign(t.getZeroPoints().begin(), t.getZeroPoints().end());
    p.axis = t.getQuantizedDimension();
    if (p.axis < 0 || p.axis >= rank)
      return failure();
  } else {
    return failure();
  }
  auto q = cast<quant::QuantizedType>(elementType);
  p.storageMin = q.getStorageTypeMin();
  p.storageMax = q.getStorageTypeMax();
  p.expressed = q.getExpressedType();
  if (!isa<FloatType>(p.expressed))
    return failure();
  return p;
}

FailureOr<Tensor> linalg_detail::dequantizeTensor(const Tensor &t) {
  FailureOr<QuantParams> p = getQuantParams(t.getElementType(), t.getRank());
  if (failed(p))
    return failure();
  ArrayRef<int64_t> shape = t.getShape();
  if (p->axis >= 0 && (int64_t)p->scales.size() != shape[p->axis])
    return failure();
  FailureOr<Tensor> raw = t.withType(
      RankedTensorType::get(shape, getStorageElementType(t.getElementType())));
  if (failed(raw))
    return failure();
  ScratchBuffer<int64_t> storage;
  if (failed(readAll(*raw, storage)))
    return failure();
  RankedTensorType resultType = RankedTensorType::get(shape, p->expressed);
  return dispatchOnElementType(
      p->expressed, [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        if constexpr (!isFloatTag<Tag>) {
          return failure();
        } else {
          using S = typename Tag::StorageType;
          using F = typename FloatCodec<Tag>::ComputeType;
          FloatCodec<Tag> codec(p->expressed);
          Tensor result(resultType);
          MutableArrayRef<S> out = result.mutableData<S>();
          for (int64_t i = 0; i < storage.size(); ++i) {
            int64_t q = p->paramIndex(i, shape);
            F v = static_cast<F>(storage[i] - p->zeroPoints[q]) *
                  static_cast<F>(p->scales[q]);
            out[i] = codec.encode(v);
          }
          return result;
        }
      });
}

FailureOr<Tensor> linalg_detail::quantizeTensor(const Tensor &x,
                                                ShapedType type) {
  FailureOr<QuantParams> p =
      getQuantParams(type.getElementType(), type.getRank());
  if (failed(p) || x.getShape() != type.getShape())
    return failure();
  ArrayRef<int64_t> shape = x.getShape();
  if (p->axis >= 0 && (int64_t)p->scales.size() != shape[p->axis])
    return failure();
  ScratchBuffer<int64_t> storage(x.getNumElements());
  if (!storage)
    return failure();
  LogicalResult ok =
      dispatchOnElementType(x.getElementType(), [&](auto tag) -> LogicalResult {
        using Tag = decltype(tag);
        if constexpr (!isFloatTag<Tag>) {
          return failure();
        } else {
          using S = typename Tag::StorageType;
          using F = typename FloatCodec<Tag>::ComputeType;
          FloatCodec<Tag> codec(x.getElementType());
          ArrayRef<S> in = x.data<S>();
          F lo = static_cast<F>(p->storageMin),
            hi = static_cast<F>(p->storageMax);
          for (int64_t i = 0; i < storage.size(); ++i) {
            int64_t q = p->paramIndex(i, shape);
            F v = codec.decode(in[i]) / static_cast<F>(p->scales[q]) +
                  static_cast<F>(p->zeroPoints[q]);
            v = std::isnan(v) ? F(0) : std::min(std::max(v, lo), hi);
            storage[i] = static_cast<int64_t>(std::nearbyint(v));
          }
          return success();
        }
      });
  if (failed(ok))
    return failure();
  RankedTensorType storageType = RankedTensorType::get(
      shape, getStorageElementType(type.getElementType()));
  FailureOr<Tensor> stored = dispatchOnElementType(
      storageType.getElementType(), [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        if constexpr (!isIntegerTag<Tag>) {
          return failure();
        } else {
          using S = typename Tag::StorageType;
          Tensor result(storageType);
          MutableArrayRef<S> out = result.mutableData<S>();
          for (int64_t i = 0; i < storage.size(); ++i)
            out[i] = static_cast<S>(storage[i]);
          return result;
        }
      });
  if (failed(stored))
    return failure();
  return stored->withType(type);
}

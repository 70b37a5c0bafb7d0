//===- Convolution.cpp - the convolution kernel ---------------------------===//
//
// The spec defines convolution as dot products between (padded, dilated,
// possibly reversed) windows of lhs and slices of rhs, split into feature or
// batch groups. This kernel computes exactly that as one matrix product per
// group ("im2col"): every row of A is one window of lhs flattened as
// [kernel spatial..., input feature] (zero where the window covers padding or
// a dilation hole), B is rhs reordered to [kernel spatial..., input feature]
// x [output feature], and the product's rows are scattered into the result.
//
//===----------------------------------------------------------------------===//

#include "LinalgInternal.h"

#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::linalg_detail;

namespace {
/// Everything about a convolution after validation.
struct ConvPlan {
  int64_t numSpatial = 0;
  SmallVector<int64_t> strides, padLow, lhsDil, rhsDil;
  SmallVector<bool> reversal;
  SmallVector<int64_t> inSpatial, kernelSpatial, outSpatial;
  int64_t groups = 1;
  bool batchGroups = false; // Groups split the batch (else the features).
  int64_t groupBatch = 0;   // Output batch size.
  int64_t groupInFeat = 0;  // Input features per group.
  int64_t groupOutFeat = 0; // Output features per group.
};
} // namespace

template <typename T>
static SmallVector<T> orDefault(ArrayRef<T> values, int64_t n, T dflt) {
  if (values.empty())
    return SmallVector<T>(n, dflt);
  return SmallVector<T>(values.begin(), values.end());
}

/// Checks the op's constraints and computes the plan; fails if they do not
/// hold or `resultType` is not the shape they imply.
static FailureOr<ConvPlan> makePlan(const Tensor &lhs, const Tensor &rhs,
                                    const ConvWindow &window,
                                    const ConvDimensions &dims, int64_t fgc,
                                    int64_t bgc, ShapedType resultType) {
  int64_t rank = lhs.getRank();
  if (rank < 2 || rhs.getRank() != rank || !resultType.hasStaticShape() ||
      resultType.getRank() != rank)
    return failure();
  ConvPlan plan;
  int64_t ns = rank - 2;
  plan.numSpatial = ns;
  if ((int64_t)dims.inputSpatial.size() != ns ||
      (int64_t)dims.kernelSpatial.size() != ns ||
      (int64_t)dims.outputSpatial.size() != ns)
    return failure();
  SmallVector<int64_t> in{dims.inputBatch}, ker(dims.kernelSpatial),
      out{dims.outputBatch};
  in.append(dims.inputSpatial.begin(), dims.inputSpatial.end());
  in.push_back(dims.inputFeature);
  ker.push_back(dims.kernelInputFeature);
  ker.push_back(dims.kernelOutputFeature);
  out.append(dims.outputSpatial.begin(), dims.outputSpatial.end());
  out.push_back(dims.outputFeature);
  if (!areValidDims(in, rank) || !areValidDims(ker, rank) ||
      !areValidDims(out, rank))
    return failure();

  plan.strides = orDefault<int64_t>(window.strides, ns, 1);
  plan.lhsDil = orDefault<int64_t>(window.lhsDilation, ns, 1);
  plan.rhsDil = orDefault<int64_t>(window.rhsDilation, ns, 1);
  plan.reversal = orDefault<bool>(window.reversal, ns, false);
  SmallVector<std::pair<int64_t, int64_t>> padding =
      orDefault<std::pair<int64_t, int64_t>>(window.padding, ns, {0, 0});
  if ((int64_t)plan.strides.size() != ns || (int64_t)plan.lhsDil.size() != ns ||
      (int64_t)plan.rhsDil.size() != ns ||
      (int64_t)plan.reversal.size() != ns || (int64_t)padding.size() != ns)
    return failure();
  for (int64_t i = 0; i < ns; ++i)
    if (plan.strides[i] <= 0 || plan.lhsDil[i] <= 0 || plan.rhsDil[i] <= 0)
      return failure();

  ArrayRef<int64_t> lShape = lhs.getShape(), rShape = rhs.getShape();
  int64_t batch = lShape[dims.inputBatch];
  int64_t inFeat = lShape[dims.inputFeature];
  int64_t outFeat = rShape[dims.kernelOutputFeature];
  if (fgc <= 0 || bgc <= 0 || (fgc > 1 && bgc > 1) || batch % bgc != 0 ||
      inFeat % fgc != 0 || outFeat % bgc != 0 || outFeat % fgc != 0 ||
      rShape[dims.kernelInputFeature] != inFeat / fgc)
    return failure();
  plan.groups = fgc * bgc;
  plan.batchGroups = bgc > 1;
  plan.groupBatch = batch / bgc;
  plan.groupInFeat = inFeat / fgc;
  plan.groupOutFeat = outFeat / plan.groups;

  SmallVector<int64_t> expected(rank);
  expected[dims.outputBatch] = plan.groupBatch;
  expected[dims.outputFeature] = outFeat;
  for (int64_t i = 0; i < ns; ++i) {
    int64_t inDim = lShape[dims.inputSpatial[i]];
    int64_t kDim = rShape[dims.kernelSpatial[i]];
    int64_t dilatedIn = inDim == 0 ? 0 : (inDim - 1) * plan.lhsDil[i] + 1;
    int64_t padded = padding[i].first + dilatedIn + padding[i].second;
    int64_t dilatedWin = kDim == 0 ? 0 : (kDim - 1) * plan.rhsDil[i] + 1;
    int64_t windows = (padded <= 0 || dilatedWin > padded)
                          ? 0
                          : (padded - dilatedWin) / plan.strides[i] + 1;
    expected[dims.outputSpatial[i]] = windows;
    plan.inSpatial.push_back(inDim);
    plan.kernelSpatial.push_back(kDim);
    plan.outSpatial.push_back(windows);
    plan.padLow.push_back(padding[i].first);
  }
  if (ArrayRef<int64_t>(expected) != resultType.getShape())
    return failure();
  return plan;
}

/// dst (row-major over dstShape) = src at offsets sum(idx[i] * strides[i]).
template <typename C>
static void stridedCopy(const C *src, ArrayRef<int64_t> dstShape,
                        ArrayRef<int64_t> strides, C *dst) {
  int64_t total = 1;
  for (int64_t d : dstShape)
    total *= d;
  if (total == 0)
    return;
  int64_t rank = dstShape.size();
  SmallVector<int64_t> idx(rank, 0);
  int64_t off = 0;
  for (int64_t o = 0; o < total; ++o) {
    dst[o] = src[off];
    for (int64_t d = rank - 1; d >= 0; --d) {
      off += strides[d];
      if (++idx[d] < dstShape[d])
        break;
      off -= strides[d] * dstShape[d];
      idx[d] = 0;
    }
  }
}

/// Advances a row-major multi-index over `shape`; false after the last one.
static bool nextIndex(MutableArrayRef<int64_t> idx, ArrayRef<int64_t> shape) {
  for (int64_t d = idx.size() - 1; d >= 0; --d) {
    if (++idx[d] < shape[d])
      return true;
    idx[d] = 0;
  }
  return false;
}

FailureOr<Tensor>
mlir::sfold::convolutionOp(const Tensor &lhs, const Tensor &rhs,
                           const ConvWindow &window, const ConvDimensions &dims,
                           int64_t featureGroupCount, int64_t batchGroupCount,
                           ShapedType resultType) {
  if (isQuantized(lhs.getElementType()) || isQuantized(rhs.getElementType()) ||
      isQuantized(resultType.getElementType()))
    return withDequantizedOperands(
        lhs, rhs, resultType,
        [&](const Tensor &l, const Tensor &r, ShapedType floatType) {
          return convolutionOp(l, r, window, dims, featureGroupCount,
                               batchGroupCount, floatType);
        });
  FailureOr<ConvPlan> maybePlan = makePlan(
      lhs, rhs, window, dims, featureGroupCount, batchGroupCount, resultType);
  if (failed(maybePlan))
    return failure();
  const ConvPlan &plan = *maybePlan;
  if (!isSupportedElementType(resultType.getElementType()))
    return failure();
  if (resultType.getNumElements() == 0)
    return Tensor(resultType);

  int64_t ns = plan.numSpatial;
  int64_t numWindowPos = 1, numOutPos = 1;
  for (int64_t i = 0; i < ns; ++i) {
    numWindowPos *= plan.kernelSpatial[i];
    numOutPos *= plan.outSpatial[i];
  }
  int64_t g = plan.groups, cg = plan.groupInFeat, og = plan.groupOutFeat;
  int64_t m = plan.groupBatch * numOutPos, k = numWindowPos * cg;

  SmallVector<int64_t> lStrides = computeStrides(lhs.getShape());
  SmallVector<int64_t> rStrides = computeStrides(rhs.getShape());

  return dispatchOnElementType(
      resultType.getElementType(), [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        using C = typename ComputeOf<Tag>::type;
        constexpr bool isBool = ComputeOf<Tag>::isBool;

        // lhs in compute type, original layout.
        ScratchBuffer<C> lhsBuf(lhs.getNumElements());
        if (!lhsBuf)
          return failure();
        SmallVector<int64_t> identity;
        for (int64_t d = 0; d < lhs.getRank(); ++d)
          identity.push_back(d);
        if (!lhsBuf.empty() &&
            failed(permuteGather<C, isBool>(lhs, identity, lhsBuf.data())))
          return failure();

        // B: [group, kernel spatial..., input feature, output feature].
        ScratchBuffer<C> bBuf(g * k * og);
        if (!bBuf)
          return failure();
        SmallVector<int64_t> bShape{g},
            bStrides{og * rStrides[dims.kernelOutputFeature]};
        for (int64_t i = 0; i < ns; ++i) {
          bShape.push_back(plan.kernelSpatial[i]);
          bStrides.push_back(rStrides[dims.kernelSpatial[i]]);
        }
        bShape.append({cg, og});
        bStrides.append({rStrides[dims.kernelInputFeature],
                         rStrides[dims.kernelOutputFeature]});
        if (!bBuf.empty() && failed(stridedGather<C, isBool>(
                                 rhs, bShape, bStrides, bBuf.data())))
          return failure();

        // A holds rows of [kernel spatial..., feature] windows, one row per
        // (batch, output position) of a group, built a chunk of rows at a
        // time (bounding its memory) and multiplied into Out: [group, batch,
        // output spatial..., output feature].
        ScratchBuffer<C> outBuf(g * m * og);
        const int64_t chunkRows =
            std::max<int64_t>(1, std::min<int64_t>(m, (1 << 22) / (k + 1)));
        ScratchBuffer<C> aBuf(k > 0 ? chunkRows * k : 0);
        if (!outBuf || !aBuf)
          return failure();
        bool gemmFailed = false;
        int64_t fStride = lStrides[dims.inputFeature];
        SmallVector<int64_t> outPos(ns, 0), winPos(ns, 0);
        for (int64_t gi = 0; gi < g && k > 0; ++gi) {
          int64_t batchBase = plan.batchGroups ? gi * plan.groupBatch : 0;
          int64_t featBase = plan.batchGroups ? 0 : gi * cg;
          const C *bGroup = bBuf.data() + gi * k * og;
          int64_t row = 0, chunkStart = 0;
          auto flush = [&]() {
            gemmFailed |= !batchedGemm<C, isBool>(
                aBuf.data(), bGroup, outBuf.data() + (gi * m + chunkStart) * og,
                1, row - chunkStart, k, og);
            chunkStart = row;
          };
          for (int64_t n = 0; n < plan.groupBatch; ++n) {
            int64_t rowBase = (batchBase + n) * lStrides[dims.inputBatch] +
                              featBase * fStride;
            std::fill(outPos.begin(), outPos.end(), 0);
            do {
              C *aPtr = aBuf.data() + (row - chunkStart) * k;
              std::fill(aPtr, aPtr + k, C());
              std::fill(winPos.begin(), winPos.end(), 0);
              do {
                int64_t off = rowBase;
                bool valid = true;
                for (int64_t i = 0; i < ns && valid; ++i) {
                  int64_t w = plan.reversal[i]
                                  ? plan.kernelSpatial[i] - 1 - winPos[i]
                                  : winPos[i];
                  int64_t q = outPos[i] * plan.strides[i] + w * plan.rhsDil[i] -
                              plan.padLow[i];
                  if (q < 0 || q % plan.lhsDil[i] != 0) {
                    valid = false;
                    break;
                  }
                  q /= plan.lhsDil[i];
                  if (q >= plan.inSpatial[i])
                    valid = false;
                  else
                    off += q * lStrides[dims.inputSpatial[i]];
                }
                if (valid)
                  for (int64_t c = 0; c < cg; ++c)
                    aPtr[c] = lhsBuf[off + c * fStride];
                aPtr += cg;
              } while (nextIndex(winPos, plan.kernelSpatial));
              if (++row - chunkStart == chunkRows)
                flush();
            } while (nextIndex(outPos, plan.outSpatial));
          }
          if (row > chunkStart)
            flush();
          if (gemmFailed)
            return failure();
        }

        // Scatter into the result layout, viewing its feature dimension as
        // [group, feature in group].
        SmallVector<int64_t> outStrides(ns + 3);
        {
          int64_t s = og;
          for (int64_t i = ns - 1; i >= 0; --i) {
            outStrides[1 + i] = s; // Spatial dims of Out are 1..ns.
            s *= plan.outSpatial[i];
          }
          outStrides[0] = s; // Batch.
        }
        SmallVector<int64_t> viewShape, viewStrides;
        ArrayRef<int64_t> resShape = resultType.getShape();
        for (int64_t d = 0; d < resultType.getRank(); ++d) {
          if (d == dims.outputBatch) {
            viewShape.push_back(resShape[d]);
            viewStrides.push_back(outStrides[0]);
          } else if (d == dims.outputFeature) {
            viewShape.append({g, og});
            viewStrides.append({m * og, 1});
          } else {
            int64_t i =
                llvm::find(dims.outputSpatial, d) - dims.outputSpatial.begin();
            viewShape.push_back(resShape[d]);
            viewStrides.push_back(outStrides[1 + i]);
          }
        }
        ScratchBuffer<C> resBuf(resultType.getNumElements());
        if (!resBuf)
          return failure();
        stridedCopy(outBuf.data(), viewShape, viewStrides, resBuf.data());
        return storeResult<Tag>(resBuf.data(), resultType);
      });
}

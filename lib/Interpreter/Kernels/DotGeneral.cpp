//===- DotGeneral.cpp - the dot_general kernel ----------------------------===//
//
// Both operands are converted to the result's compute type while being
// transposed to [batch, free, contract] (lhs) and [batch, contract, free]
// (rhs) layouts; a batched matrix product over those buffers (the GEMM of
// Gemm.cpp for f32 / f64, an i-k-j loop otherwise) then produces the result
// in its own [batch, lhs free, rhs free] layout. f32 / f64 operands already
// in those layouts are read in place, and their product is written into the
// result without a copy.
//
//===----------------------------------------------------------------------===//

#include "LinalgInternal.h"

#include "stablehlo_fold/Interpreter/LinalgKernels.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::linalg_detail;

/// The dimensions of a rank-`rank` operand that are neither batching nor
/// contracting, in order.
static SmallVector<int64_t> freeDims(int64_t rank, ArrayRef<int64_t> batching,
                                     ArrayRef<int64_t> contracting) {
  SmallVector<int64_t> dims;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(batching, d) && !llvm::is_contained(contracting, d))
      dims.push_back(d);
  return dims;
}

static int64_t product(ArrayRef<int64_t> shape, ArrayRef<int64_t> dims) {
  int64_t p = 1;
  for (int64_t d : dims)
    p *= shape[d];
  return p;
}

/// Whether `perm` is 0, 1, 2, ...
static bool isIdentity(ArrayRef<int64_t> perm) {
  for (auto [i, p] : llvm::enumerate(perm))
    if (p != static_cast<int64_t>(i))
      return false;
  return true;
}

/// `src`'s elements in F, permuted by `perm`: in place when they already
/// are (same element type, identity permutation), else gathered into `buf`
/// (failure if its memory cannot be had).
template <typename F>
static FailureOr<const F *> gemmOperand(const Tensor &src,
                                        ArrayRef<int64_t> perm, Type et,
                                        ScratchBuffer<F> &buf) {
  if (src.getElementType() == et && isIdentity(perm))
    return src.data<F>().data();
  if (!buf.allocate(src.getNumElements()) ||
      (!buf.empty() && failed(permuteGather<F, false>(src, perm, buf.data()))))
    return failure();
  return static_cast<const F *>(buf.data());
}

/// The f32 / f64 product: operands read in place where they can be, the
/// GEMM writing straight into the (zeroed) result.
template <typename F>
static FailureOr<Tensor>
floatProduct(const Tensor &lhs, const Tensor &rhs, ArrayRef<int64_t> lhsPerm,
             ArrayRef<int64_t> rhsPerm, ShapedType resultType, int64_t batch,
             int64_t m, int64_t k, int64_t n) {
  Type et = resultType.getElementType();
  ScratchBuffer<F> aBuf, bBuf;
  FailureOr<const F *> a = gemmOperand(lhs, lhsPerm, et, aBuf);
  if (failed(a))
    return failure();
  FailureOr<const F *> b = gemmOperand(rhs, rhsPerm, et, bBuf);
  if (failed(b))
    return failure();
  Tensor result(resultType);
  if (!result ||
      !gemmFloat(*a, *b, result.mutableData<F>().data(), batch, m, k, n))
    return failure();
  return result;
}

FailureOr<Tensor> mlir::sfold::dotGeneralOp(
    const Tensor &lhs, const Tensor &rhs, ArrayRef<int64_t> lhsBatching,
    ArrayRef<int64_t> rhsBatching, ArrayRef<int64_t> lhsContracting,
    ArrayRef<int64_t> rhsContracting, ShapedType resultType) {
  int64_t lhsRank = lhs.getRank(), rhsRank = rhs.getRank();
  ArrayRef<int64_t> lhsShape = lhs.getShape(), rhsShape = rhs.getShape();
  if (lhsBatching.size() != rhsBatching.size() ||
      lhsContracting.size() != rhsContracting.size())
    return failure();
  SmallVector<int64_t> lhsAll(lhsBatching), rhsAll(rhsBatching);
  lhsAll.append(lhsContracting.begin(), lhsContracting.end());
  rhsAll.append(rhsContracting.begin(), rhsContracting.end());
  if (!areValidDims(lhsAll, lhsRank) || !areValidDims(rhsAll, rhsRank))
    return failure();
  for (auto [l, r] : llvm::zip(lhsBatching, rhsBatching))
    if (lhsShape[l] != rhsShape[r])
      return failure();
  for (auto [l, r] : llvm::zip(lhsContracting, rhsContracting))
    if (lhsShape[l] != rhsShape[r])
      return failure();
  if (!resultType.hasStaticShape())
    return failure();
  if (isQuantized(resultType.getElementType()) ||
      isQuantized(lhs.getElementType()) || isQuantized(rhs.getElementType()))
    return withDequantizedOperands(
        lhs, rhs, resultType,
        [&](const Tensor &l, const Tensor &r, ShapedType floatType) {
          return dotGeneralOp(l, r, lhsBatching, rhsBatching, lhsContracting,
                              rhsContracting, floatType);
        });

  SmallVector<int64_t> lhsFree = freeDims(lhsRank, lhsBatching, lhsContracting);
  SmallVector<int64_t> rhsFree = freeDims(rhsRank, rhsBatching, rhsContracting);
  SmallVector<int64_t> expectedShape;
  for (int64_t d : lhsBatching)
    expectedShape.push_back(lhsShape[d]);
  for (int64_t d : lhsFree)
    expectedShape.push_back(lhsShape[d]);
  for (int64_t d : rhsFree)
    expectedShape.push_back(rhsShape[d]);
  if (ArrayRef<int64_t>(expectedShape) != resultType.getShape())
    return failure();

  int64_t batch = product(lhsShape, lhsBatching);
  int64_t m = product(lhsShape, lhsFree);
  int64_t k = product(lhsShape, lhsContracting);
  int64_t n = product(rhsShape, rhsFree);

  SmallVector<int64_t> lhsPerm(lhsBatching);
  lhsPerm.append(lhsFree.begin(), lhsFree.end());
  lhsPerm.append(lhsContracting.begin(), lhsContracting.end());
  SmallVector<int64_t> rhsPerm(rhsBatching);
  rhsPerm.append(rhsContracting.begin(), rhsContracting.end());
  rhsPerm.append(rhsFree.begin(), rhsFree.end());

  return dispatchOnElementType(
      resultType.getElementType(), [&](auto tag) -> FailureOr<Tensor> {
        using Tag = decltype(tag);
        using C = typename ComputeOf<Tag>::type;
        constexpr bool isBool = ComputeOf<Tag>::isBool;
        if constexpr (Tag::kind == ElementKind::Float)
          return floatProduct<C>(lhs, rhs, lhsPerm, rhsPerm, resultType, batch,
                                 m, k, n);
        ScratchBuffer<C> a(batch * m * k), b(batch * k * n),
            out(batch * m * n);
        if (!a || !b || !out)
          return failure();
        if (!a.empty() &&
            failed(permuteGather<C, isBool>(lhs, lhsPerm, a.data())))
          return failure();
        if (!b.empty() &&
            failed(permuteGather<C, isBool>(rhs, rhsPerm, b.data())))
          return failure();
        if (!batchedGemm<C, isBool>(a.data(), b.data(), out.data(), batch, m,
                                    k, n))
          return failure();
        return storeResult<Tag>(out.data(), resultType);
      });
}

//===- ReduceCommon.cpp - shared pieces of the body kernels ---------------===//

#include "ReduceCommon.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::reduce_detail;

bool reduce_detail::supportsFastCompare(Type elementType,
                                        const FastCompare &cmp) {
  if (getStorageElementType(elementType) != elementType)
    return false;
  std::optional<StorageKind> kind = getStorageKind(elementType);
  if (!kind)
    return false;
  switch (*kind) {
  case StorageKind::Bool:
  case StorageKind::U8:
  case StorageKind::U16:
  case StorageKind::U32:
  case StorageKind::U64:
    return cmp.type == CompareType::Unsigned;
  case StorageKind::I8:
  case StorageKind::I16:
  case StorageKind::I32:
  case StorageKind::I64:
    return cmp.type == CompareType::Signed;
  case StorageKind::F32:
  case StorageKind::F64:
  case StorageKind::F16:
  case StorageKind::BF16:
    return cmp.type == CompareType::Float ||
           cmp.type == CompareType::TotalOrder;
  case StorageKind::Narrow8:
  case StorageKind::TF32:
    // Decoding may merge NaN payloads: only the IEEE order is exact.
    return cmp.type == CompareType::Float;
  case StorageKind::C64:
  case StorageKind::C128:
    return false;
  }
  return false;
}

FailureOr<SmallVector<Tensor>>
reduce_detail::callBody(BodyFn body, ArrayRef<Tensor> args,
                        ArrayRef<RankedTensorType> expected) {
  FailureOr<SmallVector<Tensor>> results = body(args);
  if (failed(results) || results->size() != expected.size())
    return failure();
  for (auto [t, type] : llvm::zip(*results, expected))
    if (!t || t.getType() != type)
      return failure();
  return results;
}

FailureOr<bool> reduce_detail::callPredicate(BodyFn body,
                                             ArrayRef<Tensor> args) {
  FailureOr<SmallVector<Tensor>> results = body(args);
  if (failed(results) || results->size() != 1)
    return failure();
  const Tensor &t = results->front();
  if (!t || t.getRank() != 0 || t.getStorageKind() != StorageKind::Bool)
    return failure();
  return t.data<uint8_t>()[0] != 0;
}

FailureOr<Window> reduce_detail::normalizeWindow(const WindowParams &params,
                                                 ArrayRef<int64_t> inputShape) {
  size_t rank = inputShape.size();
  Window w;
  auto fill = [&](ArrayRef<int64_t> given, SmallVector<int64_t> &out,
                  int64_t dflt) -> LogicalResult {
    if (given.empty()) {
      out.assign(rank, dflt);
      return success();
    }
    if (given.size() != rank)
      return failure();
    for (int64_t v : given)
      if (v <= 0)
        return failure();
    out.assign(given.begin(), given.end());
    return success();
  };
  if (params.dimensions.size() != rank ||
      failed(fill(params.dimensions, w.dims, 1)) ||
      failed(fill(params.strides, w.strides, 1)) ||
      failed(fill(params.baseDilations, w.baseDil, 1)) ||
      failed(fill(params.windowDilations, w.winDil, 1)))
    return failure();
  if (params.padding.empty()) {
    w.padLo.assign(rank, 0);
    w.padHi.assign(rank, 0);
  } else {
    if (params.padding.size() != rank)
      return failure();
    for (auto [lo, hi] : params.padding) {
      w.padLo.push_back(lo);
      w.padHi.push_back(hi);
    }
  }
  // Sizes are limited so that the arithmetic below cannot overflow.
  constexpr int64_t kLimit = int64_t(1) << 40;
  for (size_t d = 0; d < rank; ++d) {
    if (w.dims[d] > kLimit || w.strides[d] > kLimit || w.baseDil[d] > kLimit ||
        w.winDil[d] > kLimit || std::abs(w.padLo[d]) > kLimit ||
        std::abs(w.padHi[d]) > kLimit || inputShape[d] > kLimit)
      return failure();
    int64_t dilated =
        inputShape[d] == 0 ? 0 : (inputShape[d] - 1) * w.baseDil[d] + 1;
    int64_t padded = w.padLo[d] + dilated + w.padHi[d];
    int64_t window = (w.dims[d] - 1) * w.winDil[d] + 1;
    if (padded < 0)
      return failure();
    if (padded == 0 || window > padded)
      w.resultShape.push_back(0);
    else
      w.resultShape.push_back((padded - window) / w.strides[d] + 1);
  }
  // Refuse windows whose walk could not finish (or whose position tables
  // could not be allocated): at most 2^32 positions per window and 2^40
  // visited positions in all.
  double positions = 1, visits = 1;
  for (size_t d = 0; d < rank; ++d) {
    positions *= static_cast<double>(w.dims[d]);
    visits *=
        static_cast<double>(w.dims[d]) * static_cast<double>(w.resultShape[d]);
  }
  if (positions > 0x1p32 || visits > 0x1p40)
    return failure();
  return w;
}

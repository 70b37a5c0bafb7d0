//===- Collectives.cpp - reshuffling tensors for the collectives ----------===//
//
// Byte-level concatenation and splitting along a dimension, and single
// element access, independent of the element type.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Interpreter/MiscKernels.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include <cstring>

using namespace mlir;
using namespace mlir::sfold;

/// Product of `shape[begin, end)`.
static int64_t product(ArrayRef<int64_t> shape, size_t begin, size_t end) {
  int64_t p = 1;
  for (size_t d = begin; d < end; ++d)
    p *= shape[d];
  return p;
}

FailureOr<Tensor> mlir::sfold::concatenateParts(ArrayRef<Tensor> parts,
                                                int64_t dim) {
  if (parts.empty())
    return failure();
  const Tensor &first = parts.front();
  int64_t rank = first.getRank();
  if (dim < 0 || dim >= rank)
    return failure();
  SmallVector<int64_t> shape(first.getShape());
  shape[dim] = 0;
  for (const Tensor &p : parts) {
    if (p.getRank() != rank || p.getElementType() != first.getElementType())
      return failure();
    for (int64_t d = 0; d < rank; ++d)
      if (d != dim && p.getShape()[d] != first.getShape()[d])
        return failure();
    shape[dim] += p.getShape()[dim];
  }
  Tensor result(RankedTensorType::get(shape, first.getElementType()));
  if (result.getNumElements() == 0)
    return result;
  size_t bytes = first.getElementStorageBytes();
  int64_t outer = product(shape, 0, dim);
  size_t inner = static_cast<size_t>(product(shape, dim + 1, rank)) * bytes;
  char *out = result.mutableRawData();
  for (int64_t o = 0; o < outer; ++o) {
    for (const Tensor &p : parts) {
      size_t chunk = static_cast<size_t>(p.getShape()[dim]) * inner;
      if (chunk == 0)
        continue;
      std::memcpy(out, p.rawData() + o * chunk, chunk);
      out += chunk;
    }
  }
  return result;
}

FailureOr<SmallVector<Tensor>>
mlir::sfold::splitIntoParts(const Tensor &tensor, int64_t count, int64_t dim) {
  int64_t rank = tensor.getRank();
  if (count <= 0 || dim < 0 || dim >= rank ||
      tensor.getShape()[dim] % count != 0)
    return failure();
  SmallVector<int64_t> shape(tensor.getShape());
  shape[dim] /= count;
  auto partType = RankedTensorType::get(shape, tensor.getElementType());
  size_t bytes = tensor.getElementStorageBytes();
  int64_t outer = product(shape, 0, dim);
  size_t chunk = static_cast<size_t>(product(shape, dim, rank)) * bytes;
  SmallVector<Tensor> parts;
  for (int64_t k = 0; k < count; ++k) {
    Tensor part(partType);
    if (chunk != 0) {
      char *out = part.mutableRawData();
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(out + o * chunk, tensor.rawData() + (o * count + k) * chunk,
                    chunk);
    }
    parts.push_back(std::move(part));
  }
  return parts;
}

Tensor mlir::sfold::extractScalar(const Tensor &tensor, int64_t linearIndex) {
  size_t bytes = tensor.getElementStorageBytes();
  auto type = RankedTensorType::get({}, tensor.getElementType());
  return Tensor(type,
                ArrayRef<char>(tensor.rawData() + linearIndex * bytes, bytes));
}

void mlir::sfold::insertScalar(Tensor &tensor, int64_t linearIndex,
                               const Tensor &scalar) {
  size_t bytes = tensor.getElementStorageBytes();
  std::memcpy(tensor.mutableRawData() + linearIndex * bytes, scalar.rawData(),
              bytes);
}

Tensor mlir::sfold::makeZeroTensor(RankedTensorType type) {
  Tensor t(type);
  Type elementType = type.getElementType();
  Type storage = getStorageElementType(elementType);
  if (auto q = llvm::dyn_cast<quant::UniformQuantizedType>(elementType)) {
    if (q.getZeroPoint() != 0)
      for (int64_t i = 0, e = t.getNumElements(); i < e; ++i)
        t.setFlat(i, Element::fromInt(storage, q.getZeroPoint()));
  } else if (auto q = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(
                 elementType)) {
    int64_t axis = q.getQuantizedDimension();
    ArrayRef<int64_t> zeroPoints = q.getZeroPoints();
    int64_t i = 0;
    for (ArrayRef<int64_t> index : indexSpace(type.getShape())) {
      int64_t c = axis < static_cast<int64_t>(index.size()) ? index[axis] : 0;
      if (c < static_cast<int64_t>(zeroPoints.size()) && zeroPoints[c] != 0)
        t.setFlat(i, Element::fromInt(storage, zeroPoints[c]));
      ++i;
    }
  }
  return t;
}

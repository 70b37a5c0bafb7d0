//===- Conversions.cpp - Tensor <-> ElementsAttr --------------------------===//

#include "stablehlo_fold/Interpreter/Conversions.h"

#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cstring>

namespace mlir::sfold {

namespace {
/// How elements are laid out in an attribute's bytes compared to a Tensor.
enum class AttrLayout {
  Same,        ///< Byte-identical per element.
  PackedBool,  ///< i1: bits in the attribute, bytes in the Tensor.
  SubByteInt,  ///< i2/i4/ui2/ui4: low bits of a byte (sign-extend on read).
  SubByteFloat,///< f4/f6: low bits of a byte (mask).
  TF32,        ///< 3 bytes in the attribute, 4 in the Tensor.
};

struct LayoutInfo {
  AttrLayout layout;
  unsigned attrBytes;   ///< Bytes per element in the attribute.
  unsigned tensorBytes; ///< Bytes per element in the Tensor.
  unsigned width;       ///< Logical bit width (integers, floats).
  bool isSigned;        ///< Sub-byte integers.
};
} // namespace

static std::optional<LayoutInfo> getLayout(Type elementType) {
  std::optional<StorageKind> kind = getStorageKind(elementType);
  if (!kind)
    return std::nullopt;
  unsigned tensorBytes = getStorageBytes(*kind);
  unsigned width = getElementBitWidth(elementType);
  LayoutInfo info{AttrLayout::Same, tensorBytes, tensorBytes, width, false};
  if (*kind == StorageKind::Bool) {
    info.layout = AttrLayout::PackedBool;
  } else if (*kind == StorageKind::TF32) {
    info.layout = AttrLayout::TF32;
    info.attrBytes = 3;
  } else if (width < 8 && (*kind == StorageKind::I8 ||
                           *kind == StorageKind::U8)) {
    info.layout = AttrLayout::SubByteInt;
    info.isSigned = *kind == StorageKind::I8;
  } else if (width < 8 && *kind == StorageKind::Narrow8) {
    info.layout = AttrLayout::SubByteFloat;
  }
  return info;
}

/// Replicates the first `elementBytes` bytes of `data` over `count` elements.
static void fillFromFirst(char *data, size_t elementBytes, int64_t count) {
  size_t total = elementBytes * static_cast<size_t>(count);
  size_t done = elementBytes;
  while (done < total) {
    size_t chunk = std::min(done, total - done);
    std::memcpy(data + done, data, chunk);
    done += chunk;
  }
}

/// Decodes `count` attribute-layout elements from `src` (non-bool layouts).
static void decodeElements(const LayoutInfo &info, const char *src,
                           char *dst, int64_t count) {
  switch (info.layout) {
  case AttrLayout::Same:
    std::memcpy(dst, src, static_cast<size_t>(count) * info.tensorBytes);
    return;
  case AttrLayout::SubByteInt:
    for (int64_t i = 0; i < count; ++i) {
      if (info.isSigned)
        dst[i] = static_cast<char>(
            wrapToWidth(static_cast<int8_t>(src[i]), info.width));
      else
        dst[i] = static_cast<char>(
            wrapToWidth(static_cast<uint8_t>(src[i]), info.width));
    }
    return;
  case AttrLayout::SubByteFloat:
    for (int64_t i = 0; i < count; ++i)
      dst[i] = static_cast<char>(static_cast<uint8_t>(src[i]) &
                                 ((1u << info.width) - 1));
    return;
  case AttrLayout::TF32:
    for (int64_t i = 0; i < count; ++i) {
      uint32_t v = 0;
      std::memcpy(&v, src + 3 * i, 3);
      v &= (1u << info.width) - 1;
      std::memcpy(dst + 4 * i, &v, 4);
    }
    return;
  case AttrLayout::PackedBool:
    for (int64_t i = 0; i < count; ++i)
      dst[i] = (src[i / 8] >> (i % 8)) & 1;
    return;
  }
}

/// Encodes elements [begin, begin + count) of a tensor with layout `info`
/// and storage `src` in attribute layout, appending to `out`. For i1,
/// `begin` is a multiple of 8.
static void encodeElements(const LayoutInfo &info, const char *src,
                           int64_t begin, int64_t count,
                           SmallVectorImpl<char> &out) {
  src += static_cast<size_t>(begin) * info.tensorBytes;
  size_t start = out.size();
  if (info.layout == AttrLayout::PackedBool) {
    out.resize(start + static_cast<size_t>((count + 7) / 8), 0);
    for (int64_t i = 0; i < count; ++i)
      out[start + i / 8] |= static_cast<char>((src[i] & 1) << (i % 8));
    return;
  }
  out.resize(start + static_cast<size_t>(count) * info.attrBytes);
  char *dst = out.data() + start;
  switch (info.layout) {
  case AttrLayout::Same:
  case AttrLayout::PackedBool: // (handled above)
    if (count)
      std::memcpy(dst, src, static_cast<size_t>(count) * info.attrBytes);
    break;
  case AttrLayout::SubByteInt:
  case AttrLayout::SubByteFloat:
    for (int64_t i = 0; i < count; ++i)
      dst[i] = static_cast<char>(static_cast<uint8_t>(src[i]) &
                                 ((1u << info.width) - 1));
    break;
  case AttrLayout::TF32:
    for (int64_t i = 0; i < count; ++i) {
      uint32_t v;
      std::memcpy(&v, src + 4 * i, 4);
      v &= (1u << info.width) - 1;
      std::memcpy(dst + 3 * i, &v, 3);
    }
    break;
  }
}

static bool isAligned(const char *p, unsigned alignment) {
  return reinterpret_cast<uintptr_t>(p) % alignment == 0;
}

RankedTensorType getAttrType(ShapedType type) {
  return RankedTensorType::get(type.getShape(),
                               getAttrElementType(type.getElementType()));
}

/// The attribute's element type may stand for the tensor's: equal, or the
/// storage integer type of a quantized tensor type.
static bool isCompatibleAttrElementType(Type attrElement, Type tensorElement) {
  if (attrElement == tensorElement)
    return true;
  auto q = llvm::dyn_cast<quant::QuantizedType>(tensorElement);
  auto it = llvm::dyn_cast<IntegerType>(attrElement);
  return q && it && it.getWidth() == q.getStorageTypeIntegralWidth() &&
         it.getWidth() > 1;
}

static FailureOr<Tensor> fromDense(DenseElementsAttr dense, ShapedType type,
                                   const LayoutInfo &info) {
  int64_t n = type.getNumElements();
  ArrayRef<char> raw = dense.getRawData();
  bool splat = dense.isSplat();
  if (n == 0)
    return Tensor(type);
  if (info.layout == AttrLayout::PackedBool) {
    Tensor t(type);
    if (!t)
      return failure();
    char *out = t.mutableRawData();
    if (raw.empty())
      return failure();
    if (splat) {
      std::memset(out, raw[0] & 1, static_cast<size_t>(n));
    } else {
      if (raw.size() != static_cast<size_t>((n + 7) / 8))
        return failure();
      decodeElements(info, raw.data(), out, n);
    }
    return t;
  }
  if (splat) {
    if (raw.size() < info.attrBytes)
      return failure();
    Tensor t(type);
    if (!t)
      return failure();
    char *out = t.mutableRawData();
    decodeElements(info, raw.data(), out, 1);
    fillFromFirst(out, info.tensorBytes, n);
    return t;
  }
  if (raw.size() != static_cast<size_t>(n) * info.attrBytes)
    return failure();
  if (info.layout == AttrLayout::Same &&
      isAligned(raw.data(), std::min(info.tensorBytes, 8u)))
    return Tensor(type, detail::TensorBuffer::borrow(raw.data(), raw.size()));
  Tensor t(type);
  if (!t)
    return failure();
  decodeElements(info, raw.data(), t.mutableRawData(), n);
  return t;
}

static FailureOr<Tensor> fromResource(DenseResourceElementsAttr res,
                                      ShapedType type,
                                      const LayoutInfo &info) {
  AsmResourceBlob *blob = res.getRawHandle().getBlob();
  if (!blob)
    return failure();
  ArrayRef<char> raw = blob->getData();
  int64_t n = type.getNumElements();
  if (n == 0) {
    if (!raw.empty())
      return failure();
    return Tensor(type);
  }
  if (info.layout == AttrLayout::PackedBool) {
    Tensor t(type);
    if (!t)
      return failure();
    char *out = t.mutableRawData();
    if (raw.size() == static_cast<size_t>(n)) {
      for (int64_t i = 0; i < n; ++i)
        out[i] = raw[i] != 0;
    } else if (raw.size() == static_cast<size_t>((n + 7) / 8)) {
      decodeElements(info, raw.data(), out, n);
    } else {
      return failure();
    }
    return t;
  }
  if (raw.size() != static_cast<size_t>(n) * info.attrBytes)
    return failure();
  if (info.layout == AttrLayout::Same &&
      isAligned(raw.data(), std::min(info.tensorBytes, 8u)))
    return Tensor(type, detail::TensorBuffer::borrow(raw.data(), raw.size()));
  Tensor t(type);
  if (!t)
    return failure();
  decodeElements(info, raw.data(), t.mutableRawData(), n);
  return t;
}

FailureOr<Tensor> makeTensor(ElementsAttr attr, ShapedType type) {
  // (computeSizeInBytes also rules out element counts that overflow.)
  if (!attr || !type || !Tensor::computeSizeInBytes(type))
    return failure();
  ShapedType attrType = attr.getShapedType();
  if (!attrType || !attrType.hasStaticShape() ||
      attrType.getShape() != type.getShape() ||
      !isCompatibleAttrElementType(attrType.getElementType(),
                                   type.getElementType()))
    return failure();
  // The attribute's layout follows its own element type; the Tensor's
  // storage must match it.
  std::optional<LayoutInfo> info = getLayout(attrType.getElementType());
  std::optional<LayoutInfo> tensorInfo = getLayout(type.getElementType());
  if (!info || !tensorInfo || info->tensorBytes != tensorInfo->tensorBytes ||
      info->width != tensorInfo->width)
    return failure();
  // Sign extension of sub-byte integers follows the Tensor's type.
  info->isSigned = tensorInfo->isSigned;
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return fromDense(dense, type, *info);
  if (auto res = llvm::dyn_cast<DenseResourceElementsAttr>(attr))
    return fromResource(res, type, *info);
  return failure();
}

FailureOr<Tensor> makeTensor(ElementsAttr attr) {
  if (!attr)
    return failure();
  return makeTensor(attr, attr.getShapedType());
}

DenseElementsAttr makeAttr(const Tensor &tensor) {
  if (!tensor)
    return {};
  RankedTensorType attrType = getAttrType(tensor.getType());
  std::optional<LayoutInfo> info = getLayout(tensor.getElementType());
  if (!info)
    return {};
  if (info->layout == AttrLayout::PackedBool) {
    ArrayRef<uint8_t> bytes = tensor.data<uint8_t>();
    SmallVector<bool> bools(bytes.size());
    for (size_t i = 0; i < bytes.size(); ++i)
      bools[i] = bytes[i] != 0;
    return DenseElementsAttr::get(attrType, ArrayRef<bool>(bools));
  }
  if (info->layout == AttrLayout::Same)
    return DenseElementsAttr::getFromRawBuffer(attrType,
                                               tensor.getRawBytes());
  SmallVector<char> encoded;
  encodeElements(*info, tensor.rawData(), 0, tensor.getNumElements(),
                 encoded);
  return DenseElementsAttr::getFromRawBuffer(attrType, encoded);
}

LogicalResult writeAttrRawData(const Tensor &tensor, int64_t count,
                               function_ref<void(ArrayRef<char>)> sink) {
  std::optional<LayoutInfo> info =
      tensor ? getLayout(tensor.getElementType()) : std::nullopt;
  if (!info || count < 0 || count > tensor.getNumElements())
    return failure();
  if (info->layout == AttrLayout::PackedBool && count == 1 &&
      tensor.getNumElements() > 1) {
    // A splat: one byte 0x00 or 0xFF.
    char byte = tensor.rawData()[0] ? static_cast<char>(0xFF) : 0;
    sink(ArrayRef<char>(&byte, 1));
    return success();
  }
  // Pieces of a multiple of 8 elements, so that i1 bytes do not straddle.
  constexpr int64_t kPiece = int64_t(1) << 16;
  SmallVector<char> piece;
  for (int64_t begin = 0; begin < count; begin += kPiece) {
    piece.clear();
    encodeElements(*info, tensor.rawData(), begin,
                   std::min(kPiece, count - begin), piece);
    sink(piece);
  }
  return success();
}

std::optional<AsmResourceBlob> viewAsBlob(const Tensor &tensor) {
  std::optional<LayoutInfo> info =
      tensor ? getLayout(tensor.getElementType()) : std::nullopt;
  if (!info || info->layout != AttrLayout::Same)
    return std::nullopt;
  unsigned alignment = std::min(info->tensorBytes, 8u);
  if (!isAligned(tensor.rawData(), alignment))
    return std::nullopt;
  // The blob borrows the tensor's buffer and keeps it alive (the tensor is
  // copy-on-write, so nothing writes to it while the blob holds a
  // reference).
  return AsmResourceBlob(
      tensor.getRawBytes(), alignment,
      [keep = Tensor(tensor)](void *, size_t, size_t) {},
      /*dataIsMutable=*/false);
}

DenseResourceElementsAttr makeResourceAttr(const Tensor &tensor,
                                           StringRef blobName) {
  if (!tensor)
    return {};
  RankedTensorType attrType = getAttrType(tensor.getType());
  std::optional<LayoutInfo> info = getLayout(tensor.getElementType());
  if (!info)
    return {};
  if (std::optional<AsmResourceBlob> blob = viewAsBlob(tensor))
    return DenseResourceElementsAttr::get(attrType, blobName,
                                          std::move(*blob));
  unsigned alignment = std::min(info->tensorBytes, 8u);
  // Blobs hold i1 as one byte per element, as tensors do.
  if (info->layout == AttrLayout::PackedBool)
    info->layout = AttrLayout::Same;
  SmallVector<char> bytes;
  encodeElements(*info, tensor.rawData(), 0, tensor.getNumElements(), bytes);
  AsmResourceBlob blob =
      HeapAsmResourceBlob::allocateAndCopyWithAlign(bytes, alignment);
  return DenseResourceElementsAttr::get(attrType, blobName, std::move(blob));
}

} // namespace mlir::sfold

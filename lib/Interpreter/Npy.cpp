//===- Npy.cpp - tensors as NumPy .npy files ------------------------------===//

#include "stablehlo_fold/Interpreter/Npy.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::sfold;

static constexpr char kMagic[] = "\x93NUMPY";
static constexpr size_t kMagicSize = 6;

std::string mlir::sfold::getNpyDtype(Type elementType) {
  std::optional<StorageKind> kind = getStorageKind(elementType);
  if (!kind)
    return "";
  switch (*kind) {
  case StorageKind::Bool:
    return "|b1";
  case StorageKind::I8:
    return "|i1";
  case StorageKind::I16:
    return "<i2";
  case StorageKind::I32:
    return "<i4";
  case StorageKind::I64:
    return "<i8";
  case StorageKind::U8:
    return "|u1";
  case StorageKind::U16:
    return "<u2";
  case StorageKind::U32:
    return "<u4";
  case StorageKind::U64:
    return "<u8";
  case StorageKind::F16:
    return "<f2";
  case StorageKind::BF16:
    return "<V2";
  case StorageKind::Narrow8:
    return "|V1";
  case StorageKind::TF32:
    return "<V4";
  case StorageKind::F32:
    return "<f4";
  case StorageKind::F64:
    return "<f8";
  case StorageKind::C64:
    return "<c8";
  case StorageKind::C128:
    return "<c16";
  }
  return "";
}

/// The shape as a Python tuple: `()`, `(3,)`, `(2, 3)`.
static std::string shapeTuple(ArrayRef<int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i)
      s += ", ";
    s += ShapedType::isDynamic(shape[i]) ? "?" : std::to_string(shape[i]);
  }
  if (shape.size() == 1)
    s += ",";
  return s + ")";
}

LogicalResult mlir::sfold::writeNpy(const Tensor &tensor, StringRef path,
                                    std::string &error) {
  std::string dtype = getNpyDtype(tensor.getElementType());
  if (dtype.empty()) {
    error = "no .npy dtype for this element type";
    return failure();
  }
  std::string header =
      "{'descr': '" + dtype +
      "', 'fortran_order': False, 'shape': " + shapeTuple(tensor.getShape()) +
      ", }";
  // Magic, version, length and header end on a multiple of 64 bytes, the
  // header ending with a newline.
  size_t unpadded = kMagicSize + 2 + 2 + header.size() + 1;
  header.append((64 - unpadded % 64) % 64, ' ');
  header += '\n';
  if (header.size() > 0xFFFF) {
    error = "the .npy header is too long";
    return failure();
  }
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec) {
    error = "cannot open '" + path.str() + "': " + ec.message();
    return failure();
  }
  os.write(kMagic, kMagicSize);
  os << static_cast<char>(1) << static_cast<char>(0);
  os << static_cast<char>(header.size() & 0xFF)
     << static_cast<char>(header.size() >> 8);
  os << header;
  ArrayRef<char> bytes = tensor.getRawBytes();
  os.write(bytes.data(), bytes.size());
  os.close();
  if (os.has_error()) {
    error = "cannot write '" + path.str() + "': " + os.error().message();
    os.clear_error();
    return failure();
  }
  return success();
}

/// The value of `'key': ` in a .npy header dictionary, up to the next
/// top-level comma or the closing brace (quotes stripped for strings).
static std::optional<std::string> headerValue(StringRef header, StringRef key) {
  for (char quote : {'\'', '"'}) {
    std::string pattern = std::string(1, quote) + key.str() + quote;
    size_t at = header.find(pattern);
    if (at == StringRef::npos)
      continue;
    StringRef rest = header.drop_front(at + pattern.size()).ltrim();
    if (!rest.consume_front(":"))
      return std::nullopt;
    rest = rest.ltrim();
    if (rest.starts_with("'") || rest.starts_with("\"")) {
      char q = rest.front();
      size_t end = rest.find(q, 1);
      if (end == StringRef::npos)
        return std::nullopt;
      return rest.substr(1, end - 1).str();
    }
    if (rest.starts_with("(")) {
      size_t end = rest.find(')');
      if (end == StringRef::npos)
        return std::nullopt;
      return rest.substr(0, end + 1).str();
    }
    size_t end = rest.find_first_of(",}");
    return rest.substr(0, end).trim().str();
  }
  return std::nullopt;
}

/// Parses a shape tuple `(2, 3)`.
static std::optional<SmallVector<int64_t>> parseShape(StringRef text) {
  text = text.trim();
  if (!text.consume_front("(") || !text.consume_back(")"))
    return std::nullopt;
  SmallVector<int64_t> shape;
  SmallVector<StringRef> pieces;
  text.split(pieces, ',');
  for (StringRef piece : pieces) {
    piece = piece.trim();
    if (piece.empty())
      continue;
    int64_t d;
    if (piece.getAsInteger(10, d) || d < 0)
      return std::nullopt;
    shape.push_back(d);
  }
  return shape;
}

FailureOr<Tensor> mlir::sfold::readNpy(StringRef path, RankedTensorType type,
                                       std::string &error) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                  /*RequiresNullTerminator=*/false);
  if (!file) {
    error = "cannot read '" + path.str() + "': " + file.getError().message();
    return failure();
  }
  StringRef data = (*file)->getBuffer();
  auto malformed = [&]() -> FailureOr<Tensor> {
    error = "'" + path.str() + "' is not a .npy file";
    return failure();
  };
  if (data.size() < kMagicSize + 4 ||
      data.substr(0, kMagicSize) != StringRef(kMagic, kMagicSize))
    return malformed();
  auto byte = [&](size_t i) { return static_cast<uint8_t>(data[i]); };
  unsigned major = byte(kMagicSize);
  size_t headerLen, headerStart;
  if (major == 1) {
    headerLen = byte(8) | (byte(9) << 8);
    headerStart = 10;
  } else if (major == 2 || major == 3) {
    if (data.size() < 12)
      return malformed();
    headerLen = byte(8) | (byte(9) << 8) | (byte(10) << 16) |
                (static_cast<size_t>(byte(11)) << 24);
    headerStart = 12;
  } else {
    return malformed();
  }
  if (data.size() < headerStart + headerLen)
    return malformed();
  StringRef header = data.substr(headerStart, headerLen);
  std::optional<std::string> dtype = headerValue(header, "descr");
  std::optional<std::string> order = headerValue(header, "fortran_order");
  std::optional<std::string> shapeText = headerValue(header, "shape");
  if (!dtype || !order || !shapeText)
    return malformed();
  std::optional<SmallVector<int64_t>> shape = parseShape(*shapeText);
  if (!shape)
    return malformed();
  std::string expected = getNpyDtype(type.getElementType());
  if (*dtype != expected) {
    error = "'" + path.str() + "' holds dtype '" + *dtype + "', expected '" +
            expected + "'";
    return failure();
  }
  if (*order != "False") {
    error = "'" + path.str() + "' is in Fortran order";
    return failure();
  }
  // A `?` dimension of `type` takes the file's size.
  bool fits = shape->size() == type.getShape().size();
  for (size_t i = 0; fits && i < shape->size(); ++i)
    fits = ShapedType::isDynamic(type.getDimSize(i)) ||
           (*shape)[i] == type.getDimSize(i);
  if (!fits) {
    error = "'" + path.str() + "' holds shape " + shapeTuple(*shape) +
            ", expected " + shapeTuple(type.getShape());
    return failure();
  }
  type = RankedTensorType::get(*shape, type.getElementType());
  std::optional<size_t> size = Tensor::computeSizeInBytes(type);
  if (!size) {
    error = "'" + path.str() + "' holds shape " + shapeTuple(*shape) +
            ", too large a tensor";
    return failure();
  }
  StringRef payload = data.drop_front(headerStart + headerLen);
  if (payload.size() != *size) {
    error = "'" + path.str() + "' holds " + std::to_string(payload.size()) +
            " bytes of data, expected " + std::to_string(*size);
    return failure();
  }
  Tensor t(type, ArrayRef<char>(payload.data(), payload.size()));
  if (!t) {
    error = "cannot hold '" + path.str() + "' in memory";
    return failure();
  }
  if (std::optional<int64_t> bad = t.findMalformedElement()) {
    std::string typeText;
    llvm::raw_string_ostream os(typeText);
    os << type.getElementType();
    error = "'" + path.str() + "': element " + std::to_string(*bad) +
            " is not a well-formed " + typeText;
    return failure();
  }
  return t;
}

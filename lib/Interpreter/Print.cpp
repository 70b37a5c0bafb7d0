//===- Print.cpp - tensors as text for people -----------------------------===//

#include "stablehlo_fold/Interpreter/Print.h"
#include "stablehlo_fold/Interpreter/Conversions.h"
#include "stablehlo_fold/Interpreter/FloatConversions.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::sfold;

namespace {

/// Room for any element: a complex<f64> with two NaN payloads is 44.
constexpr size_t kElementChars = 64;

/// Lays out `value`, whose fewest digits `std::to_chars(...,
/// chars_format::scientific)` wrote in [sci, sciEnd) ("-1.25e+07"), as
/// printTensor does: positional for decimal exponents -4..15
/// ("12500000.0"), a whole number there in full (448.0, not the 450.0 its
/// fewest digits would give), else an exponent with a `.` in the mantissa
/// ("1.25e+20"). Returns the end of what it wrote at `out`.
char *layOut(double value, const char *sci, const char *sciEnd, char *out) {
  if (*sci == '-')
    *out++ = *sci++;
  const char *e = std::find(sci, sciEnd, 'e');
  char digits[32];
  size_t numDigits = 0;
  for (const char *p = sci; p != e; ++p)
    if (*p != '.')
      digits[numDigits++] = *p;
  int exponent = 0;
  std::from_chars(e + 1 + (e[1] == '+'), sciEnd, exponent);
  if (exponent < -4 || exponent >= 16) {
    *out++ = digits[0];
    *out++ = '.';
    if (numDigits == 1)
      *out++ = '0';
    out = std::copy(digits + 1, digits + numDigits, out);
    return std::copy(e, sciEnd, out);
  }
  if (exponent < 0) {
    *out++ = '0';
    *out++ = '.';
    out = std::fill_n(out, -exponent - 1, '0');
    return std::copy(digits, digits + numDigits, out);
  }
  size_t whole = static_cast<size_t>(exponent) + 1;
  if (numDigits < whole) {
    // Fewer digits than the integer part has: the value is a whole number
    // (its neighbours are at least 1 apart), written exactly.
    out = std::to_chars(out, out + 24, std::fabs(value),
                        std::chars_format::fixed, 0)
              .ptr;
    *out++ = '.';
    *out++ = '0';
    return out;
  }
  out = std::copy(digits, digits + whole, out);
  *out++ = '.';
  if (numDigits == whole)
    *out++ = '0';
  else
    out = std::copy(digits + whole, digits + numDigits, out);
  return out;
}

char *writeInfinity(bool negative, char *out) {
  return negative ? std::copy_n("-inf", 4, out) : std::copy_n("inf", 3, out);
}

/// How NaNs of one format print: `nan` and `-nan` for its default quiet
/// NaN and that with the sign bit set, otherwise their bits.
struct NaNSpelling {
  explicit NaNSpelling(const llvm::fltSemantics &sem)
      : hexDigits((llvm::APFloat::getSizeInBits(sem) + 3) / 4) {
    if (!llvm::APFloat::semanticsHasNaN(sem))
      return;
    quiet = llvm::APFloat::getQNaN(sem).bitcastToAPInt().getZExtValue();
    negativeQuiet =
        quiet | uint64_t(1) << (llvm::APFloat::getSizeInBits(sem) - 1);
  }
  char *write(uint64_t bits, char *out) const {
    if (bits == quiet)
      return std::copy_n("nan", 3, out);
    if (bits == negativeQuiet)
      return std::copy_n("-nan", 4, out);
    out = std::copy_n("nan(0x", 6, out);
    for (unsigned d = hexDigits; d-- > 0;)
      *out++ = "0123456789ABCDEF"[(bits >> (4 * d)) & 0xF];
    *out++ = ')';
    return out;
  }
  unsigned hexDigits;
  uint64_t quiet = 0, negativeQuiet = 0;
};

/// f32 and f64: shortest round trip by `std::to_chars`.
template <typename T>
class NativeFloatFormat {
public:
  NativeFloatFormat()
      : nan(std::is_same_v<T, float> ? llvm::APFloat::IEEEsingle()
                                     : llvm::APFloat::IEEEdouble()) {}
  char *write(T value, char *out) const {
    if (std::isnan(value)) {
      using Bits = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
      return nan.write(llvm::bit_cast<Bits>(value), out);
    }
    if (std::isinf(value))
      return writeInfinity(value < 0, out);
    char sci[32];
    char *end = std::to_chars(sci, sci + sizeof(sci), value,
                              std::chars_format::scientific)
                    .ptr;
    return layOut(value, sci, end, out);
  }

private:
  NaNSpelling nan;
};

/// A complex<T> as `(re, im)`.
template <typename T>
class ComplexFormat {
public:
  char *write(const std::complex<T> &value, char *out) const {
    *out++ = '(';
    out = part.write(value.real(), out);
    *out++ = ',';
    *out++ = ' ';
    out = part.write(value.imag(), out);
    *out++ = ')';
    return out;
  }

private:
  NativeFloatFormat<T> part;
};

/// The fewest decimal digits that read back (APFloat, round to nearest
/// even) to `bits` of format `sem`, laid out; finite values only.
char *writeShortestFinite(const llvm::fltSemantics &sem, uint64_t bits,
                          char *out) {
  double value = floatBitsToDouble(sem, bits);
  char sci[40];
  char *end = sci;
  // 9 significant digits read back every format of up to 24 bits of
  // precision; 17 any double.
  for (int precision = 0; precision < 17; ++precision) {
    end = std::to_chars(sci, sci + sizeof(sci), value,
                        std::chars_format::scientific, precision)
              .ptr;
    llvm::APFloat parsed(sem);
    llvm::Expected<llvm::APFloat::opStatus> status = parsed.convertFromString(
        llvm::StringRef(sci, end - sci), llvm::APFloat::rmNearestTiesToEven);
    if (!status) {
      llvm::consumeError(status.takeError());
      continue;
    }
    if (parsed.bitcastToAPInt().getZExtValue() == bits)
      break;
  }
  return layOut(value, sci, end, out);
}

/// Any float format by its bits, through APFloat.
char *writeFloatBits(const llvm::fltSemantics &sem, const NaNSpelling &nan,
                     uint64_t bits, char *out) {
  double value = floatBitsToDouble(sem, bits);
  if (std::isnan(value))
    return nan.write(bits, out);
  if (std::isinf(value))
    return writeInfinity(value < 0, out);
  return writeShortestFinite(sem, bits, out);
}

/// The float formats stored as bits (f16, bf16, f8, f6, f4, tf32): each
/// bit pattern is formatted once per tensor and kept.
class BitsFloatFormat {
public:
  explicit BitsFloatFormat(Type elementType)
      : sem(*getFloatSemantics(elementType)), nan(sem) {}
  char *write(uint64_t bits, char *out) {
    auto [it, inserted] = memo.try_emplace(bits);
    if (inserted) {
      char text[kElementChars];
      char *end = writeFloatBits(sem, nan, bits, text);
      it->second = {static_cast<uint32_t>(pool.size()),
                    static_cast<uint32_t>(end - text)};
      pool.append(text, end);
    }
    return std::copy_n(pool.data() + it->second.first, it->second.second,
                       out);
  }

private:
  const llvm::fltSemantics &sem;
  NaNSpelling nan;
  llvm::DenseMap<uint64_t, std::pair<uint32_t, uint32_t>> memo;
  std::string pool;
};

struct BoolFormat {
  char *write(uint8_t value, char *out) const {
    return value ? std::copy_n("true", 4, out) : std::copy_n("false", 5, out);
  }
};

struct IntegerFormat {
  template <typename T>
  char *write(T value, char *out) const {
    return std::to_chars(out, out + kElementChars, value).ptr;
  }
};

/// The formatter of the elements of storage `Tag`.
template <typename Tag>
auto makeFormat(Type elementType) {
  using T = typename Tag::StorageType;
  if constexpr (Tag::kind == ElementKind::Bool)
    return BoolFormat();
  else if constexpr (isIntegerTag<Tag>)
    return IntegerFormat();
  else if constexpr (Tag::kind == ElementKind::Float)
    return NativeFloatFormat<T>();
  else if constexpr (Tag::kind == ElementKind::Complex)
    return ComplexFormat<typename T::value_type>();
  else
    return BitsFloatFormat(elementType);
}

/// Writes the elements of a tensor of shape `shape` (at least one element)
/// in nested brackets, a row per line, each by `writeElement(os, i)`;
/// `indent` is the column the outermost `[` is in.
template <typename WriteElement>
void printNested(raw_ostream &os, ArrayRef<int64_t> shape, size_t indent,
                 WriteElement writeElement) {
  int64_t rank = shape.size();
  if (rank == 0) {
    writeElement(os, 0);
    return;
  }
  int64_t rowLength = shape.back();
  int64_t rows = 1;
  for (int64_t d = 0; d + 1 < rank; ++d)
    rows *= shape[d];
  SmallVector<int64_t> outer(rank - 1, 0);
  int64_t opens = rank;
  for (int64_t row = 0, i = 0; row < rows; ++row) {
    os.indent(row ? indent + rank - opens : 0);
    for (int64_t k = 0; k < opens; ++k)
      os << '[';
    for (int64_t j = 0; j < rowLength; ++j, ++i) {
      if (j)
        os << ", ";
      writeElement(os, i);
    }
    // One `]` for the row, one more for each enclosing dimension it ends.
    int64_t closes = 1;
    for (int64_t d = rank - 2; d >= 0 && ++outer[d] == shape[d]; --d) {
      outer[d] = 0;
      ++closes;
    }
    for (int64_t k = 0; k < closes; ++k)
      os << ']';
    if (row + 1 < rows)
      os << ",\n";
    opens = closes;
  }
}

/// True if every element of `t` (at least two) has the bits of the first.
bool isSplat(const Tensor &t) {
  if (t.getNumElements() < 2)
    return false;
  size_t size = t.getElementStorageBytes();
  const char *data = t.rawData();
  for (int64_t i = 1, e = t.getNumElements(); i < e; ++i)
    if (std::memcmp(data, data + i * size, size) != 0)
      return false;
  return true;
}

constexpr StringLiteral kOpen = "dense<";

} // namespace

void mlir::sfold::printTensor(raw_ostream &os, const Tensor &tensor,
                              TensorFormat format) {
  if (!tensor) {
    os << "<<null tensor>>";
    return;
  }
  os << kOpen;
  bool splat = isSplat(tensor);
  int64_t count = splat ? 1 : tensor.getNumElements();
  if (format == TensorFormat::Hex) {
    if (count) {
      os << "\"0x";
      (void)writeAttrRawData(tensor, count, [&](ArrayRef<char> bytes) {
        for (char byte : bytes)
          os << llvm::format_hex_no_prefix(static_cast<uint8_t>(byte), 2,
                                           /*Upper=*/true);
      });
      os << '"';
    }
  } else if (count) {
    (void)dispatchOnElementType(tensor.getElementType(), [&](auto tag) {
      using Tag = decltype(tag);
      auto elementFormat = makeFormat<Tag>(tensor.getElementType());
      const auto *data = tensor.data<typename Tag::StorageType>().data();
      auto writeElement = [&](raw_ostream &out, int64_t i) {
        char text[kElementChars];
        out.write(text, elementFormat.write(data[i], text) - text);
      };
      if (splat)
        writeElement(os, 0);
      else
        printNested(os, tensor.getShape(), kOpen.size(), writeElement);
    });
  }
  os << "> : " << getAttrType(tensor.getType());
}

void mlir::sfold::printTensorElement(raw_ostream &os, const Tensor &tensor,
                                     int64_t index) {
  (void)dispatchOnElementType(tensor.getElementType(), [&](auto tag) {
    using Tag = decltype(tag);
    auto elementFormat = makeFormat<Tag>(tensor.getElementType());
    char text[kElementChars];
    os.write(text,
             elementFormat.write(
                 tensor.data<typename Tag::StorageType>()[index], text) -
                 text);
  });
}

void mlir::sfold::printFloatBits(raw_ostream &os,
                                 const llvm::fltSemantics &sem,
                                 uint64_t bits) {
  char text[kElementChars];
  char *end;
  if (&sem == &llvm::APFloat::IEEEsingle())
    end = NativeFloatFormat<float>().write(
        llvm::bit_cast<float>(static_cast<uint32_t>(bits)), text);
  else if (&sem == &llvm::APFloat::IEEEdouble())
    end = NativeFloatFormat<double>().write(llvm::bit_cast<double>(bits),
                                            text);
  else
    end = writeFloatBits(sem, NaNSpelling(sem), bits, text);
  os.write(text, end - text);
}

//===- VhloDialect.cpp - the vhlo dialect, its types and attributes -------===//
//
// Storage and printing of the generic VHLO type and attribute, and the
// dialect. VHLO has no textual syntax of its own here: the printed form is
// for reading (`fold-translate --serialize --emit-vhlo`), artifacts are the
// exchange format. The bytecode encoding is in VhloBytecode.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Vhlo/VhloDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::sfold::vhlo;

//===----------------------------------------------------------------------===//
// Version
//===----------------------------------------------------------------------===//

std::optional<Version> Version::parse(StringRef text) {
  if (text == "current")
    return current();
  SmallVector<StringRef, 3> pieces;
  text.split(pieces, '.');
  if (pieces.size() != 3)
    return std::nullopt;
  Version version;
  for (auto [i, piece] : llvm::enumerate(pieces))
    if (piece.empty() || piece.getAsInteger(10, version.parts[i]) ||
        version.parts[i] < 0)
      return std::nullopt;
  return version;
}

int64_t Version::bytecodeVersion() const {
  // The MLIR bytecode format StableHLO writes for each release.
  if (*this < Version{{0, 10, 0}})
    return 0;
  if (*this < Version{{0, 12, 0}})
    return 1;
  if (*this < Version{{0, 14, 0}})
    return 3;
  if (*this < Version{{0, 15, 0}})
    return 4;
  return 6;
}

std::string Version::str() const {
  return llvm::formatv("{0}.{1}.{2}", parts[0], parts[1], parts[2]).str();
}

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

namespace mlir::sfold::vhlo::detail {
struct VhloTypeStorage : public TypeStorage {
  using KeyTy = std::tuple<uint32_t, ArrayRef<Type>, ArrayRef<int64_t>,
                           Attribute>;
  VhloTypeStorage(const KeyTy &key)
      : code(std::get<0>(key)), types(std::get<1>(key)),
        ints(std::get<2>(key)), encoding(std::get<3>(key)) {}
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(code, types, ints, encoding);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        std::get<0>(key),
        llvm::hash_combine_range(std::get<1>(key).begin(),
                                 std::get<1>(key).end()),
        llvm::hash_combine_range(std::get<2>(key).begin(),
                                 std::get<2>(key).end()),
        std::get<3>(key));
  }
  static VhloTypeStorage *construct(TypeStorageAllocator &allocator,
                                    const KeyTy &key) {
    return new (allocator.allocate<VhloTypeStorage>())
        VhloTypeStorage(KeyTy(std::get<0>(key),
                              allocator.copyInto(std::get<1>(key)),
                              allocator.copyInto(std::get<2>(key)),
                              std::get<3>(key)));
  }
  uint32_t code;
  ArrayRef<Type> types;
  ArrayRef<int64_t> ints;
  Attribute encoding;
};

struct VhloAttrStorage : public AttributeStorage {
  using KeyTy = std::tuple<uint32_t, Type, ArrayRef<Attribute>,
                           ArrayRef<int64_t>, StringRef>;
  VhloAttrStorage(const KeyTy &key)
      : code(std::get<0>(key)), type(std::get<1>(key)),
        attrs(std::get<2>(key)), ints(std::get<3>(key)),
        bytes(std::get<4>(key)) {}
  bool operator==(const KeyTy &key) const {
    return key == KeyTy(code, type, attrs, ints, bytes);
  }
  static llvm::hash_code hashKey(const KeyTy &key) {
    return llvm::hash_combine(
        std::get<0>(key), std::get<1>(key),
        llvm::hash_combine_range(std::get<2>(key).begin(),
                                 std::get<2>(key).end()),
        llvm::hash_combine_range(std::get<3>(key).begin(),
                                 std::get<3>(key).end()),
        llvm::hash_value(std::get<4>(key)));
  }
  static VhloAttrStorage *construct(AttributeStorageAllocator &allocator,
                                    const KeyTy &key) {
    StringRef bytes = std::get<4>(key);
    // Tensor data keeps the alignment of any element type.
    if (!bytes.empty()) {
      char *data = static_cast<char *>(allocator.allocate(bytes.size(), 16));
      std::memcpy(data, bytes.data(), bytes.size());
      bytes = StringRef(data, bytes.size());
    }
    return new (allocator.allocate<VhloAttrStorage>())
        VhloAttrStorage(KeyTy(std::get<0>(key), std::get<1>(key),
                              allocator.copyInto(std::get<2>(key)),
                              allocator.copyInto(std::get<3>(key)), bytes));
  }
  uint32_t code;
  Type type;
  ArrayRef<Attribute> attrs;
  ArrayRef<int64_t> ints;
  StringRef bytes;
};
} // namespace mlir::sfold::vhlo::detail

VhloType VhloType::get(MLIRContext *context, TypeCode code,
                       ArrayRef<Type> types, ArrayRef<int64_t> ints,
                       Attribute encoding) {
  return Base::get(context, static_cast<uint32_t>(code), types, ints,
                   encoding);
}
TypeCode VhloType::getCode() const {
  return static_cast<TypeCode>(getImpl()->code);
}
ArrayRef<Type> VhloType::getTypes() const { return getImpl()->types; }
ArrayRef<int64_t> VhloType::getInts() const { return getImpl()->ints; }
Attribute VhloType::getEncoding() const { return getImpl()->encoding; }

VhloAttr VhloAttr::get(MLIRContext *context, AttrCode code, Type type,
                       ArrayRef<Attribute> attrs, ArrayRef<int64_t> ints,
                       StringRef bytes) {
  return Base::get(context, static_cast<uint32_t>(code), type, attrs, ints,
                   bytes);
}
AttrCode VhloAttr::getCode() const {
  return static_cast<AttrCode>(getImpl()->code);
}
Type VhloAttr::getType() const { return getImpl()->type; }
ArrayRef<Attribute> VhloAttr::getAttrs() const { return getImpl()->attrs; }
ArrayRef<int64_t> VhloAttr::getInts() const { return getImpl()->ints; }
StringRef VhloAttr::getBytes() const { return getImpl()->bytes; }

//===----------------------------------------------------------------------===//
// Names and printing
//===----------------------------------------------------------------------===//

StringRef mlir::sfold::vhlo::getMnemonic(TypeCode code) {
  switch (code) {
  case TypeCode::Boolean: return "bool_v1";
  case TypeCode::Complex: return "complex_v1";
  case TypeCode::BF16: return "bf16_v1";
  case TypeCode::F16: return "f16_v1";
  case TypeCode::F32: return "f32_v1";
  case TypeCode::F64: return "f64_v1";
  case TypeCode::F8E4M3FN: return "f8E4M3FN_v1";
  case TypeCode::F8E5M2: return "f8E5M2_v1";
  case TypeCode::Function: return "func_v1";
  case TypeCode::Index: return "index_v1";
  case TypeCode::SI2: return "i2_v1";
  case TypeCode::SI4: return "i4_v1";
  case TypeCode::SI8: return "i8_v1";
  case TypeCode::SI16: return "i16_v1";
  case TypeCode::SI32: return "i32_v1";
  case TypeCode::SI64: return "i64_v1";
  case TypeCode::UI2: return "ui2_v1";
  case TypeCode::UI4: return "ui4_v1";
  case TypeCode::UI8: return "ui8_v1";
  case TypeCode::UI16: return "ui16_v1";
  case TypeCode::UI32: return "ui32_v1";
  case TypeCode::UI64: return "ui64_v1";
  case TypeCode::RankedTensor:
  case TypeCode::RankedTensorWithEncoding:
  case TypeCode::UnrankedTensor: return "tensor_v1";
  case TypeCode::Token: return "token_v1";
  case TypeCode::Tuple: return "tuple_v1";
  case TypeCode::UniformQuantized: return "quant_v1";
  case TypeCode::UniformQuantizedPerAxis: return "quant_per_axis_v1";
  case TypeCode::Witness: return "witness_v1";
  case TypeCode::F8E4M3FNUZ: return "f8E4M3FNUZ_v1";
  case TypeCode::F8E5M2FNUZ: return "f8E5M2FNUZ_v1";
  case TypeCode::F8E4M3B11FNUZ: return "f8E4M3B11FNUZ_v1";
  case TypeCode::None: return "none_v1";
  case TypeCode::TF32: return "tf32_v1";
  case TypeCode::F8E4M3: return "f8E4M3_v1";
  case TypeCode::F8E3M4: return "f8E3M4_v1";
  case TypeCode::F4E2M1FN: return "f4E2M1FN_v1";
  case TypeCode::F6E2M3FN: return "f6E2M3FN_v1";
  case TypeCode::F6E3M2FN: return "f6E3M2FN_v1";
  case TypeCode::F8E8M0FNU: return "f8E8M0FNU_v1";
  case TypeCode::RankedBuffer: return "buffer_v1";
  }
  return "unknown";
}

StringRef mlir::sfold::vhlo::getMnemonic(AttrCode code) {
  switch (code) {
  case AttrCode::Array: return "array_v1";
  case AttrCode::Boolean: return "bool_v1";
  case AttrCode::ComparisonDirection: return "comparison_direction_v1";
  case AttrCode::ComparisonType: return "comparison_type_v1";
  case AttrCode::CustomCallApiVersion: return "api_version_v1";
  case AttrCode::Dictionary: return "dict_v1";
  case AttrCode::FftType: return "fft_type_v1";
  case AttrCode::Float: return "float_v1";
  case AttrCode::Integer: return "integer_v1";
  case AttrCode::OutputOperandAlias: return "output_operand_alias_v1";
  case AttrCode::Precision: return "precision_v1";
  case AttrCode::RngAlgorithm: return "rng_algorithm_v1";
  case AttrCode::RngDistribution: return "rng_distribution_v1";
  case AttrCode::String: return "string_v1";
  case AttrCode::Tensor: return "tensor_v1";
  case AttrCode::Transpose: return "transpose_v1";
  case AttrCode::Type: return "type_v1";
  case AttrCode::TypeExtensions: return "type_extensions_v1";
  case AttrCode::ResultAccuracyMode: return "result_accuracy_mode_v1";
  case AttrCode::ResultAccuracy: return "result_accuracy_v1";
  }
  return "unknown";
}

static void printDims(raw_ostream &os, ArrayRef<int64_t> dims) {
  for (int64_t dim : dims) {
    if (dim == ShapedType::kDynamic)
      os << "?";
    else
      os << dim;
    os << "x";
  }
}

void VhloDialect::printType(Type type, DialectAsmPrinter &printer) const {
  auto vhloType = llvm::cast<VhloType>(type);
  TypeCode code = vhloType.getCode();
  printer << getMnemonic(code);
  ArrayRef<Type> types = vhloType.getTypes();
  ArrayRef<int64_t> ints = vhloType.getInts();
  switch (code) {
  case TypeCode::RankedTensor:
  case TypeCode::RankedBuffer:
    printer << "<";
    printDims(printer.getStream(), ints);
    printer << types;
    if (vhloType.getEncoding())
      printer << ", " << vhloType.getEncoding();
    printer << ">";
    return;
  case TypeCode::UnrankedTensor:
    printer << "<*x" << types << ">";
    return;
  case TypeCode::Function:
    printer << "<(" << types.take_front(ints.front()) << ") -> ("
            << types.drop_front(ints.front()) << ")>";
    return;
  default:
    if (!types.empty() || !ints.empty()) {
      printer << "<" << types;
      if (!types.empty() && !ints.empty())
        printer << ", ";
      llvm::interleaveComma(ints, printer);
      printer << ">";
    }
    return;
  }
}

void VhloDialect::printAttribute(Attribute attr,
                                 DialectAsmPrinter &printer) const {
  auto vhloAttr = llvm::cast<VhloAttr>(attr);
  printer << getMnemonic(vhloAttr.getCode()) << "<";
  bool first = true;
  auto separate = [&] {
    if (!first)
      printer << ", ";
    first = false;
  };
  if (vhloAttr.getCode() == AttrCode::String) {
    printer << "\"";
    llvm::printEscapedString(vhloAttr.getBytes(), printer.getStream());
    printer << "\">";
    return;
  }
  if (!vhloAttr.getAttrs().empty()) {
    separate();
    printer << "[" << vhloAttr.getAttrs() << "]";
  }
  if (!vhloAttr.getInts().empty()) {
    separate();
    llvm::interleaveComma(vhloAttr.getInts(), printer);
  }
  if (!vhloAttr.getBytes().empty()) {
    separate();
    printer << "0x" << llvm::toHex(vhloAttr.getBytes());
  }
  if (vhloAttr.getType())
    printer << (first ? "" : " : ") << vhloAttr.getType();
  printer << ">";
}

Type VhloDialect::parseType(DialectAsmParser &parser) const {
  parser.emitError(parser.getNameLoc(),
                   "vhlo types have no textual form here: read portable "
                   "artifacts (docs/vhlo.md)");
  return {};
}

Attribute VhloDialect::parseAttribute(DialectAsmParser &parser,
                                      Type) const {
  parser.emitError(parser.getNameLoc(),
                   "vhlo attributes have no textual form here: read portable "
                   "artifacts (docs/vhlo.md)");
  return {};
}

//===----------------------------------------------------------------------===//
// Dialect
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Vhlo/VhloDialect.cpp.inc"
#include "stablehlo_fold/Vhlo/VhloOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "stablehlo_fold/Vhlo/VhloOps.cpp.inc"

void VhloDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Vhlo/VhloOps.cpp.inc"
      >();
  registerTypesAndAttributes();
}

void VhloDialect::registerTypesAndAttributes() {
  addTypes<VhloType>();
  addAttributes<VhloAttr>();
  addBytecodeInterface(this);
}

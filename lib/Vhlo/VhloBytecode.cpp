//===- VhloBytecode.cpp - VHLO's bytecode encoding ------------------------===//
//
// Reads and writes VHLO types and attributes in the encoding of StableHLO's
// portable artifacts: a varint kind code (TypeCode, AttrCode), then the
// parameters of that kind (docs/vhlo.md lists them). Every read is checked:
// an unknown code, a value of the wrong kind or a truncated parameter list
// is an error at the artifact, never a crash.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Vhlo/VhloDialect.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/APFloat.h"

using namespace mlir;
using namespace mlir::sfold::vhlo;

namespace {

/// The largest code of each kind.
constexpr uint64_t kLastTypeCode = 41;
constexpr uint64_t kLastAttrCode = 20;

/// The floating-point semantics of a VHLO float type, or null.
const llvm::fltSemantics *getFloatSemantics(Type type) {
  auto vhloType = llvm::dyn_cast_or_null<VhloType>(type);
  if (!vhloType)
    return nullptr;
  switch (vhloType.getCode()) {
  case TypeCode::BF16: return &llvm::APFloat::BFloat();
  case TypeCode::F16: return &llvm::APFloat::IEEEhalf();
  case TypeCode::F32: return &llvm::APFloat::IEEEsingle();
  case TypeCode::F64: return &llvm::APFloat::IEEEdouble();
  case TypeCode::TF32: return &llvm::APFloat::FloatTF32();
  case TypeCode::F8E4M3FN: return &llvm::APFloat::Float8E4M3FN();
  case TypeCode::F8E5M2: return &llvm::APFloat::Float8E5M2();
  case TypeCode::F8E4M3FNUZ: return &llvm::APFloat::Float8E4M3FNUZ();
  case TypeCode::F8E5M2FNUZ: return &llvm::APFloat::Float8E5M2FNUZ();
  case TypeCode::F8E4M3B11FNUZ: return &llvm::APFloat::Float8E4M3B11FNUZ();
  case TypeCode::F8E4M3: return &llvm::APFloat::Float8E4M3();
  case TypeCode::F8E3M4: return &llvm::APFloat::Float8E3M4();
  case TypeCode::F4E2M1FN: return &llvm::APFloat::Float4E2M1FN();
  case TypeCode::F6E2M3FN: return &llvm::APFloat::Float6E2M3FN();
  case TypeCode::F6E3M2FN: return &llvm::APFloat::Float6E3M2FN();
  case TypeCode::F8E8M0FNU: return &llvm::APFloat::Float8E8M0FNU();
  default: return nullptr;
  }
}

/// The width of a VHLO integer (or index) type, or 0.
unsigned getIntegerWidth(Type type) {
  auto vhloType = llvm::dyn_cast_or_null<VhloType>(type);
  if (!vhloType)
    return 0;
  switch (vhloType.getCode()) {
  case TypeCode::SI2: case TypeCode::UI2: return 2;
  case TypeCode::SI4: case TypeCode::UI4: return 4;
  case TypeCode::SI8: case TypeCode::UI8: return 8;
  case TypeCode::SI16: case TypeCode::UI16: return 16;
  case TypeCode::SI32: case TypeCode::UI32: return 32;
  case TypeCode::SI64: case TypeCode::UI64: case TypeCode::Index: return 64;
  default: return 0;
  }
}

/// The number of values of each enumeration kind.
std::optional<uint64_t> getEnumSize(AttrCode code) {
  switch (code) {
  case AttrCode::ComparisonDirection: return 6;
  case AttrCode::ComparisonType: return 5;
  case AttrCode::CustomCallApiVersion: return 5;
  case AttrCode::FftType: return 4;
  case AttrCode::Precision: return 3;
  case AttrCode::RngAlgorithm: return 3;
  case AttrCode::RngDistribution: return 3;
  case AttrCode::Transpose: return 4;
  case AttrCode::ResultAccuracyMode: return 3;
  default: return std::nullopt;
  }
}

int64_t bitsOf(const llvm::APFloat &value) {
  return static_cast<int64_t>(value.bitcastToAPInt().getZExtValue());
}

llvm::APFloat doubleFromBits(int64_t bits) {
  return llvm::APFloat(llvm::APFloat::IEEEdouble(),
                       llvm::APInt(64, static_cast<uint64_t>(bits)));
}

/// Reads a count-prefixed list. Unlike DialectBytecodeReader::readList it
/// reserves nothing up front: a corrupted count fails at the end of the data
/// instead of asking for an impossible allocation.
template <typename T, typename ReadOne>
LogicalResult readCounted(DialectBytecodeReader &reader,
                          SmallVectorImpl<T> &out, ReadOne &&readOne) {
  uint64_t size;
  if (failed(reader.readVarInt(size)))
    return failure();
  for (uint64_t i = 0; i < size; ++i) {
    FailureOr<T> value = readOne();
    if (failed(value))
      return failure();
    out.push_back(*value);
  }
  return success();
}

LogicalResult readTypeList(DialectBytecodeReader &reader,
                           SmallVectorImpl<Type> &out) {
  return readCounted(reader, out, [&]() -> FailureOr<Type> {
    Type type;
    if (failed(reader.readType(type)))
      return failure();
    return type;
  });
}

LogicalResult readAttrList(DialectBytecodeReader &reader,
                           SmallVectorImpl<Attribute> &out) {
  return readCounted(reader, out, [&]() -> FailureOr<Attribute> {
    Attribute attr;
    if (failed(reader.readAttribute(attr)))
      return failure();
    return attr;
  });
}

LogicalResult readIntList(DialectBytecodeReader &reader,
                          SmallVectorImpl<int64_t> &out) {
  return readCounted(reader, out, [&]() -> FailureOr<int64_t> {
    int64_t value;
    if (failed(reader.readSignedVarInt(value)))
      return failure();
    return value;
  });
}

class VhloBytecodeInterface : public BytecodeDialectInterface {
public:
  explicit VhloBytecodeInterface(Dialect *dialect)
      : BytecodeDialectInterface(dialect) {}

  Type readType(DialectBytecodeReader &reader) const override;
  LogicalResult writeType(Type type,
                          DialectBytecodeWriter &writer) const override;
  Attribute readAttribute(DialectBytecodeReader &reader) const override;
  LogicalResult writeAttribute(Attribute attr,
                               DialectBytecodeWriter &writer) const override;

private:
  Attribute readAttrBody(DialectBytecodeReader &reader, AttrCode code) const;
};

Type VhloBytecodeInterface::readType(DialectBytecodeReader &reader) const {
  uint64_t raw;
  if (failed(reader.readVarInt(raw)))
    return {};
  MLIRContext *ctx = getContext();
  if (raw > kLastTypeCode) {
    reader.emitError() << "unknown vhlo type code " << raw
                       << " (newer than this reader?)";
    return {};
  }
  auto code = static_cast<TypeCode>(raw);
  SmallVector<Type> types;
  SmallVector<int64_t> ints;
  switch (code) {
  case TypeCode::Complex:
  case TypeCode::UnrankedTensor: {
    Type element;
    if (failed(reader.readType(element)))
      return {};
    return VhloType::get(ctx, code, {element});
  }
  case TypeCode::Function: {
    SmallVector<Type> results;
    if (failed(readTypeList(reader, types)) ||
        failed(readTypeList(reader, results)))
      return {};
    ints.push_back(types.size());
    types.append(results);
    return VhloType::get(ctx, code, types, ints);
  }
  case TypeCode::RankedTensor:
  case TypeCode::RankedTensorWithEncoding:
  case TypeCode::RankedBuffer: {
    Attribute encoding;
    if (code == TypeCode::RankedTensorWithEncoding &&
        failed(reader.readAttribute(encoding)))
      return {};
    Type element;
    if (failed(readIntList(reader, ints)) ||
        failed(reader.readType(element)))
      return {};
    for (int64_t dim : ints)
      if (dim < 0 && dim != ShapedType::kDynamic) {
        reader.emitError() << "negative dimension " << dim
                           << " in a vhlo tensor type";
        return {};
      }
    return VhloType::get(ctx,
                         code == TypeCode::RankedBuffer
                             ? TypeCode::RankedBuffer
                             : TypeCode::RankedTensor,
                         {element}, ints, encoding);
  }
  case TypeCode::Tuple:
    if (failed(readTypeList(reader, types)))
      return {};
    return VhloType::get(ctx, code, types);
  case TypeCode::UniformQuantized: {
    uint64_t flags;
    Type storage, expressed;
    int64_t zeroPoint, min, max;
    FailureOr<llvm::APFloat> scale = failure();
    if (failed(reader.readVarInt(flags)) ||
        failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)) ||
        failed(scale = reader.readAPFloatWithKnownSemantics(
                   llvm::APFloat::IEEEdouble())) ||
        failed(reader.readSignedVarInt(zeroPoint)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)))
      return {};
    return VhloType::get(
        ctx, code, {storage, expressed},
        {static_cast<int64_t>(flags), bitsOf(*scale), zeroPoint, min, max});
  }
  case TypeCode::UniformQuantizedPerAxis: {
    uint64_t flags, dimension;
    Type storage, expressed;
    int64_t min, max;
    SmallVector<llvm::APFloat> scales;
    SmallVector<int64_t> zeroPoints;
    auto readScale = [&]() {
      return reader.readAPFloatWithKnownSemantics(
          llvm::APFloat::IEEEdouble());
    };
    auto readZeroPoint = [&]() -> FailureOr<int64_t> {
      int64_t value;
      if (failed(reader.readSignedVarInt(value)))
        return failure();
      return value;
    };
    if (failed(reader.readVarInt(flags)) ||
        failed(reader.readType(storage)) ||
        failed(reader.readType(expressed)) ||
        failed(reader.readVarInt(dimension)) ||
        failed(reader.readSignedVarInt(min)) ||
        failed(reader.readSignedVarInt(max)) ||
        failed(readCounted(reader, scales, readScale)) ||
        failed(readCounted(reader, zeroPoints, readZeroPoint)))
      return {};
    if (scales.size() != zeroPoints.size()) {
      reader.emitError() << "per-axis quantized type with " << scales.size()
                         << " scales and " << zeroPoints.size()
                         << " zero points";
      return {};
    }
    ints = {static_cast<int64_t>(flags), static_cast<int64_t>(dimension), min,
            max, static_cast<int64_t>(scales.size())};
    for (const llvm::APFloat &scale : scales)
      ints.push_back(bitsOf(scale));
    ints.append(zeroPoints);
    return VhloType::get(ctx, code, {storage, expressed}, ints);
  }
  default:
    // Kinds without parameters.
    return VhloType::get(ctx, code);
  }
}

LogicalResult
VhloBytecodeInterface::writeType(Type type,
                                 DialectBytecodeWriter &writer) const {
  auto vhloType = llvm::dyn_cast<VhloType>(type);
  if (!vhloType)
    return failure();
  TypeCode code = vhloType.getCode();
  ArrayRef<Type> types = vhloType.getTypes();
  ArrayRef<int64_t> ints = vhloType.getInts();
  if (code == TypeCode::RankedTensor && vhloType.getEncoding())
    code = TypeCode::RankedTensorWithEncoding;
  writer.writeVarInt(static_cast<uint64_t>(code));
  switch (code) {
  case TypeCode::Complex:
  case TypeCode::UnrankedTensor:
    writer.writeType(types.front());
    break;
  case TypeCode::Function:
    writer.writeTypes(types.take_front(ints.front()));
    writer.writeTypes(types.drop_front(ints.front()));
    break;
  case TypeCode::RankedTensorWithEncoding:
    writer.writeAttribute(vhloType.getEncoding());
    [[fallthrough]];
  case TypeCode::RankedTensor:
  case TypeCode::RankedBuffer:
    writer.writeSignedVarInts(ints);
    writer.writeType(types.front());
    break;
  case TypeCode::Tuple:
    writer.writeTypes(types);
    break;
  case TypeCode::UniformQuantized:
    writer.writeVarInt(ints[0]);
    writer.writeType(types[0]);
    writer.writeType(types[1]);
    writer.writeAPFloatWithKnownSemantics(doubleFromBits(ints[1]));
    writer.writeSignedVarInt(ints[2]);
    writer.writeSignedVarInt(ints[3]);
    writer.writeSignedVarInt(ints[4]);
    break;
  case TypeCode::UniformQuantizedPerAxis: {
    writer.writeVarInt(ints[0]);
    writer.writeType(types[0]);
    writer.writeType(types[1]);
    writer.writeVarInt(ints[1]);
    writer.writeSignedVarInt(ints[2]);
    writer.writeSignedVarInt(ints[3]);
    int64_t n = ints[4];
    writer.writeList(ints.slice(5, n), [&](int64_t bits) {
      writer.writeAPFloatWithKnownSemantics(doubleFromBits(bits));
    });
    writer.writeList(ints.slice(5 + n, n),
                     [&](int64_t zp) { writer.writeSignedVarInt(zp); });
    break;
  }
  default:
    break;
  }
  return success();
}

Attribute
VhloBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  uint64_t raw;
  if (failed(reader.readVarInt(raw)))
    return {};
  if (raw == 0 || raw > kLastAttrCode) {
    reader.emitError() << "unknown vhlo attribute code " << raw
                       << (raw ? " (newer than this reader?)" : "");
    return {};
  }
  return readAttrBody(reader, static_cast<AttrCode>(raw));
}

Attribute VhloBytecodeInterface::readAttrBody(DialectBytecodeReader &reader,
                                              AttrCode code) const {
  MLIRContext *ctx = getContext();
  if (std::optional<uint64_t> size = getEnumSize(code)) {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    // RngDistribution starts at 1.
    uint64_t first = code == AttrCode::RngDistribution ? 1 : 0;
    if (value < first || value >= *size) {
      reader.emitError() << "value " << value << " out of range for vhlo."
                         << getMnemonic(code);
      return {};
    }
    return VhloAttr::get(ctx, code, {}, {}, {static_cast<int64_t>(value)});
  }
  switch (code) {
  case AttrCode::Array: {
    SmallVector<Attribute> elements;
    if (failed(readAttrList(reader, elements)))
      return {};
    return VhloAttr::get(ctx, code, {}, elements);
  }
  case AttrCode::Boolean: {
    uint64_t value;
    if (failed(reader.readVarInt(value)))
      return {};
    if (value > 1) {
      reader.emitError() << "boolean value " << value;
      return {};
    }
    return VhloAttr::get(ctx, code, {}, {}, {static_cast<int64_t>(value)});
  }
  case AttrCode::Dictionary: {
    SmallVector<Attribute> entries;
    auto readEntry = [&]() -> FailureOr<std::pair<Attribute, Attribute>> {
      Attribute key, value;
      if (failed(reader.readAttribute(key)) ||
          failed(reader.readAttribute(value)))
        return failure();
      return std::make_pair(key, value);
    };
    SmallVector<std::pair<Attribute, Attribute>> pairs;
    if (failed(readCounted(reader, pairs, readEntry)))
      return {};
    for (auto &[key, value] : pairs) {
      entries.push_back(key);
      entries.push_back(value);
    }
    return VhloAttr::get(ctx, code, {}, entries);
  }
  case AttrCode::Float: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    const llvm::fltSemantics *semantics = getFloatSemantics(type);
    if (!semantics) {
      reader.emitError() << "vhlo.float_v1 of a non-float type";
      return {};
    }
    FailureOr<llvm::APFloat> value =
        reader.readAPFloatWithKnownSemantics(*semantics);
    if (failed(value))
      return {};
    return VhloAttr::get(ctx, code, type, {}, {bitsOf(*value)});
  }
  case AttrCode::Integer: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    unsigned width = getIntegerWidth(type);
    if (!width) {
      reader.emitError() << "vhlo.integer_v1 of a non-integer type";
      return {};
    }
    FailureOr<llvm::APInt> value = reader.readAPIntWithKnownWidth(width);
    if (failed(value))
      return {};
    return VhloAttr::get(ctx, code, type, {},
                         {static_cast<int64_t>(value->getZExtValue())});
  }
  case AttrCode::OutputOperandAlias: {
    SmallVector<int64_t> outputs, operands;
    int64_t operandIndex;
    if (failed(readIntList(reader, outputs)) ||
        failed(reader.readSignedVarInt(operandIndex)) ||
        failed(readIntList(reader, operands)))
      return {};
    SmallVector<int64_t> ints = {static_cast<int64_t>(outputs.size())};
    ints.append(outputs);
    ints.push_back(operandIndex);
    ints.append(operands);
    return VhloAttr::get(ctx, code, {}, {}, ints);
  }
  case AttrCode::String: {
    StringRef value;
    if (failed(reader.readString(value)))
      return {};
    return VhloAttr::get(ctx, code, {}, {}, {}, value);
  }
  case AttrCode::Tensor: {
    Type type;
    ArrayRef<char> blob;
    if (failed(reader.readType(type)) || failed(reader.readBlob(blob)))
      return {};
    return VhloAttr::get(ctx, code, type, {}, {},
                         StringRef(blob.data(), blob.size()));
  }
  case AttrCode::Type: {
    Type type;
    if (failed(reader.readType(type)))
      return {};
    return VhloAttr::get(ctx, code, type);
  }
  case AttrCode::TypeExtensions: {
    SmallVector<int64_t> bounds;
    if (failed(readIntList(reader, bounds)))
      return {};
    return VhloAttr::get(ctx, code, {}, {}, bounds);
  }
  case AttrCode::ResultAccuracy: {
    FailureOr<llvm::APFloat> atol = failure(), rtol = failure();
    int64_t ulps;
    Attribute mode;
    if (failed(atol = reader.readAPFloatWithKnownSemantics(
                   llvm::APFloat::IEEEdouble())) ||
        failed(rtol = reader.readAPFloatWithKnownSemantics(
                   llvm::APFloat::IEEEdouble())) ||
        failed(reader.readSignedVarInt(ulps)) ||
        failed(reader.readAttribute(mode)))
      return {};
    auto modeAttr = llvm::dyn_cast<VhloAttr>(mode);
    if (!modeAttr || modeAttr.getCode() != AttrCode::ResultAccuracyMode) {
      reader.emitError() << "vhlo.result_accuracy_v1 without a mode";
      return {};
    }
    return VhloAttr::get(ctx, code, {}, {mode},
                         {bitsOf(*atol), bitsOf(*rtol), ulps});
  }
  default:
    reader.emitError() << "unknown vhlo attribute code "
                       << static_cast<uint32_t>(code);
    return {};
  }
}

LogicalResult
VhloBytecodeInterface::writeAttribute(Attribute attr,
                                      DialectBytecodeWriter &writer) const {
  auto vhloAttr = llvm::dyn_cast<VhloAttr>(attr);
  if (!vhloAttr)
    return failure();
  AttrCode code = vhloAttr.getCode();
  ArrayRef<int64_t> ints = vhloAttr.getInts();
  ArrayRef<Attribute> attrs = vhloAttr.getAttrs();
  writer.writeVarInt(static_cast<uint64_t>(code));
  if (getEnumSize(code) || code == AttrCode::Boolean) {
    writer.writeVarInt(ints.front());
    return success();
  }
  switch (code) {
  case AttrCode::Array:
    writer.writeAttributes(attrs);
    break;
  case AttrCode::Dictionary:
    writer.writeVarInt(attrs.size() / 2);
    for (Attribute entry : attrs)
      writer.writeAttribute(entry);
    break;
  case AttrCode::Float: {
    const llvm::fltSemantics *semantics =
        getFloatSemantics(vhloAttr.getType());
    if (!semantics)
      return failure();
    writer.writeType(vhloAttr.getType());
    unsigned width = llvm::APFloat::getSizeInBits(*semantics);
    writer.writeAPFloatWithKnownSemantics(llvm::APFloat(
        *semantics, llvm::APInt(width, static_cast<uint64_t>(ints.front()))));
    break;
  }
  case AttrCode::Integer: {
    unsigned width = getIntegerWidth(vhloAttr.getType());
    if (!width)
      return failure();
    writer.writeType(vhloAttr.getType());
    writer.writeAPIntWithKnownWidth(llvm::APInt(
        width, static_cast<uint64_t>(ints.front()), /*isSigned=*/false,
        /*implicitTrunc=*/true));
    break;
  }
  case AttrCode::OutputOperandAlias: {
    int64_t n = ints.front();
    writer.writeSignedVarInts(ints.slice(1, n));
    writer.writeSignedVarInt(ints[1 + n]);
    writer.writeSignedVarInts(ints.drop_front(2 + n));
    break;
  }
  case AttrCode::String:
    writer.writeOwnedString(vhloAttr.getBytes());
    break;
  case AttrCode::Tensor:
    writer.writeType(vhloAttr.getType());
    writer.writeOwnedBlob(
        ArrayRef<char>(vhloAttr.getBytes().data(), vhloAttr.getBytes().size()));
    break;
  case AttrCode::Type:
    writer.writeType(vhloAttr.getType());
    break;
  case AttrCode::TypeExtensions:
    writer.writeSignedVarInts(ints);
    break;
  case AttrCode::ResultAccuracy:
    writer.writeAPFloatWithKnownSemantics(doubleFromBits(ints[0]));
    writer.writeAPFloatWithKnownSemantics(doubleFromBits(ints[1]));
    writer.writeSignedVarInt(ints[2]);
    writer.writeAttribute(attrs.front());
    break;
  default:
    return failure();
  }
  return success();
}

} // namespace

void mlir::sfold::vhlo::addBytecodeInterface(VhloDialect *dialect) {
  dialect->addInterfaces<VhloBytecodeInterface>();
}

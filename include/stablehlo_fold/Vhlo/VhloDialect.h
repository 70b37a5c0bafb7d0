//===- VhloDialect.h - StableHLO's versioned dialect ------------*- C++ -*-===//
//
// The `vhlo` dialect: StableHLO's versioned twin, in which portable artifacts
// are written. Its ops are generated from one table (VhloOps.td); its types
// and attributes are two generic classes, `VhloType` and `VhloAttr`, whose
// kind is the VHLO bytecode code (`!vhlo.f32_v1` is code 4, `#vhlo.tensor_v1`
// code 15) and whose parameters are a few lists. The bytecode interface reads
// and writes them as StableHLO does, so artifacts move both ways.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_VHLO_VHLODIALECT_H
#define STABLEHLO_FOLD_VHLO_VHLODIALECT_H

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/Types.h"

#include <array>
#include <optional>
#include <string>

namespace mlir::sfold::vhlo {

/// A StableHLO release, `major.minor.patch`.
struct Version {
  std::array<int64_t, 3> parts = {0, 0, 0};

  /// Parses `X.Y.Z`, or `current` (the newest release known here).
  static std::optional<Version> parse(StringRef text);
  /// The newest release whose artifacts this build reads and writes.
  static Version current() { return {{1, 13, 8}}; }
  /// The oldest release with compatibility guarantees.
  static Version minimum() { return {{0, 9, 0}}; }
  /// The MLIR bytecode format version of artifacts for this release.
  int64_t bytecodeVersion() const;
  std::string str() const;
  bool operator<(const Version &other) const { return parts < other.parts; }
  bool operator<=(const Version &other) const { return parts <= other.parts; }
  bool operator==(const Version &other) const { return parts == other.parts; }
};

/// Kinds of VHLO types: their bytecode codes.
enum class TypeCode : uint32_t {
  Boolean = 0, Complex = 1, BF16 = 2, F16 = 3, F32 = 4, F64 = 5,
  F8E4M3FN = 6, F8E5M2 = 7, Function = 8, Index = 9, SI4 = 10, SI8 = 11,
  SI16 = 12, SI32 = 13, SI64 = 14, UI4 = 15, UI8 = 16, UI16 = 17, UI32 = 18,
  UI64 = 19, RankedTensor = 20, RankedTensorWithEncoding = 21, Token = 22,
  Tuple = 23, UniformQuantized = 24, UnrankedTensor = 25, Witness = 26,
  F8E4M3FNUZ = 27, F8E5M2FNUZ = 28, F8E4M3B11FNUZ = 29,
  UniformQuantizedPerAxis = 30, SI2 = 31, UI2 = 32, None = 33, TF32 = 34,
  F8E4M3 = 35, F8E3M4 = 36, F4E2M1FN = 37, F6E2M3FN = 38, F6E3M2FN = 39,
  F8E8M0FNU = 40, RankedBuffer = 41,
};

/// Kinds of VHLO attributes: their bytecode codes.
enum class AttrCode : uint32_t {
  Array = 1, Boolean = 2, ComparisonDirection = 3, ComparisonType = 4,
  CustomCallApiVersion = 5, Dictionary = 6, FftType = 7, Float = 8,
  Integer = 9, OutputOperandAlias = 10, Precision = 11, RngAlgorithm = 12,
  RngDistribution = 13, String = 14, Tensor = 15, Transpose = 16, Type = 17,
  TypeExtensions = 18, ResultAccuracyMode = 19, ResultAccuracy = 20,
};

namespace detail {
struct VhloTypeStorage;
struct VhloAttrStorage;
} // namespace detail

/// Any VHLO type. Parameters by kind: Complex, UnrankedTensor: `types` =
/// {element}; RankedTensor, RankedBuffer: `ints` = shape, `types` =
/// {element}, `encoding`; Function: `types` = inputs then results, `ints` =
/// {number of inputs}; Tuple: `types`; UniformQuantized: `types` = {storage,
/// expressed}, `ints` = {flags, scale bits (f64), zero point, min, max};
/// UniformQuantizedPerAxis: `ints` = {flags, dimension, min, max, n, n scale
/// bits, n zero points}. Other kinds have none.
class VhloType
    : public Type::TypeBase<VhloType, Type, detail::VhloTypeStorage> {
public:
  using Base::Base;
  static constexpr StringLiteral name = "vhlo.type";
  static VhloType get(MLIRContext *context, TypeCode code,
                      ArrayRef<Type> types = {}, ArrayRef<int64_t> ints = {},
                      Attribute encoding = {});
  TypeCode getCode() const;
  ArrayRef<Type> getTypes() const;
  ArrayRef<int64_t> getInts() const;
  Attribute getEncoding() const;
};

/// Any VHLO attribute. Parameters by kind: Array: `attrs`; Dictionary:
/// `attrs` = key, value, key, value...; Boolean and the enumerations: `ints`
/// = {value}; Integer, Float: `type`, `ints` = {the value's bits}; String:
/// `bytes`; Tensor: `type`, `bytes` = the elements as DenseElementsAttr raw
/// data; Type: `type`; TypeExtensions: `ints` = bounds;
/// OutputOperandAlias: `ints` = {n, n output tuple indices, operand index,
/// operand tuple indices...}; ResultAccuracy: `ints` = {atol bits, rtol bits,
/// ulps}, `attrs` = {mode}.
class VhloAttr
    : public Attribute::AttrBase<VhloAttr, Attribute,
                                 detail::VhloAttrStorage> {
public:
  using Base::Base;
  static constexpr StringLiteral name = "vhlo.attr";
  static VhloAttr get(MLIRContext *context, AttrCode code, Type type = {},
                      ArrayRef<Attribute> attrs = {},
                      ArrayRef<int64_t> ints = {}, StringRef bytes = {});
  AttrCode getCode() const;
  Type getType() const;
  ArrayRef<Attribute> getAttrs() const;
  ArrayRef<int64_t> getInts() const;
  StringRef getBytes() const;
};

/// The VHLO spelling of a type or attribute kind (`f32_v1`, `tensor_v1`).
StringRef getMnemonic(TypeCode code);
StringRef getMnemonic(AttrCode code);

} // namespace mlir::sfold::vhlo

#include "stablehlo_fold/Vhlo/VhloDialect.h.inc"
#include "stablehlo_fold/Vhlo/VhloOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "stablehlo_fold/Vhlo/VhloOps.h.inc"

namespace mlir::sfold::vhlo {
/// Adds the bytecode encoding of VHLO types and attributes (VhloBytecode.cpp).
void addBytecodeInterface(VhloDialect *dialect);
} // namespace mlir::sfold::vhlo

#endif // STABLEHLO_FOLD_VHLO_VHLODIALECT_H

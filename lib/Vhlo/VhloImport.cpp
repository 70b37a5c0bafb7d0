//===- VhloImport.cpp - vhlo (any version) to stablehlo -------------------===//
//
// Rebuilds a module of vhlo ops as stablehlo, func and quant: each op version
// becomes the stablehlo op it stands for (`vhlo.gather_v1` and
// `vhlo.gather_v2` both become `stablehlo.gather`; attributes a version lacks
// take their stablehlo default), attributes follow VhloTables.cpp, types map
// kind by kind. The result is verified by the caller: VHLO has no verifiers,
// so a malformed artifact is caught by stablehlo's.
//
//===----------------------------------------------------------------------===//

#include "VhloTables.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"
#include "stablehlo_fold/Vhlo/VhloDialect.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/IRMapping.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::vhlo;

/// The most elements an integer array attribute (dimensions, strides,
/// padding) may have: more is a corrupted artifact.
static constexpr int64_t kMaxArrayElements = 1 << 20;

namespace {

class Importer {
public:
  explicit Importer(MLIRContext *ctx) : ctx(ctx), builder(ctx) {}

  LogicalResult importModule(ModuleOp module);

private:
  Type convertType(Type type);
  Attribute convertAttr(Attribute attr);
  Attribute convertTensor(VhloAttr attr);
  FailureOr<SmallVector<int64_t>> getInts(Attribute attr);
  FailureOr<int64_t> getInt(Attribute attr);
  LogicalResult convertOp(Operation *op, Block *into, IRMapping &mapping);
  LogicalResult convertAttrs(Operation *op, StringRef base,
                             SmallVectorImpl<NamedAttribute> &attrs);
  FailureOr<Attribute> buildStruct(Operation *op, StringRef base,
                                   StringRef name,
                                   const llvm::StringMap<Attribute> &fields);

  MLIRContext *ctx;
  OpBuilder builder;
  Location errorLoc = UnknownLoc::get(ctx);
};

Type Importer::convertType(Type type) {
  auto vhloType = llvm::dyn_cast<VhloType>(type);
  if (!vhloType)
    return type; // A type of another dialect is kept.
  ArrayRef<Type> types = vhloType.getTypes();
  ArrayRef<int64_t> ints = vhloType.getInts();
  SmallVector<Type> converted;
  for (Type t : types) {
    converted.push_back(convertType(t));
    if (!converted.back())
      return {};
  }
  auto signless = [&](unsigned w) { return IntegerType::get(ctx, w); };
  auto unsignedInt = [&](unsigned w) {
    return IntegerType::get(ctx, w, IntegerType::Unsigned);
  };
  switch (vhloType.getCode()) {
  case TypeCode::Boolean: return signless(1);
  case TypeCode::SI2: return signless(2);
  case TypeCode::SI4: return signless(4);
  case TypeCode::SI8: return signless(8);
  case TypeCode::SI16: return signless(16);
  case TypeCode::SI32: return signless(32);
  case TypeCode::SI64: return signless(64);
  case TypeCode::UI2: return unsignedInt(2);
  case TypeCode::UI4: return unsignedInt(4);
  case TypeCode::UI8: return unsignedInt(8);
  case TypeCode::UI16: return unsignedInt(16);
  case TypeCode::UI32: return unsignedInt(32);
  case TypeCode::UI64: return unsignedInt(64);
  case TypeCode::BF16: return BFloat16Type::get(ctx);
  case TypeCode::F16: return Float16Type::get(ctx);
  case TypeCode::F32: return Float32Type::get(ctx);
  case TypeCode::F64: return Float64Type::get(ctx);
  case TypeCode::TF32: return FloatTF32Type::get(ctx);
  case TypeCode::F8E4M3FN: return Float8E4M3FNType::get(ctx);
  case TypeCode::F8E5M2: return Float8E5M2Type::get(ctx);
  case TypeCode::F8E4M3FNUZ: return Float8E4M3FNUZType::get(ctx);
  case TypeCode::F8E5M2FNUZ: return Float8E5M2FNUZType::get(ctx);
  case TypeCode::F8E4M3B11FNUZ: return Float8E4M3B11FNUZType::get(ctx);
  case TypeCode::F8E4M3: return Float8E4M3Type::get(ctx);
  case TypeCode::F8E3M4: return Float8E3M4Type::get(ctx);
  case TypeCode::F4E2M1FN: return Float4E2M1FNType::get(ctx);
  case TypeCode::F6E2M3FN: return Float6E2M3FNType::get(ctx);
  case TypeCode::F6E3M2FN: return Float6E3M2FNType::get(ctx);
  case TypeCode::F8E8M0FNU: return Float8E8M0FNUType::get(ctx);
  case TypeCode::Index: return IndexType::get(ctx);
  case TypeCode::None: return NoneType::get(ctx);
  case TypeCode::Token: return TokenType::get(ctx);
  case TypeCode::Witness: return shape::WitnessType::get(ctx);
  case TypeCode::Complex:
    if (!llvm::isa<FloatType>(converted.front()))
      return {};
    return ComplexType::get(converted.front());
  case TypeCode::Tuple: return TupleType::get(ctx, converted);
  case TypeCode::Function:
    return FunctionType::get(ctx, ArrayRef(converted).take_front(ints[0]),
                             ArrayRef(converted).drop_front(ints[0]));
  case TypeCode::UnrankedTensor:
    return UnrankedTensorType::get(converted.front());
  case TypeCode::RankedTensor: {
    Attribute encoding;
    if (Attribute vhloEncoding = vhloType.getEncoding()) {
      encoding = convertAttr(vhloEncoding);
      if (!encoding)
        return {};
    }
    return RankedTensorType::get(ints, converted.front(), encoding);
  }
  case TypeCode::UniformQuantized: {
    auto storage = llvm::dyn_cast<IntegerType>(converted[0]);
    auto expressed = llvm::dyn_cast<FloatType>(converted[1]);
    if (!storage || !expressed)
      return {};
    llvm::APFloat scale(llvm::APFloat::IEEEdouble(),
                        llvm::APInt(64, static_cast<uint64_t>(ints[1])));
    return quant::UniformQuantizedType::getChecked(
        errorLoc, ints[0], storage, expressed, scale.convertToDouble(),
        ints[2], ints[3], ints[4]);
  }
  case TypeCode::UniformQuantizedPerAxis: {
    auto storage = llvm::dyn_cast<IntegerType>(converted[0]);
    auto expressed = llvm::dyn_cast<FloatType>(converted[1]);
    if (!storage || !expressed)
      return {};
    int64_t n = ints[4];
    SmallVector<double> scales;
    for (int64_t bits : ints.slice(5, n))
      scales.push_back(llvm::APFloat(llvm::APFloat::IEEEdouble(),
                                     llvm::APInt(64, static_cast<uint64_t>(
                                                         bits)))
                           .convertToDouble());
    return quant::UniformQuantizedPerAxisType::getChecked(
        errorLoc, ints[0], storage, expressed, scales,
        ints.slice(5 + n, n), ints[1], ints[2], ints[3]);
  }
  default:
    return {};
  }
}

Attribute Importer::convertTensor(VhloAttr attr) {
  auto type = llvm::dyn_cast_or_null<RankedTensorType>(
      convertType(attr.getType()));
  if (!type)
    return {};
  // Raw data holds integers, floats or complex numbers of them; the
  // element count must not overflow (MLIR computes it unchecked).
  Type element = type.getElementType();
  if (auto complex = llvm::dyn_cast<ComplexType>(element))
    element = complex.getElementType();
  int64_t numElements = 1;
  for (int64_t dim : type.getShape())
    if (dim < 0 || llvm::MulOverflow(numElements, dim, numElements)) {
      emitError(errorLoc) << "tensor_v1 of a shape with too many elements";
      return {};
    }
  if (!element.isIntOrIndexOrFloat()) {
    emitError(errorLoc) << "tensor_v1 of " << type << " has no raw data form";
    return {};
  }
  ArrayRef<char> data(attr.getBytes().data(), attr.getBytes().size());
  bool isSplat = false;
  if (!DenseElementsAttr::isValidRawBuffer(type, data, isSplat)) {
    emitError(errorLoc) << "tensor_v1 data of " << data.size()
                        << " bytes does not fit " << type;
    return {};
  }
  return DenseElementsAttr::getFromRawBuffer(type, data);
}

Attribute Importer::convertAttr(Attribute attr) {
  auto vhloAttr = llvm::dyn_cast<VhloAttr>(attr);
  if (!vhloAttr)
    return attr; // An attribute of another dialect is kept.
  ArrayRef<int64_t> ints = vhloAttr.getInts();
  SmallVector<Attribute> attrs;
  for (Attribute element : vhloAttr.getAttrs()) {
    attrs.push_back(convertAttr(element));
    if (!attrs.back())
      return {};
  }
  switch (vhloAttr.getCode()) {
  case AttrCode::Array: return ArrayAttr::get(ctx, attrs);
  case AttrCode::Boolean: return BoolAttr::get(ctx, ints[0] != 0);
  case AttrCode::String: return StringAttr::get(ctx, vhloAttr.getBytes());
  case AttrCode::Dictionary: {
    SmallVector<NamedAttribute> entries;
    for (size_t i = 0; i + 1 < attrs.size(); i += 2) {
      auto key = llvm::dyn_cast<StringAttr>(attrs[i]);
      if (!key)
        return {};
      entries.emplace_back(key, attrs[i + 1]);
    }
    return DictionaryAttr::get(ctx, entries);
  }
  case AttrCode::Integer: {
    auto type = convertType(vhloAttr.getType());
    if (!type || !type.isIntOrIndex())
      return {};
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    return IntegerAttr::get(type,
                            llvm::APInt(width, static_cast<uint64_t>(ints[0]),
                                        /*isSigned=*/false,
                                        /*implicitTrunc=*/true));
  }
  case AttrCode::Float: {
    auto type = llvm::dyn_cast_or_null<FloatType>(
        convertType(vhloAttr.getType()));
    if (!type)
      return {};
    return FloatAttr::get(
        type, llvm::APFloat(type.getFloatSemantics(),
                            llvm::APInt(type.getWidth(),
                                        static_cast<uint64_t>(ints[0]))));
  }
  case AttrCode::Tensor: return convertTensor(vhloAttr);
  case AttrCode::Type: {
    Type type = convertType(vhloAttr.getType());
    return type ? TypeAttr::get(type) : Attribute();
  }
  case AttrCode::TypeExtensions: return BoundsAttr::get(ctx, ints);
  case AttrCode::ComparisonDirection:
    return ComparisonDirectionAttr::get(
        ctx, static_cast<ComparisonDirection>(ints[0]));
  case AttrCode::ComparisonType:
    return ComparisonTypeAttr::get(ctx,
                                   static_cast<ComparisonType>(ints[0]));
  case AttrCode::CustomCallApiVersion:
    return IntegerAttr::get(IntegerType::get(ctx, 32), ints[0]);
  case AttrCode::FftType:
    return FftTypeAttr::get(ctx, static_cast<FftType>(ints[0]));
  case AttrCode::Precision:
    return PrecisionAttr::get(ctx, static_cast<Precision>(ints[0]));
  case AttrCode::RngAlgorithm:
    return RngAlgorithmAttr::get(ctx, static_cast<RngAlgorithm>(ints[0]));
  case AttrCode::RngDistribution:
    return RngDistributionAttr::get(ctx,
                                    static_cast<RngDistribution>(ints[0]));
  case AttrCode::Transpose:
    return TransposeAttr::get(ctx, static_cast<Transpose>(ints[0]));
  case AttrCode::ResultAccuracyMode:
    return ResultAccuracyModeAttr::get(
        ctx, static_cast<ResultAccuracyMode>(ints[0]));
  case AttrCode::ResultAccuracy: {
    auto mode = llvm::dyn_cast<ResultAccuracyModeAttr>(attrs.front());
    if (!mode)
      return {};
    auto toDouble = [](int64_t bits) {
      return llvm::APFloat(llvm::APFloat::IEEEdouble(),
                           llvm::APInt(64, static_cast<uint64_t>(bits)));
    };
    return ResultAccuracyAttr::getChecked(
        [&] { return emitError(errorLoc); }, ctx, toDouble(ints[0]),
        toDouble(ints[1]), ints[2], mode);
  }
  case AttrCode::OutputOperandAlias: {
    int64_t n = ints[0];
    if (n < 0 || static_cast<size_t>(n) + 2 > ints.size())
      return {};
    return OutputOperandAliasAttr::get(ctx, ints.slice(1, n), ints[1 + n],
                                       ints.drop_front(2 + n));
  }
  }
  return {};
}

FailureOr<SmallVector<int64_t>> Importer::getInts(Attribute attr) {
  auto dense =
      llvm::dyn_cast_or_null<DenseIntElementsAttr>(convertAttr(attr));
  // A splat may stand for any number of elements: an array attribute
  // (dimensions, strides, padding) holds few.
  if (!dense || dense.getType().getRank() > 1 ||
      dense.getNumElements() > kMaxArrayElements)
    return failure();
  // Elements of any integer width (getValues<int64_t> reads 64-bit ones).
  SmallVector<int64_t> ints;
  for (const APInt &value : dense.getValues<APInt>())
    ints.push_back(value.getSExtValue());
  return ints;
}

FailureOr<int64_t> Importer::getInt(Attribute attr) {
  auto integer = llvm::dyn_cast_or_null<IntegerAttr>(convertAttr(attr));
  if (!integer)
    return failure();
  return integer.getInt();
}

/// Whether `attr` is the VHLO value written for an absent attribute.
bool isAbsentValue(Attribute attr, AttrDefault absent) {
  auto vhloAttr = llvm::dyn_cast<VhloAttr>(attr);
  if (!vhloAttr)
    return false;
  ArrayRef<int64_t> ints = vhloAttr.getInts();
  AttrCode code = vhloAttr.getCode();
  auto tensorBytesAre = [&](auto predicate) {
    if (code != AttrCode::Tensor)
      return false;
    return llvm::all_of(vhloAttr.getBytes(), predicate);
  };
  switch (absent) {
  case AttrDefault::None: return false;
  case AttrDefault::False: return code == AttrCode::Boolean && ints[0] == 0;
  case AttrDefault::Zero: return code == AttrCode::Integer && ints[0] == 0;
  case AttrDefault::MinusOne:
    return code == AttrCode::Integer && ints[0] == -1;
  case AttrDefault::EmptyString:
    return code == AttrCode::String && vhloAttr.getBytes().empty();
  case AttrDefault::EmptyArray:
    return code == AttrCode::Array && vhloAttr.getAttrs().empty();
  case AttrDefault::EmptyDict:
    return code == AttrCode::Dictionary && vhloAttr.getAttrs().empty();
  case AttrDefault::EmptyTensor:
    return code == AttrCode::Tensor && vhloAttr.getBytes().empty();
  case AttrDefault::Ones: {
    if (code != AttrCode::Tensor || vhloAttr.getBytes().size() % 8)
      return false;
    StringRef bytes = vhloAttr.getBytes();
    for (size_t i = 0; i < bytes.size(); i += 8) {
      int64_t value;
      std::memcpy(&value, bytes.data() + i, 8);
      if (value != 1)
        return false;
    }
    return true;
  }
  case AttrDefault::Zeros2D:
  case AttrDefault::FalseTensor:
    return tensorBytesAre([](char c) { return c == 0; });
  case AttrDefault::NoType:
    return code == AttrCode::ComparisonType && ints[0] == 0;
  case AttrDefault::ApiOriginal:
    return code == AttrCode::CustomCallApiVersion && ints[0] == 1;
  case AttrDefault::Precisions:
    return code == AttrCode::Array &&
           llvm::all_of(vhloAttr.getAttrs(), [](Attribute precision) {
             auto p = llvm::dyn_cast<VhloAttr>(precision);
             return p && p.getCode() == AttrCode::Precision &&
                    p.getInts()[0] == 0;
           });
  case AttrDefault::Accuracy:
    return code == AttrCode::ResultAccuracy && ints[0] == 0 &&
           ints[1] == 0 && ints[2] == 0 &&
           llvm::cast<VhloAttr>(vhloAttr.getAttrs()[0]).getInts()[0] == 0;
  case AttrDefault::NoneType: {
    auto type = llvm::dyn_cast_or_null<VhloType>(vhloAttr.getType());
    return code == AttrCode::Type && type &&
           type.getCode() == TypeCode::None;
  }
  }
  return false;
}

FailureOr<Attribute>
Importer::buildStruct(Operation *op, StringRef base, StringRef name,
                      const llvm::StringMap<Attribute> &fields) {
  auto ints = [&](StringRef field) -> FailureOr<SmallVector<int64_t>> {
    auto it = fields.find(field);
    if (it == fields.end())
      return SmallVector<int64_t>(); // A field an older version lacks.
    return getInts(it->second);
  };
  auto integer = [&](StringRef field) -> FailureOr<int64_t> {
    auto it = fields.find(field);
    if (it == fields.end())
      return failure();
    return getInt(it->second);
  };
  if (name == "channel_handle") {
    FailureOr<int64_t> handle = integer("channel_id");
    FailureOr<int64_t> type = fields.count("channel_type")
                                  ? integer("channel_type")
                                  : FailureOr<int64_t>(0);
    if (failed(handle) || failed(type))
      return failure();
    return Attribute(ChannelHandleAttr::get(ctx, *handle, *type));
  }
  if (name == "algorithm") {
    if (llvm::all_of(fields, [](const auto &entry) {
          return isAbsentValue(entry.second, AttrDefault::NoneType);
        }))
      return Attribute();
    auto typeOf = [&](StringRef field) -> Type {
      auto it = fields.find(field);
      if (it == fields.end())
        return {};
      auto typeAttr =
          llvm::dyn_cast_or_null<TypeAttr>(convertAttr(it->second));
      return typeAttr ? typeAttr.getValue() : Type();
    };
    FailureOr<int64_t> lhsCount = integer("lhs_component_count");
    FailureOr<int64_t> rhsCount = integer("rhs_component_count");
    FailureOr<int64_t> primitive = integer("num_primitive_operations");
    auto imprecise = llvm::dyn_cast_or_null<BoolAttr>(
        fields.count("allow_imprecise_accumulation")
            ? convertAttr(fields.lookup("allow_imprecise_accumulation"))
            : Attribute());
    Type lhs = typeOf("lhs_precision_type"), rhs = typeOf("rhs_precision_type"),
         acc = typeOf("accumulation_type");
    if (!lhs || !rhs || !acc || failed(lhsCount) || failed(rhsCount) ||
        failed(primitive) || !imprecise)
      return failure();
    return Attribute(DotAlgorithmAttr::get(ctx, lhs, rhs, acc, *lhsCount,
                                           *rhsCount, *primitive,
                                           imprecise.getValue()));
  }
  if (name == "dot_dimension_numbers") {
    auto lb = ints("lhs_batching_dimensions"),
         rb = ints("rhs_batching_dimensions"),
         lc = ints("lhs_contracting_dimensions"),
         rc = ints("rhs_contracting_dimensions");
    if (failed(lb) || failed(rb) || failed(lc) || failed(rc))
      return failure();
    return Attribute(DotDimensionNumbersAttr::get(ctx, *lb, *rb, *lc, *rc));
  }
  if (base == "scatter") {
    auto a = ints("update_window_dims"), b = ints("inserted_window_dims"),
         c = ints("input_batching_dims"),
         d = ints("scatter_indices_batching_dims"),
         e = ints("scatter_dims_to_operand_dims");
    FailureOr<int64_t> ivd = integer("index_vector_dim");
    if (failed(a) || failed(b) || failed(c) || failed(d) || failed(e) ||
        failed(ivd))
      return failure();
    return Attribute(
        ScatterDimensionNumbersAttr::get(ctx, *a, *b, *c, *d, *e, *ivd));
  }
  if (base == "gather" || base == "dynamic_gather") {
    auto a = ints("offset_dims"), b = ints("collapsed_slice_dims"),
         c = ints("operand_batching_dims"),
         d = ints("start_indices_batching_dims"), e = ints("start_index_map");
    FailureOr<int64_t> ivd = integer("index_vector_dim");
    if (failed(a) || failed(b) || failed(c) || failed(d) || failed(e) ||
        failed(ivd))
      return failure();
    return Attribute(
        GatherDimensionNumbersAttr::get(ctx, *a, *b, *c, *d, *e, *ivd));
  }
  // convolution, dynamic_conv
  auto is = ints("input_spatial_dimensions"),
       ks = ints("kernel_spatial_dimensions"),
       os = ints("output_spatial_dimensions");
  FailureOr<int64_t> ib = integer("input_batch_dimension"),
                     ifd = integer("input_feature_dimension"),
                     kif = integer("kernel_input_feature_dimension"),
                     kof = integer("kernel_output_feature_dimension"),
                     ob = integer("output_batch_dimension"),
                     of = integer("output_feature_dimension");
  if (failed(is) || failed(ks) || failed(os) || failed(ib) || failed(ifd) ||
      failed(kif) || failed(kof) || failed(ob) || failed(of))
    return failure();
  return Attribute(ConvDimensionNumbersAttr::get(
      ctx, *ib, *ifd, *is, *kif, *kof, *ks, *ob, *of, *os));
}

LogicalResult Importer::convertAttrs(Operation *op, StringRef base,
                                     SmallVectorImpl<NamedAttribute> &attrs) {
  llvm::StringMap<llvm::StringMap<Attribute>> structs;
  for (NamedAttribute named : op->getAttrs()) {
    StringRef name = named.getName().getValue();
    Attribute value = named.getValue();
    const AttrEntry *entry = lookupAttr(base, name);
    if (entry && isAbsentValue(value, entry->absent) &&
        entry->rule != AttrRule::Field)
      continue;
    StringRef structName = structAttrName(base, name);
    if (!structName.empty() && (!entry || entry->rule == AttrRule::Field)) {
      structs[structName][name] = value;
      continue;
    }
    Attribute converted;
    AttrRule rule = entry ? entry->rule : AttrRule::Generic;
    switch (rule) {
    case AttrRule::I64Array: {
      FailureOr<SmallVector<int64_t>> values = getInts(value);
      if (succeeded(values))
        converted = DenseI64ArrayAttr::get(ctx, *values);
      break;
    }
    case AttrRule::BoolArray: {
      auto dense =
          llvm::dyn_cast_or_null<DenseIntElementsAttr>(convertAttr(value));
      if (dense && dense.getType().getRank() == 1 &&
          dense.getType().getElementType().isInteger(1) &&
          dense.getNumElements() <= kMaxArrayElements)
        converted = DenseBoolArrayAttr::get(
            ctx, llvm::to_vector(dense.getValues<bool>()));
      break;
    }
    case AttrRule::Symbol:
      if (auto str = llvm::dyn_cast_or_null<StringAttr>(convertAttr(value)))
        converted = FlatSymbolRefAttr::get(str);
      break;
    case AttrRule::SymbolArray:
      if (auto array =
              llvm::dyn_cast_or_null<ArrayAttr>(convertAttr(value))) {
        SmallVector<Attribute> symbols;
        for (Attribute element : array)
          if (auto str = llvm::dyn_cast<StringAttr>(element))
            symbols.push_back(FlatSymbolRefAttr::get(str));
        if (symbols.size() == array.size())
          converted = ArrayAttr::get(ctx, symbols);
      }
      break;
    case AttrRule::UnitFlag:
      converted = UnitAttr::get(ctx);
      break;
    case AttrRule::Generic:
    case AttrRule::Field:
      converted = convertAttr(value);
      break;
    }
    if (!converted)
      return op->emitError() << "cannot convert attribute '" << name << "' ("
                             << value << ") of " << op->getName();
    attrs.emplace_back(named.getName(), converted);
  }
  for (auto &[structName, fields] : structs) {
    FailureOr<Attribute> converted = buildStruct(op, base, structName, fields);
    if (failed(converted))
      return op->emitError() << "cannot convert the attributes of '"
                             << structName << "' of " << op->getName();
    if (*converted)
      attrs.emplace_back(StringAttr::get(ctx, structName), *converted);
  }
  return success();
}

LogicalResult Importer::convertOp(Operation *op, Block *into,
                                  IRMapping &mapping) {
  errorLoc = op->getLoc();
  if (!llvm::isa<VhloDialect>(op->getDialect()))
    return op->emitError() << "op '" << op->getName()
                           << "' in a portable artifact is not a vhlo op";
  StringRef vhloName = op->getName().stripDialect();
  StringRef base = baseName(vhloName);
  std::string name;
  if (base == "func")
    name = func::FuncOp::getOperationName();
  else if (base == "call")
    name = func::CallOp::getOperationName();
  else if (base == "return")
    name = llvm::isa_and_present<func::FuncOp>(into->getParentOp())
               ? func::ReturnOp::getOperationName().str()
               : "stablehlo.return";
  else
    name = ("stablehlo." + base).str();
  std::optional<RegisteredOperationName> opName =
      RegisteredOperationName::lookup(name, ctx);
  if (!opName)
    return op->emitError() << "vhlo." << vhloName << " (" << name
                           << ") is not supported by this build";

  OperationState state(op->getLoc(), *opName);
  for (Value operand : op->getOperands())
    state.operands.push_back(mapping.lookup(operand));
  for (Type type : op->getResultTypes()) {
    Type converted = convertType(type);
    if (!converted)
      return op->emitError() << "cannot convert result type " << type;
    state.types.push_back(converted);
  }
  SmallVector<NamedAttribute> attrs;
  if (failed(convertAttrs(op, base, attrs)))
    return failure();
  if (base == "func") {
    // function_type is a type_v1 of a func_v1 type.
    for (NamedAttribute &attr : attrs) {
      auto type = llvm::dyn_cast<TypeAttr>(attr.getValue());
      if (attr.getName() == "function_type" &&
          (!type || !llvm::isa<FunctionType>(type.getValue())))
        return op->emitError() << "function_type is not a function type";
    }
  }
  state.attributes.append(attrs.begin(), attrs.end());
  return buildConverted(
      op, state, into, mapping, [&](Type t) { return convertType(t); },
      [&](Operation *inner, Block *block, IRMapping &map) {
        return convertOp(inner, block, map);
      },
      [&] { return std::string("cannot convert a block argument type"); });
}

LogicalResult Importer::importModule(ModuleOp module) {
  // Module attributes (`mhlo.num_partitions`, ...) are kept, converted.
  for (NamedAttribute attr : module->getAttrs()) {
    Attribute converted = convertAttr(attr.getValue());
    if (!converted)
      return module.emitError() << "cannot convert module attribute "
                                << attr.getName();
    module->setAttr(attr.getName(), converted);
  }
  return rebuildModuleBody(module, [&](Operation *op, Block *into,
                                       IRMapping &mapping) {
    return convertOp(op, into, mapping);
  });
}

} // namespace

LogicalResult mlir::sfold::vhlo::convertVhloToStablehlo(ModuleOp module) {
  return Importer(module.getContext()).importModule(module);
}

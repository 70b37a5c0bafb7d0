//===- VhloExport.cpp - stablehlo to vhlo at a target release -------------===//
//
// Rebuilds a stablehlo module as vhlo ops of a target release: each op
// becomes the newest version of its vhlo op that the target has, struct
// attributes split into their fields, absent attributes take their VHLO
// default (VhloTables.cpp). What the target cannot express (an op, a type,
// an attribute of a newer version with a non-default value) is an error at
// the op, naming it and the release that introduced it.
//
//===----------------------------------------------------------------------===//

#include "VhloTables.h"
#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Support/DebugStringHelper.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::vhlo;

namespace {

struct OpVersion {
  OperationName name;
  Version min, max;
};

class Exporter {
public:
  Exporter(MLIRContext *ctx, Version target) : ctx(ctx), target(target) {
    for (RegisteredOperationName name : ctx->getRegisteredOperations()) {
      auto *iface = name.getInterface<VersionedOpInterface>();
      if (!iface)
        continue;
      std::optional<Version> min = Version::parse(iface->getMinVersion());
      std::optional<Version> max = Version::parse(iface->getMaxVersion());
      if (min && max)
        versions[baseName(name.stripDialect())].push_back({name, *min, *max});
    }
  }

  LogicalResult exportModule(ModuleOp module);

private:
  Type convertType(Type type);
  Attribute convertAttr(Attribute attr);
  Attribute tensor(Type elementType, ArrayRef<int64_t> shape,
                   ArrayRef<char> data);
  Attribute i64Tensor(ArrayRef<int64_t> values, ArrayRef<int64_t> shape = {});
  Attribute integer(int64_t value, unsigned width = 64);
  LogicalResult convertOp(Operation *op, Block *into, IRMapping &mapping);
  LogicalResult explodeStruct(Operation *op, StringRef base, StringRef name,
                              Attribute value,
                              SmallVectorImpl<NamedAttribute> &out);
  Attribute absentValue(Operation *op, StringRef base, StringRef name,
                        AttrDefault absent);
  LogicalResult tooOld(Operation *op, const Twine &what, Version needed);

  MLIRContext *ctx;
  Version target;
  llvm::StringMap<SmallVector<OpVersion>> versions;
  /// The op being converted, for errors about types and attributes.
  Operation *current = nullptr;
  /// The first error found inside a type or attribute conversion.
  std::string pendingError;
};

VhloType vt(MLIRContext *ctx, TypeCode code, ArrayRef<Type> types = {},
            ArrayRef<int64_t> ints = {}, Attribute encoding = {}) {
  return VhloType::get(ctx, code, types, ints, encoding);
}

Type Exporter::convertType(Type type) {
  if (llvm::isa<VhloType>(type))
    return type;
  auto need = [&](TypeCode code) -> Type {
    if (target < getMinVersion(code)) {
      if (pendingError.empty())
        pendingError = (Twine("type ") + debugString(type) +
                        " needs StableHLO " + getMinVersion(code).str())
                           .str();
      return {};
    }
    return vt(ctx, code);
  };
  if (auto intType = llvm::dyn_cast<IntegerType>(type)) {
    bool isUnsigned = intType.isUnsigned();
    switch (intType.getWidth()) {
    case 1: return need(TypeCode::Boolean);
    case 2: return need(isUnsigned ? TypeCode::UI2 : TypeCode::SI2);
    case 4: return need(isUnsigned ? TypeCode::UI4 : TypeCode::SI4);
    case 8: return need(isUnsigned ? TypeCode::UI8 : TypeCode::SI8);
    case 16: return need(isUnsigned ? TypeCode::UI16 : TypeCode::SI16);
    case 32: return need(isUnsigned ? TypeCode::UI32 : TypeCode::SI32);
    case 64: return need(isUnsigned ? TypeCode::UI64 : TypeCode::SI64);
    default: break;
    }
  }
  if (type.isBF16()) return need(TypeCode::BF16);
  if (type.isF16()) return need(TypeCode::F16);
  if (type.isF32()) return need(TypeCode::F32);
  if (type.isF64()) return need(TypeCode::F64);
  if (llvm::isa<FloatTF32Type>(type)) return need(TypeCode::TF32);
  if (llvm::isa<Float8E4M3FNType>(type)) return need(TypeCode::F8E4M3FN);
  if (llvm::isa<Float8E5M2Type>(type)) return need(TypeCode::F8E5M2);
  if (llvm::isa<Float8E4M3FNUZType>(type)) return need(TypeCode::F8E4M3FNUZ);
  if (llvm::isa<Float8E5M2FNUZType>(type)) return need(TypeCode::F8E5M2FNUZ);
  if (llvm::isa<Float8E4M3B11FNUZType>(type))
    return need(TypeCode::F8E4M3B11FNUZ);
  if (llvm::isa<Float8E4M3Type>(type)) return need(TypeCode::F8E4M3);
  if (llvm::isa<Float8E3M4Type>(type)) return need(TypeCode::F8E3M4);
  if (llvm::isa<Float4E2M1FNType>(type)) return need(TypeCode::F4E2M1FN);
  if (llvm::isa<Float6E2M3FNType>(type)) return need(TypeCode::F6E2M3FN);
  if (llvm::isa<Float6E3M2FNType>(type)) return need(TypeCode::F6E3M2FN);
  if (llvm::isa<Float8E8M0FNUType>(type)) return need(TypeCode::F8E8M0FNU);
  if (llvm::isa<IndexType>(type)) return need(TypeCode::Index);
  if (llvm::isa<NoneType>(type)) return need(TypeCode::None);
  if (llvm::isa<TokenType>(type)) return need(TypeCode::Token);
  if (llvm::isa<shape::WitnessType>(type)) return need(TypeCode::Witness);
  auto convertAll = [&](TypeRange types, SmallVectorImpl<Type> &out) {
    for (Type t : types) {
      out.push_back(convertType(t));
      if (!out.back())
        return false;
    }
    return true;
  };
  SmallVector<Type> converted;
  if (auto complex = llvm::dyn_cast<ComplexType>(type)) {
    if (!convertAll(complex.getElementType(), converted))
      return {};
    return vt(ctx, TypeCode::Complex, converted);
  }
  if (auto tuple = llvm::dyn_cast<TupleType>(type)) {
    if (!convertAll(tuple.getTypes(), converted))
      return {};
    return vt(ctx, TypeCode::Tuple, converted);
  }
  if (auto function = llvm::dyn_cast<FunctionType>(type)) {
    if (!convertAll(function.getInputs(), converted) ||
        !convertAll(function.getResults(), converted))
      return {};
    return vt(ctx, TypeCode::Function, converted,
              {static_cast<int64_t>(function.getNumInputs())});
  }
  if (auto unranked = llvm::dyn_cast<UnrankedTensorType>(type)) {
    if (!convertAll(unranked.getElementType(), converted))
      return {};
    return vt(ctx, TypeCode::UnrankedTensor, converted);
  }
  if (auto ranked = llvm::dyn_cast<RankedTensorType>(type)) {
    if (!convertAll(ranked.getElementType(), converted))
      return {};
    Attribute encoding;
    if (ranked.getEncoding()) {
      encoding = convertAttr(ranked.getEncoding());
      if (!encoding)
        return {};
    }
    return vt(ctx, TypeCode::RankedTensor, converted, ranked.getShape(),
              encoding);
  }
  if (auto quant = llvm::dyn_cast<quant::UniformQuantizedType>(type)) {
    if (!convertAll({quant.getStorageType(), quant.getExpressedType()},
                    converted))
      return {};
    return vt(ctx, TypeCode::UniformQuantized, converted,
              {static_cast<int64_t>(quant.getFlags()),
               llvm::bit_cast<int64_t>(quant.getScale()),
               quant.getZeroPoint(), quant.getStorageTypeMin(),
               quant.getStorageTypeMax()});
  }
  if (auto quant = llvm::dyn_cast<quant::UniformQuantizedPerAxisType>(type)) {
    if (target < getMinVersion(TypeCode::UniformQuantizedPerAxis))
      return need(TypeCode::UniformQuantizedPerAxis);
    if (!convertAll({quant.getStorageType(), quant.getExpressedType()},
                    converted))
      return {};
    SmallVector<int64_t> ints = {
        static_cast<int64_t>(quant.getFlags()),
        quant.getQuantizedDimension(), quant.getStorageTypeMin(),
        quant.getStorageTypeMax(),
        static_cast<int64_t>(quant.getScales().size())};
    for (double scale : quant.getScales())
      ints.push_back(llvm::bit_cast<int64_t>(scale));
    ints.append(quant.getZeroPoints().begin(), quant.getZeroPoints().end());
    return vt(ctx, TypeCode::UniformQuantizedPerAxis, converted, ints);
  }
  if (pendingError.empty())
    pendingError = (Twine("type ") + debugString(type) +
                    " has no VHLO counterpart")
                       .str();
  return {};
}

Attribute Exporter::tensor(Type elementType, ArrayRef<int64_t> shape,
                           ArrayRef<char> data) {
  Type element = convertType(elementType);
  if (!element)
    return {};
  return VhloAttr::get(ctx, AttrCode::Tensor,
                       vt(ctx, TypeCode::RankedTensor, {element}, shape), {},
                       {}, StringRef(data.data(), data.size()));
}

Attribute Exporter::i64Tensor(ArrayRef<int64_t> values,
                              ArrayRef<int64_t> shape) {
  SmallVector<int64_t> dims(shape);
  if (dims.empty())
    dims.push_back(values.size());
  return tensor(IntegerType::get(ctx, 64), dims,
                ArrayRef<char>(reinterpret_cast<const char *>(values.data()),
                               values.size() * sizeof(int64_t)));
}

Attribute Exporter::integer(int64_t value, unsigned width) {
  return VhloAttr::get(ctx, AttrCode::Integer,
                       vt(ctx, width == 32 ? TypeCode::SI32 : TypeCode::SI64),
                       {}, {value});
}

Attribute Exporter::convertAttr(Attribute attr) {
  if (llvm::isa<VhloAttr>(attr))
    return attr;
  auto enumAttr = [&](AttrCode code, int64_t value) -> Attribute {
    if (target < getMinVersion(code)) {
      if (pendingError.empty())
        pendingError = (Twine("attribute ") + debugString(attr) +
                        " needs StableHLO " + getMinVersion(code).str())
                           .str();
      return {};
    }
    return VhloAttr::get(ctx, code, {}, {}, {value});
  };
  if (auto b = llvm::dyn_cast<BoolAttr>(attr))
    return VhloAttr::get(ctx, AttrCode::Boolean, {}, {}, {b.getValue()});
  if (llvm::isa<UnitAttr>(attr))
    return VhloAttr::get(ctx, AttrCode::Boolean, {}, {}, {1});
  if (auto i = llvm::dyn_cast<IntegerAttr>(attr)) {
    Type type = convertType(i.getType());
    if (!type)
      return {};
    return VhloAttr::get(ctx, AttrCode::Integer, type, {},
                         {static_cast<int64_t>(
                             i.getValue().getZExtValue())});
  }
  if (auto f = llvm::dyn_cast<FloatAttr>(attr)) {
    Type type = convertType(f.getType());
    if (!type)
      return {};
    return VhloAttr::get(ctx, AttrCode::Float, type, {},
                         {static_cast<int64_t>(f.getValue()
                                                   .bitcastToAPInt()
                                                   .getZExtValue())});
  }
  if (auto s = llvm::dyn_cast<StringAttr>(attr))
    return VhloAttr::get(ctx, AttrCode::String, {}, {}, {}, s.getValue());
  if (auto s = llvm::dyn_cast<FlatSymbolRefAttr>(attr))
    return VhloAttr::get(ctx, AttrCode::String, {}, {}, {}, s.getValue());
  if (auto t = llvm::dyn_cast<TypeAttr>(attr)) {
    Type type = convertType(t.getValue());
    return type ? VhloAttr::get(ctx, AttrCode::Type, type) : Attribute();
  }
  SmallVector<Attribute> elements;
  if (auto array = llvm::dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array) {
      elements.push_back(convertAttr(element));
      if (!elements.back())
        return {};
    }
    return VhloAttr::get(ctx, AttrCode::Array, {}, elements);
  }
  if (auto dict = llvm::dyn_cast<DictionaryAttr>(attr)) {
    for (NamedAttribute entry : dict) {
      elements.push_back(convertAttr(entry.getName()));
      elements.push_back(convertAttr(entry.getValue()));
      if (!elements.back())
        return {};
    }
    return VhloAttr::get(ctx, AttrCode::Dictionary, {}, elements);
  }
  if (auto dense = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr))
    return tensor(dense.getElementType(), dense.getType().getShape(),
                  dense.getRawData());
  if (auto resource = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob) {
      pendingError = "a dense_resource without data cannot be written";
      return {};
    }
    // The blob holds dense data in DenseElementsAttr's raw layout.
    return tensor(resource.getElementType(), resource.getType().getShape(),
                  blob->getData());
  }
  if (auto a = llvm::dyn_cast<DenseI64ArrayAttr>(attr))
    return i64Tensor(a.asArrayRef());
  if (auto a = llvm::dyn_cast<DenseBoolArrayAttr>(attr)) {
    SmallVector<char> bytes(a.asArrayRef().begin(), a.asArrayRef().end());
    return tensor(IntegerType::get(ctx, 1),
                  {static_cast<int64_t>(bytes.size())}, bytes);
  }
  if (auto e = llvm::dyn_cast<ComparisonDirectionAttr>(attr))
    return enumAttr(AttrCode::ComparisonDirection,
                    static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<ComparisonTypeAttr>(attr))
    return enumAttr(AttrCode::ComparisonType,
                    static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<FftTypeAttr>(attr))
    return enumAttr(AttrCode::FftType, static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<PrecisionAttr>(attr))
    return enumAttr(AttrCode::Precision, static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<RngAlgorithmAttr>(attr))
    return enumAttr(AttrCode::RngAlgorithm,
                    static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<RngDistributionAttr>(attr))
    return enumAttr(AttrCode::RngDistribution,
                    static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<TransposeAttr>(attr))
    return enumAttr(AttrCode::Transpose, static_cast<int64_t>(e.getValue()));
  if (auto e = llvm::dyn_cast<ResultAccuracyModeAttr>(attr))
    return enumAttr(AttrCode::ResultAccuracyMode,
                    static_cast<int64_t>(e.getValue()));
  if (auto r = llvm::dyn_cast<ResultAccuracyAttr>(attr)) {
    Attribute mode = convertAttr(r.getMode());
    if (!mode)
      return {};
    return VhloAttr::get(
        ctx, AttrCode::ResultAccuracy, {}, {mode},
        {static_cast<int64_t>(r.getAtol().bitcastToAPInt().getZExtValue()),
         static_cast<int64_t>(r.getRtol().bitcastToAPInt().getZExtValue()),
         r.getUlps()});
  }
  if (auto b = llvm::dyn_cast<BoundsAttr>(attr))
    return VhloAttr::get(ctx, AttrCode::TypeExtensions, {}, {},
                         b.getBounds());
  if (auto a = llvm::dyn_cast<OutputOperandAliasAttr>(attr)) {
    SmallVector<int64_t> ints = {
        static_cast<int64_t>(a.getOutputTupleIndices().size())};
    ints.append(a.getOutputTupleIndices().begin(),
                a.getOutputTupleIndices().end());
    ints.push_back(a.getOperandIndex());
    ints.append(a.getOperandTupleIndices().begin(),
                a.getOperandTupleIndices().end());
    return VhloAttr::get(ctx, AttrCode::OutputOperandAlias, {}, {}, ints);
  }
  if (pendingError.empty())
    pendingError = (Twine("attribute ") + debugString(attr) +
                    " has no VHLO counterpart")
                       .str();
  return {};
}

LogicalResult Exporter::tooOld(Operation *op, const Twine &what,
                               Version needed) {
  return op->emitError() << what << " needs StableHLO " << needed.str()
                         << "; the target is " << target.str();
}

LogicalResult
Exporter::explodeStruct(Operation *op, StringRef base, StringRef name,
                        Attribute value,
                        SmallVectorImpl<NamedAttribute> &out) {
  auto add = [&](StringRef field, Attribute attr) {
    out.emplace_back(StringAttr::get(ctx, field), attr);
  };
  if (auto d = llvm::dyn_cast<GatherDimensionNumbersAttr>(value)) {
    add("offset_dims", i64Tensor(d.getOffsetDims()));
    add("collapsed_slice_dims", i64Tensor(d.getCollapsedSliceDims()));
    add("operand_batching_dims", i64Tensor(d.getOperandBatchingDims()));
    add("start_indices_batching_dims",
        i64Tensor(d.getStartIndicesBatchingDims()));
    add("start_index_map", i64Tensor(d.getStartIndexMap()));
    add("index_vector_dim", integer(d.getIndexVectorDim()));
    return success();
  }
  if (auto d = llvm::dyn_cast<ScatterDimensionNumbersAttr>(value)) {
    add("update_window_dims", i64Tensor(d.getUpdateWindowDims()));
    add("inserted_window_dims", i64Tensor(d.getInsertedWindowDims()));
    add("input_batching_dims", i64Tensor(d.getInputBatchingDims()));
    add("scatter_indices_batching_dims",
        i64Tensor(d.getScatterIndicesBatchingDims()));
    add("scatter_dims_to_operand_dims",
        i64Tensor(d.getScatterDimsToOperandDims()));
    add("index_vector_dim", integer(d.getIndexVectorDim()));
    return success();
  }
  if (auto d = llvm::dyn_cast<DotDimensionNumbersAttr>(value)) {
    add("lhs_batching_dimensions", i64Tensor(d.getLhsBatchingDimensions()));
    add("rhs_batching_dimensions", i64Tensor(d.getRhsBatchingDimensions()));
    add("lhs_contracting_dimensions",
        i64Tensor(d.getLhsContractingDimensions()));
    add("rhs_contracting_dimensions",
        i64Tensor(d.getRhsContractingDimensions()));
    return success();
  }
  if (auto a = llvm::dyn_cast<DotAlgorithmAttr>(value)) {
    auto typeAttr = [&](Type type) -> Attribute {
      Type converted = convertType(type);
      return converted ? VhloAttr::get(ctx, AttrCode::Type, converted)
                       : Attribute();
    };
    add("lhs_precision_type", typeAttr(a.getLhsPrecisionType()));
    add("rhs_precision_type", typeAttr(a.getRhsPrecisionType()));
    add("accumulation_type", typeAttr(a.getAccumulationType()));
    add("lhs_component_count", integer(a.getLhsComponentCount()));
    add("rhs_component_count", integer(a.getRhsComponentCount()));
    add("num_primitive_operations", integer(a.getNumPrimitiveOperations()));
    add("allow_imprecise_accumulation",
        VhloAttr::get(ctx, AttrCode::Boolean, {}, {},
                      {a.getAllowImpreciseAccumulation()}));
    return success();
  }
  if (auto d = llvm::dyn_cast<ConvDimensionNumbersAttr>(value)) {
    add("input_batch_dimension", integer(d.getInputBatchDimension()));
    add("input_feature_dimension", integer(d.getInputFeatureDimension()));
    add("input_spatial_dimensions", i64Tensor(d.getInputSpatialDimensions()));
    add("kernel_input_feature_dimension",
        integer(d.getKernelInputFeatureDimension()));
    add("kernel_output_feature_dimension",
        integer(d.getKernelOutputFeatureDimension()));
    add("kernel_spatial_dimensions",
        i64Tensor(d.getKernelSpatialDimensions()));
    add("output_batch_dimension", integer(d.getOutputBatchDimension()));
    add("output_feature_dimension", integer(d.getOutputFeatureDimension()));
    add("output_spatial_dimensions",
        i64Tensor(d.getOutputSpatialDimensions()));
    return success();
  }
  if (auto c = llvm::dyn_cast<ChannelHandleAttr>(value)) {
    add("channel_id", integer(c.getHandle()));
    add("channel_type", integer(c.getType()));
    return success();
  }
  return op->emitError() << "attribute '" << name << "' of " << op->getName()
                         << " has no VHLO counterpart";
}

/// The number of spatial (window) dimensions of `op`, for defaults.
static int64_t windowRank(Operation *op, StringRef base) {
  if (base == "convolution" || base == "dynamic_conv") {
    if (auto dims = op->getAttrOfType<ConvDimensionNumbersAttr>(
            "dimension_numbers"))
      return dims.getInputSpatialDimensions().size();
    return 0;
  }
  auto type = llvm::dyn_cast<ShapedType>(op->getOperand(0).getType());
  return type && type.hasRank() ? type.getRank() : 0;
}

Attribute Exporter::absentValue(Operation *op, StringRef base,
                                StringRef name, AttrDefault absent) {
  auto boolean = [&](bool v) {
    return VhloAttr::get(ctx, AttrCode::Boolean, {}, {}, {v});
  };
  switch (absent) {
  case AttrDefault::None: return {};
  case AttrDefault::False: return boolean(false);
  case AttrDefault::Zero: return integer(0, name == "version" ? 32 : 64);
  case AttrDefault::MinusOne: return integer(-1);
  case AttrDefault::EmptyString:
    return VhloAttr::get(ctx, AttrCode::String);
  case AttrDefault::EmptyArray: return VhloAttr::get(ctx, AttrCode::Array);
  case AttrDefault::EmptyDict:
    return VhloAttr::get(ctx, AttrCode::Dictionary);
  case AttrDefault::EmptyTensor: return i64Tensor({});
  case AttrDefault::Ones:
    return i64Tensor(SmallVector<int64_t>(windowRank(op, base), 1));
  case AttrDefault::Zeros2D: {
    int64_t rank = windowRank(op, base);
    return i64Tensor(SmallVector<int64_t>(rank * 2, 0), {rank, 2});
  }
  case AttrDefault::FalseTensor: {
    SmallVector<char> bytes(windowRank(op, base), 0);
    return tensor(IntegerType::get(ctx, 1),
                  {static_cast<int64_t>(bytes.size())}, bytes);
  }
  case AttrDefault::NoType:
    return VhloAttr::get(ctx, AttrCode::ComparisonType, {}, {}, {0});
  case AttrDefault::ApiOriginal:
    return VhloAttr::get(ctx, AttrCode::CustomCallApiVersion, {}, {}, {1});
  case AttrDefault::Precisions: {
    SmallVector<Attribute> precisions(
        2, VhloAttr::get(ctx, AttrCode::Precision, {}, {}, {0}));
    return VhloAttr::get(ctx, AttrCode::Array, {}, precisions);
  }
  case AttrDefault::Accuracy:
    return VhloAttr::get(
        ctx, AttrCode::ResultAccuracy, {},
        {VhloAttr::get(ctx, AttrCode::ResultAccuracyMode, {}, {}, {0})},
        {0, 0, 0});
  case AttrDefault::NoneType:
    return VhloAttr::get(ctx, AttrCode::Type, vt(ctx, TypeCode::None));
  }
  return {};
}

/// Whether `value` is what an absent attribute is written as (so an older
/// version without the attribute loses nothing).
static bool isNeutral(Attribute value) {
  auto attr = llvm::dyn_cast<VhloAttr>(value);
  if (!attr)
    return false;
  switch (attr.getCode()) {
  case AttrCode::Tensor: return attr.getBytes().empty();
  case AttrCode::Type: {
    auto type = llvm::dyn_cast<VhloType>(attr.getType());
    return type && type.getCode() == TypeCode::None;
  }
  case AttrCode::ResultAccuracy:
    return attr.getInts()[0] == 0 && attr.getInts()[1] == 0 &&
           attr.getInts()[2] == 0 &&
           llvm::cast<VhloAttr>(attr.getAttrs()[0]).getInts()[0] == 0;
  default: return false;
  }
}

/// The first release whose version of the op has attribute `name`.
static Version firstVersionWith(ArrayRef<OpVersion> versions,
                                StringAttr name) {
  Version needed = Version::current();
  for (const OpVersion &v : versions)
    if (llvm::is_contained(v.name.getAttributeNames(), name) &&
        v.min < needed)
      needed = v.min;
  return needed;
}

/// Whether `value` is the default result accuracy (what older versions of
/// the transcendental ops mean).
static bool isDefaultAccuracy(Attribute value) {
  auto accuracy = llvm::dyn_cast<ResultAccuracyAttr>(value);
  return accuracy && accuracy.getAtol().isZero() &&
         accuracy.getRtol().isZero() && accuracy.getUlps() == 0 &&
         accuracy.getMode().getValue() == ResultAccuracyMode::DEFAULT;
}

LogicalResult Exporter::convertOp(Operation *op, Block *into,
                                  IRMapping &mapping) {
  current = op;
  pendingError.clear();
  StringRef base;
  if (llvm::isa<func::FuncOp>(op))
    base = "func";
  else if (llvm::isa<func::CallOp>(op))
    base = "call";
  else if (llvm::isa<func::ReturnOp>(op) ||
           op->getName().getStringRef() == "stablehlo.return")
    base = "return";
  else if (op->getName().getDialectNamespace() == "stablehlo")
    base = op->getName().stripDialect();
  else
    return op->emitError() << "op '" << op->getName()
                           << "' cannot be written to a portable artifact "
                              "(only stablehlo and func ops can)";
  auto it = versions.find(base);
  if (it == versions.end())
    return op->emitError() << "op '" << op->getName()
                           << "' has no VHLO counterpart";
  const OpVersion *chosen = nullptr;
  Version oldest = Version::current();
  for (const OpVersion &v : it->second) {
    if (v.min < oldest)
      oldest = v.min;
    if (v.min <= target && target <= v.max &&
        (!chosen || chosen->min < v.min))
      chosen = &v;
  }
  if (!chosen)
    return tooOld(op, Twine("op '") + op->getName().getStringRef() + "'",
                  oldest);

  // Attributes: struct attributes split, the rest by rule.
  SmallVector<NamedAttribute> attrs;
  llvm::SmallDenseSet<StringAttr> inherent;
  for (NamedAttribute named : op->getAttrs()) {
    StringRef name = named.getName().getValue();
    Attribute value = named.getValue();
    if (base == "custom_call" && name == "backend_config_string") {
      // Our custom_call keeps a string config in either attribute.
      auto config = llvm::cast<StringAttr>(value);
      if (config.empty() || op->hasAttr("backend_config"))
        continue;
      named = NamedAttribute(StringAttr::get(ctx, "backend_config"), config);
      name = "backend_config";
    }
    if (base == "custom_call" && name == "backend_config" &&
        llvm::isa<DictionaryAttr>(value) && target < Version{{1, 3, 0}})
      return tooOld(op, "a dictionary backend_config of custom_call",
                    Version{{1, 3, 0}});
    if (llvm::isa<GatherDimensionNumbersAttr, ScatterDimensionNumbersAttr,
                  DotDimensionNumbersAttr, DotAlgorithmAttr,
                  ConvDimensionNumbersAttr, ChannelHandleAttr>(value)) {
      size_t before = attrs.size();
      if (failed(explodeStruct(op, base, name, value, attrs)))
        return failure();
      for (NamedAttribute &field : llvm::drop_begin(attrs, before))
        inherent.insert(field.getName());
      continue;
    }
    bool isInherent = op->getInherentAttr(name).has_value();
    if (isInherent &&
        !llvm::is_contained(chosen->name.getAttributeNames(),
                            named.getName())) {
      // An attribute of a newer version of the op: fine if it says what
      // its absence says.
      if (isDefaultAccuracy(value))
        continue;
      return tooOld(op,
                    Twine("attribute '") + name + "' of '" +
                        op->getName().getStringRef() + "'",
                    firstVersionWith(it->second, named.getName()));
    }
    Attribute converted = convertAttr(value);
    if (!converted)
      return op->emitError() << "attribute '" << name << "': "
                             << pendingError;
    attrs.emplace_back(named.getName(), converted);
    if (isInherent)
      inherent.insert(named.getName());
  }
  for (NamedAttribute &attr : attrs)
    if (!attr.getValue())
      return op->emitError() << "attribute '" << attr.getName().getValue()
                             << "': " << pendingError;
  // Fill in what the version requires; drop what it lacks if neutral.
  ArrayRef<StringAttr> required = chosen->name.getAttributeNames();
  SmallVector<NamedAttribute> final;
  for (NamedAttribute attr : attrs) {
    bool known = llvm::is_contained(required, attr.getName());
    if (!known && inherent.contains(attr.getName())) {
      if (isNeutral(attr.getValue()))
        continue;
      return tooOld(op,
                    Twine("attribute '") + attr.getName().getValue() +
                        "' of '" + op->getName().getStringRef() + "'",
                    firstVersionWith(it->second, attr.getName()));
    }
    final.push_back(attr);
  }
  for (StringAttr name : required) {
    if (llvm::any_of(final, [&](NamedAttribute a) {
          return a.getName() == name;
        }))
      continue;
    const AttrEntry *entry = lookupAttr(base, name.getValue());
    Attribute value =
        entry ? absentValue(op, base, name.getValue(), entry->absent)
              : Attribute();
    if (!value)
      return op->emitError() << "attribute '" << name.getValue() << "' of "
                             << chosen->name << " is missing";
    final.emplace_back(name, value);
  }

  OperationState state(op->getLoc(), chosen->name);
  for (Value operand : op->getOperands())
    state.operands.push_back(mapping.lookup(operand));
  for (Type type : op->getResultTypes()) {
    Type converted = convertType(type);
    if (!converted)
      return op->emitError() << pendingError;
    state.types.push_back(converted);
  }
  state.attributes.append(final.begin(), final.end());
  return buildConverted(
      op, state, into, mapping, [&](Type t) { return convertType(t); },
      [&](Operation *inner, Block *block, IRMapping &map) {
        return convertOp(inner, block, map);
      },
      [&] { return pendingError; });
}

LogicalResult Exporter::exportModule(ModuleOp module) {
  // StableHLO's writer leaves the module's attributes as they are (its
  // reader converts no module attribute back): builtin ones
  // (`mhlo.num_partitions = 1 : i32`) stay builtin, so that StableHLO reads
  // them as written. Attributes of other dialects become vhlo ones.
  for (NamedAttribute attr : module->getAttrs()) {
    if (attr.getName() == SymbolTable::getSymbolAttrName() ||
        llvm::isa<BuiltinDialect>(attr.getValue().getDialect()))
      continue;
    Attribute converted = convertAttr(attr.getValue());
    if (!converted)
      return module.emitError() << "module attribute '"
                                << attr.getName().getValue()
                                << "': " << pendingError;
    module->setAttr(attr.getName(), converted);
  }
  return rebuildModuleBody(module, [&](Operation *op, Block *into,
                                       IRMapping &mapping) {
    return convertOp(op, into, mapping);
  });
}

} // namespace

LogicalResult mlir::sfold::vhlo::convertStablehloToVhlo(ModuleOp module,
                                                        Version target) {
  module.getContext()->loadDialect<VhloDialect>();
  return Exporter(module.getContext(), target).exportModule(module);
}

LogicalResult mlir::sfold::vhlo::serializePortableArtifact(ModuleOp module,
                                                           Version target,
                                                           raw_ostream &os) {
  if (Version::current() < target || target < Version::minimum())
    return module.emitError()
           << "target version " << target.str() << " is outside "
           << Version::minimum().str() << " .. " << Version::current().str();
  OwningOpRef<ModuleOp> copy(module.clone());
  if (failed(convertStablehloToVhlo(*copy, target)))
    return failure();
  std::string producer = "StableHLO_v" + target.str();
  BytecodeWriterConfig config(producer);
  config.setDesiredBytecodeVersion(target.bytecodeVersion());
  return writeBytecodeToFile(*copy, os, config);
}

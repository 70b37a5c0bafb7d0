//===- MiscOps.cpp - constants, rng, custom_call, tuples ---------------------------------------===//
//
// Op definitions of this family. Verification and shape functions live in
// TypeInference.cpp; syntax directives in Syntax.cpp.
//
//===----------------------------------------------------------------------===//

#include "stablehlo_fold/Dialect/StablehloOps.h"
#include "stablehlo_fold/Dialect/Syntax.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace mlir::sfold;

/// `tuple`: `: tuple<T0, T1>` names the result; the operands have its
/// element types.
template <typename TupleT>
static ParseResult parseTupleOpType(OpAsmParser &parser,
                                    SmallVectorImpl<Type> &operands,
                                    TupleT &result) {
  SMLoc loc = parser.getCurrentLocation();
  Type type;
  if (parser.parseType(type))
    return failure();
  auto tuple = llvm::dyn_cast<TupleType>(type);
  if (!tuple)
    return parser.emitError(loc) << "expected a tuple type, found " << type;
  llvm::append_range(operands, tuple.getTypes());
  result = tuple;
  return success();
}

template <typename TupleT>
static void printTupleOpType(OpAsmPrinter &p, Operation *, TypeRange,
                             TupleT result) {
  p << result;
}

#define GET_OP_CLASSES
#include "stablehlo_fold/Dialect/MiscOps.cpp.inc"

void StablehloDialect::registerMiscOps() {
  addOperations<
#define GET_OP_LIST
#include "stablehlo_fold/Dialect/MiscOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// ConstantOp
//===----------------------------------------------------------------------===//

void ConstantOp::build(OpBuilder &builder, OperationState &state,
                       Attribute value) {
  auto elements = llvm::cast<ElementsAttr>(value);
  build(builder, state, elements.getType(), elements);
}

LogicalResult ConstantOp::inferReturnTypes(
    MLIRContext *, std::optional<Location>, ValueRange,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  auto *props = properties.as<Properties *>();
  if (!props || !props->value)
    return failure();
  inferred.push_back(props->value.getType());
  return success();
}

bool ConstantOp::isCompatibleReturnTypes(TypeRange l, TypeRange r) {
  // constant_c1: type(value) = type(output), the value inferred above.
  if (l.size() != 1 || r.size() != 1)
    return false;
  if (l.front() == r.front())
    return true;
  // A quantized constant holds its storage integers.
  auto tl = llvm::dyn_cast<ShapedType>(l.front());
  auto tr = llvm::dyn_cast<ShapedType>(r.front());
  if (!tl || !tr || tl.getShape() != tr.getShape())
    return false;
  auto storage = [](Type t) {
    if (auto q = llvm::dyn_cast<quant::QuantizedType>(t))
      return q.getStorageType();
    return t;
  };
  return storage(tl.getElementType()) == storage(tr.getElementType());
}

bool ConstantOp::isBuildableWith(Attribute value, Type type) {
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  return elements && elements.getType() == type &&
         llvm::isa<RankedTensorType>(type);
}

OpFoldResult ConstantOp::fold(FoldAdaptor) { return getValueAttr(); }

/// `stablehlo.constant dense<...> : tensor<...>`; when the result type is not
/// the value's type (quantized constants), the value and the function type
/// are both written: `stablehlo.constant() <{value = ...}> : () -> T`.
/// Whether the source text at `loc` starts with `prefix` (the buffer is
/// NUL-terminated, so the loop stops at its end).
static bool textAt(SMLoc loc, StringRef prefix) {
  const char *p = loc.getPointer();
  for (char c : prefix) {
    if (*p != c)
      return false;
    ++p;
  }
  return true;
}

/// `dense<"0x...">` of type `type`, the hex text starting at `loc`. An `i1`
/// tensor of n > 1 elements may hold one byte per element, each 0x00 or
/// 0x01, as JAX writes it; MLIR's own reading (bits packed eight to a byte)
/// rejects that size. Every other size and type reads as MLIR reads it.
static FailureOr<ElementsAttr> parseHexElements(OpAsmParser &parser,
                                                SMLoc loc, StringRef hex,
                                                Type type) {
  auto tensor = llvm::dyn_cast<RankedTensorType>(type);
  if (!tensor || !tensor.hasStaticShape())
    return parser.emitError(loc)
           << "expected a statically shaped tensor type, found " << type;
  std::string bytes;
  if (!hex.consume_front("0x") || !llvm::tryGetFromHex(hex, bytes))
    return parser.emitError(loc) << "expected a hex string after 0x";
  ArrayRef<char> raw(bytes.data(), bytes.size());
  int64_t n = tensor.getNumElements();
  if (tensor.getElementType().isInteger(1) && n > 1 &&
      static_cast<int64_t>(bytes.size()) == n) {
    SmallVector<bool> values;
    values.reserve(n);
    for (auto [i, byte] : llvm::enumerate(bytes)) {
      if (byte != 0 && byte != 1) {
        // The two hex digits of byte i, after `dense<"0x`.
        SMLoc at = SMLoc::getFromPointer(loc.getPointer() + 9 + 2 * i);
        return parser.emitError(at)
               << "byte " << i << " of an i1 hex constant is 0x"
               << llvm::utohexstr(static_cast<uint8_t>(byte), /*Lower=*/true,
                                  /*Width=*/2)
               << "; expected 0x00 or 0x01";
      }
      values.push_back(byte == 1);
    }
    return llvm::cast<ElementsAttr>(DenseElementsAttr::get(tensor, values));
  }
  bool splat = false;
  if (!DenseElementsAttr::isValidRawBuffer(tensor, raw, splat))
    return parser.emitError(loc)
           << "elements hex data size is invalid for provided type: " << type;
  return llvm::cast<ElementsAttr>(
      DenseElementsAttr::getFromRawBuffer(tensor, raw));
}

ParseResult ConstantOp::parse(OpAsmParser &parser, OperationState &result) {
  if (succeeded(parser.parseOptionalLParen())) {
    // Generic-like form: `() <{value = ...}> {attrs} : () -> T`.
    if (parser.parseRParen())
      return failure();
    SMLoc loc = parser.getCurrentLocation();
    if (succeeded(parser.parseOptionalLess())) {
      if (parser.parseAttribute(result.propertiesAttr) || parser.parseGreater())
        return failure();
    }
    if (parser.parseOptionalAttrDict(result.attributes) || parser.parseColon())
      return failure();
    FunctionType fn;
    if (parser.parseType(fn))
      return failure();
    if (fn.getNumInputs() != 0 || fn.getNumResults() != 1)
      return parser.emitError(loc) << "expected () -> result type";
    result.addTypes(fn.getResults());
    return success();
  }
  if (parser.parseOptionalAttrDict(result.attributes))
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute value;
  if (textAt(loc, "dense<\"0x")) {
    // Hex data: read here, so that one-byte-per-element i1 data parses.
    std::string hex;
    Type type;
    if (parser.parseKeyword("dense") || parser.parseLess() ||
        parser.parseString(&hex) || parser.parseGreater() ||
        parser.parseColon() || parser.parseType(type))
      return failure();
    FailureOr<ElementsAttr> parsed = parseHexElements(parser, loc, hex, type);
    if (failed(parsed))
      return failure();
    value = *parsed;
  } else if (parser.parseAttribute(value)) {
    return failure();
  }
  auto elements = llvm::dyn_cast<ElementsAttr>(value);
  if (!elements)
    return parser.emitError(loc) << "expected a tensor literal";
  result.getOrAddProperties<Properties>().value = elements;
  result.addTypes(elements.getType());
  return success();
}

/// Prints a non-splat `i1` constant that the printing flags put in hex as
/// one byte per element, `dense<"0x0100...">`, as StableHLO's printer writes
/// it (its MLIR stores `i1` one byte per element; MLIR 22 would write packed
/// bits, which StableHLO cannot read) and as `parseHexElements` reads it.
/// Returns false, printing nothing, for any other value.
static bool printI1Hex(OpAsmPrinter &p, ElementsAttr value) {
  auto dense = llvm::dyn_cast<DenseIntElementsAttr>(value);
  if (!dense || dense.isSplat() || !dense.getElementType().isInteger(1))
    return false;
  OpPrintingFlags flags; // The command line's printing options.
  if (flags.shouldElideElementsAttr(dense) ||
      !flags.shouldPrintElementsAttrWithHex(dense))
    return false;
  p.getStream() << "dense<\"0x";
  for (bool b : dense.getValues<bool>())
    p.getStream() << (b ? "01" : "00");
  p.getStream() << "\"> : ";
  p.printType(dense.getType());
  return true;
}

void ConstantOp::print(OpAsmPrinter &p) {
  if (getValue().getType() != getType()) {
    p << "() <{value = ";
    p.printAttribute(getValue());
    p << "}>";
    p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
    p << " : ";
    p.printFunctionalType(TypeRange{}, TypeRange{getType()});
    return;
  }
  p.printOptionalAttrDict((*this)->getAttrs(), {"value"});
  p << ' ';
  if (!printI1Hex(p, getValue()))
    p.printAttribute(getValue());
}

void ConstantOp::getAsmResultNames(OpAsmSetValueNameFn setNameFn) {
  setNameFn(getResult(),
            llvm::isa<IntegerType>(getType().getElementType()) ? "c" : "cst");
}

//===----------------------------------------------------------------------===//
// CustomCallOp
//===----------------------------------------------------------------------===//

void CustomCallOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  // Without has_side_effect a custom_call is a pure function of its inputs.
  if (!getHasSideEffect())
    return;
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
}

//===----------------------------------------------------------------------===//
// IotaOp
//===----------------------------------------------------------------------===//

LogicalResult IotaOp::verify() {
  // iota_c1
  int64_t rank = getOutput().getType().getRank();
  int64_t dim = getIotaDimension();
  if (dim < 0 || dim >= rank)
    return emitOpError() << "iota_dimension " << dim
                         << " is not a dimension of a tensor of rank " << rank;
  return success();
}

//===----------------------------------------------------------------------===//
// RngBitGeneratorOp
//===----------------------------------------------------------------------===//

LogicalResult RngBitGeneratorOp::verify() {
  // rng_bit_generator_c1
  if (getInitialState().getType() != getOutputState().getType())
    return emitOpError() << "output_state must have the type of initial_state";
  // rng_bit_generator_c2: the state size the algorithm needs (DEFAULT:
  // implementation-defined, so any size).
  auto state = llvm::cast<RankedTensorType>(getInitialState().getType());
  if (!state.hasStaticShape())
    return success();
  int64_t size = state.getNumElements();
  RngAlgorithm algorithm = getRngAlgorithm();
  if (algorithm == RngAlgorithm::THREE_FRY && size != 2)
    return emitOpError() << "THREE_FRY needs an initial_state of 2 elements, "
                            "found "
                         << size;
  if (algorithm == RngAlgorithm::PHILOX && size != 2 && size != 3)
    return emitOpError() << "PHILOX needs an initial_state of 2 or 3 "
                            "elements, found "
                         << size;
  return success();
}

//===----------------------------------------------------------------------===//
// RngOp
//===----------------------------------------------------------------------===//

/// `rng` is not inferable (its shape is an operand's value), so it has a
/// verifier.
LogicalResult RngOp::verify() {
  auto a = llvm::cast<RankedTensorType>(getA().getType());
  auto b = llvm::cast<RankedTensorType>(getB().getType());
  auto result = llvm::cast<RankedTensorType>(getResult().getType());
  // rng_c1: element_type(a) = element_type(b) = element_type(result).
  if (a.getElementType() != b.getElementType() ||
      a.getElementType() != result.getElementType())
    return emitOpError() << "a, b and the result must share an element type, "
                            "found "
                         << a.getElementType() << ", " << b.getElementType()
                         << " and " << result.getElementType();
  // rng_c2: a normal distribution needs floats.
  if (getRngDistribution() == RngDistribution::NORMAL &&
      !llvm::isa<FloatType>(a.getElementType()))
    return emitOpError() << "distribution NORMAL needs float operands, found "
                         << a.getElementType();
  // rng_c3: shape(result) = shape.
  auto shapeType = llvm::cast<RankedTensorType>(getShape().getType());
  int64_t rank = shapeType.getDimSize(0);
  if (!ShapedType::isDynamic(rank) && rank != result.getRank())
    return emitOpError() << "shape has " << rank
                         << " elements but the result has rank "
                         << result.getRank();
  DenseIntElementsAttr dims;
  if (!matchPattern(getShape(), m_Constant(&dims)) ||
      dims.getNumElements() != result.getRank())
    return success();
  for (auto [i, dim] : llvm::enumerate(dims.getValues<APInt>())) {
    int64_t expected = dim.getSExtValue();
    int64_t found = result.getDimSize(i);
    if (!ShapedType::isDynamic(found) && found != expected)
      return emitOpError() << "result dimension " << i << " is " << found
                           << " but shape says " << expected;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// CompositeOp
//===----------------------------------------------------------------------===//

LogicalResult CompositeOp::verify() {
  // composite_c1: is_namespaced_op_name(name), checked as StableHLO checks
  // it: a first part of a letter then letters, digits or `_`, then one or
  // more `.`-separated parts of letters, digits, `_` or `$`.
  StringRef name = getName();
  SmallVector<StringRef> parts;
  name.split(parts, '.');
  bool ok = parts.size() >= 2 && !parts[0].empty() &&
            llvm::isAlpha(parts[0][0]);
  for (size_t i = 0; ok && i < parts.size(); ++i) {
    bool dollar = i > 0;
    ok = !parts[i].empty() && llvm::all_of(parts[i], [dollar](char c) {
      return llvm::isAlnum(c) || c == '_' || (dollar && c == '$');
    });
  }
  if (!ok)
    return emitOpError() << "name \"" << name
                         << "\" must be namespaced, like \"ns.op\": a "
                            "letter, then letters, digits or '_', then "
                            "'.'-separated parts of letters, digits, '_' "
                            "or '$'";
  return success();
}

LogicalResult
CompositeOp::verifySymbolUses(SymbolTableCollection &symbolTable) {
  // composite_c2
  Operation *callee =
      symbolTable.lookupNearestSymbolFrom(*this, getDecompositionAttr());
  auto fn = llvm::dyn_cast_or_null<FunctionOpInterface>(callee);
  if (!fn)
    return emitOpError() << "decomposition " << getDecompositionAttr()
                         << " does not name a function";
  // composite_c3
  if (TypeRange(fn.getArgumentTypes()) != getInputs().getTypes())
    return emitOpError() << "inputs do not have the argument types of "
                         << getDecompositionAttr() << ": "
                         << fn.getFunctionType();
  // composite_c4
  if (TypeRange(fn.getResultTypes()) != getResultTypes())
    return emitOpError() << "results do not have the result types of "
                         << getDecompositionAttr() << ": "
                         << fn.getFunctionType();
  return success();
}

//===----------------------------------------------------------------------===//
// TupleOp, GetTupleElementOp
//===----------------------------------------------------------------------===//

LogicalResult TupleOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location>, ValueRange operands,
    DictionaryAttr, OpaqueProperties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  // tuple_c1
  inferred.push_back(TupleType::get(context, operands.getTypes()));
  return success();
}

LogicalResult GetTupleElementOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> loc, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  Adaptor adaptor(operands, attributes, properties, regions);
  if (operands.size() != 1)
    return emitOptionalError(loc, "expects one operand");
  auto tuple = llvm::dyn_cast<TupleType>(adaptor.getOperand().getType());
  if (!tuple)
    return emitOptionalError(loc, "expects a tuple operand, found ",
                             adaptor.getOperand().getType());
  int64_t index = adaptor.getIndexAttr().getInt();
  // get_tuple_element_c1
  if (index < 0 || index >= static_cast<int64_t>(tuple.size()))
    return emitOptionalError(loc, "expects index ", index, " to be in [0, ",
                             tuple.size(), "), the size of ", tuple);
  // get_tuple_element_c2
  inferred.push_back(tuple.getType(index));
  return success();
}

//===- Bridge.cpp - IR between two contexts, by op name -------------------===//

#include "stablehlo_fold/OpenXLA/Bridge.h"

#include "stablehlo_fold/InitAll.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Verifier.h"
#include "llvm/Support/raw_ostream.h"

#include <thread>

using namespace mlir;
using namespace mlir::sfold::openxla;

namespace {
/// Catches the diagnostics this thread emits in `context` while it lives (a
/// parse that fails, a property that does not fit), keeping the first; other
/// threads' diagnostics pass on to the next handler.
class QuietScope {
public:
  QuietScope(MLIRContext *context, std::string &first)
      : context(context), owner(std::this_thread::get_id()) {
    id = context->getDiagEngine().registerHandler([this, &first](
                                                     Diagnostic &d) {
      if (std::this_thread::get_id() != owner)
        return failure();
      if (first.empty())
        first = d.str();
      return success();
    });
  }
  ~QuietScope() { context->getDiagEngine().eraseHandler(id); }

private:
  MLIRContext *context;
  std::thread::id owner;
  DiagnosticEngine::HandlerID id;
};

template <typename T>
std::string printed(T value) {
  std::string text;
  llvm::raw_string_ostream os(text);
  value.print(os);
  return text;
}
} // namespace

Attribute IRTranslator::fail(const Twine &message) {
  if (error.empty())
    error = message.str();
  return {};
}

Type IRTranslator::reparse(Type type) {
  std::string text = printed(type);
  std::string why;
  Type result;
  {
    QuietScope quiet(dest, why);
    result = parseType(text, dest);
  }
  if (!result)
    fail("type " + text + " does not parse here: " + why);
  return result;
}

Attribute IRTranslator::reparse(Attribute attr) {
  std::string text = printed(attr);
  std::string why;
  Attribute result;
  {
    QuietScope quiet(dest, why);
    result = parseAttribute(text, dest);
  }
  if (!result)
    return fail("attribute " + text + " does not parse here: " + why);
  return result;
}

Type IRTranslator::translate(Type type) {
  if (!type)
    return fail("a null type"), Type();
  if (auto it = types.find(type); it != types.end())
    return it->second;
  Type result;
  if (auto t = llvm::dyn_cast<RankedTensorType>(type)) {
    Type element = translate(t.getElementType());
    Attribute encoding;
    if (t.getEncoding() && !(encoding = translate(t.getEncoding())))
      return {};
    if (element)
      result = RankedTensorType::get(t.getShape(), element, encoding);
  } else if (auto t = llvm::dyn_cast<UnrankedTensorType>(type)) {
    if (Type element = translate(t.getElementType()))
      result = UnrankedTensorType::get(element);
  } else if (auto t = llvm::dyn_cast<IntegerType>(type)) {
    result = IntegerType::get(dest, t.getWidth(), t.getSignedness());
  } else if (llvm::isa<Float32Type>(type)) {
    result = Float32Type::get(dest);
  } else if (llvm::isa<Float64Type>(type)) {
    result = Float64Type::get(dest);
  } else if (llvm::isa<Float16Type>(type)) {
    result = Float16Type::get(dest);
  } else if (llvm::isa<BFloat16Type>(type)) {
    result = BFloat16Type::get(dest);
  } else if (llvm::isa<IndexType>(type)) {
    result = IndexType::get(dest);
  } else if (auto t = llvm::dyn_cast<ComplexType>(type)) {
    if (Type element = translate(t.getElementType()))
      result = ComplexType::get(element);
  } else if (auto t = llvm::dyn_cast<TupleType>(type)) {
    SmallVector<Type> parts;
    if (succeeded(translate(t.getTypes(), parts)))
      result = TupleType::get(dest, parts);
  } else if (auto t = llvm::dyn_cast<FunctionType>(type)) {
    SmallVector<Type> inputs, results;
    if (succeeded(translate(t.getInputs(), inputs)) &&
        succeeded(translate(t.getResults(), results)))
      result = FunctionType::get(dest, inputs, results);
  } else if (llvm::isa<NoneType>(type)) {
    result = NoneType::get(dest);
  } else {
    // Other float types, quant types, dialect types: by their syntax.
    result = reparse(type);
  }
  if (result)
    types[type] = result;
  return result;
}

LogicalResult IRTranslator::translate(TypeRange types,
                                      SmallVectorImpl<Type> &translated) {
  for (Type type : types) {
    if (!(type = translate(type)))
      return failure();
    translated.push_back(type);
  }
  return success();
}

Attribute IRTranslator::translate(Attribute attr) {
  if (!attr)
    return fail("a null attribute");
  if (auto it = attrs.find(attr); it != attrs.end())
    return it->second;
  Attribute result;
  if (auto a = llvm::dyn_cast<DenseIntOrFPElementsAttr>(attr)) {
    // The raw buffer, splats included, as it is.
    auto type = llvm::dyn_cast_or_null<ShapedType>(translate(a.getType()));
    if (!type)
      return {};
    ArrayRef<char> raw = a.getRawData();
    copiedBytes += raw.size();
    result = DenseElementsAttr::getFromRawBuffer(type, raw);
  } else if (auto a = llvm::dyn_cast<DenseStringElementsAttr>(attr)) {
    auto type = llvm::dyn_cast_or_null<ShapedType>(translate(a.getType()));
    if (!type)
      return {};
    result = DenseStringElementsAttr::get(type, a.getRawStringData());
  } else if (auto a = llvm::dyn_cast<DenseResourceElementsAttr>(attr)) {
    auto type = llvm::dyn_cast_or_null<ShapedType>(translate(a.getType()));
    if (!type)
      return {};
    DenseResourceElementsHandle handle = a.getRawHandle();
    AsmResourceBlob *blob = handle.getBlob();
    if (!blob)
      return fail("dense_resource<" + handle.getKey() + "> has no blob");
    // A blob of the same name and bytes already here (the input's, on its
    // way back) is reused, so that the name stays the same.
    auto &manager = DenseResourceElementsHandle::getManagerInterface(dest);
    if (auto *entry = manager.getBlobManager().lookup(handle.getKey()))
      if (const AsmResourceBlob *existing = entry->getBlob();
          existing && existing->getData() == blob->getData())
        return attrs[attr] = DenseResourceElementsAttr::get(
                   type, DenseResourceElementsHandle(
                             entry, dest->getLoadedDialect<BuiltinDialect>()));
    copiedBytes += blob->getData().size();
    result = DenseResourceElementsAttr::get(
        type, handle.getKey(),
        HeapAsmResourceBlob::allocateAndCopyWithAlign(
            blob->getData(), blob->getDataAlignment(), blob->isMutable()));
  } else if (auto a = llvm::dyn_cast<ArrayAttr>(attr)) {
    SmallVector<Attribute> elements;
    for (Attribute e : a) {
      if (!(e = translate(e)))
        return {};
      elements.push_back(e);
    }
    result = ArrayAttr::get(dest, elements);
  } else if (auto a = llvm::dyn_cast<DictionaryAttr>(attr)) {
    SmallVector<NamedAttribute> entries;
    for (NamedAttribute e : a) {
      Attribute value = translate(e.getValue());
      if (!value)
        return {};
      entries.emplace_back(StringAttr::get(dest, e.getName().getValue()),
                           value);
    }
    result = DictionaryAttr::getWithSorted(dest, entries);
  } else if (auto a = llvm::dyn_cast<DenseArrayAttr>(attr)) {
    Type element = translate(a.getElementType());
    if (!element)
      return {};
    result = DenseArrayAttr::get(dest, element, a.getSize(), a.getRawData());
  } else if (auto a = llvm::dyn_cast<IntegerAttr>(attr)) {
    if (Type type = translate(a.getType()))
      result = IntegerAttr::get(type, a.getValue());
  } else if (auto a = llvm::dyn_cast<FloatAttr>(attr)) {
    if (Type type = translate(a.getType()))
      result = FloatAttr::get(type, a.getValue());
  } else if (auto a = llvm::dyn_cast<StringAttr>(attr);
             a && llvm::isa<NoneType>(a.getType())) {
    result = StringAttr::get(dest, a.getValue());
  } else if (llvm::isa<UnitAttr>(attr)) {
    result = UnitAttr::get(dest);
  } else if (auto a = llvm::dyn_cast<TypeAttr>(attr)) {
    if (Type type = translate(a.getValue()))
      result = TypeAttr::get(type);
  } else if (auto a = llvm::dyn_cast<SymbolRefAttr>(attr)) {
    SmallVector<FlatSymbolRefAttr> nested;
    for (FlatSymbolRefAttr n : a.getNestedReferences())
      nested.push_back(FlatSymbolRefAttr::get(dest, n.getValue()));
    result = SymbolRefAttr::get(
        StringAttr::get(dest, a.getRootReference().getValue()), nested);
  } else if (auto a = llvm::dyn_cast<LocationAttr>(attr)) {
    result = translate(Location(a));
  } else {
    // Dialect attributes (#stablehlo.<...>, #chlo.<...>) and the rare
    // builtin ones above: by their syntax, each printed alone.
    result = reparse(attr);
  }
  if (result)
    attrs[attr] = result;
  return result;
}

Location IRTranslator::translate(Location loc) {
  if (auto l = llvm::dyn_cast<FileLineColRange>(loc))
    return FileLineColRange::get(
        StringAttr::get(dest, l.getFilename().getValue()), l.getStartLine(),
        l.getStartColumn(), l.getEndLine(), l.getEndColumn());
  if (auto l = llvm::dyn_cast<NameLoc>(loc))
    return NameLoc::get(StringAttr::get(dest, l.getName().getValue()),
                        translate(l.getChildLoc()));
  if (auto l = llvm::dyn_cast<CallSiteLoc>(loc))
    return CallSiteLoc::get(translate(l.getCallee()),
                            translate(l.getCaller()));
  if (auto l = llvm::dyn_cast<FusedLoc>(loc)) {
    SmallVector<Location> parts;
    for (Location part : l.getLocations())
      parts.push_back(translate(part));
    Attribute metadata;
    if (l.getMetadata())
      metadata = translate(l.getMetadata());
    return FusedLoc::get(dest, parts, metadata);
  }
  return UnknownLoc::get(dest);
}

DictionaryAttr IRTranslator::getDefaults(OperationName name) {
  auto [it, inserted] = defaults.try_emplace(name);
  if (inserted) {
    // An op created without attributes holds its default-valued ones.
    OperationState state(UnknownLoc::get(name.getContext()), name);
    Operation *blank = Operation::create(state);
    it->second =
        llvm::dyn_cast_or_null<DictionaryAttr>(blank->getPropertiesAsAttribute());
    blank->destroy();
  }
  return it->second;
}

LogicalResult IRTranslator::translateRegion(Region &from, Region &to,
                                            IRMapping &mapping) {
  // Blocks first, so that successors can refer to any of them.
  for (Block &block : from) {
    Block *copy = new Block();
    to.push_back(copy);
    mapping.map(&block, copy);
    for (BlockArgument arg : block.getArguments()) {
      Type type = translate(arg.getType());
      if (!type)
        return failure();
      mapping.map(arg, copy->addArgument(type, translate(arg.getLoc())));
    }
  }
  for (Block &block : from) {
    Block *copy = mapping.lookup(&block);
    for (Operation &op : block) {
      Operation *translated = translate(&op, mapping);
      if (!translated)
        return failure();
      copy->push_back(translated);
    }
  }
  return success();
}

Operation *IRTranslator::translate(Operation *op, IRMapping &mapping) {
  StringRef name = op->getName().getStringRef();
  OperationName destName(name, dest);
  if (op->isRegistered() && !destName.isRegistered())
    return fail("'" + name + "' is not registered here"), nullptr;
  OperationState state(translate(op->getLoc()), destName);
  for (Value operand : op->getOperands()) {
    Value mapped = mapping.lookupOrNull(operand);
    if (!mapped)
      return fail("an operand of '" + name + "' is not available (a use "
                  "before its definition in block order)"),
             nullptr;
    state.operands.push_back(mapped);
  }
  if (failed(translate(op->getResultTypes(), state.types)))
    return nullptr;
  // Discardable attributes, and inherent ones an op without properties keeps
  // in its dictionary.
  for (NamedAttribute attr : op->getRawDictionaryAttrs()) {
    Attribute value = translate(attr.getValue());
    if (!value)
      return nullptr;
    state.addAttribute(attr.getName().getValue(), value);
  }
  Attribute properties;
  if (op->getPropertiesStorageSize()) {
    if (Attribute attr = op->getPropertiesAsAttribute())
      if (!(properties = translate(attr)))
        return nullptr;
  }
  for (Block *successor : op->getSuccessors()) {
    Block *mapped = mapping.lookupOrNull(successor);
    if (!mapped)
      return fail("a successor of '" + name + "' is not available"), nullptr;
    state.successors.push_back(mapped);
  }
  for (unsigned i = 0, e = op->getNumRegions(); i < e; ++i)
    state.addRegion();

  Operation *copy = Operation::create(state);
  if (properties) {
    std::string why;
    LogicalResult set = [&] {
      QuietScope quiet(dest, why);
      return copy->setPropertiesFromAttribute(
          properties, [&] { return mlir::emitError(copy->getLoc()); });
    }();
    if (failed(set)) {
      copy->destroy();
      return fail("the attributes of '" + name + "' do not fit here: " + why),
             nullptr;
    }
    // An inherent attribute the op here does not know is kept, discardable,
    // unless it holds the value the op there gives it by default.
    auto kept = llvm::dyn_cast_or_null<DictionaryAttr>(
        copy->getPropertiesAsAttribute());
    auto given = llvm::dyn_cast<DictionaryAttr>(properties);
    for (NamedAttribute attr : given ? given.getValue()
                                     : ArrayRef<NamedAttribute>()) {
      if (kept && kept.contains(attr.getName()))
        continue;
      DictionaryAttr defaults = getDefaults(op->getName());
      Attribute byDefault =
          defaults ? defaults.get(attr.getName().getValue()) : Attribute();
      if (!byDefault || translate(byDefault) != attr.getValue())
        copy->setDiscardableAttr(attr.getName(), attr.getValue());
    }
  }
  for (auto [from, to] : llvm::zip(op->getRegions(), copy->getRegions()))
    if (failed(translateRegion(from, to, mapping))) {
      copy->dropAllReferences();
      copy->destroy();
      return nullptr;
    }
  mapping.map(op->getResults(), copy->getResults());
  return copy;
}

LogicalResult mlir::sfold::openxla::verifyQuietly(Operation *op) {
  std::string why;
  QuietScope quiet(op->getContext(), why);
  return verify(op);
}

OwningOpRef<ModuleOp> mlir::sfold::openxla::translateModule(ModuleOp module,
                                                             MLIRContext *dest) {
  IRTranslator translator(dest);
  IRMapping mapping;
  Operation *copy = translator.translate(module, mapping);
  if (!copy) {
    module.emitError("cannot translate the module: ") << translator.getError();
    return {};
  }
  return OwningOpRef<ModuleOp>(llvm::cast<ModuleOp>(copy));
}

LogicalResult mlir::sfold::openxla::replaceModuleFrom(ModuleOp target,
                                                      ModuleOp source) {
  OwningOpRef<ModuleOp> copy = translateModule(source, target.getContext());
  if (!copy)
    return failure();
  target.getBodyRegion().takeBody(copy->getBodyRegion());
  target->setAttrs((*copy)->getRawDictionaryAttrs());
  if (Attribute properties = (*copy)->getPropertiesAsAttribute())
    if (failed(target->setPropertiesFromAttribute(
            properties, [&] { return target.emitError(); })))
      return failure();
  return success();
}

DiagnosticForwarder::DiagnosticForwarder(MLIRContext *from, MLIRContext *to)
    : from(from) {
  id = from->getDiagEngine().registerHandler([to](Diagnostic &d) {
    IRTranslator back(to);
    DiagnosticSeverity severity = d.getSeverity() == DiagnosticSeverity::Note
                                      ? DiagnosticSeverity::Remark
                                      : d.getSeverity();
    InFlightDiagnostic diag =
        to->getDiagEngine().emit(back.translate(d.getLocation()), severity);
    diag << d.str();
    for (Diagnostic &note : d.getNotes())
      diag.attachNote(back.translate(note.getLocation())) << note.str();
    return success();
  });
}

DiagnosticForwarder::~DiagnosticForwarder() {
  from->getDiagEngine().eraseHandler(id);
}

std::shared_ptr<MLIRContext> PrivateContext::acquire() {
  std::lock_guard<std::mutex> lock(mutex);
  if (!context || bytes.load() > kRenewBytes) {
    DialectRegistry registry;
    registerAllDialects(registry, settings);
    auto fresh = std::make_shared<MLIRContext>(registry);
    // Loaded up front: loading later would race with the threads using it.
    fresh->loadAllAvailableDialects();
    context = std::move(fresh);
    bytes = 0;
  }
  return context;
}

void PrivateContext::charge(uint64_t copied) { bytes += copied; }

//===- BytecodeCheck.cpp - what MLIR's bytecode reader trusts -------------===//
//
// The grammar walked here is MLIR's bytecode format (mlir/Bytecode/Encoding.h,
// docs/BytecodeFormat.md) at versions 0 to 6; only what the reader would
// size a table by or index with unchecked is checked, the rest is left to
// the reader. Every count is bounded by the bytes left in its section: each
// element it counts takes at least one byte there.
//
//===----------------------------------------------------------------------===//

#include "BytecodeCheck.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <optional>
#include <vector>

using namespace mlir;

namespace {
/// Bytecode versions (mlir/Bytecode/Encoding.h) at which the grammar changed.
enum BytecodeVersion : uint64_t {
  kDialectVersioning = 1,
  kLazyLoading = 2,
  kUseListOrdering = 3,
  kElideUnknownBlockArgLocation = 4,
};
/// Section ids.
enum SectionId : unsigned {
  kStrings = 0,
  kDialects = 1,
  kAttrTypeOffsets = 3,
  kIR = 4,
  kResourceOffsets = 6,
  kProperties = 8,
};
/// Bits of an operation's encoding mask.
enum OpMask : uint8_t {
  kHasAttrs = 0x01,
  kHasResults = 0x02,
  kHasOperands = 0x04,
  kHasSuccessors = 0x08,
  kHasInlineRegions = 0x10,
  kHasUseListOrders = 0x20,
  kHasProperties = 0x40,
};
/// Deepest region nesting accepted: MLIR's reader is iterative, but the
/// conversion and verification that follow recurse per level.
constexpr unsigned kMaxRegionDepth = 256;

/// Reads the bytecode's prefix varints (the first byte's trailing zeros
/// count the bytes that follow) and bytes, failing at the end of `data`.
struct ByteCursor {
  StringRef data;
  size_t pos = 0;

  size_t remaining() const { return data.size() - pos; }

  std::optional<uint8_t> byte() {
    if (pos >= data.size())
      return std::nullopt;
    return static_cast<uint8_t>(data[pos++]);
  }

  std::optional<uint64_t> varInt() {
    if (pos >= data.size())
      return std::nullopt;
    auto first = static_cast<unsigned char>(data[pos]);
    unsigned extra = first ? llvm::countr_zero(first) : 8;
    if (pos + 1 + extra > data.size())
      return std::nullopt;
    auto byteAt = [&](unsigned i) {
      return static_cast<uint64_t>(static_cast<unsigned char>(data[pos + i]));
    };
    uint64_t value = 0;
    if (extra == 8) {
      // A zero first byte: the value is the next eight bytes.
      for (unsigned i = 1; i <= 8; ++i)
        value |= byteAt(i) << (8 * (i - 1));
    } else {
      for (unsigned i = 0; i <= extra; ++i)
        value |= byteAt(i) << (8 * i);
      value >>= extra + 1;
    }
    pos += 1 + extra;
    return value;
  }

  /// A count of elements that take at least a byte each in what is left.
  std::optional<uint64_t> count() {
    std::optional<uint64_t> value = varInt();
    if (!value || *value > remaining())
      return std::nullopt;
    return value;
  }

  /// A section: its id and contents, after the alignment padding (relative
  /// to the address of the data, as MLIR's reader aligns).
  std::optional<std::pair<unsigned, StringRef>> section() {
    std::optional<uint8_t> idAndAligned = byte();
    std::optional<uint64_t> length = varInt();
    if (!idAndAligned || !length)
      return std::nullopt;
    if (*idAndAligned & 0x80) {
      std::optional<uint64_t> alignment = varInt();
      if (!alignment || *alignment == 0 || *alignment > 4096 ||
          !llvm::isPowerOf2_64(*alignment))
        return std::nullopt;
      while (pos < data.size() &&
             reinterpret_cast<uintptr_t>(data.data() + pos) % *alignment)
        ++pos;
    }
    if (*length > remaining())
      return std::nullopt;
    StringRef contents = data.substr(pos, *length);
    pos += *length;
    return std::make_pair(unsigned(*idAndAligned & 0x7f), contents);
  }
};

/// Walks the IR section as MLIR's reader does, keeping its value scopes to
/// count the uses of each value: a use-list order must index within them.
class IrWalker {
public:
  IrWalker(uint64_t version, size_t sectionSize, Location loc)
      : version(version), valueBudget(sectionSize), loc(loc) {}

  LogicalResult walk(StringRef section);

private:
  /// Values of one isolated-from-above scope, as the reader keeps them: a
  /// slot per value of the regions being read (0: not referenced yet, else
  /// 1 + the id of the value or forward reference in it).
  struct Scope {
    std::vector<uint32_t> slots;
    SmallVector<size_t> nextIds;
  };
  /// A use-list order read for a value, checked when all uses are known.
  struct UseListOrder {
    uint32_t value;
    bool indexPairs;
    SmallVector<uint64_t> indices;
  };
  /// Use-list orders of a range of values, by position in the range.
  using RangeOrders = SmallVector<std::pair<uint64_t, UseListOrder>>;

  InFlightDiagnostic corrupt(const Twine &what) {
    return emitError(loc) << "corrupted portable artifact: " << what;
  }
  LogicalResult truncated() { return corrupt("truncated IR section"); }

  LogicalResult walkRegion(ByteCursor &reader, unsigned depth);
  LogicalResult walkBlockHeader(ByteCursor &reader, uint64_t &numOps);
  LogicalResult walkOp(ByteCursor &reader, unsigned depth);
  LogicalResult readUseListOrders(ByteCursor &reader, uint64_t rangeSize,
                                  RangeOrders &orders);
  LogicalResult defineValues(uint64_t count, RangeOrders orders);
  LogicalResult useValue(uint64_t index);

  uint64_t version;
  /// Values all regions may still declare: each takes a byte of the section.
  size_t valueBudget;
  Location loc;
  SmallVector<Scope> scopes;
  /// The uses of each value (or forward reference) seen so far.
  std::vector<uint32_t> uses;
  std::vector<UseListOrder> orders;
};
} // namespace

LogicalResult IrWalker::walk(StringRef section) {
  ByteCursor reader{section, 0};
  // The top-level block is read before any value scope exists: MLIR's reader
  // would define its arguments in none.
  std::optional<uint64_t> header = reader.varInt();
  if (!header)
    return truncated();
  if (*header & 1)
    return corrupt("the top-level block has arguments");
  scopes.emplace_back();
  for (uint64_t i = 0, e = *header >> 1; i < e; ++i)
    if (failed(walkOp(reader, 0)))
      return failure();
  for (const UseListOrder &order : orders) {
    uint32_t numUses = uses[order.value];
    if (numUses <= 1)
      continue; // the reader ignores the order of such a value
    for (size_t i = 0; i < order.indices.size(); i += order.indexPairs ? 2 : 1)
      if (order.indices[i] >= numUses)
        return corrupt(Twine("a use-list order index ") +
                       Twine(order.indices[i]) + " for a value of " +
                       Twine(numUses) + " uses");
  }
  return success();
}

LogicalResult IrWalker::walkRegion(ByteCursor &reader, unsigned depth) {
  std::optional<uint64_t> numBlocks = reader.count();
  if (!numBlocks)
    return corrupt("a region counts more blocks than its section holds");
  if (*numBlocks == 0)
    return success();
  std::optional<uint64_t> numValues = reader.varInt();
  if (!numValues || *numValues > valueBudget)
    return corrupt("a region counts more values than its section holds");
  valueBudget -= *numValues;
  Scope &scope = scopes.back();
  scope.nextIds.push_back(scope.slots.size());
  scope.slots.resize(scope.slots.size() + *numValues, 0);
  for (uint64_t block = 0; block < *numBlocks; ++block) {
    uint64_t numOps = 0;
    if (failed(walkBlockHeader(reader, numOps)))
      return failure();
    for (uint64_t i = 0; i < numOps; ++i)
      if (failed(walkOp(reader, depth)))
        return failure();
  }
  Scope &after = scopes.back();
  after.slots.resize(after.slots.size() - *numValues);
  after.nextIds.pop_back();
  return success();
}

LogicalResult IrWalker::walkBlockHeader(ByteCursor &reader,
                                        uint64_t &numOps) {
  std::optional<uint64_t> header = reader.varInt();
  if (!header)
    return truncated();
  numOps = *header >> 1;
  if (!(*header & 1))
    return success();
  std::optional<uint64_t> numArgs = reader.count();
  if (!numArgs)
    return corrupt("a block counts more arguments than its section holds");
  for (uint64_t i = 0; i < *numArgs; ++i) {
    std::optional<uint64_t> type = reader.varInt();
    if (!type)
      return truncated();
    // Since version 4 the location follows only when the type's flag says.
    bool hasLoc = version < kElideUnknownBlockArgLocation || (*type & 1);
    if (hasLoc && !reader.varInt())
      return truncated();
  }
  RangeOrders argOrders;
  if (version >= kUseListOrdering) {
    std::optional<uint8_t> hasOrders = reader.byte();
    if (!hasOrders)
      return truncated();
    if (*hasOrders &&
        failed(readUseListOrders(reader, *numArgs, argOrders)))
      return failure();
  }
  return defineValues(*numArgs, std::move(argOrders));
}

LogicalResult IrWalker::walkOp(ByteCursor &reader, unsigned depth) {
  std::optional<uint64_t> name = reader.varInt();
  std::optional<uint8_t> mask = reader.byte();
  std::optional<uint64_t> location = reader.varInt();
  if (!name || !mask || !location)
    return truncated();
  if ((*mask & kHasAttrs) && !reader.varInt())
    return truncated();
  if ((*mask & kHasProperties) && !reader.varInt())
    return truncated();
  uint64_t numResults = 0;
  if (*mask & kHasResults) {
    std::optional<uint64_t> count = reader.count();
    if (!count)
      return corrupt("an operation counts more results than its section "
                     "holds");
    numResults = *count;
    for (uint64_t i = 0; i < numResults; ++i)
      if (!reader.varInt())
        return truncated();
  }
  if (*mask & kHasOperands) {
    std::optional<uint64_t> count = reader.count();
    if (!count)
      return corrupt("an operation counts more operands than its section "
                     "holds");
    for (uint64_t i = 0; i < *count; ++i) {
      std::optional<uint64_t> value = reader.varInt();
      if (!value)
        return truncated();
      if (failed(useValue(*value)))
        return failure();
    }
  }
  if (*mask & kHasSuccessors) {
    std::optional<uint64_t> count = reader.count();
    if (!count)
      return corrupt("an operation counts more successors than its section "
                     "holds");
    for (uint64_t i = 0; i < *count; ++i)
      if (!reader.varInt())
        return truncated();
  }
  RangeOrders resultOrders;
  if (version >= kUseListOrdering && (*mask & kHasUseListOrders) &&
      failed(readUseListOrders(reader, numResults, resultOrders)))
    return failure();
  uint64_t numRegions = 0;
  bool isolated = false;
  if (*mask & kHasInlineRegions) {
    std::optional<uint64_t> encoding = reader.varInt();
    if (!encoding || (*encoding >> 1) > reader.remaining())
      return corrupt("an operation counts more regions than its section "
                     "holds");
    numRegions = *encoding >> 1;
    isolated = *encoding & 1;
  }
  // The reader defines an op's results only in a region that declares
  // values (not at the top level).
  const Scope &scope = scopes.back();
  if (!scope.nextIds.empty() &&
      failed(defineValues(numResults, std::move(resultOrders))))
    return failure();
  if (numRegions == 0)
    return success();
  if (depth + 1 > kMaxRegionDepth)
    return corrupt(Twine("regions nested deeper than ") +
                   Twine(kMaxRegionDepth));
  // Since version 2 the regions of an op isolated from above are a nested
  // IR section.
  ByteCursor nested;
  ByteCursor *regionReader = &reader;
  if (isolated && version >= kLazyLoading) {
    std::optional<std::pair<unsigned, StringRef>> section = reader.section();
    if (!section || section->first != kIR)
      return corrupt("a bad section for an isolated region");
    nested.data = section->second;
    regionReader = &nested;
  }
  if (isolated)
    scopes.emplace_back();
  for (uint64_t i = 0; i < numRegions; ++i)
    if (failed(walkRegion(*regionReader, depth + 1)))
      return failure();
  if (isolated)
    scopes.pop_back();
  return success();
}

LogicalResult IrWalker::readUseListOrders(ByteCursor &reader,
                                          uint64_t rangeSize,
                                          RangeOrders &rangeOrders) {
  uint64_t numEntries = 1;
  if (rangeSize > 1) {
    std::optional<uint64_t> count = reader.count();
    if (!count)
      return corrupt("use-list orders counting more entries than their "
                     "section holds");
    numEntries = *count;
  }
  for (uint64_t entry = 0; entry < numEntries; ++entry) {
    uint64_t position = 0;
    if (rangeSize > 1) {
      std::optional<uint64_t> index = reader.varInt();
      if (!index)
        return truncated();
      position = *index;
    }
    // The number of indices, and whether they are (from, to) pairs.
    std::optional<uint64_t> header = reader.varInt();
    if (!header || (*header >> 1) > reader.remaining())
      return corrupt("a use-list order longer than its section");
    UseListOrder order{0, static_cast<bool>(*header & 1), {}};
    for (uint64_t i = 0, e = *header >> 1; i < e; ++i) {
      std::optional<uint64_t> index = reader.varInt();
      if (!index)
        return truncated();
      order.indices.push_back(*index);
    }
    // The reader keeps the first order given for a position.
    if (llvm::none_of(rangeOrders,
                      [&](const auto &kv) { return kv.first == position; }))
      rangeOrders.emplace_back(position, std::move(order));
  }
  return success();
}

LogicalResult IrWalker::defineValues(uint64_t count, RangeOrders rangeOrders) {
  Scope &scope = scopes.back();
  if (scope.nextIds.empty()) {
    if (count)
      return corrupt("values defined outside of any region");
    return success();
  }
  size_t &next = scope.nextIds.back();
  if (count > scope.slots.size() - next)
    return corrupt("a region defines more values than it declares");
  for (uint64_t i = 0; i < count; ++i, ++next) {
    uint32_t &slot = scope.slots[next];
    if (slot == 0) {
      uses.push_back(0);
      slot = uses.size();
    }
    for (auto &[position, order] : rangeOrders)
      if (position == i) {
        order.value = slot - 1;
        orders.push_back(std::move(order));
      }
  }
  return success();
}

LogicalResult IrWalker::useValue(uint64_t index) {
  Scope &scope = scopes.back();
  if (index >= scope.slots.size())
    return corrupt(Twine("operand refers to value ") + Twine(index) +
                   " of " + Twine(scope.slots.size()));
  uint32_t &slot = scope.slots[index];
  if (slot == 0) {
    // A forward reference: the value it stands for is defined later.
    uses.push_back(0);
    slot = uses.size();
  }
  ++uses[slot - 1];
  return success();
}

LogicalResult mlir::sfold::vhlo::checkBytecodeStructure(StringRef buffer,
                                                        Location loc,
                                                        uint64_t &numEntries) {
  auto corrupt = [&](const Twine &what) {
    return emitError(loc) << "corrupted portable artifact: " << what;
  };
  ByteCursor cursor{buffer, 4};
  std::optional<uint64_t> version = cursor.varInt();
  if (!version)
    return corrupt("no bytecode version");
  size_t producerEnd = buffer.find('\0', cursor.pos);
  if (producerEnd == StringRef::npos)
    return corrupt("no producer string");
  cursor.pos = producerEnd + 1;
  std::optional<StringRef> irSection;
  while (cursor.remaining()) {
    std::optional<std::pair<unsigned, StringRef>> section = cursor.section();
    if (!section)
      return corrupt("a section longer than the file, or badly aligned");
    auto [id, contents] = *section;
    ByteCursor reader{contents, 0};
    switch (id) {
    case kStrings: {
      // String sizes count the terminating null: MLIR's reader drops it
      // without checking, so a zero size would make a string of 2^64 - 1.
      std::optional<uint64_t> numStrings = reader.count();
      if (!numStrings)
        return corrupt("the string section counts more strings than it "
                       "holds");
      for (uint64_t i = 0; i < *numStrings; ++i) {
        std::optional<uint64_t> size = reader.varInt();
        if (!size || *size == 0)
          return corrupt("a string of no size");
      }
      break;
    }
    case kResourceOffsets:
    case kProperties:
      if (!reader.count())
        return corrupt(Twine("section ") + Twine(id) +
                       " counts more entries than it holds");
      break;
    case kDialects: {
      std::optional<uint64_t> numDialects = reader.count();
      if (!numDialects)
        return corrupt("the dialect section counts more dialects than it "
                       "holds");
      // Since version 4 the op names are counted after the dialects (each
      // dialect an index, possibly followed by a version section).
      if (*version < kElideUnknownBlockArgLocation)
        break;
      for (uint64_t i = 0; i < *numDialects; ++i) {
        std::optional<uint64_t> dialect = reader.varInt();
        if (!dialect)
          return corrupt("truncated dialect section");
        if (*version >= kDialectVersioning && (*dialect & 1) &&
            !reader.section())
          return corrupt("a bad dialect version section");
      }
      if (!reader.count())
        return corrupt("the dialect section counts more op names than it "
                       "holds");
      break;
    }
    case kAttrTypeOffsets: {
      std::optional<uint64_t> attrs = reader.count();
      std::optional<uint64_t> types = reader.count();
      if (!attrs || !types)
        return corrupt("attribute/type offsets counting more entries than "
                       "their section holds");
      numEntries = *attrs + *types;
      // Dialect groups of entries: MLIR's reader trusts each group's count
      // to stay within the totals.
      for (uint64_t total : {*attrs, *types}) {
        while (total) {
          std::optional<uint64_t> dialect = reader.varInt();
          std::optional<uint64_t> count = reader.varInt();
          if (!dialect || !count || *count == 0 || *count > total)
            return corrupt("an attribute/type group overflows its table");
          for (uint64_t i = 0; i < *count; ++i)
            if (!reader.varInt())
              return corrupt("truncated attribute/type offsets");
          total -= *count;
        }
      }
      break;
    }
    case kIR:
      irSection = contents;
      break;
    default:
      break;
    }
  }
  if (!irSection)
    return corrupt("no IR section");
  return IrWalker(*version, irSection->size(), loc).walk(*irSection);
}

//===----------------------------------------------------------------------===//
// Builtin dialect entries
//===----------------------------------------------------------------------===//

/// What precedes and makes up the counted parts of a builtin encoding
/// (mlir/IR/BuiltinDialectBytecode.td), one letter per field: `v` a varint
/// (an index or a signed varint), `L` a list of varints, `P` a list of
/// pairs of varints, `B` a list of bools (bytes). Later fields are left to
/// MLIR's reader.
static StringRef builtinAttributeLayout(uint64_t kind) {
  switch (kind) {
  case 0: return "L";  // ArrayAttr
  case 1: return "P";  // DictionaryAttr
  case 5: return "vL"; // SymbolRefAttr
  case 12: return "L"; // FusedLoc
  case 13: return "L"; // FusedLoc with metadata
  default: return "";
  }
}

static StringRef builtinTypeLayout(uint64_t kind) {
  switch (kind) {
  case 2: return "LL";  // FunctionType
  case 10: return "L";  // MemRefType
  case 11: return "vL"; // MemRefType with memory space
  case 13: return "L";  // RankedTensorType
  case 14: return "vL"; // RankedTensorType with encoding
  case 15: return "L";  // TupleType
  case 19: return "L";  // VectorType
  case 20: return "BL"; // VectorType with scalable dims
  default: return "";
  }
}

static LogicalResult readCounted(DialectBytecodeReader &reader,
                                 StringRef layout) {
  auto truncated = [&] {
    return reader.emitError("corrupted portable artifact: a builtin "
                            "attribute or type counts more elements than "
                            "its entry holds");
  };
  uint64_t value;
  for (char field : layout) {
    if (field == 'v') {
      if (failed(reader.readVarInt(value)))
        return truncated();
      continue;
    }
    uint64_t count;
    if (failed(reader.readVarInt(count)))
      return truncated();
    for (uint64_t i = 0; i < count; ++i) {
      bool flag;
      if (field == 'B' ? failed(reader.readBool(flag))
                       : failed(reader.readVarInt(value)) ||
                             (field == 'P' && failed(reader.readVarInt(value))))
        return truncated();
    }
  }
  return success();
}

/// The words of an integer or float wider than 64 bits: a count, then that
/// many varints.
static LogicalResult readWideWords(DialectBytecodeReader &reader,
                                   unsigned bitWidth) {
  if (bitWidth <= 64)
    return success();
  return readCounted(reader, "L");
}

LogicalResult
mlir::sfold::vhlo::checkBuiltinAttributeCounts(DialectBytecodeReader &reader) {
  uint64_t kind;
  if (failed(reader.readVarInt(kind)))
    return success(); // MLIR's reader reports it
  Type type;
  switch (kind) {
  case 8: // IntegerAttr: type, value
    if (failed(reader.readType(type)))
      return failure();
    if (auto integer = llvm::dyn_cast<IntegerType>(type))
      return readWideWords(reader, integer.getWidth());
    return success();
  case 9: // FloatAttr: type, value
    if (failed(reader.readType(type)))
      return failure();
    if (auto floatType = llvm::dyn_cast<FloatType>(type))
      return readWideWords(reader, floatType.getWidth());
    return success();
  case 19: { // DenseStringElementsAttr: type, splat flag, strings
    uint64_t isSplat;
    if (failed(reader.readType(type)) || failed(reader.readVarInt(isSplat)))
      return failure();
    auto shaped = llvm::dyn_cast<ShapedType>(type);
    if (isSplat || !shaped || !shaped.hasStaticShape())
      return success();
    int64_t numElements = 1;
    for (int64_t dim : shaped.getShape())
      if (dim < 0 || llvm::MulOverflow(numElements, dim, numElements))
        return reader.emitError("corrupted portable artifact: a string "
                                "tensor of too many elements");
    uint64_t string;
    for (int64_t i = 0; i < numElements; ++i)
      if (failed(reader.readVarInt(string)))
        return reader.emitError("corrupted portable artifact: a string "
                                "tensor with fewer strings than elements");
    return success();
  }
  default:
    return readCounted(reader, builtinAttributeLayout(kind));
  }
}

LogicalResult
mlir::sfold::vhlo::checkBuiltinTypeCounts(DialectBytecodeReader &reader) {
  uint64_t kind;
  if (failed(reader.readVarInt(kind)))
    return success(); // MLIR's reader reports it
  return readCounted(reader, builtinTypeLayout(kind));
}

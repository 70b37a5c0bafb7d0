//===- Serialization.cpp - portable artifacts in and out ------------------===//

#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace mlir::sfold;
using namespace mlir::sfold::vhlo;

static constexpr StringLiteral kProducerPrefix = "StableHLO_v";

/// The producer string of a bytecode buffer: after the magic and the
/// varint format version, a null-terminated string.
static std::optional<StringRef> getProducer(StringRef buffer) {
  if (!buffer.starts_with("ML\xefR"))
    return std::nullopt;
  size_t pos = 4;
  // The bytecode version is a prefix varint; its first byte says how many
  // more follow (trailing zero bits).
  if (pos >= buffer.size())
    return std::nullopt;
  unsigned char first = buffer[pos];
  unsigned extra = first ? llvm::countr_zero(first) : 8;
  pos += 1 + extra;
  if (pos >= buffer.size())
    return std::nullopt;
  size_t end = buffer.find('\0', pos);
  if (end == StringRef::npos)
    return std::nullopt;
  return buffer.slice(pos, end);
}

bool mlir::sfold::vhlo::isPortableArtifact(StringRef buffer) {
  std::optional<StringRef> producer = getProducer(buffer);
  return producer && producer->starts_with(kProducerPrefix);
}

std::optional<Version>
mlir::sfold::vhlo::getArtifactVersion(StringRef buffer) {
  std::optional<StringRef> producer = getProducer(buffer);
  if (!producer || !producer->consume_front(kProducerPrefix))
    return std::nullopt;
  return Version::parse(*producer);
}

namespace {
/// Reads the bytecode's prefix varints (the first byte's trailing zeros
/// count the bytes that follow).
struct ByteCursor {
  StringRef data;
  size_t pos = 0;

  std::optional<uint64_t> varInt() {
    if (pos >= data.size())
      return std::nullopt;
    auto first = static_cast<unsigned char>(data[pos]);
    unsigned extra = first ? llvm::countr_zero(first) : 8;
    if (pos + 1 + extra > data.size())
      return std::nullopt;
    auto byte = [&](unsigned i) {
      return static_cast<uint64_t>(static_cast<unsigned char>(data[pos + i]));
    };
    uint64_t value = 0;
    if (extra == 8) {
      // A zero first byte: the value is the next eight bytes.
      for (unsigned i = 1; i <= 8; ++i)
        value |= byte(i) << (8 * (i - 1));
    } else {
      for (unsigned i = 0; i <= extra; ++i)
        value |= byte(i) << (8 * i);
      value >>= extra + 1;
    }
    pos += 1 + extra;
    return value;
  }
};
} // namespace

/// Checks the section framing of a bytecode buffer and the element counts
/// at the head of the sections MLIR's reader sizes its tables by (strings,
/// dialects, attribute/type offsets, resource offsets, properties): each
/// element takes at least a byte, so a count larger than its section is
/// corruption. MLIR's reader would ask for that many elements up front.
static LogicalResult checkSections(StringRef buffer, Location loc) {
  auto corrupt = [&](const Twine &what) {
    return emitError(loc) << "corrupted portable artifact: " << what;
  };
  ByteCursor cursor{buffer, 4};
  if (!cursor.varInt())
    return corrupt("no bytecode version");
  size_t producerEnd = buffer.find('\0', cursor.pos);
  if (producerEnd == StringRef::npos)
    return corrupt("no producer string");
  cursor.pos = producerEnd + 1;
  while (cursor.pos < buffer.size()) {
    auto idAndAligned = static_cast<unsigned char>(buffer[cursor.pos++]);
    unsigned id = idAndAligned & 0x7f;
    std::optional<uint64_t> length = cursor.varInt();
    if (!length)
      return corrupt("a section without a length");
    if (idAndAligned & 0x80) {
      std::optional<uint64_t> alignment = cursor.varInt();
      if (!alignment || *alignment == 0 || *alignment > 4096 ||
          !llvm::isPowerOf2_64(*alignment))
        return corrupt("a section with a bad alignment");
      while (cursor.pos < buffer.size() &&
             (reinterpret_cast<uintptr_t>(buffer.data() + cursor.pos) %
              *alignment))
        ++cursor.pos;
    }
    if (*length > buffer.size() - cursor.pos)
      return corrupt(Twine("section ") + Twine(id) + " is longer than the file");
    ByteCursor section{buffer.substr(cursor.pos, *length), 0};
    uint64_t counted = 0;
    switch (id) {
    case 0: // strings
    case 1: // dialects
    case 6: // resource offsets
    case 8: { // properties
      std::optional<uint64_t> count = section.varInt();
      counted = count.value_or(0);
      break;
    }
    case 3: { // attribute and type offsets
      std::optional<uint64_t> attrs = section.varInt();
      std::optional<uint64_t> types = section.varInt();
      if (!attrs || !types || *attrs > *length || *types > *length)
        return corrupt("attribute/type offsets counting more entries than "
                       "their section holds");
      // Dialect groups of entries: MLIR's reader trusts each group's count
      // to stay within the totals.
      for (uint64_t total : {*attrs, *types}) {
        while (total) {
          std::optional<uint64_t> dialect = section.varInt();
          std::optional<uint64_t> count = section.varInt();
          if (!dialect || !count || *count == 0 || *count > total)
            return corrupt("an attribute/type group overflows its table");
          for (uint64_t i = 0; i < *count; ++i)
            if (!section.varInt())
              return corrupt("truncated attribute/type offsets");
          total -= *count;
        }
      }
      break;
    }
    default:
      break;
    }
    if (counted > *length)
      return corrupt(Twine("section ") + Twine(id) + " counts " +
                     Twine(counted) + " entries in " + Twine(*length) +
                     " bytes");
    cursor.pos += *length;
  }
  return success();
}

static void loadArtifactDialects(MLIRContext *context) {
  context->loadDialect<VhloDialect, StablehloDialect, func::FuncDialect,
                       quant::QuantDialect, shape::ShapeDialect>();
}

OwningOpRef<ModuleOp>
mlir::sfold::vhlo::deserializePortableArtifact(llvm::SourceMgr &sourceMgr,
                                               MLIRContext *context) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  Location fileLoc =
      FileLineColLoc::get(context, buffer->getBufferIdentifier(), 0, 0);
  std::optional<Version> version = getArtifactVersion(buffer->getBuffer());
  if (!version) {
    emitError(fileLoc) << "not a StableHLO portable artifact (expected MLIR "
                          "bytecode with a StableHLO_vX.Y.Z producer)";
    return {};
  }
  if (Version::current() < *version) {
    emitError(fileLoc) << "portable artifact of StableHLO "
                       << version->str() << " is newer than this build reads ("
                       << Version::current().str() << ")";
    return {};
  }
  if (*version < Version::minimum()) {
    emitError(fileLoc) << "portable artifact of StableHLO "
                       << version->str()
                       << " predates VHLO compatibility (0.9.0)";
    return {};
  }
  if (failed(checkSections(buffer->getBuffer(), fileLoc)))
    return {};
  loadArtifactDialects(context);
  // Artifacts are read in full here: the VHLO attributes copy what they
  // need, so the buffer need not outlive the module.
  ParserConfig config(context, /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!module)
    return {};
  if (failed(convertVhloToStablehlo(*module)) || failed(verify(*module)))
    return {};
  return module;
}

OwningOpRef<ModuleOp>
mlir::sfold::vhlo::deserializePortableArtifact(StringRef buffer,
                                               MLIRContext *context,
                                               StringRef name) {
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(buffer, name,
                                       /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
  return deserializePortableArtifact(sourceMgr, context);
}

void mlir::sfold::vhlo::registerVhloDialects(DialectRegistry &registry) {
  registry.insert<VhloDialect>();
}

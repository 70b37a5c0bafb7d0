//===- Serialization.cpp - portable artifacts in and out ------------------===//

#include "stablehlo_fold/Vhlo/Vhlo.h"

#include "BytecodeCheck.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/Bytecode/BytecodeReaderConfig.h"
#include "mlir/Bytecode/BytecodeWriter.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/IR/Quant.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "stablehlo_fold/Dialect/StablehloDialect.h"
#include "llvm/ADT/bit.h"
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

/// Reads of attribute and type entries MLIR's reader may make per entry, and
/// beyond them, before the entries are taken to form a cycle.
static constexpr uint64_t kEntryReadsPerEntry = 64;
static constexpr uint64_t kEntryReadsSlack = 4096;

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
  // The ops of StableHLO's artifacts often carry unknown locations: an
  // error there is followed by a note naming the artifact.
  ScopedDiagnosticHandler locate(context, [&](Diagnostic &diag) {
    if (llvm::isa<UnknownLoc>(diag.getLocation()))
      diag.attachNote(fileLoc) << "in portable artifact";
    return failure(); // on to the handlers that print it
  });
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
  uint64_t numEntries = 0;
  if (failed(checkBytecodeStructure(buffer->getBuffer(), fileLoc, numEntries)))
    return {};
  loadArtifactDialects(context);
  // Artifacts are read in full here: the VHLO attributes copy what they
  // need, so the buffer need not outlive the module.
  ParserConfig config(context, /*verifyAfterParse=*/false);
  // MLIR 22's reader retries an attribute or type entry whose nested
  // entries it deferred until they resolve: entries that refer to each
  // other in a cycle never do. Each custom entry read passes through these
  // callbacks first (MLIR's reader rewinds what they read): a well-formed
  // artifact reads each entry a few times at most, so many more reads than
  // entries is a cycle.
  uint64_t reads = 0;
  uint64_t maxReads = kEntryReadsPerEntry * numEntries + kEntryReadsSlack;
  // Builtin entries (locations, module attributes) are also read here first
  // for the counts MLIR's builtin reader trusts (BytecodeCheck.h).
  auto checkEntry = [&](DialectBytecodeReader &reader, StringRef dialect,
                        LogicalResult (*checkBuiltin)(DialectBytecodeReader &))
      -> LogicalResult {
    if (++reads == maxReads)
      reader.emitError("corrupted portable artifact: attribute or type "
                       "entries refer to each other in a cycle");
    if (reads >= maxReads)
      return failure();
    return dialect == "builtin" ? checkBuiltin(reader) : success();
  };
  config.getBytecodeReaderConfig().attachTypeCallback(
      [&](DialectBytecodeReader &reader, StringRef dialect, Type &) {
        return checkEntry(reader, dialect, checkBuiltinTypeCounts);
      });
  config.getBytecodeReaderConfig().attachAttributeCallback(
      [&](DialectBytecodeReader &reader, StringRef dialect, Attribute &) {
        return checkEntry(reader, dialect, checkBuiltinAttributeCounts);
      });
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, config);
  if (!module)
    return {};
  // The vhlo ops are verified first (the module's single block, every
  // attribute present, values defined before their uses): the conversion
  // relies on that structure.
  if (failed(verify(*module)) || failed(convertVhloToStablehlo(*module)) ||
      failed(verify(*module)))
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

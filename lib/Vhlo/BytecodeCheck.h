//===- BytecodeCheck.h - what MLIR's bytecode reader trusts -----*- C++ -*-===//
//
// MLIR 22's bytecode reader trusts some counts and indices of a file: it
// sizes tables by them before reading the elements (a huge count aborts in
// SmallVector or throws bad_alloc) and indexes with some of them unchecked
// (use-list orders, arguments of the top-level block). A portable artifact
// is walked here first, with the reader's own grammar, and any such value
// that no well-formed file can hold is a located error.
//
//===----------------------------------------------------------------------===//

#ifndef STABLEHLO_FOLD_LIB_VHLO_BYTECODECHECK_H
#define STABLEHLO_FOLD_LIB_VHLO_BYTECODECHECK_H

#include "mlir/IR/Location.h"

namespace mlir {
class DialectBytecodeReader;
} // namespace mlir
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

namespace mlir::sfold::vhlo {

/// Checks the section framing of the bytecode in `buffer`, the element
/// counts at the head of its sections, the dialect section's op-name count
/// and the whole IR section (regions, blocks, arguments, results, operands,
/// successors, use-list orders, nested sections of isolated regions): an
/// error at `loc` naming what is corrupted, success if MLIR's reader may be
/// given the buffer (it still checks the rest itself). `numEntries` is set
/// to the number of attribute and type entries.
LogicalResult checkBytecodeStructure(StringRef buffer, Location loc,
                                     uint64_t &numEntries);

/// For an attribute or type entry of the builtin dialect, reads what its
/// encoding counts (list elements, the words of a wide integer or float,
/// the strings of a dense string attribute) before MLIR's builtin reader,
/// which reserves that many elements first, sees the entry: failure (with
/// an error) if the entry ends before. Called by a reader callback, which
/// MLIR's reader then rewinds.
LogicalResult checkBuiltinAttributeCounts(DialectBytecodeReader &reader);
LogicalResult checkBuiltinTypeCounts(DialectBytecodeReader &reader);

} // namespace mlir::sfold::vhlo

#endif // STABLEHLO_FOLD_LIB_VHLO_BYTECODECHECK_H

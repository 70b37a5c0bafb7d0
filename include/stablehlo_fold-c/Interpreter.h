/*===-- stablehlo_fold-c/Interpreter.h - run functions on buffers -*- C -*-===*\
|*                                                                            *|
|* Tensors are buffers with an element type and a shape; a function of a     *|
|* module runs on them:                                                       *|
|*                                                                            *|
|*   int64_t shape[] = {3};                                                   *|
|*   float data[] = {1, 2, 3};                                                *|
|*   SfoldTensor arg = sfoldTensorCreate(ctx, sfoldStringRefCreate("f32", 3), *|
|*                                       1, shape, data, sizeof(data));       *|
|*   sfoldModuleInterpret(module, sfoldStringRefCreate("main", 4), 1, &arg,   *|
|*                        NULL, collectResult, &results);                     *|
|*                                                                            *|
|* Element storage (little-endian, row-major, one element per slot, as       *|
|* stablehlo_fold/Interpreter/Tensor.h keeps it): i1 as one byte 0 or 1;     *|
|* iN / uiN as the C integer of their width, i2 / i4 sign-extended and       *|
|* ui2 / ui4 zero-extended into one byte; f16 and bf16 as their 16 bits;     *|
|* f8, f6 and f4 types as their bits in the low bits of one byte; tf32 in    *|
|* the low 19 bits of 4 bytes; f32, f64 and complex as in C; quantized types *|
|* as their storage integers.                                                 *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_FOLD_C_INTERPRETER_H
#define STABLEHLO_FOLD_C_INTERPRETER_H

#include "stablehlo_fold-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// A tensor value: element type, static shape and data. It must be
/// destroyed before its context.
typedef struct SfoldTensor {
  void *ptr;
} SfoldTensor;

static inline bool sfoldTensorIsNull(SfoldTensor tensor) {
  return !tensor.ptr;
}

/// How the elements of a tensor are stored (see the header comment).
typedef enum SfoldStorageKind {
  SFOLD_STORAGE_BOOL = 0, ///< i1: uint8_t, 0 or 1.
  SFOLD_STORAGE_I8,       ///< i8, i4, i2 (sign-extended): int8_t.
  SFOLD_STORAGE_I16,      ///< int16_t.
  SFOLD_STORAGE_I32,      ///< int32_t.
  SFOLD_STORAGE_I64,      ///< int64_t.
  SFOLD_STORAGE_U8,       ///< ui8, ui4, ui2 (zero-extended): uint8_t.
  SFOLD_STORAGE_U16,      ///< uint16_t.
  SFOLD_STORAGE_U32,      ///< uint32_t.
  SFOLD_STORAGE_U64,      ///< uint64_t.
  SFOLD_STORAGE_F16,      ///< f16 bits: uint16_t.
  SFOLD_STORAGE_BF16,     ///< bf16 bits: uint16_t.
  SFOLD_STORAGE_NARROW8,  ///< f8 / f6 / f4 bits in the low bits: uint8_t.
  SFOLD_STORAGE_TF32,     ///< tf32 bits in the low 19 bits: uint32_t.
  SFOLD_STORAGE_F32,      ///< float.
  SFOLD_STORAGE_F64,      ///< double.
  SFOLD_STORAGE_C64,      ///< complex<f32>: two floats, real first.
  SFOLD_STORAGE_C128,     ///< complex<f64>: two doubles, real first.
} SfoldStorageKind;

/// Creates a tensor of element type `elementType` (MLIR syntax: `f32`,
/// `bf16`, `i4`, `ui8`, `complex<f64>`, `f8E4M3FN`,
/// `!quant.uniform<i8:f32, 0.5>`, ...) and shape `shape[0..rank)`, copying
/// `sizeInBytes` bytes of elements from `data`. Fails (null tensor, with a
/// diagnostic) if the type is not one the interpreter holds, the size is not
/// that of the shape, or an element is malformed (an i1 other than 0 or 1, a
/// sub-byte integer not extended, bits above a narrow float's width).
SFOLD_CAPI_EXPORTED SfoldTensor sfoldTensorCreate(SfoldContext context,
                                                  SfoldStringRef elementType,
                                                  intptr_t rank,
                                                  const int64_t *shape,
                                                  const void *data,
                                                  size_t sizeInBytes);

/// Destroys a tensor.
SFOLD_CAPI_EXPORTED void sfoldTensorDestroy(SfoldTensor tensor);

/// The rank of `tensor`.
SFOLD_CAPI_EXPORTED intptr_t sfoldTensorGetRank(SfoldTensor tensor);

/// The size of dimension `dim` of `tensor`.
SFOLD_CAPI_EXPORTED int64_t sfoldTensorGetDimSize(SfoldTensor tensor,
                                                  intptr_t dim);

/// The storage of the elements of `tensor`.
SFOLD_CAPI_EXPORTED SfoldStorageKind
sfoldTensorGetStorageKind(SfoldTensor tensor);

/// Prints the element type of `tensor` in MLIR syntax (`f32`, `bf16`, ...).
SFOLD_CAPI_EXPORTED void
sfoldTensorPrintElementType(SfoldTensor tensor, SfoldStringCallback callback,
                            void *userData);

/// Prints `tensor` as an MLIR literal with readable values, as `fold-opt
/// --interpret --entry` prints results: `dense<[1.5, nan]> : tensor<2xf32>`,
/// a row per line from rank 2 (stablehlo_fold/Interpreter/Print.h).
SFOLD_CAPI_EXPORTED void sfoldTensorPrint(SfoldTensor tensor,
                                          SfoldStringCallback callback,
                                          void *userData);

/// The elements of `tensor` (read-only, valid as long as the tensor).
SFOLD_CAPI_EXPORTED const void *sfoldTensorGetData(SfoldTensor tensor);

/// The size of the elements of `tensor` in bytes.
SFOLD_CAPI_EXPORTED size_t sfoldTensorGetSizeInBytes(SfoldTensor tensor);

/// Options of sfoldModuleInterpret.
typedef struct SfoldInterpretOptions {
  /// Stop with an error at the op that would take the work past this many
  /// cost-model units (element operations, multiply-adds, comparisons, 10000
  /// per op run; see docs/interpreter.md, "Budgets"). 0: no limit.
  uint64_t maxWork;
  /// Where `interpreter.probe` writes and `check.expect_serialized_eq` reads
  /// (empty: those ops fail).
  SfoldStringRef probeOutputDir;
  /// Receives what `interpreter.print` and the `check` ops print (null:
  /// discarded).
  SfoldStringCallback output;
  void *outputUserData;
} SfoldInterpretOptions;

/// The default options: no limit, no probe directory, output discarded.
static inline SfoldInterpretOptions sfoldInterpretOptionsGetDefault(void) {
  SfoldInterpretOptions options = {0, {NULL, 0}, NULL, NULL};
  return options;
}

/// Receives a result of sfoldModuleInterpret, which it owns (destroy it with
/// sfoldTensorDestroy).
typedef void (*SfoldTensorCallback)(SfoldTensor result, void *userData);

/// Runs the function `entry` of `module` on `args[0..numArgs)` (not taken
/// over: the caller still destroys them) with `options` (null: the
/// defaults). On success calls `callback` once per result, in order. Fails,
/// with a diagnostic at the function, if the function does not exist, the
/// number or a type of the arguments differs from its signature (arguments
/// must be statically shaped tensors), evaluation fails, a `check` op fails,
/// or a result is not a tensor.
SFOLD_CAPI_EXPORTED SfoldLogicalResult
sfoldModuleInterpret(SfoldModule module, SfoldStringRef entry, intptr_t numArgs,
                     const SfoldTensor *args,
                     const SfoldInterpretOptions *options,
                     SfoldTensorCallback callback, void *userData);

#ifdef __cplusplus
}
#endif

#endif // STABLEHLO_FOLD_C_INTERPRETER_H

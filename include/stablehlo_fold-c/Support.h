/*===-- stablehlo_fold-c/Support.h - C API support types ----------*- C -*-===*\
|*                                                                            *|
|* What every header of the C API uses: the export macro, string references, *|
|* logical results and the string callback. The conventions are MLIR's C     *|
|* API's: handles are structs holding one pointer, created by               *|
|* `sfold<Type>Create...` and freed by `sfold<Type>Destroy`; a null handle   *|
|* (`sfold<Type>IsNull`) means failure; strings are not null-terminated and  *|
|* are handed out through callbacks, valid only during the call.            *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef STABLEHLO_FOLD_C_SUPPORT_H
#define STABLEHLO_FOLD_C_SUPPORT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#if defined(_WIN32)
#define SFOLD_CAPI_EXPORTED __declspec(dllexport)
#else
#define SFOLD_CAPI_EXPORTED __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// A string that the caller owns: `length` bytes at `data`, not necessarily
/// null-terminated.
typedef struct SfoldStringRef {
  const char *data;
  size_t length;
} SfoldStringRef;

/// A string reference to `length` bytes at `data`.
static inline SfoldStringRef sfoldStringRefCreate(const char *data,
                                                  size_t length) {
  SfoldStringRef ref = {data, length};
  return ref;
}

/// A string reference to the null-terminated string `str` (without the
/// null).
static inline SfoldStringRef sfoldStringRefCreateFromCString(const char *str) {
  return sfoldStringRefCreate(str, strlen(str));
}

/// Success or failure of a call; on failure the context's diagnostics say
/// why (sfoldContextGetDiagnostics).
typedef struct SfoldLogicalResult {
  int8_t value;
} SfoldLogicalResult;

static inline bool sfoldLogicalResultIsSuccess(SfoldLogicalResult r) {
  return r.value != 0;
}
static inline bool sfoldLogicalResultIsFailure(SfoldLogicalResult r) {
  return r.value == 0;
}
static inline SfoldLogicalResult sfoldLogicalResultSuccess(void) {
  SfoldLogicalResult r = {1};
  return r;
}
static inline SfoldLogicalResult sfoldLogicalResultFailure(void) {
  SfoldLogicalResult r = {0};
  return r;
}

/// Receives a string in one or more pieces; `userData` is what the caller
/// passed along with the callback. The string is valid only during the call.
typedef void (*SfoldStringCallback)(SfoldStringRef, void *userData);

#ifdef __cplusplus
}
#endif

#endif // STABLEHLO_FOLD_C_SUPPORT_H

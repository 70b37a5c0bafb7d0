/* A C program on the C API of an installed stablehlo-fold
 * (StablehloFold::CAPI): parses a program, folds it with the fold pipeline,
 * prints it, and runs it on an argument. Prints diagnostics and exits 1 on
 * failure. Usage: downstream-capi (no arguments). */

#include "stablehlo_fold-c/Interpreter.h"

#include <stdio.h>

static void printTo(SfoldStringRef s, void *file) {
  fwrite(s.data, 1, s.length, (FILE *)file);
}

static void printResult(SfoldTensor result, void *userData) {
  (void)userData;
  sfoldTensorPrint(result, printTo, stdout);
  printf("\n");
  sfoldTensorDestroy(result);
}

static int fail(SfoldContext context) {
  sfoldContextGetDiagnostics(context, printTo, stderr);
  return 1;
}

int main(void) {
  static const char program[] =
      "func.func @main(%x: tensor<3xi32>) -> tensor<3xi32> {\n"
      "  %c = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>\n"
      "  %d = stablehlo.add %c, %c : tensor<3xi32>\n"
      "  %r = stablehlo.multiply %x, %d : tensor<3xi32>\n"
      "  return %r : tensor<3xi32>\n"
      "}\n";
  SfoldContext context = sfoldContextCreate();
  SfoldModule module = sfoldModuleParse(
      context, sfoldStringRefCreateFromCString(program),
      sfoldStringRefCreateFromCString("program.mlir"));
  if (sfoldModuleIsNull(module))
    return fail(context);
  if (sfoldLogicalResultIsFailure(sfoldModuleRunPassPipeline(
          module, sfoldStringRefCreateFromCString("stablehlo-fold-pipeline"))))
    return fail(context);
  sfoldModulePrint(module, false, printTo, stdout);

  int64_t shape[] = {3};
  int32_t data[] = {10, 20, 30};
  SfoldTensor arg =
      sfoldTensorCreate(context, sfoldStringRefCreateFromCString("i32"), 1,
                        shape, data, sizeof(data));
  if (sfoldTensorIsNull(arg))
    return fail(context);
  if (sfoldLogicalResultIsFailure(sfoldModuleInterpret(
          module, sfoldStringRefCreateFromCString("main"), 1, &arg, NULL,
          printResult, NULL)))
    return fail(context);
  sfoldTensorDestroy(arg);

  /* A wrong argument is a located error, not a crash. */
  if (sfoldLogicalResultIsSuccess(sfoldModuleInterpret(
          module, sfoldStringRefCreateFromCString("main"), 0, NULL, NULL,
          printResult, NULL)))
    return 1;
  sfoldContextGetDiagnostics(context, printTo, stdout);

  sfoldModuleDestroy(module);
  sfoldContextDestroy(context);
  return 0;
}

// As memory_limit.mlir, for a kernel outside GEMM: under a process memory
// limit (ulimit -v, in KiB), the fft's complex<double> working copy (1 GiB
// for a 512 MiB operand, a ScratchBuffer, Fft.cpp) cannot be had: a located
// error and a non-zero exit from --interpret, a declined fold with its
// reason from --fold-constants, never an abort (a std::vector's failure
// was one). One kernel thread and no MLIR threads: thread stacks take
// address space too.
// UNSUPPORTED: sanitizer
// RUN: ulimit -v 1400000 && not fold-opt --interpret --threads=1 --mlir-disable-threading %s 2>&1 | FileCheck %s --check-prefix=RUN-ERR
// RUN: ulimit -v 1400000 && fold-opt --threads=1 --mlir-disable-threading --fold-constants="size-budget=4000000000 work-budget=0 explain" %s 2>&1 | FileCheck %s --check-prefix=FOLD

// RUN-ERR: memory_limit_fft.mlir:[[# @LINE + 5]]:8: error: a tensor of 1 GiB, more memory than the process could get
// FOLD: memory_limit_fft.mlir:[[# @LINE + 4]]:8: remark: not folded: {{.*}}more memory than the process could get
// FOLD: stablehlo.fft
func.func @main() -> tensor<67108864xcomplex<f32>> {
  %a = stablehlo.constant dense<(1.0, 0.0)> : tensor<67108864xcomplex<f32>>
  %f = stablehlo.fft %a, type = FFT, length = [67108864] : (tensor<67108864xcomplex<f32>>) -> tensor<67108864xcomplex<f32>>
  return %f : tensor<67108864xcomplex<f32>>
}

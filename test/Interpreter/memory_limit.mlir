// Under a process memory limit (ulimit -v, in KiB), a program whose working
// memory does not fit is a located error and a non-zero exit, never an
// abort: the 512 MiB operand fits, but the dot_general's working copies (its lhs
// gathered into the contraction's layout, the rhs packed into panels) do
// not. --fold-constants declines the same fold and says why. One kernel
// thread and no MLIR threads: thread stacks take address space too.
// UNSUPPORTED: sanitizer
// RUN: ulimit -v 1400000 && not fold-opt --interpret --threads=1 --mlir-disable-threading %s 2>&1 | FileCheck %s --check-prefix=RUN-ERR
// RUN: ulimit -v 1400000 && fold-opt --threads=1 --mlir-disable-threading --fold-constants="size-budget=4000000000 work-budget=0 explain" %s 2>&1 | FileCheck %s --check-prefix=FOLD

// Which buffer is refused first depends on the instruction set (its panel
// width): one larger than the whole limit is over the per-tensor limit
// (--interpret's is the address-space limit), a smaller one is refused by
// the system.
// RUN-ERR: memory_limit.mlir:[[# @LINE + 5]]:8: error: {{.*(more memory than the process could get|per tensor)}}
// FOLD: memory_limit.mlir:[[# @LINE + 4]]:8: remark: not folded: {{.*}}more memory than the process could get
// FOLD: %0 = stablehlo.dot_general
func.func @main() -> tensor<8x8xf32> {
  %a = stablehlo.constant dense<1.0> : tensor<16777216x8xf32>
  %d = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0] : (tensor<16777216x8xf32>, tensor<16777216x8xf32>) -> tensor<8x8xf32>
  return %d : tensor<8x8xf32>
}

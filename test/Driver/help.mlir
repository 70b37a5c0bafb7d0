// `--help` lists fold-opt's own options and the passes, not LLVM's code
// generation options.
// RUN: fold-opt --help | FileCheck %s
// RUN: fold-opt --help | FileCheck %s --check-prefix=NOISE
// An instruction set fold-opt does not know is an error, not ignored.
// RUN: not fold-opt --kernel-isa=sse9 %s 2>&1 | FileCheck %s --check-prefix=ISA
// ISA: for the --kernel-isa option: Cannot find option named 'sse9'!
// CHECK: fold-opt: verify, interpret and fold StableHLO programs
// CHECK: Available Dialects: {{.*}}check{{.*}}interpreter{{.*}}stablehlo
// CHECK-DAG: --canonicalize
// CHECK-DAG: --inline
// CHECK-DAG: --cse
// CHECK-DAG: --split-input-file
// CHECK-DAG: --threads=<N>
// CHECK-DAG: --kernel-isa=<value>
// CHECK-DAG: --native-loops
// NOISE-NOT: amdgpu
// NOISE-NOT: aarch64

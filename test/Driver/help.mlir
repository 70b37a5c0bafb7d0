// `--help` lists fold-opt's own options and the passes, not LLVM's code
// generation options.
// RUN: fold-opt --help | FileCheck %s
// RUN: fold-opt --help | FileCheck %s --check-prefix=NOISE
// CHECK: fold-opt: verify, interpret and fold StableHLO programs
// CHECK: Available Dialects: {{.*}}check{{.*}}interpreter{{.*}}stablehlo
// CHECK-DAG: --canonicalize
// CHECK-DAG: --inline
// CHECK-DAG: --cse
// CHECK-DAG: --split-input-file
// CHECK-DAG: --threads=<N>
// CHECK-DAG: --kernel-isa=<isa>
// NOISE-NOT: amdgpu
// NOISE-NOT: aarch64

// A wrong expected value must make the run fail.
// RUN: not fold-opt --interpret %S/Inputs/dot_general_wrong.mlir 2>&1 | FileCheck %s
// CHECK: error

// A wrong expected value must make the run fail, naming the element.
// RUN: not fold-opt --interpret %S/Inputs/dot_general_wrong.mlir 2>&1 | FileCheck %s
// CHECK: error: check failed: not bitwise equal in 1 of 4 elements; first at [1, 1]: actual 7, expected 8

//===- ElementwisePatterns.td - DRR patterns, elementwise ops -*- tablegen -*-===//
//
// Structural patterns of the elementwise family, written in DRR. Each starts
// with a `// Pattern:` line, which docs/generated/Canonicalization.md lists.
// A value replaces a result only when its type is exactly the result's type
// (results may refine `?` dimensions of their operands). The predicates used
// here are defined in ElementwisePatterns.cpp before the generated code.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "stablehlo_fold/Dialect/ElementwiseOps.td"

/// $0 and $1 have the same type, so that one may replace the other.
def SameType : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;

/// Elements of $0 are integers, floats or complex numbers, not quantized.
def NotQuantized : Constraint<CPred<"!isQuantizedTensor($0.getType())">,
                              "not quantized">;

/// Elements of $0 are integers or floats (neither complex nor quantized).
def IntOrFloat : Constraint<CPred<"isIntOrFloatTensor($0.getType())">,
                            "integer or float elements">;

// Pattern: not(not(x)) -> x (integers and booleans)
def NotOfNot : Pat<(Stablehlo_NotOp:$res (Stablehlo_NotOp $x)),
                   (replaceWithValue $x), [(SameType $x, $res)]>;

// Pattern: negate(negate(x)) -> x (integers wrap, so -(-INT_MIN) is INT_MIN;
// float and complex negation only flips sign bits, so NaN and -0.0 are kept;
// not quantized)
def NegateOfNegate : Pat<(Stablehlo_NegateOp:$res (Stablehlo_NegateOp $x)),
                         (replaceWithValue $x),
                         [(SameType $x, $res), (NotQuantized $x)]>;

// Pattern: abs(abs(x)) -> abs(x) (signed integers: abs(INT_MIN) is INT_MIN,
// whose abs is itself; floats: abs clears the sign bit; not complex, whose
// NaN modulus may carry a sign, and not quantized)
def AbsOfAbs : Pat<(Stablehlo_AbsOp:$res (Stablehlo_AbsOp:$inner $x)),
                   (replaceWithValue $inner),
                   [(SameType $inner, $res), (IntOrFloat $x)]>;

// Pattern: real(complex(a, b)) -> a
def RealOfComplex : Pat<(Stablehlo_RealOp:$res (Stablehlo_ComplexOp $a, $b)),
                        (replaceWithValue $a), [(SameType $a, $res)]>;

// Pattern: imag(complex(a, b)) -> b
def ImagOfComplex : Pat<(Stablehlo_ImagOp:$res (Stablehlo_ComplexOp $a, $b)),
                        (replaceWithValue $b), [(SameType $b, $res)]>;

// Pattern: complex(real(z), imag(z)) -> z
def ComplexOfRealImag : Pat<(Stablehlo_ComplexOp:$res (Stablehlo_RealOp $z),
                                                      (Stablehlo_ImagOp $z)),
                            (replaceWithValue $z), [(SameType $z, $res)]>;

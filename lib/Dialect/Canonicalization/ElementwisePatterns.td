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
include "Canonicalization/PatternUtils.td"
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
                   (ForwardKeepingAttrs $res, $x),
                   [(SameType $x, $res), (KeepsAttrs $res, $x)]>;

// Pattern: negate(negate(x)) -> x (integers wrap, so -(-INT_MIN) is INT_MIN;
// float and complex negation only flips sign bits, so NaN and -0.0 are kept;
// not quantized)
def NegateOfNegate : Pat<(Stablehlo_NegateOp:$res (Stablehlo_NegateOp $x)),
                         (ForwardKeepingAttrs $res, $x),
                         [(SameType $x, $res), (NotQuantized $x),
                          (KeepsAttrs $res, $x)]>;

// Pattern: abs(abs(x)) -> abs(x) (signed integers: abs(INT_MIN) is INT_MIN,
// whose abs is itself; floats: abs clears the sign bit; not complex, whose
// NaN modulus may carry a sign, and not quantized)
def AbsOfAbs : Pat<(Stablehlo_AbsOp:$res (Stablehlo_AbsOp:$inner $x)),
                   (ForwardKeepingAttrs $res, $inner),
                   [(SameType $inner, $res), (IntOrFloat $x),
                    (KeepsAttrs $res, $inner)]>;

// Pattern: real(complex(a, b)) -> a
def RealOfComplex : Pat<(Stablehlo_RealOp:$res (Stablehlo_ComplexOp $a, $b)),
                        (ForwardKeepingAttrs $res, $a),
                        [(SameType $a, $res), (KeepsAttrs $res, $a)]>;

// Pattern: imag(complex(a, b)) -> b
def ImagOfComplex : Pat<(Stablehlo_ImagOp:$res (Stablehlo_ComplexOp $a, $b)),
                        (ForwardKeepingAttrs $res, $b),
                        [(SameType $b, $res), (KeepsAttrs $res, $b)]>;

// Pattern: complex(real(z), imag(z)) -> z
def ComplexOfRealImag : Pat<(Stablehlo_ComplexOp:$res (Stablehlo_RealOp $z),
                                                      (Stablehlo_ImagOp $z)),
                            (ForwardKeepingAttrs $res, $z),
                            [(SameType $z, $res), (KeepsAttrs $res, $z)]>;

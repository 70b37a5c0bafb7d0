#!/usr/bin/env python3
"""Reference results for the correctly rounded functions of CrMath.h.

Evaluates each function with mpmath (120 bits) on every finite value of the
small float formats (f16, bf16, every f8 / f6 / f4; pow and atan2 on
sampled pairs) and on sampled f32 and f64 values, rounds to the format
(nearest even), and
  --gen FILE  writes the FNV-1a hash of the correctly rounded results per
              (function, format) as C++ (unittests/Interpreter/
              CrMathReference.inc, checked by CrMathTest);
  --table     runs crmath-eval on the same inputs and prints the worst
              error in ulps per (function, format), how many inputs it was
              measured on and how many results differ from the correctly
              rounded ones (the table of docs/interpreter.md).
Needs Debian's python3-mpmath. Examples:
  /usr/bin/python3 scripts/crmath-reference.py --gen unittests/Interpreter/CrMathReference.inc
  /usr/bin/python3 scripts/crmath-reference.py --table --eval build/bin/crmath-eval
  /usr/bin/python3 scripts/crmath-reference.py --table --formats f32 --samples 200000
"""
import argparse, math, struct, subprocess
import mpmath
from mpmath import mp, mpf

mp.prec = 120

UNARY = ["exp", "expm1", "log", "log1p", "logistic", "sin", "cos", "tan",
         "tanh", "sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh",
         "atanh", "cbrt", "rsqrt", "erf", "erfc", "lgamma", "digamma"]
BINARY = ["pow", "atan2"]

def ref_unary(name, x):
    """The exact value as an mpf, or a float for inf / nan / exact cases."""
    x = mpf(x)
    f = {
        "exp": mpmath.exp, "expm1": mpmath.expm1, "log": mpmath.log,
        "log1p": mpmath.log1p,
        "logistic": lambda v: 1 / (1 + mpmath.exp(-v)),
        "sin": mpmath.sin, "cos": mpmath.cos, "tan": mpmath.tan,
        "tanh": mpmath.tanh, "sinh": mpmath.sinh, "cosh": mpmath.cosh,
        "asin": mpmath.asin, "acos": mpmath.acos, "atan": mpmath.atan,
        "asinh": mpmath.asinh, "acosh": mpmath.acosh, "atanh": mpmath.atanh,
        "cbrt": lambda v: mpmath.sign(v) * mpmath.cbrt(abs(v)),
        "rsqrt": lambda v: 1 / mpmath.sqrt(v), "erf": mpmath.erf,
        # mpmath's erfc fails far out; below 2^-1075 / within 2^-54 of 2.
        "erfc": lambda v: (mpf(0) if v > 30 else mpf(2) if v < -30
                           else mpmath.erfc(v)),
        "lgamma": lambda v: mpmath.re(mpmath.loggamma(v)),
        "digamma": mpmath.digamma,
    }[name]
    return f(x)

# Formats: name -> (precision, min normal exponent, value list builder)
def ieee_values(ebits, mbits, bias=None, finite_only=False, nan_top=False):
    """Every finite value of a small binary format (both zeros once)."""
    bias = (1 << (ebits - 1)) - 1 if bias is None else bias
    vals = []
    for e in range(1 << ebits):
        for m in range(1 << mbits):
            if not finite_only and e == (1 << ebits) - 1:
                continue  # inf / nan
            if nan_top and e == (1 << ebits) - 1 and m == (1 << mbits) - 1:
                continue
            if e == 0:
                v = m * 2.0 ** (1 - bias - mbits)
            else:
                v = (1 + m / 2.0 ** mbits) * 2.0 ** (e - bias)
            vals.append(v)
    out = []
    for v in vals:
        out.append(v)
        if v != 0:
            out.append(-v)
    return out

FORMATS = {
    # name: (precision, minExponent, values)
    "f16": (11, -14, lambda: ieee_values(5, 10)),
    "bf16": (8, -126, lambda: ieee_values(8, 7)),
    "f8E5M2": (3, -14, lambda: ieee_values(5, 2)),
    "f8E4M3FN": (4, -6, lambda: ieee_values(4, 3, finite_only=True, nan_top=True)),
    "f8E4M3": (4, -6, lambda: ieee_values(4, 3)),
    "f8E3M4": (5, -2, lambda: ieee_values(3, 4)),
    "f6E3M2FN": (3, -2, lambda: ieee_values(3, 2, finite_only=True)),
    "f6E2M3FN": (4, 0, lambda: ieee_values(2, 3, finite_only=True)),
    "f4E2M1FN": (2, 0, lambda: ieee_values(2, 1, finite_only=True)),
}

def round_to(v, p, emin):
    """mpf v rounded to nearest-even at precision p, min exponent emin, as a
    Python float (exponent unbounded above: inf past the double range)."""
    sign, man, exp, bc = v._mpf_
    if man == 0:
        return 0.0
    e = exp + bc - 1
    q = max(e, emin) - (p - 1)
    shift = q - exp
    if shift > bc:  # below half the quantum
        return -0.0 if sign else 0.0
    if shift > 0:
        rem = man & ((1 << shift) - 1)
        half = 1 << (shift - 1)
        man >>= shift
        if rem > half or (rem == half and man & 1):
            man += 1
        exp = q
    try:
        r = math.ldexp(man, exp)
    except OverflowError:
        r = math.inf
    return -r if sign else r

def ulp_error(got, exact, p, emin):
    """|got - exact| in ulps of the format at the exact value."""
    sign, man, exp, bc = exact._mpf_
    e = max(exp + bc - 1, emin) if man else emin
    return float(abs(mpf(got) - exact) * mpmath.ldexp(1, (p - 1) - e))

def exact_unary(name, x):
    """The exact value, or None where the function is special (nan / inf /
    pole / complex): those are checked by the unit tests directly."""
    try:
        v = ref_unary(name, x)
    except (ValueError, ZeroDivisionError):
        return None
    if isinstance(v, mpmath.mpc) or not mpmath.isfinite(v):
        return None
    return v

def fnv(values):
    h = 0xcbf29ce484222325
    for v in values:
        b = struct.pack("<d", 0.0 if v is None or not math.isfinite(v) else v)
        for byte in b:
            h ^= byte
            h = (h * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h

class SplitMix64:
    """The generator CrMathTest.cpp uses for the same samples."""
    def __init__(self, seed):
        self.state = seed
    def next(self):
        M = 0xFFFFFFFFFFFFFFFF
        self.state = (self.state + 0x9E3779B97F4A7C15) & M
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M
        return z ^ (z >> 31)

def f32_samples(n):
    """n random f32 bit patterns (the finite ones), then the floats nearest
    k pi/2 for k = 1..n/8 (hard cases of the trigonometric reduction)."""
    g = SplitMix64(32)
    out = []
    for _ in range(n):
        v = struct.unpack("<f", struct.pack("<I", g.next() & 0xFFFFFFFF))[0]
        if math.isfinite(v):
            out.append(v)
    for k in range(1, n // 8 + 1):
        out.append(struct.unpack("<f", struct.pack("<f", k * math.pi / 2))[0])
    return out

def f64_samples(n):
    """The same for f64."""
    g = SplitMix64(64)
    out = []
    for _ in range(n):
        v = struct.unpack("<d", struct.pack("<Q", g.next()))[0]
        if math.isfinite(v):
            out.append(v)
    for k in range(1, n // 8 + 1):
        out.append(k * math.pi / 2)
    return out

def pair_samples(values, n, seed):
    """n pairs of values picked by index (a format's value list)."""
    g = SplitMix64(seed)
    return [(values[g.next() % len(values)], values[g.next() % len(values)])
            for _ in range(n)]

def exact_binary(name, x, y):
    try:
        if name == "pow":
            v = mpmath.power(mpf(x), mpf(y))
        else:
            v = mpmath.atan2(mpf(x), mpf(y))
    except (ValueError, ZeroDivisionError):
        return None
    if isinstance(v, mpmath.mpc) or not mpmath.isfinite(v):
        return None
    return v

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--gen")
    ap.add_argument("--table", action="store_true")
    ap.add_argument("--eval", default="build/bin/crmath-eval")
    ap.add_argument("--formats", default=",".join(FORMATS) + ",f32,f64")
    ap.add_argument("--ops", default=",".join(UNARY + BINARY))
    ap.add_argument("--samples", type=int, default=4096,
                    help="f32 / f64 unary samples (and binary pairs)")
    args = ap.parse_args()
    fmts = [f for f in args.formats.split(",") if f]
    ops = [o for o in args.ops.split(",") if o]
    lines = []
    for fname in fmts:
        if fname == "f32":
            p, emin, xs = 24, -126, f32_samples(args.samples)
            pool = xs
        elif fname == "f64":
            p, emin, xs = 53, -1022, f64_samples(args.samples)
            pool = xs
        else:
            p, emin, build = FORMATS[fname]
            xs = build()
            pool = xs
        for op in ops:
            binary = op in BINARY
            if binary:
                inputs = pair_samples(pool, args.samples, 7)
                exact = [exact_binary(op, x, y) for x, y in inputs]
                text = "".join("%s %s\n" % (float.hex(x), float.hex(y))
                               for x, y in inputs)
            else:
                inputs = xs
                exact = [exact_unary(op, x) for x in xs]
                text = "".join(float.hex(x) + "\n" for x in xs)
            ref = [None if v is None else round_to(v, p, emin) for v in exact]
            if args.gen:
                lines.append('  {"%s", "%s", %d, 0x%016XULL},' %
                             (op, fname, len(inputs), fnv(ref)))
            if args.table:
                out = subprocess.run(
                    [args.eval, op, str(p), str(emin)], input=text,
                    capture_output=True, text=True, check=True).stdout.split()
                worst, checked, wrong = 0.0, 0, 0
                for v, r, got in zip(exact, ref, out):
                    if r is None:
                        continue
                    g = float.fromhex(got)
                    if math.isinf(g) or math.isinf(r):
                        wrong += g != r
                        continue  # overflow: compared, not measured
                    worst = max(worst, ulp_error(g, v, p, emin))
                    checked += 1
                    wrong += g != r
                print("| %s | %s | %.6f | %d | %d |"
                      % (op, fname, worst, checked, wrong), flush=True)
    if args.gen:
        with open(args.gen, "w") as f:
            f.write("// Generated by scripts/crmath-reference.py --gen: FNV-1a of the\n"
                    "// correctly rounded results (doubles; 0 where not finite).\n")
            f.write("\n".join(lines) + "\n")

if __name__ == "__main__":
    main()

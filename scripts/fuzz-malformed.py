#!/usr/bin/env python3
"""Feeds fold-opt mutated programs and reports any crash.

Takes the conformance programs (read in place, never copied), applies one
random mutation to each copy (an integer literal replaced by an edge value,
a dimension of a tensor type changed, an element type swapped, a static
dimension made `?` with a bound that may be wrong, a region's terminator or
block header deleted, a token deleted), and runs fold-opt on the result: plain (parse + verify), then,
when that succeeds, with --canonicalize, --inline --fold-constants,
--stablehlo-refine-shapes --stablehlo-canonicalize-dynamism and --interpret. A run "crashes" when fold-opt dies by a signal or prints an
LLVM stack dump / assertion; a clean error exit is the expected outcome
for malformed input. Crashing inputs are kept in $TMPDIR/fold-opt-fuzz.

Usage: scripts/fuzz-malformed.py [--fold-opt build/bin/fold-opt]
           [--root ../shared/conformance] [-n 2000] [--seed 1] [-j 2]
The last line is 'N runs, M crashes'; the exit status is 1 on any crash.
"""
import argparse
import concurrent.futures as cf
import os
import random
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
EDGE = ["0", "-1", "1", "2", "3", "-2", "7", "64", "4294967296",
        "9223372036854775807", "-9223372036854775808"]
ELEMENT_TYPES = ["i1", "i8", "ui8", "i32", "i64", "f16", "bf16", "f32",
                 "f64", "complex<f32>", "f8E4M3FN", "i4"]
KEEP = os.path.join(tempfile.gettempdir(), "fold-opt-fuzz")
CRASH = re.compile(r"Stack dump|PLEASE submit|Assertion .* failed|"
                   r"UNREACHABLE executed|LLVM ERROR")


def mutate(text, rng):
    kind = rng.randrange(6)
    if kind == 4:  # a static dimension made `?` with a (possibly wrong) bound
        spots = [m for m in re.finditer(
            r"tensor<((?:\d+x)+)(i\d+|ui\d+|f\d+|bf16)>", text)]
        if spots:
            m = rng.choice(spots)
            dims = m.group(1).split("x")[:-1]
            i = rng.randrange(len(dims))
            bound = rng.choice([dims[i], "0", "1", str(int(dims[i]) + 5),
                                "9223372036854775807"])
            dims[i] = "?"
            bounds = ["?"] * len(dims)
            bounds[i] = bound
            new = ("tensor<" + "x".join(dims) + "x" + m.group(2) +
                   ", #stablehlo.bounds<" + ", ".join(bounds) + ">>")
            return text[:m.start()] + new + text[m.end():], "bound"
    if kind == 5:  # a region's terminator or block header deleted
        spots = [m for m in re.finditer(
            r"^[ \t]*(?:stablehlo\.return|\"stablehlo\.return\"|\^bb\d*).*$",
            text, re.M)]
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + text[m.end():], "region"
    if kind == 0:  # an integer literal
        spots = [m for m in re.finditer(r"(?<![\w.#%])-?\d+(?![\w.])", text)]
        if spots:
            m = rng.choice(spots)
            return text[:m.start()] + rng.choice(EDGE) + text[m.end():], "int"
    if kind == 1:  # a dimension of a tensor type
        spots = [m for m in re.finditer(r"tensor<((?:\d+x)+)", text)]
        if spots:
            m = rng.choice(spots)
            dims = m.group(1).split("x")[:-1]
            i = rng.randrange(len(dims))
            dims[i] = rng.choice(["0", "1", "?", "3", "1000000"])
            new = "tensor<" + "x".join(dims) + "x"
            return text[:m.start()] + new + text[m.end():], "dim"
    if kind == 2:  # an element type
        spots = [m for m in re.finditer(r"x(i1|i8|ui8|i16|ui16|i32|ui32|i64|"
                                        r"ui64|f16|bf16|f32|f64)>", text)]
        if spots:
            m = rng.choice(spots)
            return (text[:m.start()] + "x" + rng.choice(ELEMENT_TYPES) + ">" +
                    text[m.end():]), "type"
    # a token deleted
    tokens = [m for m in re.finditer(r"[\w%#@.]+|[\[\](){}<>,:=]", text)]
    m = rng.choice(tokens)
    return text[:m.start()] + text[m.end():], "delete"


def run(fold_opt, args, path):
    try:
        p = subprocess.run([fold_opt, *args, path], capture_output=True,
                           text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return "timeout", ""
    if p.returncode < 0 or CRASH.search(p.stderr):
        return "crash", p.stderr[-2000:]
    return ("ok" if p.returncode == 0 else "error"), ""


def one(fold_opt, source, seed, tmpdir, mutate_source=True):
    rng = random.Random(seed)
    with open(source, encoding="utf-8") as f:
        text = f.read()
    mutated, kind = (mutate(text, rng) if mutate_source
                     else (text, "chlo"))
    path = os.path.join(tmpdir, "m%d.mlir" % seed)
    with open(path, "w", encoding="utf-8") as f:
        f.write(mutated)
    results = []
    status, err = run(fold_opt, [], path)
    results.append(("verify", status, err))
    if status == "ok":
        for args in (["--canonicalize"], ["--inline", "--fold-constants"],
                     ["--stablehlo-refine-shapes",
                      "--stablehlo-canonicalize-dynamism"],
                     ["--interpret"]):
            s, e = run(fold_opt, args, path)
            results.append((" ".join(args), s, e))
    if any(status in ("crash", "timeout") for _, status, _ in results):
        os.makedirs(KEEP, exist_ok=True)
        kept = os.path.join(KEEP, "crash-%d.mlir" % seed)
        os.replace(path, kept)
        path = kept
    else:
        os.unlink(path)
    return source, kind, results, path


# --- chlo (broadcast_*, constant_like, zeta, ...): hand-written malformed
# forms and mutations of a valid program, through the same runs. -----------
CHLO_SEED = """func.func @main() -> (tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>) {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[1.0, 2.0, 4.0]> : tensor<3xf32>
  %i = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %j = stablehlo.constant dense<[0, 1]> : tensor<2xi32>
  %p = stablehlo.constant dense<[true, false, true]> : tensor<3xi1>
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.broadcast_zeta %0, %b {broadcast_dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %2 = chlo.broadcast_compare %1, %b {comparison_direction = #chlo<comparison_direction LT>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xi1>
  %3 = chlo.broadcast_divide %i, %j {broadcast_dimensions = array<i64: 0>} : (tensor<2x3xi32>, tensor<2xi32>) -> tensor<2x3xi32>
  %4 = chlo.broadcast_select %p, %1, %a : (tensor<3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  %5 = chlo.polygamma %4, %a : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %6 = "chlo.constant_like"(%5) <{value = 1.0 : f32}> : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %7 = chlo.square %6 : tensor<2x3xf32> -> tensor<2x3xf32>
  %8 = chlo.is_inf %7 : tensor<2x3xf32> -> tensor<2x3xi1>
  %9 = chlo.broadcast_and %8, %2 : (tensor<2x3xi1>, tensor<2x3xi1>) -> tensor<2x3xi1>
  return %7, %9, %3 : tensor<2x3xf32>, tensor<2x3xi1>, tensor<2x3xi32>
}
"""
CHLO_MALFORMED = [
    # broadcast_dimensions: negative, huge, repeated, too many, on equal ranks
    'func.func @main(%a: tensor<2x3xf32>, %b: tensor<3xf32>) -> tensor<2x3xf32> {\n'
    '  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: DIMS>} : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>\n'
    '  return %0 : tensor<2x3xf32>\n}\n'.replace("DIMS", d)
    for d in ["-1", "9223372036854775807", "0, 0", "0, 1, 2", ""]
] + [
    # shapes that do not broadcast, or only at run time
    'func.func @main() -> tensor<?xf32> {\n'
    '  %a = stablehlo.constant dense<1.0> : tensor<2xf32>\n'
    '  %b = stablehlo.constant dense<1.0> : tensor<3xf32>\n'
    '  %c = tensor.cast %a : tensor<2xf32> to tensor<?xf32>\n'
    '  %0 = chlo.broadcast_multiply %c, %b : (tensor<?xf32>, tensor<3xf32>) -> tensor<?xf32>\n'
    '  return %0 : tensor<?xf32>\n}\n',
    'func.func @main(%p: tensor<4xi1>, %a: tensor<3xf32>) -> tensor<3xf32> {\n'
    '  %0 = chlo.broadcast_select %p, %a, %a : (tensor<4xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>\n'
    '  return %0 : tensor<3xf32>\n}\n',
    # compare without its direction / with a bad type; constant_like oddities
    'func.func @main(%a: tensor<2xf32>) -> tensor<2xi1> {\n'
    '  %0 = chlo.broadcast_compare %a, %a {comparison_direction = #chlo<comparison_type FLOAT>} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>\n'
    '  return %0 : tensor<2xi1>\n}\n',
    'func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {\n'
    '  %0 = "chlo.constant_like"(%a) <{value = "x"}> : (tensor<2xf32>) -> tensor<2xf32>\n'
    '  return %0 : tensor<2xf32>\n}\n',
    'func.func @main() -> tensor<0x4xf32> {\n'
    '  %a = stablehlo.constant dense<> : tensor<0x4xf32>\n'
    '  %0 = "chlo.constant_like"(%a) <{value = 2.0 : f32}> : (tensor<0x4xf32>) -> tensor<0x4xf32>\n'
    '  %1 = chlo.broadcast_zeta %0, %a : (tensor<0x4xf32>, tensor<0x4xf32>) -> tensor<0x4xf32>\n'
    '  return %1 : tensor<0x4xf32>\n}\n',
    'func.func @main() -> tensor<2xi64> {\n'
    '  %0 = chlo.constant dense<[1, 2]> : tensor<3xi64>\n'
    '  return %0 : tensor<2xi64>\n}\n',
    # large / extreme operands of zeta and polygamma (bounded loops)
    'func.func @main() -> (tensor<6xf64>, tensor<6xf64>) {\n'
    '  %x = stablehlo.constant dense<[1.0e300, 2.0, 4.0, 1.0e10, 3.0, 0x7FF0000000000000]> : tensor<6xf64>\n'
    '  %q = stablehlo.constant dense<[1.0e-300, -1.0e15, -4503599627370495.5, 1.0e-10, -0.5, -0.5]> : tensor<6xf64>\n'
    '  %0 = chlo.zeta %x, %q : tensor<6xf64>, tensor<6xf64> -> tensor<6xf64>\n'
    '  %1 = chlo.polygamma %x, %q : tensor<6xf64>, tensor<6xf64> -> tensor<6xf64>\n'
    '  return %0, %1 : tensor<6xf64>, tensor<6xf64>\n}\n',
    # quantized broadcast operands (verify; the interpreter declines)
    'func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 2.0:15>>, %b: tensor<!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>> {\n'
    '  %0 = chlo.broadcast_add %a, %b : (tensor<2x!quant.uniform<i8:f32, 2.0:15>>, tensor<!quant.uniform<i8:f32, 3.0:15>>) -> tensor<2x!quant.uniform<i8:f32, 2.0:15>>\n'
    '  return %0 : tensor<2x!quant.uniform<i8:f32, 2.0:15>>\n}\n',
]


def chlo_runs(fold_opt, n, seed, tmpdir):
    """The malformed chlo programs, then `n` mutations of CHLO_SEED: yields
    one()'s results for each."""
    rng = random.Random(seed)
    texts = list(CHLO_MALFORMED)
    texts += [mutate(CHLO_SEED, rng)[0] for _ in range(n)]
    for k, text in enumerate(texts):
        path = os.path.join(tmpdir, "chlo%d.mlir" % k)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        yield one(fold_opt, path, seed * 7919 + k, tmpdir, mutate_source=False)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fold-opt",
                    default=os.path.join(HERE, "..", "build", "bin", "fold-opt"))
    ap.add_argument("--root",
                    default=os.path.join(HERE, "..", "..", "shared", "conformance"))
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--chlo", type=int, default=100,
                    help="mutations of the chlo seed program (after the "
                         "hand-written malformed chlo programs)")
    a = ap.parse_args()
    sources = sorted(os.path.join(d, f) for d, _, fs in os.walk(a.root)
                     for f in fs if f.endswith(".mlir"))
    rng = random.Random(a.seed)
    picks = [(rng.choice(sources), a.seed * 1000003 + i) for i in range(a.n)]
    runs = crashes = 0
    outcomes = {}
    kinds = {}
    with tempfile.TemporaryDirectory() as tmpdir, \
            cf.ThreadPoolExecutor(max_workers=a.j) as ex:
        futures = [ex.submit(one, a.fold_opt, s, seed, tmpdir)
                   for s, seed in picks]
        chlo = [ex.submit(lambda: list(chlo_runs(a.fold_opt, a.chlo, a.seed,
                                                 tmpdir)))]
        done = [f.result() for f in cf.as_completed(futures)]
        done += chlo[0].result()
        for source, kind, results, kept in done:
            kinds[kind] = kinds.get(kind, 0) + 1
            for what, status, err in results:
                runs += 1
                outcomes[(what, status)] = outcomes.get((what, status), 0) + 1
                if status in ("crash", "timeout"):
                    crashes += status == "crash"
                    print("%s: %s (%s mutation, kept as %s) under '%s':\n%s"
                          % (status.upper(), source, kind, kept, what, err))
    for (what, status), n in sorted(outcomes.items()):
        print("  %-28s %-8s %d" % (what, status, n))
    print("  mutations: " + ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
    print("%d runs, %d crashes" % (runs, crashes))
    return 1 if crashes else 0


if __name__ == "__main__":
    sys.exit(main())

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


def one(fold_opt, source, seed, tmpdir):
    rng = random.Random(seed)
    with open(source, encoding="utf-8") as f:
        text = f.read()
    mutated, kind = mutate(text, rng)
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


# --- producer forms (wip/producer): what JAX/XLA exports carry, malformed.
# Each program is written to the temporary directory and mutated like the
# conformance programs, PRODUCER_MUTATIONS times each.
PRODUCER_MUTATIONS = 25
PRODUCER_CASES = [
    # result_accuracy: negative, wrong-mode and unordered tolerances.
    """func.func @main(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 1.0, rtol = -0.5, ulps = 3, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  %1 = stablehlo.tanh %0 {result_accuracy = #stablehlo.result_accuracy<ulps = 2, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %1 : tensor<2xf32>
}
""",
    # type_extensions bounds of the wrong rank and on static dimensions.
    """func.func @main(%a: tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, 4, ?]>>) -> tensor<?x4xf32> {
  %0 = stablehlo.abs %a : tensor<?x4xf32, #stablehlo.type_extensions<bounds = [8, ?]>>
  return %0 : tensor<?x4xf32>
}
""",
    # i1 hex constants: bytes other than 0/1, wrong sizes.
    """func.func @main() -> tensor<4xi1> {
  %0 = stablehlo.constant dense<"0x01000203"> : tensor<4xi1>
  %1 = stablehlo.constant dense<"0x0100"> : tensor<4xi1>
  %2 = stablehlo.not %0 : tensor<4xi1>
  return %2 : tensor<4xi1>
}
""",
    # custom_call layouts, aliases and backend_config out of range.
    """func.func @main(%a: tensor<3x3xf32>) -> tensor<3x3xf32> {
  %0 = stablehlo.custom_call @f(%a) {api_version = 4 : i32, backend_config = {k = 1 : i32}, operand_layouts = [dense<[1, 0]> : tensor<2xindex>], result_layouts = [dense<[0, 1]> : tensor<2xindex>], output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [], operand_index = 0, operand_tuple_indices = []>]} : (tensor<3x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
""",
    # index shape operands flowing from shape/tensor/arith ops.
    """func.func @main(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %0 = shape.shape_of %a : tensor<2x3xf32> -> tensor<2xindex>
  %c = arith.constant dense<[3, 2]> : tensor<2xindex>
  %i = arith.index_cast %c : tensor<2xindex> to tensor<2xi32>
  %1 = stablehlo.dynamic_reshape %a, %c : (tensor<2x3xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %2 = stablehlo.dynamic_iota %0, dim = 1 : (tensor<2xindex>) -> tensor<?x?xf32>
  %3 = stablehlo.add %1, %2 : tensor<?x?xf32>
  return %3 : tensor<?x?xf32>
}
""",
    # compare types that name no order of the elements.
    """func.func @main() -> tensor<2xi1> {
  %a = stablehlo.constant dense<[1, -1]> : tensor<2xi32>
  %0 = stablehlo.compare LT, %a, %a, UNSIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %1 = stablehlo.compare LT, %a, %a, TOTALORDER : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1>
  %2 = stablehlo.and %0, %1 : tensor<2xi1>
  return %2 : tensor<2xi1>
}
""",
]


def write_producer_cases(tmpdir):
    """The PRODUCER_CASES as files in `tmpdir`."""
    paths = []
    for i, text in enumerate(PRODUCER_CASES):
        path = os.path.join(tmpdir, "producer%d.mlir" % i)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        paths.append(path)
    return paths


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fold-opt",
                    default=os.path.join(HERE, "..", "build", "bin", "fold-opt"))
    ap.add_argument("--root",
                    default=os.path.join(HERE, "..", "..", "shared", "conformance"))
    ap.add_argument("-n", type=int, default=2000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("-j", type=int, default=os.cpu_count() or 1)
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
        picks += [(path, a.seed * 1000003 + a.n + i * PRODUCER_MUTATIONS + k)
                  for i, path in enumerate(write_producer_cases(tmpdir))
                  for k in range(PRODUCER_MUTATIONS)]
        futures = [ex.submit(one, a.fold_opt, s, seed, tmpdir)
                   for s, seed in picks]
        for fut in cf.as_completed(futures):
            source, kind, results, kept = fut.result()
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

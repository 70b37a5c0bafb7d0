#!/usr/bin/env python3
"""Refinement against dynamic interpretation on JAX's shape-polymorphic programs.

For every program of the dynamic test data (../shared/conformance/testdata/dynamic/ by default)
whose @main takes exactly one leading dimension argument (a scalar integer %arg0, the size of the
`?` dimensions of the other arguments), and for each size N of --sizes (1 and 3):

  1. makes random inputs: %arg0 = N, the other arguments with every `?` set to N;
  2. runs the program as it is: `fold-opt --interpret --entry=main --input=...npy` (dynamic
     interpretation: shapes come from the values);
  3. refines it for N: `fold-opt --stablehlo-specialize="types=... args=N"` (the argument types
     made static, %arg0 bound to N; refine-arguments, then refine-shapes,
     canonicalize-dynamism and check-shape-assertions to a fixed point), or with
     --pipeline=passes `--stablehlo-refine-arguments="types=... args=N"
     --stablehlo-refine-shapes --stablehlo-canonicalize-dynamism
     --stablehlo-check-shape-assertions` (one round);
  4. checks that no `?` is left in the refined module and that it verifies;
  5. runs the refined program on the same inputs and compares the results bit for bit.

A pair (program, N) passes when every step succeeds. The last line printed is
'N passed, M failed'; the failures are grouped by the step that failed.

  --expect FILE   fail (exit 1) if a pair listed in FILE does not pass (the ratchet)
  --update FILE   write the passing pairs to FILE
  --dynamic-only  stop after step 2 (dynamic interpretation alone)

Exit status: 0 unless --expect names a pair that did not pass, or usage errors.
"""
import argparse
import collections
import concurrent.futures as cf
import glob
import hashlib
import os
import random
import re
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
DEFAULT_TESTDATA = os.path.join(ROOT, "..", "shared", "conformance", "testdata", "dynamic")

MAIN_RE = re.compile(r"func\.func\s+(?:public\s+)?@main\((.*?)\)\s*(?:->|\{)", re.S)
TYPE_RE = re.compile(r"tensor<((?:[0-9?]+x)*)([a-z][a-z0-9]*|complex<f(?:32|64)>)>")
ARG_RE = re.compile(r"%arg\d+\s*:\s*(tensor<(?:[^<>]|<[^<>]*>)*>)")
SCALAR_INT = {"tensor<i64>", "tensor<i32>"}
INTS = {"i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"}

# element type -> (.npy dtype, struct format or None, generator kind)
DTYPES = {
    "i1": ("|b1", "B", "bool"),
    "i8": ("|i1", "b", "int"), "i16": ("<i2", "<h", "int"),
    "i32": ("<i4", "<i", "int"), "i64": ("<i8", "<q", "int"),
    "ui8": ("|u1", "B", "uint"), "ui16": ("<u2", "<H", "uint"),
    "ui32": ("<u4", "<I", "uint"), "ui64": ("<u8", "<Q", "uint"),
    "f16": ("<f2", "<e", "float"), "bf16": ("<V2", None, "bf16"),
    "f32": ("<f4", "<f", "float"), "f64": ("<f8", "<d", "float"),
    "complex<f32>": ("<c8", "<ff", "complex"), "complex<f64>": ("<c16", "<dd", "complex"),
}


def parse_type(text):
    """'tensor<?x4xf32>' -> ([None, 4], 'f32'), or None."""
    m = TYPE_RE.fullmatch(text)
    if not m:
        return None
    dims = [None if d == "?" else int(d) for d in m.group(1).split("x") if d]
    return dims, m.group(2)


def main_arguments(text):
    m = MAIN_RE.search(text)
    return ARG_RE.findall(m.group(1)) if m else None


def selected(path):
    """The argument types of @main if the program has one leading dimension argument."""
    args = main_arguments(open(path).read())
    if not args or args[0] not in SCALAR_INT:
        return None
    if len(args) > 1 and args[1] in SCALAR_INT:
        return None  # a second dimension argument
    if not any("?" in a for a in args[1:]):
        return None
    return args


def npy_bytes(dims, elem, values_raw):
    dtype = DTYPES[elem][0]
    shape = "(" + "".join("%d, " % d for d in dims)
    shape = (shape[:-2] + ("," if len(dims) == 1 else "") if dims else shape) + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (dtype, shape)
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + " " * pad + "\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header.encode() + values_raw


def random_values(rng, count, elem, zero_ints):
    _, fmt, kind = DTYPES[elem]
    out = bytearray()
    for _ in range(count):
        if zero_ints and kind in ("int", "uint"):
            out += struct.pack(fmt, 0)
        elif kind == "bool":
            out += struct.pack("B", rng.randrange(2))
        elif kind == "int":
            out += struct.pack(fmt, rng.randrange(-4, 5))
        elif kind == "uint":
            out += struct.pack(fmt, rng.randrange(0, 9))
        elif kind == "float":
            out += struct.pack(fmt, round(rng.uniform(-4.0, 4.0), 3))
        elif kind == "complex":
            out += struct.pack(fmt, round(rng.uniform(-4.0, 4.0), 3),
                               round(rng.uniform(-4.0, 4.0), 3))
        else:  # bf16: the top half of an f32
            out += struct.pack("<f", rng.uniform(-4.0, 4.0))[2:]
    return bytes(out)


def make_inputs(name, args, size, directory, zero_ints=False):
    rng = random.Random(int(hashlib.sha256(("%s/%d" % (name, size)).encode()).hexdigest()[:16], 16))
    paths = []
    for i, arg in enumerate(args):
        parsed = parse_type(arg)
        if not parsed or parsed[1] not in DTYPES:
            raise ValueError("argument %d: cannot make a value of type %s" % (i, arg))
        dims, elem = parsed
        dims = [size if d is None else d for d in dims]
        if i == 0:
            raw = struct.pack(DTYPES[elem][1], size)
        else:
            count = 1
            for d in dims:
                count *= d
            raw = random_values(rng, count, elem, zero_ints)
        path = os.path.join(directory, "arg%d.npy" % i)
        with open(path, "wb") as f:
            f.write(npy_bytes(dims, elem, raw))
        paths.append(path)
    return paths


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout after %ss" % timeout


def first_error(stderr, rc=1):
    if rc < 0 or rc >= 128:
        return "crashed (%s)" % ("signal %d" % -rc if rc < 0 else "exit status %d" % rc)
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    lines = stderr.strip().splitlines()
    return lines[-1] if lines else "(no message)"


def results_of(directory):
    files = sorted(glob.glob(os.path.join(directory, "result_*.npy")),
                   key=lambda p: int(re.search(r"result_(\d+)", p).group(1)))
    return [open(p, "rb").read() for p in files]


def check(fold_opt, path, args, size, dynamic_only, pipeline, timeout):
    """(stage, detail): stage 'pass' or the step that failed."""
    name = os.path.basename(path)
    with tempfile.TemporaryDirectory(prefix="dynref-") as tmp:
        try:
            inputs = make_inputs(name, args, size, tmp)
        except ValueError as e:
            return "inputs", str(e)
        dyn_out = os.path.join(tmp, "dynamic")
        cmd = [fold_opt, "--interpret", "--entry=main", "--output-dir=" + dyn_out, path]
        rc, _, err = run(cmd + ["--input=" + p for p in inputs], timeout)
        if rc != 0 and any(parse_type(a)[1] in INTS for a in args[1:]):
            # Integer data are often indices (slice starts) that random
            # values put out of range: try again with zeros.
            inputs = make_inputs(name, args, size, tmp, zero_ints=True)
            rc, _, err = run(cmd + ["--input=" + p for p in inputs], timeout)
        if rc != 0:
            return "interpret-dynamic", first_error(err, rc)
        if dynamic_only:
            return "pass", ""

        static_args = []
        for i, arg in enumerate(args):
            dims, elem = parse_type(arg)
            static_args.append("tensor<%s%s>" % ("".join(
                "%dx" % (size if d is None else d) for d in dims), elem))
        refined = os.path.join(tmp, "refined.mlir")
        options = "types=%s args=%d" % (",".join(static_args), size)
        cmd = [fold_opt, path, "-o", refined]
        if pipeline == "specialize":
            cmd += ["--stablehlo-specialize=" + options]
        else:
            cmd += ["--stablehlo-refine-arguments=" + options,
                    "--stablehlo-refine-shapes", "--stablehlo-canonicalize-dynamism",
                    "--stablehlo-check-shape-assertions"]
        rc, _, err = run(cmd, timeout)
        if rc != 0:
            return "refine", first_error(err, rc)
        text = open(refined).read()
        m = re.search(r"tensor<[^>]*\?[^>]*>", text)
        if m:
            return "dynamic-remains", m.group(0)
        rc, _, err = run([fold_opt, refined, "-o", os.devnull], timeout)
        if rc != 0:
            return "verify", first_error(err, rc)

        refined_args = main_arguments(text)
        given = inputs if refined_args is None or len(refined_args) == len(inputs) \
            else inputs[len(inputs) - len(refined_args):]
        static_out = os.path.join(tmp, "static")
        cmd = [fold_opt, "--interpret", "--entry=main", "--output-dir=" + static_out, refined]
        cmd += ["--input=" + p for p in given]
        rc, _, err = run(cmd, timeout)
        if rc != 0:
            return "interpret-static", first_error(err, rc)
        a, b = results_of(dyn_out), results_of(static_out)
        if len(a) != len(b):
            return "mismatch", "%d results vs %d" % (len(a), len(b))
        for i, (x, y) in enumerate(zip(a, b)):
            if x != y:
                return "mismatch", "result %d differs" % i
        return "pass", ""


def read_list(path):
    pairs = set()
    for line in open(path):
        line = line.split("#", 1)[0].strip()
        if line:
            name, size = line.split()
            pairs.add((name, int(size)))
    return pairs


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fold-opt", default=os.path.join(ROOT, "build", "bin", "fold-opt"))
    ap.add_argument("--testdata", default=DEFAULT_TESTDATA)
    ap.add_argument("--sizes", default="1,3")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=int, default=60)
    ap.add_argument("--expect", help="a list of 'program size' lines that must pass")
    ap.add_argument("--update", help="write the passing pairs to this file")
    ap.add_argument("--dynamic-only", action="store_true")
    ap.add_argument("--pipeline", choices=["specialize", "passes"], default="specialize",
                    help="refine with --stablehlo-specialize (default) or the three passes once")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every failure")
    ap.add_argument("programs", nargs="*", help="only these file names")
    opts = ap.parse_args()

    sizes = [int(s) for s in opts.sizes.split(",")]
    files = sorted(glob.glob(os.path.join(opts.testdata, "*.mlir")))
    if opts.programs:
        files = [f for f in files if os.path.basename(f) in opts.programs]
    if not files:
        print("no programs under %s" % opts.testdata, file=sys.stderr)
        return 2
    programs = [(f, a) for f in files for a in [selected(f)] if a]
    print("%d of %d programs have one leading dimension argument" % (len(programs), len(files)))

    outcome = {}
    with cf.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        futures = {pool.submit(check, opts.fold_opt, f, a, n, opts.dynamic_only,
                               opts.pipeline, opts.timeout):
                   (os.path.basename(f), n) for f, a in programs for n in sizes}
        for fut in cf.as_completed(futures):
            outcome[futures[fut]] = fut.result()

    groups = collections.defaultdict(list)
    for key in sorted(outcome):
        stage, detail = outcome[key]
        if stage != "pass":
            groups[stage].append((key, detail))
    for stage in sorted(groups):
        print("%s: %d" % (stage, len(groups[stage])))
        if opts.verbose:
            for (name, n), detail in groups[stage]:
                print("  %s N=%d: %s" % (name, n, detail))
    passing = sorted(k for k, v in outcome.items() if v[0] == "pass")
    for n in sizes:
        print("N=%d: %d of %d pass" % (n, sum(1 for k in passing if k[1] == n), len(programs)))

    status = 0
    if opts.update:
        with open(opts.update, "w") as f:
            f.write("# (program, N) pairs that pass scripts/dynamic-refine.py; "
                    "regenerate with --update\n")
            for name, n in passing:
                f.write("%s %d\n" % (name, n))
    if opts.expect:
        expected = read_list(opts.expect)
        if opts.programs:  # only the programs asked for
            expected = {p for p in expected if p[0] in opts.programs}
        lost = sorted(p for p in expected if outcome.get(p, ("missing",))[0] != "pass")
        for name, n in lost:
            print("REGRESSION: %s N=%d: %s" % (name, n, " ".join(outcome.get((name, n), ("not run", "")))))
        if lost:
            status = 1
    print("%d passed, %d failed" % (len(passing), len(outcome) - len(passing)))
    return status


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Writes the seed corpus of fold-fuzz (scripts/fuzz.sh) from the conformance
programs, read in place: each `// -----` chunk of interpret/*.mlir becomes
one seed, and (with --which all) each testdata/*.mlir of at most --max-bytes
bytes. RUN lines are dropped (the fuzzer never sees them). --artifacts N
adds N portable artifacts of vhlo/ (at most --max-bytes each, spread over
sizes and target versions), which fold-fuzz reads through the VHLO reader.

With --dict FILE it also writes a libFuzzer dictionary: the op names of our
ODS files (include/stablehlo_fold/Dialect/*.td) and the op names, attribute
names and keywords the seeds use, plus the syntax tokens of MLIR's generic
form and of types.

Usage: scripts/fuzz-seeds.py --root ../shared/conformance --out DIR
           [--which interpret|all] [--max-bytes 8192] [--dict FILE]
"""
import argparse
import hashlib
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))
DIALECT_OF = {"Check": "check", "Chlo": "chlo", "Interpreter": "interpreter",
              "Stablehlo": "stablehlo"}
SYNTAX = ["tensor<", "complex<", "tuple<", "!stablehlo.token", "dense<",
          "dense_resource<", "array<i64", "->", "(", ")", "{", "}", "[", "]",
          ": ", ", ", " = ", "%", "%0", "^bb0(", "func.func @main() {",
          "func.return", "stablehlo.return", "\"stablehlo.", "\"({",
          "}) : (", "#stablehlo.bounds<", "?", "x", "0x7FC00000", "inf",
          "nan", "-0.0", "true", "false", "private", "@"]
TYPES = ["i1", "i2", "i4", "i8", "i16", "i32", "i64", "ui2", "ui4", "ui8",
         "ui16", "ui32", "ui64", "f16", "bf16", "f32", "f64", "f8E4M3FN",
         "f8E5M2", "f4E2M1FN", "f8E8M0FNU", "index"]


def chunks(path):
    text = open(path, encoding="utf-8").read()
    text = "\n".join(l for l in text.splitlines() if not l.startswith("// RUN"))
    return [c.strip() + "\n" for c in re.split(r"^// -----\s*$", text, flags=re.M)
            if c.strip()]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--which", choices=["interpret", "all"], default="all")
    ap.add_argument("--max-bytes", type=int, default=8192)
    ap.add_argument("--dict", help="also write a libFuzzer dictionary here")
    ap.add_argument("--artifacts", type=int, default=60,
                    help="portable artifacts (ROOT/vhlo) among the seeds")
    a = ap.parse_args()
    tokens = set()
    dirs = ["interpret"] + (["testdata"] if a.which == "all" else [])
    os.makedirs(a.out, exist_ok=True)
    n = 0
    for d in dirs:
        for dp, _, fs in os.walk(os.path.join(a.root, d)):
            for f in sorted(fs):
                if not f.endswith(".mlir"):
                    continue
                for c in chunks(os.path.join(dp, f)):
                    data = c.encode()
                    if len(data) > a.max_bytes:
                        continue
                    name = hashlib.sha1(data).hexdigest()
                    with open(os.path.join(a.out, name), "wb") as out:
                        out.write(data)
                    n += 1
                    tokens.update(re.findall(r"\b[a-z_]+\.[a-z_0-9]+\b", c))
                    tokens.update(re.findall(r"#[a-z_]+\.[a-z_]+<", c))
                    tokens.update(re.findall(r"\b[a-z_]+ = ", c))
    artifacts = sorted(
        (os.path.getsize(os.path.join(dp, f)), os.path.join(dp, f))
        for dp, _, fs in os.walk(os.path.join(a.root, "vhlo"))
        for f in fs if f.endswith(".mlir.bc"))
    artifacts = [p for size, p in artifacts if size <= a.max_bytes]
    if a.artifacts and artifacts:
        step = max(1, len(artifacts) // a.artifacts)
        for path in artifacts[::step][:a.artifacts]:
            data = open(path, "rb").read()
            with open(os.path.join(a.out, hashlib.sha1(data).hexdigest()),
                      "wb") as out:
                out.write(data)
            n += 1
    print("fuzz-seeds: %d seeds in %s" % (n, a.out))
    if a.dict:
        td = os.path.join(HERE, "..", "include", "stablehlo_fold", "Dialect")
        for f in os.listdir(td):
            if f.endswith(".td"):
                for base, name in re.findall(r'(\w+?)_\w*Op<"([a-z_0-9.]+)"',
                                             open(os.path.join(td, f)).read()):
                    if base in DIALECT_OF:
                        tokens.add(DIALECT_OF[base] + "." + name)
        tokens.update(SYNTAX + TYPES)
        with open(a.dict, "w") as out:
            for t in sorted(tokens):
                out.write('"%s"\n' % t.replace("\\", "\\\\").replace('"', '\\"'))
        print("fuzz-seeds: %d dictionary entries in %s" % (len(tokens), a.dict))


if __name__ == "__main__":
    main()

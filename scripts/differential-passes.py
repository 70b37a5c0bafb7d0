#!/usr/bin/env python3
"""Runs a pass of StableHLO's name through fold-opt and through stablehlo-opt and compares.

Our passes carry StableHLO's names (docs/passes.md); run alone, each should do what StableHLO's
pass of that name does. For every input, this script runs

    fold-opt       --<pass> input.mlir
    stablehlo-opt  --<pass> input.mlir      (when $STABLEHLO_OPT names one)

and compares the two outputs after normalising them: SSA value and block names are renumbered
in order of appearance, locations, comments and indentation are dropped, blank lines
go, and each constant's value is written where it is used (where a tool puts constants,
whether it merges equal ones or leaves unused ones is not a difference). Inputs:

  * the lit tests of test/Passes (each `// -----` chunk on its own; chunks that expect
    diagnostics are skipped), and
  * the dynamic conformance programs (../shared/conformance/testdata/dynamic/): @main's argument
    types with every `?` set to --size are given by `--stablehlo-refine-arguments="types=..."`
    before the pass, as StableHLO's pipeline does.

Without $STABLEHLO_OPT (or when it is not executable), the script says so and exits 0 after
checking that fold-opt runs the pass on every input (a crash or a failure is counted); nothing
is compared. The summary line is 'N agree, M differ, K failed (fold-opt), L failed
(stablehlo-opt)'; --show prints the normalised diff of each difference.

Each difference gets a kind (printed as 'differ: KIND: input' and counted on the last line):

  attributes             equal once discardable attributes (mhlo.*, jax.*, sdy.*, ...) are
                         dropped: StableHLO's patterns lose them, ours keep them
  prefix                 fold-opt run once more on stablehlo-opt's output gives fold-opt's
                         output: StableHLO's result is a prefix of ours (we went further)
  prefix+attributes      the same, once discardable attributes are dropped
  fold-opt-further       otherwise, fold-opt's output has fewer ops
  stablehlo-opt-further  otherwise, stablehlo-opt's output has fewer ops
  same-ops / other-ops   as many ops, of the same names or not

The last two kinds and the two 'further' ones are the ones to read (docs/passes.md explains
each one we know).

    STABLEHLO_OPT=/path/to/stablehlo-opt scripts/differential-passes.py \\
        --fold-opt build/bin/fold-opt --pass stablehlo-refine-shapes --show
"""
import argparse
import concurrent.futures as cf
import difflib
import glob
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# ../shared beside the checkout (or beside the worktrees' directory).
DEFAULT_DYNAMIC = next(
    (p for p in (os.path.join(ROOT, *up, "shared", "conformance", "testdata", "dynamic")
                 for up in (("..",), ("..", "..")))
     if os.path.isdir(p)), "")
DEFAULT_LIT = os.path.join(ROOT, "test", "Passes")

MAIN_RE = re.compile(r"func\.func\s+(?:public\s+)?@main\((.*?)\)\s*(?:->|\{)", re.S)
ARG_RE = re.compile(r"%arg\d+\s*:\s*(tensor<(?:[^<>]|<[^<>]*>)*>)")
SSA_RE = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#\d+)?|\^[A-Za-z0-9_$.\-]+")
LOC_RE = re.compile(r"\s*loc\((?:[^()]|\([^()]*\))*\)")
CONSTANT_RE = re.compile(r"^\s*(%[A-Za-z0-9_$.\-]+) = (?:stablehlo|arith)\.constant (.*)$")
DEF_RE = re.compile(r"^\s*(%[A-Za-z0-9_$.\-]+)(?::\d+)? = ")


def inline_constants(lines):
    """Each use of a stablehlo.constant's value replaced by the constant's text
    (`<dense<1> : tensor<i32>>`) and the constant's line dropped: where the
    tools place constants, whether they share equal ones and whether they
    leave unused ones behind does not count as a difference."""
    constants = {}
    out = []
    for line in lines:
        m = CONSTANT_RE.match(line)
        if m:
            constants[m.group(1)] = "<" + m.group(2) + ">"
            continue
        d = DEF_RE.match(line)
        if d:
            constants.pop(d.group(1), None)
        if constants:
            line = SSA_RE.sub(
                lambda t: constants.get(t.group(0), t.group(0)), line)
        out.append(line)
    return out


def normalise(text, constants=True):
    """Output text with SSA and block names renumbered, locations, comments
    and indentation gone, and (with `constants`) constants inlined."""
    names = {}

    def rename(m):
        token = m.group(0)
        base, _, index = token.partition("#")
        if base not in names:
            names[base] = ("%v" if base.startswith("%") else "^bb") + str(len(names))
        return names[base] + ("#" + index if index else "")

    lines = []
    for line in text.splitlines():
        line = LOC_RE.sub("", line.split("//", 1)[0]).strip()
        if not line or line.startswith("#loc"):
            continue
        lines.append(line)
    if constants:
        lines = inline_constants(lines)
    return [SSA_RE.sub(rename, line) for line in lines]


def lit_chunks(path):
    """The `// -----` chunks of a lit input that expect no diagnostics."""
    text = open(path).read()
    for i, chunk in enumerate(re.split(r"^// -----\s*$", text, flags=re.M)):
        body = "\n".join(l for l in chunk.splitlines()
                         if not l.lstrip().startswith(("// RUN", "// CHECK", "// CONV",
                                                       "// OFF", "// REFINE")))
        if "expected-" in body or "func.func" not in body:
            continue
        yield f"{os.path.relpath(path, ROOT)}#{i}", body, []


def dynamic_programs(directory, size):
    """The dynamic conformance programs, with refine-arguments giving @main static types."""
    for path in sorted(glob.glob(os.path.join(directory, "*.mlir"))):
        text = open(path).read()
        m = MAIN_RE.search(text)
        if not m:
            continue
        types = [t.replace("?", str(size)) for t in ARG_RE.findall(m.group(1))]
        yield (os.path.basename(path), text,
               ["--stablehlo-refine-arguments=types=" + ",".join(types)] if types else [])


def run(tool, flags, text):
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as f:
        f.write(text)
        name = f.name
    try:
        p = subprocess.run([tool, *flags, name], capture_output=True, text=True, timeout=120)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -1, "", "timeout"
    finally:
        os.unlink(name)


def compare(item, args, stablehlo_opt):
    name, text, pre = item
    flags = [*pre, "--" + args.pass_]
    rc, out, err = run(args.fold_opt, flags, text)
    if rc != 0:
        return name, "failed (fold-opt)", err.strip().splitlines()[-1:] if err else []
    if not stablehlo_opt:
        return name, "ran", []
    rc2, out2, err2 = run(stablehlo_opt, flags, text)
    if rc2 != 0:
        return name, "failed (stablehlo-opt)", err2.strip().splitlines()[-1:] if err2 else []
    ours, theirs = normalise(out), normalise(out2)
    if ours == theirs:
        return name, "agree", []
    diff = list(difflib.unified_diff(theirs, ours, "stablehlo-opt", "fold-opt", lineterm="", n=1))
    # Our pass once more on StableHLO's output: when that gives our output,
    # StableHLO's result is a prefix of ours (we only went further).
    rc3, out3, _ = run(args.fold_opt, ["--" + args.pass_], out2)
    again = normalise(out3) if rc3 == 0 else None
    return name, "differ: " + classify(ours, theirs, again), diff


DISCARDABLE_RE = re.compile(
    r'(?:, )?\b(?:mhlo|jax|sdy|tf|xla)\.[A-Za-z0-9_.]+ = '
    r'(?:"(?:[^"\\]|\\.)*"|\{(?:[^{}]|\{[^{}]*\})*\}|[^,{}]+)')
OP_RE = re.compile(r'(?:^|= )"?(?:stablehlo|chlo|func|arith|tensor|shape)\.([a-z_]+)')


def ops(lines):
    """The op names of an output, in order (returns and constants included)."""
    return [m.group(1) for m in map(OP_RE.search, lines) if m]


def strip_discardable(lines):
    """The lines without discardable attributes (mhlo.*, jax.*, ...)."""
    return [re.sub(r" \{\}|<\{\} ", lambda m: "<" if m.group(0) == "<{} " else "",
                   DISCARDABLE_RE.sub("", l).replace("{, ", "{"))
            for l in lines]


def classify(ours, theirs, again):
    """Why two normalised outputs differ, in a word or two:
    `attributes`: equal once discardable attributes are dropped;
    `prefix`: our pass run on StableHLO's output gives ours (StableHLO's
    result is a prefix of ours: we go further), `prefix+attributes` the same
    once attributes are dropped; otherwise by op count:
    `fold-opt-further` / `stablehlo-opt-further` (fewer ops), `same-ops`
    (as many ops, same names), `other-ops`."""
    if strip_discardable(ours) == strip_discardable(theirs):
        return "attributes"
    if again is not None:
        if again == ours:
            return "prefix"
        if strip_discardable(again) == strip_discardable(ours):
            return "prefix+attributes"
    a, b = ops(ours), ops(theirs)
    if len(a) != len(b):
        return "fold-opt-further" if len(a) < len(b) else "stablehlo-opt-further"
    return "same-ops" if sorted(a) == sorted(b) else "other-ops"


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fold-opt", default=os.path.join(ROOT, "build", "bin", "fold-opt"))
    ap.add_argument("--pass", dest="pass_", default="stablehlo-refine-shapes",
                    help="the pass, with its options, as both tools spell it")
    ap.add_argument("--dynamic", default=DEFAULT_DYNAMIC,
                    help="directory of the dynamic conformance programs ('' for none)")
    ap.add_argument("--lit", default=DEFAULT_LIT, help="directory of lit inputs ('' for none)")
    ap.add_argument("--size", type=int, default=3, help="the size every `?` of @main becomes")
    ap.add_argument("--show", action="store_true", help="print the diff of each difference")
    ap.add_argument("-j", type=int, default=2)
    args = ap.parse_args()

    stablehlo_opt = os.environ.get("STABLEHLO_OPT", "")
    if stablehlo_opt and not os.access(stablehlo_opt, os.X_OK):
        print(f"STABLEHLO_OPT={stablehlo_opt} is not executable: comparison skipped")
        stablehlo_opt = ""
    elif not stablehlo_opt:
        print("STABLEHLO_OPT is not set: comparison skipped, fold-opt checked alone")

    items = []
    if args.lit:
        for path in sorted(glob.glob(os.path.join(args.lit, "*.mlir"))):
            items.extend(lit_chunks(path))
    if args.dynamic and os.path.isdir(args.dynamic):
        items.extend(dynamic_programs(args.dynamic, args.size))

    counts = {}
    with cf.ThreadPoolExecutor(max_workers=args.j) as pool:
        for name, status, detail in pool.map(lambda i: compare(i, args, stablehlo_opt), items):
            counts[status] = counts.get(status, 0) + 1
            if status.startswith("differ"):
                counts["differ"] = counts.get("differ", 0) + 1
            if status != "agree" and status != "ran":
                print(f"{status}: {name}")
                if args.show or status.startswith("failed"):
                    for line in detail[:60]:
                        print("    " + line)
    if stablehlo_opt:
        print(f"{counts.get('agree', 0)} agree, {counts.get('differ', 0)} differ, "
              f"{counts.get('failed (fold-opt)', 0)} failed (fold-opt), "
              f"{counts.get('failed (stablehlo-opt)', 0)} failed (stablehlo-opt)")
        kinds = sorted(k for k in counts if k.startswith("differ: "))
        if kinds:
            print("differences: " + ", ".join(f"{counts[k]} {k[8:]}" for k in kinds))
    else:
        print(f"{counts.get('ran', 0)} ran, {counts.get('failed (fold-opt)', 0)} failed "
              f"(fold-opt), comparison skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Printing parity with StableHLO's printer, measured on real programs.

The programs under ../shared/conformance/testdata were written by
StableHLO's printer, most by today's, some by older ones or by hand. For
each, `fold-opt FILE` (parse, verify, print; with --split-input-file when
the file's RUN line asks for it, as stablehlo-opt would run) must give back
the same text, ignoring `//` comment lines and blank lines.

A program that prints differently is classified. It is a *corpus* difference
when fold-opt's output means the same program (both texts print alike with
--mlir-print-op-generic, value names aside) and every differing line is one
of these corpus spellings, none of which today's StableHLO printer writes:

  ssa-names       value names: stablehlo-opt names constants %c / %cst
                  (ConstantOp::getAsmResultNames) and numbers the other
                  results from %0 in order; the corpus has %0 for constants.
  generic-form    an op written generically, `"stablehlo.dot_general"(...)`,
                  though it has a custom form that stablehlo-opt prints for
                  every verified op; or a generic op's inherent attributes
                  written as a `{...}` dictionary after its operands instead
                  of as properties, `<{...}>`, before them.
  reduce-body     a `reduce` whose body is one commutative binary op of the
                  dialect on the block's arguments, written with its
                  `reducer(...)` region: stablehlo-opt prints it compactly,
                  `applies stablehlo.add` (printReduceOp, rules E1-E5).
  literal         an attribute spelled by hand, `dense<(0.0, 0.0)>`, which
                  MLIR prints `dense<(0.000000e+00,0.000000e+00)>`.

Anything else is a *real* difference: fold-opt does not print what
StableHLO's printer would. The report gives the counts per class; -v shows
each program's first difference and its classes. With --expect FILE, exits
non-zero when a program listed in FILE no longer prints identically (a
ratchet) or when there is a real difference; --write-passing FILE writes
the list of identical programs.

Usage: print-parity.py --fold-opt build/bin/fold-opt --root DIR [-j N]
"""
import argparse
import collections
import concurrent.futures
import difflib
import os
import re
import subprocess
import sys

# The ops that StableHLO's ReduceOp printer folds into `applies <op>`: the
# commutative binary ops of the dialect without regions.
COMMUTATIVE = {"add", "and", "maximum", "minimum", "multiply", "or", "xor"}

VALUE = re.compile(r"%[A-Za-z_$.][\w$.-]*|%\d+")
GENERIC_OP = re.compile(r'"(stablehlo|chlo|check|func)\.[a-z_]+"\(')
# `}) {attrs} : (...)`: the attributes of a generic op with regions written
# as a dictionary after the regions.
ATTRS_AFTER_REGIONS = re.compile(r"^\s*\}\) \{.*\} : ")
HAND_LITERAL = re.compile(r"dense<\(\S+, \S+\)>")


def significant(text):
    return [l.rstrip() for l in text.splitlines()
            if l.strip() and not l.lstrip().startswith("//")]


def mask_names(line):
    """`line` with every value name but block arguments (%argN) as %_."""
    return VALUE.sub(lambda m: m.group(0)
                     if re.fullmatch(r"%arg\d+", m.group(0)) else "%_", line)


def compact_reduces(lines):
    """The corpus's eligible reduce bodies rewritten as stablehlo-opt writes
    them (`applies stablehlo.<op>`), and how many there were."""
    out, count, i = [], 0, 0
    while i < len(lines):
        m = re.match(r"^(\s*)(.*= stablehlo\.reduce\(.* init: .*\))"
                     r"( across dimensions = .* : \((.*)\) -> .*)$", lines[i])
        if m and i + 4 < len(lines):
            indent, head, tail = m.group(1), m.group(2), m.group(3)
            r = re.match(r"^\s*reducer\((%\w+): (.+), (%\w+): (.+)\)\s+\{$",
                         lines[i + 1])
            body = re.match(r"^\s*(%\w+) = stablehlo\.(\w+) (%\w+), (%\w+) : "
                            r"(.+)$", lines[i + 2])
            ret = re.match(r"^\s*stablehlo\.return (%\w+) : (.+)$",
                           lines[i + 3])
            types = [t.strip() for t in m.group(4).split(", ")]
            if (r and body and ret and lines[i + 4] == indent + "}" and
                    len(types) == 2 and r.group(2) == r.group(4) == types[1] and
                    body.group(2) in COMMUTATIVE and
                    (body.group(3), body.group(4)) ==
                    (r.group(1), r.group(3)) and
                    body.group(5) == types[1] and
                    ret.group(1) == body.group(1) and
                    ret.group(2) == types[1]):
                out.append(f"{indent}{head} applies stablehlo."
                           f"{body.group(2)}{tail}")
                count += 1
                i += 5
                continue
        out.append(lines[i])
        i += 1
    return out, count


def generic_text(fold_opt, text, split):
    args = [fold_opt, "-", "--mlir-print-op-generic"]
    if split:
        args.append("--split-input-file")
    p = subprocess.run(args, input=text, capture_output=True, text=True,
                       timeout=60)
    return [mask_names(l) for l in significant(p.stdout)]


def generic_spelling(corpus, ours, actual_text):
    """Whether the corpus line differs from ours only by a generic spelling
    stablehlo-opt does not print: the op generic where ours has its custom
    form, or a generic op's attributes as a dictionary instead of
    properties (`{...}` after the operands or regions, not `<{...}>`)."""
    m = GENERIC_OP.search(corpus)
    if m and not GENERIC_OP.search(ours):
        return m.group(0)[1:-2]
    if m:
        head = r'^(.*?"[a-z_.]+"\([^)]*\))'
        # `"op"(%a) {attrs} : T`, with properties `"op"(%a) <{attrs}> : T`.
        g = re.match(head + r" \{(.*)\}( : .*)$", corpus)
        if g:
            return f"{g.group(1)} <{{{g.group(2)}}}>{g.group(3)}" == ours
        # `"op"(%a) ({`: the attributes follow the regions (next case);
        # with properties they come first, `"op"(%a) <{attrs}> ({`.
        g = re.match(head + r"( \(\{)$", corpus)
        o = re.match(head + r" <\{.*\}>( \(\{)$", ours)
        return bool(g and o) and (g.group(1), g.group(2)) == \
            (o.group(1), o.group(2))
    g = ATTRS_AFTER_REGIONS.match(corpus)
    if g:
        attrs = re.match(r"^(\s*\}\)) \{(.*)\}( : .*)$", corpus)
        return (attrs is not None and
                attrs.group(1) + attrs.group(3) == ours and
                mask_names(f"<{{{attrs.group(2)}}}>") in
                mask_names(actual_text))
    return False


def classify(fold_opt, expected_text, actual_text, split):
    """The corpus classes explaining the differences, or None (a real
    difference)."""
    if generic_text(fold_opt, expected_text, split) != \
            generic_text(fold_opt, actual_text, split):
        return None
    classes = set()
    expected = significant(expected_text)
    actual = significant(actual_text)
    expected, reduces = compact_reduces(expected)
    if reduces:
        classes.add("reduce-body")
    exp_masked = [mask_names(l) for l in expected]
    act_masked = [mask_names(l) for l in actual]
    matcher = difflib.SequenceMatcher(a=exp_masked, b=act_masked,
                                      autojunk=False)
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        if tag == "equal":
            if expected[i1:i2] != actual[j1:j2]:
                classes.add("ssa-names")
            continue
        corpus = exp_masked[i1:i2]
        ours = act_masked[j1:j2]
        if len(corpus) != len(ours):
            return None
        for c, o in zip(corpus, ours):
            generic = generic_spelling(c, o, actual_text)
            if generic:
                classes.add("generic-form")
                if isinstance(generic, str):
                    classes.add("custom-form:" + generic)
            elif HAND_LITERAL.search(c) and \
                    HAND_LITERAL.sub("", c) == re.sub(r"dense<\([^)]*\)>", "", o):
                classes.add("literal")
            else:
                return None
    return classes


def check(fold_opt, path):
    """(path, None) if the program prints alike, else (path, (first
    difference, classes or None))."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    split = "split-input-file" in text.split("\n", 1)[0]
    args = [fold_opt, path] + (["--split-input-file"] if split else [])
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return path, ("timeout", None)
    if p.returncode != 0:
        return path, ("fold-opt failed: " + (p.stderr.splitlines() or [""])[0],
                      None)
    expected, actual = significant(text), significant(p.stdout)
    if expected == actual:
        return path, None
    first = f"{len(expected)} lines expected, {len(actual)} printed"
    for i, (e, a) in enumerate(zip(expected, actual)):
        if e != a:
            first = f"line {i + 1}:\n  want: {e[:160]}\n  got:  {a[:160]}"
            break
    try:
        classes = classify(fold_opt, text, p.stdout, split)
    except subprocess.TimeoutExpired:
        classes = None
    return path, (first, classes)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--fold-opt", required=True)
    ap.add_argument("--root", required=True,
                    help="folder of programs printed by StableHLO")
    ap.add_argument("-j", type=int, default=os.cpu_count())
    ap.add_argument("-v", action="store_true", help="show each difference")
    ap.add_argument("--expect", help="list of programs that must print alike")
    ap.add_argument("--write-passing", help="write the list of those that do")
    args = ap.parse_args()

    files = sorted(os.path.join(dp, f) for dp, _, fs in os.walk(args.root)
                   for f in fs if f.endswith(".mlir"))
    with concurrent.futures.ThreadPoolExecutor(args.j) as pool:
        results = list(pool.map(lambda p: check(args.fold_opt, p), files))
    same = [os.path.relpath(p, args.root) for p, d in results if d is None]
    per_class = collections.Counter()
    pretty = collections.Counter()
    corpus, real = [], []
    for p, d in results:
        if d is None:
            continue
        rel = os.path.relpath(p, args.root)
        first, classes = d
        if classes is None:
            real.append(rel)
        else:
            corpus.append(rel)
            per_class.update(c for c in classes if ":" not in c)
            pretty.update(c.split(":")[1] for c in classes if ":" in c)
        if args.v:
            what = ("REAL" if classes is None else "corpus: " + ", ".join(
                sorted(c for c in classes if ":" not in c)))
            print(f"{rel} [{what}]: {first}")
    print(f"print parity: {len(same)} of {len(files)} programs print as "
          f"StableHLO printed them")
    print(f"  {len(corpus)} differ only in the corpus's own spelling "
          f"(programs per class: " +
          ", ".join(f"{k} {v}" for k, v in sorted(per_class.items())) + ")")
    if pretty:
        print("  ops the corpus writes generically where fold-opt, like "
              "stablehlo-opt, prints the custom form (programs): " +
              ", ".join(f"{k} {v}" for k, v in sorted(pretty.items())))
    print(f"  {len(real)} real differences")
    for p in real:
        print(f"REAL: {p}")
    if args.write_passing:
        with open(args.write_passing, "w") as f:
            f.write("".join(s + "\n" for s in same))
    status = 0
    if args.expect:
        with open(args.expect) as f:
            want = {l.strip() for l in f if l.strip()}
        lost = sorted(want - set(same))
        for p in lost:
            print(f"REGRESSED: {p}")
        if lost or real:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main())

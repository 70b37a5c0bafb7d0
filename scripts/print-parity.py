#!/usr/bin/env python3
"""Printing parity with StableHLO's printer, measured on real programs.

The programs under ../shared/conformance/testdata were written by
StableHLO's own printer. For each, `fold-opt FILE` (parse, verify, print)
must give back the same text, ignoring `//` comment lines and blank lines.
Prints the count and, with -v, the first differing line of each program that
differs. With --expect FILE, exits non-zero when a program listed in FILE no
longer prints identically (a ratchet); --write-passing FILE writes the list.

Usage: print-parity.py --fold-opt build/bin/fold-opt --root DIR [-j N]
"""
import argparse
import concurrent.futures
import os
import subprocess
import sys


def significant(text):
    return [l.rstrip() for l in text.splitlines()
            if l.strip() and not l.lstrip().startswith("//")]


def check(fold_opt, path):
    with open(path, encoding="utf-8") as f:
        expected = significant(f.read())
    try:
        p = subprocess.run([fold_opt, path], capture_output=True, text=True,
                           timeout=60)
    except subprocess.TimeoutExpired:
        return path, "timeout"
    if p.returncode != 0:
        return path, "fold-opt failed: " + (p.stderr.splitlines() or [""])[0]
    actual = significant(p.stdout)
    for i, (e, a) in enumerate(zip(expected, actual)):
        if e != a:
            return path, f"line {i + 1}:\n  want: {e[:160]}\n  got:  {a[:160]}"
    if len(expected) != len(actual):
        return path, f"{len(expected)} lines expected, {len(actual)} printed"
    return path, None


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
    for p, d in results:
        if d is not None and args.v:
            print(f"{os.path.relpath(p, args.root)}: {d}")
    print(f"print parity: {len(same)} of {len(files)} programs print as "
          f"StableHLO printed them")
    if args.write_passing:
        with open(args.write_passing, "w") as f:
            f.write("".join(s + "\n" for s in same))
    if args.expect:
        with open(args.expect) as f:
            want = {l.strip() for l in f if l.strip()}
        lost = sorted(want - set(same))
        for p in lost:
            print(f"REGRESSED: {p}")
        if lost:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Byte identity of fold-opt-openxla's output with fold-opt's.

Runs each enabled conformance program (the runner's `fold` / `canon` file
list) through both drivers with the suite's passes:
  fold   --inline --fold-constants
  canon  --inline --canonicalize=test-convergence=true
and compares exit status and printed module byte for byte. Prints, per mode,
how many programs are identical, differ, or fail in both, and for each
difference the first line that differs (docs/openxla.md explains the kinds).

--expect FILE: the programs (mode:name) that must stay identical; exits 1 if
one differs (a ratchet, like test/conformance/passing.txt).
--write-identical FILE: writes the identical ones.
"""
import argparse
import concurrent.futures as cf
import importlib.machinery
import importlib.util
import os
import subprocess
import sys

MODES = {
    "fold": ["--inline", "--fold-constants"],
    "canon": ["--inline", "--canonicalize=test-convergence=true"],
}


def load_runner(root):
    path = os.path.join(root, "run")
    loader = importlib.machinery.SourceFileLoader("conformance_run", path)
    spec = importlib.util.spec_from_loader("conformance_run", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def run(cmd, timeout):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "line %d: %r vs %r" % (i + 1, x.strip()[:120], y.strip()[:120])
    return "lengths %d vs %d lines" % (len(la), len(lb))


def compare(fold_opt, openxla, mode, path, timeout):
    flags = MODES[mode]
    rc1, out1, err1 = run([fold_opt] + flags + [path], timeout)
    rc2, out2, err2 = run([openxla] + flags + [path], timeout)
    if rc1 != 0 and rc2 != 0:
        return "both-failed", ""
    if rc1 != rc2:
        why = (err2 if rc2 else err1).strip().splitlines()
        return "differ", "exit %d vs %d: %s" % (rc1, rc2, why[-1][:200] if why else "")
    if out1 == out2:
        return "identical", ""
    return "differ", first_difference(out1, out2)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fold-opt", default="build/bin/fold-opt")
    ap.add_argument("--fold-opt-openxla", default="build-openxla/bin/fold-opt-openxla")
    ap.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", "..",
                                                   "shared", "conformance"))
    ap.add_argument("--mode", action="append", choices=sorted(MODES))
    ap.add_argument("--filter", default="", help="substring of the program's name")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=60.0)
    ap.add_argument("--expect")
    ap.add_argument("--write-identical")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="print every difference (default: the first 20 per mode)")
    a = ap.parse_args()

    runner = load_runner(a.root)
    modes = a.mode or ["fold"]
    jobs = []
    for mode in modes:
        for path, _ in runner.collect(mode, a.root):
            name = "%s:%s" % (mode, os.path.relpath(path, a.root))
            if a.filter in name:
                jobs.append((mode, name, path))
    results = {}
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futs = {ex.submit(compare, a.fold_opt, a.fold_opt_openxla, m, p, a.timeout): n
                for m, n, p in jobs}
        for fu in cf.as_completed(futs):
            results[futs[fu]] = fu.result()

    for mode in modes:
        mine = {n: r for n, r in results.items() if n.startswith(mode + ":")}
        counts = {k: sum(1 for r in mine.values() if r[0] == k)
                  for k in ("identical", "differ", "both-failed")}
        print("%-6s %5d identical, %d differ, %d fail in both (of %d)" %
              (mode, counts["identical"], counts["differ"], counts["both-failed"], len(mine)))
        differing = sorted(n for n, r in mine.items() if r[0] == "differ")
        for n in differing if a.verbose else differing[:20]:
            print("  DIFF %s: %s" % (n, mine[n][1]))
    identical = sorted(n for n, r in results.items() if r[0] == "identical")
    if a.write_identical:
        with open(a.write_identical, "w") as f:
            f.write("".join(n + "\n" for n in identical))
    if a.expect:
        want = [l.strip() for l in open(a.expect) if l.strip() and not l.startswith("#")]
        lost = [n for n in want if n in results and results[n][0] != "identical"]
        if lost:
            print("NO LONGER IDENTICAL (listed in %s):" % a.expect)
            for n in lost:
                print("  " + n + ": " + results[n][1])
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

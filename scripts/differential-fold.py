#!/usr/bin/env python3
"""Differential test of --fold-constants against the interpreter.

For every enabled program of the conformance testdata (a RUN line that
interprets it, CHLO programs included), checks that the values its checks
receive are bit for bit the same when the program is interpreted as written
and when it is interpreted after `fold-opt --inline --fold-constants`. (The
inliner runs with an empty `default-pipeline`: its default canonicalization
would erase an unused `@check.eq`, a difference that is not the folder's.)

`fold-opt --interpret --trace-checks` prints one `check-trace:` line per check
executed: the check, the type, and the bits of the value checked (hex up to 64
bytes, a 64-bit xxh3 hash beyond). The two runs' lines must be identical, in
the same order. The checks themselves passing is the conformance suites' job;
this catches a fold that changes a bit the checks' tolerance would forgive
(expect_close allows 3 ULP, expect_almost_eq 1e-3). A program whose checks
fail as written is compared too: the same traces and the same exit status.

Usage: scripts/differential-fold.py [--fold-opt build/bin/fold-opt]
           [--root DIR] [--filter REGEX] [-j N] [-v]
Exit status 0 when every program agrees; the last line is 'N agree, M differ'.
"""
import argparse
import concurrent.futures as cf
import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_ROOT = os.path.join(HERE, "..", "..", "shared", "conformance", "testdata")
TRACE = "check-trace: "


def run(cmd, timeout, stdin=None):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True,
                           timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout after %ss" % timeout


def enabled(text):
    """Interpreted by an enabled RUN line (`RUN-DISABLED` lines do not count)."""
    return any(l.startswith("// RUN:") and "--interpret" in l
               for l in text.splitlines())



def traces(out):
    return [l for l in out.splitlines() if l.startswith(TRACE)]


def check(fold_opt, path, timeout):
    """(ok, number of checks, reason)."""
    # A check that fails is the conformance suites' business (the ratchet
    # lists the programs whose expected values we do not reproduce): its
    # trace is compared all the same, and so is the exit status.
    rc0, out, err = run([fold_opt, "--interpret", "--trace-checks", path], timeout)
    want = traces(out)
    if rc0 != 0 and not want:
        return False, 0, "the original fails: " + err.strip()[-300:]
    rc, folded, err = run([fold_opt, "--inline=default-pipeline=",
                           "--fold-constants", path], timeout)
    if rc != 0:
        return False, len(want), "folding fails: " + err.strip()[-300:]
    rc, out, err = run([fold_opt, "--interpret", "--trace-checks", "-"], timeout,
                       stdin=folded)
    if rc != rc0:
        return False, len(want), "the folded program exits %d, the original %d: %s" % (
            rc, rc0, err.strip()[-300:])
    got = traces(out)
    if got == want:
        return True, len(want), ""
    for i, (a, b) in enumerate(zip(want, got)):
        if a != b:
            return False, len(want), "check %d: original %s | folded %s" % (
                i, a[len(TRACE):][:160], b[len(TRACE):][:160])
    return False, len(want), "%d checks ran originally, %d after folding" % (
        len(want), len(got))


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--fold-opt", default="build/bin/fold-opt")
    ap.add_argument("--root", default=DEFAULT_ROOT,
                    help="folder of the testdata programs")
    ap.add_argument("--filter", default="", help="regex on the file name")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--timeout", type=float, default=60.0,
                    help="seconds per fold-opt run (default 60)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="list every program that differs, with the reason")
    a = ap.parse_args()

    fold_opt = os.path.abspath(a.fold_opt) if os.sep in a.fold_opt else a.fold_opt
    flt = re.compile(a.filter)
    paths = []
    for dp, _, fs in os.walk(a.root):
        for f in fs:
            path = os.path.join(dp, f)
            if not f.endswith(".mlir") or not flt.search(f):
                continue
            with open(path, encoding="utf-8") as fh:
                text = fh.read()
            if enabled(text):
                paths.append(path)
    paths.sort()

    t0 = time.monotonic()
    failed, checks = [], 0
    with cf.ThreadPoolExecutor(max_workers=max(1, a.jobs)) as ex:
        futures = {ex.submit(check, fold_opt, p, a.timeout): p for p in paths}
        for fu in cf.as_completed(futures):
            ok, n, why = fu.result()
            checks += n
            if not ok:
                failed.append((os.path.relpath(futures[fu], a.root), why))
    wall = time.monotonic() - t0

    failed.sort()
    for name, why in failed if a.verbose else failed[:20]:
        print("DIFFER %s: %s" % (name, why))
    if not a.verbose and len(failed) > 20:
        print("... and %d more (-v lists all)" % (len(failed) - 20))
    print("%d programs, %d checks compared in %.1f s" % (len(paths), checks, wall))
    print("%d agree, %d differ" % (len(paths) - len(failed), len(failed)))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

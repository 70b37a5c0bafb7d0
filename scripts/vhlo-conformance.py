#!/usr/bin/env python3
"""StableHLO portable artifacts against fold-opt and fold-translate.

Reads ../shared/conformance/vhlo/index.txt (target version, artifact, source
program) and, per artifact:

  interpret  `fold-opt --interpret ARTIFACT` exits 0: the artifact
             deserializes, verifies and passes its checks;
  roundtrip  `fold-translate --serialize --target=V SOURCE`, then
             `fold-translate --deserialize` of that, prints what fold-opt
             prints for SOURCE (our writer and reader are inverses), and
             deserializing StableHLO's artifact prints the same too;
  openxla    `fold-translate --serialize --target=V SOURCE`, then
             `fold-opt-openxla --interpret` of that artifact (built by
             scripts/openxla.sh, `--openxla-build`) exits 0: openxla's own
             reader (its vhlo dialect, vhlo-to-version and
             vhlo-legalize-to-stablehlo) reads what we wrote, and the
             program it yields verifies and passes its checks.
             `--targets X.Y.Z,...` pairs every source with those targets
             instead of the index's, `--sample N` keeps every Nth source.

Prints passed/total per target version and every failure with its reason.
`--expect FILE` is the ratchet: exit 1 if an artifact listed there fails.

    scripts/vhlo-conformance.py --build build -j 2 \\
        --expect test/conformance/vhlo-passing.txt
"""

import argparse
import collections
import concurrent.futures
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SUITE = os.path.normpath(
    os.path.join(HERE, "..", "..", "..", "shared", "conformance", "vhlo"))


def run(cmd, timeout=120):
    try:
        proc = subprocess.run(cmd, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, b"", b"timeout"
    return proc.returncode, proc.stdout, proc.stderr


def first_error(stderr):
    for line in stderr.decode(errors="replace").splitlines():
        if "error" in line:
            return line.strip()[:300]
    text = stderr.decode(errors="replace").strip()
    return text.splitlines()[-1][:300] if text else "no message"


def check_interpret(args, target, artifact, source):
    code, _, err = run([args.fold_opt, "--interpret", artifact])
    if code:
        return "interpret exit %d: %s" % (code, first_error(err))
    return None


def write_ours(args, target, source, check):
    """Writes SOURCE for TARGET with our fold-translate into a temporary
    artifact and returns check(artifact), or why it could not be written
    (the target cannot express the program: a located error naming the op,
    checked by lit tests)."""
    with tempfile.TemporaryDirectory() as tmp:
        ours = os.path.join(tmp, "ours.mlir.bc")
        code, _, err = run([args.fold_translate, "--serialize",
                            "--target=" + target, source, "-o", ours])
        if code:
            return "serialize: " + first_error(err)
        return check(ours)


def check_roundtrip(args, target, artifact, source):
    code, expected, err = run([args.fold_opt, source])
    if code:
        return "source does not parse: " + first_error(err)
    read = {}

    def read_back(ours):
        code, read["text"], err = run([args.fold_translate, "--deserialize",
                                       ours])
        return "deserialize ours: " + first_error(err) if code else None

    failure = write_ours(args, target, source, read_back)
    if failure:
        return failure
    # fold-opt prints the module again: compare both through fold-opt.
    code, back, err = run_stdin([args.fold_opt, "-"], read["text"])
    if code:
        return "reparse: " + first_error(err)
    if back != expected:
        return "our round trip differs from the source"
    code, theirs, err = run([args.fold_opt, artifact])
    if code:
        return "deserialize StableHLO's: " + first_error(err)
    if theirs != expected:
        return "StableHLO's artifact reads back differently from the source"
    return None


def check_openxla(args, target, artifact, source):
    def read_with_openxla(ours):
        code, _, err = run([args.fold_opt_openxla, ours])
        if code:
            return "openxla's reader rejects ours: " + first_error(err)
        code, _, err = run([args.fold_opt_openxla, "--interpret", ours])
        if code:
            return "openxla reads ours, --interpret fails: " + \
                first_error(err)
        return None

    return write_ours(args, target, source, read_with_openxla)


def run_stdin(cmd, data, timeout=120):
    try:
        proc = subprocess.run(cmd, input=data, capture_output=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, b"", b"timeout"
    return proc.returncode, proc.stdout, proc.stderr


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--build", default=os.path.join(HERE, "..", "build"))
    parser.add_argument("--suite", default=DEFAULT_SUITE)
    parser.add_argument("--mode", choices=["interpret", "roundtrip",
                                           "openxla"], default="interpret")
    parser.add_argument("--openxla-build",
                        default=os.path.join(HERE, "..", "build-openxla"))
    parser.add_argument("--targets", default="",
                        help="openxla mode: comma-separated targets for "
                        "every source (default: the index's)")
    parser.add_argument("--sample", type=int, default=1,
                        help="keep every Nth source")
    parser.add_argument("--filter", default="", help="substring of artifact")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--expect", help="ratchet: artifacts that must pass")
    parser.add_argument("--write-passing", help="write the passing list")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    args.fold_opt = os.path.join(args.build, "bin", "fold-opt")
    args.fold_translate = os.path.join(args.build, "bin", "fold-translate")
    args.fold_opt_openxla = os.path.join(args.openxla_build, "bin",
                                         "fold-opt-openxla")
    testdata = os.path.join(args.suite, "..", "testdata")

    entries = []
    with open(os.path.join(args.suite, "index.txt")) as index:
        for line in index:
            fields = line.split()
            if not fields or line.startswith("#") or fields[1] == "skipped":
                continue
            target, artifact, source = fields[:3]
            if args.filter in artifact:
                entries.append((target, artifact, source))
    sources = sorted({source for _, _, source in entries})[::args.sample]
    if args.targets:
        entries = [(target, "%s/%s" % (target, source), source)
                   for target in args.targets.split(",")
                   for source in sources]
    else:
        kept = set(sources)
        entries = [e for e in entries if e[2] in kept]

    check = {"interpret": check_interpret, "roundtrip": check_roundtrip,
             "openxla": check_openxla}[args.mode]

    def one(entry):
        target, artifact, source = entry
        return entry, check(args, target, os.path.join(args.suite, artifact),
                            os.path.join(testdata, source))

    results = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for entry, failure in pool.map(one, entries):
            results[entry] = failure

    totals = collections.Counter()
    passed = collections.Counter()
    for (target, artifact, _), failure in sorted(results.items()):
        totals[target] += 1
        if failure is None:
            passed[target] += 1
        elif args.verbose or args.expect:
            print("FAIL %s: %s" % (artifact, failure))
    for target in sorted(totals, key=lambda v: [int(p) for p in v.split(".")]):
        print("%s %s: %d/%d passed" % (args.mode, target, passed[target],
                                       totals[target]))

    passing = sorted(a for (_, a, _), f in results.items() if f is None)
    if args.write_passing:
        with open(args.write_passing, "w") as out:
            out.write("".join(a + "\n" for a in passing))
    status = 0
    if args.expect:
        with open(args.expect) as expect:
            wanted = {l.strip() for l in expect if l.strip()}
        ran = {a for (_, a, _) in results}
        regressions = sorted((wanted & ran) - set(passing))
        for artifact in regressions:
            print("REGRESSION %s" % artifact)
        status = 1 if regressions else 0
    print("%d passed, %d failed" % (len(passing), len(results) - len(passing)))
    return status


if __name__ == "__main__":
    sys.exit(main())

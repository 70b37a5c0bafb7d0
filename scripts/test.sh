#!/usr/bin/env bash
# Builds (installing what is missing), then runs every test: GoogleTest and
# lit through ctest, the downstream example against an installed package
# (scripts/check-downstream.sh), then the conformance ratchet, the dynamic
# programs refined and compared with their dynamic interpretation
# (scripts/dynamic-refine.py, its own ratchet), the fold suite again through
# --stablehlo-fold-pipeline, printing parity with StableHLO's printer, the
# differential fold test and a short malformed-input fuzz; the openxla
# binding in <build-dir>-openxla (scripts/openxla.sh); then the sanitizer
# build (build-asan/: ASan + UBSan, scripts/sanitize.sh --ci) and a minute of
# libFuzzer (scripts/fuzz.sh). Exits non-zero on any failure.
# Usage: scripts/test.sh [build-dir] (default: build).
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-$here/build}

"$here/scripts/build.sh" "$build"
# The benchmarks are not in the default build; build them so a link or API
# change that breaks them fails here (running them is left to bench/).
echo "== benchmarks build"
cmake --build "$build" --target benchmarks -j "${JOBS:-$(nproc)}"

echo "== ctest (unit tests and lit)"
ctest --test-dir "$build" --output-on-failure -j "${JOBS:-$(nproc)}"
"$here/scripts/check-downstream.sh" "$build"

runner="$here/../shared/conformance/run"
if [ -x "$runner" ] || [ -f "$runner" ]; then
  echo "== conformance ratchet (test/conformance/passing.txt)"
  python3 "$runner" --fold-opt "$build/bin/fold-opt" \
    --expect "$here/test/conformance/passing.txt"
  echo "== dynamic programs: refined against dynamic interpretation (test/conformance/dynamic-passing.txt)"
  python3 "$here/scripts/dynamic-refine.py" --fold-opt "$build/bin/fold-opt" \
    --testdata "$(dirname "$runner")/testdata/dynamic" -j "${JOBS:-$(nproc)}" \
    --expect "$here/test/conformance/dynamic-passing.txt"
  echo "== the fold suite through --stablehlo-fold-pipeline (same ratchet)"
  FOLD_OPT="$build/bin/fold-opt" python3 "$runner" --suite fold \
    --fold-opt "$here/scripts/pipeline-fold-opt.sh" \
    --expect "$here/test/conformance/passing.txt"
  echo "== printing parity with StableHLO's printer (test/conformance/print-parity.txt)"
  python3 "$here/scripts/print-parity.py" --fold-opt "$build/bin/fold-opt" \
    --root "$(dirname "$runner")/testdata" -j "${JOBS:-$(nproc)}" \
    --expect "$here/test/conformance/print-parity.txt"
  echo "== portable artifacts: deserialize and interpret (test/conformance/vhlo-passing.txt)"
  python3 "$here/scripts/vhlo-conformance.py" --build "$build" \
    --suite "$(dirname "$runner")/vhlo" -j "${JOBS:-$(nproc)}" \
    --expect "$here/test/conformance/vhlo-passing.txt"
  echo "== differential test: --fold-constants against the interpreter"
  python3 "$here/scripts/differential-fold.py" --fold-opt "$build/bin/fold-opt" \
    --root "$(dirname "$runner")/testdata" -j "${JOBS:-$(nproc)}"
  echo "== malformed input: 500 mutated conformance programs, 500 mutated portable artifacts, no crash"
  python3 "$here/scripts/fuzz-malformed.py" --fold-opt "$build/bin/fold-opt" \
    --root "$(dirname "$runner")" -n 500 --seed 1 -j "${JOBS:-$(nproc)}"
else
  echo "== conformance suite not found at $runner: skipped"
fi

echo "== the openxla binding (scripts/openxla.sh, docs/openxla.md)"
"$here/scripts/openxla.sh" "$build-openxla" "$build"

echo "== sanitizers: ASan + UBSan build, ctest, conformance subset, malformed input"
"$here/scripts/sanitize.sh" --ci
echo "== libFuzzer: fold-fuzz for 60 s"
"$here/scripts/fuzz.sh" 60 --seeds interpret

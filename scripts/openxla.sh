#!/usr/bin/env bash
# The openxla binding (docs/openxla.md) in CI: unpacks openxla/stablehlo from
# ../shared/third_party into the build directory (never into the
# repository), configures a build with STABLEHLO_FOLD_OPENXLA_SOURCE_DIR
# (ccache), builds fold-opt-openxla, the example consumer and the unit tests,
# then runs the binding's lit tests and unit tests, the conformance fold and
# canon suites through fold-opt-openxla (their own ratchet), the byte
# identity with fold-opt's output (scripts/openxla-parity.py, a ratchet),
# openxla's own reader on our portable artifacts (a ratchet) and a short
# malformed-input fuzz (no crash).
# Usage: scripts/openxla.sh [openxla-build-dir] [fold-opt-build-dir]
# (defaults: build-openxla, build). Skips with a message when the tarball or
# the conformance suite is missing.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
xbuild=${1:-$here/build-openxla}
build=${2:-$here/build}
jobs=${JOBS:-$(nproc)}
tarball="$here/../shared/third_party/openxla-stablehlo-6b4e61fe.tar.xz"
if [ ! -f "$tarball" ]; then
  echo "== openxla binding: $tarball not found: skipped"
  exit 0
fi

src="$xbuild/third_party/stablehlo-6b4e61fe"
if [ ! -f "$src/stablehlo/dialect/StablehloOps.td" ]; then
  mkdir -p "$xbuild/third_party"
  tar -xJf "$tarball" -C "$xbuild/third_party"
fi
export CCACHE_BASEDIR="$here"
if [ ! -f "$xbuild/build.ninja" ]; then
  cmake -G Ninja -S "$here" -B "$xbuild" \
    -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_CXX_COMPILER_LAUNCHER=ccache \
    -DLLVM_USE_LINKER=lld \
    -DSTABLEHLO_FOLD_BUILD_PYTHON=OFF \
    -DSTABLEHLO_FOLD_OPENXLA_SOURCE_DIR="$src"
fi
cmake --build "$xbuild" -j "$jobs" --target fold-opt-openxla fold-translate \
  openxla-fold-example OpenXLATests

echo "== openxla binding: lit (test/OpenXLA) and unit tests"
/usr/lib/llvm-22/bin/lit -sv "$xbuild/test/OpenXLA"
"$xbuild/unittests/OpenXLA/OpenXLATests"

runner="$here/../shared/conformance/run"
if [ ! -f "$runner" ]; then
  echo "== conformance suite not found at $runner: skipped"
  exit 0
fi
xopt="$xbuild/bin/fold-opt-openxla"
echo "== openxla binding: conformance fold and canon through fold-opt-openxla (test/conformance/openxla-passing.txt)"
python3 "$runner" --fold-opt "$xopt" --suite fold --suite canon -j "$jobs" \
  --expect "$here/test/conformance/openxla-passing.txt"
echo "== openxla binding: folded programs byte-identical to fold-opt's (test/conformance/openxla-identical.txt)"
python3 "$here/scripts/openxla-parity.py" --fold-opt "$build/bin/fold-opt" \
  --fold-opt-openxla "$xopt" --root "$(dirname "$runner")" \
  --mode fold --mode canon -j "$jobs" \
  --expect "$here/test/conformance/openxla-identical.txt"
echo "== openxla binding: openxla's reader reads our portable artifacts (test/conformance/vhlo-openxla-passing.txt)"
# Every 16th conformance program written by fold-translate at eight
# releases, read by fold-opt-openxla through openxla's own reader and
# interpreted (about 30 s on two cores; all programs at the index's three
# targets: scripts/vhlo-conformance.py --mode openxla, about 4 min).
python3 "$here/scripts/vhlo-conformance.py" --mode openxla --build "$build" \
  --openxla-build "$xbuild" --suite "$(dirname "$runner")/vhlo" \
  --targets 0.9.0,0.12.0,0.14.0,0.20.0,1.0.0,1.4.0,1.7.0,1.13.8 --sample 16 \
  -j "$jobs" --expect "$here/test/conformance/vhlo-openxla-passing.txt"
echo "== openxla binding: malformed input, 100 mutated programs, no crash"
# fold-opt-openxla verifies its input with our dialects before openxla's
# (whose verifiers crash on some malformed ops, docs/openxla.md): any crash
# fails the run. Mutated artifacts run through fold-opt (scripts/test.sh).
log="$xbuild/fuzz-malformed.log"
if ! python3 "$here/scripts/fuzz-malformed.py" --fold-opt "$xopt" \
    --root "$(dirname "$runner")" -n 100 --artifacts 0 --seed 1 -j "$jobs" \
    > "$log" 2>&1; then
  grep -A12 "^CRASH" "$log" || tail -20 "$log"
  exit 1
fi
tail -1 "$log"

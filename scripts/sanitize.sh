#!/usr/bin/env bash
# Builds the sanitizer tree (scripts/sanitizer-build.sh: clang-22, ASan +
# UBSan, every finding fatal) and runs under it: ctest (unit tests and lit),
# the conformance ratchet and the malformed-input fuzz. Every sanitizer
# report goes to a log file (ASAN_OPTIONS/UBSAN_OPTIONS log_path), so a
# report is a finding even where a non-zero exit is the expected outcome
# (lit's `not`, the conformance runner's corrupted programs); the script
# prints each report and exits non-zero on any finding or failing step.
# Usage: scripts/sanitize.sh [--ci | --tsan]
#   --ci: the conformance ratchet runs only its interpret, testdata and fold
#         suites (the subset CI affords, see docs/sanitizers.md).
#   --tsan: instead, ThreadSanitizer (clang-22, build-tsan/ or
#         $TSAN_BUILD): builds the unit tests that run kernels and folds on
#         several threads at once and runs them ($TSAN_TARGETS picks the
#         test binaries, InterpreterTests and FolderTests by default,
#         $TSAN_FILTER, a gtest filter, the tests); every report is a
#         finding.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SANITIZE_BUILD:-$here/build-asan}
ci=0
[ "${1:-}" = "--ci" ] && ci=1
jobs=${JOBS:-$(nproc)}

if [ "${1:-}" = "--tsan" ]; then
  tbuild=${TSAN_BUILD:-$here/build-tsan}
  filter=${TSAN_FILTER:-KernelConfig.*:FoldSettings.*:KernelPaths.*}
  read -r -a targets <<< "${TSAN_TARGETS:-InterpreterTests FolderTests}"
  "$here/scripts/install-packages.sh" cmake ninja-build libmlir-22-dev \
    mlir-22-tools llvm-22-dev libzstd-dev libgtest-dev ccache lld-22 \
    clang-22 libclang-rt-22-dev
  tsan="-fsanitize=thread -fno-omit-frame-pointer"
  opt="-O1 -gline-tables-only -DNDEBUG"
  export CCACHE_BASEDIR="$here"
  if [ ! -f "$tbuild/build.ninja" ]; then
    cmake -G Ninja -S "$here" -B "$tbuild" -DCMAKE_BUILD_TYPE=Release \
      -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
      -DCMAKE_C_FLAGS="$tsan" -DCMAKE_CXX_FLAGS="$tsan" \
      -DCMAKE_C_FLAGS_RELEASE="$opt" -DCMAKE_CXX_FLAGS_RELEASE="$opt" \
      -DCMAKE_EXE_LINKER_FLAGS="$tsan" -DCMAKE_SHARED_LINKER_FLAGS="$tsan" \
      -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DLLVM_USE_LINKER=lld \
      -DSTABLEHLO_FOLD_BUILD_CAPI=OFF -DSTABLEHLO_FOLD_BUILD_PYTHON=OFF
  fi
  start=$(date +%s)
  cmake --build "$tbuild" -j "$jobs" --target "${targets[@]}"
  echo "== tsan build: $(( $(date +%s) - start )) s"
  logs=$(mktemp -d "${TMPDIR:-/tmp}/tsan-logs.XXXXXX")
  export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:log_path=$logs/tsan"
  status=0
  for t in "${targets[@]}"; do
    start=$(date +%s)
    rc=0
    "$(find "$tbuild/unittests" -name "$t" -type f | head -1)" \
      --gtest_filter="$filter" || rc=$?
    echo "== tsan $t: $(( $(date +%s) - start )) s, exit $rc"
    [ "$rc" -eq 0 ] || status=1
  done
  for f in $(find "$logs" -type f); do
    echo "---- $f"
    head -80 "$f"
    status=1
  done
  rm -rf "$logs"
  [ $status -eq 0 ] && echo "== tsan: no findings" || echo "== tsan: FAILED"
  exit $status
fi

"$here/scripts/sanitizer-build.sh"

logs=$(mktemp -d "${TMPDIR:-/tmp}/sanitize-logs.XXXXXX")
supp="$here/scripts/sanitizers"
export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs when the
# code that instantiates it is built with ASan (our code) and relies on
# Allocate() to unpoison each chunk; the Allocate() inlined into Debian's
# uninstrumented MLIR does not, so MLIR's own reads from such slabs would be
# reported (use-after-poison in mlir::Dialect::addType). We poison nothing
# ourselves.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:allocator_may_return_null=1:allow_user_poisoning=0:log_path=$logs/asan"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1:log_path=$logs/ubsan"
export LSAN_OPTIONS="suppressions=$supp/lsan.supp:print_suppressions=0"

status=0
# Runs one step, times it, and collects the reports it left.
step() {
  local name=$1
  shift
  echo "== $name"
  local start=$(date +%s) rc=0
  "$@" || rc=$?
  # A report is a finding unless all it says is that an allocation failed
  # (allocator_may_return_null=1: a tensor too large to allocate is a clean
  # error, tested on purpose).
  local f n=0
  for f in $(find "$logs" -type f); do
    if grep -qv "WARNING: AddressSanitizer failed to allocate" "$f"; then
      n=$((n + 1))
    else
      rm "$f"
    fi
  done
  echo "== $name: $(( $(date +%s) - start )) s, exit $rc, $n sanitizer report(s)"
  if [ "$n" -gt 0 ]; then
    for f in "$logs"/*; do echo "---- $f"; head -60 "$f"; done
    mkdir -p "$build/sanitizer-reports"
    mv "$logs"/* "$build/sanitizer-reports/"
  fi
  [ "$rc" -eq 0 ] && [ "$n" -eq 0 ] || status=1
}

step "ctest (unit tests and lit)" \
  ctest --test-dir "$build" --output-on-failure -j "$jobs"

runner="$here/../shared/conformance/run"
if [ -f "$runner" ]; then
  suites=()
  [ $ci -eq 1 ] && suites=(--suite interpret --suite testdata --suite fold)
  # Sanitized fold-opt is several times slower: a longer timeout per run.
  step "conformance ratchet${suites:+ (${suites[*]})}" \
    python3 "$runner" --fold-opt "$build/bin/fold-opt" --timeout 120 \
      -j "$jobs" "${suites[@]}" --expect "$here/test/conformance/passing.txt"
  step "malformed input: 500 mutated conformance programs, 200 artifacts" \
    python3 "$here/scripts/fuzz-malformed.py" --fold-opt "$build/bin/fold-opt" \
      --root "$(dirname "$runner")" -n 500 --artifacts 200 --seed 1 -j "$jobs"
else
  echo "== conformance suite not found at $runner: skipped"
fi
rmdir "$logs" 2>/dev/null || true
[ $status -eq 0 ] && echo "== sanitize: no findings" || echo "== sanitize: FAILED"
exit $status

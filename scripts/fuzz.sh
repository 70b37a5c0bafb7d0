#!/usr/bin/env bash
# Builds the libFuzzer target fold-fuzz in the sanitizer tree
# (scripts/sanitizer-build.sh), replays the regression inputs of
# test/fuzz/regressions/, then fuzzes for SECONDS, seeded from the
# conformance programs (../shared/conformance, read at run time, split at
# `// -----`; never copied into the repository). New corpus entries stay in
# build-asan/fuzz/corpus/ between runs; a finding is written to
# build-asan/fuzz/findings/ and the script exits non-zero.
# Usage: scripts/fuzz.sh SECONDS [--seeds interpret|all] [libFuzzer flags...]
#   (FUZZ_WORK=dir: keep seeds, corpus, findings and log there instead)
#   --seeds interpret: seed only from interpret/ (quick start, for CI);
#   all (default): interpret/ and testdata/ files up to 8 KiB.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
build=${SANITIZE_BUILD:-$here/build-asan}
seconds=${1:?usage: scripts/fuzz.sh SECONDS [--seeds interpret|all] [flags...]}
shift
seeds=all
if [ "${1:-}" = "--seeds" ]; then seeds=$2; shift 2; fi

"$here/scripts/sanitizer-build.sh" fold-fuzz
fuzzer="$build/bin/fold-fuzz"

export ASAN_SYMBOLIZER_PATH=/usr/lib/llvm-22/bin/llvm-symbolizer
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons its slabs when the
# code that instantiates it is built with ASan (our code) and relies on
# Allocate() to unpoison each chunk; the Allocate() inlined into Debian's
# uninstrumented MLIR does not, so MLIR's own reads from such slabs would be
# reported (use-after-poison in mlir::Dialect::addType). We poison nothing
# ourselves.
export ASAN_OPTIONS="halt_on_error=1:detect_leaks=1:allocator_may_return_null=1:allow_user_poisoning=0"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp:print_suppressions=0"

work=${FUZZ_WORK:-$build/fuzz}
mkdir -p "$work/corpus" "$work/findings"
rm -rf "$work/seeds"
python3 "$here/scripts/fuzz-seeds.py" --root "$here/../shared/conformance" \
  --out "$work/seeds" --which "$seeds" --dict "$work/stablehlo.dict"

regressions=("$here"/test/fuzz/regressions/*.mlir)
if [ -e "${regressions[0]}" ]; then
  echo "== replaying ${#regressions[@]} regression input(s)"
  "$fuzzer" -rss_limit_mb=2048 -timeout=60 "${regressions[@]}" \
    > "$work/replay.log" 2>&1 || { tail -80 "$work/replay.log"; exit 1; }
fi

echo "== fuzzing for $seconds s (log: $work/fuzz.log)"
rc=0
"$fuzzer" -max_total_time="$seconds" -rss_limit_mb=2048 -timeout=60 \
  -max_len=16384 -print_final_stats=1 \
  -dict="$work/stablehlo.dict" \
  -artifact_prefix="$work/findings/" "$@" "$work/corpus" "$work/seeds" \
  > "$work/fuzz.log" 2>&1 || rc=$?
grep -E '^#[0-9]+[[:space:]]+(INITED|DONE)|^stat::' "$work/fuzz.log" || true
if [ $rc -ne 0 ]; then
  echo "== fold-fuzz found something (exit $rc):"
  grep -E -A40 'ERROR|runtime error|fold-fuzz:|deadly signal|Timeout|out-of-memory' \
    "$work/fuzz.log" | head -120
  ls -l "$work/findings"
fi
exit $rc

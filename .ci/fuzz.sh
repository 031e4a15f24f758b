#!/usr/bin/env bash
# Bounded fuzzing with Jazzer: each target fuzzes for the maxDuration in its @FuzzTest (60 s), one
# target per JVM (Jazzer fuzzes one test per run). A crashing input is written by Jazzer into the
# target's src/test/resources/<package>/<Class>Inputs/<method>/ folder, where every later `mvn test`
# replays it as a regression test: commit it with the fix. Exits non-zero when any target finds a crash.
#   FUZZ_TARGETS="Class#method ..." narrows the run.
set -uo pipefail
cd "$(dirname "$0")/.."

targets=${FUZZ_TARGETS:-"PageParserFuzzTest#anyBytesDecodeAndParseIntoAPageWithSaneLines
PassagesFuzzTest#anyMarkdownCutsIntoPassagesThatKeepEveryBlockOnce
QuestionFuzzTest#contentWordsAreDistinctNonBlankAndFromTheQuestion
QuestionFuzzTest#anyQuestionIsAnsweredOrRefusedNeverAnError"}

passed=0
failed=0
for t in $targets; do
  echo "== fuzzing $t"
  log="target/fuzz-${t//#/-}.log"
  mkdir -p target
  if JAZZER_FUZZ=1 mvn -B -ntp -q test -Dtest="$t" -Dsurefire.failIfNoSpecifiedTests=false > "$log" 2>&1; then
    passed=$((passed + 1))
    grep -E "^#[0-9]+.*DONE|Done [0-9]+ runs" "$log" | tail -1 || true
  else
    failed=$((failed + 1))
    echo "FINDING or failure in $t (log: $log):"
    grep -E "FuzzTestFindingException|Caused by|crash-|Test unit written" "$log" | head -20
  fi
done
git status --short -- 'src/test/resources/**/*Inputs/**' 2>/dev/null | sed 's/^/new input: /'
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]

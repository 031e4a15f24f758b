#!/usr/bin/env bash
# Builds the multilingual student model (docs/decisions/0028) from a clean machine, outside CI:
#   1. downloads Debian's translated help packages (fetch-packages.sh);
#   2. extracts the aligned English-translation paragraph pairs (PairExtractor);
#   3. runs the bundled English model on every English paragraph and fits the student to it (StudentTrainer);
#   4. writes the model into the app's resources, with its manifest beside it.
# Usage: training/multilingual/build.sh [WORK_DIR]   (default: target/multilingual; about 20 minutes on two cores)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
work="${1:-$repo/target/multilingual}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
model="$repo/src/main/resources/ephemeris/embed/student/static-ml.bin"
mkdir -p "$(dirname "$model")"

bash "$here/fetch-packages.sh" "$work"
cd "$repo"
run() {
    # test-compile in the same call: it selects the Java 25 toolchain that exec:exec then runs on
    mvn -q -B test-compile exec:exec -Dexec.classpathScope=test -Dmain.class="$1" -Dephemeris.jvm.args="-Xmx6g" -Dephemeris.args="${*:2}"
}
run ephemeris.training.PairExtractor "$work/tree" "$work/pairs.tsv"
run ephemeris.training.StudentTrainer "$work/pairs.tsv" "$work" "$model" "${EPOCHS:-5}"
cp "$work/packages.tsv" "$(dirname "$model")/static-ml.packages.tsv"
echo "model: $model"

#!/usr/bin/env bash
# Regenerates the strict-order fixtures: systems with several priority levels (from gen.py), the optimal
# error of every level under the strict order (scripts/lexicographic-reference.py, scipy's HiGHS), and
# kiwisolver's values for comparison. Run from this folder; PLUMB_SHARED defaults to ../../../../../shared.
set -euo pipefail
shared="${PLUMB_SHARED:-$(cd ../../../../.. && pwd)/shared}"
reference="../../../../scripts/lexicographic-reference.py"
for spec in "random 20 3" "random 30 4" "random 40 8" "cells 8 5" "chain 12 6" "nested 16 7"; do
    set -- $spec
    system="$1-$2.txt"
    python3 "$shared/bench/gen.py" "$1" "$2" --seed "$3" > "$system"
    python3 "$reference" "$system" "$shared/bench" > "${system%.txt}.levels.json"
    python3 "$shared/bench/kiwi_solve.py" "$system" --values --repeat 1 \
        | python3 -c 'import json,sys; d=json.load(sys.stdin); print(json.dumps({"system": d["system"], "solver": d["solver"], "values": d["values"]}, indent=0))' \
        > "${system%.txt}.kiwi.json"
done

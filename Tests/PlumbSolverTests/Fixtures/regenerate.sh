#!/usr/bin/env bash
# Regenerates the differential fixtures: systems with one optional level and a unique optimum, and the values
# kiwisolver 1.5.1 finds for them. Run from this folder; PLUMB_SHARED defaults to ../../../../shared.
set -euo pipefail
shared="${PLUMB_SHARED:-$(cd ../../../.. && pwd)/shared}"
gen="../../../scripts/gen-differential.py"
for spec in "tree 20 1" "tree 40 2" "tree 60 3" "rows 20 4" "rows 45 5" "rows 60 6"; do
    set -- $spec
    python3 "$gen" "$1" "$2" --seed "$3" > "$1-$2.txt"
done
for n in 25 49; do
    python3 "$shared/bench/gen.py" grid "$n" > "grid-$n.txt"
done
for system in *.txt; do
    python3 "$shared/bench/kiwi_solve.py" "$system" --values --repeat 1 \
        | python3 -c 'import json,sys; d=json.load(sys.stdin); print(json.dumps({"system": d["system"], "solver": d["solver"], "values": d["values"]}, indent=0))' \
        > "${system%.txt}.kiwi.json"
done

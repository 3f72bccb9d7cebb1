#!/usr/bin/env python3
"""Generate small systems for the solver's differential suite: one optional priority level, a unique optimum.

usage: gen-differential.py SHAPE N [--seed S] > system.txt
shapes:
  tree    N views in a random tree; each view is placed inside its parent by required inequalities and prefers
          an offset and an intrinsic width/height at the single optional level 500; widths and heights are
          capped by required constants, so some preferences cannot be met.
  rows    N views in rows of up to 5 laid out against the canvas width W; the last view of a row is
          right-aligned to W (required), the others keep intrinsic widths at 500 and minimum widths (required).
Every optional constraint is `v == constant` or `v == other + constant` on its own variable, so the sum of
errors has a unique minimiser; the root size is an edit variable, and no optional constraint competes with it,
so kiwisolver's weighted sum and the strict priority order give the same answer.
Written in the plain format of /work/shared/bench/README.md.
"""
import random, sys

def out(line): sys.stdout.write(line + "\n")

def tree(n, rnd):
    out(f"# differential tree n {n}")
    out("edit W 390"); out("edit H 844")
    out("v0.x == 0"); out("v0.y == 0"); out("v0.w == W"); out("v0.h == H")
    for i in range(1, n):
        p = rnd.randrange(i)
        out(f"v{i}.x >= v{p}.x + {rnd.randint(0, 12)}")
        out(f"v{i}.y >= v{p}.y + {rnd.randint(0, 12)}")
        out(f"v{i}.x == v{p}.x + {rnd.randint(0, 40)} @500")
        out(f"v{i}.y == v{p}.y + {rnd.randint(0, 40)} @500")
        cap_w, cap_h = rnd.randint(40, 300), rnd.randint(20, 200)
        out(f"v{i}.w <= {cap_w}"); out(f"v{i}.h <= {cap_h}")
        out(f"v{i}.w == {rnd.randint(20, 360)} @500")
        out(f"v{i}.h == {rnd.randint(10, 240)} @500")
    out("suggest W 844 H 390"); out("suggest W 1024 H 1366"); out("suggest W 390 H 844")

def rows(n, rnd):
    out(f"# differential rows n {n}")
    out("edit W 390"); out("edit H 844")
    i = 0; row = 0
    while i < n:
        count = min(5, n - i)
        top = 60 + 50 * row
        for k in range(count):
            v = f"v{i + k}"
            out(f"{v}.y == {top}")
            out(f"{v}.h == {rnd.randint(20, 44)} @500")
            out(f"{v}.h >= 20")
            out(f"{v}.x == 16" if k == 0 else f"{v}.x == v{i + k - 1}.x + v{i + k - 1}.w + 8")
            if k == count - 1:
                out(f"{v}.x + {v}.w == W - 16")
            else:
                out(f"{v}.w == {rnd.randint(20, 80)} @500")
                out(f"{v}.w >= 10")
        i += count; row += 1
    out("suggest W 844 H 390"); out("suggest W 1024 H 1366"); out("suggest W 390 H 844")

SHAPES = {"tree": tree, "rows": rows}

if __name__ == "__main__":
    args = sys.argv[1:]
    seed = 7
    if "--seed" in args:
        k = args.index("--seed"); seed = int(args[k + 1]); del args[k:k + 2]
    if len(args) != 2 or args[0] not in SHAPES:
        sys.stderr.write(__doc__); sys.exit(2)
    SHAPES[args[0]](int(args[1]), random.Random(seed))

#!/usr/bin/env python3
"""The optimal error at every priority level of a system, solved as a sequence of linear programs (scipy HiGHS).

usage: lexicographic-reference.py SYSTEM.txt > reference.json
For the build and for each `suggest` line, levels are minimised from the highest down: minimise the total
error at one level subject to the required constraints and to every higher level keeping its optimum.
Edit variables are a level of their own (2000) above every constraint, as in plumb-bench. This is the strict
priority order computed independently of PlumbSolver, so it can check PlumbSolver where the optimum is not
unique in values (only each level's total error is). Prints {"system", "levels": [[[level, error], ...], ...]}.
"""
import json, sys
import numpy as np
from scipy.optimize import linprog
from scipy.sparse import lil_matrix

sys.path.insert(0, sys.argv[2] if len(sys.argv) > 2 else "")
try:
    from kiwi_solve import read_system
except ImportError:
    sys.exit("put shared/bench on PYTHONPATH (kiwi_solve.read_system parses the format)")

EDIT_LEVEL = 2000.0

def solve(edits, cons, edit_values):
    names = {}
    def idx(n):
        if n not in names:
            names[n] = len(names)
        return names[n]
    for n, _ in edits:
        idx(n)
    rows = []  # (coefs dict var->c, const, op, level)
    for (lt, lc), op, (rt, rc), prio in cons:
        coefs = {}
        for n, c in lt.items():
            coefs[idx(n)] = coefs.get(idx(n), 0) + c
        for n, c in rt.items():
            coefs[idx(n)] = coefs.get(idx(n), 0) - c
        if not any(abs(c) > 0 for c in coefs.values()):
            continue
        rows.append((coefs, lc - rc, op, None if prio >= 1000 else prio))
    for n, _ in edits:
        rows.append(({idx(n): 1.0}, -edit_values[n], "==", EDIT_LEVEL))
    nvars = len(names)
    # error variables: two for an optional ==, one for an optional inequality
    errors = []  # (column, level)
    eq, ub = [], []  # (coef dict, rhs)
    col = nvars
    for coefs, const, op, level in rows:
        if level is None:
            if op == "==":
                eq.append((coefs, -const))
            elif op == ">=":
                ub.append(({k: -v for k, v in coefs.items()}, const))
            else:
                ub.append((coefs, -const))
        elif op == "==":
            d = dict(coefs); d[col] = -1.0; d[col + 1] = 1.0
            eq.append((d, -const)); errors += [(col, level), (col + 1, level)]; col += 2
        elif op == ">=":
            d = {k: -v for k, v in coefs.items()}; d[col] = -1.0
            ub.append((d, const)); errors.append((col, level)); col += 1
        else:
            d = dict(coefs); d[col] = -1.0
            ub.append((d, -const)); errors.append((col, level)); col += 1
    n = col
    bounds = [(None, None)] * nvars + [(0, None)] * (n - nvars)
    levels = sorted({lv for _, lv in errors}, reverse=True)
    result = []
    for level in levels:
        c = np.zeros(n)
        for column, lv in errors:
            if lv == level:
                c[column] = 1.0
        def matrix(entries):
            m = lil_matrix((len(entries), n))
            for i, (d, _) in enumerate(entries):
                for k, v in d.items():
                    m[i, k] = v
            return m.tocsr(), np.array([b for _, b in entries])
        A_eq, b_eq = matrix(eq) if eq else (None, None)
        A_ub, b_ub = matrix(ub) if ub else (None, None)
        r = linprog(c, A_ub=A_ub, b_ub=b_ub, A_eq=A_eq, b_eq=b_eq, bounds=bounds, method="highs",
                    options={"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10})
        if r.status != 0:
            sys.exit(f"linprog failed at level {level}: {r.message}")
        best = float(r.fun)
        result.append([level, best])
        # keep this level at its optimum (with a little slack for the solver's tolerance)
        ub.append(({column: 1.0 for column, lv in errors if lv == level}, best + 1e-9 * max(1.0, abs(best))))
    return result

def main():
    path = sys.argv[1]
    edits, suggests, cons = read_system(path)
    values = dict(edits)
    steps = [solve(edits, cons, values)]
    for s in suggests:
        values.update(dict(s))
        steps.append(solve(edits, cons, values))
    print(json.dumps({"system": path.split("/")[-1], "levels": steps}))

if __name__ == "__main__":
    main()

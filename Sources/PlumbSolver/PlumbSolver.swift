/// PlumbSolver: an incremental Cassowary solver with strict priority order. (Being written.)

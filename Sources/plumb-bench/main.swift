print("plumb-bench: not yet")

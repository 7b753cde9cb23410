/// Consumes a value so that the optimizer cannot drop the work that produced it.
@inline(never)
func blackHole<T>(_ value: T) {}

/// Returns its argument, opaque to the optimizer, so that a loop cannot be hoisted or folded.
@inline(never)
func identity<T>(_ value: T) -> T { value }

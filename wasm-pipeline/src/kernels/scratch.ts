/** A typed-array type that {@link scratch} can grow. */
type ScratchArray = Float64Array | Float32Array | Int32Array | Uint32Array | Uint8Array;

/**
 * Returns `current` when it holds at least `length` values, else a larger array of the same type.
 * Kernels keep their temporary arrays in module variables and pass them through here on every call:
 * allocating a typed array costs about 1.5 us at 1 KB and over 40 us at 64 KB in V8 (a backing store
 * and its external-memory accounting), more than the work on a 16x16 texture. The contents are
 * whatever the last call left (callers clear what they need), and the array must not outlive the call:
 * kernels are synchronous, so one call never sees another's scratch.
 */
export function scratch<T extends ScratchArray>(current: T, length: number): T {
  if (current.length >= length) return current;
  const Type = current.constructor as new (length: number) => T;
  return new Type(Math.max(length, current.length * 2));
}

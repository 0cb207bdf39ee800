/** A typed-array type that {@link scratch} can grow. */
type ScratchArray = Float64Array | Float32Array | Int32Array | Uint32Array | Uint8Array;

/**
 * Arrays up to this many values are kept for reuse whatever the next request (1024x1024, at most 8 MB
 * for a Float64Array). Larger ones serve only requests of similar size: a Worker isolate has 128 MB, and
 * one 2048x2048 cutout texture's dilation arrays alone are about 56 MB, which must not stay alive for
 * the rest of the isolate's life.
 */
export const keptScratchLength = 1 << 20;

/**
 * Returns `current` when it holds at least `length` values, else a larger array of the same type.
 * Kernels keep their temporary arrays in module variables and pass them through here on every call:
 * allocating a typed array costs about 1.5 us at 1 KB and over 40 us at 64 KB in V8 (a backing store
 * and its external-memory accounting), more than the work on a 16x16 texture. The contents are
 * whatever the last call left (callers clear what they need), and the array must not outlive the call:
 * kernels are synchronous, so one call never sees another's scratch.
 * Small sizes grow by doubling, up to {@link keptScratchLength}; past it an array has exactly the size
 * asked for, and is replaced (so it can be freed) by the first request for under a quarter of it.
 */
export function scratch<T extends ScratchArray>(current: T, length: number): T {
  if (current.length >= length && (current.length <= keptScratchLength || length * 4 > current.length)) {
    return current;
  }
  const Type = current.constructor as new (length: number) => T;
  if (length > keptScratchLength) return new Type(length);
  const doubled = current.length < length ? current.length * 2 : 0;
  return new Type(Math.min(keptScratchLength, Math.max(length, doubled)));
}

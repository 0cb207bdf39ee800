/**
 * The bytes of a view as an ArrayBuffer holding exactly them. The jSquash codecs read a view's whole
 * backing buffer and ignore its offset, so a view into a larger buffer (a Node `Buffer` from the shared
 * pool, a frame of an animation strip) must be copied; a view that spans its buffer is passed as it is.
 * `Uint8Array.prototype.slice` copies even for a Node `Buffer`, whose own `slice` is only a view.
 */
export function wholeBuffer(view: Uint8Array | Uint8ClampedArray): ArrayBuffer {
  if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength) return view.buffer as ArrayBuffer;
  return Uint8Array.prototype.slice.call(view).buffer as ArrayBuffer;
}

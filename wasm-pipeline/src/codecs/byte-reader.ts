import { fail } from "./decode-error.js";

/** Little/big-endian reads that report a truncated file instead of reading past the end. */
export function u16le(bytes: Uint8Array, at: number): number {
  need(bytes, at, 2);
  return bytes[at]! | (bytes[at + 1]! << 8);
}

export function u16be(bytes: Uint8Array, at: number): number {
  need(bytes, at, 2);
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

export function u32le(bytes: Uint8Array, at: number): number {
  need(bytes, at, 4);
  return (bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16) | (bytes[at + 3]! << 24)) >>> 0;
}

export function i32le(bytes: Uint8Array, at: number): number {
  return u32le(bytes, at) | 0;
}

export function u32be(bytes: Uint8Array, at: number): number {
  need(bytes, at, 4);
  return ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
}

/** Throws `truncated` unless `length` bytes are available at `at`. */
export function need(bytes: Uint8Array, at: number, length: number): void {
  if (at + length > bytes.length)
    fail("truncated", `file ends after ${bytes.length} bytes, expected at least ${at + length}`);
}

import type { ZipSource } from "@greenhouse/wasm-pipeline";

/** One ranged read serves every small entry inside it, so R2 subrequests per batch stay in the tens. */
export const READ_WINDOW = 8 * 1024 * 1024;

/**
 * A `ZipSource` over an R2 object that reads it in windows of up to 8 MiB. Only one window is held,
 * so memory stays flat whatever the pack size; `bytesRead` feeds the batch budget.
 */
export class R2WindowSource implements ZipSource {
  private windowStart = 0;
  private window: Uint8Array = new Uint8Array(0);
  bytesRead = 0;

  constructor(
    private readonly bucket: R2Bucket,
    private readonly key: string,
    readonly size: number,
  ) {}

  async read(offset: number, length: number): Promise<Uint8Array> {
    const end = offset + length;
    if (offset >= this.windowStart && end <= this.windowStart + this.window.length) {
      return this.window.subarray(offset - this.windowStart, end - this.windowStart);
    }
    if (length > READ_WINDOW / 2) return this.fetch(offset, length);
    this.window = await this.fetch(offset, Math.min(READ_WINDOW, this.size - offset));
    this.windowStart = offset;
    return this.window.subarray(0, length);
  }

  private async fetch(offset: number, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array(0);
    const object = await this.bucket.get(this.key, { range: { offset, length } });
    if (!object) throw new Error(`The uploaded file ${this.key} is missing from storage`);
    const bytes = new Uint8Array(await object.arrayBuffer());
    if (bytes.length !== length) throw new Error(`Short read of ${this.key} at ${offset}`);
    this.bytesRead += bytes.length;
    return bytes;
  }
}

/** R2 wants every part but the last to be the same size, and at least 5 MiB. */
export const OUTPUT_PART_SIZE = 5 * 1024 * 1024;

/**
 * The output zip as a byte stream cut into fixed-size R2 multipart parts. Bytes that do not yet fill
 * a part stay in `tail`; the job store persists the tail and the uploaded parts in the same
 * transaction as the batch cursor, so a batch that dies half-way is simply redone: it re-uploads the
 * same part numbers with the same bytes, because part boundaries depend only on byte offsets.
 */
export class MultipartOutput {
  private chunks: Uint8Array[];
  private buffered: number;
  private readonly uploaded: R2UploadedPart[];

  constructor(
    private readonly upload: R2MultipartUpload,
    committedParts: R2UploadedPart[],
    tail: Uint8Array,
    private readonly partSize = OUTPUT_PART_SIZE,
  ) {
    this.uploaded = [...committedParts];
    this.chunks = tail.length > 0 ? [tail] : [];
    this.buffered = tail.length;
  }

  /** Bytes written so far, i.e. the offset of the next byte in the output zip. */
  get offset(): number {
    return this.uploaded.length * this.partSize + this.buffered;
  }

  /** Every part uploaded so far, committed or not. */
  get parts(): readonly R2UploadedPart[] {
    return this.uploaded;
  }

  /** The bytes not yet in any part. */
  tail(): Uint8Array {
    return concat(this.chunks, this.buffered);
  }

  async write(bytes: Uint8Array): Promise<void> {
    if (bytes.length === 0) return;
    this.chunks.push(bytes);
    this.buffered += bytes.length;
    while (this.buffered >= this.partSize) await this.flushPart();
  }

  /** Uploads the remaining bytes as the last part and assembles the object. */
  async complete(): Promise<R2Object> {
    if (this.buffered > 0 || this.uploaded.length === 0) {
      const last = this.tail();
      this.uploaded.push(await this.upload.uploadPart(this.uploaded.length + 1, last));
      this.chunks = [];
      this.buffered = 0;
    }
    return this.upload.complete(this.uploaded);
  }

  private async flushPart(): Promise<void> {
    const all = concat(this.chunks, this.buffered);
    const part = all.subarray(0, this.partSize);
    const rest = all.slice(this.partSize);
    this.uploaded.push(await this.upload.uploadPart(this.uploaded.length + 1, part));
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
  }
}

function concat(chunks: Uint8Array[], length: number): Uint8Array {
  if (chunks.length === 1 && (chunks[0] as Uint8Array).length === length) return chunks[0] as Uint8Array;
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

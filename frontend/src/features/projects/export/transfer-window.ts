/**
 * The bytes handed to the export worker and not yet laid out into its pack, kept under a limit: the
 * download can outrun the worker (a JPEG or TGA is decoded and encoded again as PNG), and without a
 * limit the files it had not reached piled up in its message queue, up to the whole project.
 */
export class TransferWindow {
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private failure: Error | null = null;

  constructor(private readonly limit: number) {}

  /** Bytes handed over and not yet released. */
  get bytes(): number {
    return this.inFlight;
  }

  /**
   * Resolves once `size` more bytes fit under the limit, and counts them. With nothing in flight a file
   * goes whatever its size, so one larger than the window is not stuck for ever.
   */
  async reserve(size: number): Promise<void> {
    while (this.inFlight > 0 && this.inFlight + size > this.limit) {
      if (this.failure) throw this.failure;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    if (this.failure) throw this.failure;
    this.inFlight += size;
  }

  /** The worker has laid out `size` bytes: whoever waits for room tries again. */
  release(size: number): void {
    this.inFlight = Math.max(0, this.inFlight - size);
    this.wake();
  }

  /** The worker is gone: every wait, and every later reserve, fails with `error`. */
  fail(error: Error): void {
    this.failure ??= error;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const resolve of waiting) resolve();
  }
}

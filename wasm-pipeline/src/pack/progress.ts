import type { LogLevel, LogLine, ProcessingStatus } from "./types.js";

/** Counters of a conversion; plain JSON so a job can carry them from one batch to the next. */
export interface ConversionCounters {
  imagesProcessed: number;
  texturesGenerated: number;
  /** Existing `_n`/`_s` maps kept instead of generated. */
  keptExisting: number;
  errors: number;
  warnings: number;
  /** `Date.now()` when the conversion started. */
  startedAt: number;
}

export const newCounters = (startedAt = Date.now()): ConversionCounters => ({
  imagesProcessed: 0,
  texturesGenerated: 0,
  keptExisting: 0,
  errors: 0,
  warnings: 0,
  startedAt,
});

/** How many log lines a progress event carries: enough for a log panel, bounded for huge packs. */
export const maxLogLines = 200;

/**
 * Turns counters and log lines into `ProcessingStatus` events. Keeps only the latest `maxLogLines`
 * lines so memory stays flat on packs with thousands of warnings.
 */
export class ProgressReporter {
  private readonly logs: LogLine[] = [];
  private task = "Starting";

  constructor(
    readonly counters: ConversionCounters,
    private readonly totalImages: number,
    private readonly listener?: (status: ProcessingStatus) => void,
  ) {}

  log(level: LogLevel, message: string): void {
    if (level === "error") this.counters.errors++;
    if (level === "warning") this.counters.warnings++;
    this.logs.push({ level, timestamp: new Date().toISOString(), message });
    if (this.logs.length > maxLogLines) this.logs.splice(0, this.logs.length - maxLogLines);
  }

  /** Sets the current task and notifies the listener. */
  report(task = this.task): void {
    this.task = task;
    this.listener?.(this.status());
  }

  status(): ProcessingStatus {
    return {
      currentTask: this.task,
      logs: [...this.logs],
      imagesProcessed: this.counters.imagesProcessed,
      totalImages: this.totalImages,
      texturesGenerated: this.counters.texturesGenerated,
      elapsedTime: Date.now() - this.counters.startedAt,
    };
  }
}

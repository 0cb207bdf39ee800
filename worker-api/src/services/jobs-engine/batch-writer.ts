import { type AddFileOptions, type LogLevel, ProgressReporter, ZipWriter } from "@greenhouse/wasm-pipeline";

/**
 * The pipeline's progress reporter, also keeping every log line of the batch (the pipeline's own
 * keeps only the latest lines) so the batch commits all of them to the job log.
 */
export class BatchReporter extends ProgressReporter {
  readonly lines: [LogLevel, string][] = [];

  override log(level: LogLevel, message: string): void {
    super.log(level, message);
    this.lines.push([level, message]);
  }
}

/**
 * The pipeline's `ZipWriter`, also remembering the bytes of the files the conversion generated
 * (maps, base colours) when `capture` is on: project jobs attach them to the project. Bounded by
 * one batch of textures.
 */
export class CapturingZipWriter extends ZipWriter {
  readonly captured = new Map<string, Uint8Array>();

  constructor(
    sink: ConstructorParameters<typeof ZipWriter>[0],
    state: ConstructorParameters<typeof ZipWriter>[1],
    private readonly capture: boolean,
  ) {
    super(sink, state);
  }

  override async addFile(name: string, data: Uint8Array, options?: AddFileOptions): Promise<void> {
    await super.addFile(name, data, options);
    if (this.capture) this.captured.set(name, data);
  }
}

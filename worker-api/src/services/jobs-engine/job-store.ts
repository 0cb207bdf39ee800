import {
  concatChunks,
  type LogLevel,
  type LogLine,
  type PlannedEntry,
  type TextureFile,
  type WrittenEntry,
} from "@greenhouse/wasm-pipeline";
import type { JobState, StagedProjectFile } from "./types.js";

/** One entry of an input's pipeline plan, numbered across all inputs of the job. */
export interface StoredEntry {
  idx: number;
  /** Index of the job input it comes from. */
  source: number;
  /** The pipeline's plan entry (its path carries the batch folder in batch jobs). */
  planned: PlannedEntry;
}

/** Keep the status response small: the UI polls it every second. */
export const STATUS_LOG_LINES = 200;
const TAIL_CHUNK = 1024 * 1024;

/**
 * The JobRunner's own SQLite tables. A batch's effects (cursor, written entries, parts, tail bytes,
 * files, log lines) are committed together in one `transactionSync`, which is what makes a crash
 * mid-batch harmless: nothing of the unfinished batch is visible afterwards.
 */
export class JobStore {
  constructor(
    private readonly sql: SqlStorage,
    private readonly transact: <T>(fn: () => T) => T,
  ) {
    sql.exec(`
      CREATE TABLE IF NOT EXISTS job (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS in_entries (idx INTEGER PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS out_entries (seq INTEGER PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS parts (part INTEGER PRIMARY KEY, etag TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS tail (seq INTEGER PRIMARY KEY, data BLOB NOT NULL);
      CREATE TABLE IF NOT EXISTS files (seq INTEGER PRIMARY KEY, data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS staged (seq INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL UNIQUE,
        data TEXT NOT NULL);
      CREATE TABLE IF NOT EXISTS logs (seq INTEGER PRIMARY KEY AUTOINCREMENT, level TEXT NOT NULL,
        timestamp TEXT NOT NULL, message TEXT NOT NULL);
    `);
  }

  transaction<T>(fn: () => T): T {
    return this.transact(fn);
  }

  job(): JobState | undefined {
    const row = this.sql.exec<{ data: string }>("SELECT data FROM job WHERE id = 1").toArray()[0];
    return row ? (JSON.parse(row.data) as JobState) : undefined;
  }

  saveJob(job: JobState): void {
    this.sql.exec("INSERT OR REPLACE INTO job (id, data) VALUES (1, ?)", JSON.stringify(job));
  }

  addEntries(entries: StoredEntry[]): void {
    for (const entry of entries) {
      this.sql.exec("INSERT INTO in_entries (idx, data) VALUES (?, ?)", entry.idx, JSON.stringify(entry));
    }
  }

  entries(from: number, limit: number): StoredEntry[] {
    return this.sql
      .exec<{ data: string }>("SELECT data FROM in_entries WHERE idx >= ? ORDER BY idx LIMIT ?", from, limit)
      .toArray()
      .map((row) => JSON.parse(row.data) as StoredEntry);
  }

  addWritten(entries: WrittenEntry[]): void {
    const start = this.writtenCount();
    entries.forEach((entry, i) => {
      this.sql.exec("INSERT INTO out_entries (seq, data) VALUES (?, ?)", start + i, JSON.stringify(entry));
    });
  }

  writtenCount(): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM out_entries").one().n;
  }

  written(): WrittenEntry[] {
    return this.sql
      .exec<{ data: string }>("SELECT data FROM out_entries ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.data) as WrittenEntry);
  }

  parts(): R2UploadedPart[] {
    return this.sql
      .exec<{ part: number; etag: string }>("SELECT part, etag FROM parts ORDER BY part")
      .toArray()
      .map((row) => ({ partNumber: row.part, etag: row.etag }));
  }

  /** Records the parts uploaded by a batch and replaces the persisted tail with the new one. */
  saveOutput(parts: readonly R2UploadedPart[], tail: Uint8Array): void {
    for (const part of parts) {
      this.sql.exec("INSERT OR REPLACE INTO parts (part, etag) VALUES (?, ?)", part.partNumber, part.etag);
    }
    this.sql.exec("DELETE FROM tail");
    for (let at = 0, seq = 0; at < tail.length; at += TAIL_CHUNK, seq++) {
      this.sql.exec("INSERT INTO tail (seq, data) VALUES (?, ?)", seq, tail.slice(at, at + TAIL_CHUNK).buffer);
    }
  }

  tail(): Uint8Array {
    const chunks = this.sql
      .exec<{ data: ArrayBuffer }>("SELECT data FROM tail ORDER BY seq")
      .toArray()
      .map((row) => new Uint8Array(row.data));
    return concatChunks(chunks);
  }

  addFiles(files: TextureFile[]): void {
    for (const file of files) this.sql.exec("INSERT INTO files (data) VALUES (?)", JSON.stringify(file));
  }

  /** The original paths of `files()`, in order, without parsing each file's issues. */
  filePaths(): string[] {
    return this.sql
      .exec<{ path: string }>("SELECT json_extract(data, '$.originalPath') AS path FROM files ORDER BY seq")
      .toArray()
      .map((row) => row.path);
  }

  files(): TextureFile[] {
    return this.sql
      .exec<{ data: string }>("SELECT data FROM files ORDER BY seq")
      .toArray()
      .map((row) => JSON.parse(row.data) as TextureFile);
  }

  /** Records files bound for the project; a path staged again (a redone batch) takes the new row. */
  stage(files: readonly StagedProjectFile[]): void {
    for (const file of files) {
      this.sql.exec("INSERT OR REPLACE INTO staged (path, data) VALUES (?, ?)", file.file.path, JSON.stringify(file));
    }
  }

  stagedCount(after = 0): number {
    return this.sql.exec<{ n: number }>("SELECT count(*) AS n FROM staged WHERE seq > ?", after).one().n;
  }

  /**
   * The staged files after sequence number `after`, in order, as many as fit `maxBytes` (at least one)
   * and `maxFiles`: what one attach step reads back from R2 and holds at once.
   */
  stagedSlice(after: number, maxBytes: number, maxFiles: number): { seq: number; file: StagedProjectFile }[] {
    const rows = this.sql
      .exec<{ seq: number; data: string }>(
        "SELECT seq, data FROM staged WHERE seq > ? ORDER BY seq LIMIT ?",
        after,
        maxFiles,
      )
      .toArray();
    const slice: { seq: number; file: StagedProjectFile }[] = [];
    let bytes = 0;
    for (const row of rows) {
      const file = JSON.parse(row.data) as StagedProjectFile;
      if (slice.length > 0 && bytes + file.file.size > maxBytes) break;
      bytes += file.file.size;
      slice.push({ seq: row.seq, file });
    }
    return slice;
  }

  log(level: LogLevel, message: string, timestamp = new Date().toISOString()): void {
    this.sql.exec("INSERT INTO logs (level, timestamp, message) VALUES (?, ?, ?)", level, timestamp, message);
  }

  logs(limit = STATUS_LOG_LINES): LogLine[] {
    return this.sql
      .exec<{ level: LogLevel; timestamp: string; message: string }>(
        "SELECT level, timestamp, message FROM (SELECT * FROM logs ORDER BY seq DESC LIMIT ?) ORDER BY seq",
        limit,
      )
      .toArray()
      .map((row) => ({ level: row.level, timestamp: row.timestamp, message: row.message }));
  }

  /** Forgets the output of a previous run (retry): its plan, written entries, parts, tail, files and staged files. */
  resetOutput(): void {
    this.sql.exec(
      "DELETE FROM in_entries; DELETE FROM out_entries; DELETE FROM parts; DELETE FROM tail; DELETE FROM files; DELETE FROM staged;",
    );
  }
}

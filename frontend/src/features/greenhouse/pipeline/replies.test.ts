import { ImageDecodeError } from "@greenhouse/wasm-pipeline";
import { describe, expect, it } from "vitest";
import { decodeErrorCode, failureResponse, PipelineError, readResponse } from "./replies";

/** What postMessage does to a reply: a structured clone keeps data, not classes. */
const overTheWire = <T>(value: T): T => structuredClone(value);

describe("pipeline worker replies", () => {
  it("carry an ImageDecodeError's code to the page, with its message unchanged", () => {
    const thrown = new ImageDecodeError("corrupt", "broken.png", "the PNG data could not be decoded");
    const reply = readResponse(overTheWire(failureResponse(7, thrown, false)));
    expect(reply.id).toBe(7);
    if (!("error" in reply)) throw new Error("expected a failure");
    expect(reply.error).toBeInstanceOf(PipelineError);
    expect(reply.error.message).toBe("broken.png: the PNG data could not be decoded");
    expect(decodeErrorCode(reply.error)).toBe("corrupt");
  });

  it("leave the code empty for every other failure", () => {
    for (const thrown of [new Error("out of memory"), new RangeError("frames of different sizes"), "a string"]) {
      const reply = readResponse(overTheWire(failureResponse(1, thrown, false)));
      if (!("error" in reply)) throw new Error("expected a failure");
      expect(decodeErrorCode(reply.error)).toBeNull();
      expect(reply.error.message).toBe(thrown instanceof Error ? thrown.message : thrown);
    }
    // A crash or an error from outside the pipeline is not a PipelineError at all.
    expect(decodeErrorCode(new Error("The pipeline worker failed"))).toBeNull();
  });

  it("turn a cancelled job into an AbortError, whatever it threw", () => {
    const thrown = new ImageDecodeError("truncated", "a.png", "cut short");
    const reply = readResponse(overTheWire(failureResponse(2, thrown, true)));
    if (!("error" in reply)) throw new Error("expected a failure");
    expect(reply.error.name).toBe("AbortError");
    expect(decodeErrorCode(reply.error)).toBeNull();
  });

  it("pass results and progress through", () => {
    const status = {
      currentTask: "x",
      logs: [],
      imagesProcessed: 1,
      totalImages: 2,
      texturesGenerated: 0,
      elapsedTime: 0,
    };
    expect(readResponse({ id: 3, kind: "progress", status })).toEqual({ id: 3, update: status });
    const result = { op: "unzip", entries: {} } as const;
    expect(readResponse({ id: 4, kind: "done", ok: true, result })).toEqual({ id: 4, result });
  });
});

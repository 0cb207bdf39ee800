import { describe, expect, it } from "vitest";
import { MultipartOutput } from "./multipart-output.js";

/** An in-memory stand-in for R2's multipart upload that records the parts it receives. */
function fakeUpload() {
  const parts = new Map<number, Uint8Array>();
  const upload = {
    key: "k",
    uploadId: "u",
    async uploadPart(partNumber: number, value: Uint8Array) {
      parts.set(partNumber, value.slice());
      return { partNumber, etag: `e${partNumber}` };
    },
    async abort() {},
    async complete(list: R2UploadedPart[]) {
      const size = list.reduce((sum, part) => sum + (parts.get(part.partNumber)?.length ?? 0), 0);
      return { size } as R2Object;
    },
  };
  return { upload: upload as unknown as R2MultipartUpload, parts };
}

const bytes = (length: number, fill: number) => new Uint8Array(length).fill(fill);

describe("MultipartOutput", () => {
  it("cuts parts at fixed offsets whatever the write sizes, keeping the rest as the tail", async () => {
    const { upload, parts } = fakeUpload();
    const output = new MultipartOutput(upload, [], new Uint8Array(0), 4);
    await output.write(bytes(3, 1));
    await output.write(bytes(6, 2));
    expect([...parts.keys()]).toEqual([1, 2]);
    expect([...(parts.get(1) ?? [])]).toEqual([1, 1, 1, 2]);
    expect([...(parts.get(2) ?? [])]).toEqual([2, 2, 2, 2]);
    expect([...output.tail()]).toEqual([2]);
    expect(output.offset).toBe(9);
  });

  it("resumes from committed parts and a persisted tail, and completes with a short last part", async () => {
    const { upload, parts } = fakeUpload();
    const output = new MultipartOutput(upload, [{ partNumber: 1, etag: "e1" }], new Uint8Array([7, 7]), 4);
    expect(output.offset).toBe(6);
    await output.write(bytes(3, 8));
    expect([...(parts.get(2) ?? [])]).toEqual([7, 7, 8, 8]);
    parts.set(1, bytes(4, 0));
    const object = await output.complete();
    expect([...(parts.get(3) ?? [])]).toEqual([8]);
    expect(object.size).toBe(9);
  });
});

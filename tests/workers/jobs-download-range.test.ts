import { describe, expect, it } from "vitest";
import { Client, expectError, smallPack, zip } from "./jobs-helpers.js";

/** A finished job's converted pack, whole, and the client that owns the job. */
async function convertedJob() {
  const client = new Client();
  const upload = await client.upload(zip(await smallPack()), "Ranged.zip", {});
  expect(upload.status).toBe(201);
  const id = upload.body.jobId;
  expect((await client.waitForJob(id)).status).toBe("completed");
  const whole = await client.fetch(`/api/jobs/${id}/download`);
  expect(whole.headers.get("Accept-Ranges")).toBe("bytes");
  return { client, url: `/api/jobs/${id}/download`, bytes: new Uint8Array(await whole.arrayBuffer()) };
}

describe("GET /api/jobs/:id/download with a Range", () => {
  it("answers 206 with the bytes asked for: a first-last range, an open one and the last n bytes", async () => {
    const { client, url, bytes } = await convertedJob();
    const size = bytes.length;
    const ranged = async (range: string) => {
      const response = await client.fetch(url, { headers: { Range: range } });
      return {
        status: response.status,
        contentRange: response.headers.get("Content-Range"),
        length: response.headers.get("Content-Length"),
        body: new Uint8Array(await response.arrayBuffer()),
      };
    };
    const first = await ranged("bytes=0-9");
    expect(first).toMatchObject({ status: 206, contentRange: `bytes 0-9/${size}`, length: "10" });
    expect(first.body).toEqual(bytes.subarray(0, 10));
    const open = await ranged(`bytes=${size - 100}-`);
    expect(open).toMatchObject({ status: 206, contentRange: `bytes ${size - 100}-${size - 1}/${size}` });
    expect(open.body).toEqual(bytes.subarray(size - 100));
    // The tail a zip reader asks for first (end of central directory and the longest comment).
    const tail = await ranged("bytes=-65557");
    expect(tail.status).toBe(206);
    expect(tail.body).toEqual(bytes.subarray(Math.max(0, size - 65_557)));
  });

  it("answers 416 past the end, and the whole pack for several ranges", async () => {
    const { client, url, bytes } = await convertedJob();
    const past = await client.fetch(url, { headers: { Range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get("Content-Range")).toBe(`bytes */${bytes.length}`);
    const several = await client.fetch(url, { headers: { Range: "bytes=0-1,4-5" } });
    expect(several.status).toBe(200);
    expect(new Uint8Array(await several.arrayBuffer())).toEqual(bytes);
  });

  it("keeps another browser's job private with or without a range", async () => {
    const { url } = await convertedJob();
    expectError(await new Client().json(url, { headers: { Range: "bytes=0-9" } }), 404, "Job not found");
  });
});

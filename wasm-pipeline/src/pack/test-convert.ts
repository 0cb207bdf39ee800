import { unzipSync } from "fflate";
import { memorySink } from "../zip/memory-sink.js";
import { bytesSource } from "../zip/source.js";
import { convertPack } from "./convert-pack.js";
import { flatGenerator } from "./test-pack.js";

/** Converts a zipped pack with the flat generator; returns the output unzipped and the generator's calls. */
export async function convert(zip: Uint8Array, options: Partial<Parameters<typeof convertPack>[2]> = {}) {
  const out = memorySink();
  const calls: { name?: string; frameHeight?: number }[] = [];
  const result = await convertPack(
    bytesSource(zip),
    {},
    { sink: out.sink, generate: flatGenerator(calls), ...options },
  );
  return { result, calls, output: unzipSync(out.bytes()), finished: out.finished() };
}

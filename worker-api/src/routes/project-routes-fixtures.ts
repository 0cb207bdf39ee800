import { encodePng } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { beforeAll } from "vitest";
import { call, signIn, type TestUser } from "../../../tests/workers/helpers.js";

// Signed in afresh for each test file by signInOwner().
export let owner: TestUser;

/** Signs in `owner` before the calling file's tests. */
export function signInOwner() {
  beforeAll(async () => {
    owner = await signIn("owner");
  });
}

/** Uploads `bytes` as the project's file at `path`. */
export async function upload(user: TestUser, projectId: number, path: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], path.split("/").pop() ?? "f.png"));
  form.append("path", path);
  return call(`/api/projects/${projectId}/files`, { as: user, form });
}

/** The pipeline's PNG encoder, its codecs initialised: a file's tests cannot count on another file's having done it. */
export async function pngEncoder() {
  await initWorkerCodecs();
  return encodePng;
}

import { exports } from "cloudflare:workers";
import { createRawImage, encodePng } from "@greenhouse/wasm-pipeline";
import { initWorkerCodecs } from "@greenhouse/wasm-pipeline/runtime/workers";
import { type Zippable, zipSync } from "fflate";
import { expect } from "vitest";

export const ORIGIN = "http://localhost";

/** A browser-like client: same-origin header and the cookies the API sets. */
export class Client {
  private cookies = new Map<string, string>();

  /** Signs this client in with a session cookie (`name=value`). */
  withCookie(cookie: string): this {
    const [name, value] = cookie.split("=");
    if (name && value) this.cookies.set(name, value);
    return this;
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("Origin", ORIGIN);
    if (this.cookies.size > 0) headers.set("Cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const response = await exports.default.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, value] = (pair ?? "").split("=");
      if (name && value !== undefined) this.cookies.set(name, value);
    }
    return response;
  }

  async json<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
    const response = await this.fetch(path, init);
    return { status: response.status, body: (await response.json()) as T };
  }

  upload(file: Uint8Array | string, name: string, settings?: unknown) {
    const form = new FormData();
    form.append("file", new File([file], name));
    if (settings !== undefined) form.append("settings", JSON.stringify(settings));
    return this.json<{ jobId: string; error?: { code: string; message: string } }>("/api/upload", {
      method: "POST",
      body: form,
    });
  }

  /** Polls the status until the job leaves pending/processing. */
  async waitForJob(id: string, timeoutMs = 30_000): Promise<{ status: string; error: string | null }> {
    const started = Date.now();
    while (Date.now() - started < timeoutMs) {
      const { body } = await this.json<{ status: string; error: string | null }>(`/api/jobs/${id}`);
      if (body.status === "completed" || body.status === "failed") return body;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`Job ${id} did not finish in ${timeoutMs} ms`);
  }
}

/** A solid-colour PNG, as an artist's texture would be. */
export async function png(width: number, height: number, rgba: [number, number, number, number]): Promise<Uint8Array> {
  await initWorkerCodecs();
  const image = createRawImage(width, height);
  for (let at = 0; at < image.data.length; at += 4) image.data.set(rgba, at);
  return encodePng(image);
}

/** A small resource pack: two block textures (one animated), a GUI image, a model and pack.mcmeta. */
export async function smallPack(): Promise<Record<string, Uint8Array>> {
  const text = (value: string) => new TextEncoder().encode(value);
  return {
    "pack.mcmeta": text('{"pack":{"pack_format":15,"description":"test"}}'),
    "assets/minecraft/textures/block/stone.png": await png(16, 16, [120, 120, 120, 255]),
    "assets/minecraft/textures/block/lava.png": await png(16, 64, [220, 90, 10, 255]),
    "assets/minecraft/textures/block/lava.png.mcmeta": text('{"animation":{"frametime":2}}'),
    "assets/minecraft/textures/gui/widgets.png": await png(8, 8, [0, 0, 0, 255]),
    "assets/minecraft/models/block/stone.json": text('{"parent":"block/cube_all"}'),
  };
}

export function zip(files: Record<string, Uint8Array>, level: 0 | 6 = 6): Uint8Array {
  const zippable: Zippable = {};
  for (const [name, bytes] of Object.entries(files)) zippable[name] = [bytes, { level }];
  return zipSync(zippable);
}

/** Checks the envelope of an error answer. */
export function expectError(result: { status: number; body: unknown }, status: number, message: string | RegExp): void {
  expect(result.status).toBe(status);
  const error = (result.body as { error?: { message?: string } }).error;
  expect(error?.message).toMatch(message);
}

/** A new project of the signed-in client; answers its id. */
export async function projectOf(client: Client): Promise<number> {
  const created = await client.json<{ id: number }>("/api/projects", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ name: "Converted", description: "" }),
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

/** Uploads a pack for conversion into the project. */
export function uploadInto(client: Client, bytes: Uint8Array, projectId: number) {
  const form = new FormData();
  form.append("file", new File([bytes], "pack.zip"));
  form.append("projectId", String(projectId));
  return client.json<{ jobId: string }>("/api/upload", { method: "POST", body: form });
}

/** The paths of the project's files (its folders left out), sorted. */
export async function projectFilePaths(client: Client, projectId: number): Promise<string[]> {
  const files = await client.json<{ path: string; type: string }[]>(`/api/projects/${projectId}/files`);
  return files.body
    .filter((file) => file.type === "file")
    .map((file) => file.path)
    .sort();
}

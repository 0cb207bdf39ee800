import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProjectLink } from "../lib/project-link";
import { projectSavedToast, projectSaveForm, saveToProject } from "./save-to-project";

const link: ProjectLink = {
  projectId: 7,
  projectName: "Faithful Remix",
  path: "assets/minecraft/textures/block/stone.png",
  fileName: "stone.png",
};
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);

afterEach(() => vi.unstubAllGlobals());

describe("projectSaveForm", () => {
  it("sends the PNG under the file's name at the file's own path, so the project replaces it", async () => {
    const form = projectSaveForm(link, png);
    expect(form.get("path")).toBe("assets/minecraft/textures/block/stone.png");
    const file = form.get("file") as File;
    expect(file.name).toBe("stone.png");
    expect(file.type).toBe("image/png");
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);
  });
});

describe("saveToProject", () => {
  it("posts to the project's files and reports a replacement", async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 3, replaced: true }), { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    await expect(saveToProject(link, png)).resolves.toEqual({ replaced: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/projects/7/files");
    expect(init.method).toBe("POST");
    expect((init.body as FormData).get("path")).toBe(link.path);
  });

  it("reports a file that was gone and got added again", async () => {
    vi.stubGlobal("fetch", async () => new Response(JSON.stringify({ id: 4, replaced: false }), { status: 201 }));
    await expect(saveToProject(link, png)).resolves.toEqual({ replaced: false });
  });

  it("throws the API's refusal (a viewer, or the project gone)", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"error":{"code":"forbidden","message":"No"}}', { status: 403 }));
    await expect(saveToProject(link, png)).rejects.toMatchObject({ status: 403 });
  });
});

describe("projectSavedToast", () => {
  it("names the file and the project", () => {
    expect(projectSavedToast(link, { replaced: true }).description).toBe("Updated stone.png in Faithful Remix.");
    expect(projectSavedToast(link, { replaced: false }).description).toBe(
      "stone.png was no longer in Faithful Remix, so it was added again.",
    );
  });
});

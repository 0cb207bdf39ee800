import { env } from "cloudflare:workers";
import { concatChunks, minimumEncodedBytes } from "@greenhouse/wasm-pipeline";
import { beforeAll, describe, expect, it } from "vitest";
import { callJson, createProject, signIn, type TestUser } from "../../../tests/workers/helpers.js";
import { png } from "../../../tests/workers/jobs-helpers.js";

type Answer = { status: number; body: { error?: { code: string; message: string } } };

const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => concatChunks(parts);

let small: Uint8Array;
/** A real PNG's signature and IHDR (33 bytes) with its size replaced: nothing else of it is read. */
const pngHeader = (width: number, height: number) => {
  const head = small.slice(0, 33);
  new DataView(head.buffer).setUint32(16, width);
  new DataView(head.buffer).setUint32(20, height);
  return head;
};
/**
 * The real 16x16 PNG with its IHDR saying `side`x`side`: over 2048x2048 nothing but the header was read,
 * so this was stored as a checked texture.
 */
const forged = (side: number) => join(pngHeader(side, side), small.slice(33));
const IEND = Uint8Array.of(0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82);
/** A page that passes a TGA sniff that only looks at byte 2 (image type 2, true colour). */
const htmlAsTga = text("<!\u0002DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");

beforeAll(async () => {
  small = await png(16, 16, [90, 120, 90, 255]);
});

async function stored(userId: number, projectId?: number) {
  const prefix = projectId ? `projects/${projectId}/` : `library/${userId}/`;
  const objects = (await env.BUCKET.list({ prefix })).objects.length;
  const rows = projectId
    ? await env.DB.prepare("select count(*) as n from project_files where project_id = ?").bind(projectId).first()
    : await env.DB.prepare("select count(*) as n from uploaded_content where user_id = ?").bind(userId).first();
  return { objects, rows: (rows as { n: number } | null)?.n };
}

describe("POST /api/projects/:id/files checks the image before storing it", () => {
  let editor: TestUser;
  let projectId: number;

  async function addFile(path: string, bytes: Uint8Array): Promise<Answer> {
    const form = new FormData();
    form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], path.split("/").pop() ?? "f.png"));
    form.append("path", path);
    return callJson(`/api/projects/${projectId}/files`, { as: editor, form });
  }

  beforeAll(async () => {
    editor = await signIn("image-checks-editor");
    projectId = await createProject(editor, "Image checks");
  });

  it("refuses a PNG whose IHDR is followed by garbage (422), a huge declared size (413) and a page named .tga (415)", async () => {
    const garbage = await addFile("block/garbage.png", join(pngHeader(16, 16), new Uint8Array(200).fill(0xab)));
    expect(garbage.status).toBe(422);
    expect(garbage.body.error?.code).toBe("unreadable_image");
    expect(garbage.body.error?.message).toMatch(/^The image could not be read \(block\/garbage\.png: /);

    const huge = await addFile("block/huge.png", join(pngHeader(65536, 65536), IEND, new Uint8Array(20)));
    expect(huge.status).toBe(413);
    expect(huge.body.error).toEqual({
      code: "file_too_large",
      message: "block/huge.png: 65536x65536 exceeds the limit of 8192x8192 pixels",
    });

    // Its header fails the TGA test, so it is not an image at all: the wrong type, before any decoding.
    const page = await addFile("block/page.tga", htmlAsTga);
    expect(page.status).toBe(415);
    expect(page.body.error).toEqual({
      code: "unsupported_type",
      message: "Please upload a PNG, JPG, TIFF, or TGA image.",
    });
    expect(await stored(editor.id, projectId)).toEqual({ objects: 0, rows: 0 });
  });

  it("refuses paths with control, bidirectional or zero-width characters, empty folder names, '.' or '..', a leading '/' or '\\' (400)", async () => {
    const cases: [string, string][] = [
      ["a\u0001b.png", "File path must not contain control characters (U+0001)"],
      ["a\u007fb.png", "File path must not contain control characters (U+007F)"],
      // Shown to every collaborator, so a name must display as it is stored.
      [
        "evil\u202Egnp.exe.png",
        "File path must not contain bidirectional text controls (U+202E), which change how it displays",
      ],
      [
        "block/\u2067b.png",
        "File path must not contain bidirectional text controls (U+2067), which change how it displays",
      ],
      ["zero\u200Bwidth.png", "File path must not contain invisible zero-width characters (U+200B)"],
      ["a\u2060b.png", "File path must not contain invisible zero-width characters (U+2060)"],
      ["a\uFEFFb.png", "File path must not contain invisible zero-width characters (U+FEFF)"],
      ["a//b.png", "File path must not contain empty folder names ('//' or a trailing '/')"],
      ["block/../../b.png", "File path must not contain '.' or '..' folder names"],
      ["./b.png", "File path must not contain '.' or '..' folder names"],
      [`${"L".repeat(509)}.png`, "File path must be at most 512 characters"],
      ["/etc/b.png", "File path must be relative, not start with '/' or a drive letter"],
      // The pipeline refuses such a zip entry, so the project's export would hold a name Greenhouse rejects.
      ["C:/x.png", "File path must be relative, not start with '/' or a drive letter"],
      ["c:x.png", "File path must be relative, not start with '/' or a drive letter"],
      ["block\\b.png", "File path must use '/' between folders, not '\\'"],
    ];
    for (const [path, message] of cases) {
      const answer = await addFile(path, small);
      expect(answer.status, JSON.stringify(path)).toBe(400);
      expect(answer.body.error, JSON.stringify(path)).toEqual({ code: "invalid_input", message });
    }
    expect(await stored(editor.id, projectId)).toEqual({ objects: 0, rows: 0 });
  });

  it("refuses an image over 2048x2048 whose file is too small for its declared size (422)", async () => {
    for (const side of [4096, 8192]) {
      const bytes = forged(side);
      const answer = await addFile("block/forged.png", bytes);
      expect(answer.status, String(side)).toBe(422);
      expect(answer.body.error).toEqual({
        code: "unreadable_image",
        message: `The image could not be read (block/forged.png: the file (${bytes.length} bytes) is smaller than its declared ${side}x${side} allows: truncated or forged)`,
      });
    }
    expect(await stored(editor.id, projectId)).toEqual({ objects: 0, rows: 0 });
  });

  it("refuses a path without a project image extension (400), before the texture check read its name", async () => {
    const message =
      "File path must end in .png, .jpg, .jpeg, .tif, .tiff or .tga (the PNG, JPG, TIFF and TGA images a project holds)";
    for (const path of [
      "textures/noext",
      "textures/run.exe",
      "textures/a.txt",
      "textures/a.png.bak",
      "textures/block/stone",
    ]) {
      const answer = await addFile(path, small);
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toEqual({ code: "invalid_input", message });
    }
    expect(await stored(editor.id, projectId)).toEqual({ objects: 0, rows: 0 });
  });

  it("still adds a valid small PNG (201)", async () => {
    const added = await addFile("assets/minecraft/textures/block/moss.png", small);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ path: "assets/minecraft/textures/block/moss.png", status: "completed" });
    expect(await stored(editor.id, projectId)).toEqual({ objects: 1, rows: 1 });
  });
});

describe("POST /api/uploaded-content checks the image before storing it", () => {
  let user: TestUser;

  async function addToLibrary(name: string, bytes: Uint8Array): Promise<Answer> {
    const form = new FormData();
    form.append("file", new File([bytes as Uint8Array<ArrayBuffer>], name));
    return callJson("/api/uploaded-content", { as: user, form });
  }

  beforeAll(async () => {
    user = await signIn("image-checks-library");
  });

  it("refuses a PNG whose IHDR is followed by garbage (422), a huge declared size (413) and a page named .tga (415)", async () => {
    const garbage = await addToLibrary("garbage.png", join(pngHeader(16, 16), new Uint8Array(200).fill(0xab)));
    expect(garbage.status).toBe(422);
    expect(garbage.body.error?.code).toBe("unreadable_image");

    for (const side of [65536, 100000]) {
      const huge = await addToLibrary("huge.png", join(pngHeader(side, side), IEND, new Uint8Array(20)));
      expect(huge.status).toBe(413);
      expect(huge.body.error).toEqual({
        code: "file_too_large",
        message: `huge.png: ${side}x${side} exceeds the limit of 8192x8192 pixels`,
      });
    }

    const page = await addToLibrary("page.tga", htmlAsTga);
    expect(page.status).toBe(415);
    expect(page.body.error?.code).toBe("unsupported_type");
    expect(await stored(user.id)).toEqual({ objects: 0, rows: 0 });
  });

  it("refuses an image over 2048x2048 whose file is too small for its declared size (422)", async () => {
    for (const side of [4096, 8192]) {
      const answer = await addToLibrary("forged.png", forged(side));
      expect(answer.status, String(side)).toBe(422);
      expect(answer.body.error?.code).toBe("unreadable_image");
      expect(answer.body.error?.message).toMatch(/is smaller than its declared \d+x\d+ allows: truncated or forged\)$/);
    }
    expect(await stored(user.id)).toEqual({ objects: 0, rows: 0 });
  });

  it("accepts an image between the decode budget and 8192x8192 on its header alone, without a thumbnail", async () => {
    // 4096x4096 cannot be decoded in the isolate; its header, and that the file is large enough for it,
    // is all the server can check.
    const head = pngHeader(4096, 4096);
    const large = await addToLibrary(
      "large.png",
      join(head, new Uint8Array(minimumEncodedBytes(head, 4096, 4096)), IEND),
    );
    expect(large.status).toBe(201);
    expect(await stored(user.id)).toEqual({ objects: 1, rows: 1 });
  });

  it("refuses bytes that only start like a WebP (422) and stores a real one without a thumbnail (201)", async () => {
    const before = await stored(user.id);
    // `RIFF <size> WEBP VP8 <size>` over garbage: the sniff alone took it for an image.
    const garbage = join(text("RIFF"), Uint8Array.of(52, 0, 0, 0), text("WEBPVP8 "), Uint8Array.of(40, 0, 0, 0));
    const fake = await addToLibrary("fake.webp", join(garbage, new Uint8Array(40).fill(0xab)));
    expect(fake.status).toBe(422);
    expect(fake.body.error).toEqual({
      code: "unreadable_image",
      message: "The image could not be read (fake.webp: not a valid WebP: its VP8 frame is not a key frame)",
    });
    expect(await stored(user.id)).toEqual(before);

    const lossless = Uint8Array.from(atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="), (c) => c.charCodeAt(0));
    const real = await addToLibrary("pixel.webp", lossless);
    expect(real.status).toBe(201);
    expect(real.body).toMatchObject({ fileType: "image/webp" });
    expect(await stored(user.id)).toEqual({ objects: before.objects + 1, rows: (before.rows ?? 0) + 1 });
  });

  it("still stores a valid small PNG with its thumbnail (201)", async () => {
    const before = await stored(user.id);
    const added = await addToLibrary("moss.png", small);
    expect(added.status).toBe(201);
    expect(await stored(user.id)).toEqual({ objects: before.objects + 2, rows: (before.rows ?? 0) + 1 });
  });
});

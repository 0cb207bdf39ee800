import { describe, expect, it } from "vitest";
import { HttpError } from "../../../lib/api-client";
import type { UploadedContent } from "../../library/api/types";
import { type LibraryCalls, saveToLibrary } from "./save-to-library";

const item = (id: number, fileName: string): UploadedContent => ({
  id,
  fileName,
  fileType: "image/png",
  fileSize: 3,
  fileUrl: `/api/uploaded-content/${id}/file?v=1`,
  thumbnailUrl: `/api/uploaded-content/${id}/thumbnail?v=1`,
  uploadDate: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** Library calls that record what was asked; `replace` answers with `replaceFails` when given. */
function recorder(replaceFails?: unknown) {
  const asked: string[] = [];
  const calls: LibraryCalls = {
    add: async (_png, fileName) => {
      asked.push(`add ${fileName}`);
      return item(9, fileName);
    },
    replace: async (id, _png, fileName) => {
      asked.push(`replace ${id} ${fileName}`);
      if (replaceFails) throw replaceFails;
      return item(id, fileName);
    },
  };
  return { asked, calls };
}

const png = new Uint8Array([1, 2, 3]);
const notFoundError = new HttpError(
  404,
  "Not Found",
  '{"error":{"code":"content_not_found","message":"File not found"}}',
);

describe("saveToLibrary", () => {
  it("adds a new item when the texture is not linked to one", async () => {
    const { asked, calls } = recorder();
    expect(await saveToLibrary(null, png, "stone.png", calls)).toEqual({ kind: "added", item: item(9, "stone.png") });
    expect(asked).toEqual(["add stone.png"]);
  });

  it("updates the linked item, under the texture's current name, instead of adding another", async () => {
    const { asked, calls } = recorder();
    const outcome = await saveToLibrary({ id: 4, fileName: "stone.png" }, png, "stone_edit.png", calls);
    expect(outcome).toEqual({ kind: "updated", item: item(4, "stone_edit.png") });
    expect(asked).toEqual(["replace 4 stone_edit.png"]);
  });

  it("adds a new item and says which one was lost when the linked item was deleted meanwhile", async () => {
    const { asked, calls } = recorder(notFoundError);
    const lost = { id: 4, fileName: "stone.png" };
    expect(await saveToLibrary(lost, png, "stone.png", calls)).toEqual({
      kind: "relinked",
      item: item(9, "stone.png"),
      lost,
    });
    expect(asked).toEqual(["replace 4 stone.png", "add stone.png"]);
  });

  it("does not add a copy when the update fails for another reason (the error is the answer)", async () => {
    const refused = new HttpError(415, "Unsupported Media Type", "");
    const { asked, calls } = recorder(refused);
    await expect(saveToLibrary({ id: 4, fileName: "stone.png" }, png, "stone.png", calls)).rejects.toBe(refused);
    expect(asked).toEqual(["replace 4 stone.png"]);
  });
});

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { toast } from "../../../components/toast";
import { errorMessage } from "../../../lib/api-client";
import { useConvertSession } from "../../greenhouse/hooks/convert-session";
import { libraryKeys } from "../../library/api/keys";
import { replaceTexture, saveTexture } from "../../library/api/save-texture";
import type { UploadedContent } from "../../library/api/types";
import { projectKeys } from "../../projects/api/keys";
import { downloadBytes, encodeTexturePng, namesLinkedItem, pngFileName } from "../api/encode-png";
import { type SaveOutcome, saveToLibrary as saveOrUpdate } from "../api/save-to-library";
import { projectSavedToast, saveToProject } from "../api/save-to-project";
import type { LibraryLink } from "../lib/library-link";
import type { ProjectLink } from "../lib/project-link";
import type { EditorState } from "./use-editor-state";

const libraryCalls = { add: saveTexture, replace: replaceTexture };

/** The toast for a finished save, in the words of what happened to the Library. */
function savedToast(outcome: SaveOutcome) {
  const { fileName } = outcome.item;
  if (outcome.kind === "updated")
    return { title: "Texture updated", description: `Updated ${fileName} in your Library.` };
  if (outcome.kind === "relinked") {
    const lost = outcome.lost.fileName;
    const added = lost === fileName ? "it" : fileName;
    return {
      title: "Saved as a new texture",
      description: `${lost} was no longer in your Library, so ${added} was saved as a new item.`,
    };
  }
  return { title: "Texture saved successfully", description: `${fileName} is now in your Library.` };
}

/**
 * Export PNG, Save Texture (signed in: to the Library, or back to the project file it was opened from)
 * and Convert, all from the pipeline's encoder. Save Texture updates the Library item the texture is
 * linked to (opened from, or saved once), so saving again never makes a duplicate; Save as new adds a
 * copy to the Library and links to that instead. A project texture saves over its file in the project;
 * its Save as new puts a copy in the Library and leaves the project file as it was.
 */
export function useTextureOutput(state: EditorState, signedIn: boolean) {
  const [exporting, setExporting] = useState(false);
  const { link } = state;
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: ({ to, png, fileName }: { to: LibraryLink | null; png: Uint8Array; fileName: string }) =>
      saveOrUpdate(to, png, fileName, libraryCalls),
    onSuccess: ({ item }) => {
      // The Library's cached list gets the updated item (its new thumbnail address) at once, so the grid
      // never shows the old picture while it refetches.
      client.setQueryData<UploadedContent[]>(libraryKeys.all, (list) =>
        list?.map((listed) => (listed.id === item.id ? item : listed)),
      );
      return client.invalidateQueries({ queryKey: libraryKeys.all });
    },
  });
  const toProject = useMutation({
    mutationFn: ({ to, png }: { to: ProjectLink; png: Uint8Array }) => saveToProject(to, png),
    // The card's preview, size, status and the project's activity all change with the file; the refresh is
    // not awaited, as the editor does not show them.
    onSuccess: (_outcome, { to }) => {
      void client.invalidateQueries({ queryKey: projectKeys.one(to.projectId) });
      void client.invalidateQueries({ queryKey: projectKeys.all, exact: true });
    },
  });
  // isPending only shows after a render; a double click must not send two saves (two new items).
  const inFlight = useRef(false);
  const session = useConvertSession();
  const [params, setParams] = useSearchParams();

  async function exportPng() {
    setExporting(true);
    const { image } = state;
    try {
      downloadBytes(await encodeTexturePng(image), pngFileName(state.name));
      state.actions.markSaved(image);
    } catch (error) {
      toast({ title: "Export failed", description: errorMessage(error), variant: "destructive" });
    } finally {
      setExporting(false);
    }
  }

  async function saveToLibrary({ asNew = false } = {}) {
    if (inFlight.current) return;
    if (!signedIn) {
      toast({
        title: "Sign in to save textures",
        description: "Saving to your Library needs a Discord sign-in. Export PNG works without it.",
      });
      return;
    }
    inFlight.current = true;
    if (state.project && !asNew) {
      await writeBack(state.project);
      inFlight.current = false;
      return;
    }
    // An unrenamed texture keeps its item's exact name: the Library accepted it, and cleaning it here
    // would rename the item on every save.
    const keepsName = !asNew && link !== null && namesLinkedItem(state.name, link.fileName);
    const fileName = keepsName ? link.fileName : pngFileName(state.name);
    const { image, doc } = state;
    try {
      const png = await encodeTexturePng(image);
      const outcome = await save.mutateAsync({ to: asNew ? null : link, png, fileName });
      state.actions.markSaved(image);
      state.actions.link({ id: outcome.item.id, fileName: outcome.item.fileName }, doc);
      toast(savedToast(outcome));
    } catch (error) {
      toast({ title: "Failed to save texture", description: errorMessage(error), variant: "destructive" });
    } finally {
      inFlight.current = false;
    }
  }

  /** Writes the PNG over the project file the texture came from, under the file's own path. */
  async function writeBack(to: ProjectLink) {
    const { image } = state;
    try {
      const png = await encodeTexturePng(image);
      const outcome = await toProject.mutateAsync({ to, png });
      state.actions.markSaved(image);
      toast(projectSavedToast(to, outcome));
    } catch (error) {
      toast({
        title: `Failed to save to ${to.projectName}`,
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  }

  /** Hands the edited PNG to Convert as its chosen file (the same bytes Export writes) and opens Convert. */
  async function sendToConvert() {
    try {
      const png = await encodeTexturePng(state.image);
      session.chooseFile(new File([png as BlobPart], pngFileName(state.name), { type: "image/png" }));
      const next = new URLSearchParams(params);
      next.delete("view");
      setParams(next, { replace: true });
    } catch (error) {
      toast({
        title: "Could not hand the texture to Convert",
        description: errorMessage(error),
        variant: "destructive",
      });
    }
  }

  return {
    exportPng,
    exporting,
    saveToLibrary,
    saving: save.isPending || toProject.isPending,
    linked: link,
    project: state.project,
    sendToConvert,
  };
}

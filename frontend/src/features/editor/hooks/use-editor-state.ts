import type { RawImage } from "@greenhouse/wasm-pipeline";
import { useSyncExternalStore } from "react";
import { fromHex, type Rgba } from "../lib/colour";
import { commit, type History, type Page, redo, startHistory, undo } from "../lib/history";
import type { LibraryLink } from "../lib/library-link";
import { mapKindOfName } from "../lib/map-kind";
import { blankTexture } from "../lib/paint";
import type { ProjectLink } from "../lib/project-link";
import type { EditorTool, Paint } from "../lib/tools";
import { DEFAULT_TEXTURE_SIZE, zoomIn, zoomOut } from "../lib/view";

interface EditorSnapshot {
  doc: History;
  tool: EditorTool;
  paint: Paint;
  zoom: number;
  grid: boolean;
  /** Display only: off shows every pixel opaque, to see the colour of `_n`/`_s` maps under their alpha data. */
  showAlpha: boolean;
  /** The page (`rev`) last saved, exported or opened: any other present page is work a reload would lose. */
  kept: number;
  /**
   * The Library item each document (`Page.doc`) came from or was last saved as; Save Texture updates it.
   * Kept by document, so undoing back across an Open saves over the earlier texture's item, not the
   * one opened after it.
   */
  links: ReadonlyMap<number, LibraryLink>;
  /**
   * The project file each document was opened from; Save Texture writes back to it. Kept by document like
   * `links`, so Undo across an Open never writes one project file's picture over another.
   */
  projects: ReadonlyMap<number, ProjectLink>;
}

// Every image the document shows gets a page number; undo and redo rebuild image objects from stored
// pixels, so "is this the image that was exported?" is asked by number, not by object.
let lastRev = 0;
let lastDoc = 0;
const revs = new WeakMap<RawImage, number>();
function page(name: string, image: RawImage, doc: number): Page {
  const rev = ++lastRev;
  revs.set(image, rev);
  return { name, image, rev, doc };
}

// The editor's state lives outside React so the texture, its history and the chosen tool survive a
// visit to another workspace section (each section unmounts when its tab is left).
const firstPage = page("texture", blankTexture(DEFAULT_TEXTURE_SIZE), ++lastDoc);
let snapshot: EditorSnapshot = {
  doc: startHistory(firstPage),
  tool: "brush",
  // The spec's starting values (section 9): brush size 5, opacity 100.
  paint: { colour: fromHex("#1d1d21"), opacity: 1, size: 5, filled: false, lockAlpha: false },
  zoom: 1,
  grid: true,
  showAlpha: true,
  kept: firstPage.rev,
  links: new Map(),
  projects: new Map(),
};
const listeners = new Set<() => void>();

function update(change: (current: EditorSnapshot) => EditorSnapshot): void {
  snapshot = change(snapshot);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Applies a history change and numbers the image it brings back (undo and redo rebuild it). */
const setDoc = (change: (doc: History) => History) =>
  update((s) => {
    const doc = change(s.doc);
    revs.set(doc.present.image, doc.present.rev);
    return { ...s, doc };
  });
const setPaint = (patch: Partial<Paint>) => update((s) => ({ ...s, paint: { ...s.paint, ...patch } }));
const byte = (value: number) => Math.min(255, Math.max(0, Math.round(value)));

/** Every editor action; stable for the page's life, so effects can depend on it. */
const actions = {
  /**
   * Opening or starting a texture is one more history step, so Undo brings back unsaved work. It starts a
   * document, linked to the Library item it is (`from`), the project file it is (`project`), or to none.
   */
  open: (name: string, image: RawImage, from: LibraryLink | null = null, project: ProjectLink | null = null) => {
    const opened = page(name, image, ++lastDoc);
    update((s) => ({
      ...s,
      zoom: 1,
      doc: commit(s.doc, opened),
      kept: opened.rev,
      links: from ? new Map(s.links).set(opened.doc, from) : s.links,
      projects: project ? new Map(s.projects).set(opened.doc, project) : s.projects,
    }));
  },
  /** Reopens work that exists nowhere else (carried across sign-in): it stays unsaved. */
  restore: (name: string, image: RawImage) =>
    update((s) => ({ ...s, zoom: 1, doc: commit(s.doc, page(name, image, ++lastDoc)) })),
  /**
   * The document (`doc`, else the open one) now is this Library item: Save Texture updates it. A save
   * names the document it started from, since an Undo across an Open may land while it uploads.
   */
  link: (to: LibraryLink, doc = snapshot.doc.present.doc) =>
    update((s) => ({ ...s, links: new Map(s.links).set(doc, to) })),
  /** The image is now safe outside the page (exported, saved to the Library or parked for sign-in). */
  markSaved: (image: RawImage) => update((s) => ({ ...s, kept: revs.get(image) ?? s.kept })),
  /** Renaming is not an edit: it changes the present step in place. */
  rename: (name: string) => setDoc((doc) => ({ ...doc, present: { ...doc.present, name } })),
  commit: (image: RawImage) => setDoc((doc) => commit(doc, page(doc.present.name, image, doc.present.doc))),
  undo: () => setDoc(undo),
  redo: () => setDoc(redo),
  setTool: (tool: EditorTool) => update((s) => ({ ...s, tool })),
  /** The colour input and palette choose colour only; alpha (height, emission) has its own control. */
  setColour: (colour: Rgba) =>
    update((s) => ({ ...s, paint: { ...s.paint, colour: { ...colour, a: s.paint.colour.a } } })),
  setAlpha: (alpha: number) =>
    update((s) => ({ ...s, paint: { ...s.paint, colour: { ...s.paint.colour, a: byte(alpha) } } })),
  setSize: (size: number) => setPaint({ size }),
  setOpacity: (opacity: number) => setPaint({ opacity }),
  setFilled: (filled: boolean) => setPaint({ filled }),
  setLockAlpha: (lockAlpha: boolean) => setPaint({ lockAlpha }),
  toggleAlpha: () => update((s) => ({ ...s, showAlpha: !s.showAlpha })),
  zoomIn: () => update((s) => ({ ...s, zoom: zoomIn(s.zoom) })),
  zoomOut: () => update((s) => ({ ...s, zoom: zoomOut(s.zoom) })),
  resetZoom: () => update((s) => ({ ...s, zoom: 1 })),
  toggleGrid: () => update((s) => ({ ...s, grid: !s.grid })),
  /**
   * The picker sets the colour, alpha included (a `_n` pixel's height, a `_s` pixel's emission), then
   * hands back to the brush (spec section 4).
   */
  picked: (colour: Rgba) => update((s) => ({ ...s, tool: "brush", paint: { ...s.paint, colour } })),
};

/** Strokes since the last Save, Export or Open, for the page-level leave warning (no other state). */
export function useEditorUnsaved(): boolean {
  return useSyncExternalStore(subscribe, () => snapshot.doc.present.rev !== snapshot.kept);
}

/** All editor state in one place; views read it and call the actions, the drawing rules live in lib/. */
export function useEditorState() {
  const { doc, tool, paint, zoom, grid, showAlpha, kept, links, projects } = useSyncExternalStore(
    subscribe,
    () => snapshot,
  );
  return {
    name: doc.present.name,
    /** The open document (each Open or New starts one). */
    doc: doc.present.doc,
    /** The Library item Save Texture updates, or null: it adds a new one. */
    link: links.get(doc.present.doc) ?? null,
    /** The project file Save Texture writes back to, or null: it saves to the Library. */
    project: projects.get(doc.present.doc) ?? null,
    image: doc.present.image,
    /** `_n`, `_s` or an ordinary texture, by the name it is saved under. */
    map: mapKindOfName(doc.present.name),
    /** Strokes since the last Save, Export or Open (undoing back to that image counts as none). */
    unsaved: doc.present.rev !== kept,
    canUndo: doc.past.length > 0,
    canRedo: doc.future.length > 0,
    tool,
    paint,
    zoom,
    grid,
    showAlpha,
    actions,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;

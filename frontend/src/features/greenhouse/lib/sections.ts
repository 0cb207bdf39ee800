/** The eight sections of the workspace tab bar (product spec, section 2), in order. */
export const sections = [
  { id: "convert", label: "Convert" },
  { id: "dashboard", label: "Projects" },
  { id: "library", label: "Library" },
  { id: "editor", label: "Editor" },
  { id: "ai", label: "AI Generate" },
  { id: "templates", label: "Templates" },
  { id: "batch", label: "Batch" },
  { id: "quality", label: "Quality" },
] as const;

export type SectionId = (typeof sections)[number]["id"];

/** Reads `view=` from the query; anything unknown opens Convert. */
export function sectionFromView(view: string | null): SectionId {
  return sections.find((section) => section.id === view)?.id ?? "convert";
}

/** Reads `project=` from the query as an integer project id, or null. */
export function projectIdFrom(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The workspace sections a phone opens on their own, in one column: the side sheet's Library, Editor and
 * AI Tools, and the home page's Templates, Batch and Quality. The Projects tab (`dashboard`) is the
 * phone's /projects page instead.
 */
export const phoneSections = ["library", "editor", "ai", "templates", "batch", "quality"] as const;
export type PhoneSectionId = (typeof phoneSections)[number];

/** Reads `view=` on a phone: one of the phone sections, or null for the conversion wizard. */
export function phoneSectionFromView(view: string | null): PhoneSectionId | null {
  return phoneSections.find((id) => id === view) ?? null;
}

import { type SectionId, sections } from "./sections";

/** A pinned workspace section (product spec, section 3: Favorite). */
export interface Favorite {
  id: number;
  sectionType: "greenhouse";
  sectionId: SectionId;
  order: number;
}

/** Sections that can be pinned: the spec's list has no Library. */
export const pinnableSections = sections.filter((section) => section.id !== "library");

/** Only unpinned sections are offered when adding (product spec, section 5). */
export function unpinnedSections(favorites: readonly Pick<Favorite, "sectionId">[]) {
  const pinned = new Set(favorites.map((favorite) => favorite.sectionId));
  return pinnableSections.filter((section) => !pinned.has(section.id));
}

/** Favorites in their saved order. */
export function orderedFavorites<T extends Pick<Favorite, "order" | "id">>(favorites: readonly T[]): T[] {
  return [...favorites].sort((a, b) => a.order - b.order || a.id - b.id);
}

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

/**
 * The orders after moving one favorite `by` places (-1 up, +1 down) in the saved order, for POST
 * /api/favorites/reorder: every pin gets its position, so gaps and ties left by deletions go too.
 * Empty when the pin is unknown or already at that end.
 */
export function movedFavoriteOrders(
  favorites: readonly Pick<Favorite, "order" | "id">[],
  id: number,
  by: -1 | 1,
): { id: number; order: number }[] {
  const list = orderedFavorites(favorites);
  const from = list.findIndex((favorite) => favorite.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= list.length) return [];
  const [moved] = list.splice(from, 1);
  if (moved) list.splice(to, 0, moved);
  return list.map((favorite, order) => ({ id: favorite.id, order }));
}

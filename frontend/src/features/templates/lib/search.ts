import { type MaterialTemplate, type TemplateCategory, templateCategories } from "./material-templates";

export type CategoryFilter = TemplateCategory | "all";

/** Case-insensitive match of every word of the query against name, description, tags and category. */
export function matchesQuery(template: MaterialTemplate, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [template.name, template.description, template.category, ...template.tags].join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** The templates a search and category chip leave on screen, in their built-in order. */
export function filterTemplates(
  templates: readonly MaterialTemplate[],
  query: string,
  category: CategoryFilter,
): MaterialTemplate[] {
  return templates.filter((t) => (category === "all" || t.category === category) && matchesQuery(t, query));
}

/** Chip counts for the current search: "All" plus every category, each counting what it would show. */
export function categoryCounts(
  templates: readonly MaterialTemplate[],
  query: string,
): { id: CategoryFilter; label: string; count: number }[] {
  const found = templates.filter((t) => matchesQuery(t, query));
  return [
    { id: "all", label: "All", count: found.length },
    ...templateCategories.map((c) => ({
      id: c.id,
      label: c.label,
      count: found.filter((t) => t.category === c.id).length,
    })),
  ];
}

import { ChevronDown, ChevronUp, Pin, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { neighbourAfterRemoval } from "../../../../components/focus-return";
import { toast } from "../../../../components/toast";
import { useAddFavorite, useFavorites, useRemoveFavorite, useReorderFavorites } from "../../api/favorites";
import { movedFavoriteOrders, orderedFavorites, unpinnedSections } from "../../lib/favorites";
import { type SectionId, sections } from "../../lib/sections";

const labelOf = (id: SectionId) => sections.find((section) => section.id === id)?.label ?? id;

/**
 * Pinned sections for signed-in users: open one, move it up or down, unpin it, or pin another (spec
 * sections 3 and 5; the spec's reorder route, unused there, orders them).
 */
export function FavoritesPanel({ signedIn, onSelect }: { signedIn: boolean; onSelect(id: SectionId): void }) {
  const favorites = useFavorites(signedIn);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const reorder = useReorderFavorites();
  const [choice, setChoice] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  // After an unpin, focus goes to the next pinned item's Unpin (else the previous one's, else the section
  // picker): the pressed button is removed with its item, which dropped keyboard focus to <body>.
  const [unpinned, setUnpinned] = useState<{ gone: number; next: number | null } | null>(null);
  useEffect(() => {
    if (!unpinned || favorites.data?.some((favorite) => favorite.id === unpinned.gone)) return;
    const moved = unpinned;
    setUnpinned(null);
    const item = moved.next === null ? null : panel.current?.querySelector(`[data-favorite-id="${moved.next}"]`);
    const target =
      item?.querySelector<HTMLElement>('button[aria-label^="Unpin "]') ??
      panel.current?.querySelector<HTMLElement>('select[aria-label="Section to pin"]');
    target?.focus();
  });
  if (!signedIn) return <p className="muted small gh-side-note">Sign in to pin favorite sections</p>;
  const list = orderedFavorites(favorites.data ?? []);
  const offered = unpinnedSections(list);
  const move = (id: number, by: -1 | 1) => {
    const updates = movedFavoriteOrders(list, id, by);
    if (updates.length > 0) reorder.mutate(updates);
  };
  return (
    <div className="gh-favorites" ref={panel}>
      {list.length === 0 ? (
        <p className="muted small gh-side-note">No pinned sections yet.</p>
      ) : (
        <ul className="gh-favorite-list" aria-label="Favorites">
          {list.map((favorite, index) => (
            <li key={favorite.id} data-favorite-id={favorite.id}>
              <button type="button" className="gh-tool" onClick={() => onSelect(favorite.sectionId)}>
                {labelOf(favorite.sectionId)}
              </button>
              {list.length > 1 && (
                <>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${labelOf(favorite.sectionId)} up`}
                    title="Move up"
                    disabled={index === 0}
                    onClick={() => move(favorite.id, -1)}
                  >
                    <ChevronUp size={14} aria-hidden />
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    aria-label={`Move ${labelOf(favorite.sectionId)} down`}
                    title="Move down"
                    disabled={index === list.length - 1}
                    onClick={() => move(favorite.id, 1)}
                  >
                    <ChevronDown size={14} aria-hidden />
                  </button>
                </>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label={`Unpin ${labelOf(favorite.sectionId)}`}
                onClick={() =>
                  remove.mutate(favorite.id, {
                    onSuccess: () => {
                      setUnpinned({
                        gone: favorite.id,
                        next: neighbourAfterRemoval(list, index)?.id ?? null,
                      });
                    },
                  })
                }
              >
                <X size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 && (
        <div className="gh-favorite-add">
          <select aria-label="Section to pin" value={choice} onChange={(event) => setChoice(event.target.value)}>
            <option value="">Choose a section</option>
            {offered.map((section) => (
              <option key={section.id} value={section.id}>
                {section.label}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button button-outline button-sm"
            disabled={add.isPending}
            onClick={() => {
              if (!choice) {
                toast({ title: "Please select a section to add", variant: "destructive" });
                return;
              }
              if (list.some((favorite) => favorite.sectionId === choice)) {
                toast({ title: "This section is already in your favorites", variant: "destructive" });
                return;
              }
              add.mutate({ sectionId: choice as SectionId, order: list.length });
              setChoice("");
            }}
          >
            <Pin size={14} aria-hidden /> Pin
          </button>
        </div>
      )}
    </div>
  );
}

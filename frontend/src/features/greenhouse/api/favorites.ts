import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../components/toast";
import type { Favorite } from "../lib/favorites";
import type { SectionId } from "../lib/sections";
import { getJson, sendJson } from "./http";

const favoritesKey = ["favorites"] as const;

/** The signed-in user's pinned sections (only asked for when signed in). */
export function useFavorites(signedIn: boolean) {
  return useQuery({
    queryKey: favoritesKey,
    queryFn: async ({ signal }) => {
      const body = await getJson<Favorite[] | { favorites: Favorite[] }>("/api/favorites", signal);
      return Array.isArray(body) ? body : body.favorites;
    },
    enabled: signedIn,
  });
}

export function useAddFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sectionId, order }: { sectionId: SectionId; order: number }) =>
      sendJson<Favorite>("POST", "/api/favorites", { sectionType: "greenhouse", sectionId, order }),
    onSuccess: async () => {
      toast({ title: "Added to favorites" });
      await client.invalidateQueries({ queryKey: favoritesKey });
    },
    onError: () => toast({ title: "Failed to add to favorites", variant: "destructive" }),
  });
}

export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<unknown>("DELETE", `/api/favorites/${id}`),
    onSuccess: async () => {
      toast({ title: "Removed from favorites" });
      await client.invalidateQueries({ queryKey: favoritesKey });
    },
    onError: () => toast({ title: "Failed to remove from favorites", variant: "destructive" }),
  });
}

/**
 * Saves a new order (POST /api/favorites/reorder). The list shows it at once; a failure puts the
 * server's order back and says so.
 */
export function useReorderFavorites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (updates: { id: number; order: number }[]) =>
      sendJson<Favorite[]>("POST", "/api/favorites/reorder", { updates }),
    onMutate: async (updates) => {
      await client.cancelQueries({ queryKey: favoritesKey });
      const orderOf = new Map(updates.map((update) => [update.id, update.order]));
      client.setQueryData<Favorite[]>(favoritesKey, (list) =>
        list?.map((favorite) => ({ ...favorite, order: orderOf.get(favorite.id) ?? favorite.order })),
      );
    },
    onError: () => toast({ title: "Failed to reorder favorites", variant: "destructive" }),
    onSettled: () => client.invalidateQueries({ queryKey: favoritesKey }),
  });
}

import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";

export const detailTabs = ["overview", "textures", "settings"] as const;
export type DetailTab = (typeof detailTabs)[number];

const isDetailTab = (value: string | null): value is DetailTab => detailTabs.includes(value as DetailTab);

/**
 * The project page's open section, kept in the address (`?tab=textures`): a reload, a shared link and
 * a page that is drawn again from scratch (a re-read of the signed-in user, the project's own loading
 * state) open the same section, where the tabs' own state went back to Overview. Switching replaces the
 * history entry, so Back still leaves the project. An unknown value reads as Overview.
 * The tab switches at once from local state and the address follows: the router applies a navigation in a
 * transition, and tabs that waited for it lagged behind the arrow keys that move between them.
 */
export function useDetailTab(): [DetailTab, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const inAddress: DetailTab = isDetailTab(raw) ? raw : "overview";
  const [tab, setTab] = useState<DetailTab>(inAddress);
  // The address changed from outside (a link, Back): follow it.
  useEffect(() => setTab(inAddress), [inAddress]);
  const select = (next: string) => {
    if (!isDetailTab(next) || next === tab) return;
    setTab(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "overview") updated.delete("tab");
        else updated.set("tab", next);
        return updated;
      },
      { replace: true },
    );
  };
  return [tab, select];
}

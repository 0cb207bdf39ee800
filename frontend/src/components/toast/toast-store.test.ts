import { afterEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, resetToasts, TOAST_REMOVE_DELAY, toast } from "./toast-store";

describe("toast store", () => {
  afterEach(() => {
    resetToasts();
    vi.useRealTimers();
  });

  it("shows one toast at a time: a new one replaces the current one", () => {
    toast({ title: "Project created successfully" });
    const second = toast({ title: "Failed to delete project", variant: "destructive" });
    expect(getToasts()).toEqual([
      { id: second.id, title: "Failed to delete project", variant: "destructive", open: true },
    ]);
  });

  it("keeps a toast's sign-in action with it", () => {
    const onSelect = () => {};
    toast({
      title: "Login required to access this feature",
      action: { label: "Sign in", href: "/api/auth/discord", onSelect },
    });
    expect(getToasts()[0]?.action).toEqual({ label: "Sign in", href: "/api/auth/discord", onSelect });
  });

  it("closes a dismissed toast at once and forgets it after the spec's remove delay", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "Invite Link Copied" });
    dismissToast(shown.id);
    expect(getToasts()).toMatchObject([{ id: shown.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });
});

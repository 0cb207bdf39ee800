import { describe, expect, it } from "vitest";
import { isCurrentLink } from "./nav-current";

const at = (url: string) => {
  const [pathname = "/", search = ""] = url.split("?");
  return { pathname, search: search ? `?${search}` : "" };
};

describe("isCurrentLink", () => {
  it("tells the phone's Convert wizard apart from Library, Editor and AI Tools", () => {
    expect(isCurrentLink("/greenhouse", at("/greenhouse"))).toBe(true);
    expect(isCurrentLink("/greenhouse", at("/greenhouse?view=library"))).toBe(false);
    expect(isCurrentLink("/greenhouse?view=library", at("/greenhouse?view=library&project=3"))).toBe(true);
    expect(isCurrentLink("/greenhouse?view=editor", at("/greenhouse?view=library"))).toBe(false);
    expect(isCurrentLink("/greenhouse?view=ai", at("/greenhouse"))).toBe(false);
  });

  it("keeps Convert lit for views a phone shows as the wizard, not for the tool sections it opens alone", () => {
    expect(isCurrentLink("/greenhouse", at("/greenhouse?view=convert"))).toBe(true);
    expect(isCurrentLink("/greenhouse", at("/greenhouse?view=nope"))).toBe(true);
    expect(isCurrentLink("/greenhouse", at("/greenhouse?view=batch"))).toBe(false);
    expect(isCurrentLink("/greenhouse", at("/greenhouse?view=quality"))).toBe(false);
  });

  it("matches Home exactly and other pages with their sub-pages", () => {
    expect(isCurrentLink("/", at("/"))).toBe(true);
    expect(isCurrentLink("/", at("/projects"))).toBe(false);
    expect(isCurrentLink("/projects", at("/projects/12"))).toBe(true);
    expect(isCurrentLink("/projects", at("/projectsx"))).toBe(false);
    expect(isCurrentLink("/projects", at("/projects/12"), true)).toBe(false);
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./Button";

describe("Button", () => {
  it("stays focusable while busy: aria-disabled with a spinner, never the disabled attribute", () => {
    const html = renderToStaticMarkup(<Button busy>Save</Button>);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain('class="spinner"');
    expect(html).not.toMatch(/\sdisabled=""/);
  });

  it("is disabled outright when asked, busy or not", () => {
    expect(renderToStaticMarkup(<Button disabled>Save</Button>)).toMatch(/\sdisabled=""/);
    const both = renderToStaticMarkup(
      <Button disabled busy>
        Save
      </Button>,
    );
    expect(both).toMatch(/\sdisabled=""/);
    expect(both).not.toContain("aria-disabled");
  });
});

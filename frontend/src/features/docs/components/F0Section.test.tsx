import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { F0Section } from "./F0Section";

describe("F0Section", () => {
  it("keeps a space between the sentence and the formula that follows it on the next source line", () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <F0Section />
      </QueryClientProvider>,
    );
    // JSX drops a line break between text and an element; it read "green channel:G = ...".
    expect(html).toContain("green channel: <code>G = reflectance% × 255 / 100</code>");
  });
});

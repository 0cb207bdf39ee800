import { describe, expect, it } from "vitest";
import { materialTypes } from "./ai-options";
import {
  checkPrompt,
  enhancePrompt,
  imageFileName,
  PROMPT_INPUT_MAX,
  PROMPT_SEND_MAX,
  promptToSend,
  variationBatches,
  variationPrompt,
} from "./prompt";
import { parseServer } from "./server-address";

describe("AI prompt", () => {
  it("rejects an empty or whitespace prompt with the spec's toast", () => {
    expect(checkPrompt({ prompt: "   ", materials: [], seamless: true })).toEqual({
      title: "Please enter a prompt",
      description: "Describe the texture you want to generate.",
    });
    expect(checkPrompt({ prompt: "stone", materials: [], seamless: true })).toBeNull();
  });

  it("enhances once: a second press changes nothing", () => {
    const once = enhancePrompt("mossy stone, ");
    expect(once).toBe("mossy stone, highly detailed, sharp focus, even lighting, top-down view, game texture");
    expect(enhancePrompt(once)).toBe(once);
  });

  it("sends materials and the tiling hint with the prompt", () => {
    expect(promptToSend({ prompt: " oak planks ", materials: ["Wood", "Metal"], seamless: true })).toBe(
      "oak planks, wood and metal material, seamless tileable texture",
    );
    expect(promptToSend({ prompt: "oak", materials: [], seamless: false })).toBe("oak");
  });

  it("splits more than four variations into calls with continuing seeds", () => {
    expect(variationBatches(3, 10)).toEqual([{ variations: 3, seed: 10 }]);
    expect(variationBatches(8, 10)).toEqual([
      { variations: 4, seed: 10 },
      { variations: 4, seed: 14 },
    ]);
    expect(variationBatches(5, 0)).toEqual([
      { variations: 4, seed: 0 },
      { variations: 1, seed: 4 },
    ]);
  });

  it("names images after the prompt and seed", () => {
    expect(imageFileName("Mossy Stone Bricks!", 42)).toBe("mossy-stone-bricks-42.png");
    expect(imageFileName("***", 1, "-x2")).toBe("texture-1-x2.png");
  });
});

describe("AI server panel", () => {
  it("treats an empty IP as the site's own server", () => {
    expect(parseServer({ ip: " ", port: "7860" })).toEqual({ ok: true, address: null });
  });

  it("accepts a pasted URL and splits out its port", () => {
    expect(parseServer({ ip: "http://192.168.1.5:7861/", port: "7860" })).toEqual({
      ok: true,
      address: { host: "192.168.1.5", port: 7861 },
    });
    expect(parseServer({ ip: "sd.lan", port: "7860" })).toEqual({ ok: true, address: { host: "sd.lan", port: 7860 } });
  });

  it("names what is wrong", () => {
    expect(parseServer({ ip: " not a host! ", port: "7860" })).toEqual({
      ok: false,
      error: "“not a host!” is not an IP address or host name (like 192.168.1.20 or sd-box.local)",
    });
    expect(parseServer({ ip: "10.0.0.1", port: "0" })).toEqual({
      ok: false,
      error: "The port must be a number from 1 to 65535",
    });
  });

  it("keeps a prompt that fits the box within the server's limit, whatever Enhance and the options add", () => {
    const longest = enhancePrompt("x".repeat(PROMPT_INPUT_MAX));
    const sent = promptToSend({ prompt: longest, materials: [...materialTypes], seamless: true });
    expect(sent.length).toBeLessThanOrEqual(PROMPT_SEND_MAX);
    expect(checkPrompt({ prompt: longest, materials: [...materialTypes], seamless: true })).toBeNull();
    const pasted = { prompt: "x".repeat(1990), materials: [], seamless: true };
    expect(checkPrompt(pasted)?.description).toBe(
      "With the materials and tiling hint it is 2017 characters; the generator takes 2000. Shorten it by 17.",
    );
  });
});

describe("variationPrompt", () => {
  it("adds the Generate tab's materials and tiling hint to the guide, else to the source's prompt", () => {
    const form = { materials: ["Stone" as const], seamless: true };
    expect(variationPrompt("more cracks", "stone bricks", form)).toBe(
      "more cracks, stone material, seamless tileable texture",
    );
    expect(variationPrompt("  ", "stone bricks", form)).toBe("stone bricks, stone material, seamless tileable texture");
    expect(variationPrompt("moss", "", { materials: [], seamless: false })).toBe("moss");
  });

  it("sends no hints without words to go with them", () => {
    expect(variationPrompt("", "", { materials: ["Stone"], seamless: true })).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { errorMessage, HttpError, itemFrom, listFrom } from "./api-client";

describe("HttpError", () => {
  it("has the spec's '<status>: <body>' message and shows the envelope's message", () => {
    const body = JSON.stringify({ error: { code: "project_not_found", message: "Project not found" } });
    const error = new HttpError(404, "Not Found", body);
    expect(error.message).toBe(`404: ${body}`);
    expect(error.code).toBe("project_not_found");
    expect(error.displayMessage).toBe("Project not found");
    expect(errorMessage(error)).toBe("Project not found");
  });

  it("falls back to the status text when the body is empty", () => {
    const error = new HttpError(502, "Bad Gateway", "");
    expect(error.message).toBe("502: Bad Gateway");
    expect(error.displayMessage).toBe("Bad Gateway");
  });

  it("shows plain-text bodies but not HTML pages", () => {
    expect(new HttpError(400, "Bad Request", "name too long").displayMessage).toBe("name too long");
    expect(new HttpError(500, "Internal Server Error", "<html>oops</html>").displayMessage).toBe(
      "Internal Server Error",
    );
  });
});

describe("listFrom / itemFrom", () => {
  it("accepts bare and wrapped answers", () => {
    expect(listFrom([1, 2], "projects")).toEqual([1, 2]);
    expect(listFrom({ projects: [3] }, "projects")).toEqual([3]);
    expect(listFrom({ other: [3] }, "projects")).toEqual([]);
    expect(itemFrom({ project: { id: 1 } }, "project")).toEqual({ id: 1 });
    expect(itemFrom({ id: 2 }, "project")).toEqual({ id: 2 });
  });
});

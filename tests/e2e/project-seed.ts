import type { Page } from "playwright-core";
import { browser, worker } from "../support/local-stack.js";
import { signedInContext } from "./site-support.js";

/** A new page signed in as `login` through the local Discord stand-in. */
export async function signedInPage(login: string): Promise<Page> {
  const { page } = await signedInContext(browser, worker.baseUrl, login);
  return page;
}

/** Creates a project and uploads files into it through the API, as the project page would. */
export async function seedProject(
  page: Page,
  project: { name: string; description?: string },
  files: { path: string; bytes: Uint8Array }[],
) {
  return page.evaluate(
    async ({ name, description, files }) => {
      const created = await fetch("/api/projects", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name, description }),
      });
      const project = (await created.json()) as { id: number };
      for (const file of files) {
        const form = new FormData();
        form.append("file", new File([new Uint8Array(file.bytes)], file.path.split("/").pop() ?? "x.png"));
        form.append("path", file.path);
        const response = await fetch(`/api/projects/${project.id}/files`, { method: "POST", body: form });
        if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
      }
      return project.id;
    },
    {
      name: project.name,
      description: project.description ?? "",
      files: files.map((file) => ({ path: file.path, bytes: [...file.bytes] as unknown as Uint8Array })),
    },
  );
}

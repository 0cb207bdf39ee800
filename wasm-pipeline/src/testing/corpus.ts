// Where the shared test corpus lives, for tests, the bench and the quality script (Node only).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const repository = path.resolve(fileURLToPath(new URL(".", import.meta.url)), "../../..");

/** The local repository this one was cloned from, if any (a clone in /tmp of a checkout beside `shared/`). */
function originCheckout(): string | undefined {
  try {
    const origin = execFileSync("git", ["config", "--get", "remote.origin.url"], {
      cwd: repository,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    if (origin.startsWith("file://")) return fileURLToPath(origin);
    return path.isAbsolute(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

function locateCorpus(): string {
  const origin = originCheckout();
  const candidates = [
    process.env.GREENHOUSE_CORPUS,
    path.resolve(repository, "../shared/corpus"),
    origin && path.resolve(origin, "../shared/corpus"),
  ].filter((candidate): candidate is string => Boolean(candidate));
  const found = candidates.find((candidate) => existsSync(path.join(candidate, "README.md")));
  if (!found) {
    throw new Error(
      `The test corpus was not found (looked in ${candidates.join(", ")}); set GREENHOUSE_CORPUS to its folder`,
    );
  }
  return found;
}

/** The corpus folder: `GREENHOUSE_CORPUS`, else `../shared/corpus` beside this checkout or beside the one it was cloned from. */
export const corpusDir = locateCorpus();
/** The same folder as a `file:` URL ending in a slash, for `new URL(name, corpusUrl)`. */
export const corpusUrl = pathToFileURL(`${corpusDir}/`);

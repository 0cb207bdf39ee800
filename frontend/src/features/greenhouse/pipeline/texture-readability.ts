import { unreadableTextureNotice } from "../../../lib/texture-problem";
import { isZipName, type Notice } from "../lib/file-checks";
import { contentProblem } from "../lib/file-content";
import { decodeInWorker } from "./bridge";
import { PipelineError } from "./replies";

/**
 * What this device found when it decoded each chosen texture: null when it reads, else the refusal to
 * show. Keyed by the File itself, so choosing the same name again is checked again.
 */
const verdicts = new WeakMap<File, Promise<Notice | null>>();
/** The textures `textureRefusal` refused: its caller showed why, and the preview must not talk over it. */
const refused = new WeakSet<File>();

/** The refusal for a decoder's failure; null for anything else (a crashed worker is not the file's fault). */
function refusalFor(file: File, error: unknown): Notice | null {
  if (!(error instanceof PipelineError) || error.code === null) return null;
  return unreadableTextureNotice(file.name, { code: error.code, message: error.message });
}

/** Records what the preview's own decode found (`error` undefined: it decoded), so it is not decoded twice. */
export function rememberReadability(file: File, error?: unknown): void {
  verdicts.set(file, Promise.resolve(error === undefined ? null : refusalFor(file, error)));
}

/**
 * Why a chosen texture cannot be converted, or null when it can: the preview's verdict when it has one,
 * else the file decoded now in the pipeline worker (Generate pressed before the preview finished). A
 * texture the page could not preview must not be uploaded only for its job to fail.
 */
export function textureRefusal(file: File): Promise<Notice | null> {
  let verdict = verdicts.get(file);
  if (!verdict) {
    verdict = file
      .arrayBuffer()
      .then((buffer) => decodeInWorker(new Uint8Array(buffer), file.name))
      .then(
        () => null,
        (error: unknown) => refusalFor(file, error),
      );
    verdicts.set(file, verdict);
  }
  return verdict.then((refusal) => {
    if (refusal) refused.add(file);
    return refusal;
  });
}

/**
 * Whether Generate Textures already refused this texture with its reason. Its preview, when it fails
 * after that (pressed before the preview ran), keeps quiet: a "Preview unavailable" toast would replace
 * the refusal on screen, as only one toast shows at a time.
 */
export function wasRefused(file: File): boolean {
  return refused.has(file);
}

/**
 * Both up-front checks of a file picked to be converted at once, where there is no preview to run the
 * second one earlier (the floating upload button): its first bytes (`contentProblem`: a text file named
 * `.png`, a `.zip` that is no archive), then, for a texture, a decode on this device (`textureRefusal`).
 * Uploaded, such a file came back as a 415 or only became a failed job.
 */
export async function pickedFileRefusal(file: File): Promise<Notice | null> {
  const wrong = await contentProblem([file]);
  if (wrong || isZipName(file.name)) return wrong;
  return textureRefusal(file);
}

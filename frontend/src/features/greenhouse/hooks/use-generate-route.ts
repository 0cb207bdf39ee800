import type { OversizeTexture } from "@greenhouse/wasm-pipeline";
import { useEffect, useState } from "react";
import { animatedTexture } from "../lib/animated-texture";
import {
  onDeviceNote,
  packNote,
  type TextureSize,
  tooLargeForServer,
  tooLargeInPack,
} from "../lib/server-texture-limit";
import { useConvertSession } from "./convert-session";

/** Runs `read` for `file` whenever it changes, keeping only the answer for the current file. */
function useFileAnswer<T>(file: File | undefined, read: (file: File) => Promise<T>, none: T): T {
  const [answer, setAnswer] = useState<T>(none);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `read` and `none` are module constants; the file alone decides the answer.
  useEffect(() => {
    setAnswer(none);
    if (!file) return;
    let current = true;
    void read(file).then((value) => {
      if (current) setAnswer(value);
    });
    return () => {
      current = false;
    };
  }, [file]);
  return answer;
}

const noPackTextures: OversizeTexture[] = [];

/**
 * Where Generate Textures runs: a server job, or this device for what the server cannot take (a
 * sequence's frames or an image with its animation .mcmeta, which a job does not accept as one file,
 * and a single image over the server's pixel budget). `note` says why, or which textures of a pack a
 * server job would keep unchanged.
 */
export function useGenerateRoute(): { onDevice: boolean; note: string | null } {
  const { files, settings } = useConvertSession();
  const only = files.length === 1 ? files[0] : undefined;
  const single = settings.inputType === "single" ? only : undefined;
  const pack = settings.inputType === "resourcepack" ? only : undefined;
  const tooLarge = useFileAnswer<TextureSize | null>(single, tooLargeForServer, null);
  const packTextures = useFileAnswer(pack, tooLargeInPack, noPackTextures);

  const note = tooLarge ? onDeviceNote(tooLarge) : packTextures.length > 0 ? packNote(packTextures) : null;
  const animated = animatedTexture(files) !== null;
  return { onDevice: settings.inputType === "sequence" || animated || tooLarge !== null, note };
}

import { useEffect, useState } from "react";
import { type TextureSize, tooLargeForServer } from "../lib/server-texture-limit";
import { useConvertSession } from "./convert-session";

/**
 * Where Generate Textures runs: a server job, or this device for what the server cannot take (a
 * sequence's frames, which a job does not accept as one file, and a single image over the server's
 * pixel budget). `tooLarge` is that image's size, for the note that says why.
 */
export function useGenerateRoute(): { onDevice: boolean; tooLarge: TextureSize | null } {
  const { files, settings } = useConvertSession();
  const [tooLarge, setTooLarge] = useState<TextureSize | null>(null);
  const single = settings.inputType === "single" && files.length === 1 ? files[0] : undefined;

  useEffect(() => {
    setTooLarge(null);
    if (!single) return;
    let current = true;
    void tooLargeForServer(single).then((size) => {
      if (current) setTooLarge(size);
    });
    return () => {
      current = false;
    };
  }, [single]);

  return { onDevice: settings.inputType === "sequence" || tooLarge !== null, tooLarge };
}

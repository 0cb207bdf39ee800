import { isPng, readPngHeader } from "@greenhouse/wasm-pipeline";

/**
 * What the Worker takes as a Variations or Upscale source (worker-api `sourcePng`): a PNG of at most
 * 1024×1024, sent as at most 4 MiB of base64, which is 3 MiB of file. Checked here too so a bad file is
 * refused with its own reason instead of the server's one message for every case.
 */
export const sourceLimits = { side: 1024, bytes: 3 * 1024 * 1024 } as const;

/** A toast's title and description. */
export interface SourceProblem {
  title: string;
  description: string;
}

// Rounded up, so a file just over the limit does not read as equal to it.
const megabytes = (bytes: number) => `${Math.ceil((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * Why a chosen file cannot be a source, or null. Reads the file's bytes as the Worker will: the PNG
 * signature (not the name: a text file renamed .png is not a PNG), then the IHDR header's size.
 */
export function sourcePngProblem(name: string, bytes: Uint8Array): SourceProblem | null {
  if (bytes.length === 0) return { title: "Empty file", description: "Please select a valid file." };
  if (!isPng(bytes)) {
    return { title: "Not a PNG image", description: `${name} is not a PNG image, whatever its name says.` };
  }
  let size: { width: number; height: number };
  try {
    size = readPngHeader(bytes);
  } catch {
    return { title: "Damaged PNG", description: `${name} is not a complete PNG image and cannot be read.` };
  }
  if (size.width < 1 || size.height < 1) {
    return { title: "Damaged PNG", description: `${name} says it is ${size.width}×${size.height} pixels.` };
  }
  if (size.width > sourceLimits.side || size.height > sourceLimits.side) {
    return {
      title: "Image too large",
      description: `${name} is ${size.width}×${size.height}; Variations and Upscale take at most ${sourceLimits.side}×${sourceLimits.side}.`,
    };
  }
  if (bytes.length > sourceLimits.bytes) {
    return {
      title: "File too large",
      description: `${name} is ${megabytes(bytes.length)}; Variations and Upscale take at most ${megabytes(sourceLimits.bytes)}.`,
    };
  }
  return null;
}

/** A failed analysis as a person should read it: what went wrong, and the decoder's own words. */
export interface AnalysisFailure {
  title: string;
  detail: string;
}

/** A 0-byte file, in the spec's words (section 5, "Zero bytes"). */
export const emptyFileFailure: AnalysisFailure = { title: "Empty file", detail: "Please select a valid file." };

const titles: Record<string, string> = {
  unsupported_format: "This file is not an image the analyser can read",
  corrupt: "This image is damaged",
  truncated: "This image is incomplete",
  too_large: "This image is too large to analyse",
};

/**
 * Turns the worker's error into the message shown under the drop zone. Decoder codes get a plain title;
 * anything else (the worker failing to start, out of memory) says so without blaming the file.
 */
export function describeFailure(message: string, code?: string): AnalysisFailure {
  const title = (code && titles[code]) ?? "The texture could not be analysed";
  return { title, detail: message };
}

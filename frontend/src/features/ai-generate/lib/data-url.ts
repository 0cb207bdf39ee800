/** The bytes of a `data:...;base64,` URL. */
export function dataUrlBytes(dataUrl: string): Uint8Array {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** A generated image as a File, so it can be handed to Convert or downloaded. */
export function dataUrlToFile(dataUrl: string, name: string): File {
  return new File([dataUrlBytes(dataUrl) as Uint8Array<ArrayBuffer>], name, { type: "image/png" });
}

/** Reads a chosen file as a data URL (sources for Variations and Upscale). */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read"));
    reader.readAsDataURL(file);
  });
}

/** Reads a file's bytes, reporting the fraction read so large textures move the progress bar. */
export function readFileBytes(
  file: Blob,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () =>
      reject(reader.error ?? new Error(`Could not read ${file instanceof File ? file.name : "the file"}`));
    reader.onabort = () => reject(new DOMException("Cancelled", "AbortError"));
    signal.addEventListener("abort", () => reader.abort(), { once: true });
    reader.readAsArrayBuffer(file);
  });
}

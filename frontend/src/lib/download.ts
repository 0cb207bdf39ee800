/**
 * Saves a blob as a download under `name` through a temporary object URL. The URL is revoked a little
 * later, not at once: some browsers start reading the blob only after the click has returned.
 */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

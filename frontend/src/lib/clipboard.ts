/**
 * Copies text with the async Clipboard API, falling back to the legacy `execCommand("copy")` on a hidden
 * textarea when the API is missing or refused (insecure origins, older browsers), as the spec asks.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: try the legacy path below.
    }
  }
  legacyCopy(text);
}

function legacyCopy(text: string): void {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand("copy")) throw new Error("The browser refused to copy");
  } finally {
    area.remove();
  }
}

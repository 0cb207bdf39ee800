/**
 * A Content-Disposition value for any file name (RFC 6266): header values must be ASCII, so
 * `filename` carries an ASCII stand-in for old clients and `filename*` (RFC 5987) the exact UTF-8
 * name, which browsers prefer. encodeURIComponent leaves ' ( ) * alone, but RFC 5987 does not allow
 * them unencoded (the ' would end the charset part).
 */
export function contentDisposition(type: "attachment" | "inline", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

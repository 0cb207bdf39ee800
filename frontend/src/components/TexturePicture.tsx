import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { alphaIsDataByName, browserDrawsByName, usePreviewUrl } from "../lib/map-preview";

/**
 * A stored texture's picture. A TGA or TIFF (kept as uploaded; browsers draw neither) and a LabPBR map
 * (drawn opaque: its alpha is data) are turned into PNG by the pipeline once the box comes near the
 * view, so a folder of hundreds is not fetched at once. A file nothing can draw (a damaged upload) gets
 * an icon that says so, where an empty square read as a black texture. `caption` puts "No preview"
 * under the icon where the box has room for it (a card, not a list row's 26 px thumbnail).
 */
export function TexturePicture({
  src,
  name,
  alt = "",
  iconSize,
  caption = false,
}: {
  src: string;
  /** The file's name: its extension says how it can be drawn. */
  name: string;
  alt?: string;
  iconSize: number;
  caption?: boolean;
}) {
  // An `<img loading="lazy">` waits for the view by itself; the pipeline's previews wait for this.
  const [near, setNear] = useState(() => browserDrawsByName(name) && !alphaIsDataByName(name));
  const holder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const url = usePreviewUrl(near ? src : null, name);
  const [broken, setBroken] = useState<string | null>(null);
  // A new address (the texture saved again) is tried afresh.
  if (broken === url && url !== null) {
    // The picture's words, when it had any, are still read: "Preview of odd.png: No preview".
    return (
      <span className="texture-picture-missing">
        <ImageOff size={iconSize} aria-hidden />
        {alt && <span className="visually-hidden">{alt}: </span>}
        {caption ? (
          <span className="small">No preview</span>
        ) : (
          alt && <span className="visually-hidden">No preview</span>
        )}
      </span>
    );
  }
  if (url === null) return <span ref={holder} className="texture-picture-pending" aria-hidden />;
  return <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(url)} />;
}

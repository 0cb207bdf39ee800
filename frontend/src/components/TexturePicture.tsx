import { ImageOff } from "lucide-react";
import { useState } from "react";

/**
 * A stored texture's picture, or, when the browser cannot draw it, an icon that says so: a damaged
 * upload, and a TGA or TIFF (kept as uploaded; browsers draw neither), left an empty square where the
 * texture should be, which read as a black texture. `caption` puts "No preview" under the icon where the
 * box has room for it (a card, not a list row's 26 px thumbnail).
 */
export function TexturePicture({
  src,
  alt = "",
  iconSize,
  caption = false,
}: {
  src: string;
  alt?: string;
  iconSize: number;
  caption?: boolean;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  // A new address (the texture saved again) is tried afresh.
  if (broken === src) {
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
  return <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(src)} />;
}

import { ImageOff } from "lucide-react";
import { useState } from "react";

/** The card's thumbnail; a file the browser cannot draw (a large TGA has no PNG thumbnail) gets an icon. */
export function ContentThumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) {
    return (
      <span className="lib-thumb-missing">
        <ImageOff size={28} aria-hidden />
        <span className="small">No preview</span>
      </span>
    );
  }
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

import { ImageOff } from "lucide-react";
import { type CSSProperties, useState } from "react";

/**
 * The card's thumbnail; a file the browser cannot draw (a large TGA has no PNG thumbnail) gets an icon.
 * Once loaded, the picture's own shape goes to its box (`--thumb-w`/`--thumb-h`, library.css), so the
 * transparency checkerboard behind it is drawn behind the texture only: in a square box, 'contain'
 * left strips of it beside a texture that is not square (a 17x16 one, or 64x32), read as transparent
 * pixels of the texture.
 */
export function ContentThumbnail({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  const [shape, setShape] = useState<{ width: number; height: number } | null>(null);
  if (broken) {
    return (
      <span className="lib-thumb-missing">
        <ImageOff size={28} aria-hidden />
        <span className="small">No preview</span>
      </span>
    );
  }
  const style = shape ? ({ "--thumb-w": shape.width, "--thumb-h": shape.height } as CSSProperties) : undefined;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      style={style}
      onLoad={(event) => {
        const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
        if (width > 0 && height > 0) setShape({ width, height });
      }}
      onError={() => setBroken(true)}
    />
  );
}

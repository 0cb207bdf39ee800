import { useState } from "react";

/** A round picture with the first letter of the name as fallback when there is no image or it fails. */
export function Avatar({ name, src, size = 32 }: { name: string; src: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  const letter = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.45 }} aria-hidden>
      {src && !failed ? <img src={src} alt="" width={size} height={size} onError={() => setFailed(true)} /> : letter}
    </span>
  );
}

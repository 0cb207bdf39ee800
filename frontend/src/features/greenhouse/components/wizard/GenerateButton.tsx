import { Leaf } from "lucide-react";

/** The wizard's Generate Textures, one button for step 2 and step 4 so both behave alike. */
export function GenerateButton({ onPress, uploading }: { onPress: () => void; uploading: boolean }) {
  return (
    <button type="button" className="button button-primary button-lg gh-block" onClick={onPress} disabled={uploading}>
      <Leaf size={18} aria-hidden />
      {uploading ? "Growing with Greenhouse..." : "Generate Textures"}
    </button>
  );
}

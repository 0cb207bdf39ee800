/**
 * The 16-colour block-game palette: the sixteen dye colours, in the game's own order, with the colour
 * values the game uses for dyed items and blocks, so a painted texture matches wool and concrete.
 */
export const blockPalette = [
  { name: "White", hex: "#f9fffe" },
  { name: "Orange", hex: "#f9801d" },
  { name: "Magenta", hex: "#c74ebd" },
  { name: "Light Blue", hex: "#3ab3da" },
  { name: "Yellow", hex: "#fed83d" },
  { name: "Lime", hex: "#80c71f" },
  { name: "Pink", hex: "#f38baa" },
  { name: "Gray", hex: "#474f52" },
  { name: "Light Gray", hex: "#9d9d97" },
  { name: "Cyan", hex: "#169c9c" },
  { name: "Purple", hex: "#8932b8" },
  { name: "Blue", hex: "#3c44aa" },
  { name: "Brown", hex: "#835432" },
  { name: "Green", hex: "#5e7c16" },
  { name: "Red", hex: "#b02e26" },
  { name: "Black", hex: "#1d1d21" },
] as const;

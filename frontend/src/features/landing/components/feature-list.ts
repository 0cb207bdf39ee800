import { Boxes, FileCheck2, FolderKanban, Layers, ScanSearch, Sparkles } from "lucide-react";

/** The feature cards of the landing page, from the product's section 1. */
export const features = [
  {
    icon: Layers,
    title: "LabPBR 1.3 maps",
    text: "Normal, AO and height in _n; smoothness, F0/metal, porosity/SSS and emission in _s, encoded exactly as shaders read them.",
  },
  {
    icon: Boxes,
    title: "Whole resource packs",
    text: "Drop a pack up to 200MB. Animations, CTM tiles and every non-texture file come back intact.",
  },
  {
    icon: FileCheck2,
    title: "Validation with advice",
    text: "Power-of-two sizes, naming suffixes, normal vectors and specular ranges checked, with a fix for each finding.",
  },
  {
    icon: FolderKanban,
    title: "Projects you can share",
    text: "Keep packs in projects and invite friends from your Discord servers or with a link.",
  },
  {
    icon: ScanSearch,
    title: "Analysers",
    text: "Texture quality scores and a specular F0 analyser that names the closest real material.",
  },
  {
    icon: Sparkles,
    title: "Editor and AI",
    text: "Touch up pixels, start from templates, or generate seamless textures with your own AI server.",
  },
] as const;

export const steps = [
  { title: "Upload textures", text: "A single texture, an animation strip or a whole resource pack (.zip)." },
  {
    title: "Configure settings",
    text: "Normal strength, height depth, AO radius, smoothness and more; defaults work.",
  },
  {
    title: "Download the pack",
    text: "A LabPBR 1.3 pack with _n and _s maps beside each texture, ready for your shader.",
  },
] as const;

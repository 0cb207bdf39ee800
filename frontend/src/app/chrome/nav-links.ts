/** The desktop top bar's links, in the spec's order. */
export const desktopLinks = [
  { to: "/", label: "Home", end: true },
  { to: "/projects", label: "Projects", end: false },
  { to: "/greenhouse", label: "Greenhouse", end: false },
  { to: "/docs", label: "Docs", end: false },
] as const;

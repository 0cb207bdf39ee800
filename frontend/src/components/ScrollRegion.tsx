import type { ReactNode } from "react";

/**
 * A box that may scroll (a wide table or code on a phone, a short panel): it takes keyboard focus and is
 * a named region, so someone without a mouse or touch can reach and scroll it even when nothing inside
 * can take focus (axe's scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  as = "div",
  className,
  testId,
  children,
}: {
  label: string;
  as?: "div" | "pre" | "section";
  className: string;
  testId?: string;
  children: ReactNode;
}) {
  const Box = as;
  return (
    <Box role="region" aria-label={label} tabIndex={0} className={className} data-testid={testId}>
      {children}
    </Box>
  );
}

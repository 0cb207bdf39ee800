import { useCurrentUser } from "../../lib/auth";
import { MobileSheet } from "./MobileSheet";
import { ThemeToggle } from "./ThemeToggle";

/** The phone header: the side-sheet button, the spec's greeting and the theme toggle. */
export function MobileHeader() {
  const { user } = useCurrentUser();
  return (
    <header className="mobile-header">
      <MobileSheet />
      <p className="mobile-title">{user ? `Welcome, ${user.username}` : "Mobile Texture Lab"}</p>
      <ThemeToggle />
    </header>
  );
}

import { Cloud, FolderHeart, Lock, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Navigate, useLocation } from "react-router-dom";
import { ButtonLink, buttonClass } from "../../../components/Button";
import { Loading } from "../../../components/Card";
import { DiscordIcon } from "../../../components/DiscordIcon";
import { signInUrl, useCurrentUser } from "../../../lib/auth";
import { usePageTitle } from "../../../lib/page-title";
import { storageKeys, writeStored } from "../../../lib/storage";
import { loginReturnPath } from "../lib/login-return";

const security = [
  { icon: Lock, text: "We never see your Discord password: sign-in happens on Discord." },
  { icon: ShieldCheck, text: "Only your username and avatar are read, plus your servers to find friends." },
  { icon: Cloud, text: "Your session stays on this device in a secure cookie; log out any time." },
];

const benefits = [
  { icon: FolderHeart, text: "Save projects, presets and favourites" },
  { icon: Users, text: "Share projects with friends and invite links" },
  { icon: Sparkles, text: "Keep a library of your uploads" },
];

/**
 * The phone's sign-in page. A Login link says which page it was followed from; signing in comes back
 * there (through the same session key an invite uses), and someone already signed in goes straight there.
 */
export function LoginPage() {
  usePageTitle("Sign in");
  const { signedIn, isLoading } = useCurrentUser();
  const from = loginReturnPath(useLocation().state);
  if (isLoading) return <Loading label="Checking your sign-in" />;
  if (signedIn) return <Navigate to={from ?? "/"} replace />;
  return (
    <div className="login-page">
      <img src="/icons/icon-192.png" alt="" width={64} height={64} className="login-logo" />
      <h1>Sign in to Greenhouse</h1>
      <p className="muted">All core features are free.</p>
      <a
        className={buttonClass({ variant: "primary", size: "lg" }, "discord-button full-width")}
        href={signInUrl}
        // Every other sign-in button goes to Discord at once and sets the way back itself, so a way back
        // left from an earlier, abandoned sign-in must not be followed from here.
        onClick={() => writeStored("session", storageKeys.returnAfterSignIn, from ?? "")}
      >
        <DiscordIcon /> Continue with Discord
      </a>
      <ul className="login-list" aria-label="Security">
        {security.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={18} aria-hidden /> {text}
          </li>
        ))}
      </ul>
      <section className="card login-benefits" aria-labelledby="benefits-title">
        <h2 id="benefits-title">Member benefits</h2>
        <ul className="login-list">
          {benefits.map(({ icon: Icon, text }) => (
            <li key={text}>
              <Icon size={18} aria-hidden /> {text}
            </li>
          ))}
        </ul>
      </section>
      <ButtonLink to="/" variant="ghost" className="full-width">
        Continue as Guest
      </ButtonLink>
      <p className="muted small">Guests can convert and read the docs but lose saved work.</p>
    </div>
  );
}

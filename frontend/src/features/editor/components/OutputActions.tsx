import { Download, Leaf, Save } from "lucide-react";
import { LoginRequired } from "../../../components/LoginRequired";
import { signInUrl } from "../../../lib/auth";

interface OutputActionsProps {
  onExport(): void;
  exporting: boolean;
  onConvert(): void;
  onSave(): void;
  saving: boolean;
  signedIn: boolean;
  /** Signs in without losing the drawing (it is carried across the round trip). */
  onSignIn(): void;
}

/** Export PNG (anyone) and Save Texture (to the Library; signed-out users are told why it needs sign-in). */
export function OutputActions(props: OutputActionsProps) {
  const { onExport, exporting, onConvert, onSave, saving, signedIn, onSignIn } = props;
  return (
    <>
      <div className="ed-group">
        <button
          type="button"
          className="button button-ghost button-sm"
          onClick={onConvert}
          title="Use this texture as the file to convert"
          aria-label="Convert this texture"
        >
          <Leaf size={15} aria-hidden />
          Convert
        </button>
        <button type="button" className="button button-outline button-sm" onClick={onExport} disabled={exporting}>
          <Download size={15} aria-hidden />
          Export PNG
        </button>
        <LoginRequired>
          <button
            type="button"
            className="button button-primary button-sm"
            onClick={onSave}
            aria-disabled={saving || undefined}
            aria-busy={saving || undefined}
          >
            <Save size={15} aria-hidden />
            {saving ? "Saving..." : "Save Texture"}
          </button>
        </LoginRequired>
      </div>
      {!signedIn && (
        <p className="ed-signin muted small" data-testid="editor-signin-note">
          Saving to your Library needs sign-in.{" "}
          <a
            href={signInUrl}
            onClick={(event) => {
              event.preventDefault();
              onSignIn();
            }}
          >
            Sign in with Discord
          </a>{" "}
          — Export PNG works without it.
        </p>
      )}
    </>
  );
}

import { PlugZap } from "lucide-react";
import { useId } from "react";
import { Button } from "../../../components/Button";
import { TextField } from "../../../components/Field";
import { LoginRequired, showLoginRequired } from "../../../components/LoginRequired";
import type { useAiServer } from "../hooks/use-ai-server";
import { aiFailureText } from "../hooks/use-generate";
import { useServerTest } from "../hooks/use-server-test";
import { blendLimits, DEFAULT_AI_PORT, outputSizeLimits } from "../lib/ai-options";
import { sameServer } from "../lib/server-address";
import { AdvancedSettings } from "./AdvancedSettings";

/** The AI server panel: where the WebUI lives, a real connection test, output size, blend opacity, advanced settings. */
export function ServerPanel({ server }: { server: ReturnType<typeof useAiServer> }) {
  const test = useServerTest();
  const sizeId = useId();
  const blendId = useId();
  const statusId = useId();
  const { settings, update, parsed, guest } = server;
  const canTest = !guest && settings.ip.trim() !== "" && settings.port.trim() !== "" && parsed.ok;
  // A guest cannot name a server (the Worker answers 401): the fields are read-only and say so, a tap
  // shows the sign-in hint, and nothing is sent with the typed address.
  const askToSignIn = () => {
    if (guest)
      showLoginRequired("Sign in with Discord to use your own AI server; until then this site's server is used.");
  };
  // A test speaks for the address it ran on: once the fields name another server its "failed" or
  // "connected" would be about the old one, so the status goes back to untested.
  const last = test.last !== null && parsed.ok && sameServer(test.last.address, parsed.address) ? test.last : null;

  function runTest() {
    if (parsed.ok) test.run(parsed.address);
  }

  return (
    <section className="gh-card ai-server" aria-labelledby="ai-server-title">
      <div className="gh-card-head">
        <h2 id="ai-server-title">AI server</h2>
        <PlugZap size={18} aria-hidden className="ai-muted-icon" />
      </div>
      <p className="muted small ai-server-intro">
        A Stable Diffusion WebUI started with <code>--api</code>. Leave the IP empty to use this site's server.
      </p>
      <div className="ai-server-address">
        <LoginRequired>
          <TextField
            label="Server IP"
            placeholder={guest ? "This site's server" : "192.168.1.20"}
            value={guest ? "" : settings.ip}
            onChange={(event) => update({ ip: event.target.value })}
            readOnly={guest}
            onClick={askToSignIn}
            // What is wrong is said in the status line under the row, in place of its hint: under the field
            // it stacked with that hint and pushed Port and Test Connection down.
            aria-invalid={!parsed.ok || undefined}
            aria-describedby={statusId}
            autoComplete="off"
            spellCheck={false}
            className={guest ? "ai-guest-field" : undefined}
          />
        </LoginRequired>
        <LoginRequired>
          <TextField
            label="Port"
            inputMode="numeric"
            // A guest's calls go to the site's server, so a port kept from a signed-in visit is not shown.
            value={guest ? "" : settings.port}
            placeholder={guest ? String(DEFAULT_AI_PORT) : undefined}
            onChange={(event) => update({ port: event.target.value })}
            readOnly={guest}
            onClick={askToSignIn}
            aria-describedby={statusId}
            className={guest ? "ai-port ai-guest-field" : "ai-port"}
          />
        </LoginRequired>
        <LoginRequired>
          <Button
            onClick={guest ? askToSignIn : runTest}
            disabled={!guest && !canTest}
            busy={test.last?.status === "pending"}
            // Pressable for a guest (it answers with the sign-in hint), dimmed like the fields.
            className={guest ? "ai-test ai-guest-button" : "ai-test"}
          >
            Test Connection
          </Button>
        </LoginRequired>
      </div>
      <p id={statusId} className="small ai-server-status" aria-live="polite" data-testid="ai-server-status">
        {guest && (
          <span className="muted">
            Sign in to use your own AI server. Until then Generate and Variations use this site's server.
          </span>
        )}
        {!parsed.ok && <span className="gh-bad">{parsed.error}</span>}
        {last?.status === "success" && <span className="gh-ok">Connected to {last.report.address}</span>}
        {last?.status === "error" && <span className="gh-bad">{aiFailureText(last.error)}</span>}
        {!guest && last === null && parsed.ok && (
          <span className="muted">{canTest ? "Not tested yet." : "Enter an IP and port to test."}</span>
        )}
      </p>
      <div className="ai-server-sliders">
        <div className="gh-slider">
          <div className="gh-slider-head">
            <label htmlFor={sizeId}>Output size</label>
            <output htmlFor={sizeId}>{settings.outputSize}px</output>
          </div>
          <input
            id={sizeId}
            type="range"
            min={outputSizeLimits.min}
            max={outputSizeLimits.max}
            step={outputSizeLimits.step}
            value={settings.outputSize}
            onChange={(event) => update({ outputSize: Number(event.target.value) })}
          />
          <p className="gh-hint">The size Upscale produces.</p>
        </div>
        <div className="gh-slider">
          <div className="gh-slider-head">
            <label htmlFor={blendId}>Blend opacity</label>
            <output htmlFor={blendId}>{settings.blend}%</output>
          </div>
          <input
            id={blendId}
            type="range"
            min={blendLimits.min}
            max={blendLimits.max}
            value={settings.blend}
            onChange={(event) => update({ blend: Number(event.target.value) })}
          />
          <p className="gh-hint">
            How far Variations move from the source (img2img strength), and how much of the pixel-perfect pass an albedo
            upscale with Lanczos + pixel-perfect blend keeps.
          </p>
        </div>
      </div>
      <AdvancedSettings server={server} />
    </section>
  );
}

import { Download, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../components/Button";
import { readStored, storageKeys, writeStored } from "../../lib/storage";
import { useOverlayClearance } from "./use-overlay-clearance";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

const isStandalone = () =>
  window.matchMedia("(display-mode: standalone)").matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * The PWA install card: 5 s after the browser offers installation, unless the app already runs
 * standalone or the card was dismissed this session; it goes away once installed.
 */
export function InstallCard() {
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [visible, setVisible] = useState(false);
  // It stands above the bottom row (the job card, the upload button), and the page's end must scroll
  // clear of it too.
  const clearance = useOverlayClearance("above-row");

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onPrompt = (prompt: Event) => {
      prompt.preventDefault();
      if (isStandalone() || readStored("session", storageKeys.pwaPromptDismissed) === "true") return;
      setEvent(prompt as BeforeInstallPromptEvent);
      clearTimeout(timer);
      timer = setTimeout(() => setVisible(true), 5000);
    };
    const onInstalled = () => {
      setVisible(false);
      setEvent(null);
    };
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!visible || !event) return null;

  const dismiss = () => {
    writeStored("session", storageKeys.pwaPromptDismissed, "true");
    setVisible(false);
  };

  return (
    <aside ref={clearance} className="install-card" aria-label="Install Greenhouse">
      <img src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div>
        <strong>Install Greenhouse</strong>
        <p className="muted small">Open it from your home screen and keep the shell available offline.</p>
        <div className="row">
          <Button
            size="sm"
            variant="primary"
            onClick={async () => {
              try {
                await event.prompt();
                const choice = await event.userChoice;
                if (choice.outcome === "accepted") setVisible(false);
              } catch (error) {
                console.warn("Install prompt failed", error);
              }
            }}
          >
            <Download size={16} aria-hidden /> Install
          </Button>
          <Button size="sm" variant="ghost" onClick={dismiss}>
            Not now
          </Button>
        </div>
      </div>
      <button type="button" className="icon-button" aria-label="Dismiss install card" onClick={dismiss}>
        <X size={16} aria-hidden />
      </button>
    </aside>
  );
}

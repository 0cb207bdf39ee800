import { Heart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/Dialog";
import { loadScript } from "./load-script";
import { type DonationButton as HostedButton, paypalSdkUrl, useDonationButton } from "./use-donation-button";

interface PayPalNamespace {
  HostedButtons(options: { hostedButtonId: string }): { render(selector: string): Promise<void> };
}

type ButtonState = "loading" | "ready" | "failed";

/** The Support button and the donation dialog; the provider's script loads only when the dialog opens. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="support-button">
          <Heart size={16} aria-hidden /> <span className="topbar-foldable">Support</span>
        </Button>
      </DialogTrigger>
      {open && (
        <DialogContent
          title="Support Greenhouse"
          description="Greenhouse is free. Donations keep it that way: 100% of donations go to hosting, development time, new features and community support."
        >
          <DonationButton />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DonationButton() {
  const button = useDonationButton();
  const [state, setState] = useState<ButtonState>("loading");
  const target = useRef<HTMLDivElement>(null);
  const hosted = button.data;

  useEffect(() => {
    if (!hosted) return;
    let cancelled = false;
    loadScript(paypalSdkUrl(hosted))
      .then(async () => {
        const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
        if (!paypal?.HostedButtons || !target.current) throw new Error("PayPal did not start");
        target.current.replaceChildren();
        await paypal.HostedButtons({ hostedButtonId: hosted.hostedButtonId }).render(`#${containerId(hosted)}`);
        if (!cancelled) setState("ready");
      })
      .catch((error: unknown) => {
        console.warn("Donation button failed to load", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, [hosted]);

  const shown: ButtonState | "unset" = button.isError ? "failed" : hosted === null ? "unset" : state;
  return (
    <div className="donation">
      <ul className="donation-points">
        <li>Hosting for conversions, projects and sharing</li>
        <li>Development time for new LabPBR tools</li>
        <li>Community support and documentation</li>
      </ul>
      {shown === "loading" && (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden /> Loading secure donation button…
        </p>
      )}
      {shown === "unset" && (
        <p className="muted" role="status">
          Donations are not set up on this copy of Greenhouse yet.
        </p>
      )}
      {shown === "failed" && (
        <p className="donation-error" role="alert">
          The donation button could not be loaded. Check your connection or disable content blockers for this site, then
          open this dialog again.
        </p>
      )}
      {hosted && <div ref={target} id={containerId(hosted)} className="donation-target" hidden={shown !== "ready"} />}
    </div>
  );
}

/** PayPal renders a hosted button into `#paypal-container-<button id>`. */
function containerId(button: HostedButton): string {
  return `paypal-container-${button.hostedButtonId.replace(/[^A-Za-z0-9_-]/g, "")}`;
}

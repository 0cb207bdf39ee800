import { Heart } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/Button";
import { Dialog, DialogContent, DialogTrigger } from "../../components/Dialog";
import { loadScript } from "./load-script";

/** PayPal's JS SDK: hosted buttons in USD with Venmo offered as a funding source (spec section 2). */
const clientId = import.meta.env.VITE_PAYPAL_CLIENT_ID ?? "sb";
const sdkUrl = `https://www.paypal.com/sdk/js?client-id=${encodeURIComponent(clientId)}&currency=USD&enable-funding=venmo&components=buttons&intent=capture`;

interface PayPalNamespace {
  Buttons(options: Record<string, unknown>): { render(target: HTMLElement): Promise<void> };
}

type ButtonState = "loading" | "ready" | "failed";

/** The Support button and the donation dialog; the provider's script loads only when the dialog opens. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="support-button">
          <Heart size={16} aria-hidden /> Support
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
  const target = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ButtonState>("loading");

  useEffect(() => {
    let cancelled = false;
    loadScript(sdkUrl)
      .then(async () => {
        const paypal = (window as unknown as { paypal?: PayPalNamespace }).paypal;
        if (!paypal || !target.current) throw new Error("PayPal did not start");
        await paypal.Buttons({ style: { layout: "vertical", label: "donate" } }).render(target.current);
        if (!cancelled) setState("ready");
      })
      .catch((error: unknown) => {
        console.warn("Donation button failed to load", error);
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return (
    <div className="donation">
      <ul className="donation-points">
        <li>Hosting for conversions, projects and sharing</li>
        <li>Development time for new LabPBR tools</li>
        <li>Community support and documentation</li>
      </ul>
      {state === "loading" && (
        <p className="loading" role="status">
          <span className="spinner" aria-hidden /> Loading secure donation button…
        </p>
      )}
      {state === "failed" && (
        <p className="donation-error" role="alert">
          The donation button could not be loaded. Check your connection or disable content blockers for this site, then
          open this dialog again.
        </p>
      )}
      <div ref={target} className="donation-target" hidden={state !== "ready"} />
    </div>
  );
}

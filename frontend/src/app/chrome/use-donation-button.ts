import { useQuery } from "@tanstack/react-query";
import { apiJson } from "../../lib/api-client";

/** The deployment's PayPal hosted donation button (GET /api/donation); null when none is set up. */
export interface DonationButton {
  provider: "paypal";
  clientId: string;
  hostedButtonId: string;
}

export function useDonationButton() {
  return useQuery({
    queryKey: ["donation"],
    queryFn: async () => (await apiJson<{ button: DonationButton | null }>("/api/donation")).button,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PayPal's JS SDK with the hosted-buttons component, in USD, Venmo offered as a funding source. */
export function paypalSdkUrl(button: DonationButton): string {
  const query = new URLSearchParams({
    "client-id": button.clientId,
    components: "hosted-buttons",
    "enable-funding": "venmo",
    currency: "USD",
  });
  return `https://www.paypal.com/sdk/js?${query}`;
}

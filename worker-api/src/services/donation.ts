/**
 * The donation dialog's PayPal hosted button (product spec section 2). Both ids are public: PayPal
 * puts them in the page. A deployment sets them as Worker variables; without them the dialog says
 * donations are not set up instead of showing a sandbox button that cannot take money.
 */
export interface DonationSettings {
  PAYPAL_CLIENT_ID?: string;
  PAYPAL_HOSTED_BUTTON_ID?: string;
}

export interface DonationButton {
  provider: "paypal";
  clientId: string;
  hostedButtonId: string;
}

export function donationButton(settings: DonationSettings): DonationButton | null {
  const clientId = settings.PAYPAL_CLIENT_ID?.trim();
  const hostedButtonId = settings.PAYPAL_HOSTED_BUTTON_ID?.trim();
  if (!clientId || !hostedButtonId) return null;
  return { provider: "paypal", clientId, hostedButtonId };
}

/** Cookie header value ("name=value") for a Set-Cookie list, keeping only the named cookie. */
export function cookieFrom(response: Response, name: string): string | null {
  for (const line of response.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    if (pair.startsWith(`${name}=`) && pair.length > name.length + 1) return pair;
  }
  return null;
}

export interface SignInResult {
  /** Where the Worker finally sent the browser (a path on the app, e.g. "/" or "/?authError=..."). */
  finalLocation: string;
  /** The session cookie ("gh_session=...") when sign-in succeeded. */
  session: string | null;
}

/**
 * Walks the OAuth redirects the way a browser would, without one: app -> local Discord stand-in
 * (approving `loginHint` without its page) -> app callback. `tamper` may rewrite the callback URL.
 */
export async function signInThroughStandIn(
  baseUrl: string,
  loginHint: string,
  tamper: (callback: URL) => URL = (callback) => callback,
): Promise<SignInResult> {
  const start = await fetch(`${baseUrl}/api/auth/discord?login_hint=${encodeURIComponent(loginHint)}`, {
    redirect: "manual",
  });
  if (start.status !== 302) throw new Error(`Starting sign-in answered ${start.status}`);
  const oauthCookie = cookieFrom(start, "gh_oauth");
  const authorize = await fetch(start.headers.get("location") ?? "", { redirect: "manual" });
  if (authorize.status !== 302) throw new Error(`The stand-in answered ${authorize.status}`);
  const callback = tamper(new URL(authorize.headers.get("location") ?? ""));
  const finish = await fetch(callback, {
    redirect: "manual",
    headers: oauthCookie ? { Cookie: oauthCookie } : {},
  });
  return { finalLocation: finish.headers.get("location") ?? "", session: cookieFrom(finish, "gh_session") };
}

/** The query parameter the Worker's sign-in routes put a failure in (worker-api `routes/auth.ts`, `failTo`). */
export const AUTH_ERROR_PARAM = "authError";

/**
 * The sign-in failure an address carries, and the address's query without it, or undefined when it
 * carries none. A blank `authError` is still taken out: the address should not keep it either way.
 */
export function takeAuthError(search: string): { message: string; search: string } | undefined {
  const params = new URLSearchParams(search);
  if (!params.has(AUTH_ERROR_PARAM)) return undefined;
  const message = params.get(AUTH_ERROR_PARAM)?.trim() ?? "";
  params.delete(AUTH_ERROR_PARAM);
  const rest = params.toString();
  return { message, search: rest ? `?${rest}` : "" };
}

/**
 * Set while this tab logs out: its own logout ends the token on the server first, so calls still
 * on their way (a poll, the live channel) come back 401 and must not send the customer to /login
 * instead of where logout leads (endBrowserSession reads it). Cleared when a customer is signed in
 * again (root.tsx). A module of its own: the shell imports it, not the API client.
 */
let loggingOut = false;

export function markLoggingOut(): void {
  loggingOut = true;
}

export function markSignedIn(): void {
  loggingOut = false;
}

export function isLoggingOut(): boolean {
  return loggingOut;
}

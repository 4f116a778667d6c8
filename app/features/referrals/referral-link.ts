/**
 * The link a customer shares (contract §5.10): the sign-up page with their code filled in,
 * `${origin}/register?referral_code=<code>`. Pure, unit-tested.
 */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/register?${new URLSearchParams({ referral_code: code })}`;
}

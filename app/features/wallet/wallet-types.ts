/**
 * What the wallet screens read of W1 (history rows) and W3 (people to send to), contract §2.12,
 * §3.12: the contract's own types (contract/wallet-api.ts), imported as types only so no zod
 * reaches the browser.
 */
export type { WalletHistory, WalletPerson, SearchedUser as SendingCandidate, WalletSent } from '../../../contract/wallet-api';

import type { WalletHistoryType } from '../../../../contract/wallet';

/**
 * Two demo customers, so the wallet and referrals can be tried at once: Luis signed up with Ana's
 * referral code (his first delivered order pays both the referral reward, decision 0015), and
 * their wallets have a believable history — a top-up by the operator, money sent each way, a
 * refund — written through the ledger, so each balance is the sum of its history. The password is
 * the same for both and printed in the README: demo accounts, not for a public server.
 */
export const DEMO_CUSTOMER_PASSWORD = 'comanda-demo';

export type DemoCustomer = { key: 'ana' | 'luis'; email: string; firstname: string; lastname: string; gender: 'female' | 'male' };

export const demoCustomers: readonly DemoCustomer[] = [
  { key: 'ana', email: 'ana@comanda.test', firstname: 'Ana', lastname: 'Restrepo', gender: 'female' },
  { key: 'luis', email: 'luis@comanda.test', firstname: 'Luis', lastname: 'Pérez', gender: 'male' },
];

/** Movements, oldest first; `daysAgo` dates them. Transfers write both sides. */
export type DemoMovement =
  | { kind: 'credit'; to: DemoCustomer['key']; type: Extract<WalletHistoryType, 'topup' | 'refund'>; amount: string; note: string; daysAgo: number; byOperator?: boolean }
  | { kind: 'transfer'; from: DemoCustomer['key']; to: DemoCustomer['key']; amount: string; note: string | null; daysAgo: number };

export const demoWalletMovements: readonly DemoMovement[] = [
  { kind: 'credit', to: 'ana', type: 'topup', amount: '60.00', note: 'Welcome credit', daysAgo: 12, byOperator: true },
  { kind: 'credit', to: 'luis', type: 'topup', amount: '25.00', note: 'Welcome credit', daysAgo: 10, byOperator: true },
  { kind: 'transfer', from: 'ana', to: 'luis', amount: '18.50', note: 'Pizza night', daysAgo: 7 },
  { kind: 'credit', to: 'ana', type: 'refund', amount: '6.40', note: 'Refund for a missing drink', daysAgo: 4 },
  { kind: 'transfer', from: 'luis', to: 'ana', amount: '7.25', note: 'Coffee, thanks!', daysAgo: 2 },
];

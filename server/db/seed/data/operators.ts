/**
 * The demo operator account (role `admin`), seeded with the demo marketplace so the operator
 * endpoints (`dashboard/admin/*`) can be tried at once. `DEMO_ADMIN_EMAIL` and
 * `DEMO_ADMIN_PASSWORD` (server/config.ts, README) replace these defaults.
 */
export const DEFAULT_DEMO_ADMIN = { email: 'admin@comanda.test', password: 'comanda-admin' } as const;

export type DemoAdmin = { email: string; password: string };

import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { envelopeOf, paginatedOf } from '../../../contract/conformance';
import type { ApiApp, AppDeps } from '../../../server/app';
import type { Database } from '../../../server/db/client';
import { useSeededApp } from '../../support/app';
import { call, type Reply } from '../../support/auth';
import { makeCustomers } from '../orders-support';
import { notBuilt } from './not-built';

/**
 * The conformance suite's engine (issue #22): each domain file hands it a table of endpoint cases
 * of API-CONTRACT.md §2, and it sends each request as the contract shapes it, on one seeded
 * database per file, then checks the answer against §1.5's envelope and §3's "used" fields (zod
 * schemas from `contract/`). An endpoint listed in `not-built.ts` must still be missing (404
 * "No route"); any other must conform. Cases run in table order, so a case may rely on the
 * rows an earlier one wrote (a cart before its calculation).
 */

/** Values that fill `{name}` in paths and that `query`/`json` read: seeded ids, a token… */
export type Fixtures = Record<string, string | number>;

export type CaseContext = { app: ApiApp; db: Database; f: Fixtures; token: string; userId: number };

type Made<T> = T | ((ctx: CaseContext) => T);

/**
 * How the body is enveloped (§1.5): `single` `{status, timestamp, data}`, `paginated` the Laravel
 * collection, `bare` the payload itself (ST1, N2, BK5), `status` only the HTTP status is read
 * (§1.8) — then `schema` still checks `data` when the answer has one.
 */
export type Shape = 'single' | 'paginated' | 'bare' | 'status';

export type EndpointCase = {
  /** The contract's number (§2), e.g. `SH1`; unique across the suite. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The contract's path, `{name}` filled from the fixtures. */
  path: string;
  auth: 'public' | 'user';
  query?: Made<Record<string, string | number>>;
  json?: Made<Record<string, unknown>>;
  form?: (ctx: CaseContext) => FormData;
  /** State the call needs (rows an id points at); returns fixtures to add. */
  prepare?: (ctx: CaseContext) => Promise<Fixtures | void>;
  shape: Shape;
  /** `data` (single/status), one item (paginated) or the whole body (bare). */
  schema: z.ZodType;
  /** Expected status; unset = any 2xx (clients judge success by it, §1.8). */
  status?: number;
  /**
   * A deliberate, documented difference from the contract (the request shape the contract gives
   * is refused on purpose): the reason and where it is written down. `status` is then the
   * refusal's status and the body must be the §1.6 error body.
   */
  deviation?: string;
  /** Further checks on the parsed body (on the error body for a deviation). */
  check?: (body: unknown, ctx: CaseContext) => void | Promise<void>;
};

export type DomainSetup = (ctx: Omit<CaseContext, 'f'>) => Promise<Fixtures>;

const made = <T>(value: Made<T> | undefined, ctx: CaseContext): T | undefined =>
  typeof value === 'function' ? (value as (c: CaseContext) => T)(ctx) : value;

export const endpointOf = (c: Pick<EndpointCase, 'method' | 'path'>) => `${c.method} ${c.path}`;

function fillPath(c: EndpointCase, f: Fixtures): string {
  return c.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = f[name];
    if (value === undefined) {
      throw new Error(`${c.id} ${endpointOf(c)}: no fixture "${name}" — give the case a prepare() that makes the row and returns { ${name} }`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Comanda's answer to a path it has no route for (server/app.ts). */
export const isNoRoute = (reply: Reply) =>
  reply.status === 404 && typeof (reply.body as { message?: unknown } | null)?.message === 'string' &&
  (reply.body as { message: string }).message.startsWith('No route for ');

function bodySchema(c: EndpointCase): z.ZodType {
  switch (c.shape) {
    case 'single':
    case 'status':
      return envelopeOf(c.schema);
    case 'paginated':
      return paginatedOf(c.schema);
    case 'bare':
      return c.schema;
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues.slice(0, 8).map((i) => `  - ${i.path.join('.') || '(body)'}: ${i.message}`).join('\n');

/**
 * Registers one test per case. `file` names the case table (for the failure messages);
 * `setup` returns the seeded ids the cases need.
 */
export function describeContract(
  file: string,
  cases: readonly EndpointCase[],
  setup: DomainSetup,
  /** Dependencies the app needs for these cases (e.g. sign-in providers switched on). */
  deps?: Partial<Omit<AppDeps, 'database' | 'log'>>,
) {
  const t = useSeededApp();
  const ctx = { f: {} as Fixtures } as CaseContext;

  beforeAll(async () => {
    const [customer] = await makeCustomers(t.db, `contract.${file.replace(/\W/g, '')}`, 1, { balance: '500000.00', phone: true });
    Object.assign(ctx, { app: deps ? t.freshApp({}, deps) : t.app, db: t.db, token: customer!.token, userId: customer!.userId });
    Object.assign(ctx.f, await setup(ctx));
  }, 60_000);

  describe(`contract conformance: ${file}`, () => {
    for (const c of cases) {
      it(`${c.id} ${endpointOf(c)}`, async () => {
        const waiting = notBuilt[c.id];
        const added = waiting ? undefined : await c.prepare?.(ctx);
        if (added) Object.assign(ctx.f, added);
        const form = c.form?.(ctx);
        const reply = await call(ctx.app, c.method, fillPath(c, ctx.f), {
          ...(c.auth === 'user' ? { token: ctx.token } : {}),
          ...(made(c.query, ctx) ? { query: made(c.query, ctx)! } : {}),
          ...(form ? { body: form } : made(c.json, ctx) === undefined ? {} : { json: made(c.json, ctx) }),
        });
        const answered = `${reply.status} ${JSON.stringify(reply.body)?.slice(0, 300)}`;

        if (waiting) {
          expect(
            isNoRoute(reply),
            `${c.id} ${endpointOf(c)} now answers (${answered}), but tests/api/contract/not-built.ts still lists it as ` +
              `waiting for ${waiting.issue === 'later' ? 'a future issue ([later])' : `issue #${waiting.issue}`}. Remove its line from not-built.ts: the suite then checks the answer ` +
              `against API-CONTRACT.md §2/§3 with the case in tests/api/contract/${file} (add a prepare() there if the ` +
              `path needs a row your feature creates).`,
          ).toBe(true);
          return;
        }

        expect(
          isNoRoute(reply),
          `${c.id} ${endpointOf(c)} has no route. Build it as API-CONTRACT.md §2 says, or — if an open issue will ` +
            `build it — list it in tests/api/contract/not-built.ts as ${c.id}: { issue: N, endpoint: '${endpointOf(c)}' }.`,
        ).toBe(false);
        // Clients judge success by any 2xx (§1.8); a deviation names its exact refusal status.
        if (c.status) expect(reply.status, `${c.id} ${endpointOf(c)} answered ${answered}`).toBe(c.status);
        else expect(reply.status >= 200 && reply.status < 300, `${c.id} ${endpointOf(c)} should succeed (2xx) but answered ${answered}`).toBe(true);
        if (c.deviation) {
          const err = reply.body as { status?: unknown; message?: unknown };
          expect(err.status, `${c.id}: a refusal carries the §1.6 error body`).toBe(false);
          expect(typeof err.message, `${c.id}: a refusal says why`).toBe('string');
          await c.check?.(reply.body, ctx);
          return;
        }
        const parsed = bodySchema(c).safeParse(reply.body);
        expect(
          parsed.success,
          parsed.success
            ? ''
            : `${c.id} ${endpointOf(c)} does not match the contract (§1.5 envelope "${c.shape}", §3 used fields; ` +
                `schema in tests/api/contract/${file}):\n${describeIssues(parsed.error)}\nbody: ${answered}`,
        ).toBe(true);
        await c.check?.(parsed.data, ctx);
      });
    }
  });
  return ctx;
}

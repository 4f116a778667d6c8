import { describe, expect, it } from 'vitest';
import { accountCases } from './account-cases';
import { notBuilt } from './not-built';
import { orderingCases } from './ordering-cases';
import { endpointOf, type EndpointCase } from './runner';
import { storefrontCases } from './storefront-cases';

/**
 * The list of endpoints not built yet (not-built.ts) stays honest: every entry names a case of
 * the suite with the same method and path, and an open issue. Whether each listed endpoint is
 * really still missing is asserted by the domain files (account, ordering, storefront), which
 * send the request. The list is printed so a CI log says what waits for what.
 */

const tables: Record<string, readonly EndpointCase[]> = {
  'account-cases.ts': accountCases,
  'ordering-cases.ts': orderingCases,
  'storefront-cases.ts': storefrontCases,
};
const allCases = Object.entries(tables).flatMap(([file, cases]) => cases.map((c) => ({ file, c })));

/** Every numbered endpoint of API-CONTRACT.md §2, in its order. */
const CONTRACT_NUMBERS = `A1 A2 A3 A4 A5 A6 A7 A8 A9 A10 A11 S1 S2 S3 S4 SH1 SH2 SH3 SH4 SH5 SH6 SH7 SH8 SH9 SH10 C1 C2 C3
  C4 C5 B1 P1 P2 P3 CT1 CT2 CT3 CT4 CT5 CT6 CT7 GC1 GC2 GC3 GC4 GC5 GC6 GC7 CP1 O1 O2 O3 O4 O5 O6 O7 O8 O9 O10
  PAY1 PAY2 PAY3 PAY4 W1 W2 W3 W4 R1 AD1 AD2 AD3 AD4 AD5 RF1 RF2 PC1 PC2 PC3 PC4 PC5 PC6 PC7 BK1 BK2 BK3 BK4 BK5
  BK6 BK7 BK8 BK9 RC1 RC2 BL1 BL2 BL3 BL4 CR1 CR2 F1 PG1 PG2 PG3 PG4 PG5 PG6 PG7 BN1 BN2 BN3 BN4 ST1 N1 N2 N3
  N4 N5 N6 N7 N8 PR1 PR2 PR3 PR4 BS1 BD1 G1 BR1 BR2`.split(/\s+/);

/** Numbers without a case of their own, and why. */
const NO_CASE: Record<string, string> = {
  C5: 'declared, not called',
  PG3: 'declared, not called',
  N5: 'declared, not called',
  BR2: 'declared, not called',
  BL4: 'the same request as BL2',
  BK9: 'the same request as SH10',
  W2: 'PAY3 with wallet_id (the PAY3 case)',
  BD1: 'no endpoint (a page only)',
};

/** Open issues that build the listed endpoints. */
const OPEN_ISSUES = new Set([20]);
/**
 * Endpoints API-CONTRACT.md §2 marks **[later]** (no client calls them today). Only these may wait
 * without an issue (`issue: 'later'`, decision 0012).
 */
const LATER_IN_CONTRACT = new Set(['GC7', 'O7', 'O8', 'O9', 'O10', 'W3', 'W4']);

describe('contract conformance: the not-built list', () => {
  it('names each contract endpoint once across the case tables', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, c } of allCases) {
      if (seen.has(c.id)) duplicates.push(`${c.id} in ${seen.get(c.id)} and ${file}`);
      seen.set(c.id, file);
    }
    expect(duplicates, 'case ids are the contract numbers of §2 and must be unique').toEqual([]);
  });

  it('has a case for every endpoint of §2 the clients call', () => {
    const ids = new Set(allCases.map(({ c }) => c.id));
    expect(CONTRACT_NUMBERS.filter((n) => !ids.has(n) && !(n in NO_CASE)), 'contract numbers without a case').toEqual([]);
    expect([...ids].filter((id) => !CONTRACT_NUMBERS.includes(id)), 'cases that are not contract numbers').toEqual([]);
  });

  it('lists only endpoints the suite calls, with the method and path of their case and an open issue', () => {
    const byId = new Map(allCases.map(({ c }) => [c.id, c]));
    const problems: string[] = [];
    for (const [id, entry] of Object.entries(notBuilt)) {
      const c = byId.get(id);
      if (!c) problems.push(`${id} (${entry.endpoint}) has no case in tests/api/contract/*-cases.ts: remove the entry or add the case`);
      else if (endpointOf(c) !== entry.endpoint) problems.push(`${id}: not-built.ts says "${entry.endpoint}", its case says "${endpointOf(c)}"`);
      if (entry.issue === 'later') {
        if (!LATER_IN_CONTRACT.has(id)) problems.push(`${id}: only endpoints the contract marks [later] may wait without an issue`);
      } else if (!OPEN_ISSUES.has(entry.issue)) problems.push(`${id}: issue #${entry.issue} is not one that builds contract endpoints (${[...OPEN_ISSUES].join(', ')})`);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('prints what is missing, by issue', () => {
    const byIssue = new Map<number | 'later', string[]>();
    for (const [id, entry] of Object.entries(notBuilt)) byIssue.set(entry.issue, [...(byIssue.get(entry.issue) ?? []), `${id} ${entry.endpoint}`]);
    const report = [...byIssue.entries()]
      .sort(([a], [b]) => (a === 'later' ? 1 : b === 'later' ? -1 : a - b))
      .map(([issue, endpoints]) => `  ${issue === 'later' ? '[later], no issue yet' : `#${issue}`} (${endpoints.length}): ${endpoints.join('; ')}`)
      .join('\n');
    const total = Object.keys(notBuilt).length;
    console.info(`Contract endpoints not built yet: ${total} of ${allCases.length} cases\n${report}`);
    expect(total).toBeLessThan(allCases.length);
  });
});

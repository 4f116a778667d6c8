import { describe, expect, it } from 'vitest';
import { decideLink } from './linking';

const google = (email: string | undefined, emailVerified: boolean) => ({ provider: 'google' as const, email, emailVerified });
const facebook = (email: string | undefined) => ({ provider: 'facebook' as const, email, emailVerified: false });
const none = { identityUserId: undefined, emailOwner: undefined };
const owner = (over: Partial<{ id: number; signupPending: boolean; emailVerified: boolean }> = {}) => ({
  identityUserId: undefined,
  emailOwner: { id: 7, signupPending: false, emailVerified: true, ...over },
});

describe('decideLink', () => {
  it('a known identity signs in to its account, even if its e-mail now belongs to another one', () => {
    expect(decideLink(google('a@x.test', true), { identityUserId: 3, emailOwner: { id: 9, signupPending: false, emailVerified: true } })).toEqual({
      action: 'sign-in',
      userId: 3,
    });
  });

  it('Google/Apple: a confirmed e-mail links to its account, takes over a pending sign-up, or makes a new account', () => {
    expect(decideLink(google('a@x.test', true), owner())).toEqual({ action: 'link', userId: 7, confirmEmail: false });
    expect(decideLink(google('a@x.test', true), owner({ emailVerified: false }))).toEqual({ action: 'link', userId: 7, confirmEmail: true });
    expect(decideLink(google('a@x.test', true), owner({ signupPending: true }))).toEqual({ action: 'claim-pending', userId: 7 });
    expect(decideLink(google('a@x.test', true), none)).toEqual({ action: 'create', email: 'a@x.test' });
    expect(decideLink({ provider: 'apple', email: 'r@privaterelay.test', emailVerified: true }, none)).toEqual({ action: 'create', email: 'r@privaterelay.test' });
  });

  it('Google/Apple: an unconfirmed e-mail is refused, with or without an account', () => {
    expect(decideLink(google('a@x.test', false), owner())).toEqual({ action: 'refuse', reason: 'email-unverified' });
    expect(decideLink(google('a@x.test', false), none)).toEqual({ action: 'refuse', reason: 'email-unverified' });
  });

  it('Facebook: the e-mail never links and is not kept; an address of a completed account is refused', () => {
    expect(decideLink(facebook('a@x.test'), owner())).toEqual({ action: 'refuse', reason: 'email-in-use' });
    expect(decideLink(facebook('a@x.test'), owner({ signupPending: true }))).toEqual({ action: 'create', email: null });
    expect(decideLink(facebook('a@x.test'), none)).toEqual({ action: 'create', email: null });
  });

  it('no e-mail: a new account without one', () => {
    expect(decideLink(google(undefined, false), none)).toEqual({ action: 'create', email: null });
    expect(decideLink(facebook(undefined), none)).toEqual({ action: 'create', email: null });
  });
});

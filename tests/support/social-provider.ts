import { OAuth2Server } from 'oauth2-mock-server';

/**
 * A local OpenID Connect provider (oauth2-mock-server on 127.0.0.1, a free port) standing in for
 * Google, Apple and Facebook in the social sign-in tests. Its authorize endpoint sends the browser
 * straight back with a code; `person` is what the next tokens (and the Graph-style `me`, i.e. the
 * userinfo endpoint) say about who signed in. `tamper` edits the next ID token's claims once.
 */
export type MockPerson = {
  sub: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type MockProvider = {
  readonly issuer: string;
  readonly server: OAuth2Server;
  person: MockPerson;
  /** Changes the claims of the next ID token (wrong nonce, audience, expiry…). */
  tamper(edit: (claims: Record<string, unknown>) => void): void;
  stop(): Promise<void>;
};

/** `plainOAuthClients`: client ids that get no ID token (Facebook is OAuth 2.0 without OpenID Connect). */
export async function startMockProvider(
  person: MockPerson = { sub: 'mock-user-1' },
  options: { plainOAuthClients?: string[] } = {},
): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  let pendingTamper: ((claims: Record<string, unknown>) => void) | undefined;
  const provider: MockProvider = {
    issuer,
    server,
    person,
    tamper(edit) {
      pendingTamper = edit;
    },
    stop: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, provider.person);
    // The ID token is the one with an audience (the access token carries a scope instead).
    if (token.payload.aud !== undefined && pendingTamper) {
      pendingTamper(token.payload);
      pendingTamper = undefined;
    }
  });
  // Graph API `me` shape for the Facebook tests (served by the userinfo endpoint).
  server.service.on('beforeUserinfo', (response: { body: unknown }) => {
    const p = provider.person;
    response.body = { id: p.sub, name: p.name, first_name: p.given_name, last_name: p.family_name, email: p.email };
  });
  server.service.on('beforeResponse', (response: { body: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
    if (options.plainOAuthClients?.includes(String(req.body?.client_id))) delete response.body.id_token;
  });
  return provider;
}

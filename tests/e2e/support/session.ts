/**
 * Cookies of a signed-in customer as the sign-in flow writes them (contract §1.4: the token is
 * stored with its `Bearer ` prefix; the user is JSON). The shell only reads them; no API call in
 * these tests needs a valid token.
 */
export const SIGNED_IN = {
  locale: 'en',
  access_token: encodeURIComponent('Bearer test-token'),
  user: encodeURIComponent(JSON.stringify({ id: 7, firstname: 'Ana', lastname: 'Gómez', img: null })),
};

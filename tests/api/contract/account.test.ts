import { accountCases, accountSetup } from './account-cases';
import { describeContract } from './runner';

/**
 * Contract conformance (issue #22), sign-up, sign-in and the customer's account; engine in
 * runner.ts. Sign-in providers are switched on (never contacted: A7/A8's contract body is refused
 * before any call to them) so the callbacks answer as on a configured server.
 */
const offline = 'http://127.0.0.1:9';
describeContract('account-cases.ts', accountCases, accountSetup, {
  auth: {
    social: {
      google: { clientId: 'google-client', clientSecret: 'google-secret', issuer: offline },
      facebook: { clientId: 'facebook-client', clientSecret: 'facebook-secret', authorizationUrl: `${offline}/authorize`, tokenUrl: `${offline}/token`, userinfoUrl: `${offline}/userinfo` },
    },
  },
});

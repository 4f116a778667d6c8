import type { Envelope } from '../../../contract/http';
import type { Referral } from '../../../contract/presentation';
import type { ProfileUser } from '../../../contract/profile';
import type { StorefrontContext } from '../../../contract/transport';
import { ApiResponseError } from '../../lib/api/client';
import { serverApiClient } from '../../lib/api/server-client';
import { loadPresentation } from '../../lib/load-presentation';
import { notFoundError } from '../../lib/not-found';
import { readPreferences } from '../../lib/preferences';
import { sanitizeOperatorHtml } from '../../lib/operator-html';
import { keepHtml } from '../pages/OperatorHtml';
import { siteOrigin } from '../../lib/seo';
import { referralLink } from './referral-link';

/**
 * The referral programme (issue #17, contract §2.13, §5.10): shown only while the setting
 * `referral_active` is '1' and R1 has a programme — otherwise the not-found page. `terms` is R1's
 * faq HTML, sanitised here on the server (lib/operator-html.ts).
 */
async function loadProgramme(request: Request, context: StorefrontContext) {
  const prefs = readPreferences(request.headers.get('Cookie'));
  const api = serverApiClient(context, prefs.locale, prefs.authorization);
  const presentation = await loadPresentation(api, prefs);
  if (presentation.settings.referral_active !== '1') throw notFoundError('page');
  const programme = await api.get<Envelope<Referral>>('rest/referral').then(
    (answer) => answer.data,
    (error: unknown) => {
      if (error instanceof ApiResponseError && error.status === 404) throw notFoundError('page');
      throw error;
    },
  );
  return { api, prefs, presentation, programme };
}

/** /referrals: the programme for everyone; the code, share link and sums for a signed-in customer. */
export async function loadReferrals(request: Request, context: StorefrontContext) {
  const { api, prefs, presentation, programme } = await loadProgramme(request, context);
  const currency = presentation.currency ? { symbol: presentation.currency.symbol, position: presentation.currency.position } : null;
  let mine = null;
  if (prefs.authorization) {
    const { data: user } = await api.get<Envelope<ProfileUser>>('dashboard/user/profile/show', prefs.currencyId ? { currency_id: prefs.currencyId } : {});
    mine = {
      code: user.my_referral,
      link: referralLink(siteOrigin(request.url, process.env.PUBLIC_URL), user.my_referral),
      count: user.referral_from_topup_count,
      earned: user.referral_from_topup_price,
    };
  }
  const t = programme.translation;
  return {
    programme: { title: t?.title ?? '', description: t?.description ?? '', img: programme.img, hasTerms: Boolean(t?.faq?.trim()) },
    mine,
    currency,
  };
}

/** /referral-terms: R1's terms, sanitised, sent once (OperatorHtml, like the other content pages). */
export async function loadReferralTerms(request: Request, context: StorefrontContext) {
  const { programme } = await loadProgramme(request, context);
  const faq = programme.translation?.faq ?? '';
  return { title: programme.translation?.title ?? '', html: keepHtml(context, { terms: sanitizeOperatorHtml(faq) }) };
}

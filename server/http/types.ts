import type { Logger } from 'pino';
import type { Language } from '../../contract/presentation';

/** Request-scoped values every handler can read from `c.var`. */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** This response's CSP nonce, for the inline scripts of a server-rendered page (security-headers.ts). */
    secureHeadersNonce?: string;
    mapTileOrigin?: string;
    log: Logger;
    /** The active language this request is answered in (from `lang`, else the default). */
    lang: Language['locale'];
    /** Turns a stored image path into the absolute URL clients use as-is (contract §1.9). */
    imageUrl: (stored: string | null | undefined) => string | null;
  };
};

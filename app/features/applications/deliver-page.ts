import { documentOnlyKey } from '../../lib/document-only';

/** /deliver's address, and the key its PG1 HTML is set aside under (lib/document-only). */
export const DELIVER_PATH = '/deliver';

/** The PG1 body's HTML; on a first load the browser keeps the server's (null in the hydration data). */
export const deliverHtml = documentOnlyKey<string | null>('deliver.html');

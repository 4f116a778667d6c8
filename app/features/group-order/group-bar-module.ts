import { lazyOnUse } from '../../ui/ServerHtml';

const load = () => import('./GroupBar');

/**
 * The group bar's code, loaded only by pages that draw the bar (group-bar-shows.ts). The server
 * has it before rendering. A browser whose page came with the bar in its HTML loads it before
 * the page hydrates (this module's top-level await holds the shop route's module, and React
 * Router hydrates once its route modules are in): the bar is live with the rest of the page, so
 * an early tap on "Start group order" is never lost on a part still waiting for its code. A page
 * reached by client navigation loads it when the bar is first drawn.
 */
const preloaded =
  import.meta.env.SSR || (typeof document !== 'undefined' && document.querySelector('[data-group-bar]')) ? await load() : undefined;

export const [, GroupBar] = lazyOnUse(load, preloaded);

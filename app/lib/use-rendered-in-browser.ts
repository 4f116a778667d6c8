import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true after. For parts that have no use in the server
 * HTML: a dialog's content (it opens in an effect, and a picture there would add an image preload
 * the page did not ask for), a control that only works with its code (a server-rendered button
 * whose lazy code has not arrived swallows the tap), a map.
 */
export const useRenderedInBrowser = () => useSyncExternalStore(noSubscription, () => true, () => false);

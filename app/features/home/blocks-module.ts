import type HomeBlocks from './HomeBlocks';

let loaded: typeof HomeBlocks | undefined;

/**
 * The code of the server-HTML blocks, fetched in the browser only when a block must be drawn
 * there. The route's client loader asks for it beside the data of a navigation, so the new
 * blocks are drawn at once instead of blanking while the code arrives. (A module of its own: the
 * client loader is split from the route component, and this is all it shares with it.)
 */
export async function loadHomeBlocks() {
  loaded ??= (await import('./HomeBlocks')).default;
  return loaded;
}

export const loadedHomeBlocks = () => loaded;

import { lazy, useCallback } from 'react';
import { ServerHtml } from '../../ui/ServerHtml';
import { loadedHomeBlocks, loadHomeBlocks } from './blocks-module';
import type { HomeBlockName, HomeBlockData } from './HomeBlocks';

type BlocksModule = { default: NonNullable<ReturnType<typeof loadedHomeBlocks>> };

/**
 * Server: part of the page. Browser: fetched only when a block must be drawn there. When the
 * client loader already has the code, the factory answers with a thenable that resolves at once,
 * which React.lazy takes without suspending (so nothing blanks).
 */
const Blocks = lazy(() => {
  const ready = loadedHomeBlocks();
  if (ready) return { then: (done: (m: BlocksModule) => void) => done({ default: ready }) } as Promise<BlocksModule>;
  return loadHomeBlocks().then((component) => ({ default: component }));
});

/**
 * A block of the home page that is only links and pictures, kept as server HTML (ServerHtml).
 * Story buttons in it (`data-story`) call `onStory`.
 */
export function StaticBlock({ block, data, onStory }: { block: HomeBlockName; data: HomeBlockData; onStory(index: number): void }) {
  const openStory = useCallback(
    (target: Element) => {
      const story = target.closest('[data-story]');
      if (story) onStory(Number(story.getAttribute('data-story')));
      return story !== null;
    },
    [onStory],
  );
  return (
    <ServerHtml version={data} onClick={openStory}>
      <Blocks block={block} data={data} />
    </ServerHtml>
  );
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
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

/** Keeps the server's HTML: React leaves an element with this (same object every time) alone. */
const KEEP_SERVER_HTML = { __html: '' };

/** The root marks the document once the first render in the browser has been committed. */
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

/**
 * A block of the home page that is only links and pictures. The server renders it; the browser
 * keeps that HTML as it is instead of hydrating it, so its code is not part of the page's
 * JavaScript (the home page has a 120 KB budget). When the block must be drawn in the browser
 * (new loader data after a filter or address change, or arriving from another page), its code
 * is loaded then. Clicks are delegated: links in the kept HTML go through the router (no page
 * load) and story buttons (`data-story`) call `onStory`.
 */
export function StaticBlock({ block, data, onStory }: { block: HomeBlockName; data: HomeBlockData; onStory(index: number): void }) {
  const navigate = useNavigate();
  const [first] = useState(data);
  const [fromServer] = useState(() => typeof document !== 'undefined' && !hydrated());
  const keep = fromServer && data === first;
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      const story = target?.closest('[data-story]');
      if (story) return onStory(Number(story.getAttribute('data-story')));
      // Drawn by React, links are router links already (React's own listener runs after this one).
      if (!keep || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = target?.closest('a');
      if (!a || a.target || a.hasAttribute('download') || a.origin !== window.location.origin) return;
      e.preventDefault();
      void navigate(a.pathname + a.search + a.hash, { preventScrollReset: a.pathname === window.location.pathname });
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  }, [keep, navigate, onStory]);

  if (keep) return <div key="server" ref={box} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  const content = <Blocks block={block} data={data} />;
  // No Suspense boundary on the server: React would send a large boundary after the rest of the
  // page (hidden until a script reveals it); without one the page simply waits for the blocks.
  return <div key="client" ref={box}>{typeof document === 'undefined' ? content : <Suspense fallback={null}>{content}</Suspense>}</div>;
}

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { innerHtml } from '../lib/document-only';

/** The root marks the document once the first render in the browser has been committed. */
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

type Props = {
  /** What the content is drawn from; while it stays the same (Object.is), the server's HTML stays. */
  version: unknown;
  /** The content: a lazy component, so its code is fetched only when it must be drawn in the browser. */
  children: ReactNode;
  /** A click inside the kept HTML (before link handling); return true when it was handled. */
  onClick?(target: Element): boolean;
  /** Send same-site links in the kept HTML through the router (default); off for plain links. */
  routeLinks?: boolean;
  className?: string;
};

/**
 * Content that is only links, text and pictures. The server renders it; the browser keeps that
 * HTML as it is instead of hydrating it, so its code is not part of the page's JavaScript (every
 * catalog page has a 120 KB budget). When it must be drawn in the browser (a new `version` after a
 * navigation or language switch, or a page reached by client navigation), the lazy `children`
 * load then. Clicks are delegated: links in the kept HTML go through the router (no page load).
 */
export function ServerHtml({ version, children, onClick, routeLinks = true, className }: Props) {
  const navigate = useNavigate();
  const [first] = useState(() => ({ version }));
  const [fromServer] = useState(() => typeof document !== 'undefined' && !hydrated());
  const keep = fromServer && Object.is(version, first.version);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const click = (e: MouseEvent) => {
      const target = e.target instanceof Element ? e.target : null;
      if (target && onClick?.(target)) return;
      // Drawn by React, links are router links already (React's own listener runs after this one).
      if (!keep || !routeLinks || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const a = target?.closest('a');
      if (!a || a.target || a.hasAttribute('download') || a.origin !== window.location.origin) return;
      e.preventDefault();
      void navigate(a.pathname + a.search + a.hash, { preventScrollReset: a.pathname === window.location.pathname });
    };
    el.addEventListener('click', click);
    return () => el.removeEventListener('click', click);
  }, [keep, navigate, onClick, routeLinks]);

  if (keep) return <div key="server" ref={box} className={className} dangerouslySetInnerHTML={innerHtml(null)} suppressHydrationWarning />;
  // No Suspense boundary on the server: React would send a large boundary after the rest of the
  // page (hidden until a script reveals it); without one the page simply waits for the content.
  return (
    <div key="client" ref={box} className={className}>
      {typeof document === 'undefined' ? children : <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

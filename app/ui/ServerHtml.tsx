import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { innerHtml } from '../lib/document-only';
import { routeLinkClick } from './route-links';

/** The root marks the document once the first render in the browser has been committed. */
const hydrated = () => document.documentElement.dataset.hydrated === 'true';

/** Stands for "drawn in the browser" where the kept version would be. */
const DRAWN = {};

/**
 * A lazy component and its loader for `loadOnUse`. Once loaded, the component renders without
 * suspending (its factory answers with a thenable that resolves at once, which React.lazy takes
 * as is), so the drawn content replaces the kept HTML in one commit, with nothing blank between.
 * `preloaded`: the module when the caller already has it (then even the first render does not
 * suspend, and hydration meets the markup the server sent).
 */
export function lazyOnUse<P>(load: () => Promise<{ default: ComponentType<P> }>, preloaded?: { default: ComponentType<P> }) {
  let loaded = preloaded;
  const loadOnUse = () => load().then((m) => (loaded = m));
  type Module = Promise<{ default: ComponentType<P> }>;
  const Component = lazy(() => (loaded ? ({ then: (done: (m: typeof loaded) => void) => done(loaded) } as Module) : loadOnUse()));
  return [loadOnUse, Component] as const;
}

type Props = {
  /** What the content is drawn from; while it stays the same (Object.is), the server's HTML stays. */
  version: unknown;
  /** The content: a lazy component, so its code is fetched only when it must be drawn in the browser. */
  children: ReactNode;
  /**
   * For content people use (native forms, `<details>`: they work without JavaScript): the lazy
   * child's loader, from `lazyOnUse`. It is called on the first pointerover, focusin or touchstart
   * in the kept HTML; the drawn content replaces that HTML once the code has arrived.
   */
  loadOnUse?: () => Promise<unknown>;
  /** A click inside the kept HTML (before link handling); return true when it was handled. */
  onClick?(target: Element): boolean;
  /** A form in the kept HTML is being submitted (the browser posts it and loads the answer). */
  onSubmit?(form: HTMLFormElement): void;
  /** Send same-site links in the kept HTML through the router (default); off for plain links. */
  routeLinks?: boolean;
  className?: string;
};

/**
 * Content that is only links, text and pictures, or native forms. The server renders it; the
 * browser keeps that HTML as it is instead of hydrating it, so its code is not part of the page's
 * JavaScript (every catalog page has a 120 KB budget). When it must be drawn in the browser (a new
 * `version` after a navigation or language switch, a page reached by client navigation, or, with
 * `loadOnUse`, someone about to use it), the lazy `children` load then; once drawn, it stays drawn
 * (a version can come back to the server's: light → dark → light). When it is drawn because it is
 * being used, the focused element and open `<details>` of the kept HTML carry over to the same
 * elements of the drawn content (the same markup). Clicks are delegated: links in the kept HTML
 * go through the router (no page load).
 */
export function ServerHtml({ version, children, loadOnUse, onClick, onSubmit, routeLinks = true, className }: Props) {
  const navigate = useNavigate();
  const [kept, setKept] = useState(() => (typeof document !== 'undefined' && !hydrated() ? version : DRAWN));
  const keep = Object.is(kept, version);
  if (!keep && kept !== DRAWN) setKept(DRAWN);
  const box = useRef<HTMLDivElement>(null);
  // Set when the kept HTML is about to give way to the same content drawn live (loadOnUse); then
  // the focus and open <details> of the kept HTML, as positions among its elements.
  const carry = useRef<{ focus: number; open: number[] } | boolean>(false);

  // React detaches the old element's ref before removing it, and attaches the new one's once its
  // content is in place (in the same commit when the code has arrived before: loadOnUse).
  const swap = useCallback((el: HTMLDivElement) => {
    box.current = el;
    const state = carry.current;
    if (typeof state === 'object') {
      carry.current = false;
      const all = el.querySelectorAll('*');
      for (const i of state.open) all[i]?.setAttribute('open', '');
      // Unless the visitor has moved on meanwhile.
      if (document.activeElement === document.body) (all[state.focus] as HTMLElement | undefined)?.focus({ preventScroll: true });
    }
    return () => {
      if (carry.current !== true) return;
      const now = [...el.querySelectorAll('*')];
      carry.current = { focus: now.indexOf(document.activeElement!), open: now.flatMap((e, i) => ((e as HTMLDetailsElement).open ? [i] : [])) };
    };
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const listen = new AbortController();
    const on = (type: string, handler: (e: Event) => void) => el.addEventListener(type, handler, { signal: listen.signal, passive: type !== 'click' });
    on('click', (e) => {
      if (e.target instanceof Element && onClick?.(e.target)) return;
      // Drawn by React, links are router links already (React's own listener runs after this one).
      if (keep && routeLinks) routeLinkClick(e as MouseEvent, navigate);
    });
    if (keep) {
      // Drawn by React, forms have their own handlers.
      on('submit', (e) => onSubmit?.(e.target as HTMLFormElement));
      let loading = false;
      const use = () => {
        if (loading || !loadOnUse) return;
        loading = true;
        loadOnUse().then(
          () => {
            carry.current = true;
            setKept(DRAWN);
          },
          (error: unknown) => {
            // The kept HTML still works (native forms); the next use tries again.
            loading = false;
            console.error(error);
          },
        );
      };
      for (const type of ['pointerover', 'focusin', 'touchstart']) on(type, use);
    }
    return () => listen.abort();
  }, [keep, navigate, onClick, onSubmit, loadOnUse, routeLinks]);

  if (keep) return <div key="server" ref={swap} className={className} dangerouslySetInnerHTML={innerHtml(null)} suppressHydrationWarning />;
  // No Suspense boundary on the server: React would send a large boundary after the rest of the
  // page (hidden until a script reveals it); without one the page simply waits for the content.
  return (
    <div key="client" ref={swap} className={className}>
      {typeof document === 'undefined' ? children : <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}

import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
// The compiled stylesheet as text, for the document's inline <style> (see DocumentStyles).
import documentCss from './app.css?inline';
import { cspNonceKey, DocumentOnlyContext } from './lib/document-only';
import { stripModulePreloads } from './lib/strip-module-preloads';
import { DocumentCssContext } from './ui/DocumentStyles';

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering, in the server's JSON log with the page request's id
 * (React Router would print them as plain text). An aborted request (the visitor left) is not one.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = context.log;
  if (log) log.error({ err: error, url: request.url }, 'page request failed');
  else console.error(error);
};

/**
 * React Router's default Node entry (streams the document; bots and crawlers get it whole; inline
 * scripts carry the response's CSP nonce), with three changes to the document: the stylesheet is inlined (handed over as text), the values the
 * loaders set aside for the server render only are provided (app/lib/document-only.ts), and the
 * module preloads are taken out of the head (app/lib/strip-module-preloads.ts).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  // The root layout gives it to <Scripts> and <ScrollRestoration> (lib/document-only.ts).
  loadContext.documentOnly?.set(cspNonceKey, loadContext.cspNonce);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, with time left to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <DocumentCssContext value={documentCss}>
        <DocumentOnlyContext value={loadContext.documentOnly}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
        </DocumentOnlyContext>
      </DocumentCssContext>,
      {
        // Inline scripts React writes while streaming carry the response's CSP nonce.
        nonce: loadContext.cspNonce,
        // A Suspense boundary whose content is ready with the shell stays in place, whatever its
        // size. (By default React moves one over 12.8 KB to the end of the document, hidden until
        // a script reveals it.) Boundaries are how the browser hydrates a part in a pass of its
        // own (home's shop list), not a way to stream it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          headers.set('Content-Type', 'text/html');
          const html = body.pipe(stripModulePreloads());
          body.on('error', (error) => html.destroy(error));
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(html), { headers, status }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Errors in the shell are logged by React Router's handler; later ones only here.
          if (!shellRendered) return;
          if (loadContext.log) loadContext.log.error({ err: error, url: request.url }, 'page render failed');
          else console.error(error);
        },
      },
    );
  });
}

import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { stripModulePreloads } from './strip-module-preloads';

const run = (chunks: string[]) => text(Readable.from(chunks).pipe(stripModulePreloads()));

describe('stripModulePreloads', () => {
  it('removes module preloads from the head, even across chunks, and keeps everything else', async () => {
    const out = await run([
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.webp"/><link rel="modu',
      'lepreload" href="/assets/shell.js"/><link rel="modulepreload" href="/assets/root.js"/><title>T</title></he',
      'ad><body><p>x</p><script type="module">import "/assets/root.js";</script></body></html>',
    ]);
    expect(out).toBe(
      '<!DOCTYPE html><html><head><link rel="preload" as="image" href="/a.webp"/><title>T</title></head><body><p>x</p><script type="module">import "/assets/root.js";</script></body></html>',
    );
  });

  it('leaves the body alone, where a page may show such a tag as text or use it on purpose', async () => {
    const body = '<body><link rel="modulepreload" href="/x.js"/></body></html>';
    expect(await run(['<html><head></head>', body])).toBe(`<html><head></head>${body}`);
  });

  it('passes a document without a head through whole', async () => {
    expect(await run(['<p>a</p>', '<p>b</p>'])).toBe('<p>a</p><p>b</p>');
  });
});

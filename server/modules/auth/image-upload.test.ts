import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageKind } from './image-upload';

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#123456' } });

describe('detectImageKind (magic bytes)', () => {
  it('recognises PNG, JPEG, WebP and SVG by content', async () => {
    expect(detectImageKind(await pixel.clone().png().toBuffer())).toBe('png');
    expect(detectImageKind(await pixel.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageKind(await pixel.clone().webp().toBuffer())).toBe('webp');
    expect(detectImageKind(Buffer.from('\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
  });

  it('refuses everything else, whatever it is called', async () => {
    expect(detectImageKind(Buffer.from('GIF89a....'))).toBeNull();
    expect(detectImageKind(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageKind(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageKind(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageKind(new Uint8Array(0))).toBeNull();
    expect(detectImageKind(await pixel.clone().gif().toBuffer())).toBeNull();
  });
});

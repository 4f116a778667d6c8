import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('renders the stored image at 60px with the image base rule', () => {
    const html = renderToString(<Avatar img="users/7.webp" alt="Ana" />);
    expect(html).toContain('src="/storage/images/users/7.webp"');
    expect(html).toContain('width="60"');
    expect(html).toContain('alt="Ana"');
  });

  it('renders the placeholder when there is no image', () => {
    const html = renderToString(<Avatar img="" alt="Ana" />);
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Ana"/);
  });
});

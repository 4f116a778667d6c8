import { describe, expect, it } from 'vitest';
import { sanitizeOperatorHtml } from './operator-html';

describe('sanitizeOperatorHtml', () => {
  it('keeps structure, lists and safe links', () => {
    expect(sanitizeOperatorHtml('<h2>Steps</h2><ol><li><strong>Boil</strong> water</li></ol>')).toBe('<h2>Steps</h2><ol><li><strong>Boil</strong> water</li></ol>');
    expect(sanitizeOperatorHtml('<a href="https://example.com/x">x</a>')).toBe('<a href="https://example.com/x" rel="nofollow noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="mailto:jobs@example.com">mail</a>')).toContain('href="mailto:jobs@example.com"');
  });

  it('drops scripts, handlers, styles, frames and dangerous URLs', () => {
    const out = sanitizeOperatorHtml(
      '<p onclick="x()" style="color:red">hi<script>alert(1)</script></p><iframe src="https://e.com"></iframe>' +
        '<a href="javascript:alert(1)">a</a><img src="x" onerror="y()"><img src="data:image/svg+xml,<svg>"><style>p{}</style><form><input></form>',
    );
    expect(out).toBe('<p>hi</p><a rel="nofollow noopener noreferrer">a</a><img src="x" loading="lazy" alt="" /><img loading="lazy" alt="" />');
  });

  it('turns a heading 1 into a heading 2 (the page title is the one h1) and ignores a given rel', () => {
    expect(sanitizeOperatorHtml('<h1>About</h1>')).toBe('<h2>About</h2>');
    expect(sanitizeOperatorHtml('<a href="/x" rel="opener">x</a>')).toBe('<a href="/x" rel="nofollow noopener noreferrer">x</a>');
  });

  it('answers null for nothing left', () => {
    expect(sanitizeOperatorHtml(null)).toBeNull();
    expect(sanitizeOperatorHtml('')).toBeNull();
    expect(sanitizeOperatorHtml('<script>x</script>  ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps text structure and safe links', () => {
    expect(sanitizeHtml('<h1>Terms</h1><p>Invite <strong>friends</strong> &amp; earn.</p><ul><li>One</li></ul>')).toBe(
      '<h2>Terms</h2><p>Invite <strong>friends</strong> &amp; earn.</p><ul><li>One</li></ul>',
    );
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="nofollow noopener">x</a>',
    );
    expect(sanitizeHtml("<a href='/referrals'>r</a><br/>")).toBe('<a href="/referrals" rel="nofollow noopener">r</a><br>');
  });

  it('drops scripts, handlers, styles, dangerous links and comments', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red">a</p><script>alert(1)</script><style>p{}</style><!-- c -->b')).toBe('<p>a</p>b');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java&#115;cript:alert(1)">x</a><a href="//evil.example">y</a>')).toBe('<a>x</a><a>y</a>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="https://x"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>after')).toBe('after');
  });

  it('escapes stray markup and balances tags so nothing around it changes', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</div></main><p>x</p></li>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<ul><li>a</ul>b')).toBe('<ul><li>a</li></ul>b');
  });
});

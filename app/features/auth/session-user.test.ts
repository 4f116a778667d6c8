import { describe, expect, it } from 'vitest';
import { parseSessionUser } from './session-user';

describe('parseSessionUser', () => {
  it('reads the fields the shell needs from the user cookie', () => {
    const cookie = JSON.stringify({ id: 7, firstname: 'Ana', lastname: 'Gómez', img: null, email: 'ana@example.com', role: 'admin' });
    expect(parseSessionUser(cookie)).toEqual({ id: 7, firstname: 'Ana', lastname: 'Gómez', img: '', role: 'admin' });
    expect(parseSessionUser(JSON.stringify({ id: 8 }))?.role).toBe('');
  });

  it('treats a missing, garbled or foreign cookie as signed out', () => {
    expect(parseSessionUser(undefined)).toBeNull();
    expect(parseSessionUser('{not json')).toBeNull();
    expect(parseSessionUser(JSON.stringify({ name: 'x' }))).toBeNull();
  });
});

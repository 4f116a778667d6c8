import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config: demo operator and demo order timer', () => {
  it('defaults to the documented demo operator and leaves the timer to the setting', () => {
    const config = loadConfig({});
    expect(config.demoAdmin).toEqual({ email: 'admin@comanda.test', password: 'comanda-admin' });
    expect(config.demoOrderLifecycle).toBeUndefined();
  });

  it('reads DEMO_ADMIN_* (e-mail lower-cased) and DEMO_ORDER_LIFECYCLE as on/off', () => {
    const config = loadConfig({ DEMO_ADMIN_EMAIL: ' Boss@Example.com ', DEMO_ADMIN_PASSWORD: 'long-enough', DEMO_ORDER_LIFECYCLE: '0' });
    expect(config.demoAdmin).toEqual({ email: 'boss@example.com', password: 'long-enough' });
    expect(config.demoOrderLifecycle).toBe(false);
    expect(loadConfig({ DEMO_ORDER_LIFECYCLE: '1' }).demoOrderLifecycle).toBe(true);
    expect(loadConfig({ DEMO_ORDER_LIFECYCLE: '' }).demoOrderLifecycle).toBeUndefined();
  });

  it('refuses a bad e-mail, a short password and an unknown switch value', () => {
    expect(() => loadConfig({ DEMO_ADMIN_EMAIL: 'not-an-email' })).toThrow(/DEMO_ADMIN_EMAIL/);
    expect(() => loadConfig({ DEMO_ADMIN_PASSWORD: 'short' })).toThrow(/DEMO_ADMIN_PASSWORD/);
    expect(() => loadConfig({ DEMO_ORDER_LIFECYCLE: 'yes' })).toThrow(/DEMO_ORDER_LIFECYCLE/);
  });
});

describe('config: admin panel link', () => {
  it('reads ADMIN_PANEL_URL (unset or empty = no link) and refuses anything but an http(s) address', () => {
    expect(loadConfig({}).adminPanelUrl).toBeUndefined();
    expect(loadConfig({ ADMIN_PANEL_URL: '' }).adminPanelUrl).toBeUndefined();
    expect(loadConfig({ ADMIN_PANEL_URL: 'https://admin.example.com' }).adminPanelUrl).toBe('https://admin.example.com');
    expect(() => loadConfig({ ADMIN_PANEL_URL: 'javascript:alert(1)' })).toThrow(/ADMIN_PANEL_URL/);
    expect(() => loadConfig({ ADMIN_PANEL_URL: 'admin' })).toThrow(/ADMIN_PANEL_URL/);
  });
});

describe('config: CORS origins', () => {
  it('reads CORS_ORIGINS as a comma-separated list of origins (or *), none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' https://shop.example.com/, http://localhost:5173 ,,' }).corsOrigins)
      .toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(loadConfig({ CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
  });

  it('refuses anything that is not an http(s) origin', () => {
    expect(() => loadConfig({ CORS_ORIGINS: 'shop.example.com' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://shop.example.com/app' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ CORS_ORIGINS: 'ftp://shop.example.com' })).toThrow(/CORS_ORIGINS/);
  });
});

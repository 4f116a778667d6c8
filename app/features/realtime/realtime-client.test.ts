import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeEvent } from '../../../contract/realtime';
import { REALTIME_CLOSE } from '../../../contract/realtime-values';
import { backoffDelay, createRealtimeClient, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(event: RealtimeEvent) {
    this.onmessage?.({ data: JSON.stringify(event) });
  }
}

describe('backoffDelay', () => {
  it('grows exponentially from the base, is capped, and is spread by the jitter', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1, 500, 30_000))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, () => 1, 500, 30_000)).toBe(30_000);
    expect(backoffDelay(3, () => 0.5, 500, 30_000)).toBe(2000);
    expect(backoffDelay(3, () => 0, 500, 30_000)).toBe(0);
  });
});

describe('realtime client', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  const client = (extra: Partial<Parameters<typeof createRealtimeClient>[0]> = {}) => {
    const events: RealtimeEvent[] = [];
    const resyncs = vi.fn();
    const unauthorized = vi.fn();
    const c = createRealtimeClient({
      url: 'ws://shop.test/api/v1/ws',
      onEvent: (e) => events.push(e),
      onResync: resyncs,
      onUnauthorized: unauthorized,
      createSocket: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      random: () => 1,
      heartbeatMs: 1000,
      pongTimeoutMs: 500,
      ...extra,
    });
    return { c, events, resyncs, unauthorized };
  };

  it('authenticates first (token and language when given), then hands events on', () => {
    const { c, events } = client({ token: () => '1|abc', lang: () => 'es' });
    c.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'auth', token: '1|abc', lang: 'es' }]);
    sockets[0]!.receive({ type: 'ready', user_id: 7 });
    sockets[0]!.receive({ type: 'order.status', order: { id: 3, status: 'accepted', updated_at: '2026-01-01T00:00:00Z' } });
    expect(events).toEqual([{ type: 'order.status', order: { id: 3, status: 'accepted', updated_at: '2026-01-01T00:00:00Z' } }]);
  });

  it('reconnects with growing delays, resets them once connected, and resyncs only after a reconnect', () => {
    const { c, resyncs } = client();
    c.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', user_id: 7 });
    expect(resyncs).not.toHaveBeenCalled();

    sockets[0]!.close(REALTIME_CLOSE.restart);
    vi.advanceTimersByTime(499);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.close(1006);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.open();
    sockets[2]!.receive({ type: 'ready', user_id: 7 });
    expect(resyncs).toHaveBeenCalledTimes(1);
    // Connected again: the next loss starts from the base delay.
    sockets[2]!.close(1006);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(4);
  });

  it("resyncs when the server says it may have missed events", () => {
    const { c, resyncs } = client();
    c.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', user_id: 7 });
    sockets[0]!.receive({ type: 'resync' });
    expect(resyncs).toHaveBeenCalledTimes(1);
  });

  it('pings on the heartbeat and drops a socket whose pong does not come', () => {
    const { c } = client();
    c.start();
    sockets[0]!.open();
    sockets[0]!.receive({ type: 'ready', user_id: 7 });
    vi.advanceTimersByTime(1000);
    expect(sockets[0]!.sent.at(-1)).toEqual({ type: 'ping' });
    sockets[0]!.receive({ type: 'pong' });
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(500);
    expect(sockets[0]!.readyState).toBe(3);
    vi.advanceTimersByTime(500);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good on 4401 and tells the page the session is over', () => {
    const { c, unauthorized } = client();
    c.start();
    sockets[0]!.open();
    sockets[0]!.close(REALTIME_CLOSE.unauthorized);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('stop() closes and never reconnects', () => {
    const { c } = client();
    c.start();
    sockets[0]!.open();
    c.stop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("a group member's socket subscribes instead of authenticating; 'subscribed' opens it, 4403 ends it", () => {
    const statuses: string[] = [];
    const { c, events, unauthorized } = client({
      hello: () => ({ type: 'subscribe', cart_id: 4, user_cart_uuid: 'u' }),
      onStatus: (s) => statuses.push(s),
    });
    c.start();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([{ type: 'subscribe', cart_id: 4, user_cart_uuid: 'u' }]);
    sockets[0]!.receive({ type: 'subscribed', cart_id: 4 });
    expect(statuses.at(-1)).toBe('open');
    sockets[0]!.receive({ type: 'cart.changed', cart_id: 4 });
    expect(events).toEqual([{ type: 'cart.changed', cart_id: 4 }]);
    sockets[0]!.close(REALTIME_CLOSE.notMember);
    expect(unauthorized).toHaveBeenCalledWith({ wasReady: true });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

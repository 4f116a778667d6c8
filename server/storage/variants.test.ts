import { describe, expect, it } from 'vitest';
import { createLimiter } from './variants';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('createLimiter', () => {
  it('never runs more than the limit at once, even as tasks finish and new ones arrive', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async () => {
      running++;
      peak = Math.max(peak, running);
      await tick();
      running--;
    };
    const first = Array.from({ length: 5 }, () => limit(task));
    await tick();
    // Newcomers while slots are being handed over must queue too.
    const later = Array.from({ length: 5 }, () => limit(task));
    await Promise.all([...first, ...later]);
    expect(peak).toBe(2);
    expect(running).toBe(0);
  });

  it('frees the slot of a failed task and passes its error on', async () => {
    const limit = createLimiter(1);
    await expect(limit(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limit(async () => 'next')).resolves.toBe('next');
  });
});

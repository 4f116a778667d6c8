import { describe, expect, it } from 'vitest';
import { attachToaster, notify, toastRequests } from './notify';

describe('notify', () => {
  it('queues toasts until a toaster attaches, then shows them directly', () => {
    expect(toastRequests.requested()).toBe(false);
    notify('error', 'Unauthorized', { id: 'unauthorized' });
    expect(toastRequests.requested()).toBe(true);
    const shown: unknown[] = [];
    const detach = attachToaster((t) => shown.push(t));
    expect(shown).toEqual([{ kind: 'error', message: 'Unauthorized', id: 'unauthorized' }]);
    notify('success', 'Saved');
    expect(shown).toHaveLength(2);
    detach();
  });
});

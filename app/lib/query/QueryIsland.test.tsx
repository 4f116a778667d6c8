import { useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { prefetchQueries } from './prefetch';
import { createQueryClient, QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from './query-client';
import { QueryIsland } from './QueryIsland';

describe('query client', () => {
  it('uses the spec cache rules: fresh 1 h, kept 5 h, no retry, no refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_STALE_TIME_MS).toBe(3_600_000);
    expect(QUERY_GC_TIME_MS).toBe(18_000_000);
    expect(queries).toMatchObject({ staleTime: 3_600_000, gcTime: 18_000_000, retry: false, refetchOnWindowFocus: false });
  });
});

describe('QueryIsland', () => {
  it('renders what the loader prefetched without fetching it again', async () => {
    let fetches = 0;
    const state = await prefetchQueries((client) =>
      client.prefetchQuery({ queryKey: ['greeting'], queryFn: () => (fetches++, Promise.resolve('hola')) }),
    );
    expect(fetches).toBe(1);

    function Greeting() {
      const { data } = useQuery({ queryKey: ['greeting'], queryFn: () => (fetches++, Promise.resolve('again')) });
      return <p>{data ?? 'loading'}</p>;
    }
    // The state travels through loader data as JSON.
    const html = renderToString(
      <QueryIsland state={JSON.parse(JSON.stringify(state))}>
        <Greeting />
      </QueryIsland>,
    );
    expect(html).toContain('hola');
    expect(fetches).toBe(1);
  });

  it('leaves a failed prefetch to the browser instead of failing the page', async () => {
    const state = await prefetchQueries((client) =>
      client.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('down')) }),
    );
    expect(state.queries.filter((q) => q.state.status === 'success')).toHaveLength(0);
  });
});

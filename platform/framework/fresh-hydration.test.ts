// @vitest-environment happy-dom
import { type DehydratedState, QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { describe, expect, it } from 'vitest'
import { hydrateAsFresh, restampQueries } from './fresh-hydration'

type Dehydrated = DehydratedState['queries'][number]

const NOW = 1_000_000
const q = (status: 'success' | 'error' | 'pending', dataUpdatedAt: number, dehydratedAt = dataUpdatedAt) =>
  ({
    queryHash: `${status}-${dataUpdatedAt}`,
    queryKey: ['k'],
    dehydratedAt,
    state: { status, dataUpdatedAt, data: 1 },
  }) as unknown as Dehydrated

describe('restampQueries', () => {
  it.each([
    {
      name: 'success from a page cached an hour ago is fresh now',
      query: q('success', NOW - 3_600_000),
      updatedAt: NOW,
      dehydratedAt: NOW,
    },
    { name: 'success rendered just now stays', query: q('success', NOW), updatedAt: NOW, dehydratedAt: NOW },
    {
      name: 'success from the future (clock skew) keeps its stamp',
      query: q('success', NOW + 5_000),
      updatedAt: NOW + 5_000,
      dehydratedAt: NOW + 5_000,
    },
    {
      name: 'an error keeps its state, so it retries',
      query: q('error', NOW - 60_000),
      updatedAt: NOW - 60_000,
      dehydratedAt: NOW - 60_000,
    },
    { name: 'a pending query keeps its state', query: q('pending', 0), updatedAt: 0, dehydratedAt: 0 },
  ])('$name', ({ query, updatedAt, dehydratedAt }) => {
    const out = restampQueries([query], NOW)[0]!
    expect(out.state.dataUpdatedAt).toBe(updatedAt)
    expect(out.dehydratedAt).toBe(dehydratedAt)
    expect(out.state.data).toBe(1)
  })

  it('does not mutate its input', () => {
    const input = q('success', 5)
    restampQueries([input], NOW)
    expect(input.state.dataUpdatedAt).toBe(5)
  })
})

describe('hydrateAsFresh', () => {
  it('restamps the first chunk and every streamed chunk before the original hydrate sees them', async () => {
    const seen: Dehydrated[] = []
    const router = {
      options: {
        hydrate: async (dehydrated: { query: { initial: Dehydrated[]; stream: ReadableStream<Dehydrated[]> } }) => {
          seen.push(...dehydrated.query.initial)
          const reader = dehydrated.query.stream.getReader()
          for (;;) {
            const { done, value } = await reader.read()
            if (done) break
            seen.push(...value)
          }
        },
      },
    }
    hydrateAsFresh(router, () => NOW)
    const stream = new ReadableStream({
      start(c) {
        c.enqueue([q('success', 10)])
        c.enqueue([q('error', 20)])
        c.close()
      },
    })
    await router.options.hydrate({ query: { initial: [q('success', 1)], stream } })
    expect(seen.map((s) => s.state.dataUpdatedAt)).toEqual([NOW, NOW, 20])
  })

  it('leaves a router without hydrate alone', () => {
    const router = { options: {} as { hydrate?: () => void } }
    hydrateAsFresh(router)
    expect(router.options.hydrate).toBeUndefined()
  })
})

describe('upstream: @tanstack/react-router-ssr-query in the browser', () => {
  // Fails when the integration stops installing router.options.hydrate or changes the shape of its
  // payload ({ query: { initial, stream } }): hydrateAsFresh would then silently do nothing.
  it('with the seam, the queries of a page cached an hour ago land in the client as fetched now', async () => {
    const queryClient = new QueryClient()
    const router = createRouter({
      routeTree: createRootRoute(),
      history: createMemoryHistory({ initialEntries: ['/'] }),
    })
    setupRouterSsrQueryIntegration({ router, queryClient })
    expect(typeof router.options.hydrate).toBe('function')
    hydrateAsFresh(router, () => NOW)
    const old = { ...q('success', NOW - 3_600_000), queryHash: '["cached"]', queryKey: ['cached'] } as Dehydrated
    const streamed = {
      ...q('success', NOW - 3_600_000),
      queryHash: '["streamed"]',
      queryKey: ['streamed'],
    } as Dehydrated
    let push: (chunk: Dehydrated[]) => void = () => {}
    let close: () => void = () => {}
    const stream = new ReadableStream<Dehydrated[]>({
      start(c) {
        push = (chunk) => c.enqueue(chunk)
        close = () => c.close()
      },
    })
    await router.options.hydrate?.({ query: { initial: [old], stream } } as never)
    expect(queryClient.getQueryState(['cached'])?.dataUpdatedAt).toBe(NOW)
    push([streamed])
    close()
    await expect.poll(() => queryClient.getQueryState(['streamed'])?.dataUpdatedAt).toBe(NOW)
  })
})

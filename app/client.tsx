/**
 * The browser's entry (decision 0138). TanStack Start's default entry starts hydration at once and
 * creates the router inside React's first unit of work, which cannot yield: on a phone (4x) the
 * entry's evaluation and the router's creation were one ~200 ms task followed by another. Here the
 * three steps run as tasks of their own: the modules evaluate, then the router is created and reads
 * the server's state, then React hydrates (in slices, as a transition). Nothing else changes: the
 * same router, the same tree the server rendered.
 */
import './evaluate-without-stacks'
import { RouterProvider } from '@tanstack/react-router'
import { hydrateStart } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

// The first timer is set from a microtask, once every module has evaluated: set from the entry's top
// level, a DevTools trace (Lighthouse's) captures its stack through that whole chunk (decision 0141).
Promise.resolve()
  .then(nextTask)
  .then(hydrateStart)
  .then(
    (router) =>
      nextTask().then(() =>
        startTransition(() => {
          hydrateRoot(
            document,
            <StrictMode>
              <RouterProvider router={router} />
            </StrictMode>,
          )
        }),
      ),
    // The default entry would throw this into React, which unmounts the document: a blank page.
    // The server's page stays readable instead, its links working.
    (error: unknown) => console.error('[client] the router did not start; the page stays as the server sent it', error),
  )

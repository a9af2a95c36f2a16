import { rewriteHtmlStream, type TagRewrite } from './html-stream'
import type { TagFragments } from './site-tags'

export const hasFragments = (f: TagFragments) => Boolean(f.head || f.bodyStart || f.bodyEnd)

/**
 * Puts the fragments into the page's streamed HTML, as a step of its one pass (worker/html/html-stream.ts):
 * `head` before `</head>`, `bodyStart` right after the `<body …>` tag, `bodyEnd` before `</body>`, each
 * once and in that order. The pass hands over the whole `<body …>` tag, a quoted `>` in it included.
 */
export function tagInjection(fragments: TagFragments): TagRewrite {
  const steps: [string, (tag: string) => string][] = [
    ['/head', (tag) => fragments.head + tag],
    ['body', (tag) => tag + fragments.bodyStart],
    ['/body', (tag) => fragments.bodyEnd + tag],
  ]
  let stage = 0
  return {
    names: steps.map(([name]) => name),
    rewrite(tag, name) {
      const step = steps[stage]
      if (!step || step[0] !== name) return tag
      stage += 1
      return step[1](tag)
    },
  }
}

/** The injection alone; a page without fragments passes through untouched (no re-encoding). */
export function injectTags(response: Response, fragments: TagFragments): Response {
  return hasFragments(fragments) ? rewriteHtmlStream(response, [tagInjection(fragments)]) : response
}

import { rewriteHtmlStream, type TextRewrite } from './html-stream'
import type { TagFragments } from './site-tags'

const BODY_TAG = /<body\b(?:[^>"']|"[^"]*"|'[^']*')*>/i

export const hasFragments = (f: TagFragments) => Boolean(f.head || f.bodyStart || f.bodyEnd)

/**
 * Puts the fragments into the page's streamed HTML, as a step of its one pass (worker/html/html-stream.ts):
 * `head` before `</head>`, `bodyStart` right after the `<body …>` tag, `bodyEnd` before `</body>`.
 * A `>` inside a quoted attribute of <body> is not its end: the text waits for the whole tag.
 */
export function tagInjection(fragments: TagFragments): TextRewrite {
  let stage = 0
  const steps: [RegExp, (m: string) => string][] = [
    [/<\/head\s*>/i, (m) => fragments.head + m],
    [BODY_TAG, (m) => m + fragments.bodyStart],
    [/<\/body\s*>/i, (m) => fragments.bodyEnd + m],
  ]
  return {
    rewrite(text) {
      let out = ''
      let rest = text
      while (stage < steps.length) {
        const [re, put] = steps[stage] as [RegExp, (m: string) => string]
        const m = re.exec(rest)
        if (!m) break
        out += rest.slice(0, m.index) + put(m[0])
        rest = rest.slice(m.index + m[0].length)
        stage += 1
      }
      return out + rest
    },
    holdBack(pending, cut) {
      const bodyAt = stage <= 1 ? pending.slice(0, cut).search(/<body\b/i) : -1
      return bodyAt >= 0 && !BODY_TAG.test(pending.slice(bodyAt, cut)) ? bodyAt : cut
    },
  }
}

/** The injection alone; a page without fragments passes through untouched (no re-encoding). */
export function injectTags(response: Response, fragments: TagFragments): Response {
  return hasFragments(fragments) ? rewriteHtmlStream(response, [tagInjection(fragments)]) : response
}

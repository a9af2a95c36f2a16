/**
 * One streaming text pass over a rendered page (issue 31.2). The paint-first rewrite and the site's
 * tag injection used to decode, rescan and re-encode every byte of the page each; now every rewrite
 * of a response runs over the same decoded text, chunk by chunk. A rewrite only ever sees text whose
 * tags are complete: text after the last unclosed `<` waits for the next chunk, and a rewrite may
 * hold back more (`holdBack`: the injection waits for the whole `<body …>` tag). It is a text
 * transform, not an HTMLRewriter: that one kept every page's chunks alive in the isolate (decision 0007).
 */
export interface TextRewrite {
  /** Rewrites text that ends on a tag boundary; called in order, with state kept across chunks. */
  rewrite: (text: string) => string
  /** Where the text that can be rewritten now ends (at most `cut`); the rest waits for the next chunk. */
  holdBack?: (pending: string, cut: number) => number
}

export const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html')

export function rewriteHtmlStream(response: Response, rewrites: readonly TextRewrite[]): Response {
  if (!isHtml(response) || !response.body || rewrites.length === 0) return response
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const apply = (text: string) => rewrites.reduce((out, r) => r.rewrite(out), text)
  let pending = ''
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true })
        const open = pending.lastIndexOf('<')
        let cut = open > pending.lastIndexOf('>') ? open : pending.length
        for (const r of rewrites) if (r.holdBack) cut = Math.min(cut, r.holdBack(pending, cut))
        if (cut > 0) controller.enqueue(encoder.encode(apply(pending.slice(0, cut))))
        pending = pending.slice(cut)
      },
      flush(controller) {
        pending += decoder.decode()
        if (pending) controller.enqueue(encoder.encode(apply(pending)))
      },
    }),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

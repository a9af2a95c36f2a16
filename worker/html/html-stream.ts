import { joined } from '../lib/bytes'

/**
 * One streaming pass over a rendered page (issue 31.2): the paint-first rewrite and the site's tag
 * injection run over the same stream. The pass works on the bytes (decision 0079): it looks only at
 * the `<` of the page (a native `indexOf`), reads the tag name that follows, and decodes just the
 * tags a rewrite asked for - a dozen on a page of 3,700 tags. A chunk with none of them goes on as
 * the same bytes; the text of the page is never decoded or encoded again. A tag split across chunks
 * waits, whole, for the next chunk. What one burst of chunks gives leaves as one (COALESCE_BYTES,
 * decision 0116). It is not an HTMLRewriter: that one kept every page's chunks alive in the isolate
 * (decision 0007).
 */
export interface TagRewrite {
  /** The lower-case names of the tags it rewrites: `link`, `script`, `/head`, `body` ... */
  names: readonly string[]
  /** The text that replaces one whole tag (`<name …>`), called in document order; the tag itself keeps it. */
  rewrite: (tag: string, name: string) => string
}

export const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').includes('text/html')

const LT = 0x3c
const GT = 0x3e
const SLASH = 0x2f
const QUOTES = new Set([0x22, 0x27])
/** The longest tag name a rewrite may ask for (its key stays an exact number); a longer name is no tag of theirs. */
const MAX_NAME = 7
const INCOMPLETE = -1

/** A tag name's byte: an ASCII letter or digit, lower-cased; -1 for anything else. */
function nameByte(b: number): number {
  if (b >= 0x41 && b <= 0x5a) return b | 0x20
  if ((b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39)) return b
  return -1
}

/** A tag name's key, as the pass computes it from the bytes. */
function nameKey(name: string): number {
  if (!/^\/?[a-z0-9]{1,7}$/.test(name)) throw new Error(`html-stream: no tag name a rewrite can ask for: ${name}`)
  return [...name].reduce((key, c, i) => (i === 0 && c === '/' ? SLASH : key * 128 + c.charCodeAt(0)), 0)
}

/** The index of the `>` ending the tag whose name ends at `from` (quoted `>` skipped), or INCOMPLETE. */
function tagEnd(bytes: Uint8Array, from: number): number {
  for (let i = from; i < bytes.length; i += 1) {
    const b = bytes[i] as number
    if (b === GT) return i
    if (QUOTES.has(b)) {
      const close = bytes.indexOf(b, i + 1)
      if (close < 0) return INCOMPLETE
      i = close
    }
  }
  return INCOMPLETE
}

/**
 * The rewriter of one response. `pass` rewrites the wanted tags of `bytes` and returns the bytes to
 * send (the same bytes when no tag changed) and the tail that waits for the next chunk: from a `<`
 * whose tag does not end in `bytes`. With `final` nothing waits; an unfinished tag goes out as it is.
 */
function byteRewriter(rewrites: readonly TagRewrite[]) {
  // By the name's key: the name (each key is one name) and the rewrites that want it, in order.
  const wanted = new Map<number, { name: string; rewrites: TagRewrite[] }>()
  for (const rewrite of rewrites)
    for (const name of rewrite.names) {
      const key = nameKey(name)
      const entry = wanted.get(key) ?? { name, rewrites: [] }
      entry.rewrites.push(rewrite)
      wanted.set(key, entry)
    }
  // Which byte after `<` (and after `</`) can begin a wanted name, both cases: most of a page's
  // thousands of tags (div, span, a, p, li, every closing tag but two) are passed over on one or two bytes.
  const opens = new Uint8Array(256)
  const closes = new Uint8Array(256)
  for (const { name } of wanted.values()) {
    const [table, first] = name.startsWith('/') ? [closes, name.charCodeAt(1)] : [opens, name.charCodeAt(0)]
    table[first] = 1
    if (first >= 0x61 && first <= 0x7a) table[first - 0x20] = 1
  }
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()

  return function pass(bytes: Uint8Array, final: boolean): { out: Uint8Array[]; rest: Uint8Array | null } {
    const out: Uint8Array[] = []
    let kept = 0
    let at = bytes.indexOf(LT)
    while (at >= 0) {
      if (at + 2 < bytes.length) {
        const next = bytes[at + 1] as number
        if (next === SLASH ? closes[bytes[at + 2] as number] === 0 : opens[next] === 0) {
          at = bytes.indexOf(LT, at + 1)
          continue
        }
      }
      // The name as a number (7 bits a byte): no string is made for the thousands of tags no rewrite wants.
      let end = at + 1
      let key = 0
      if (bytes[end] === SLASH) {
        key = SLASH
        end += 1
      }
      for (let length = 0; end < bytes.length && length <= MAX_NAME; end += 1, length += 1) {
        const b = nameByte(bytes[end] as number)
        if (b < 0) break
        key = key * 128 + b
      }
      if (end >= bytes.length && !final) return waitFrom(at)
      const handled = wanted.get(key)
      if (handled) {
        const close = tagEnd(bytes, end)
        if (close === INCOMPLETE) {
          if (!final) return waitFrom(at)
          break
        }
        const tag = decoder.decode(bytes.subarray(at, close + 1))
        const text = handled.rewrites.reduce((t, rewrite) => rewrite.rewrite(t, handled.name), tag)
        if (text !== tag) {
          out.push(bytes.subarray(kept, at), encoder.encode(text))
          kept = close + 1
        }
        end = close + 1
      }
      at = bytes.indexOf(LT, end)
    }
    out.push(kept === 0 ? bytes : bytes.subarray(kept))
    return { out, rest: null }

    function waitFrom(from: number) {
      out.push(bytes.subarray(kept, from))
      return { out, rest: bytes.slice(from) }
    }
  }
}

/**
 * Bytes the pass holds before it sends them on without waiting for the end of the current burst. React
 * writes its output in 4 kB chunks and TanStack's stream passes each on alone; a page renders in one
 * burst of 20-40 of them. The Response writes each chunk it gets to the connection, so the pass sends
 * what one burst produced as one chunk (at the next macrotask, when the burst's microtasks are done) and
 * a page's bytes leave in a few writes. A shell that waits for data still leaves at once: its burst ends.
 */
export const COALESCE_BYTES = 64 * 1024

export function rewriteHtmlStream(response: Response, rewrites: readonly TagRewrite[]): Response {
  if (!isHtml(response) || !response.body || rewrites.length === 0) return response
  const pass = byteRewriter(rewrites)
  let waiting: Uint8Array | null = null
  let held: Uint8Array[] = []
  let heldBytes = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const send = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
    if (heldBytes === 0) return
    const chunk = joined(held)
    held = []
    heldBytes = 0
    controller.enqueue(chunk)
  }
  const forward = (bytes: Uint8Array, final: boolean, controller: TransformStreamDefaultController<Uint8Array>) => {
    const { out, rest } = pass(bytes, final)
    waiting = rest
    for (const part of out)
      if (part.length > 0) {
        held.push(part)
        heldBytes += part.length
      }
    if (heldBytes >= COALESCE_BYTES) send(controller)
    else if (heldBytes > 0 && timer === undefined)
      timer = setTimeout(() => {
        timer = undefined
        try {
          send(controller)
        } catch {
          // The stream was cancelled in the meantime (the client went away): nothing to send to.
        }
      }, 0)
  }
  const body = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        forward(waiting ? joined([waiting, chunk]) : chunk, false, controller)
      },
      flush(controller) {
        if (waiting) forward(waiting, true, controller)
        send(controller)
      },
    }),
  )
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

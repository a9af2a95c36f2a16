import { joined } from '../lib/bytes'

/**
 * A check of some small text fields of a multipart/form-data body while it streams through, without
 * buffering it (decisions 0029 and 0134: an advert with its photos is up to ~50 MB and is never held). The
 * watched fields (parts with one of `names` and no filename) are collected, at most `maxFieldBytes`
 * each, and handed to `check` once the part ends; a refusal fails the stream before the delimiter that
 * ends that part is passed on, so the receiver never gets a whole form with the refused field in it
 * (every part, the last one too, ends with a delimiter the receiver needs). Other parts pass untouched;
 * only the bytes a delimiter may straddle are held back between chunks.
 */
export interface FieldWatch {
  stream: ReadableStream<Uint8Array>
  /** The refusal of a watched field, once one was refused (the stream has failed then). */
  refusal: () => string | null
}

const CRLF = [13, 10]
const HEADERS_MAX = 16 * 1024
const latin1 = new TextDecoder('latin1')
const utf8 = new TextDecoder()

/** The first index of `needle` in `hay` from `from`, or -1 (a native scan for its first byte, then a compare). */
function indexOf(hay: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0]!
  for (
    let i = hay.indexOf(first, from);
    i !== -1 && i <= hay.byteLength - needle.byteLength;
    i = hay.indexOf(first, i + 1)
  ) {
    let j = 1
    while (j < needle.byteLength && hay[i + j] === needle[j]) j++
    if (j === needle.byteLength) return i
  }
  return -1
}

/** The field name of a part's headers, or null for a file part (a filename) or a part without one. */
function fieldName(headers: string): string | null {
  const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? ''
  if (/;\s*filename\*?=/i.test(disposition)) return null
  return /;\s*name="([^"]*)"/i.exec(disposition)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(disposition)?.[1] ?? null
}

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^;\s]{1,70}))/i.exec(contentType)
  return m ? (m[1] ?? m[2] ?? null) : null
}

export function watchFields(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  names: ReadonlySet<string>,
  check: (name: string, value: string) => string | null,
  maxFieldBytes = 64 * 1024,
): FieldWatch {
  // The body's first delimiter has no CRLF before it: the scan starts as if one had come.
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`)
  let refused: string | null = null
  // What the scanner has not judged yet: a part's headers, or bytes a delimiter may begin in.
  let held = new Uint8Array(CRLF)
  let virtualPrefix = CRLF.length // bytes of `held` that were never in the body
  let state: 'preamble' | 'afterDelimiter' | 'headers' | 'body' | 'done' = 'preamble'
  let watched: string | null = null
  let value: Uint8Array[] = []
  let valueBytes = 0

  const refuse = (why: string) => {
    refused = why
  }
  const finishField = () => {
    if (watched === null) return
    const text = valueBytes > maxFieldBytes ? null : utf8.decode(joined(value))
    const why = text === null ? `${watched}: more than ${maxFieldBytes} bytes` : check(watched, text)
    if (why) refuse(why)
    watched = null
    value = []
    valueBytes = 0
  }
  const keep = (piece: Uint8Array) => {
    if (watched === null || piece.byteLength === 0) return
    valueBytes += piece.byteLength
    if (valueBytes <= maxFieldBytes) value.push(piece.slice())
  }

  /** Scans `data` (held bytes and the new chunk); returns how many bytes at its end must be held back. */
  const scan = (data: Uint8Array): number => {
    let at = 0
    while (state !== 'done' && refused === null) {
      if (state === 'preamble' || state === 'body') {
        const found = indexOf(data, delimiter, at)
        if (found === -1) {
          // a delimiter may begin in the last bytes: hold them back
          const keepFrom = Math.max(at, data.byteLength - (delimiter.byteLength - 1))
          if (state === 'body') keep(data.subarray(at, keepFrom))
          return data.byteLength - keepFrom
        }
        if (state === 'body') {
          keep(data.subarray(at, found))
          finishField()
          if (refused !== null) return 0
        }
        at = found + delimiter.byteLength
        state = 'afterDelimiter'
      } else if (state === 'afterDelimiter') {
        if (data.byteLength - at < 2) return data.byteLength - at
        if (data[at] === 45 && data[at + 1] === 45) {
          state = 'done'
          return 0
        }
        // transport padding may follow a delimiter before its CRLF
        const eol = indexOf(data, new Uint8Array(CRLF), at)
        if (eol === -1) return data.byteLength - at
        at = eol + 2
        state = 'headers'
      } else {
        const end = indexOf(data, new Uint8Array([13, 10, 13, 10]), at)
        if (end === -1) {
          if (data.byteLength - at > HEADERS_MAX) {
            refuse('a part whose headers do not end')
            return 0
          }
          return data.byteLength - at
        }
        const name = fieldName(latin1.decode(data.subarray(at, end)))
        watched = name !== null && names.has(name) ? name : null
        // the body starts here; the CRLF before the next delimiter is the delimiter's (`\r\n--boundary`)
        at = end + 4
        state = 'body'
      }
    }
    return 0
  }

  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (refused !== null || state === 'done') {
          if (refused === null) controller.enqueue(chunk)
          return
        }
        const data = joined([held, chunk])
        const heldBack = scan(data)
        if (refused !== null) {
          controller.error(new Error(`Bad Request: ${refused}`))
          return
        }
        // Pass on what was judged, never the scan's own CRLF at the start; hold back the rest.
        const judged = data.byteLength - heldBack
        controller.enqueue(data.slice(Math.min(virtualPrefix, judged), judged))
        virtualPrefix = Math.max(0, virtualPrefix - judged)
        held = data.slice(judged)
      },
      flush(controller) {
        if (refused !== null || state === 'done') return
        // The body ended inside a watched field, with no delimiter after it: judged as it stands (a
        // receiver that takes a form cut short must not get it unchecked).
        if (state === 'body' && watched !== null) {
          keep(held.subarray(virtualPrefix))
          finishField()
          if (refused !== null) {
            controller.error(new Error(`Bad Request: ${refused}`))
            return
          }
        }
        // whatever is held goes on (the receiver judges a form cut short)
        if (held.byteLength > virtualPrefix) controller.enqueue(held.slice(virtualPrefix))
      },
    }),
  )
  return { stream, refusal: () => refused }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** Whether `url` answers 2xx within `ms`, asking every `everyMs` (the benches' wait for a server they started). */
export async function waitFor(url, ms, everyMs = 300) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {}
    await sleep(everyMs)
  }
  return false
}

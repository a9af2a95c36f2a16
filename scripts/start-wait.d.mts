export function waitFor(
  url: string,
  timeoutMs: number,
  fetcher?: (url: string) => Promise<Response>,
  pauseMs?: number,
): Promise<{ ok: true } | { ok: false; last: string }>
export function notReadyMessage(url: string, seconds: number, last: string): string

import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'

export const KEY_HEADERS: string[]
export function requestKey(method: string, path: string, headers?: IncomingHttpHeaders, body?: Buffer | null): string

export type ReplayMode = 'pass' | 'record' | 'replay'
export interface ReplayStats {
  recorded: number
  replayed: number
  misses: number
  missedKeys: string[]
  answerMedianMs: number | null
  answerP95Ms: number | null
}
export interface RecordedAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}
export interface ReplayBackend {
  mode: ReplayMode
  transform: ((key: string, answer: RecordedAnswer) => RecordedAnswer | undefined) | null
  handle(req: IncomingMessage, res: ServerResponse, path?: string): Promise<void>
  stats(): ReplayStats
  resetCounters(): void
}
export function createReplayBackend(options: {
  upstreamHost?: string
  upstreamPort: number
  mode?: ReplayMode
}): ReplayBackend

export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame }[]
  samples: number[]
  timeDeltas: number[]
}
export interface DecodedSourceMap {
  sources: string[]
  names: string[]
  sourceRoot: string
  lines: [number, number, number, number][][]
}
export interface BucketShare {
  msPerRender: number
  share: number
}
export interface ProfileAnalysis {
  cpuMsPerRender: number
  idleMsPerRender: number
  buckets: Record<string, BucketShare>
  unmappedMsPerRender: number
  otherByPackage: Record<string, number>
  /** The shop's own functions (app/, platform/, worker/) by total time, their calls included. */
  ownByTotal: { function: string; totalMsPerRender: number }[]
  top: { function: string; where: string; bucket: string; msPerRender: number; share: number }[]
}
export interface RecordedAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}
export function bucketOf(functionName: string, url: string, source: string | null): string
export function decodeSourceMap(map: {
  mappings: string
  sources: string[]
  names?: string[]
  sourceRoot?: string
}): DecodedSourceMap
export function originalPosition(
  decoded: DecodedSourceMap,
  line: number,
  column: number,
): { source: string; line: number; name?: string } | null
export function analyse(
  profile: CpuProfile,
  renders: number,
  resolveFrame?: (callFrame: CallFrame) => { source: string | null; line: number | null; name?: string },
): ProfileAnalysis
export function cutProducts(answer: RecordedAnswer, k: number): RecordedAnswer | undefined
export function linearFit(points: [number, number][]): { intercept: number; slope: number }
export function perCardCost(
  variants: {
    productCards: number
    workerdCpuMsPerRender: number
    htmlBytes: number
    htmlGzipBytes: number
    profile: { cpuMsPerRender: number }
  }[],
): {
  cards: string
  workerdCpuMsPerCard: number
  workerdCpuMsAtZeroCards: number
  profiledCpuMsPerCard: number
  profiledCpuMsAtZeroCards: number
  htmlBytesPerCard: number
  htmlGzipBytesPerCard: number
}

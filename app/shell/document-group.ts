/**
 * The group the server verified for this document (decision 0038), once the language layout has
 * shown it. The browser's later reads of the viewer's group (app/shell/viewer.functions.ts) return
 * it, not the readable `user-group-id` cookie, which the server trusts only with its signature.
 */
let documentGroup: { group: string | undefined } | null = null

/**
 * The language layout hands over the group its server render used (from the page's dehydrated
 * loader data). Only the first call counts: a group change (sign-in, sign-out) reloads the document.
 */
export function rememberDocumentGroup(group: string | undefined) {
  if (typeof window === 'undefined') return // on the server one module serves every request: nothing to remember
  documentGroup ??= { group }
}

/** Test hook: forget the remembered group. */
export function forgetDocumentGroup() {
  documentGroup = null
}

/** The browser's answer: the remembered group, else (no layout has rendered yet) the readable cookie. */
export function browserViewerGroup(readCookie: () => string | undefined): string | undefined {
  return documentGroup ? documentGroup.group : readCookie()
}

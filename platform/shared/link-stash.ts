/**
 * E-mailed links (activation, password reset, account deletion) land on the home page as
 * `?action=…&uid=…&token=…`. On a page with third-party tags from the settings (decision 0028) the
 * token must leave the address bar before any tag can read `location.href` (issue 26, decision 0015):
 * the Worker then puts LINK_SCRUB_SCRIPT first among the injected fragments, ahead of every tag. It
 * moves the link's parameters into sessionStorage (this tab only; no tag collects it as the page
 * address) and replaces the address without them; the link handlers read it from there.
 */
export const LINK_STASH_KEY = 'email-link'

/** The inline script (under the response's nonce) that moves the link's parameters out of the address. */
export const LINK_SCRUB_SCRIPT = `(function(){try{var u=new URL(location.href),p=u.searchParams;if(!p.has('token')&&!p.has('uid'))return;var s=new URLSearchParams();['action','uid','token'].forEach(function(n){if(p.has(n)){s.set(n,p.get(n)||'');p.delete(n)}});try{sessionStorage.setItem('${LINK_STASH_KEY}',s.toString())}catch(e){}var q=p.toString();history.replaceState(history.state,'',u.pathname+(q?'?'+q:'')+u.hash)}catch(e){}})()`

/** True when the query string carries an e-mailed link's token (the Worker adds the scrub script then). */
export const hasLinkToken = (search: URLSearchParams) => search.has('token') || search.has('uid')

/** The e-mailed link's query string: the address's own, else the one the scrub script moved out of it (browser only). */
export function linkSearch(): string {
  if (new URLSearchParams(window.location.search).has('action')) return window.location.search
  try {
    const stashed = window.sessionStorage.getItem(LINK_STASH_KEY)
    return stashed ? `?${stashed}` : ''
  } catch {
    return ''
  }
}

/** Forgets the stashed link once a handler has taken it (single use, like the link). */
export function dropLinkStash(): void {
  try {
    window.sessionStorage.removeItem(LINK_STASH_KEY)
  } catch {
    // storage disabled: nothing was stashed
  }
}

/**
 * Social sign-in returns to `/{lang}/auth/social/{provider}` with the provider's token in the
 * address (`#id_token=…`, `?access_token=…`, `oauth_token`/`oauth_verifier`). On a page with tags the
 * Worker puts SOCIAL_SCRUB_SCRIPT first, like LINK_SCRUB_SCRIPT: the query and the fragment move to
 * sessionStorage and the address becomes the bare path before any tag runs; the callback page reads
 * them from there (socialCallbackAddress). By path, not by query: the fragment never reaches the server.
 */
export const SOCIAL_STASH_KEY = 'social-callback'

export const SOCIAL_SCRUB_SCRIPT = `(function(){try{var s=location.search,h=location.hash;if(!s&&!h)return;try{sessionStorage.setItem('${SOCIAL_STASH_KEY}',JSON.stringify([s,h]))}catch(e){}history.replaceState(history.state,'',location.pathname)}catch(e){}})()`

/** The social sign-in callback page's path (routes/$lang/auth/social/$provider.tsx). */
export const isSocialCallbackPath = (pathname: string) => /^\/[a-z]{2}\/auth\/social\/[^/]+\/?$/.test(pathname)

/**
 * The callback's query and fragment: the address's own, else what the scrub script moved out of it
 * (then forgotten: single use, like the token).
 */
export function socialCallbackAddress(
  location: Pick<Location, 'search' | 'hash'> = window.location,
  storage: Pick<Storage, 'getItem' | 'removeItem'> | null = safeSessionStorage(),
): { search: string; hash: string } {
  let stashed: string | null = null
  try {
    stashed = storage?.getItem(SOCIAL_STASH_KEY) ?? null
    storage?.removeItem(SOCIAL_STASH_KEY)
  } catch {
    // storage disabled: nothing was stashed
  }
  if (location.search || location.hash) return { search: location.search, hash: location.hash }
  try {
    const [search, hash] = JSON.parse(stashed ?? 'null') as unknown[]
    if (typeof search === 'string' && typeof hash === 'string') return { search, hash }
  } catch {
    // nothing stashed, or not by the scrub script
  }
  return { search: '', hash: '' }
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

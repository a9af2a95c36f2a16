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

import { useRouter } from '@tanstack/react-router'
import { type CSSProperties, type ReactNode, useEffect } from 'react'
import { FormattedMessage } from 'react-intl'
import { chooseCartBackend, useCartStart } from '../features/cart'
import { useCardAddsLeft } from '../features/catalogue'
import { Popups } from '../features/popups'
import { setCountCap } from '../lib/quantity'
import { useShell } from '../shell/useShell'
import { fontStack } from '../themes/look-basics'
import { Toaster } from '../toasts/Toaster'
import { LazyHydrate, markFirstLoadDone } from '../ui/LazyHydrate'
import { CallUsWidget } from './CallUsWidget'
import { ClientEffects } from './ClientEffects'
import { DegradedNotice } from './DegradedNotice'
import { Footer } from './Footer'
import { Header } from './Header'
import { KeepClear } from './KeepClear'
import { LoadingBar } from './LoadingBar'
import { MobileBar } from './MobileBar'
import { ModalHost } from './ModalHost'
import { ScrollToTop } from './ScrollToTop'
import { SideBar } from './SideBar'
import { StorageGuard } from './StorageGuard'

/** The layout of every page: navigation, header, content, widgets, footer, overlays. */
/** `bare`: the page asked for no layout (a CMS page with ignore_layout) - no header, footer or widgets. */
export function Shell({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const { settings, theme, look } = useShell()
  // From the first client navigation on, content never waits for visibility (LazyHydrate). Not at the
  // shell's hydration: React hydrates the page's Suspense boundaries after the shell's effects have
  // run, so every below-the-fold boundary hydrated at once (decision 0084).
  const router = useRouter()
  useEffect(() => router.history.subscribe(markFirstLoadDone), [router])
  useFontStylesheet(look.font.stylesheet)
  const { colors, headerStyle } = look
  const style = {
    '--color-primary': colors.primary,
    '--color-primary-text': colors.primaryText,
    '--color-secondary': colors.secondary,
    '--color-secondary-text': colors.secondaryText,
    '--color-accent': colors.accent,
    '--color-link': colors.link,
    '--font-body': fontStack(look.font),
  } as CSSProperties
  const mobileBarHidden = settings.mainUiInterface.mobileBarUiType === 'mobileBar_hide'
  // cart_settings.max_count caps every count the cart rules set (idempotent: one site per Worker and page)
  setCountCap(settings.cart_settings.max_count)
  // Where the cart lives is chosen once, here where the settings are read (decision 0050), and the
  // cart started with it on every page, bare ones too (decision 0077): the badge, the add buttons,
  // the drawer and the cart page only use the store.
  useCartStart(chooseCartBackend(settings))
  // A card's add the last page left unfinished is finished on any page (decision 0026).
  useCardAddsLeft(settings)
  return (
    <StorageGuard>
      <div
        className={`app theme-${theme.name} header-${headerStyle}${look.dark ? ' is-dark' : ''}${mobileBarHidden ? ' no-mobile-bar' : ''}`}
        style={style}
      >
        <a className="skip-link" href="#main">
          <FormattedMessage id="shell.skipToContent" />
        </a>
        <LoadingBar />
        {bare ? null : <Header />}
        {bare ? null : <DegradedNotice />}
        <main id="main" className={bare ? 'main main--bare' : 'main container'} tabIndex={-1}>
          {children}
        </main>
        {bare ? null : (
          <LazyHydrate selector="footer.footer">
            <Footer />
          </LazyHydrate>
        )}
        {bare ? null : <CallUsWidget />}
        <ScrollToTop />
        {settings.buttonsSettings.display_side_menu && !bare ? <SideBar /> : null}
        {mobileBarHidden || bare ? null : <MobileBar />}
        <Toaster />
        <ModalHost />
        {bare ? null : <Popups />}
        <ClientEffects />
        <KeepClear />
      </div>
    </StorageGuard>
  )
}

/**
 * The settings' font stylesheet, added once the page has painted: a stylesheet in the head would
 * block rendering, and the page reads fine in the fallback fonts meanwhile (the head preloads it).
 */
function useFontStylesheet(href: string | null) {
  useEffect(() => {
    if (!href || document.querySelector(`link[rel="stylesheet"][data-site-font]`)) return
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = href
    link.dataset.siteFont = ''
    document.head.appendChild(link)
  }, [href])
}

import { FormattedMessage, useIntl } from 'react-intl'
import { NewsletterForm } from '../features/content'
import { siteYear } from '../i18n/format'
import { siteHref } from '../lib/site-href'
import { useEarlyTap } from '../lib/useEarlyTap'
import { openModal } from '../modals/store'
import { footerSocialLinks } from '../shell/nav-rules'
import { useLocale, useShell, useShopName } from '../shell/useShell'

/** mobile_apps_settings: the shop's app store links (https only, checked by the settings schema). */
function AppLinks({ apps }: { apps: { ios: string | null; android: string | null } }) {
  const intl = useIntl()
  if (!apps.ios && !apps.android) return null
  return (
    <nav className="footer__apps" aria-label={intl.formatMessage({ id: 'footer.apps' })} data-testid="footer-apps">
      {apps.ios ? (
        <a className="footer__app" href={apps.ios} rel="noopener noreferrer" target="_blank" data-store="ios">
          <FormattedMessage id="footer.appStore" />
        </a>
      ) : null}
      {apps.android ? (
        <a className="footer__app" href={apps.android} rel="noopener noreferrer" target="_blank" data-store="android">
          <FormattedMessage id="footer.googlePlay" />
        </a>
      ) : null}
    </nav>
  )
}

/**
 * The footer hydrates when it nears the viewport (LazyHydrate): a tap that comes first is held and
 * replayed once it has (platform/shared/early-tap.ts).
 */
function AgeLink() {
  const tap = useEarlyTap<HTMLButtonElement>()
  return (
    <button type="button" className="link-button" onClick={() => openModal('age')} {...tap}>
      <FormattedMessage id="age.link" />
    </button>
  )
}

export function Footer() {
  const { settings, footer } = useShell()
  const shopName = useShopName()
  const intl = useIntl()
  const lang = useLocale()
  const social = footerSocialLinks(settings.social_media)
  // The shop's year (SITE_TIME_ZONE), not the runtime's: a UTC server and a browser elsewhere agree on New Year's Eve.
  const year = siteYear()
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <section className="footer__brand">
          <p className="footer__title">{shopName}</p>
          {settings.main_email ? (
            <p>
              <a href={`mailto:${settings.main_email}`}>{settings.main_email}</a>
            </p>
          ) : null}
          {settings.phones.mainPhoneNumber ? (
            <p>
              <a href={`tel:${settings.phones.mainPhoneNumber.replace(/[^\d+]/g, '')}`}>
                {settings.phones.mainPhoneNumber}
              </a>
            </p>
          ) : null}
          <p>
            <a href={`/${lang}/support`} data-testid="footer-support">
              <FormattedMessage id="footer.support" />
            </a>
          </p>
          {settings.discount_card_settings.enabled ? (
            <p>
              <a href={`/${lang}/discount`} data-testid="footer-discount-card">
                <FormattedMessage id="footer.discountCard" />
              </a>
            </p>
          ) : null}
          <AppLinks apps={settings.mobile_apps_settings} />
        </section>
        {footer.columns.map((column) => (
          <nav key={column.title} className="footer__column" aria-label={column.title}>
            <p className="footer__title">{column.title}</p>
            <ul>
              {column.links.map((link) => (
                <li key={link.url}>
                  <a href={siteHref(lang, link.url)}>{link.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        {social.length > 0 ? (
          <nav className="footer__column" aria-label={intl.formatMessage({ id: 'footer.follow' })}>
            <p className="footer__title">
              <FormattedMessage id="footer.follow" />
            </p>
            <ul className="footer__social">
              {social.map((link) => (
                <li key={link.slug}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank" data-social={link.slug}>
                    {link.title ?? link.slug}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <section className="footer__column footer__newsletter">
          <NewsletterForm />
        </section>
      </div>
      <div className="container footer__bottom">
        <p>
          {/* The back end's copyright line (footer settings) as given, else the shop's own. */}
          {footer.copyright?.trim() ? (
            footer.copyright.trim()
          ) : (
            <>
              © {year} {shopName}. <FormattedMessage id="footer.rights" />
            </>
          )}
        </p>
        <AgeLink />
        {footer.developers.length > 0 ? (
          <p className="footer__developers">
            <FormattedMessage id="footer.developers" />{' '}
            {footer.developers.map((dev, i) => (
              <span key={dev.name}>
                {i > 0 ? ', ' : ''}
                {dev.url ? (
                  <a href={dev.url} rel="noopener noreferrer" target="_blank">
                    {dev.name}
                  </a>
                ) : (
                  dev.name
                )}
              </span>
            ))}
          </p>
        ) : null}
      </div>
    </footer>
  )
}

import { FormattedMessage } from 'react-intl'
import { categoryHref } from '../shell/Navigation'
import { useLocale, useShell } from '../shell/useShell'

/** Home: the welcome block and the top-level categories (widgets arrive with the catalogue). */
export function HomePage() {
  const { settings, theme } = useShell()
  const lang = useLocale()
  const brand = settings.project || theme.brand
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">
          <FormattedMessage id="home.title" values={{ brand }} />
        </h1>
        <p>
          <FormattedMessage id="home.subtitle" />
        </p>
      </section>
      {settings.menu_tree.length > 0 ? (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">
            <FormattedMessage id="home.categories" />
          </h2>
          <ul className="category-tiles">
            {settings.menu_tree.map((node) => (
              <li key={node.id}>
                <a className="category-tile" href={categoryHref(lang, node.url)}>
                  <span className="category-tile__title">{node.title}</span>
                  {typeof node.productCount === 'number' ? (
                    <span className="category-tile__count">
                      <FormattedMessage id="home.productCount" values={{ count: node.productCount }} />
                    </span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

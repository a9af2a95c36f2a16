import { useQuery } from '@tanstack/react-query'
import { useLocale } from '#app/shell/useShell.tsx'
import { Section } from '#app/ui/Section.tsx'
import { advantagesQuery } from './advantages.functions'
import { ADVANTAGES_ON, type Advantage, type AdvantagesPlace } from './rules'

/** An advantages list: icon, title, description. */
export function AdvantageList({ items }: { items: readonly Advantage[] }) {
  return (
    <ul className="advantages">
      {items.map((a) => (
        <li key={a.id}>
          {a.icon ? (
            <img
              className="advantages__icon"
              src={a.icon}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          <strong>{a.title}</strong>
          {a.description ? <p>{a.description}</p> : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * The advantages of a category or product page, below the fold and loaded in the browser (decision
 * 0026): each list of the place under its heading; an empty or failed list shows nothing.
 */
export default function PageAdvantages({ place }: { place: Exclude<AdvantagesPlace, 'home'> }) {
  return (
    <>
      {ADVANTAGES_ON[place].map((item) => (
        <AdvantagesSection key={item.key} item={item} />
      ))}
    </>
  )
}

function AdvantagesSection({ item }: { item: (typeof ADVANTAGES_ON)[Exclude<AdvantagesPlace, 'home'>][number] }) {
  const lang = useLocale()
  const { data = [] } = useQuery(advantagesQuery(lang, item.key))
  if (data.length === 0) return null
  return (
    <Section id={`advantages-${item.key}`} titleId={item.titleId} className="product-section advantages-section">
      <AdvantageList items={data} />
    </Section>
  )
}

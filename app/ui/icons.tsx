/**
 * The shop's icons, drawn once per page as an SVG sprite (IconSprite, in the root document) and
 * referenced by `<use href="#i-name">`: a home page draws ~170 icons, and each inline copy of its path
 * cost ~250 bytes of HTML (issue 31). No icon font, no extra request. Decorative: hidden from AT.
 */
const paths = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM21 21l-5-5',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  compare: 'M7 4v16M17 4v16M4 8h6M14 16h6',
  user: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  home: 'M3 11l9-7l9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  up: 'M12 19V5M5 12l7-7l7 7',
  pin: 'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM12 11a2 2 0 1 0 0-4a2 2 0 0 0 0 4z',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  globe: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18',
  quote: 'M9 3h6v3H9zM7 4H5v17h14V4h-2M8 11h8M8 15h5',
  // The category icons a menu_tree entry may name (app/layout/MenuIcon.tsx); home and gift above too.
  cpu: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  pill: 'M10.5 20.5a5 5 0 0 1-7-7l7-7a5 5 0 0 1 7 7zM7 10l7 7',
  basket: 'M3 10h18l-2 10H5zM8 10l4-6l4 6M9 14v3M15 14v3',
  briefcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18',
  chef: 'M7 14a4 4 0 1 1 1.5-7.7a4 4 0 0 1 7 0A4 4 0 1 1 17 14v6H7zM7 17h10',
  tag: 'M3 12V4h8l10 10l-8 8zM7.5 8.5h.01',
} as const

export type IconName = keyof typeof paths
/** Every icon's name (the UI kit page shows them all). */
export const ICON_NAMES = Object.keys(paths) as IconName[]
export const isIconName = (name: string): name is IconName => Object.hasOwn(paths, name)

/** The icon's symbol id in the sprite. */
export const iconId = (name: IconName) => `i-${name}`

export function Icon({ name, size = 22, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} fill="none" aria-hidden="true">
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}

/** The sprite's symbols as markup, built once: the paths are the constants above, no outside text. */
const SYMBOLS = ICON_NAMES.map(
  (name) =>
    `<symbol id="${iconId(name)}" viewBox="0 0 24 24"><path d="${paths[name]}" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"></path></symbol>`,
).join('')

/**
 * Every icon as a <symbol>, once, first in the body. `display="none"` is SVG's presentation
 * attribute (no style attribute for the CSP to weigh); a <use> still draws a symbol of a hidden sprite.
 * The stroke is on each path (`currentColor` is the colour where the icon is drawn); the fill is
 * inherited from the drawing <svg> (`fill="none"`), so a stylesheet can fill one (a chosen heart).
 * The symbols are the svg's inner HTML, not React elements: they never change, and as elements they
 * were ~40 of the ~220 a phone's product page hydrates (decision 0084).
 */
export function IconSprite() {
  return (
    <svg
      display="none"
      aria-hidden="true"
      data-icon-sprite=""
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the module's own constant paths, no outside text
      dangerouslySetInnerHTML={{ __html: SYMBOLS }}
    />
  )
}

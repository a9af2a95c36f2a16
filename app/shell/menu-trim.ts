import type { MenuNode } from '../api/contract/settings'

/**
 * How much of the menu tree the desktop navigation prints (app/layout/NavigationList.tsx): its three
 * levels - the top row, each top item's panel of columns, each column's links - are in the HTML of
 * every page. A back end of 500 categories put 3,240 links (542 kB) into each page and a 3,141 px
 * panel (round 10 operator audit, item 3), so the desktop's copy of the tree is trimmed on the server
 * (desktop-menu.server.ts) before the navigation renders it:
 *
 * - `leaves`: the links of a column; past them one more, "All (n)", to the column's own category;
 * - `columns`: the columns of a panel; past them a column "All (n)" to the top item's category;
 * - `top`, `rowChars`: the top row holds at most `top` items whose titles together fit the row
 *   (`rowChars` characters, a 1340 px row of bold 16 px text with each item's padding counted as 4),
 *   the rest go under a last item "More", whose panel lists them (their own columns as its links
 *   while they are few, up to `moreColumns` of them as bare headings when there are more).
 *
 * The levels below the third are left out: the desktop never prints them. The phone's catalogue
 * menu, one level at a time, keeps the whole tree (shell.server.ts `tree`).
 */
export interface MenuLimits {
  top: number
  rowChars: number
  columns: number
  leaves: number
  moreColumns: number
}

export const DESKTOP_MENU_LIMITS: MenuLimits = { top: 12, rowChars: 120, columns: 10, leaves: 10, moreColumns: 60 }

/** The texts of the entries the trimming adds, in the page's language (formatted on the server). */
export interface MenuTrimTexts {
  /** "All (40)": the link to a category whose entries are not all printed. */
  all: (count: number) => string
  /** The last top item, over the top items that do not fit the row. */
  more: string
}

/** The ids of the added entries: negative, so never a category's; unique among their siblings. */
export const ALL_ENTRY_ID = -1
export const MORE_ENTRY_ID = -2
/** The "More" item's link: its panel is the point, and the link goes nowhere (no catalogue page lists every category). */
export const MORE_ENTRY_URL = '#'

/** A characters' count of the top row's item: its title and, for its padding, 4. */
const rowWidth = (node: MenuNode) => node.title.length + 4

function entry(id: number, title: string, url: string, subcategories: MenuNode[] = []): MenuNode {
  return { id, title, url, icon: null, image: null, badge: null, productCount: null, subcategories }
}

/** At most `max` of `nodes`, then "All (n)" to `parentUrl` (none when the parent has no link). */
function capped(
  nodes: MenuNode[],
  max: number,
  parentUrl: string,
  texts: MenuTrimTexts,
  each: (n: MenuNode) => MenuNode,
) {
  const kept = nodes.slice(0, max).map(each)
  if (nodes.length > max && parentUrl.trim()) kept.push(entry(ALL_ENTRY_ID, texts.all(nodes.length), parentUrl))
  return kept
}

const leafOf = (node: MenuNode): MenuNode => ({ ...node, subcategories: [] })

/** A node printed with its children as links (a column, a top item's panel in More): the children capped at `leaves`. */
function column(node: MenuNode, limits: MenuLimits, texts: MenuTrimTexts): MenuNode {
  return { ...node, subcategories: capped(node.subcategories, limits.leaves, node.url, texts, leafOf) }
}

/** A top item with its panel: at most `columns` columns, each at most `leaves` links. */
function topItem(node: MenuNode, limits: MenuLimits, texts: MenuTrimTexts): MenuNode {
  return {
    ...node,
    subcategories: capped(node.subcategories, limits.columns, node.url, texts, (c) => column(c, limits, texts)),
  }
}

/** How many of `tree`'s top items the row prints before "More" (all of them when they fit). */
export function topItemsShown(tree: readonly MenuNode[], limits: MenuLimits = DESKTOP_MENU_LIMITS): number {
  let width = 0
  for (const [i, node] of tree.entries()) {
    width += rowWidth(node)
    if (width > limits.rowChars || i >= limits.top) return shownBeforeMore(tree, limits)
  }
  return tree.length
}

/** The items before "More": at least one, at most `top - 1`, within the row less the More item's own width. */
function shownBeforeMore(tree: readonly MenuNode[], limits: MenuLimits): number {
  const room = limits.rowChars - 8
  let width = 0
  let shown = 0
  while (shown < Math.min(tree.length, limits.top - 1)) {
    width += rowWidth(tree[shown] as MenuNode)
    if (width > room && shown > 0) break
    shown++
  }
  return shown
}

/**
 * The desktop navigation's copy of the menu tree (see MenuLimits): a pure function of the tree, the
 * limits and the texts. A tree within every limit comes back with the same entries and links.
 */
export function trimMenuTree(
  tree: readonly MenuNode[],
  texts: MenuTrimTexts,
  limits: MenuLimits = DESKTOP_MENU_LIMITS,
): MenuNode[] {
  const shown = topItemsShown(tree, limits)
  const row = tree.slice(0, shown).map((node) => topItem(node, limits, texts))
  const rest = tree.slice(shown)
  if (rest.length === 0) return row
  const few = rest.length <= limits.columns
  const listed = rest.slice(0, limits.moreColumns).map((node) => (few ? column(node, limits, texts) : leafOf(node)))
  row.push(entry(MORE_ENTRY_ID, texts.more, MORE_ENTRY_URL, listed))
  return row
}

/** Entries of a tree at every level (the menu's size as check-backend reports it). */
export function menuNodeCount(tree: readonly MenuNode[]): number {
  let count = 0
  for (const node of tree) count += 1 + menuNodeCount(node.subcategories)
  return count
}

/** Links the desktop navigation prints for a trimmed tree: its three levels. */
export function desktopLinkCount(tree: readonly MenuNode[]): number {
  let count = 0
  for (const top of tree) {
    count++
    for (const col of top.subcategories) count += 1 + col.subcategories.length
  }
  return count
}

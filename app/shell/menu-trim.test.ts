import { describe, expect, it } from 'vitest'
import type { MenuNode } from '../api/contract/settings'
import {
  ALL_ENTRY_ID,
  DESKTOP_MENU_LIMITS,
  desktopLinkCount,
  type MenuLimits,
  MORE_ENTRY_ID,
  MORE_ENTRY_URL,
  menuNodeCount,
  topItemsShown,
  trimMenuTree,
} from './menu-trim'

/**
 * The desktop navigation's copy of the menu tree (round 10 operator audit, item 3: 500 categories put
 * 3,240 links and 542 kB into every page, a 3,141 px panel, 41 top items off the row).
 */
const texts = { all: (n: number) => `All (${n})`, more: 'More' }
const node = (id: number, title = `c${id}`, subcategories: MenuNode[] = []): MenuNode => ({
  id,
  title,
  url: `c${id}`,
  productCount: 3,
  subcategories,
})
/** `n` nodes with ids from `from`, each with `children` children (ids from*100...). */
const level = (n: number, from: number, children = 0, grandchildren = 0): MenuNode[] =>
  Array.from({ length: n }, (_, i) => node(from + i, `c${from + i}`, level(children, (from + i) * 100, grandchildren)))
const small: MenuLimits = { top: 4, rowChars: 1000, columns: 3, leaves: 2, moreColumns: 5 }
const titles = (nodes: MenuNode[]) => nodes.map((n) => n.title)

describe('trimMenuTree', () => {
  it('a tree within every limit comes back with the same entries, links and fields', () => {
    const tree = level(3, 1, 3, 2)
    tree[0] = { ...(tree[0] as MenuNode), badge: 'new', icon: 'phone', image: '/i.png' }
    expect(trimMenuTree(tree, texts, small)).toEqual(tree)
  })

  it.each([
    // [what, leaves of the first column, what its links are]
    ['at the limit: no "All"', 2, ['c10000', 'c10001']],
    ['one over: the limit, then "All (n)" to the column', 3, ['c10000', 'c10001', 'All (3)']],
    ['40: the limit, then "All (40)"', 40, ['c10000', 'c10001', 'All (40)']],
  ] as const)('a column: %s', (_name, leaves, expected) => {
    const tree = [node(1, 'c1', [node(100, 'c100', level(leaves, 10000))])]
    const column = trimMenuTree(tree, texts, small)[0]?.subcategories[0] as MenuNode
    expect(titles(column.subcategories)).toEqual(expected)
    const all = column.subcategories.at(-1) as MenuNode
    if (leaves > 2)
      expect(all).toEqual({ ...all, id: ALL_ENTRY_ID, url: 'c100', productCount: null, subcategories: [] })
  })

  it('a panel: at most `columns` columns, then a column "All (n)" to the top item', () => {
    const [top] = trimMenuTree([node(1, 'c1', level(7, 100, 1))], texts, small)
    expect(titles(top?.subcategories ?? [])).toEqual(['c100', 'c101', 'c102', 'All (7)'])
    expect(top?.subcategories.at(-1)).toMatchObject({ id: ALL_ENTRY_ID, url: 'c1', subcategories: [] })
  })

  it('no "All" to a category without a link of its own', () => {
    const tree = [{ ...node(1, 'c1', level(7, 100)), url: ' ' }]
    expect(titles(trimMenuTree(tree, texts, small)[0]?.subcategories ?? [])).toEqual(['c100', 'c101', 'c102'])
  })

  it('drops what lies below the third level: the desktop never prints it', () => {
    const deep = [node(1, 'c1', [node(10, 'c10', [node(100, 'c100', level(5, 1000))])])]
    expect(trimMenuTree(deep, texts, small)[0]?.subcategories[0]?.subcategories[0]?.subcategories).toEqual([])
  })

  it.each([
    // [what, top items, rowChars, titles of the row]
    ['at most `top` items: the rest under "More"', 6, 1000, ['c1', 'c2', 'c3', 'More']],
    ['exactly `top` items: no "More"', 4, 1000, ['c1', 'c2', 'c3', 'c4']],
    ['the titles fill the row: fewer items, then "More"', 4, 20, ['c1', 'c2', 'More']],
  ] as const)('the top row: %s', (_name, count, rowChars, expected) => {
    const trimmed = trimMenuTree(level(count, 1), texts, { ...small, rowChars })
    expect(titles(trimmed)).toEqual(expected)
    expect(topItemsShown(level(count, 1), { ...small, rowChars })).toBe(
      (expected as readonly string[]).includes('More') ? expected.length - 1 : count,
    )
  })

  it('one very long first title still shows, with "More" after it', () => {
    const tree = [node(1, 'x'.repeat(500)), node(2), node(3)]
    expect(titles(trimMenuTree(tree, texts, { ...small, rowChars: 120 }))).toEqual(['x'.repeat(500), 'More'])
  })

  it('"More" lists the items that do not fit: a few with their columns as links, many as bare headings', () => {
    const few = trimMenuTree(level(6, 1, 5), texts, small)
    const more = few.at(-1) as MenuNode
    expect(more).toMatchObject({ id: MORE_ENTRY_ID, title: 'More', url: MORE_ENTRY_URL })
    expect(titles(more.subcategories)).toEqual(['c4', 'c5', 'c6'])
    // their own children are the links of their column, capped like any column's
    expect(titles(more.subcategories[0]?.subcategories ?? [])).toEqual(['c400', 'c401', 'All (5)'])
    const many = trimMenuTree(level(20, 1, 5), texts, small).at(-1) as MenuNode
    // 17 do not fit: more than `columns`, so headings only, and at most `moreColumns` of them
    expect(titles(many.subcategories)).toEqual(['c4', 'c5', 'c6', 'c7', 'c8'])
    expect(many.subcategories.every((c) => c.subcategories.length === 0)).toBe(true)
  })

  it("the audit's tree (41 top items, 40 children each, the first child of each with 40): from 3,240 links to a few hundred", () => {
    const long = ' Produs cu denumire foarte lungă'
    const tree = Array.from({ length: 41 }, (_, i) =>
      node(
        i + 1,
        `Categorie 1.${i}${long}`,
        Array.from({ length: 40 }, (_, j) =>
          node((i + 1) * 100 + j, `Categorie 2.${j}${long}`, j === 0 ? level(40, (i + 1) * 10000) : []),
        ),
      ),
    )
    expect(menuNodeCount(tree)).toBe(41 + 41 * 40 + 41 * 40)
    const untrimmed = { top: Infinity, rowChars: Infinity, columns: Infinity, leaves: Infinity, moreColumns: 0 }
    expect(desktopLinkCount(trimMenuTree(tree, texts, untrimmed))).toBe(41 + 41 * 40 + 41 * 40)
    const desk = trimMenuTree(tree, texts)
    expect(desk.length).toBeLessThanOrEqual(DESKTOP_MENU_LIMITS.top)
    expect(desk.at(-1)?.title).toBe('More')
    for (const top of desk.slice(0, -1)) {
      expect(top.subcategories.length).toBeLessThanOrEqual(DESKTOP_MENU_LIMITS.columns + 1)
      for (const column of top.subcategories)
        expect(column.subcategories.length).toBeLessThanOrEqual(DESKTOP_MENU_LIMITS.leaves + 1)
    }
    expect(desktopLinkCount(desk)).toBeLessThan(200)
    // every top item is still reachable: in the row or in More's panel
    const reachable = new Set([...desk.slice(0, -1), ...(desk.at(-1)?.subcategories ?? [])].map((n) => n.id))
    for (const top of tree) expect(reachable.has(top.id)).toBe(true)
  })
})

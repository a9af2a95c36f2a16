import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS, globalSettingsSchema } from './settings'

const node = (id: number, extra: Record<string, unknown> = {}) => ({ id, title: `n${id}`, url: `n-${id}`, ...extra })
const parse = (body: Record<string, unknown>) => globalSettingsSchema.parse(body)

describe('one malformed entry drops only itself, never its group', () => {
  it.each([
    [
      'a logo that is a number keeps the dark logo',
      { logo: { logo: 42, logoDark: '/d.svg' } },
      (s: ReturnType<typeof parse>) => s.logo,
      { logo: null, logoDark: '/d.svg' },
    ],
    [
      'a favicon that is an object',
      { icons: { favicon: {} } },
      (s: ReturnType<typeof parse>) => s.icons,
      { favicon: null },
    ],
    [
      'a bad css keeps the script and the items',
      { styles: { css: 1, script: 'x()', additional_js_items: [{ script: 'a()' }], no_script_text: 'js' } },
      (s: ReturnType<typeof parse>) => s.styles,
      {
        css: null,
        script: 'x()',
        additional_js_items: [{ location: 'head', script: 'a()', script_type: 'script' }],
        no_script_text: 'js',
      },
    ],
    [
      'a script item without its script drops only that item',
      { styles: { additional_js_items: [{ location: 'head' }, { script: 'b()', location: 'body_end' }] } },
      (s: ReturnType<typeof parse>) => s.styles.additional_js_items,
      [{ location: 'body_end', script: 'b()', script_type: 'script' }],
    ],
    [
      'a bad tag id keeps the other tags',
      { sitesettingsstatistic: { google_tag_manager: ['GTM'], google_analytics_4: 'G-1' } },
      (s: ReturnType<typeof parse>) => [
        s.sitesettingsstatistic.google_tag_manager,
        s.sitesettingsstatistic.google_analytics_4,
      ],
      [null, 'G-1'],
    ],
    [
      'a menu node without a title drops only that node',
      { menu_tree: [node(1), { id: 2, url: 'x' }, node(3)] },
      (s: ReturnType<typeof parse>) => s.menu_tree.map((n) => n.id),
      [1, 3],
    ],
    [
      'a bad subcategory drops only itself',
      { menu_tree: [node(1, { subcategories: [node(11), 'junk', node(12, { subcategories: [null, node(121)] })] })] },
      (s: ReturnType<typeof parse>) =>
        s.menu_tree[0]!.subcategories.map((n) => [n.id, n.subcategories.map((x) => x.id)]),
      [
        [11, []],
        [12, [121]],
      ],
    ],
    [
      'a bad badge or icon keeps the node, without them',
      { menu_tree: [node(1, { badge: 5, icon: { x: 1 }, productCount: 'many' })] },
      (s: ReturnType<typeof parse>) => [s.menu_tree[0]!.badge, s.menu_tree[0]!.icon, s.menu_tree[0]!.productCount],
      [null, null, null],
    ],
    [
      'a menu tree that is not a list is empty',
      { menu_tree: { id: 1 } },
      (s: ReturnType<typeof parse>) => s.menu_tree,
      [],
    ],
    [
      'a bad popup drops only itself',
      { popups: [{ id: 1 }, { id: 2, title: 'Hi' }] },
      (s: ReturnType<typeof parse>) => s.popups.map((p) => p.id),
      ['2'],
    ],
  ] as const)('%s', (_name, body, pick, expected) => {
    expect(pick(parse(body as Record<string, unknown>))).toEqual(expected)
  })

  it('the defaults of the groups', () => {
    expect(DEFAULT_GLOBAL_SETTINGS.logo).toEqual({ logo: null, logoDark: null })
    expect(DEFAULT_GLOBAL_SETTINGS.menu_tree).toEqual([])
    expect(DEFAULT_GLOBAL_SETTINGS.popups_configuration).toEqual({ delay: 5000, frequency: 'session' })
    expect(DEFAULT_GLOBAL_SETTINGS.mobile_apps_settings).toEqual({ ios: null, android: null })
    expect(DEFAULT_GLOBAL_SETTINGS.discount_card_settings).toEqual({ enabled: false })
  })

  it.each([
    [
      { ios: 'https://apps.apple.com/app/id1', android: 'javascript:alert(1)' },
      { ios: 'https://apps.apple.com/app/id1', android: null },
    ],
    [
      { ios: 'http://apps.apple.com/app/id1', android: 5 },
      { ios: null, android: null },
    ],
  ])('mobile app links are https only: %j', (apps, expected) => {
    expect(parse({ mobile_apps_settings: apps }).mobile_apps_settings).toEqual(expected)
  })
})

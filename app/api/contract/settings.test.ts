import { describe, expect, it } from 'vitest'
import {
  DEFAULT_GLOBAL_SETTINGS,
  footerSettingsSchema,
  globalSettingsSchema,
  JSON_LEVELS,
  MENU_LEVELS,
  menuTreeSchema,
  withinLevels,
} from './settings'

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
      'a popup with nothing to show drops only itself',
      { popups: [{ id: 1 }, { id: 2, title: 'Hi' }] },
      (s: ReturnType<typeof parse>) => s.popups.map((p) => p.id),
      ['2'],
    ],
    [
      // Session 60's operator audit: an image popup without a title never opened.
      'a popup without a title but with an image or a text is kept',
      {
        popups: [
          { id: 1, image: 'https://cdn.test/pop.jpg', url: '/ro/special-offers' },
          { id: 2, text: 'Reduceri' },
        ],
      },
      (s: ReturnType<typeof parse>) => s.popups.map((p) => [p.id, p.title ?? null]),
      [
        ['1', null],
        ['2', null],
      ],
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

describe('spec-shaped settings the old schema lost', () => {
  it.each([
    [
      "project as an object, { name } (the spec's 'project (name)'): the shop's name, not the theme's demo brand",
      { project: { name: 'Magazinul Meu', id: 3 } },
      (s: ReturnType<typeof parse>) => s.project,
      'Magazinul Meu',
    ],
    [
      'project as the name itself',
      { project: 'Magazinul Meu' },
      (s: ReturnType<typeof parse>) => s.project,
      'Magazinul Meu',
    ],
    [
      'menu ids as strings keep the menu (as product cards do)',
      { menu_tree: [{ id: '12', title: 'TV', url: 'tv', subcategories: [{ id: '13', title: 'OLED', url: 'oled' }] }] },
      (s: ReturnType<typeof parse>) => s.menu_tree.map((n) => [n.id, n.subcategories.map((x) => x.id)]),
      [[12, [13]]],
    ],
    [
      'social_media keyed by slug (object form)',
      { social_media: { facebook: 'https://fb.example/shop', viber: { url: 'viber://x', title: 'Viber' } } },
      (s: ReturnType<typeof parse>) => s.social_media,
      [
        { slug: 'facebook', url: 'https://fb.example/shop' },
        { slug: 'viber', url: 'viber://x', title: 'Viber' },
      ],
    ],
    [
      'a social entry with url null drops only itself',
      {
        social_media: [
          { slug: 'facebook', url: null },
          { slug: 'instagram', url: 'https://ig.example/shop' },
        ],
      },
      (s: ReturnType<typeof parse>) => s.social_media.map((x) => x.slug),
      ['instagram'],
    ],
    [
      'a keyed social entry with url null drops only itself',
      { social_media: { facebook: null, instagram: 'https://ig.example/shop' } },
      (s: ReturnType<typeof parse>) => s.social_media.map((x) => x.slug),
      ['instagram'],
    ],
    [
      'brand_tree: a string id is read, a nameless brand drops only itself',
      { brand_tree: [{ id: '3', name: 'Acme' }, { id: 4 }, { id: 5, name: 'Bolt' }], brands_position: '2' },
      (s: ReturnType<typeof parse>) => [s.brand_tree.map((b) => b.id), s.brands_position],
      [[3, 5], 2],
    ],
    [
      'cities_to_choose: a string id is read, the name as title or name; a city given by its id alone (the spec) is kept unnamed, a bad id drops only itself',
      {
        cities_to_choose: [
          { id: '1', title: 'Chisinau' },
          { id: null, title: 'X' },
          { id: 2, title: 'Balti' },
          { id: 3, name: 'Orhei' },
          { id: 4, title: '  ', name: 'Cahul' },
          { id: 5 },
          { id: 6, title: ' ' },
          7,
          '8',
          'Soroca',
        ],
      },
      (s: ReturnType<typeof parse>) => s.cities_to_choose,
      [
        { id: 1, title: 'Chisinau' },
        { id: 2, title: 'Balti' },
        { id: 3, title: 'Orhei' },
        { id: 4, title: 'Cahul' },
        { id: 5, title: null },
        { id: 6, title: null },
        { id: 7, title: null },
        { id: 8, title: null },
      ],
    ],
    [
      'header_pages: url null drops only that page; show_in_mobile 1 is true',
      {
        header_pages: [
          { title: 'A', url: null },
          { title: 'B', url: '/b', show_in_mobile: 1 },
        ],
      },
      (s: ReturnType<typeof parse>) => s.header_pages,
      [{ title: 'B', url: '/b', show_in_mobile: true }],
    ],
  ] as const)('%s', (_name, body, pick, expected) => {
    expect(pick(parse(body as unknown as Record<string, unknown>))).toEqual(expected)
  })
})

describe('flags: true/false, 1/0, "1"/"0", "true"/"false"; anything else keeps the default', () => {
  it.each([
    [1, true],
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    [true, true],
    [0, false],
    ['0', false],
    ['false', false],
    [false, false],
  ])('hide_price_for_guests: %j -> %s', (value, expected) => {
    expect(parse({ hide_price_for_guests: value }).hide_price_for_guests).toBe(expected)
  })
  it.each([
    [0, false],
    ['0', false],
    ['false', false],
    [1, true],
    [null, true],
    ['yes', true],
    [2, true],
    [undefined, true],
  ])('additional_settings.is_user_cabinet (default true): %j -> %s', (value, expected) => {
    expect(parse({ additional_settings: { is_user_cabinet: value } }).additional_settings.is_user_cabinet).toBe(
      expected,
    )
  })
  it('every boolean flag of the settings reads 1 and "0"', () => {
    const s = parse({
      is_romanian: 1,
      has_product_of_the_day: '1',
      allow_negative_stock: 'true',
      is_registration_required_for_order: 1,
      has_tax_calculation: 1,
      colors: { dark_theme: 1 },
      buttonsSettings: { display_side_menu: '0', show_product_code: 1 },
      cart_settings: { server_cart: 1 },
      calendar_settings: { enabled: '1' },
      discount_card_settings: { enabled: 1 },
      additional_settings: {
        is_units_measurement: 1,
        sort_by_priority: 1,
        enable_product_reviews: 1,
        black_and_white_product_card_for_pre_order: 1,
        show_stock_quantity_in_the_product_card: 1,
        pharmacy_mode: 1,
        age_restriction: 1,
      },
    })
    expect([
      s.is_romanian,
      s.has_product_of_the_day,
      s.allow_negative_stock,
      s.is_registration_required_for_order,
      s.has_tax_calculation,
      s.colors.dark_theme,
      s.buttonsSettings.display_side_menu,
      s.buttonsSettings.show_product_code,
      s.cart_settings.server_cart,
      s.calendar_settings.enabled,
      s.discount_card_settings.enabled,
      ...Object.values(s.additional_settings).filter((v) => typeof v === 'boolean'),
    ]).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ])
  })
})

describe('footer settings: lists read entry by entry', () => {
  it('a column or a link without its title drops only itself', () => {
    const footer = footerSettingsSchema.parse({
      columns: [{ links: [] }, { title: 'Shop', links: [{ url: '/x' }, { title: 'About', url: '/about' }] }],
      developers: [{ name: 'Dev' }, { url: 'x' }],
    })
    expect(footer.columns).toEqual([{ title: 'Shop', links: [{ title: 'About', url: '/about' }] }])
    expect(footer.developers).toEqual([{ name: 'Dev' }])
  })
})

describe('an answer with none of the fields the shop reads is no answer (decision 0096)', () => {
  it.each([
    ['site settings', {}],
    ['site settings', { detail: 'Not configured.' }],
    ['footer settings', {}],
    ['footer settings', { status: 'ok', data: null }],
  ] as const)('%s %j fails, as null or a list does', (what, body) => {
    const r = (what === 'site settings' ? globalSettingsSchema : footerSettingsSchema).safeParse(body)
    expect(r.success).toBe(false)
    expect(r.error?.issues[0]?.message).toBe(`${what}: none of the fields the shop reads`)
  })

  it('one known field is an answer: the others keep their defaults', () => {
    expect(globalSettingsSchema.parse({ project: 'Shop' })).toEqual({ ...DEFAULT_GLOBAL_SETTINGS, project: 'Shop' })
    expect(globalSettingsSchema.parse({ langs: 'ro' })).toEqual(DEFAULT_GLOBAL_SETTINGS)
    expect(footerSettingsSchema.parse({ copyright: '2026 Shop' }).copyright).toBe('2026 Shop')
    expect(footerSettingsSchema.parse({ developers: [] }).columns).toEqual([])
  })
})

describe("another back end's languages and links (session 59's operator audit)", () => {
  it.each([
    ['one unknown code leaves out only itself', ['ro', 'ru', 'de'], ['ro', 'ru']],
    ['Locale entries with an unknown code', [{ code: 'uk' }, { code: 'pl' }], ['uk']],
    ['none known is the four', ['de', 'fr'], ['ro', 'ru', 'uk', 'en']],
    ['an empty list is the four', [], ['ro', 'ru', 'uk', 'en']],
  ])('langs: %s', (_name, langs, expected) => {
    expect(globalSettingsSchema.parse({ project: 'Shop', langs }).langs).toEqual(expected)
  })

  it('a social link or a header page with an empty address (or a header page with no text) is none', () => {
    const s = globalSettingsSchema.parse({
      project: 'Shop',
      social_media: { instagram: { url: '' }, facebook: '  ', tiktok: 'https://tt.example/shop' },
      header_pages: [
        { title: 'Livrare', url: '/delivery' },
        { title: '', url: '' },
        { title: 'Fără adresă', url: ' ' },
        { title: ' ', url: '/x' },
      ],
    })
    expect(s.social_media.map((l) => l.slug)).toEqual(['tiktok'])
    expect(s.header_pages.map((p) => p.title)).toEqual(['Livrare'])
  })
})

// Session 61's operator audit: a heading without a url ("Electronics" grouping phones and laptops) was
// dropped, and its categories with it; its entries now take its place.
describe('a menu entry without a url of its own', () => {
  const leaf = (id: number, url = `c${id}`) => ({ id, title: `C${id}`, url, subcategories: [] })
  it.each([
    [
      'url null, with entries: they take its place',
      [{ id: 1, title: 'E', url: null, subcategories: [leaf(11), leaf(12)] }, leaf(2)],
      [11, 12, 2],
    ],
    [
      'url empty, nested deeper too',
      [{ id: 1, title: 'E', url: '', subcategories: [{ id: 11, title: 'G', subcategories: [leaf(111)] }] }],
      [111],
    ],
    ['no url and no entries: left out', [{ id: 1, title: 'E', url: null, subcategories: [] }, leaf(2)], [2]],
  ])('%s', (_, menu_tree, ids) => {
    expect(globalSettingsSchema.parse({ menu_tree }).menu_tree.map((n) => n.id)).toEqual(ids)
    expect(menuTreeSchema.parse(menu_tree).map((n) => n.id)).toEqual(ids)
  })
  it('inside a category, the same', () => {
    const tree = [
      { ...leaf(1), subcategories: [{ id: 5, title: 'G', url: null, subcategories: [leaf(51), leaf(52)] }] },
    ]
    expect(globalSettingsSchema.parse({ menu_tree: tree }).menu_tree[0]?.subcategories.map((n) => n.id)).toEqual([
      51, 52,
    ])
  })
})

describe(`a menu tree deeper than the shop reads: its first MENU_LEVELS (${MENU_LEVELS}) levels (session 70's transport audit)`, () => {
  /** A chain of `levels` entries, each the only entry of the one above it, as the back end's JSON text. */
  const chain = (levels: number, url = 'c') =>
    JSON.parse(
      `[${`{"id":1,"title":"C","url":"${url}","subcategories":[`.repeat(levels - 1)}{"id":2,"title":"L","url":"l","subcategories":[]}${']}'.repeat(levels - 1)}]`,
    )
  const depth = (tree: { subcategories: unknown[] }[]): number =>
    tree.length === 0 ? 0 : 1 + depth(tree[0]!.subcategories as { subcategories: unknown[] }[])
  it.each([20_000, 600])('%i levels read as the first ones, not a stack overflow (every page was a 500)', (levels) => {
    expect(depth(globalSettingsSchema.parse({ menu_tree: chain(levels) }).menu_tree)).toBe(MENU_LEVELS)
    expect(depth(menuTreeSchema.parse(chain(levels)))).toBe(MENU_LEVELS)
  })
  it('entries without a url of their own in a deep chain: cut first, then folded (no overflow either)', () => {
    expect(() => menuTreeSchema.parse(chain(20_000, ''))).not.toThrow()
  })
  it('a tree within the levels is read whole', () => {
    expect(depth(menuTreeSchema.parse(chain(MENU_LEVELS)))).toBe(MENU_LEVELS)
  })
})

describe(`a value taken as any JSON is at most JSON_LEVELS (${JSON_LEVELS}) deep (session 70's transport audit)`, () => {
  /** `{"a":[{"a":[ ... 1 ... ]}]}`: two levels a repeat, as the back end's JSON text. */
  const deep = (repeats: number) => JSON.parse(`${'{"a":['.repeat(repeats)}1${']}'.repeat(repeats)}`)
  // 700 repeats passed the schema whole, and every page's shell data then failed to serialize
  // (seroval's depth limit of 1000): a 500 on every page.
  it('credits, delivery_price: a deeper value is the field default; the rest of the settings stay', () => {
    const read = parse({ project: 'A', credits: [{ months: 6 }, deep(700)], delivery_price: deep(700) })
    expect([read.project, read.credits, read.delivery_price]).toEqual(['A', [], undefined])
  })
  it('cart_settings: a deeper key of its own is null; server_cart and the others stay', () => {
    const read = parse({ cart_settings: { server_cart: true, note: { x: 1 }, deep: deep(700) } })
    expect(read.cart_settings).toMatchObject({ server_cart: true, note: { x: 1 }, deep: null })
  })
  it('a value within the levels is taken as it is', () => {
    const within = deep(JSON_LEVELS / 2)
    expect(parse({ credits: [within], delivery_price: within }).credits).toEqual([within])
    expect(withinLevels(within)).toBe(true)
    expect(withinLevels(deep(JSON_LEVELS / 2 + 1))).toBe(false)
    expect([withinLevels(1), withinLevels([]), withinLevels([[]], 1)]).toEqual([true, true, false])
  })
})

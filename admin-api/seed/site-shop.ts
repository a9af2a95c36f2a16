import { MARKETS, type Market } from './market.ts'
import type { T4 } from './schema.ts'
import type { SiteLocale } from './site-look.ts'
import { iso } from './text.ts'

/** The cart's note under the delivery form (`/mi/delivery_info_text`), by market. */
const DELIVERY_INFO: Record<Market, T4> = {
  md: [
    'Livrăm în toată Moldova în 1-3 zile.',
    'Доставляем по всей Молдове за 1-3 дня.',
    'Доставляємо по всій Молдові за 1-3 дні.',
    'We deliver across Moldova in 1-3 days.',
  ],
  ua: [
    'Livrăm în toată Ucraina în 1-3 zile.',
    'Доставляем по всей Украине за 1-3 дня.',
    'Доставляємо по всій Україні за 1-3 дні.',
    'We deliver across Ukraine in 1-3 days.',
  ],
  ro: [
    'Livrăm în toată România în 1-3 zile.',
    'Доставляем по всей Румынии за 1-3 дня.',
    'Доставляємо по всій Румунії за 1-3 дні.',
    'We deliver across Romania in 1-3 days.',
  ],
}

/** Promotions: odd ones running until 2030, even ones expired. */
export function promotions({ siteId, look, tl, productsOf, C }: SiteLocale): void {
  const promoT: T4 = ['Promoție', 'Акция', 'Акція', 'Promotion']
  for (let p = 1; p <= 6; p++) {
    const future = p % 2 === 1
    const expire = future ? iso(Date.UTC(2030, p, 1)) : iso(Date.UTC(2024, p, 1))
    C(
      'promotion',
      p,
      {
        title: `${tl(promoT)} ${p} - ${look.name}`,
        slug: `promo-${siteId}-${p}`,
        img: `/images/promotion/${p}.svg`,
        description: `<p>${tl(promoT)} ${p}</p>`,
        expireDate: expire,
        startDate: iso(Date.UTC(2024, 0, 1)),
        product_ids: productsOf(8, p),
      },
      { slug: `promo-${siteId}-${p}`, sort: -p },
    )
  }
}

/** Sliders, banners, advantages, home categories, popular queries, payment and delivery options, lists, credit. */
export function shopContent({ siteId, si, look, tl, themeLeaves, productsOf, C }: SiteLocale): void {
  // product sliders
  const sliders: [string, T4][] = [
    ['hits', ['Hituri', 'Хиты продаж', 'Хіти продажу', 'Best sellers']],
    ['recommended', ['Recomandate', 'Рекомендуем', 'Рекомендуємо', 'Recommended']],
    [
      'product_page',
      ['Vă mai pot interesa', 'Вас также может заинтересовать', 'Вас також може зацікавити', 'You may also like'],
    ],
  ]
  sliders.forEach(([slug, t], i) => {
    C(
      'slider',
      i + 1,
      { carouselName: tl(t), slug, product_ids: productsOf(12, i + 3), is_product_page: slug === 'product_page' },
      { grp: slug },
    )
  })
  // banners / slides
  const showOn = ['top', 'main', 'main', 'main', 'bottom', 'left_banner', 'right_banner', null]
  // Drawn in the site's own colours with its name, so the six demo shops do not share one banner art.
  const art = (i: number, mobile: boolean) =>
    `/images/banner/${i + 1}.svg?tone=${(i % 2 ? look.secondary : look.primary).slice(1)}&text=${encodeURIComponent(`${look.name} ${i + 1}`)}${mobile ? '&m=1' : ''}`
  showOn.forEach((so, i) => {
    C(
      'slide',
      i + 1,
      {
        title: `${tl(['Banner', 'Баннер', 'Банер', 'Banner'])} ${i + 1}`,
        img: art(i, false),
        img_mobile: art(i, true),
        url: `/promotions`,
        show_on: so,
        category_id: themeLeaves[i % Math.max(1, themeLeaves.length)] ?? null,
      },
      { grp: so },
    )
  })
  const advKeys = ['product_why_we', 'product_page', 'main_page', 'category_page']
  const advT: T4[] = [
    ['Livrare rapidă', 'Быстрая доставка', 'Швидка доставка', 'Fast delivery'],
    ['Garanție oficială', 'Официальная гарантия', 'Офіційна гарантія', 'Official warranty'],
    ['Plata în rate', 'Оплата в рассрочку', 'Оплата частинами', 'Pay in instalments'],
    ['Retur 14 zile', 'Возврат 14 дней', 'Повернення 14 днів', '14-day returns'],
  ]
  let advId = 0
  for (const key of advKeys)
    advT.forEach((t, i) => {
      C(
        'advantage',
        ++advId,
        { title: tl(t), description: `${tl(t)} - ${look.name}`, icon: `/images/advantage/${i + 1}.svg` },
        { grp: key, sort: i },
      )
    })
  C('similar_category', 1, { view_mode: si % 2 ? 'grid' : 'carousel', category_ids: themeLeaves.slice(0, 4) })
  C('carousel_category', 1, { category_ids: themeLeaves.slice(0, 6) })
  const pq: T4[] = [
    // words the product titles carry (a popular query that finds nothing is a dead end: issue 28)
    ['smartphone', 'смартфон', 'смартфон', 'smartphone'],
    ['laptop', 'ноутбук', 'ноутбук', 'laptop'],
    ['cafea', 'кофе', 'кава', 'coffee'],
    ['multivitamine', 'мультивитамины', 'мультивітаміни', 'multivitamins'],
    ['canapea', 'диван', 'диван', 'sofa'],
    ['hârtie', 'бумага', 'папір', 'paper'],
  ]
  pq.forEach((t, i) => {
    C('popular_query', i + 1, { query: tl(t), count: 1000 - i * 90 })
  })
  C('payment_system', 1, {
    id: 1,
    slug: 'cash',
    type: 'offline',
    title: tl(['Numerar la livrare', 'Наличными при получении', 'Готівкою при отриманні', 'Cash on delivery']),
    img: '/images/payment/1.svg',
  })
  C('payment_system', 2, {
    id: 2,
    slug: 'card_online',
    type: 'online',
    title: tl(['Card online', 'Картой онлайн', 'Карткою онлайн', 'Card online']),
    img: '/images/payment/2.svg',
  })
  C('payment_system', 3, {
    id: 3,
    slug: 'bank_transfer',
    type: 'offline',
    title: tl(['Transfer bancar', 'Банковский перевод', 'Банківський переказ', 'Bank transfer']),
    img: '/images/payment/3.svg',
    only_company: true,
  })
  C('delivery_service', 1, {
    brand_services: [
      ...(MARKETS[look.market].carrier
        ? [{ id: 1, slug: 'novapost', title: 'Nova Post', types: ['courier', 'warehouse', 'postmachine'] }]
        : []),
      {
        id: 2,
        slug: 'own_courier',
        title: tl(['Curier propriu', 'Собственный курьер', 'Власний курʼєр', 'Own courier']),
        types: ['courier'],
      },
    ],
    countries: [
      { code: 'MD', title: 'Moldova' },
      { code: 'UA', title: tl(['Ucraina', 'Украина', 'Україна', 'Ukraine']) },
      { code: 'RO', title: tl(['România', 'Румыния', 'Румунія', 'Romania']) },
    ],
  })
  C('custom_instance', 1, {
    title: tl(['Colecția de iarnă', 'Зимняя коллекция', 'Зимова колекція', 'Winter collection']),
    html: '<p>Winter</p>',
    product_ids: productsOf(6, 1),
  })
  C('custom_instance', 2, {
    title: tl(['Oferta săptămânii', 'Предложение недели', 'Пропозиція тижня', 'Offer of the week']),
    html: '<p>Week</p>',
    product_ids: productsOf(6, 2),
  })
  C('product_of_the_day', 1, {
    product_id: productsOf(1, siteId)[0] ?? 1,
    date: '2026-11-01',
    expireDate: iso(Date.UTC(2030, 0, 1)),
  })
  C('credit_company', 1, { id: 1, title: 'Iute Credit', rate: 0.19, months: [6, 12, 24], min_price: 500 })
  C('credit_company', 2, { id: 2, title: 'Easy Credit', rate: 0, months: [3, 6, 12], min_price: 1000 })
  C('delivery_info_text', 1, { text: tl(DELIVERY_INFO[look.market]) })
}

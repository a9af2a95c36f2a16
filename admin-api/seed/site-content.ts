import { MARKETS, type Market } from './market.ts'
import type { T4 } from './schema.ts'
import type { SiteLocale } from './site-look.ts'
import { iso, SEED_BASE_TIME, slugify } from './text.ts'

/** The vacancies' pay (the first one's, then a step up each) and the languages they ask for, by market. */
const JOBS: Record<Market, { pay: number; step: number; currency: string; langs: string }> = {
  md: { pay: 8000, step: 2000, currency: 'MDL', langs: 'ro/ru' },
  ua: { pay: 20000, step: 5000, currency: 'UAH', langs: 'uk' },
  ro: { pay: 4000, step: 1000, currency: 'RON', langs: 'ro' },
}

/** Articles, FAQ, services, order guide, sellers, contacts, reviews, vacancies, gallery and partners. */
export function editorialContent({ siteId, theme, look, tl, productsOf, C }: SiteLocale): void {
  const market = MARKETS[look.market]
  const phones = market.phones(siteId)
  const statuses = [
    { id: 1, name: tl(['Noutăți', 'Новости', 'Новини', 'News']), slug: 'news' },
    { id: 2, name: tl(['Sfaturi', 'Советы', 'Поради', 'Tips']), slug: 'tips' },
    { id: 3, name: tl(['Recenzii', 'Обзоры', 'Огляди', 'Reviews']), slug: 'reviews' },
  ]
  C('article_status', 1, statuses[0]!)
  C('article_status', 2, statuses[1]!)
  C('article_status', 3, statuses[2]!)
  const artT: T4 = ['Articol', 'Статья', 'Стаття', 'Article']
  for (let a = 1; a <= 18; a++) {
    const status = statuses[(a - 1) % 3]!
    const title = `${tl(artT)} ${a}: ${look.name} ${tl([['noutăți', 'sfaturi', 'recenzii'][(a - 1) % 3]!, ['новости', 'советы', 'обзоры'][(a - 1) % 3]!, ['новини', 'поради', 'огляди'][(a - 1) % 3]!, ['news', 'tips', 'reviews'][(a - 1) % 3]!])}`
    const slug = `${slugify(title)}-${siteId}-${a}`
    C(
      'article',
      a,
      {
        title,
        slug,
        status: status,
        img: `/images/article/${a}.svg`,
        short_description: `${title} - ${tl(['pe scurt', 'кратко', 'коротко', 'in short'])}.`,
        content: `<p>${title}.</p><p>${tl(['Text complet al articolului.', 'Полный текст статьи.', 'Повний текст статті.', 'Full article text.'])}</p>`,
        created_at: iso(SEED_BASE_TIME - a * 5 * 86_400_000),
        seo_title: title,
        seo_description: title,
        seo_keywords: 'shop, news',
      },
      { grp: a % 3 === 0 ? 'blog' : 'news', slug, status: status.id, sort: a },
    )
  }
  const faqQ: [T4, T4][] = [
    [
      ['Cum plasez o comandă?', 'Как оформить заказ?', 'Як оформити замовлення?', 'How do I place an order?'],
      [
        'Adăugați produsele în coș și urmați pașii.',
        'Добавьте товары в корзину и следуйте шагам.',
        'Додайте товари в кошик і дотримуйтесь кроків.',
        'Add products to the cart and follow the steps.',
      ],
    ],
    [
      [
        'Care sunt metodele de plată?',
        'Какие способы оплаты?',
        'Які способи оплати?',
        'Which payment methods are there?',
      ],
      ['Numerar sau card online.', 'Наличные или карта онлайн.', 'Готівка або картка онлайн.', 'Cash or card online.'],
    ],
    [
      ['Cât durează livrarea?', 'Сколько длится доставка?', 'Скільки триває доставка?', 'How long does delivery take?'],
      ['1-3 zile lucrătoare.', '1-3 рабочих дня.', '1-3 робочі дні.', '1-3 working days.'],
    ],
    [
      ['Pot returna un produs?', 'Можно ли вернуть товар?', 'Чи можна повернути товар?', 'Can I return a product?'],
      ['Da, în 14 zile.', 'Да, в течение 14 дней.', 'Так, протягом 14 днів.', 'Yes, within 14 days.'],
    ],
  ]
  faqQ.forEach(([q, a], i) => {
    C('faq', i + 1, { question: tl(q), answer: tl(a) })
  })
  const svc: T4[] = [
    ['Instalare', 'Установка', 'Встановлення', 'Installation'],
    ['Reparații', 'Ремонт', 'Ремонт', 'Repairs'],
    ['Consultanță', 'Консультация', 'Консультація', 'Consulting'],
    ['Livrare expres', 'Экспресс-доставка', 'Експрес-доставка', 'Express delivery'],
  ]
  svc.forEach((t, i) => {
    C('service', i + 1, {
      title: tl(t),
      description: `${tl(t)} - ${look.name}`,
      price: 100 * (i + 1),
      img: `/images/service/${i + 1}.svg`,
    })
  })
  const guide: T4[] = [
    ['Alegeți produsul', 'Выберите товар', 'Оберіть товар', 'Choose a product'],
    ['Adăugați în coș', 'Добавьте в корзину', 'Додайте в кошик', 'Add to cart'],
    ['Completați datele', 'Заполните данные', 'Заповніть дані', 'Fill in your details'],
    ['Confirmați comanda', 'Подтвердите заказ', 'Підтвердіть замовлення', 'Confirm the order'],
  ]
  guide.forEach((t, i) => {
    C('order_guide', i + 1, { step: i + 1, title: tl(t), description: tl(t), img: `/images/guide/${i + 1}.svg` })
  })
  ;['Ion', 'Maria', 'Victor', 'Elena'].forEach((n, i) => {
    C('seller', i + 1, {
      id: i + 1,
      name: `${n} (${look.name})`,
      phone: phones.seller(i),
      img: `/images/seller/${i + 1}.svg`,
    })
  })
  const groups: T4[] = [
    ['Vânzări', 'Продажи', 'Продажі', 'Sales'],
    ['Suport', 'Поддержка', 'Підтримка', 'Support'],
  ]
  groups.forEach((t, i) => {
    C('contact_group', i + 1, { title: tl(t) })
  })
  for (let i = 1; i <= 4; i++)
    C(
      'contact',
      i,
      {
        title: `${tl(groups[(i - 1) % 2]!)} ${i}`,
        group_id: ((i - 1) % 2) + 1,
        phone: phones.contact(i),
        email: `contact${i}@${theme}.example.com`,
        address: tl(market.street),
        schedule: '09:00-18:00',
      },
      { grp: String(((i - 1) % 2) + 1) },
    )
  C('page_contact', 1, {
    title: tl(['Contacte', 'Контакты', 'Контакти', 'Contacts']),
    address: `${tl(market.capital)}, ${tl(market.street)}`,
    phones: [phones.main],
    emails: [`info@${theme}.example.com`],
    map: market.map,
    schedule: [{ days: tl(['Luni-Vineri', 'Пн-Пт', 'Пн-Пт', 'Mon-Fri']), hours: '09:00-18:00' }],
  })
  for (let i = 1; i <= 4; i++)
    C('video_review', i, {
      title: `${tl(['Video recenzie', 'Видеообзор', 'Відеоогляд', 'Video review'])} ${i}`,
      url: `https://www.youtube.com/watch?v=demo${theme}${i}`,
      preview: `/images/video/${i}.svg`,
      product_id: productsOf(4, i)[i - 1] ?? 1,
    })
  const rv = [
    'Servire excelentă!',
    'Отличный магазин, быстрая доставка.',
    'Чудовий сервіс.',
    'Great shop, will order again.',
    'Prețuri bune.',
    'Рекомендую.',
  ]
  rv.forEach((text, i) => {
    C('customer_review', i + 1, {
      author: ['Ana', 'Сергей', 'Олена', 'John', 'Mihai', 'Ольга'][i],
      text,
      rating: 4 + (i % 2),
      created_at: iso(SEED_BASE_TIME - i * 9 * 86_400_000),
    })
  })
  const vac: T4[] = [
    ['Consultant vânzări', 'Продавец-консультант', 'Продавець-консультант', 'Sales consultant'],
    ['Curier', 'Курьер', "Кур'єр", 'Courier'],
    ['Manager de depozit', 'Менеджер склада', 'Менеджер складу', 'Warehouse manager'],
  ]
  const jobs = JOBS[look.market]
  vac.forEach((t, i) => {
    C('vacancy', i + 1, {
      title: tl(t),
      description: `<p>${tl(t)} - ${look.name}</p>`,
      salary: `${jobs.pay + i * jobs.step}\u00a0${jobs.currency}`,
      city: tl(market.capital),
      show_on_main_page: i === 0,
      requirements: ['18+', jobs.langs],
    })
  })
  for (let g = 1; g <= 3; g++)
    C('gallery', g, {
      title: `${tl(['Galerie', 'Галерея', 'Галерея', 'Gallery'])} ${g}`,
      cover: `/images/gallery/${g * 10}.svg`,
      images: Array.from({ length: 4 }, (_, k) => ({
        id: g * 10 + k,
        url: `/images/gallery/${g * 10 + k}.svg`,
        title: `${g}.${k + 1}`,
      })),
    })
  for (let p = 1; p <= 6; p++)
    C(
      'partner',
      p,
      {
        name: `Partner ${p}`,
        logo: `/images/partner/${p}.svg`,
        url: `https://partner${p}.example.com`,
        region: { id: [3, 1, 2][p % 3], title: tl(market.capital) },
      },
      { grp: String([3, 1, 2][p % 3]) },
    )
}

/** Pages built in the admin (one without layout, one with a hostile html payload for the sanitiser). */
export function cmsPages({ tl, C }: SiteLocale): void {
  const pages: [string, T4, string, boolean, boolean][] = [
    ['warranty', ['Garanție', 'Гарантия', 'Гарантія', 'Warranty'], '<h1>Garanție</h1><p>24 luni.</p>', false, true],
    [
      'landing/black-friday',
      ['Black Friday', 'Чёрная пятница', 'Чорна пʼятниця', 'Black Friday'],
      '<section class="landing"><h1>Black Friday</h1><p>-50%</p></section>',
      true,
      false,
    ],
    [
      'xss-test',
      ['Test de securitate', 'Тест безопасности', 'Тест безпеки', 'Security test'],
      '<p>Safe text</p><script>alert("xss")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">link</a>',
      false,
      true,
    ],
    [
      'how-to-order',
      ['Cum comand', 'Как заказать', 'Як замовити', 'How to order'],
      '<ol><li>Select</li><li>Pay</li></ol>',
      false,
      true,
    ],
  ]
  pages.forEach(([slug, t, html, ignore, crumbs], i) => {
    C(
      'page',
      i + 1,
      {
        title: tl(t),
        slug,
        html,
        ignore_layout: ignore,
        show_breadcrumbs: crumbs,
        seo_title: tl(t),
        seo_description: tl(t),
      },
      { slug },
    )
  })
}

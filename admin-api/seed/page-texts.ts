/**
 * Body texts of the demo shops' seven static pages (about us, terms and privacy, delivery, credit, discounts,
 * insurance, service centre) in ro, ru, uk and en. The facts (delivery prices, free-delivery thresholds, payment
 * methods, credit partners, pickup address and hours) match the seeded site settings in site-settings.ts and
 * market.ts.
 * Bodies are HTML fragments without an <h1>: the storefront prints the page title itself. No phone numbers:
 * they differ per site, so the texts link to /contacts instead. What depends on the shop's country (its city
 * and address, delivery, currency) comes from its market (market.ts, MARKET_TEXT below).
 */
import { MARKETS, type Market } from './market.ts'
import type { T4 } from './schema.ts'

export type PageKind =
  | 'about_us_page'
  | 'terms_and_privacy_policy'
  | 'delivery_page'
  | 'credit_page'
  | 'discount_page'
  | 'insurance_page'
  | 'service_center_page'

/** The body HTML of a static page in ro, ru, uk and en, for the shop `name` of demo theme `theme` in `market`. */
export function pageBody(kind: PageKind, name: string, theme: string, market: Market): T4 {
  return PAGES[kind](name, theme, market)
}

/** Joins a template's lines into one string, dropping the line breaks and indentation between tags. */
function html(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return String.raw({ raw: strings }, ...values)
    .replace(/\s*\n\s*/g, ' ')
    .replace(/>\s+</g, '><')
    .trim()
}

/** What the shop is, by demo theme: the one phrase of the about page that differs between the demos. */
const SHOP_IS: Record<string, T4> = {
  electro: [
    'un magazin online de electronică și electrocasnice',
    'интернет-магазин электроники и бытовой техники',
    'інтернет-магазин електроніки та побутової техніки',
    'an online shop for electronics and home appliances',
  ],
  home: [
    'un magazin online de produse pentru casă',
    'интернет-магазин товаров для дома',
    'інтернет-магазин товарів для дому',
    'an online shop for home goods',
  ],
  pharma: [
    'o farmacie online de unde puteți comanda medicamente, vitamine și produse de îngrijire',
    'онлайн-аптека, где можно заказать лекарства, витамины и средства по уходу',
    'онлайн-аптека, де можна замовити ліки, вітаміни та засоби догляду',
    'an online pharmacy where you can order medicines, vitamins and care products',
  ],
  business: [
    'un magazin online de produse și consumabile pentru companii',
    'интернет-магазин товаров и расходных материалов для компаний',
    'інтернет-магазин товарів і витратних матеріалів для компаній',
    'an online shop for goods and supplies for companies',
  ],
  meals: [
    'un serviciu de livrare a mâncării gata preparate și a meniurilor pentru fiecare zi',
    'сервис доставки готовой еды и рационов питания на каждый день',
    'сервіс доставки готової їжі та раціонів харчування на кожен день',
    'a delivery service for ready meals and daily meal plans',
  ],
  market: [
    'o platformă de anunțuri unde persoanele fizice și companiile vând și cumpără bunuri',
    'онлайн-доска объявлений, где частные лица и компании продают и покупают товары',
    'онлайн-дошка оголошень, де приватні особи та компанії продають і купують товари',
    'a marketplace of classified adverts where individuals and companies buy and sell goods',
  ],
}
const SHOP_IS_DEFAULT: T4 = ['un magazin online', 'интернет-магазин', 'інтернет-магазин', 'an online shop']

/** The extra sentence of the pharmacy's returns section. */
const NO_MEDICINE_RETURNS: T4 = [
  ' Medicamentele nu pot fi returnate sau schimbate.',
  ' Лекарственные препараты возврату и обмену не подлежат.',
  ' Лікарські засоби поверненню та обміну не підлягають.',
  ' Medicines cannot be returned or exchanged.',
]

const MD = MARKETS.md.deliveryPrice
const UA = MARKETS.ua.deliveryPrice
const RO = MARKETS.ro.deliveryPrice

/**
 * What the pages say about the shop's country: where it is and delivers (the about page), its currency
 * (terms), and the delivery page's sections before pickup. The Ukrainian shop also delivers by the postal
 * carrier, whose price the cart asks for (admin-api/src/routes/carrier.ts): no figure of it here. The
 * Romanian shop's lei are "lei" in Romanian and RON in the other languages ("лей" would read as Moldova's).
 */
const MARKET_TEXT: Record<Market, { based: T4; deliveryPoint: T4; currencyIn: T4; delivery: T4 }> = {
  md: {
    based: [
      'Suntem din Chișinău, livrăm în toată Republica Moldova',
      'Мы работаем в Кишинёве, доставляем заказы по всей Молдове',
      'Ми працюємо в Кишиневі, доставляємо замовлення по всій Молдові',
      'We are based in Chișinău, deliver all over Moldova',
    ],
    deliveryPoint: [
      `Livrare în Chișinău, în suburbii și în regiuni, gratuită în Chișinău de la ${MD.free_delivery}\u00a0lei.`,
      `Доставка по Кишинёву, в пригороды и регионы; по Кишинёву — бесплатно от ${MD.free_delivery}\u00a0лей.`,
      `Доставка по Кишиневу, у передмістя та регіони; по Кишиневу — безкоштовно від ${MD.free_delivery}\u00a0лей.`,
      `Delivery in Chișinău, to the suburbs and to the regions, free in Chișinău on orders from ${MD.free_delivery}\u00a0lei.`,
    ],
    currencyIn: ['lei', 'леях', 'леях', 'lei'],
    delivery: [
      html`
        <h2>Costul livrării</h2>
        <ul>
          <li>Livrare standard în Chișinău: <strong>${MD.standart.kishinev}\u00a0lei</strong>, gratuită pentru comenzile de la ${MD.free_delivery}\u00a0lei.</li>
          <li>Livrare expres în Chișinău: <strong>${MD.express.kishinev}\u00a0lei</strong>.</li>
          <li>Suburbiile Chișinăului: <strong>${MD.suburbs}\u00a0lei</strong>, gratuită de la ${MD.free_delivery_suburbs}\u00a0lei.</li>
          <li>Alte localități din Moldova: <strong>${MD.region}\u00a0lei</strong>, gratuită de la ${MD.free_delivery_region}\u00a0lei.</li>
        </ul>
        <h2>Termene de livrare</h2>
        <p>După plasarea comenzii, un operator vă contactează pentru a o confirma și a stabili ziua și ora livrării. Dacă aveți nevoie urgent de comandă, alegeți livrarea expres în Chișinău.</p>
      `,
      html`
        <h2>Стоимость доставки</h2>
        <ul>
          <li>Стандартная доставка по Кишинёву: <strong>${MD.standart.kishinev}\u00a0лей</strong>, бесплатно при заказе от ${MD.free_delivery}\u00a0лей.</li>
          <li>Экспресс-доставка по Кишинёву: <strong>${MD.express.kishinev}\u00a0лей</strong>.</li>
          <li>Пригороды Кишинёва: <strong>${MD.suburbs}\u00a0лей</strong>, бесплатно от ${MD.free_delivery_suburbs}\u00a0лей.</li>
          <li>Другие населённые пункты Молдовы: <strong>${MD.region}\u00a0лей</strong>, бесплатно от ${MD.free_delivery_region}\u00a0лей.</li>
        </ul>
        <h2>Сроки доставки</h2>
        <p>После оформления заказа оператор свяжется с вами, чтобы подтвердить его и согласовать день и время доставки. Если заказ нужен срочно, выбирайте экспресс-доставку по Кишинёву.</p>
      `,
      html`
        <h2>Вартість доставки</h2>
        <ul>
          <li>Стандартна доставка по Кишиневу: <strong>${MD.standart.kishinev}\u00a0лей</strong>, безкоштовно для замовлень від ${MD.free_delivery}\u00a0лей.</li>
          <li>Експрес-доставка по Кишиневу: <strong>${MD.express.kishinev}\u00a0лей</strong>.</li>
          <li>Передмістя Кишинева: <strong>${MD.suburbs}\u00a0лей</strong>, безкоштовно від ${MD.free_delivery_suburbs}\u00a0лей.</li>
          <li>Інші населені пункти Молдови: <strong>${MD.region}\u00a0лей</strong>, безкоштовно від ${MD.free_delivery_region}\u00a0лей.</li>
        </ul>
        <h2>Терміни доставки</h2>
        <p>Після оформлення замовлення оператор звʼяжеться з вами, щоб підтвердити його та погодити день і час доставки. Якщо замовлення потрібне терміново, обирайте експрес-доставку по Кишиневу.</p>
      `,
      html`
        <h2>Delivery cost</h2>
        <ul>
          <li>Standard delivery in Chișinău: <strong>${MD.standart.kishinev}\u00a0lei</strong>, free on orders from ${MD.free_delivery}\u00a0lei.</li>
          <li>Express delivery in Chișinău: <strong>${MD.express.kishinev}\u00a0lei</strong>.</li>
          <li>Chișinău suburbs: <strong>${MD.suburbs}\u00a0lei</strong>, free from ${MD.free_delivery_suburbs}\u00a0lei.</li>
          <li>Other towns and villages in Moldova: <strong>${MD.region}\u00a0lei</strong>, free from ${MD.free_delivery_region}\u00a0lei.</li>
        </ul>
        <h2>Delivery times</h2>
        <p>After you place an order, an operator will contact you to confirm it and agree on the day and time of delivery. If you need your order urgently, choose express delivery in Chișinău.</p>
      `,
    ],
  },
  ua: {
    based: [
      'Suntem din Kiev, livrăm în toată Ucraina',
      'Мы работаем в Киеве, доставляем заказы по всей Украине',
      'Ми працюємо в Києві, доставляємо замовлення по всій Україні',
      'We are based in Kyiv, deliver all over Ukraine',
    ],
    deliveryPoint: [
      `Livrare cu Nova Poșta sau cu curierul nostru în toată Ucraina, gratuită în Kiev de la ${UA.free_delivery}\u00a0UAH.`,
      `Доставка Новой почтой или нашим курьером по всей Украине; по Киеву — бесплатно от ${UA.free_delivery}\u00a0грн.`,
      `Доставка Новою поштою або нашим курʼєром по всій Україні; по Києву — безкоштовно від ${UA.free_delivery}\u00a0грн.`,
      `Delivery by Nova Post or by our courier all over Ukraine, free in Kyiv on orders from UAH\u00a0${UA.free_delivery}.`,
    ],
    currencyIn: ['grivne (UAH)', 'гривнах', 'гривнях', 'hryvnias (UAH)'],
    delivery: [
      html`
        <h2>Nova Poșta</h2>
        <p>Livrăm în toată Ucraina cu Nova Poșta: la o filială, la un poștomat sau prin curier la ușă. Costul se calculează după tarifele transportatorului și depinde de greutatea și de valoarea declarată a coletului. Îl vedeți în coș imediat ce alegeți orașul și filiala, poștomatul sau adresa, iar suma se adaugă la totalul comenzii. De obicei, coletul ajunge la filială sau la poștomat într-o zi, iar cu curierul, în două zile. Un poștomat primește colete de cel mult 30 kg.</p>
        <h2>Curierul nostru</h2>
        <ul>
          <li>Livrare standard în Kiev: <strong>${UA.standart.kishinev}\u00a0UAH</strong>, gratuită pentru comenzile de la ${UA.free_delivery}\u00a0UAH.</li>
          <li>Livrare expres în Kiev: <strong>${UA.express.kishinev}\u00a0UAH</strong>.</li>
          <li>Suburbiile Kievului: <strong>${UA.suburbs}\u00a0UAH</strong>, gratuită de la ${UA.free_delivery_suburbs}\u00a0UAH.</li>
          <li>Alte localități din Ucraina: <strong>${UA.region}\u00a0UAH</strong>, gratuită de la ${UA.free_delivery_region}\u00a0UAH.</li>
        </ul>
        <p>După plasarea comenzii, un operator vă contactează pentru a o confirma și a stabili ziua și ora livrării. Dacă aveți nevoie urgent de comandă, alegeți livrarea expres în Kiev.</p>
      `,
      html`
        <h2>Новая почта</h2>
        <p>Доставляем по всей Украине Новой почтой: в отделение, в почтомат или курьером до двери. Стоимость рассчитывается по тарифам перевозчика и зависит от веса и объявленной стоимости посылки. Вы увидите её в корзине, как только выберете город и отделение, почтомат или адрес, и она войдёт в сумму заказа. Обычно посылка приходит в отделение или почтомат за 1 день, а курьер привозит её за 2 дня. Почтомат принимает посылки весом до 30 кг.</p>
        <h2>Наш курьер</h2>
        <ul>
          <li>Стандартная доставка по Киеву: <strong>${UA.standart.kishinev}\u00a0грн</strong>, бесплатно при заказе от ${UA.free_delivery}\u00a0грн.</li>
          <li>Экспресс-доставка по Киеву: <strong>${UA.express.kishinev}\u00a0грн</strong>.</li>
          <li>Пригороды Киева: <strong>${UA.suburbs}\u00a0грн</strong>, бесплатно от ${UA.free_delivery_suburbs}\u00a0грн.</li>
          <li>Другие населённые пункты Украины: <strong>${UA.region}\u00a0грн</strong>, бесплатно от ${UA.free_delivery_region}\u00a0грн.</li>
        </ul>
        <p>После оформления заказа оператор свяжется с вами, чтобы подтвердить его и согласовать день и время доставки. Если заказ нужен срочно, выбирайте экспресс-доставку по Киеву.</p>
      `,
      html`
        <h2>Нова пошта</h2>
        <p>Доставляємо по всій Україні Новою поштою: у відділення, у поштомат або курʼєром до дверей. Вартість розраховується за тарифами перевізника й залежить від ваги та оголошеної вартості посилки. Ви побачите її в кошику, щойно оберете місто й відділення, поштомат чи адресу, і її буде додано до суми замовлення. Зазвичай посилка надходить у відділення чи поштомат за 1 день, а курʼєр привозить її за 2 дні. Поштомат приймає посилки вагою до 30 кг.</p>
        <h2>Наш курʼєр</h2>
        <ul>
          <li>Стандартна доставка по Києву: <strong>${UA.standart.kishinev}\u00a0грн</strong>, безкоштовно для замовлень від ${UA.free_delivery}\u00a0грн.</li>
          <li>Експрес-доставка по Києву: <strong>${UA.express.kishinev}\u00a0грн</strong>.</li>
          <li>Передмістя Києва: <strong>${UA.suburbs}\u00a0грн</strong>, безкоштовно від ${UA.free_delivery_suburbs}\u00a0грн.</li>
          <li>Інші населені пункти України: <strong>${UA.region}\u00a0грн</strong>, безкоштовно від ${UA.free_delivery_region}\u00a0грн.</li>
        </ul>
        <p>Після оформлення замовлення оператор звʼяжеться з вами, щоб підтвердити його та погодити день і час доставки. Якщо замовлення потрібне терміново, обирайте експрес-доставку по Києву.</p>
      `,
      html`
        <h2>Nova Post</h2>
        <p>We deliver all over Ukraine with Nova Post: to a branch, to a parcel locker or by courier to your door. The cost follows the carrier's rates and depends on the parcel's weight and declared value. You will see it in your cart as soon as you choose the city and the branch, parcel locker or address, and it is added to the order total. A parcel usually reaches the branch or parcel locker in 1 day, and a courier brings it in 2 days. Parcel lockers take parcels of up to 30 kg.</p>
        <h2>Our courier</h2>
        <ul>
          <li>Standard delivery in Kyiv: <strong>UAH\u00a0${UA.standart.kishinev}</strong>, free on orders from UAH\u00a0${UA.free_delivery}.</li>
          <li>Express delivery in Kyiv: <strong>UAH\u00a0${UA.express.kishinev}</strong>.</li>
          <li>Kyiv suburbs: <strong>UAH\u00a0${UA.suburbs}</strong>, free from UAH\u00a0${UA.free_delivery_suburbs}.</li>
          <li>Other towns and villages in Ukraine: <strong>UAH\u00a0${UA.region}</strong>, free from UAH\u00a0${UA.free_delivery_region}.</li>
        </ul>
        <p>After you place an order, an operator will contact you to confirm it and agree on the day and time of delivery. If you need your order urgently, choose express delivery in Kyiv.</p>
      `,
    ],
  },
  ro: {
    based: [
      'Suntem din București, livrăm în toată România',
      'Мы работаем в Бухаресте, доставляем заказы по всей Румынии',
      'Ми працюємо в Бухаресті, доставляємо замовлення по всій Румунії',
      'We are based in Bucharest, deliver all over Romania',
    ],
    deliveryPoint: [
      `Livrare în București, în împrejurimi și în toată țara, gratuită în București de la ${RO.free_delivery}\u00a0lei.`,
      `Доставка по Бухаресту, в пригороды и по всей Румынии; по Бухаресту — бесплатно от ${RO.free_delivery}\u00a0RON.`,
      `Доставка по Бухаресту, у передмістя та по всій Румунії; по Бухаресту — безкоштовно від ${RO.free_delivery}\u00a0RON.`,
      `Delivery in Bucharest, to its suburbs and all over Romania, free in Bucharest on orders from RON\u00a0${RO.free_delivery}.`,
    ],
    currencyIn: ['lei (RON)', 'румынских леях (RON)', 'румунських леях (RON)', 'Romanian lei (RON)'],
    delivery: [
      html`
        <h2>Costul livrării</h2>
        <ul>
          <li>Livrare standard în București: <strong>${RO.standart.kishinev}\u00a0lei</strong>, gratuită pentru comenzile de la ${RO.free_delivery}\u00a0lei.</li>
          <li>Livrare expres în București: <strong>${RO.express.kishinev}\u00a0lei</strong>.</li>
          <li>Împrejurimile Bucureștiului (Voluntari, Otopeni, Popești-Leordeni, Chiajna): <strong>${RO.suburbs}\u00a0lei</strong>, gratuită de la ${RO.free_delivery_suburbs}\u00a0lei.</li>
          <li>Alte localități din România: <strong>${RO.region}\u00a0lei</strong>, gratuită de la ${RO.free_delivery_region}\u00a0lei.</li>
        </ul>
        <h2>Termene de livrare</h2>
        <p>După plasarea comenzii, un operator vă contactează pentru a o confirma și a stabili ziua și ora livrării. Dacă aveți nevoie urgent de comandă, alegeți livrarea expres în București.</p>
      `,
      html`
        <h2>Стоимость доставки</h2>
        <ul>
          <li>Стандартная доставка по Бухаресту: <strong>${RO.standart.kishinev}\u00a0RON</strong>, бесплатно при заказе от ${RO.free_delivery}\u00a0RON.</li>
          <li>Экспресс-доставка по Бухаресту: <strong>${RO.express.kishinev}\u00a0RON</strong>.</li>
          <li>Пригороды Бухареста (Волунтарь, Отопень, Попешть-Леордень, Кьяжна): <strong>${RO.suburbs}\u00a0RON</strong>, бесплатно от ${RO.free_delivery_suburbs}\u00a0RON.</li>
          <li>Другие населённые пункты Румынии: <strong>${RO.region}\u00a0RON</strong>, бесплатно от ${RO.free_delivery_region}\u00a0RON.</li>
        </ul>
        <h2>Сроки доставки</h2>
        <p>После оформления заказа оператор свяжется с вами, чтобы подтвердить его и согласовать день и время доставки. Если заказ нужен срочно, выбирайте экспресс-доставку по Бухаресту.</p>
      `,
      html`
        <h2>Вартість доставки</h2>
        <ul>
          <li>Стандартна доставка по Бухаресту: <strong>${RO.standart.kishinev}\u00a0RON</strong>, безкоштовно для замовлень від ${RO.free_delivery}\u00a0RON.</li>
          <li>Експрес-доставка по Бухаресту: <strong>${RO.express.kishinev}\u00a0RON</strong>.</li>
          <li>Передмістя Бухареста (Волунтарі, Отопені, Попешті-Леордені, Кяжна): <strong>${RO.suburbs}\u00a0RON</strong>, безкоштовно від ${RO.free_delivery_suburbs}\u00a0RON.</li>
          <li>Інші населені пункти Румунії: <strong>${RO.region}\u00a0RON</strong>, безкоштовно від ${RO.free_delivery_region}\u00a0RON.</li>
        </ul>
        <h2>Терміни доставки</h2>
        <p>Після оформлення замовлення оператор звʼяжеться з вами, щоб підтвердити його та погодити день і час доставки. Якщо замовлення потрібне терміново, обирайте експрес-доставку по Бухаресту.</p>
      `,
      html`
        <h2>Delivery cost</h2>
        <ul>
          <li>Standard delivery in Bucharest: <strong>RON\u00a0${RO.standart.kishinev}</strong>, free on orders from RON\u00a0${RO.free_delivery}.</li>
          <li>Express delivery in Bucharest: <strong>RON\u00a0${RO.express.kishinev}</strong>.</li>
          <li>Bucharest suburbs (Voluntari, Otopeni, Popesti-Leordeni, Chiajna): <strong>RON\u00a0${RO.suburbs}</strong>, free from RON\u00a0${RO.free_delivery_suburbs}.</li>
          <li>Other towns and villages in Romania: <strong>RON\u00a0${RO.region}</strong>, free from RON\u00a0${RO.free_delivery_region}.</li>
        </ul>
        <h2>Delivery times</h2>
        <p>After you place an order, an operator will contact you to confirm it and agree on the day and time of delivery. If you need your order urgently, choose express delivery in Bucharest.</p>
      `,
    ],
  },
}

const PAGES: Record<PageKind, (name: string, theme: string, market: Market) => T4> = {
  about_us_page: (name, theme, market) => {
    const [ro, ru, uk, en] = SHOP_IS[theme] ?? SHOP_IS_DEFAULT
    const { based, deliveryPoint } = MARKET_TEXT[market]
    const { address } = MARKETS[market]
    return [
      html`
        <p><strong>${name}</strong> este ${ro}. ${based[0]} și facem tot posibilul ca fiecare comandă să ajungă repede și fără bătăi de cap.</p>
        <h2>De ce să ne alegeți</h2>
        <ul>
          <li>Prețuri clare, fără costuri ascunse.</li>
          <li>${deliveryPoint[0]}</li>
          <li>Plata cu numerar sau cu cardul la livrare, cu cardul online sau prin transfer bancar pentru companii.</li>
          <li>Consultanți care vă ajută să alegeți și vă răspund la întrebări și după cumpărare.</li>
        </ul>
        <h2>Unde ne găsiți</h2>
        <p>Magazinul și punctul de ridicare se află pe ${address[0]}. Programul: luni-vineri, 09:00-18:00.</p>
        <h2>Suntem aici pentru dumneavoastră</h2>
        <p>Aveți o întrebare, o sugestie sau o reclamație? <a href="/contacts">Contactați-ne</a> și vă răspundem cât mai curând.</p>
      `,
      html`
        <p><strong>${name}</strong> — ${ru}. ${based[1]} и делаем всё, чтобы каждая покупка проходила быстро и без лишних хлопот.</p>
        <h2>Почему выбирают нас</h2>
        <ul>
          <li>Понятные цены без скрытых платежей.</li>
          <li>${deliveryPoint[1]}</li>
          <li>Оплата наличными или картой при получении, картой онлайн или банковским переводом для компаний.</li>
          <li>Консультанты, которые помогут с выбором и ответят на вопросы и после покупки.</li>
        </ul>
        <h2>Где нас найти</h2>
        <p>Магазин и пункт самовывоза находятся по адресу: ${address[1]}. Часы работы: пн-пт, 09:00-18:00.</p>
        <h2>Мы на связи</h2>
        <p>Есть вопрос, предложение или жалоба? <a href="/contacts">Свяжитесь с нами</a> — мы ответим как можно скорее.</p>
      `,
      html`
        <p><strong>${name}</strong> — ${uk}. ${based[2]} й робимо все, щоб кожна покупка була швидкою та без зайвого клопоту.</p>
        <h2>Чому обирають нас</h2>
        <ul>
          <li>Зрозумілі ціни без прихованих платежів.</li>
          <li>${deliveryPoint[2]}</li>
          <li>Оплата готівкою або карткою під час отримання, карткою онлайн або банківським переказом для компаній.</li>
          <li>Консультанти, які допоможуть із вибором і відповідять на запитання й після покупки.</li>
        </ul>
        <h2>Де нас знайти</h2>
        <p>Магазин і пункт самовивозу розташовані за адресою: ${address[2]}. Графік роботи: пн-пт, 09:00-18:00.</p>
        <h2>Ми на звʼязку</h2>
        <p>Маєте запитання, пропозицію чи скаргу? <a href="/contacts">Звʼяжіться з нами</a> — ми відповімо якнайшвидше.</p>
      `,
      html`
        <p><strong>${name}</strong> is ${en}. ${based[3]} and do our best to make every order quick and hassle-free.</p>
        <h2>Why shop with us</h2>
        <ul>
          <li>Clear prices with no hidden fees.</li>
          <li>${deliveryPoint[3]}</li>
          <li>Pay by cash or card on delivery, by card online, or by bank transfer for companies.</li>
          <li>Consultants who help you choose and answer your questions after the purchase too.</li>
        </ul>
        <h2>Where to find us</h2>
        <p>Our shop and pickup point are at ${address[3]}. Opening hours: Mon-Fri, 09:00-18:00.</p>
        <h2>Get in touch</h2>
        <p>Have a question, a suggestion or a complaint? <a href="/contacts">Contact us</a> and we will reply as soon as we can.</p>
      `,
    ]
  },

  terms_and_privacy_policy: (_name, theme, market) => {
    const [ro, ru, uk, en] = theme === 'pharma' ? NO_MEDICINE_RETURNS : (['', '', '', ''] as T4)
    const { currencyIn } = MARKET_TEXT[market]
    return [
      html`
        <h2>Comenzi</h2>
        <p>Puteți plasa o comandă pe site în orice moment. După aceea, un operator vă poate contacta pentru a preciza detaliile livrării. Comanda este acceptată după ce primiți confirmarea noastră.</p>
        <h2>Prețuri și plată</h2>
        <p>Toate prețurile de pe site sunt în ${currencyIn[0]}. Se aplică prețul afișat în momentul plasării comenzii. Puteți plăti cu numerar sau cu cardul la livrare ori cu cardul online, iar companiile și prin transfer bancar.</p>
        <h2>Returnarea produselor</h2>
        <p>Produsele nealimentare pot fi returnate în termen de 14 zile de la primire, dacă sunt în starea inițială: nefolosite, cu ambalajul și etichetele intacte. Pentru returnare, <a href="/contacts">contactați-ne</a>.${ro}</p>
        <h2>Datele personale</h2>
        <p>Folosim datele dumneavoastră (nume, telefon, adresă, e-mail) doar pentru a procesa și a livra comenzile. Newsletterul vi-l trimitem numai cu acordul dumneavoastră. Puteți cere oricând să vedeți ce date păstrăm despre dumneavoastră sau să le ștergem.</p>
        <h2>Cookie-uri</h2>
        <p>Site-ul folosește cookie-uri pentru a păstra coșul, limba aleasă și autentificarea, precum și pentru statistici anonime. Le puteți dezactiva din setările browserului, dar atunci unele funcții ale site-ului pot să nu funcționeze corect.</p>
      `,
      html`
        <h2>Заказы</h2>
        <p>Оформить заказ на сайте можно в любое время. После этого оператор может связаться с вами, чтобы уточнить детали доставки. Заказ считается принятым после нашего подтверждения.</p>
        <h2>Цены и оплата</h2>
        <p>Все цены на сайте указаны в ${currencyIn[1]}. Действует цена, указанная на момент оформления заказа. Оплатить заказ можно наличными или картой при получении или картой онлайн, а компании могут оплатить и банковским переводом.</p>
        <h2>Возврат товара</h2>
        <p>Непродовольственные товары можно вернуть в течение 14 дней с момента получения, если они в первоначальном состоянии: не были в использовании, сохранены упаковка и ярлыки. Чтобы оформить возврат, <a href="/contacts">свяжитесь с нами</a>.${ru}</p>
        <h2>Персональные данные</h2>
        <p>Ваши данные (имя, телефон, адрес, e-mail) мы используем только для обработки и доставки заказов. Рассылку отправляем только с вашего согласия. Вы в любой момент можете попросить показать, какие данные о вас мы храним, или удалить их.</p>
        <h2>Файлы cookie</h2>
        <p>Сайт использует файлы cookie, чтобы сохранять корзину, выбранный язык и вход в аккаунт, а также для анонимной статистики. Их можно отключить в настройках браузера, но тогда часть функций сайта может работать некорректно.</p>
      `,
      html`
        <h2>Замовлення</h2>
        <p>Оформити замовлення на сайті можна будь-коли. Після цього оператор може звʼязатися з вами, щоб уточнити деталі доставки. Замовлення вважається прийнятим після нашого підтвердження.</p>
        <h2>Ціни та оплата</h2>
        <p>Усі ціни на сайті вказані в ${currencyIn[2]}. Діє ціна, зазначена на момент оформлення замовлення. Оплатити замовлення можна готівкою або карткою під час отримання чи карткою онлайн, а компанії можуть оплатити й банківським переказом.</p>
        <h2>Повернення товару</h2>
        <p>Непродовольчі товари можна повернути протягом 14 днів з моменту отримання, якщо вони в початковому стані: не були у використанні, збережено упаковку та ярлики. Щоб оформити повернення, <a href="/contacts">звʼяжіться з нами</a>.${uk}</p>
        <h2>Персональні дані</h2>
        <p>Ваші дані (імʼя, телефон, адресу, e-mail) ми використовуємо лише для обробки та доставки замовлень. Розсилку надсилаємо тільки за вашою згодою. Ви будь-коли можете попросити показати, які дані про вас ми зберігаємо, або видалити їх.</p>
        <h2>Файли cookie</h2>
        <p>Сайт використовує файли cookie, щоб зберігати кошик, обрану мову та вхід в акаунт, а також для анонімної статистики. Їх можна вимкнути в налаштуваннях браузера, але тоді частина функцій сайту може працювати некоректно.</p>
      `,
      html`
        <h2>Orders</h2>
        <p>You can place an order on the site at any time. An operator may then contact you to confirm the delivery details. An order is accepted once you receive our confirmation.</p>
        <h2>Prices and payment</h2>
        <p>All prices on the site are in ${currencyIn[3]}. The price that applies is the one shown when you place the order. You can pay by cash or card on delivery or by card online; companies can also pay by bank transfer.</p>
        <h2>Returns</h2>
        <p>Non-food goods can be returned within 14 days of receipt if they are in their original condition: unused, with the packaging and labels intact. To arrange a return, <a href="/contacts">contact us</a>.${en}</p>
        <h2>Personal data</h2>
        <p>We use your data (name, phone, address, email) only to process and deliver your orders. We send newsletters only with your consent. You can ask us at any time to show you the data we hold about you or to delete it.</p>
        <h2>Cookies</h2>
        <p>The site uses cookies to remember your cart, your language and your sign-in, and for anonymous statistics. You can turn them off in your browser settings, but some parts of the site may then not work properly.</p>
      `,
    ]
  },

  delivery_page: (_name, _theme, market) => {
    const [ro, ru, uk, en] = MARKET_TEXT[market].delivery
    const { address } = MARKETS[market]
    return [
      html`
        ${ro}
        <h2>Ridicare din magazin</h2>
        <p>Puteți ridica gratuit comanda din magazinul nostru de pe ${address[0]}, luni-vineri, 09:00-18:00. Vă anunțăm când comanda este pregătită.</p>
        <h2>Plata</h2>
        <ul>
          <li>cu numerar sau cu cardul la livrare;</li>
          <li>cu cardul online, la plasarea comenzii;</li>
          <li>prin transfer bancar, pentru companii.</li>
        </ul>
        <p>Aveți întrebări despre livrare? <a href="/contacts">Contactați-ne</a>.</p>
      `,
      html`
        ${ru}
        <h2>Самовывоз</h2>
        <p>Заказ можно бесплатно забрать в нашем магазине по адресу: ${address[1]}, пн-пт, 09:00-18:00. Мы сообщим, когда заказ будет готов к выдаче.</p>
        <h2>Оплата</h2>
        <ul>
          <li>наличными или картой при получении;</li>
          <li>картой онлайн при оформлении заказа;</li>
          <li>банковским переводом — для компаний.</li>
        </ul>
        <p>Остались вопросы по доставке? <a href="/contacts">Свяжитесь с нами</a>.</p>
      `,
      html`
        ${uk}
        <h2>Самовивіз</h2>
        <p>Замовлення можна безкоштовно забрати в нашому магазині за адресою: ${address[2]}, пн-пт, 09:00-18:00. Ми повідомимо, коли замовлення буде готове до видачі.</p>
        <h2>Оплата</h2>
        <ul>
          <li>готівкою або карткою під час отримання;</li>
          <li>карткою онлайн під час оформлення замовлення;</li>
          <li>банківським переказом — для компаній.</li>
        </ul>
        <p>Маєте запитання щодо доставки? <a href="/contacts">Звʼяжіться з нами</a>.</p>
      `,
      html`
        ${en}
        <h2>Pickup</h2>
        <p>You can collect your order free of charge from our shop at ${address[3]}, Mon-Fri, 09:00-18:00. We will let you know when it is ready.</p>
        <h2>Payment</h2>
        <ul>
          <li>cash or card on delivery;</li>
          <li>card online when you place the order;</li>
          <li>bank transfer for companies.</li>
        </ul>
        <p>Any questions about delivery? <a href="/contacts">Contact us</a>.</p>
      `,
    ]
  },

  credit_page: () => [
    html`
      <p>Produsele care participă la program le puteți cumpăra în credit, prin partenerii noștri, fără să mergeți la bancă.</p>
      <h2>Partenerii noștri</h2>
      <ul>
        <li><strong>Iute Credit</strong> — pe 6, 12 sau 24 de luni.</li>
        <li><strong>Easy Credit</strong> — pe 3, 6 sau 12 luni.</li>
      </ul>
      <h2>Cum funcționează</h2>
      <ul>
        <li>Deschideți pagina produsului: calculatorul de credit arată plata lunară pentru fiecare termen.</li>
        <li>Adăugați produsul în coș și, la plasarea comenzii, alegeți cumpărarea în credit și partenerul.</li>
        <li>Completați cererea, iar partenerul o examinează și vă comunică decizia.</li>
        <li>După aprobare, vă livrăm comanda ca de obicei.</li>
      </ul>
      <h2>Bine de știut</h2>
      <p>Decizia de acordare a creditului și condițiile finale aparțin partenerului. Pentru cerere aveți nevoie de actul de identitate. Dacă aveți întrebări, <a href="/contacts">contactați-ne</a>.</p>
    `,
    html`
      <p>Товары, участвующие в программе, можно купить в кредит через наших партнёров, не посещая банк.</p>
      <h2>Наши партнёры</h2>
      <ul>
        <li><strong>Iute Credit</strong> — на 6, 12 или 24 месяца.</li>
        <li><strong>Easy Credit</strong> — на 3, 6 или 12 месяцев.</li>
      </ul>
      <h2>Как это работает</h2>
      <ul>
        <li>Откройте страницу товара: кредитный калькулятор покажет ежемесячный платёж для каждого срока.</li>
        <li>Добавьте товар в корзину и при оформлении заказа выберите покупку в кредит и партнёра.</li>
        <li>Заполните заявку — партнёр рассмотрит её и сообщит вам решение.</li>
        <li>После одобрения мы доставим заказ как обычно.</li>
      </ul>
      <h2>Полезно знать</h2>
      <p>Решение о выдаче кредита и окончательные условия определяет партнёр. Для заявки понадобится удостоверение личности. Если остались вопросы, <a href="/contacts">свяжитесь с нами</a>.</p>
    `,
    html`
      <p>Товари, що беруть участь у програмі, можна придбати в кредит через наших партнерів, не відвідуючи банк.</p>
      <h2>Наші партнери</h2>
      <ul>
        <li><strong>Iute Credit</strong> — на 6, 12 або 24 місяці.</li>
        <li><strong>Easy Credit</strong> — на 3, 6 або 12 місяців.</li>
      </ul>
      <h2>Як це працює</h2>
      <ul>
        <li>Відкрийте сторінку товару: кредитний калькулятор покаже щомісячний платіж для кожного терміну.</li>
        <li>Додайте товар до кошика й під час оформлення замовлення оберіть покупку в кредит і партнера.</li>
        <li>Заповніть заявку — партнер розгляне її та повідомить вам рішення.</li>
        <li>Після схвалення ми доставимо замовлення як зазвичай.</li>
      </ul>
      <h2>Корисно знати</h2>
      <p>Рішення про надання кредиту та остаточні умови визначає партнер. Для заявки знадобиться посвідчення особи. Якщо маєте запитання, <a href="/contacts">звʼяжіться з нами</a>.</p>
    `,
    html`
      <p>You can buy eligible products on credit through our partners, without a trip to the bank.</p>
      <h2>Our partners</h2>
      <ul>
        <li><strong>Iute Credit</strong> — for 6, 12 or 24 months.</li>
        <li><strong>Easy Credit</strong> — for 3, 6 or 12 months.</li>
      </ul>
      <h2>How it works</h2>
      <ul>
        <li>Open the product page: the credit calculator shows the monthly payment for each term.</li>
        <li>Add the product to your cart and, at checkout, choose to buy on credit and pick a partner.</li>
        <li>Fill in the application; the partner reviews it and tells you the decision.</li>
        <li>Once it is approved, we deliver your order as usual.</li>
      </ul>
      <h2>Good to know</h2>
      <p>The decision to grant credit and the final terms are up to the partner. You will need an identity document to apply. If you have any questions, <a href="/contacts">contact us</a>.</p>
    `,
  ],

  discount_page: () => [
    html`
      <p>Vrem ca fiecare cumpărătură să fie avantajoasă, de aceea aveți la dispoziție mai multe moduri de a economisi.</p>
      <h2>Puncte de fidelitate</h2>
      <p>Pentru fiecare comandă primiți puncte în contul dumneavoastră. Cu ele puteți achita o parte din următoarea comandă. Ca să acumulați puncte, plasați comenzile din contul personal.</p>
      <h2>Coduri promoționale</h2>
      <p>Codurile promoționale le publicăm în newsletter, pe rețelele sociale și în cadrul campaniilor. Introduceți codul în câmpul special din coș, iar reducerea se aplică imediat. Un cod poate avea o perioadă de valabilitate și o sumă minimă a comenzii.</p>
      <h2>Carduri de reducere</h2>
      <p>Dacă aveți un card de reducere, indicați numărul lui la plasarea comenzii sau arătați-l când ridicați comanda din magazin.</p>
      <h2>Condiții</h2>
      <p>Reducerile nu se cumulează întotdeauna: condițiile exacte ale fiecărei promoții sunt indicate în descrierea ei. Urmăriți pagina <a href="/special-offers">Promoții</a>, iar dacă aveți întrebări, <a href="/contacts">contactați-ne</a>.</p>
    `,
    html`
      <p>Мы хотим, чтобы каждая покупка была выгодной, поэтому у нас есть несколько способов сэкономить.</p>
      <h2>Бонусные баллы</h2>
      <p>За каждый заказ на ваш бонусный счёт начисляются баллы. Ими можно оплатить часть следующего заказа. Чтобы получать баллы, оформляйте заказы из личного кабинета.</p>
      <h2>Промокоды</h2>
      <p>Промокоды мы публикуем в рассылке, в соцсетях и во время акций. Введите код в специальное поле в корзине — скидка применится сразу. У кода может быть срок действия и минимальная сумма заказа.</p>
      <h2>Дисконтные карты</h2>
      <p>Если у вас есть дисконтная карта, укажите её номер при оформлении заказа или покажите её, когда забираете заказ в магазине.</p>
      <h2>Условия</h2>
      <p>Скидки суммируются не всегда: точные условия каждой акции указаны в её описании. Следите за разделом <a href="/special-offers">Акции</a>, а если остались вопросы, <a href="/contacts">свяжитесь с нами</a>.</p>
    `,
    html`
      <p>Ми хочемо, щоб кожна покупка була вигідною, тому маємо кілька способів заощадити.</p>
      <h2>Бонусні бали</h2>
      <p>За кожне замовлення на ваш бонусний рахунок нараховуються бали. Ними можна оплатити частину наступного замовлення. Щоб отримувати бали, оформлюйте замовлення з особистого кабінету.</p>
      <h2>Промокоди</h2>
      <p>Промокоди ми публікуємо в розсилці, у соцмережах і під час акцій. Введіть код у спеціальне поле в кошику — знижка застосується одразу. Код може мати термін дії та мінімальну суму замовлення.</p>
      <h2>Дисконтні картки</h2>
      <p>Якщо у вас є дисконтна картка, вкажіть її номер під час оформлення замовлення або покажіть її, коли забираєте замовлення в магазині.</p>
      <h2>Умови</h2>
      <p>Знижки сумуються не завжди: точні умови кожної акції вказані в її описі. Стежте за розділом <a href="/special-offers">Акції</a>, а якщо маєте запитання, <a href="/contacts">звʼяжіться з нами</a>.</p>
    `,
    html`
      <p>We want every purchase to be good value, so there are several ways to save.</p>
      <h2>Loyalty points</h2>
      <p>Every order earns points on your account. You can use them to pay for part of your next order. To collect points, place your orders while signed in.</p>
      <h2>Promo codes</h2>
      <p>We share promo codes in our newsletter, on social media and during campaigns. Enter the code in the special field in your cart and the discount applies straight away. A code may have an expiry date and a minimum order amount.</p>
      <h2>Discount cards</h2>
      <p>If you have a discount card, enter its number when you place your order or show it when you collect your order from the shop.</p>
      <h2>Terms</h2>
      <p>Discounts cannot always be combined: the exact terms of each offer are given in its description. Keep an eye on our <a href="/special-offers">Promotions</a> page, and if you have any questions, <a href="/contacts">contact us</a>.</p>
    `,
  ],

  insurance_page: () => [
    html`
      <p>Pentru produsele eligibile puteți adăuga o garanție extinsă sau o asigurare a dispozitivului. Serviciul îl oferim împreună cu o companie de asigurări parteneră.</p>
      <h2>Ce acoperă</h2>
      <ul>
        <li><strong>Garanția extinsă</strong> vă protejează produsul și după expirarea garanției producătorului și acoperă defectele de fabricație.</li>
        <li><strong>Asigurarea dispozitivului</strong> acoperă deteriorările accidentale, de exemplu căderea sau pătrunderea lichidelor, conform condițiilor poliței.</li>
      </ul>
      <h2>Cum o cumpărați</h2>
      <p>Dacă produsul poate fi asigurat, opțiunea apare pe pagina lui și în coș. Adăugați-o împreună cu produsul, iar polița v-o trimitem după livrarea comenzii.</p>
      <h2>Cum depuneți o cerere</h2>
      <ul>
        <li>Păstrați bonul fiscal și polița.</li>
        <li><a href="/contacts">Contactați-ne</a> și descrieți ce s-a întâmplat.</li>
        <li>Vă explicăm pașii următori, iar cererea o examinează asigurătorul, conform condițiilor poliței.</li>
      </ul>
    `,
    html`
      <p>Для товаров, участвующих в программе, можно оформить расширенную гарантию или страховку устройства. Эту услугу мы предоставляем вместе со страховой компанией-партнёром.</p>
      <h2>Что входит</h2>
      <ul>
        <li><strong>Расширенная гарантия</strong> защищает товар и после окончания гарантии производителя и покрывает заводские дефекты.</li>
        <li><strong>Страховка устройства</strong> покрывает случайные повреждения, например падение или попадание жидкости, в соответствии с условиями полиса.</li>
      </ul>
      <h2>Как оформить</h2>
      <p>Если товар можно застраховать, эта опция появится на его странице и в корзине. Добавьте её вместе с товаром — полис мы отправим после доставки заказа.</p>
      <h2>Как заявить о страховом случае</h2>
      <ul>
        <li>Сохраните чек и полис.</li>
        <li><a href="/contacts">Свяжитесь с нами</a> и опишите, что произошло.</li>
        <li>Мы подскажем, что делать дальше, а заявку рассмотрит страховщик по условиям полиса.</li>
      </ul>
    `,
    html`
      <p>Для товарів, що беруть участь у програмі, можна оформити розширену гарантію або страхування пристрою. Цю послугу ми надаємо разом зі страховою компанією-партнером.</p>
      <h2>Що входить</h2>
      <ul>
        <li><strong>Розширена гарантія</strong> захищає товар і після закінчення гарантії виробника та покриває заводські дефекти.</li>
        <li><strong>Страхування пристрою</strong> покриває випадкові пошкодження, наприклад падіння чи потрапляння рідини, відповідно до умов поліса.</li>
      </ul>
      <h2>Як оформити</h2>
      <p>Якщо товар можна застрахувати, ця опція зʼявиться на його сторінці та в кошику. Додайте її разом із товаром — поліс ми надішлемо після доставки замовлення.</p>
      <h2>Як заявити про страховий випадок</h2>
      <ul>
        <li>Збережіть чек і поліс.</li>
        <li><a href="/contacts">Звʼяжіться з нами</a> й опишіть, що сталося.</li>
        <li>Ми підкажемо, що робити далі, а заявку розгляне страховик згідно з умовами поліса.</li>
      </ul>
    `,
    html`
      <p>For eligible products you can add an extended warranty or device insurance. We offer this service together with a partner insurance company.</p>
      <h2>What it covers</h2>
      <ul>
        <li><strong>Extended warranty</strong> keeps your product protected after the manufacturer's warranty ends and covers manufacturing defects.</li>
        <li><strong>Device insurance</strong> covers accidental damage, such as drops or liquid spills, under the terms of the policy.</li>
      </ul>
      <h2>How to buy it</h2>
      <p>If a product can be insured, the option appears on its page and in the cart. Add it together with the product and we will send you the policy once your order is delivered.</p>
      <h2>How to make a claim</h2>
      <ul>
        <li>Keep the receipt and the policy.</li>
        <li><a href="/contacts">Contact us</a> and tell us what happened.</li>
        <li>We will explain the next steps, and the insurer will review your claim under the terms of the policy.</li>
      </ul>
    `,
  ],

  service_center_page: (_name, _theme, market) => {
    const { address } = MARKETS[market]
    return [
      html`
      <p>Centrul nostru de service se ocupă de reparațiile în garanție ale produselor cumpărate de la noi.</p>
      <h2>Ce reparăm</h2>
      <p>În perioada de garanție eliminăm gratuit defectele de fabricație. Deteriorările mecanice, urmele de lichid și folosirea necorespunzătoare nu sunt acoperite de garanție.</p>
      <h2>Cum aduceți produsul</h2>
      <p>Aduceți produsul la magazinul de pe ${address[0]}, luni-vineri, 09:00-18:00. Dacă nu puteți veni, <a href="/contacts">contactați-ne</a> și găsim împreună o soluție.</p>
      <h2>Ce trebuie să aveți</h2>
      <ul>
        <li>bonul fiscal sau alt document de cumpărare;</li>
        <li>certificatul de garanție, dacă produsul a venit cu el;</li>
        <li>produsul cu toate accesoriile, de preferat în ambalajul original.</li>
      </ul>
      <h2>Termenul reparației</h2>
      <p>De obicei, reparația durează până la 14 zile lucrătoare. Vă anunțăm când produsul poate fi ridicat.</p>
    `,
      html`
      <p>Наш сервисный центр выполняет гарантийный ремонт товаров, купленных у нас.</p>
      <h2>Что мы ремонтируем</h2>
      <p>В течение гарантийного срока мы бесплатно устраняем заводские дефекты. Механические повреждения, следы жидкости и неправильная эксплуатация гарантией не покрываются.</p>
      <h2>Как сдать товар</h2>
      <p>Принесите товар в магазин по адресу: ${address[1]}, пн-пт, 09:00-18:00. Если вы не можете прийти, <a href="/contacts">свяжитесь с нами</a> — вместе найдём решение.</p>
      <h2>Что взять с собой</h2>
      <ul>
        <li>чек или другой документ о покупке;</li>
        <li>гарантийный талон, если он был в комплекте;</li>
        <li>товар в полной комплектации, желательно в оригинальной упаковке.</li>
      </ul>
      <h2>Сроки ремонта</h2>
      <p>Обычно ремонт занимает до 14 рабочих дней. Мы сообщим, когда товар можно будет забрать.</p>
    `,
      html`
      <p>Наш сервісний центр виконує гарантійний ремонт товарів, придбаних у нас.</p>
      <h2>Що ми ремонтуємо</h2>
      <p>Протягом гарантійного терміну ми безкоштовно усуваємо заводські дефекти. Механічні пошкодження, сліди рідини та неправильна експлуатація гарантією не покриваються.</p>
      <h2>Як здати товар</h2>
      <p>Принесіть товар до магазину за адресою: ${address[2]}, пн-пт, 09:00-18:00. Якщо не можете прийти, <a href="/contacts">звʼяжіться з нами</a> — разом знайдемо рішення.</p>
      <h2>Що взяти з собою</h2>
      <ul>
        <li>чек або інший документ про покупку;</li>
        <li>гарантійний талон, якщо він був у комплекті;</li>
        <li>товар у повній комплектації, бажано в оригінальній упаковці.</li>
      </ul>
      <h2>Терміни ремонту</h2>
      <p>Зазвичай ремонт триває до 14 робочих днів. Ми повідомимо, коли товар можна буде забрати.</p>
    `,
      html`
      <p>Our service centre handles warranty repairs of products bought from us.</p>
      <h2>What we repair</h2>
      <p>During the warranty period we fix manufacturing defects free of charge. Physical damage, traces of liquid and misuse are not covered by the warranty.</p>
      <h2>How to bring a product</h2>
      <p>Bring the product to our shop at ${address[3]}, Mon-Fri, 09:00-18:00. If you cannot come in, <a href="/contacts">contact us</a> and we will find a solution together.</p>
      <h2>What to bring</h2>
      <ul>
        <li>the receipt or another proof of purchase;</li>
        <li>the warranty card, if the product came with one;</li>
        <li>the product with all its accessories, ideally in the original packaging.</li>
      </ul>
      <h2>Repair time</h2>
      <p>A repair usually takes up to 14 working days. We will let you know when the product is ready to collect.</p>
    `,
    ]
  },
}

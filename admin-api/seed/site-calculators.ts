import { MARKETS, type Market } from './market.ts'
import { MEAL_PLANS, mealPlanProductId } from './meal-plans.ts'
import type { T4 } from './schema.ts'
import type { SiteLocale } from './site-look.ts'

/**
 * Calculator content (decision 0019), emitted after every other site row so that the rows before
 * it stay exactly as they were:
 *  - meal_menu (meals site): the menu's days (a two-week cycle) and, per locality that gets
 *    deliveries (the settings' cities_to_choose: Chișinău 1 and Bălți 13), the catalogue products
 *    that sell one day of each calories plan there ("Meal plan 1200 kcal - 1 day", meal-plans.ts),
 *    product_ids[i] selling calories[i]. The back end prices a plan from them.
 *  - credit_calculator and filial (every site with credit, i.e. all but meals): the calculator's
 *    defaults and the provider of each credit company, and the branches that take applications.
 */
export const MENU_LOCALITIES = [1, 13] as const
export const MENU_CALORIES = MEAL_PLANS.map((p) => p.calories)
/** Plan lengths in days; the first is the default selection (spec 9: 1200 kcal, 7 days). */
export const MENU_DURATIONS = [7, 14, 28] as const

const WEEKDAYS: T4[] = [
  ['Luni', 'Понедельник', 'Понеділок', 'Monday'],
  ['Marți', 'Вторник', 'Вівторок', 'Tuesday'],
  ['Miercuri', 'Среда', 'Середа', 'Wednesday'],
  ['Joi', 'Четверг', 'Четвер', 'Thursday'],
  ['Vineri', 'Пятница', "П'ятниця", 'Friday'],
  ['Sâmbătă', 'Суббота', 'Субота', 'Saturday'],
  ['Duminică', 'Воскресенье', 'Неділя', 'Sunday'],
]
const DISHES: T4[] = [
  ['Omletă cu legume', 'Омлет с овощами', 'Омлет з овочами', 'Vegetable omelette'],
  ['Terci de ovăz cu fructe', 'Овсянка с фруктами', 'Вівсянка з фруктами', 'Oatmeal with fruit'],
  ['Supă de linte', 'Чечевичный суп', 'Сочевичний суп', 'Lentil soup'],
  ['Piept de pui la grătar', 'Куриная грудка на гриле', 'Куряча грудка на грилі', 'Grilled chicken breast'],
  ['Salată grecească', 'Греческий салат', 'Грецький салат', 'Greek salad'],
  ['Pește la cuptor', 'Запечённая рыба', 'Запечена риба', 'Baked fish'],
  ['Hrișcă cu ciuperci', 'Гречка с грибами', 'Гречка з грибами', 'Buckwheat with mushrooms'],
  ['Iaurt cu nuci', 'Йогурт с орехами', 'Йогурт з горіхами', 'Yoghurt with nuts'],
  ['Chiftele de curcan', 'Котлеты из индейки', 'Котлети з індички', 'Turkey patties'],
  ['Legume la abur', 'Овощи на пару', 'Овочі на парі', 'Steamed vegetables'],
  ['Brânză de vaci cu miere', 'Творог с мёдом', 'Сир з медом', 'Cottage cheese with honey'],
]
const DAY_TEXT: T4 = [
  'Mic dejun, prânz, cină și o gustare',
  'Завтрак, обед, ужин и перекус',
  'Сніданок, обід, вечеря і перекус',
  'Breakfast, lunch, dinner and a snack',
]
/** The branches that take credit applications, by market: in the capital and the other city of cities_to_choose. */
const FILIALS: Record<Market, { city: T4; title: T4; address: string; phone: string; hours: string }[]> = {
  md: [
    {
      city: MARKETS.md.capital,
      title: ['Centru', 'Центр', 'Центр', 'Centre'],
      address: 'bd. Ștefan cel Mare și Sfînt 71',
      phone: '+373 22 200 101',
      hours: '09:00-19:00',
    },
    {
      city: MARKETS.md.capital,
      title: ['Botanica', 'Ботаника', 'Ботаніка', 'Botanica'],
      address: 'bd. Dacia 27',
      phone: '+373 22 200 102',
      hours: '09:00-18:00',
    },
    {
      city: MARKETS.md.otherCity,
      title: ['Bălți Nord', 'Бельцы Север', 'Бєльці Північ', 'Balti North'],
      address: 'str. Independenței 12',
      phone: '+373 231 200 103',
      hours: '09:00-17:00',
    },
  ],
  ua: [
    {
      city: MARKETS.ua.capital,
      title: ['Centru', 'Центр', 'Центр', 'Centre'],
      address: 'вул. Хрещатик 22',
      phone: '+380 44 200 01 01',
      hours: '09:00-19:00',
    },
    {
      city: MARKETS.ua.capital,
      title: ['Obolon', 'Оболонь', 'Оболонь', 'Obolon'],
      address: 'просп. Оболонський 21',
      phone: '+380 44 200 01 02',
      hours: '09:00-18:00',
    },
    {
      city: MARKETS.ua.otherCity,
      title: ['Odesa Centru', 'Одесса Центр', 'Одеса Центр', 'Odesa Centre'],
      address: 'вул. Дерибасівська 10',
      phone: '+380 48 200 01 03',
      hours: '09:00-17:00',
    },
  ],
  ro: [
    {
      city: MARKETS.ro.capital,
      title: ['Centru', 'Центр', 'Центр', 'Centre'],
      address: 'Bd. Magheru 28',
      phone: '+40 21 200 01 01',
      hours: '09:00-19:00',
    },
    {
      city: MARKETS.ro.capital,
      title: ['Titan', 'Титан', 'Тітан', 'Titan'],
      address: 'Bd. Liviu Rebreanu 4',
      phone: '+40 21 200 01 02',
      hours: '09:00-18:00',
    },
    {
      city: MARKETS.ro.otherCity,
      title: ['Cluj Centru', 'Клуж Центр', 'Клуж Центр', 'Cluj Centre'],
      address: 'Str. Memorandumului 22',
      phone: '+40 264 200 103',
      hours: '09:00-17:00',
    },
  ],
}

export function calculatorContent({ theme, look, tl, productCount, C }: SiteLocale): void {
  if (theme === 'meals') {
    for (let i = 0; i < 14; i++) {
      const week = Math.floor(i / 7) + 1
      const day = (i % 7) + 1
      const dishes = [0, 1, 2, 3].map((k) => tl(DISHES[(i * 3 + k * 4) % DISHES.length] as T4))
      C(
        'meal_menu_day',
        i + 1,
        { week, day, day_name: tl(WEEKDAYS[day - 1] as T4), description: tl(DAY_TEXT), products: dishes },
        { sort: i + 1 },
      )
    }
    for (const locality of MENU_LOCALITIES) {
      C(
        'meal_menu',
        locality,
        {
          locality_id: locality,
          calories: [...MENU_CALORIES],
          durations: [...MENU_DURATIONS],
          product_ids: MENU_CALORIES.map((_, i) => mealPlanProductId(productCount, i)),
        },
        { grp: String(locality) },
      )
    }
    return
  }
  C('credit_calculator', 1, {
    providers: { 1: 'iute', 2: 'bank' },
    max_amount: { 1: 50_000, 2: 30_000 },
    default_amount: 5_000,
    default_months: 12,
    step: 100,
  })
  FILIALS[look.market].forEach((f, i) => {
    C('filial', i + 1, { title: tl(f.title), city: tl(f.city), address: f.address, phone: f.phone, hours: f.hours })
  })
}

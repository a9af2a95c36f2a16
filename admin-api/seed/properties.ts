import type { T4 } from './schema.ts'
import { slugify } from './text.ts'

// Filterable properties with their options, and the product description template.

export interface PropSpec {
  keyword: string
  t: T4
  /**
   * The back end sends one unit beside the value in the shopper's language, so only a unit every
   * language writes alike (`"`); a unit that translates ("GB": "ГБ") is in the options' texts, in each
   * language, and the property has none (the storefront printed "128 ГБ GB" - review 33).
   */
  unit?: string
  filterable?: boolean
  /** `range`: the options' numeric values are filtered as a from-to range (default checkbox). */
  type?: 'range'
  options: { k: string; t: T4; v?: string }[]
}
const same = (s: string): T4 => [s, s, s, s]
/** Units as each language writes them on a label. */
const UNITS: Record<string, T4> = {
  GB: ['GB', 'ГБ', 'ГБ', 'GB'],
  l: ['l', 'л', 'л', 'l'],
  g: ['g', 'г', 'г', 'g'],
  kg: ['kg', 'кг', 'кг', 'kg'],
}
/** "0.5 l" in each language: a decimal comma and the language's unit ("0,5 л"), English as written. */
const measure = (number: string, unit: string): T4 => {
  const u = UNITS[unit] ?? same(unit)
  const n = number.replace('.', ',')
  const gap = unit === '"' ? '' : ' '
  return [`${n}${gap}${u[0]}`, `${n}${gap}${u[1]}`, `${n}${gap}${u[2]}`, `${number}${gap}${u[3]}`]
}
/** Romanian "luni" after a number: "de luni" from 20 on ("24 de luni"), as CLDR's `other`. */
const roMonths = (n: number) =>
  new Intl.PluralRules('ro').select(n) === 'other' ? 'de luni' : n === 1 ? 'lună' : 'luni'
export const PROPS: Record<string, PropSpec> = {
  color: {
    keyword: 'color',
    t: ['Culoare', 'Цвет', 'Колір', 'Colour'],
    options: [
      { k: 'black', t: ['Negru', 'Чёрный', 'Чорний', 'Black'], v: '#1f2328' },
      { k: 'white', t: ['Alb', 'Белый', 'Білий', 'White'], v: '#f5f5f5' },
      { k: 'silver', t: ['Argintiu', 'Серебристый', 'Сріблястий', 'Silver'], v: '#c0c4c8' },
      { k: 'blue', t: ['Albastru', 'Синий', 'Синій', 'Blue'], v: '#2f6fdb' },
      { k: 'red', t: ['Roșu', 'Красный', 'Червоний', 'Red'], v: '#d9352b' },
      { k: 'green', t: ['Verde', 'Зелёный', 'Зелений', 'Green'], v: '#2e9e5b' },
      { k: 'gold', t: ['Auriu', 'Золотой', 'Золотий', 'Gold'], v: '#d4a72c' },
    ],
  },
  storage: {
    keyword: 'storage',
    t: ['Memorie', 'Память', "Пам'ять", 'Storage'],
    options: ['64', '128', '256', '512', '1024'].map((v) => ({ k: `${v}gb`, t: measure(v, 'GB'), v })),
  },
  screen: {
    keyword: 'screen',
    t: ['Diagonala ecranului', 'Диагональ экрана', 'Діагональ екрана', 'Screen size'],
    unit: '"',
    type: 'range',
    options: ['6.1', '6.7', '14', '15.6', '24', '27', '43', '55', '65'].map((v) => ({
      k: `${v.replace('.', '-')}in`,
      t: measure(v, '"'),
      v,
    })),
  },
  warranty: {
    keyword: 'warranty',
    t: ['Garanție', 'Гарантия', 'Гарантія', 'Warranty'],
    options: ['12', '24', '36'].map((v) => ({
      k: `${v}m`,
      t: [`${v} ${roMonths(Number(v))}`, `${v} мес.`, `${v} міс.`, `${v} months`] as T4,
      v,
    })),
  },
  material: {
    keyword: 'material',
    t: ['Material', 'Материал', 'Матеріал', 'Material'],
    options: [
      { k: 'wood', t: ['Lemn', 'Дерево', 'Дерево', 'Wood'] },
      { k: 'metal', t: ['Metal', 'Металл', 'Метал', 'Metal'] },
      { k: 'plastic', t: ['Plastic', 'Пластик', 'Пластик', 'Plastic'] },
      { k: 'glass', t: ['Sticlă', 'Стекло', 'Скло', 'Glass'] },
      { k: 'fabric', t: ['Textil', 'Ткань', 'Тканина', 'Fabric'] },
    ],
  },
  form: {
    keyword: 'form',
    t: ['Formă', 'Форма выпуска', 'Форма випуску', 'Form'],
    options: [
      { k: 'tablets', t: ['Comprimate', 'Таблетки', 'Таблетки', 'Tablets'] },
      { k: 'capsules', t: ['Capsule', 'Капсулы', 'Капсули', 'Capsules'] },
      { k: 'syrup', t: ['Sirop', 'Сироп', 'Сироп', 'Syrup'] },
      { k: 'drops', t: ['Picături', 'Капли', 'Краплі', 'Drops'] },
      { k: 'powder', t: ['Pulbere', 'Порошок', 'Порошок', 'Powder'] },
    ],
  },
  pack: {
    keyword: 'pack',
    t: ['Ambalaj', 'Упаковка', 'Упаковка', 'Pack size'],
    options: ['10', '20', '30', '60', '100'].map((v) => ({
      k: `${v}pcs`,
      t: [`${v} buc.`, `${v} шт.`, `${v} шт.`, `${v} pcs`] as T4,
      v,
    })),
  },
  age: {
    keyword: 'age',
    t: ['Vârstă', 'Возраст', 'Вік', 'Age'],
    options: [
      { k: 'adults', t: ['Adulți', 'Взрослые', 'Дорослі', 'Adults'] },
      { k: 'children', t: ['Copii', 'Дети', 'Діти', 'Children'] },
    ],
  },
  volume: {
    keyword: 'volume',
    t: ['Volum / greutate', 'Объём / вес', "Об'єм / вага", 'Volume / weight'],
    options: ['0.33 l', '0.5 l', '1 l', '1.5 l', '250 g', '500 g', '1 kg'].map((v) => ({
      k: slugify(v),
      t: measure(...(v.split(' ') as [string, string])),
      v,
    })),
  },
  origin: {
    keyword: 'origin',
    t: ['Țara de origine', 'Страна происхождения', 'Країна походження', 'Country of origin'],
    options: [
      { k: 'moldova', t: ['Moldova', 'Молдова', 'Молдова', 'Moldova'] },
      { k: 'romania', t: ['România', 'Румыния', 'Румунія', 'Romania'] },
      { k: 'italy', t: ['Italia', 'Италия', 'Італія', 'Italy'] },
      { k: 'spain', t: ['Spania', 'Испания', 'Іспанія', 'Spain'] },
      { k: 'ukraine', t: ['Ucraina', 'Украина', 'Україна', 'Ukraine'] },
    ],
  },
  organic: {
    keyword: 'organic',
    t: ['Bio', 'Органический', 'Органічний', 'Organic'],
    options: [
      { k: 'yes', t: ['Da', 'Да', 'Так', 'Yes'] },
      { k: 'no', t: ['Nu', 'Нет', 'Ні', 'No'] },
    ],
  },
  format: {
    keyword: 'format',
    t: ['Format', 'Формат', 'Формат', 'Format'],
    options: ['A3', 'A4', 'A5'].map((v) => ({ k: v.toLowerCase(), t: same(v), v })),
  },
  calories: {
    keyword: 'calories',
    t: ['Calorii', 'Калорийность', 'Калорійність', 'Calories'],
    options: [
      { k: 'lt300', t: ['sub 300 kcal', 'до 300 ккал', 'до 300 ккал', 'under 300 kcal'] },
      { k: '300-500', t: ['300–500 kcal', '300–500 ккал', '300–500 ккал', '300–500 kcal'] },
      { k: 'gt500', t: ['peste 500 kcal', 'более 500 ккал', 'понад 500 ккал', 'over 500 kcal'] },
    ],
  },
  portion: {
    keyword: 'portion',
    t: ['Porție', 'Порция', 'Порція', 'Portion'],
    options: ['250', '350', '500'].map((v) => ({ k: `${v}g`, t: measure(v, 'g'), v })),
  },
  vegetarian: {
    keyword: 'vegetarian',
    t: ['Vegetarian', 'Вегетарианское', 'Вегетаріанське', 'Vegetarian'],
    options: [
      { k: 'yes', t: ['Da', 'Да', 'Так', 'Yes'] },
      { k: 'no', t: ['Nu', 'Нет', 'Ні', 'No'] },
    ],
  },
}

export const DESCR: T4 = [
  '{title} de la {brand}: calitate verificată, garanție oficială și livrare rapidă în toată Moldova.',
  '{title} от {brand}: проверенное качество, официальная гарантия и быстрая доставка по всей Молдове.',
  '{title} від {brand}: перевірена якість, офіційна гарантія та швидка доставка по всій Молдові.',
  '{title} by {brand}: tested quality, official warranty and fast delivery across Moldova.',
]

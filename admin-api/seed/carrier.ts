import type { Gen } from './random.ts'

/** The postal carrier's cities (all in Ukraine), streets, warehouses and post machines. */
export function generateCarrier({ int, emit }: Gen): void {
  const ref = () => {
    const h = (n: number) => Array.from({ length: n }, () => int(0, 15).toString(16)).join('')
    return `${h(8)}-${h(4)}-4${h(3)}-a${h(3)}-${h(12)}`
  }
  const NP_CITIES: [string, string, string][] = [
    ['Київ', 'Kiev', 'Київська'],
    ['Львів', 'Lvov', 'Львівська'],
    ['Одеса', 'Odesa', 'Одеська'],
    ['Харків', 'Harkov', 'Харківська'],
    ['Дніпро', 'Dnipro', 'Дніпропетровська'],
    ['Чернівці', 'Cernăuți', 'Чернівецька'],
    ['Вінниця', 'Vinnița', 'Вінницька'],
    ['Ізмаїл', 'Ismail', 'Одеська'],
  ]
  const NP_STREETS: [string, string, string][] = [
    ['Шевченка', 'Șevcenko', 'вул.'],
    ['Незалежності', 'Independenței', 'просп.'],
    ['Соборна', 'Catedralei', 'вул.'],
    ['Грушевського', 'Hrușevski', 'вул.'],
    ['Садова', 'Grădinilor', 'вул.'],
  ]
  for (const [d, dro, area] of NP_CITIES) {
    const cref = ref()
    emit('np_cities', [cref, d, dro, area, 'UA'])
    for (const [s, sro, typ] of NP_STREETS) emit('np_streets', [ref(), cref, s, sro, typ])
    for (let w = 1; w <= 6; w++)
      emit('np_points', [
        ref(),
        cref,
        'warehouse',
        w,
        `Відділення №${w}: ${d}, вул. ${NP_STREETS[w % 5]![0]}, ${w * 3}`,
      ])
    for (let w = 1; w <= 4; w++)
      emit('np_points', [
        ref(),
        cref,
        'postmachine',
        1000 + w,
        `Поштомат №${1000 + w}: ${d}, ${NP_STREETS[(w + 2) % 5]![0]}, ${w * 5}`,
      ])
  }
}

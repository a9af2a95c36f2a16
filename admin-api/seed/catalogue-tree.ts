import type { T4 } from './schema.ts'

// The demo catalogue: departments (one per theme), branches and leaf categories with their product
// nouns, price and weight ranges, property groups and brands.

export interface LeafSpec {
  t: T4 // category title
  noun: T4 // product noun
  price: [number, number]
  weight: [number, number]
  mult?: number
  recipe?: number // share of prescription products
  model?: 'alnum' | 'size' | 'none'
  groups?: string[] // property groups of this leaf (default: the department's)
  opts?: Record<string, string[]> // allowed option keywords per group
  brands?: string[] // brands of this leaf (default: the department's)
  age?: boolean // for adults only (the storefront asks for the age confirmation first; decision 0041)
}
export interface Branch {
  t: T4
  leaves: LeafSpec[]
}
export interface Root {
  theme: string
  t: T4
  icon: string
  groups: string[] // property groups
  brands: string[]
  branches: Branch[]
}

export const TREE: Root[] = [
  {
    theme: 'electro',
    t: ['Electronice', 'Электроника', 'Електроніка', 'Electronics'],
    icon: 'cpu',
    groups: ['color', 'storage', 'screen', 'warranty'],
    brands: [
      'Samsung',
      'Apple',
      'Xiaomi',
      'Lenovo',
      'Asus',
      'Acer',
      'HP',
      'Dell',
      'LG',
      'Sony',
      'Philips',
      'JBL',
      'Huawei',
      'Motorola',
      '1More',
      '2E',
      '3Com',
      '8BitDo',
      'Realme',
      'Nokia',
    ],
    branches: [
      {
        t: ['Telefoane', 'Телефоны', 'Телефони', 'Phones'],
        leaves: [
          {
            t: ['Smartphone-uri', 'Смартфоны', 'Смартфони', 'Smartphones'],
            noun: ['Smartphone', 'Смартфон', 'Смартфон', 'Smartphone'],
            price: [1999, 29999],
            weight: [150, 240],
            brands: ['Samsung', 'Apple', 'Xiaomi', 'Huawei', 'Motorola', 'Realme', 'Nokia'],
            groups: ['color', 'storage', 'screen', 'warranty'],
            opts: { storage: ['64gb', '128gb', '256gb', '512gb'], screen: ['6-1in', '6-7in'] },
          },
          {
            t: [
              'Accesorii pentru telefoane',
              'Аксессуары для телефонов',
              'Аксесуари для телефонів',
              'Phone accessories',
            ],
            noun: ['Husă', 'Чехол', 'Чохол', 'Case'],
            price: [99, 899],
            weight: [20, 120],
            groups: ['color'],
          },
        ],
      },
      {
        t: ['Calculatoare', 'Компьютеры', "Комп'ютери", 'Computers'],
        leaves: [
          {
            t: ['Laptopuri', 'Ноутбуки', 'Ноутбуки', 'Laptops'],
            noun: ['Laptop', 'Ноутбук', 'Ноутбук', 'Laptop'],
            price: [6999, 49999],
            weight: [1200, 2800],
            brands: ['Lenovo', 'Asus', 'Acer', 'HP', 'Dell', 'Apple', 'Huawei'],
            opts: {
              storage: ['256gb', '512gb', '1024gb'],
              screen: ['14in', '15-6in'],
              color: ['black', 'silver', 'gold', 'blue'],
            },
          },
          {
            t: ['Monitoare', 'Мониторы', 'Монітори', 'Monitors'],
            noun: ['Monitor', 'Монитор', 'Монітор', 'Monitor'],
            price: [1899, 14999],
            weight: [2500, 7500],
            brands: ['Samsung', 'LG', 'Dell', 'Asus', 'Acer', 'HP', 'Philips'],
            groups: ['color', 'screen', 'warranty'],
            opts: { screen: ['24in', '27in'], color: ['black', 'white', 'silver'] },
          },
        ],
      },
      {
        t: ['TV și audio', 'ТВ и аудио', 'ТВ та аудіо', 'TV and audio'],
        leaves: [
          {
            t: ['Televizoare', 'Телевизоры', 'Телевізори', 'Televisions'],
            noun: ['Televizor', 'Телевизор', 'Телевізор', 'TV'],
            price: [3999, 59999],
            weight: [6000, 28000],
            brands: ['Samsung', 'LG', 'Sony', 'Philips', 'Xiaomi'],
            groups: ['color', 'screen', 'warranty'],
            opts: { screen: ['43in', '55in', '65in'], color: ['black', 'silver'] },
          },
          {
            t: ['Căști', 'Наушники', 'Навушники', 'Headphones'],
            noun: ['Căști', 'Наушники', 'Навушники', 'Headphones'],
            price: [149, 7999],
            weight: [30, 400],
            brands: ['Apple', 'Sony', 'JBL', '1More', 'Philips', 'Huawei', 'Xiaomi', '2E'],
            groups: ['color', 'warranty'],
          },
        ],
      },
    ],
  },
  {
    theme: 'home',
    t: ['Casă și grădină', 'Дом и сад', 'Дім і сад', 'Home and garden'],
    icon: 'home',
    groups: ['color', 'material', 'warranty'],
    brands: [
      'Bosch',
      'Tefal',
      'Gorenje',
      'Electrolux',
      'Beko',
      'Vitra',
      'Kärcher',
      'Gardena',
      'Fiskars',
      'Zwilling',
      'Rondell',
      'Polaris',
      '4Home',
      '5Star',
      'Ambiente',
      'Casa Verde',
    ],
    branches: [
      {
        t: ['Mobilă', 'Мебель', 'Меблі', 'Furniture'],
        leaves: [
          {
            t: ['Canapele', 'Диваны', 'Дивани', 'Sofas'],
            noun: ['Canapea', 'Диван', 'Диван', 'Sofa'],
            price: [4999, 34999],
            weight: [35000, 90000],
          },
          {
            t: ['Mese', 'Столы', 'Столи', 'Tables'],
            noun: ['Masă', 'Стол', 'Стіл', 'Table'],
            price: [999, 12999],
            weight: [8000, 40000],
          },
        ],
      },
      {
        t: ['Bucătărie', 'Кухня', 'Кухня', 'Kitchen'],
        leaves: [
          {
            t: ['Vase de gătit', 'Посуда', 'Посуд', 'Cookware'],
            noun: ['Tigaie', 'Сковорода', 'Сковорідка', 'Frying pan'],
            price: [199, 2999],
            weight: [600, 2500],
          },
          {
            t: ['Electrocasnice mici', 'Мелкая бытовая техника', 'Дрібна побутова техніка', 'Small appliances'],
            noun: ['Fierbător', 'Чайник', 'Чайник', 'Kettle'],
            price: [299, 3999],
            weight: [900, 2500],
          },
        ],
      },
      {
        t: ['Grădină', 'Сад', 'Сад', 'Garden'],
        leaves: [
          {
            t: ['Unelte de grădină', 'Садовый инструмент', 'Садовий інструмент', 'Garden tools'],
            noun: ['Foarfecă de grădină', 'Секатор', 'Секатор', 'Pruning shears'],
            price: [149, 1999],
            weight: [200, 1500],
          },
        ],
      },
    ],
  },
  {
    theme: 'pharma',
    t: ['Farmacie', 'Аптека', 'Аптека', 'Pharmacy'],
    icon: 'pill',
    groups: ['form', 'pack', 'age'],
    brands: [
      'Bayer',
      'Pfizer',
      'Sanofi',
      'Novartis',
      'Teva',
      'Gedeon Richter',
      'KRKA',
      'Berlin-Chemie',
      'Solgar',
      'Doppelherz',
      'Centrum',
      'Farmaprim',
      '3M',
      '4Life',
      '9 Months',
    ],
    branches: [
      {
        t: ['Medicamente', 'Лекарства', 'Ліки', 'Medicines'],
        leaves: [
          {
            t: ['Analgezice', 'Обезболивающие', 'Знеболювальні', 'Pain relief'],
            noun: ['Analgezic', 'Обезболивающее', 'Знеболювальне', 'Pain reliever'],
            price: [19, 249],
            weight: [20, 120],
            recipe: 0.3,
            model: 'size',
            // The demo's age-restricted category (decision 0041): the catalogue has no natural 18+ leaf,
            // and adding one would reshuffle every generated product the tests rely on.
            age: true,
          },
          {
            t: ['Antibiotice', 'Антибиотики', 'Антибіотики', 'Antibiotics'],
            noun: ['Antibiotic', 'Антибиотик', 'Антибіотик', 'Antibiotic'],
            price: [49, 399],
            weight: [20, 120],
            recipe: 1,
            model: 'size',
          },
        ],
      },
      {
        t: ['Vitamine', 'Витамины', 'Вітаміни', 'Vitamins'],
        leaves: [
          {
            t: ['Multivitamine', 'Мультивитамины', 'Мультивітаміни', 'Multivitamins'],
            noun: ['Multivitamine', 'Мультивитамины', 'Мультивітаміни', 'Multivitamins'],
            price: [89, 699],
            weight: [60, 300],
            model: 'size',
          },
        ],
      },
    ],
  },
  {
    theme: 'market',
    t: ['Alimente', 'Продукты', 'Продукти', 'Groceries'],
    icon: 'basket',
    groups: ['volume', 'origin', 'organic'],
    brands: [
      'Borjomi',
      'Coca-Cola',
      'Lavazza',
      'Jacobs',
      'Illy',
      'Orhei-Vit',
      'Bucuria',
      'Apa Buna',
      '7Days',
      'Fresh Farm',
      'Dole',
    ],
    branches: [
      {
        t: ['Băuturi', 'Напитки', 'Напої', 'Drinks'],
        leaves: [
          {
            t: ['Apă minerală', 'Минеральная вода', 'Мінеральна вода', 'Mineral water'],
            noun: ['Apă minerală', 'Минеральная вода', 'Мінеральна вода', 'Mineral water'],
            price: [7, 29],
            weight: [500, 2000],
            mult: 6,
            model: 'none',
            brands: ['Borjomi', 'Apa Buna', 'Coca-Cola', '7Days'],
            opts: { volume: ['0-33-l', '0-5-l', '1-l', '1-5-l'] },
          },
          {
            t: ['Cafea', 'Кофе', 'Кава', 'Coffee'],
            noun: ['Cafea boabe', 'Кофе в зёрнах', 'Кава в зернах', 'Coffee beans'],
            price: [89, 599],
            weight: [250, 1000],
            model: 'none',
            brands: ['Lavazza', 'Jacobs', 'Illy', '7Days'],
            opts: { volume: ['250-g', '500-g', '1-kg'] },
          },
        ],
      },
      {
        t: ['Produse proaspete', 'Свежие продукты', 'Свіжі продукти', 'Fresh food'],
        leaves: [
          {
            t: ['Fructe', 'Фрукты', 'Фрукти', 'Fruit'],
            noun: ['Mere', 'Яблоки', 'Яблука', 'Apples'],
            price: [12, 89],
            weight: [1000, 1000],
            mult: 0.5,
            model: 'none',
            brands: ['Fresh Farm', 'Dole', 'Bucuria'],
            opts: { volume: ['1-kg'] },
          },
          {
            t: ['Legume', 'Овощи', 'Овочі', 'Vegetables'],
            noun: ['Roșii', 'Помидоры', 'Помідори', 'Tomatoes'],
            price: [9, 79],
            weight: [1000, 1000],
            mult: 0.5,
            model: 'none',
            brands: ['Fresh Farm', 'Orhei-Vit'],
            opts: { volume: ['1-kg'] },
          },
        ],
      },
    ],
  },
  {
    theme: 'business',
    t: ['Birou', 'Офис', 'Офіс', 'Office'],
    icon: 'briefcase',
    groups: ['color', 'material', 'format'],
    brands: [
      'Navigator',
      'Double A',
      'Herlitz',
      'Pelikan',
      'Stabilo',
      'Oxford',
      'Kinnarps',
      'Nowy Styl',
      'Steelcase',
      'Leitz',
      '2x3',
      '3L Office',
    ],
    branches: [
      {
        t: ['Hârtie', 'Бумага', 'Папір', 'Paper'],
        leaves: [
          {
            t: ['Hârtie pentru imprimantă', 'Бумага для принтера', 'Папір для принтера', 'Printer paper'],
            noun: ['Hârtie', 'Бумага', 'Папір', 'Paper'],
            price: [59, 399],
            weight: [2300, 2600],
            model: 'none',
            groups: ['format'],
          },
          {
            t: ['Caiete', 'Тетради', 'Зошити', 'Notebooks'],
            noun: ['Caiet', 'Тетрадь', 'Зошит', 'Notebook'],
            price: [9, 149],
            weight: [80, 400],
            model: 'none',
          },
        ],
      },
      {
        t: ['Mobilier de birou', 'Офисная мебель', 'Офісні меблі', 'Office furniture'],
        leaves: [
          {
            t: ['Scaune de birou', 'Офисные кресла', 'Офісні крісла', 'Office chairs'],
            noun: ['Scaun de birou', 'Офисное кресло', 'Офісне крісло', 'Office chair'],
            price: [899, 9999],
            weight: [9000, 22000],
            groups: ['color', 'material'],
          },
          {
            t: ['Birouri', 'Письменные столы', 'Письмові столи', 'Desks'],
            noun: ['Birou', 'Письменный стол', 'Письмовий стіл', 'Desk'],
            price: [1499, 14999],
            weight: [18000, 45000],
            groups: ['color', 'material'],
            opts: { material: ['wood', 'metal', 'glass'] },
          },
        ],
      },
    ],
  },
  {
    theme: 'meals',
    t: ['Meniuri', 'Готовые блюда', 'Готові страви', 'Meals'],
    icon: 'chef',
    groups: ['calories', 'portion', 'vegetarian'],
    brands: [
      'Andy’s Pizza',
      'La Placinte',
      'Star Kebab',
      'Vatra Neamului',
      'Green Hills',
      '1st Kitchen',
      '6 Spices',
      'Meal Box',
    ],
    branches: [
      {
        t: ['Feluri calde', 'Горячие блюда', 'Гарячі страви', 'Hot meals'],
        leaves: [
          {
            t: ['Supe', 'Супы', 'Супи', 'Soups'],
            noun: ['Supă', 'Суп', 'Суп', 'Soup'],
            price: [39, 119],
            weight: [300, 500],
            model: 'none',
          },
          {
            t: ['Feluri principale', 'Основные блюда', 'Основні страви', 'Main courses'],
            noun: ['Fel principal', 'Основное блюдо', 'Основна страва', 'Main course'],
            price: [69, 249],
            weight: [300, 600],
            model: 'none',
          },
        ],
      },
      {
        t: ['Deserturi', 'Десерты', 'Десерти', 'Desserts'],
        leaves: [
          {
            t: ['Prăjituri', 'Пирожные', 'Тістечка', 'Cakes'],
            noun: ['Prăjitură', 'Пирожное', 'Тістечко', 'Cake'],
            price: [25, 99],
            weight: [100, 250],
            model: 'none',
          },
          {
            t: ['Înghețată', 'Мороженое', 'Морозиво', 'Ice cream'],
            noun: ['Înghețată', 'Мороженое', 'Морозиво', 'Ice cream'],
            price: [19, 89],
            weight: [80, 500],
            model: 'none',
          },
        ],
      },
    ],
  },
]

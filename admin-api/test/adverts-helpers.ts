import { env } from 'cloudflare:test'
import { type AdvertFormValues, advertFormData } from '#contract/advert-rules.ts'
import { api, lastMessage, registerActive } from './helpers'

/** Test helpers of the adverts marketplace: images, the multipart form, fresh users and adverts, contract samples. */

/** The smallest valid images of each accepted type (first bytes are what counts). */
export const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
])
export const JPEG = new Uint8Array([
  0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9,
])
export const WEBP = new Uint8Array([
  0x52, 0x49, 0x46, 0x46, 26, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x4c, 13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0,
  0, 0, 0, 0, 0, 0, 0, 0,
])
export const file = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') =>
  new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

/** Sends a FormData (encoded by the runtime, with its boundary) to the admin API. */
export async function sendForm(path: string, method: 'POST' | 'PATCH', form: FormData, token?: string, lang?: string) {
  const encoded = new Request('http://form.test/', { method: 'POST', body: form })
  return api(path, {
    method,
    token,
    lang,
    body: await encoded.arrayBuffer(),
    headers: { 'Content-Type': encoded.headers.get('Content-Type')! },
  })
}

/** A publishable advert's form: apartment (category 2) in Chisinau (region 3, location 1, sector 1), one PNG. */
export function validForm(over: Partial<AdvertFormValues> = {}): AdvertFormValues {
  return {
    fields: {
      type: 'sale',
      title_ro: 'Apartament de test',
      title_ru: 'Тестовая квартира',
      description_ro: 'Descriere',
      price: '45000,50',
      default_currency: 'EUR',
      area: '54.3',
      default_area_unit: 'm2',
      region: 3,
      location: 1,
      sector: 1,
      category: 2,
      address: 'str. Test 1',
      cadastral_number: '0100123.456',
    },
    is_active: true,
    is_draft: false,
    is_negotiable_price: true,
    images: [file(PNG)],
    attributes: [{ attribute: 1, value: 2 }],
    contacts: [{ name: 'Test', phone: '+37369000111' }],
    ...over,
  }
}

let seq = 0
export const freshEmail = (tag = 'adverts') => `${tag}.${++seq}.${Date.now().toString(36)}@example.com`
export const freshPhone = () => `+3736${String(Date.now() % 1_000_000).padStart(6, '0')}${++seq % 10}`

export async function freshUser(): Promise<{ access: string; id: number; email: string }> {
  const u = await registerActive(freshEmail(), 'adverts123')
  const row = await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(u.email).first<{ id: number }>()
  return { access: u.access, id: row!.id, email: u.email }
}

export interface Created {
  id: number
  slug: string
  images: { id: number; url: string }[]
}
export async function createAdvert(token: string, values: AdvertFormValues = validForm()): Promise<Created> {
  const res = await sendForm('/api/adverts/', 'POST', advertFormData(values), token)
  if (res.status !== 201) throw new Error(`create advert ${res.status} ${await res.text()}`)
  return (await res.json()) as Created
}

/** A published advert of the default site that the demo user (1) does not own. */
export async function othersPublishedAdvert(): Promise<{ id: number; slug: string }> {
  return (await env.DB.prepare(
    'SELECT id, slug FROM adverts WHERE site_id = 1 AND user_id != 1 AND is_draft = 0 AND is_active = 1 ORDER BY id LIMIT 1',
  ).first<{ id: number; slug: string }>())!
}

interface Sample {
  params?: Record<string, string | number>
  query?: string
  body?: unknown
  auth?: boolean
  token?: string
  /** A multipart body, sent as is. */
  multipart?: FormData
}

export const ADVERT_ENDPOINTS = [
  'adverts',
  'advert',
  'createAdvert',
  'createAdvertAtSlug',
  'updateAdvert',
  'deleteAdvert',
  'advertAttributes',
  'advertCategories',
  'advertTitle',
  'currencyRates',
  'advertRegionsWithAdverts',
  'advertRegions',
  'advertLocations',
  'advertSectors',
  'favoriteAdverts',
  'addFavoriteAdvert',
  'deleteFavoriteAdvert',
  'complaintCategories',
  'complaint',
  'phoneRegister',
  'phoneRegisterConfirm',
  'googleLogin',
  'advertBySpecPath',
  'advertFavorites',
  'addAdvertFavorite',
  'deleteAdvertFavorite',
] as const

/** Contract samples of the adverts endpoints (contract.test.ts). */
export async function advertSamples(): Promise<Record<(typeof ADVERT_ENDPOINTS)[number], Sample>> {
  const other = await othersPublishedAdvert()
  return {
    adverts: {
      query: `sortBy=price%2B&page=1&page_size=12&filters=${encodeURIComponent(JSON.stringify({ category: [1], price: [1000, 500000], price_unit: 'EUR', region: [3] }))}`,
    },
    advert: { params: { slug: other.slug } },
    createAdvert: {},
    createAdvertAtSlug: {},
    updateAdvert: {},
    deleteAdvert: {},
    advertAttributes: { query: 'category=2' },
    advertCategories: {},
    advertTitle: { params: { slug: other.slug } },
    currencyRates: {},
    advertRegionsWithAdverts: { query: 'only_adverts=true' },
    advertRegions: {},
    advertLocations: { params: { id: 3 } },
    advertSectors: { query: 'location=1' },
    favoriteAdverts: { auth: true },
    addFavoriteAdvert: { auth: true, body: { advert: other.id } },
    deleteFavoriteAdvert: {},
    complaintCategories: {},
    complaint: {},
    phoneRegister: {},
    phoneRegisterConfirm: {},
    googleLogin: {},
    advertBySpecPath: { params: { slug: other.slug }, query: 'area=adverts' },
    advertFavorites: { auth: true, query: 'area=adverts' },
    addAdvertFavorite: { query: 'area=adverts' },
    deleteAdvertFavorite: { query: 'area=adverts' },
  }
}

const fakeGoogle = async () =>
  (
    (await (
      await api('/__dev/social/google/token', {
        method: 'POST',
        site: null,
        body: JSON.stringify({ id: `google-adverts-${++seq}`, name: 'Advert User', email: freshEmail('google') }),
      })
    ).json()) as { access_token: string }
  ).access_token

/** Samples made fresh for each call (single-use codes, per-user uniqueness, a new advert to edit or delete). */
export const freshAdvertSamples: Partial<Record<(typeof ADVERT_ENDPOINTS)[number], () => Promise<Sample>>> = {
  async createAdvert() {
    return { token: (await freshUser()).access, multipart: advertFormData(validForm()) }
  },
  async createAdvertAtSlug() {
    return {
      token: (await freshUser()).access,
      params: { slug: 'apartament-de-test-proposed' },
      multipart: advertFormData(validForm()),
    }
  },
  async updateAdvert() {
    const u = await freshUser()
    const a = await createAdvert(u.access)
    return {
      token: u.access,
      params: { slug: a.slug },
      multipart: advertFormData(
        validForm({ fields: { price: '40000' }, images: [file(JPEG, 'b.jpg')], deletedImages: [a.images[0]!.id] }),
      ),
    }
  },
  async deleteAdvert() {
    const u = await freshUser()
    return { token: u.access, params: { slug: (await createAdvert(u.access)).slug } }
  },
  async addAdvertFavorite() {
    return {
      token: (await freshUser()).access,
      query: 'area=adverts',
      body: { product_id: (await othersPublishedAdvert()).id },
    }
  },
  async deleteAdvertFavorite() {
    const u = await freshUser()
    return { token: u.access, query: 'area=adverts', body: { clear_all: true } }
  },
  async deleteFavoriteAdvert() {
    const u = await freshUser()
    const other = await othersPublishedAdvert()
    await api('/api/my-favorite-adverts/', {
      method: 'POST',
      token: u.access,
      body: JSON.stringify({ advert: other.id }),
    })
    return { token: u.access, params: { id: other.id } }
  },
  async complaint() {
    return {
      token: (await freshUser()).access,
      body: { category: 1, advert: (await othersPublishedAdvert()).id, body: 'Looks like spam' },
    }
  },
  async phoneRegister() {
    return { body: { phone: freshPhone() } }
  },
  async phoneRegisterConfirm() {
    const phone = freshPhone()
    await api('/api/register/', { method: 'POST', body: JSON.stringify({ phone }) })
    const code = (await lastMessage(phone, 'sms_code')).code
    return {
      params: { phone },
      body: { code, email: freshEmail('phone'), first_name: 'Phone', password: 'phone12345' },
    }
  },
  async googleLogin() {
    return { body: { access_token: await fakeGoogle(), platform: 'web' } }
  },
}

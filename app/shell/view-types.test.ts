import { describe, expect, it } from 'vitest'
import { DEFAULT_GLOBAL_SETTINGS } from '../api/contract/settings'
import { settingsView, VIEW_TYPES, type ViewTypeKey, viewVariant } from './view-types'

const cases: [ViewTypeKey, string | null | undefined, string][] = [
  ['main_slider_view_type', 'view_1', 'wide'],
  ['main_slider_view_type', 'view_2', 'framed'],
  ['main_slider_view_type', 'view_3', 'peek'],
  ['main_slider_view_type', 'slider_round', 'wide'],
  ['banners_view_type', 'view_1', 'grid'],
  ['banners_view_type', 'view_2', 'stacked'],
  ['banners_view_type', 'view_3', 'strip'],
  ['banners_view_type', null, 'grid'],
  ['product_slider_view_type', 'view_1', 'carousel'],
  ['product_slider_view_type', 'view_2', 'grid'],
  ['product_slider_view_type', 'view_3', 'large'],
  ['product_slider_view_type', 'view_9', 'carousel'],
  ['main_navigation_view_type', 'view_1', 'bar'],
  ['main_navigation_view_type', 'view_2', 'pills'],
  ['main_navigation_view_type', 'view_3', 'centered'],
  ['main_navigation_view_type', '', 'bar'],
  ['top_navigation_view_type', 'view_1', 'plain'],
  ['top_navigation_view_type', 'view_2', 'accent'],
  ['top_navigation_view_type', 'view_3', 'minimal'],
  ['top_navigation_view_type', undefined, 'plain'],
  ['main_page_brand_view', 'view_1', 'tiles'],
  ['main_page_brand_view', 'view_2', 'flat'],
  ['main_page_brand_view', 'view_3', 'logos'],
  ['main_page_brand_view', 'VIEW_2', 'tiles'],
  ['promotions_main_page_view_type', 'view_1', 'cards'],
  ['promotions_main_page_view_type', 'view_2', 'list'],
  ['promotions_main_page_view_type', 'view_3', 'carousel'],
  ['promotions_main_page_view_type', 'toString', 'cards'],
  ['article_view_type', 'view_1', 'mosaic'],
  ['article_view_type', 'view_2', 'list'],
  ['article_view_type', 'view_3', 'grid'],
  ['article_view_type', '__proto__', 'mosaic'],
  ['reviews_view_type', 'view_1', 'cards'],
  ['reviews_view_type', 'view_2', 'list'],
  ['reviews_view_type', 'view_3', 'quotes'],
  ['reviews_view_type', 'view_0', 'cards'],
  ['video_view_type', 'view_1', 'grid'],
  ['video_view_type', 'view_2', 'large'],
  ['video_view_type', 'view_3', 'strip'],
  ['video_view_type', 'carousel', 'grid'],
  ['vacancy_view_type', 'view_1', 'cards'],
  ['vacancy_view_type', 'view_2', 'list'],
  ['vacancy_view_type', 'view_3', 'compact'],
  ['vacancy_view_type', null, 'cards'],
  ['contacts_view_type', 'view_1', 'side'],
  ['contacts_view_type', 'view_2', 'stacked'],
  ['contacts_view_type', 'view_3', 'map-first'],
  ['contacts_view_type', 'map', 'side'],
  ['sidebar_view', 'sidebar_left', 'left'],
  ['sidebar_view', 'sidebar_right', 'right'],
  ['sidebar_view', 'view_1', 'left'],
  ['sidebar_view', null, 'left'],
  // a variant's own name is accepted as well as the admin's view_N
  ['product_slider_view_type', 'grid', 'grid'],
  ['sidebar_view', 'right', 'right'],
]

describe('viewVariant: a mainUiInterface view-type value picks the widget variant', () => {
  it.each(cases)('%s = %j gives %s', (key, value, variant) => {
    expect(viewVariant(key, value)).toBe(variant)
  })

  it('every key has at least two visibly different variants, the first being the default', () => {
    for (const [key, table] of Object.entries(VIEW_TYPES)) {
      expect(new Set(Object.values(table)).size, key).toBeGreaterThanOrEqual(2)
      expect(viewVariant(key as ViewTypeKey, null)).toBe(Object.values(table)[0])
    }
  })

  it('settingsView reads the key from mainUiInterface; the default settings give the default variants', () => {
    const settings = { mainUiInterface: { ...DEFAULT_GLOBAL_SETTINGS.mainUiInterface, banners_view_type: 'view_3' } }
    expect(settingsView(settings, 'banners_view_type')).toBe('strip')
    expect(settingsView(DEFAULT_GLOBAL_SETTINGS, 'article_view_type')).toBe('mosaic')
  })
})

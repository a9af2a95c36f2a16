/**
 * Entry point of the content feature (docs/decisions/0014-app-layout.md): what the rest of the app
 * may import. Content pages (static, CMS, articles, lists, contacts, reviews, career), the
 * newsletter form and the loaders of the content modals (the form kit is app/ui/form).
 * Server functions come from its *.functions.ts modules.
 */
export { ArticlePage } from './ArticlePage'
export { ArticlesPage } from './ArticlesPage'
export { useBareLayout } from './bare-layout'
export { CareerPage } from './CareerPage'
export { loadCareerPage } from './CareerPage.lazy'
export { CmsPage } from './CmsPage'
export { ContactsPage } from './ContactsPage'
export { loadContentModals } from './ContentModals.lazy'
export type { FormResult } from './content.server'
export { contentHead } from './head'
export {
  CustomListPage,
  FaqPage,
  GalleryAlbumPage,
  GalleryPage,
  OrderGuidePage,
  PartnersPage,
  ServicesPage,
} from './ListPages'
export { articlesHref, needsSearchCleanup, parseListSearch } from './list-search'
export { NewsletterForm } from './NewsletterForm'
export { ReviewsPage } from './ReviewsPage'
export { StaticPage } from './StaticPage'

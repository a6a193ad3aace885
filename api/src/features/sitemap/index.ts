/** What the sitemap lists from the database: public things only, each with when it last changed. */
export { sitemapCatalogs, sitemapProducts, type SitemapRow, sitemapUserLists, sitemapUsers } from './queries';

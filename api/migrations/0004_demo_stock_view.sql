-- DEMO stock is a pure function of (productId, siteId, assortment), so it is computed where it is read instead of
-- stored (621,551 rows for the full catalog). The table "stock" keeps only rows of a real feed (source 'feed');
-- "stock_levels" is what every reader uses: feed rows, plus the demo level of every pair without one.
-- Same formula as demoQuantity() in src/stock/demo-stock.ts (tested against it).
DELETE FROM "stock" WHERE "source" = 'demo';--> statement-breakpoint
CREATE VIEW "stock_levels" AS
SELECT "product_id", "store_id", "quantity", "source", "updated_at" FROM "stock"
UNION ALL
SELECT d.product_id, d.store_id,
       (1 + floor((('x' || lpad(substr(d.h, 9, 8), 16, '0'))::bit(64)::bigint / 4294967296.0)
                  * (CASE WHEN d.assortment = 'FS' THEN 48 ELSE 12 END)))::int AS quantity,
       'demo' AS source, d.updated_at
FROM (
  SELECT p.id AS product_id, s.id AS store_id, p.assortment, p.imported_at AS updated_at,
         md5(p.source_id || ':' || s.site_id) AS h,
         CASE WHEN p.assortment = 'FS' THEN s.f WHEN p.assortment LIKE 'TS%' THEN 0.25 * s.f ELSE 0.05 END AS p_shelf
  FROM "products" p
  CROSS JOIN (
    SELECT id, site_id, 0.35 + 0.6 * (('x' || lpad(substr(md5('store:' || site_id), 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0) AS f
    FROM "stores" WHERE NOT is_agent
  ) s
  WHERE NOT p.is_discontinued AND p.assortment <> 'BS'
) d
WHERE (('x' || lpad(substr(d.h, 1, 8), 16, '0'))::bit(64)::bigint / 4294967296.0) < d.p_shelf
  AND NOT EXISTS (SELECT 1 FROM "stock" f WHERE f.product_id = d.product_id AND f.store_id = d.store_id);

-- A URL rewrite's change purges the pages that show or answer that URL, not every page
-- (docs/page-cache.md): the pages cached at its old and new paths (a product page, a cached 301
-- or 404 there carry `url:<language>/<path>`, which `route` reports; a new or moved row also
-- purges the cached 404 pages), and what links to its
-- entity: a product's listings and pages (`product:<sku>`), a category's (`category:<id>` and
-- the header's `menu`), a CMS page's (`cms_page:<id>` and the footer's `shop`).

create function page_cache_url_rewrite_tags(language text, request_path text, entity_type text, entity_id text)
returns text[] language sql immutable as $$
  select array['url:' || language || '/' || request_path] || case entity_type
    when 'product' then array['product:' || entity_id]
    when 'category' then array['category:' || entity_id, 'menu']
    when 'cms_page' then array['cms_page:' || entity_id, 'shop']
    else array[]::text[]
  end
$$;

create function page_cache_purge_url_rewrites() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform page_cache_purge(array['not-found'] || array(
      select unnest(page_cache_url_rewrite_tags(language, request_path, entity_type, entity_id)) from changed_rows));
  elsif tg_op = 'DELETE' then
    perform page_cache_purge(array(
      select unnest(page_cache_url_rewrite_tags(language, request_path, entity_type, entity_id)) from previous_rows));
  else
    -- A row moved to a new path may answer where a 404 was cached.
    perform page_cache_purge(array['not-found'] || array(
      select unnest(page_cache_url_rewrite_tags(language, request_path, entity_type, entity_id)) from changed_rows
      union
      select unnest(page_cache_url_rewrite_tags(language, request_path, entity_type, entity_id)) from previous_rows));
  end if;
  return null;
end
$$;

drop trigger url_rewrite_page_cache on url_rewrite;
create trigger url_rewrite_page_cache_insert after insert on url_rewrite referencing new table as changed_rows for each statement execute function page_cache_purge_url_rewrites();
create trigger url_rewrite_page_cache_update after update on url_rewrite referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_url_rewrites();
create trigger url_rewrite_page_cache_delete after delete on url_rewrite referencing old table as previous_rows for each statement execute function page_cache_purge_url_rewrites();

-- Full-page cache purges (docs/page-cache.md): a change to what pages show notifies every app
-- instance listening on the channel page_cache_purge, in the transaction that makes it (an
-- order's stock, `npm run stock:set`, a refund's restock, an import, a CMS edit), so no code
-- path can forget it and nothing is purged for a transaction that rolls back.
-- The payload is the schema (one PostgreSQL database may hold several shops) then the tags.

create function page_cache_purge(tags text[]) returns void language plpgsql as $$
declare
  payload text;
begin
  select string_agg(distinct tag, ' ' order by tag) into payload from unnest(tags) as tag where tag is not null and tag <> '';
  if payload is null then
    return;
  end if;
  -- NOTIFY payloads stop below 8000 bytes: a change that large (an import) purges every page.
  if octet_length(payload) > 7000 then
    payload := 'all';
  end if;
  perform pg_notify('page_cache_purge', current_schema() || ' ' || payload);
end
$$;

-- A product's pages: itself, its configurable parent, and the listings of both.
create function page_cache_product_tags(skus text[]) returns text[] language sql stable as $$
  with changed as (
    select sku from unnest(skus) as sku
    union select parent_sku from product where sku = any(skus) and parent_sku is not null
  )
  select array(
    select 'product:' || sku from changed
    union select 'category:' || category_id from product_category where sku in (select sku from changed)
  )
$$;

create function page_cache_purge_products() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' then
    perform page_cache_purge(page_cache_product_tags(array(
      select changed_row.sku from changed_rows changed_row join previous_rows previous_row on previous_row.sku = changed_row.sku
      where changed_row is distinct from previous_row
    )));
  elsif tg_op = 'DELETE' then
    perform page_cache_purge(array(select 'product:' || sku from previous_rows) || array(select 'product:' || parent_sku from previous_rows where parent_sku is not null));
  else
    -- A new product may answer a URL that was a cached 404.
    perform page_cache_purge(array['not-found'] || page_cache_product_tags(array(select sku from changed_rows)));
  end if;
  return null;
end
$$;

create trigger product_page_cache_insert after insert on product referencing new table as changed_rows for each statement execute function page_cache_purge_products();
create trigger product_page_cache_update after update on product referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_products();
create trigger product_page_cache_delete after delete on product referencing old table as previous_rows for each statement execute function page_cache_purge_products();

-- Tables keyed by a product's sku whose rows a product page or card shows.
create function page_cache_purge_product_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(page_cache_product_tags(array(select sku from previous_rows)));
  else
    perform page_cache_purge(page_cache_product_tags(array(select sku from changed_rows)));
  end if;
  return null;
end
$$;

-- A product joining or leaving a category changes that category's listing too.
create function page_cache_purge_product_category() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array(select 'category:' || category_id from previous_rows) || page_cache_product_tags(array(select sku from previous_rows)));
  else
    perform page_cache_purge(array(select 'category:' || category_id from changed_rows) || page_cache_product_tags(array(select sku from changed_rows)));
  end if;
  return null;
end
$$;

-- Categories are in the header's menu as well as on their own pages.
create function page_cache_purge_categories() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array['menu'] || array(select 'category:' || category_id from previous_rows));
  else
    perform page_cache_purge(array['menu'] || array(select 'category:' || category_id from changed_rows));
  end if;
  return null;
end
$$;

create function page_cache_purge_category_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array['menu'] || array(select 'category:' || id from previous_rows));
  elsif tg_op = 'INSERT' then
    perform page_cache_purge(array['menu', 'not-found'] || array(select 'category:' || id from changed_rows));
  else
    perform page_cache_purge(array['menu'] || array(select 'category:' || id from changed_rows));
  end if;
  return null;
end
$$;

-- CMS pages and blocks by identifier (blocks show in the footer of every page as well).
create function page_cache_purge_cms() returns trigger language plpgsql as $$
declare
  prefix text := tg_argv[0];
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array(select prefix || identifier from previous_rows));
  elsif tg_op = 'INSERT' then
    perform page_cache_purge(array['not-found'] || array(select prefix || identifier from changed_rows));
  else
    perform page_cache_purge(array(select prefix || identifier from changed_rows));
  end if;
  return null;
end
$$;

-- What every page shows alike (menu links, translations, URL rewrites): every page.
create function page_cache_purge_all() returns trigger language plpgsql as $$
begin
  perform page_cache_purge(array['all']);
  return null;
end
$$;

create trigger tier_price_page_cache_insert after insert on tier_price referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger tier_price_page_cache_update after update on tier_price referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger tier_price_page_cache_delete after delete on tier_price referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_translation_page_cache_insert after insert on product_translation referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_translation_page_cache_update after update on product_translation referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_translation_page_cache_delete after delete on product_translation referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_review_page_cache_insert after insert on product_review referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_review_page_cache_update after update on product_review referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_review_page_cache_delete after delete on product_review referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_category_page_cache_insert after insert on product_category referencing new table as changed_rows for each statement execute function page_cache_purge_product_category();
create trigger product_category_page_cache_update after update on product_category referencing new table as changed_rows for each statement execute function page_cache_purge_product_category();
create trigger product_category_page_cache_delete after delete on product_category referencing old table as previous_rows for each statement execute function page_cache_purge_product_category();
create trigger category_page_cache_insert after insert on category referencing new table as changed_rows for each statement execute function page_cache_purge_category_rows();
create trigger category_page_cache_update after update on category referencing new table as changed_rows for each statement execute function page_cache_purge_category_rows();
create trigger category_page_cache_delete after delete on category referencing old table as previous_rows for each statement execute function page_cache_purge_category_rows();
create trigger category_translation_page_cache_insert after insert on category_translation referencing new table as changed_rows for each statement execute function page_cache_purge_categories();
create trigger category_translation_page_cache_update after update on category_translation referencing new table as changed_rows for each statement execute function page_cache_purge_categories();
create trigger category_translation_page_cache_delete after delete on category_translation referencing old table as previous_rows for each statement execute function page_cache_purge_categories();
create trigger cms_page_page_cache_insert after insert on cms_page referencing new table as changed_rows for each statement execute function page_cache_purge_cms('cms_page:');
create trigger cms_page_page_cache_update after update on cms_page referencing new table as changed_rows for each statement execute function page_cache_purge_cms('cms_page:');
create trigger cms_page_page_cache_delete after delete on cms_page referencing old table as previous_rows for each statement execute function page_cache_purge_cms('cms_page:');
create trigger cms_block_page_cache_insert after insert on cms_block referencing new table as changed_rows for each statement execute function page_cache_purge_cms('cms_block:');
create trigger cms_block_page_cache_update after update on cms_block referencing new table as changed_rows for each statement execute function page_cache_purge_cms('cms_block:');
create trigger cms_block_page_cache_delete after delete on cms_block referencing old table as previous_rows for each statement execute function page_cache_purge_cms('cms_block:');
create trigger custom_link_page_cache after insert or update or delete on custom_link for each statement execute function page_cache_purge_all();
create trigger translation_page_cache after insert or update or delete on translation for each statement execute function page_cache_purge_all();
create trigger url_rewrite_page_cache after insert or update or delete on url_rewrite for each statement execute function page_cache_purge_all();
create trigger product_attribute_page_cache_insert after insert on product_attribute referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_attribute_page_cache_update after update on product_attribute referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger product_attribute_page_cache_delete after delete on product_attribute referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
create trigger custom_option_page_cache_insert after insert on custom_option referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger custom_option_page_cache_update after update on custom_option referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger custom_option_page_cache_delete after delete on custom_option referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
create trigger bundle_option_page_cache_insert after insert on bundle_option referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger bundle_option_page_cache_update after update on bundle_option referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger bundle_option_page_cache_delete after delete on bundle_option referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();
-- Rarely edited, shown on many pages (pictures, switches, labels of filters, FAQ): every page.
create trigger media_page_cache after insert or update or delete on media for each statement execute function page_cache_purge_all();
create trigger feature_flag_page_cache after insert or update or delete on feature_flag for each statement execute function page_cache_purge_all();
create trigger faq_entry_page_cache after insert or update or delete on faq_entry for each statement execute function page_cache_purge_all();
create trigger attribute_page_cache after insert or update or delete on attribute for each statement execute function page_cache_purge_all();
create trigger attribute_option_page_cache after insert or update or delete on attribute_option for each statement execute function page_cache_purge_all();
create trigger custom_option_value_page_cache after insert or update or delete on custom_option_value for each statement execute function page_cache_purge_all();
create trigger bundle_selection_page_cache after insert or update or delete on bundle_selection for each statement execute function page_cache_purge_all();
create trigger downloadable_link_page_cache after insert or update or delete on downloadable_link for each statement execute function page_cache_purge_all();

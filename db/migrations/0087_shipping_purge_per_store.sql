-- Shipping purges per store (docs/back-office.md#shipping-rates): every answer that shows a
-- store's rates carries `shipping:rates` and `shipping:rates:<store key>`. A change of one
-- store's rate or threshold purges that store's tag only, so the other stores' cached pages stay
-- cached; a shop-wide rate or threshold (which every store may fall back on) and a pickup network
-- (networks serve countries, not stores) purge `shipping:rates`, every store's pages.

-- The tags of the changed scopes: a store's key, or null / 'shop' for the whole shop.
create function page_cache_shipping_tags(scopes text[]) returns text[] language sql immutable as $$
  select case
    when exists (select 1 from unnest(scopes) as scope where scope is null or scope = 'shop')
      then array['shipping:rates']
    else array(select distinct 'shipping:rates:' || scope from unnest(scopes) as scope)
  end
$$;

create function page_cache_purge_shipping_rate_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform page_cache_purge(page_cache_shipping_tags(array(select store_key from changed_rows)));
  elsif tg_op = 'DELETE' then
    perform page_cache_purge(page_cache_shipping_tags(array(select store_key from previous_rows)));
  else
    -- A rate moved from one store to another changes both.
    perform page_cache_purge(page_cache_shipping_tags(array(
      select store_key from changed_rows union all select store_key from previous_rows
    )));
  end if;
  return null;
end
$$;

create function page_cache_purge_shipping_free_from_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform page_cache_purge(page_cache_shipping_tags(array(select scope from changed_rows)));
  elsif tg_op = 'DELETE' then
    perform page_cache_purge(page_cache_shipping_tags(array(select scope from previous_rows)));
  else
    perform page_cache_purge(page_cache_shipping_tags(array(
      select scope from changed_rows union all select scope from previous_rows
    )));
  end if;
  return null;
end
$$;

drop trigger shipping_rate_page_cache on shipping_rate;
create trigger shipping_rate_page_cache_insert after insert on shipping_rate referencing new table as changed_rows for each statement execute function page_cache_purge_shipping_rate_rows();
create trigger shipping_rate_page_cache_update after update on shipping_rate referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_shipping_rate_rows();
create trigger shipping_rate_page_cache_delete after delete on shipping_rate referencing old table as previous_rows for each statement execute function page_cache_purge_shipping_rate_rows();

drop trigger shipping_free_from_page_cache on shipping_free_from;
create trigger shipping_free_from_page_cache_insert after insert on shipping_free_from referencing new table as changed_rows for each statement execute function page_cache_purge_shipping_free_from_rows();
create trigger shipping_free_from_page_cache_update after update on shipping_free_from referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_shipping_free_from_rows();
create trigger shipping_free_from_page_cache_delete after delete on shipping_free_from referencing old table as previous_rows for each statement execute function page_cache_purge_shipping_free_from_rows();

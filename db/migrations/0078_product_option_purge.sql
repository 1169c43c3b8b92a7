-- Custom option values and bundle selections are edited in the back office (docs/back-office.md):
-- a change purges the pages of the product they belong to (through their option), no longer every
-- page. An option deleted with its values purges through its own trigger (custom_option,
-- bundle_option), since the cascaded rows no longer join to it.
create function page_cache_purge_option_children() returns trigger language plpgsql as $$
declare
  option_table text := tg_argv[0];
  skus text[];
begin
  if tg_op = 'DELETE' then
    if option_table = 'custom_option' then
      skus := array(select o.sku from previous_rows r join custom_option o on o.id = r.option_id);
    else
      skus := array(select o.sku from previous_rows r join bundle_option o on o.id = r.option_id);
    end if;
  elsif option_table = 'custom_option' then
    skus := array(select o.sku from changed_rows r join custom_option o on o.id = r.option_id);
  else
    skus := array(select o.sku from changed_rows r join bundle_option o on o.id = r.option_id);
  end if;
  perform page_cache_purge(page_cache_product_tags(skus));
  return null;
end
$$;

drop trigger custom_option_value_page_cache on custom_option_value;
create trigger custom_option_value_page_cache_insert after insert on custom_option_value referencing new table as changed_rows for each statement execute function page_cache_purge_option_children('custom_option');
create trigger custom_option_value_page_cache_update after update on custom_option_value referencing new table as changed_rows for each statement execute function page_cache_purge_option_children('custom_option');
create trigger custom_option_value_page_cache_delete after delete on custom_option_value referencing old table as previous_rows for each statement execute function page_cache_purge_option_children('custom_option');

drop trigger bundle_selection_page_cache on bundle_selection;
create trigger bundle_selection_page_cache_insert after insert on bundle_selection referencing new table as changed_rows for each statement execute function page_cache_purge_option_children('bundle_option');
create trigger bundle_selection_page_cache_update after update on bundle_selection referencing new table as changed_rows for each statement execute function page_cache_purge_option_children('bundle_option');
create trigger bundle_selection_page_cache_delete after delete on bundle_selection referencing old table as previous_rows for each statement execute function page_cache_purge_option_children('bundle_option');

-- Downloadable products' files are added and removed in the back office (docs/back-office.md):
-- a change purges the pages of the product they belong to, no longer every page. A file's
-- titles and names purge through their link; removed with it, they purge through the link's
-- own delete, since the cascaded rows no longer join to it.
drop trigger downloadable_link_page_cache on downloadable_link;
create trigger downloadable_link_page_cache_insert after insert on downloadable_link referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger downloadable_link_page_cache_update after update on downloadable_link referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger downloadable_link_page_cache_delete after delete on downloadable_link referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();

create function page_cache_purge_downloadable_link_files() returns trigger language plpgsql as $$
begin
  perform page_cache_purge(page_cache_product_tags(array(
    select l.sku from changed_rows r join downloadable_link l on l.id = r.link_id
  )));
  return null;
end
$$;

create trigger downloadable_link_file_page_cache_insert after insert on downloadable_link_file referencing new table as changed_rows for each statement execute function page_cache_purge_downloadable_link_files();
create trigger downloadable_link_file_page_cache_update after update on downloadable_link_file referencing new table as changed_rows for each statement execute function page_cache_purge_downloadable_link_files();

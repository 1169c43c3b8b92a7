-- CMS pages and blocks edited in the back office (docs/back-office.md#content): each may be
-- unpublished (the shop answers as if it did not exist) or wait for its first day
-- (`available_from`, the shop shows it from then on). The seed's content stays published.
alter table cms_page add column published boolean not null default true;
alter table cms_page add column available_from timestamptz;
alter table cms_block add column published boolean not null default true;
alter table cms_block add column available_from timestamptz;

-- A page's change also purges what was cached at its URL: while it was hidden, `route`
-- answered a 404 there, tagged with the URL only (migration 0067).
create function page_cache_purge_cms_page() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array(
      select 'cms_page:' || identifier from previous_rows
      union select 'url:' || language || '/' || url_key from previous_rows));
  elsif tg_op = 'INSERT' then
    perform page_cache_purge(array['not-found'] || array(
      select 'cms_page:' || identifier from changed_rows
      union select 'url:' || language || '/' || url_key from changed_rows));
  else
    perform page_cache_purge(array(
      select 'cms_page:' || identifier from changed_rows
      union select 'url:' || language || '/' || url_key from changed_rows));
  end if;
  return null;
end
$$;

drop trigger cms_page_page_cache_insert on cms_page;
drop trigger cms_page_page_cache_update on cms_page;
drop trigger cms_page_page_cache_delete on cms_page;
create trigger cms_page_page_cache_insert after insert on cms_page referencing new table as changed_rows for each statement execute function page_cache_purge_cms_page();
create trigger cms_page_page_cache_update after update on cms_page referencing new table as changed_rows for each statement execute function page_cache_purge_cms_page();
create trigger cms_page_page_cache_delete after delete on cms_page referencing old table as previous_rows for each statement execute function page_cache_purge_cms_page();

-- Categories edited in the back office (docs/back-office.md#categories-and-menu): a category may
-- be switched off (its page, menu entry and children leave the shop) and has a meta description.
alter table category add column enabled boolean not null default true;
alter table category_translation add column meta_description text not null default '';

-- What shows a category (docs/page-cache.md): its own page, its parent's listing (the
-- subcategories' names), and every page's menu only when it is in the menu (a category of the
-- menu's three levels with include_in_menu), so editing a category off the menu purges no other page.
create function page_cache_category_tags(ids integer[]) returns text[] language sql stable as $$
  select array(
    select 'category:' || id from category where id = any(ids)
    union select 'category:' || parent_id from category where id = any(ids) and parent_id is not null
  ) || case when exists (select 1 from category where id = any(ids) and include_in_menu and level between 2 and 4)
    then array['menu'] else array[]::text[] end
$$;

create or replace function page_cache_purge_categories() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(page_cache_category_tags(array(select category_id from previous_rows)));
  else
    perform page_cache_purge(page_cache_category_tags(array(select category_id from changed_rows)));
  end if;
  return null;
end
$$;

-- A category's row (its order, parent, flags): its tags as it was and as it is; a move also
-- changes its former parent's listing, a category leaving the menu the menu.
create or replace function page_cache_purge_category_rows() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array['menu'] || array(
      select 'category:' || id from previous_rows
      union select 'category:' || parent_id from previous_rows where parent_id is not null));
  elsif tg_op = 'INSERT' then
    perform page_cache_purge(array['not-found'] || page_cache_category_tags(array(select id from changed_rows)));
  else
    perform page_cache_purge(page_cache_category_tags(array(select id from changed_rows)) || array(
      select 'category:' || parent_id from previous_rows where parent_id is not null)
      || case when exists (select 1 from previous_rows where include_in_menu and level between 2 and 4)
        then array['menu'] else array[]::text[] end);
  end if;
  return null;
end
$$;

drop trigger category_page_cache_update on category;
create trigger category_page_cache_update after update on category referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_category_rows();

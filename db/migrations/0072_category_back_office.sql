-- Categories edited in the back office (docs/back-office.md#categories-and-menu): a category may
-- be switched off (its page, menu entry and children leave the shop) and has a meta description.
alter table category add column enabled boolean not null default true;
alter table category_translation add column meta_description text not null default '';

-- A category's texts show on its own page, and its name in its parent's listing and the menu.
create or replace function page_cache_purge_categories() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array['menu'] || array(
      select 'category:' || category_id from previous_rows
      union select 'category:' || c.parent_id from category c where c.id in (select category_id from previous_rows) and c.parent_id is not null));
  else
    perform page_cache_purge(array['menu'] || array(
      select 'category:' || category_id from changed_rows
      union select 'category:' || c.parent_id from category c where c.id in (select category_id from changed_rows) and c.parent_id is not null));
  end if;
  return null;
end
$$;

-- The custom links under "Services" in the header of a store without its own menu
-- (docs/back-office.md#the-menu-per-store): which `custom_link` ids, in which order. They were a
-- list in the code; the back office now adds, edits and removes them.
create table menu_custom_link (
  link_id text primary key,
  position integer not null
);
insert into menu_custom_link (link_id, position) values ('2', 1), ('3', 2), ('4', 3), ('1', 4);

-- Every page's header shows them (its `menu` tag); a link's own texts purge every page already
-- (custom_link_page_cache, migration 0034).
create function page_cache_purge_menu_custom_links() returns trigger language plpgsql as $$
begin
  perform page_cache_purge(array['menu']);
  return null;
end
$$;

create trigger menu_custom_link_page_cache after insert or update or delete on menu_custom_link
  for each statement execute function page_cache_purge_menu_custom_links();

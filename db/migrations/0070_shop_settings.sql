-- The shop's settings edited in the back office (docs/back-office.md#shop-settings): contact
-- details, opening hours and legal identity, one JSON value per name. The scope 'shop' holds the
-- shop-wide value; a store's key (`b2c_de`) holds that store's override of it. The shop-wide
-- rows start with the values the shop had in code (config/shopConfig.ts).

create table shop_setting (
  scope text not null check (scope ~ '^(shop|[a-z0-9_]{1,40})$'),
  name text not null check (name ~ '^[a-zA-Z]{1,40}$'),
  value jsonb not null,
  primary key (scope, name)
);

insert into shop_setting (scope, name, value) values
  ('shop', 'phone', '"+33 3 29 60 12 34"'),
  ('shop', 'email', '"bonjour@pantoufle-et-co.fr"'),
  ('shop', 'address', '{"streetAddress": ["14 rue des Tisserands"], "postalCode": "88400", "locality": "Gérardmer", "country": "FR"}'),
  ('shop', 'openingHours', '[
    {"day": "monday", "opening": [{"from": "09:00", "to": "12:30"}, {"from": "13:30", "to": "18:00"}]},
    {"day": "tuesday", "opening": [{"from": "09:00", "to": "12:30"}, {"from": "13:30", "to": "18:00"}]},
    {"day": "wednesday", "opening": [{"from": "09:00", "to": "12:30"}, {"from": "13:30", "to": "18:00"}]},
    {"day": "thursday", "opening": [{"from": "09:00", "to": "12:30"}, {"from": "13:30", "to": "18:00"}]},
    {"day": "friday", "opening": [{"from": "09:00", "to": "12:30"}, {"from": "13:30", "to": "18:00"}]},
    {"day": "saturday", "opening": [{"from": "10:00", "to": "13:00"}]},
    {"day": "sunday", "opening": []}
  ]'),
  ('shop', 'legalName', '"Pantoufle & Co SAS"'),
  ('shop', 'legalForm', '"SAS"'),
  ('shop', 'shareCapital', '120000'),
  ('shop', 'tradeRegisterCourt', '"Épinal"'),
  ('shop', 'tradeRegisterNumber', '"RCS Épinal 912 345 675"'),
  ('shop', 'vatId', '"FR65912345675"'),
  ('shop', 'publicationDirector', '"Claire Vautrin"'),
  ('shop', 'hostName', '"OVH SAS"'),
  ('shop', 'hostAddress', '{"streetAddress": ["2 rue Kellermann"], "postalCode": "59100", "locality": "Roubaix", "country": "FR"}'),
  ('shop', 'hostPhone', '"+33 9 72 10 10 07"');

-- What shows a setting (docs/page-cache.md): the contact details are in every page's footer and
-- on the contact page (`settings:contact`), the legal identity on the legal pages and in the
-- shop API's answers (`settings:company`); a store's override reaches that store's pages only
-- (`settings:contact:b2c_de`), a shop-wide value the pages of stores that do not override it.
create function page_cache_shop_setting_tags(scope text, name text) returns text[] language sql immutable as $$
  select array['settings:'
    || case when name in ('phone', 'email', 'address', 'openingHours') then 'contact' else 'company' end
    || case when scope = 'shop' then '' else ':' || scope end]
$$;

create function page_cache_purge_shop_settings() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform page_cache_purge(array(select unnest(page_cache_shop_setting_tags(scope, name)) from previous_rows));
  elsif tg_op = 'INSERT' then
    perform page_cache_purge(array(select unnest(page_cache_shop_setting_tags(scope, name)) from changed_rows));
  else
    perform page_cache_purge(array(
      select unnest(page_cache_shop_setting_tags(changed_row.scope, changed_row.name))
      from changed_rows changed_row join previous_rows previous_row
        on previous_row.scope = changed_row.scope and previous_row.name = changed_row.name
      where changed_row.value is distinct from previous_row.value));
  end if;
  return null;
end
$$;

create trigger shop_setting_page_cache_insert after insert on shop_setting referencing new table as changed_rows for each statement execute function page_cache_purge_shop_settings();
create trigger shop_setting_page_cache_update after update on shop_setting referencing old table as previous_rows new table as changed_rows for each statement execute function page_cache_purge_shop_settings();
create trigger shop_setting_page_cache_delete after delete on shop_setting referencing old table as previous_rows for each statement execute function page_cache_purge_shop_settings();

-- An invoice or credit memo keeps the seller it printed (the settings of its order's store at
-- issue): a later change of the settings never changes a document already issued. Null for the
-- documents issued before: they print the values the shop had in code, which they printed then.
alter table invoice add column seller jsonb;
alter table credit_memo add column seller jsonb;

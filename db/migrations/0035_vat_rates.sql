-- VAT by destination (docs/vat.md): the rates are data, keyed by country and tax class, and
-- every order line keeps the rate it was charged at.

-- The VAT rates of the countries the shop ships to (the shipping_rate table's countries):
-- distance sales to EU consumers are taxed in the country of delivery (VAT Directive art. 33,
-- the One-Stop-Shop), sales to the United Kingdom at UK VAT. A class without a row in a country
-- takes the country's standard rate; a country without a row takes the store country's.
create table vat_rate (
  country_code text not null,
  tax_class text not null check (tax_class in ('standard', 'children_clothing')),
  percent numeric(5, 2) not null check (percent >= 0 and percent < 100),
  primary key (country_code, tax_class)
);
insert into vat_rate (country_code, tax_class, percent) values
  ('FR', 'standard', 20), ('BE', 'standard', 21), ('LU', 'standard', 17),
  ('DE', 'standard', 19), ('AT', 'standard', 20), ('IT', 'standard', 22),
  ('GB', 'standard', 20),
  -- UK VAT zero-rates children's clothing and footwear (VAT Act 1994, schedule 8, group 16).
  ('GB', 'children_clothing', 0);

-- A product's tax class: children's clothing and footwear for the kids' range (gender 301),
-- standard for everything else. The seed sets it for new catalogues; this sets it for catalogues
-- seeded before.
alter table product add column tax_class text not null default 'standard' check (tax_class in ('standard', 'children_clothing'));
update product set tax_class = 'children_clothing' where gender = '301' and type in ('simple', 'configurable', 'bundle');

-- The VAT rate each order line was charged (0 for a gift card, outside VAT) and the tax in its
-- total after discount; orders placed before were all charged the French 20 %.
alter table order_item
  add column tax_percent numeric(5, 2),
  add column tax_cents integer;
update order_item set
  tax_percent = case when giftcard is null then 20 else 0 end,
  tax_cents = case when giftcard is null then (row_total_cents - discount_cents) - round((row_total_cents - discount_cents) * 100 / 120.0)::integer else 0 end;
alter table order_item
  alter column tax_percent set not null,
  alter column tax_cents set not null;

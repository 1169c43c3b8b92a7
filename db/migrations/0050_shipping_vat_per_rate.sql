-- The shipping of an invoice and of a credit memo per VAT rate, as the order charged it: its VAT
-- follows the goods (docs/vat.md), so the delivery of a mixed-rate order (children's wear at 0 %
-- beside other goods to the UK) is charged at several rates. [{"percent": 20, "net": 807, "tax": 161}, …]
alter table invoice add column shipping_vat jsonb not null default '[]';
alter table credit_memo add column shipping_vat jsonb not null default '[]';

-- Documents written before: the one rate they recorded.
update invoice set shipping_vat = jsonb_build_array(jsonb_build_object('percent', shipping_tax_percent, 'net', shipping_cents - shipping_tax_cents, 'tax', shipping_tax_cents))
where shipping_cents > 0;
update credit_memo set shipping_vat = jsonb_build_array(jsonb_build_object(
  'percent', shipping_tax_percent,
  'net', round(shipping_cents * 100 / (100 + shipping_tax_percent::numeric)),
  'tax', shipping_cents - round(shipping_cents * 100 / (100 + shipping_tax_percent::numeric))))
where shipping_cents > 0;

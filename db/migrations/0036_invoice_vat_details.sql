-- What an invoice and a credit memo must state under the VAT Directive (art. 226, docs/invoices-and-refunds.md):
-- the VAT rate of every line and of the shipping, the invoice a credit memo corrects, and the
-- buyer's VAT number where they gave one.

-- The rate as the order charged it (invoiceTaxPercent.ts writes it), in percent: 20, 5.5, 0.
alter table invoice_item add column tax_percent double precision;
alter table invoice add column shipping_tax_percent double precision;
alter table credit_memo_item add column tax_percent double precision;
alter table credit_memo add column shipping_tax_percent double precision;

-- Documents written before this migration: the rate their own amounts imply, to a tenth of a percent.
update invoice_item set tax_percent = coalesce(round(100.0 * tax_cents / nullif(row_total_cents - discount_cents - tax_cents, 0), 1), 0);
update invoice set shipping_tax_percent = coalesce(round(100.0 * shipping_tax_cents / nullif(shipping_cents - shipping_tax_cents, 0), 1), 0);
update credit_memo_item set tax_percent = coalesce(round(100.0 * tax_cents / nullif(amount_cents - tax_cents, 0), 1), 0);
update credit_memo set shipping_tax_percent = (select invoice.shipping_tax_percent from invoice where invoice.order_id = credit_memo.order_id);
alter table invoice_item alter column tax_percent set not null;
alter table invoice alter column shipping_tax_percent set not null;
alter table credit_memo_item alter column tax_percent set not null;
alter table credit_memo alter column shipping_tax_percent set default 0;
update credit_memo set shipping_tax_percent = 0 where shipping_tax_percent is null;
alter table credit_memo alter column shipping_tax_percent set not null;

-- The invoice a credit memo corrects (none for orders placed before invoices were written).
alter table credit_memo add column invoice_id bigint references invoice (id);
update credit_memo set invoice_id = (select invoice.id from invoice where invoice.order_id = credit_memo.order_id);

-- The buyer's VAT number (a business buying for its trade), as typed and checked at checkout; '' when none.
alter table order_address add column vat_id text not null default '';
alter table customer_address add column vat_id text not null default '';

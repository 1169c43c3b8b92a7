-- Reviews written by signed-in customers: who wrote it (one review per customer and product),
-- whether they had bought the product when they wrote it, and when a moderator decided.
alter table product_review add column customer_id bigint references customer (id) on delete set null;
alter table product_review add column verified_buyer boolean not null default false;
alter table product_review add column moderated_at timestamptz;
create unique index product_review_customer_sku_idx on product_review (customer_id, sku) where customer_id is not null;
-- The moderation command lists what waits, oldest first.
create index product_review_pending_idx on product_review (created_at) where status = 'pending';
-- Messages from the contact form reach the shop with the shopper's address as Reply-To.
alter table email_outbox add column reply_to text;

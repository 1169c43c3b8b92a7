-- The back office's searches (docs/back-office.md#the-list-and-its-search), p95 under 50 ms at
-- 100 000 orders on PostgreSQL.

-- Orders: the prefix indexes of 0055 again, now carrying the columns their expression reads, so a
-- name or e-mail start shared by thousands of orders is answered from the index alone (without
-- them PostgreSQL read every matching row to check the `like`: 6 656 rows for a common last name).
drop index shop_order_email_prefix_idx;
create index shop_order_email_prefix_idx on shop_order (lower(email) text_pattern_ops) include (id, email);
drop index order_address_name_prefix_idx;
create index order_address_name_prefix_idx on order_address (lower(firstname || ' ' || lastname) text_pattern_ops, order_id) include (firstname, lastname);
drop index order_address_lastname_prefix_idx;
create index order_address_lastname_prefix_idx on order_address (lower(lastname) text_pattern_ops, order_id) include (lastname);
drop index order_address_postcode_prefix_idx;
create index order_address_postcode_prefix_idx on order_address (lower(replace(postcode, ' ', '')) text_pattern_ops, order_id) include (postcode);

-- Customers: newest first; any part of an e-mail (trigrams, from three characters); the start of a
-- name ("first last", or the last name); a whole postcode of the address book (spaces ignored).
create index customer_created_idx on customer (created_at desc, id desc);
create index customer_email_trgm_idx on customer using gin (lower(email) gin_trgm_ops);
create index customer_name_prefix_idx on customer (lower(firstname || ' ' || lastname) text_pattern_ops);
create index customer_lastname_prefix_idx on customer (lower(lastname) text_pattern_ops);
create index customer_address_postcode_idx on customer_address (lower(replace(postcode, ' ', '')), customer_id);

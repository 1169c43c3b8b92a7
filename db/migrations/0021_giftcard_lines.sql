-- Gift card lines: the amount the shopper chose and who sends the card to whom, kept on the
-- cart line and, once ordered, on the order line as
-- { "amount_cents", "sender_name", "sender_email", "recipient_name", "recipient_email", "message" }
-- (null for every other product). The code of an issued card is never stored here.
alter table cart_item add column giftcard jsonb;
alter table order_item add column giftcard jsonb;

-- An order of gift cards only ships nothing: it has no shipping method (nor shipping address).
alter table shop_order alter column shipping_method drop not null;

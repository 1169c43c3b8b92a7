-- When the shop decided to refund a checkout's captured payment instead of placing its order
-- (docs/payments.md, "Reconciliation"). Written under the payment's row lock, as the order that
-- uses the payment is: whoever settles the capture first decides, and a payment whose refund was
-- decided never pays an order.
alter table payment add column refund_decided_at timestamptz;

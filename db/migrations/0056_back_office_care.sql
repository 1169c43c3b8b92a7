-- The back office's customer service (docs/back-office.md#customers-returns-reviews-and-stock):
-- what staff decide about returns, withdrawals and reviews, and customers erased on request.

-- An erased customer's row stays as a tombstone (its store-credit ledger and orders point at it)
-- with every personal value replaced; this says when.
alter table customer add column erased_at timestamptz;

-- What the shop saw when the item arrived (a value of the return attribute `condition`), why it
-- was rejected or denied, and the credit memo that refunded it (claimed first, so two refunds of
-- one return at once pay once).
alter table rma_item
  add column received_condition text,
  add column decision_reason text,
  add column refund_claimed_at timestamptz,
  add column credit_memo_id bigint references credit_memo (id);

-- The refund of a withdrawal, claimed like a return's.
alter table order_withdrawal
  add column refund_claimed_at timestamptz,
  add column credit_memo_id bigint references credit_memo (id);

-- Why a moderator rejected a review (staff only; the author is not told).
alter table product_review add column rejection_reason text;

-- The e-mail an issued invoice or credit memo names its buyer by once the order's is erased;
-- null while it shows the order's own. An erasure copies it here first, so the document stays
-- as issued for the tax records (docs/back-office.md, Erasure).
alter table invoice add column buyer_email text;
alter table credit_memo add column buyer_email text;

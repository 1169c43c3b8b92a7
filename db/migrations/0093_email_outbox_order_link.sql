-- An order's e-mails stay linked to it once sent (docs/architecture.md#e-mail): the outbox worker
-- blanks a sent e-mail's data, except an order e-mail's, so the link is a column, not the data.
-- The order e-mails name their order as `orderNumber` (refund, return, withdrawal: their `number`
-- is the document's own) or as `number` (confirmation, shipping notice).
alter table email_outbox add column order_number text;
update email_outbox
set order_number = coalesce(data ->> 'orderNumber', data ->> 'number')
where template in (
    'orderConfirmation',
    'orderShipped',
    'creditMemo',
    'returnStatus',
    'withdrawalAcknowledgment',
    'withdrawalReceived'
  )
  and coalesce(data ->> 'orderNumber', data ->> 'number') is not null;
create index email_outbox_order_number_idx on email_outbox (order_number) where order_number is not null;

-- A withdrawal's acknowledgment of receipt, found until now by its data (blanked once sent).
alter table order_withdrawal
  add column acknowledgment_email_id bigint references email_outbox (id) on delete set null;
update order_withdrawal
set acknowledgment_email_id = (
    select email_outbox.id
    from email_outbox
    join shop_order on shop_order.number = email_outbox.data ->> 'orderNumber'
    where shop_order.id = order_withdrawal.order_id
      and email_outbox.template = 'withdrawalAcknowledgment'
      -- The e-mail holds the time to the millisecond; PostgreSQL keeps microseconds.
      and (email_outbox.data ->> 'submittedAt')::timestamptz
        between order_withdrawal.submitted_at - interval '1 millisecond'
        and order_withdrawal.submitted_at + interval '1 millisecond'
    order by email_outbox.id
    limit 1
  );
create index order_withdrawal_acknowledgment_email_idx on order_withdrawal (acknowledgment_email_id)
where acknowledgment_email_id is not null;

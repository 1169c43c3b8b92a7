-- Guests return online from their order link (docs/returns.md, "Guests"): a return of a guest's
-- order belongs to no customer account.
alter table rma alter column customer_id drop not null;

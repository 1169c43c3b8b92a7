-- Review ids from a sequence, so concurrent submissions never pick the same id.
create sequence product_review_id_seq owned by product_review.id;
select setval('product_review_id_seq', coalesce((select max(id) from product_review), 0) + 1, false);
alter table product_review alter column id set default nextval('product_review_id_seq');

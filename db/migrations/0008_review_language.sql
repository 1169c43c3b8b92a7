-- The language a review is written in, so each store shows reviews in its own language first
-- and marks the others. Reviews stored before this column were all taken as French, the
-- first store's language; new reviews must say their language.
alter table product_review add column language text not null default 'fr' check (language in ('fr', 'de', 'en', 'it'));
alter table product_review alter column language drop default;
-- The home reviews widget reads the latest approved reviews of the whole shop.
create index product_review_latest_idx on product_review (created_at desc) where status = 'approved';

-- A gift card product's amounts are edited on its back-office page (docs/back-office.md): a change
-- purges the pages of that product (its page, the listings and the footer link reach it through its
-- tags), as its other parts do. Orders placed keep their amounts: a line stores the amount sold.
create trigger giftcard_product_page_cache_insert after insert on giftcard_product referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger giftcard_product_page_cache_update after update on giftcard_product referencing new table as changed_rows for each statement execute function page_cache_purge_product_rows();
create trigger giftcard_product_page_cache_delete after delete on giftcard_product referencing old table as previous_rows for each statement execute function page_cache_purge_product_rows();

-- A CMS page's title for search engines and the browser's tab (docs/back-office.md#content), per
-- language like the page; empty: the shop keeps using the page's title.
alter table cms_page add column meta_title text not null default '';

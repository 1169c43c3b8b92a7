-- The language a staff member reads the back office in (docs/back-office.md#pages), their own choice.
alter table staff_member add column language text not null default 'en' check (language in ('en', 'fr'));

-- A category's own alternative text for its picture, per language (docs/back-office.md#categories-and-menu):
-- the back office chooses the picture (`image_id`, from the media library) and says what it shows
-- for this category; a language without one keeps the picture's own `media.alt`.
alter table category add column image_alt jsonb not null default '{}';

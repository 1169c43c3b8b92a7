-- A picture of the media library uploaded from the computer (docs/back-office.md#categories-and-menu):
-- its renditions are the upload's files (`<file_hash>-<width>.<format>` under /media/uploads/,
-- as a product's uploaded pictures), not generated artwork; null for the generated ones.
alter table media add column file_hash text;

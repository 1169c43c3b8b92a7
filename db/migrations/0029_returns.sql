-- Returns (RMA, docs/returns.md): what a customer asks to send back from a delivered order, the
-- answers to the return form's attributes, and every status each return and item went through.
-- Statuses and their moves are in domain/returns/returnStatus.ts; a return's status is
-- derived from its items' as Magento does.

-- RMA-000001, RMA-000002 … A sequence never hands a number out twice, even to parallel requests.
create sequence rma_number_seq start with 1;

-- The fields of the return form, as data: an attribute is asked once per returned item (reason,
-- condition, original packaging: Magento's RMA item attributes) or once per return (comments,
-- contact phone). Labels per store language: { "fr": "…", "de": "…", "en": "…", "it": "…" }.
create table return_attribute (
  code text primary key check (code ~ '^[a-z][a-z0-9_]{0,39}$'),
  kind text not null check (kind in ('select', 'text_area', 'text_field', 'boolean')),
  scope text not null check (scope in ('item', 'return')),
  required boolean not null default false,
  -- Longest text accepted (text fields and areas).
  max_length integer not null default 255 check (max_length between 1 and 5000),
  position integer not null default 0,
  labels jsonb not null
);

-- The choices of a select attribute, with their labels per store language.
create table return_attribute_option (
  attribute_code text not null references return_attribute (code) on delete cascade,
  value text not null check (value ~ '^[a-z][a-z0-9_]{0,39}$'),
  position integer not null default 0,
  labels jsonb not null,
  primary key (attribute_code, value)
);

-- A return (Magento's RMA). Its status follows from its items' (returnStatus.ts), written by
-- domain/returns/moveReturn.ts only, which keeps the history.
create table rma (
  id bigserial primary key,
  number text not null unique,
  order_id bigint not null references shop_order (id) on delete cascade,
  customer_id bigint not null references customer (id) on delete cascade,
  -- The order's store: the status e-mails go out in its language.
  store_key text not null,
  status text not null default 'pending' check (status in ('pending', 'authorized', 'partially_authorized', 'received', 'partially_received', 'approved', 'partially_approved', 'rejected', 'partially_rejected', 'denied', 'processed_and_closed', 'closed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index rma_order_idx on rma (order_id);
create index rma_customer_idx on rma (customer_id, created_at);

-- A line of a return: pieces of one order line, with their own status.
create table rma_item (
  id bigserial primary key,
  rma_id bigint not null references rma (id) on delete cascade,
  order_item_id bigint not null references order_item (id) on delete cascade,
  -- As the order line had them (the variant's sku when there is one).
  sku text not null,
  name text not null,
  quantity integer not null check (quantity > 0),
  status text not null default 'pending' check (status in ('pending', 'authorized', 'received', 'approved', 'rejected', 'denied'))
);
create index rma_item_rma_idx on rma_item (rma_id);
create index rma_item_order_item_idx on rma_item (order_item_id);

-- What the customer answered: per returned item (rma_item_id set) or per return (null). The
-- value is kept as entered (a select's option value, 'true'/'false' for a boolean), so a label
-- changed later shows in the new wording.
create table rma_attribute_value (
  id bigserial primary key,
  rma_id bigint not null references rma (id) on delete cascade,
  rma_item_id bigint references rma_item (id) on delete cascade,
  attribute_code text not null references return_attribute (code),
  value text not null
);
create index rma_attribute_value_rma_idx on rma_attribute_value (rma_id);

-- Every status a return had, with when; the first row is its request.
create table rma_status_history (
  id bigserial primary key,
  rma_id bigint not null references rma (id) on delete cascade,
  status text not null,
  changed_at timestamptz not null default now()
);
create index rma_status_history_rma_idx on rma_status_history (rma_id, changed_at);

insert into return_attribute (code, kind, scope, required, max_length, position, labels) values
  ('reason', 'select', 'item', true, 40, 10, '{"fr": "Motif du retour", "de": "Rückgabegrund", "en": "Reason for return", "it": "Motivo del reso"}'),
  ('condition', 'select', 'item', true, 40, 20, '{"fr": "État de l’article", "de": "Zustand des Artikels", "en": "Item condition", "it": "Condizione dell’articolo"}'),
  ('original_packaging', 'boolean', 'item', false, 5, 30, '{"fr": "Dans son emballage d’origine", "de": "In der Originalverpackung", "en": "In its original packaging", "it": "Nella confezione originale"}'),
  ('comments', 'text_area', 'return', false, 2000, 40, '{"fr": "Commentaires", "de": "Anmerkungen", "en": "Comments", "it": "Commenti"}'),
  ('contact_phone', 'text_field', 'return', false, 30, 50, '{"fr": "Téléphone de contact", "de": "Telefonnummer für Rückfragen", "en": "Contact phone", "it": "Telefono di contatto"}');

insert into return_attribute_option (attribute_code, value, position, labels) values
  ('reason', 'wrong_size', 10, '{"fr": "Mauvaise taille", "de": "Falsche Größe", "en": "Wrong size", "it": "Taglia sbagliata"}'),
  ('reason', 'does_not_fit', 20, '{"fr": "Ne me va pas", "de": "Passt nicht", "en": "Doesn’t fit", "it": "Non mi sta bene"}'),
  ('reason', 'damaged', 30, '{"fr": "Article endommagé", "de": "Beschädigt", "en": "Damaged", "it": "Danneggiato"}'),
  ('reason', 'not_as_described', 40, '{"fr": "Non conforme à la description", "de": "Entspricht nicht der Beschreibung", "en": "Not as described", "it": "Non conforme alla descrizione"}'),
  ('reason', 'changed_mind', 50, '{"fr": "J’ai changé d’avis", "de": "Meinung geändert", "en": "Changed my mind", "it": "Ho cambiato idea"}'),
  ('condition', 'unopened', 10, '{"fr": "Non ouvert", "de": "Ungeöffnet", "en": "Unopened", "it": "Non aperto"}'),
  ('condition', 'opened', 20, '{"fr": "Ouvert", "de": "Geöffnet", "en": "Opened", "it": "Aperto"}'),
  ('condition', 'damaged', 30, '{"fr": "Endommagé", "de": "Beschädigt", "en": "Damaged", "it": "Danneggiato"}');

import { describe, expect, it } from 'vitest'
import {
  contractStatementsOf,
  migrationProblems,
  migrationsDigest,
  readMigrationFiles,
  readReleaseManifest,
  type MigrationFile,
  type ReleaseManifest,
} from './migrationRules.ts'

const rulesOf = (sql: string) => contractStatementsOf(sql).map((found) => found.rule)

describe('contract statements: what the previous release could fail on', () => {
  it.each([
    ['alter table product drop column final_price_excl_tax', 'drops a column'],
    ['ALTER TABLE product DROP legacy_flag', 'drops a column'],
    ['alter table shipping_rate rename to shipping_rate_old', 'renames'],
    ['alter table shipping_rate rename column country_code to country', 'renames'],
    ['alter table shipping_rate rename country_code to country', 'renames'],
    ['alter view product_listing rename to listing', 'renames'],
    ['alter table product alter column qty type bigint', "changes a column's type"],
    ['alter table product alter qty set data type numeric', "changes a column's type"],
    [
      'alter table cms_page alter column meta_title set not null',
      'makes a column required without a default',
    ],
    ['alter table cms_page add column meta_title text not null', 'adds a required column without a default'],
    ['alter table cms_page alter column meta_title drop default', 'drops a default'],
    ['drop table shipping_rate', 'drops a table'],
    ['drop view if exists order_summary cascade', 'drops a view'],
    ['drop function page_cache_purge(text[])', 'drops a function'],
    ['drop index product_listing_idx', 'drops an index'],
    ['truncate stock_alert', 'empties a table'],
    ['do $$ begin alter table product drop column old_price; end $$', 'drops a column'],
  ])('%s: %s', (sql, rule) => {
    expect(rulesOf(sql)).toEqual([rule])
  })

  it.each([
    ["alter table cms_page add column meta_title text not null default ''"],
    ['alter table coupon add column batch_id bigint references coupon_batch (id)'],
    ['alter table product add column id bigint generated always as identity not null'],
    ['alter table staff_member drop constraint staff_member_role_check'],
    ['alter table product alter column tax_class drop not null'],
    [
      'alter table category add column enabled boolean not null default true, add constraint x check (enabled)',
    ],
    ["alter table cms_page alter column meta_title set default '', alter column meta_title set not null"],
    ['create index concurrently product_sku_idx on product (sku)'],
    ['create table work_rows (sku text); drop table work_rows'],
    ['create or replace view order_summary as select 1; drop trigger product_page_cache on product'],
    ['alter index product_listing_idx rename to product_listing_by_price_idx'],
    ['alter table product rename constraint product_qty_check to product_qty_positive'],
    // Words in comments, texts and function bodies are not statements of the migration.
    [
      "-- drop table product\ninsert into note (text) values ('drop table product; alter table x drop column y')",
    ],
    ['create function purge() returns void language sql as $$ truncate page_cache_tag $$'],
  ])('%s: allowed', (sql) => {
    expect(rulesOf(sql)).toEqual([])
  })

  it('of the migrations 0060 to 0079, only 0071 (rebuilding shipping_rate) contracts', async () => {
    const files = (await readMigrationFiles()).filter((file) => file.name >= '0060' && file.name < '0080')
    expect(files.length).toBeGreaterThan(10)
    expect(
      files.flatMap((file) => contractStatementsOf(file.text).map((found) => `${file.name}: ${found.rule}`)),
    ).toEqual(['0071_shipping_back_office.sql: renames', '0071_shipping_back_office.sql: drops a table'])
  })
})

describe('migrations after the last release', () => {
  const released: MigrationFile[] = [
    { name: '0001_catalogue.sql', text: 'create table product (sku text primary key, old_price integer);' },
    { name: '0002_orders.sql', text: 'create table shop_order (id bigint primary key);' },
  ]
  const manifestOf = (contractMigrations: ReleaseManifest['contractMigrations'] = []): ReleaseManifest => ({
    releases: [
      {
        name: '2026-11-29',
        commit: 'a'.repeat(40),
        lastMigration: '0002_orders.sql',
        migrationsDigest: migrationsDigest(released),
      },
    ],
    contractMigrations,
  })
  const dropOldPrice = { name: '0003_drop_old_price.sql', text: 'alter table product drop column old_price;' }

  it('may expand', () => {
    const expand = { name: '0003_price.sql', text: 'alter table product add column price integer;' }
    expect(migrationProblems([...released, expand], manifestOf())).toEqual([])
  })

  it('may not contract unless recorded as a contract migration', () => {
    expect(migrationProblems([...released, dropOldPrice], manifestOf())).toEqual([
      expect.stringMatching(
        /^0003_drop_old_price\.sql drops a column, which release 2026-11-29 may still read/,
      ),
    ])
  })

  it('a contract migration ships once the release that stopped reading the old shape is recorded', () => {
    const contract = { migration: dropOldPrice.name, why: 'prices moved to price', unusedSince: '2026-11-29' }
    expect(migrationProblems([...released, dropOldPrice], manifestOf([contract]))).toEqual([])
    expect(
      migrationProblems(
        [...released, dropOldPrice],
        manifestOf([{ ...contract, unusedSince: '2026-12-06' }]),
      ),
    ).toEqual([expect.stringMatching(/^0003_drop_old_price\.sql may contract only once release 2026-12-06/)])
  })

  it('a released migration is never edited, and a new one is numbered after the last release', () => {
    const edited = [released[0]!, { ...released[1]!, text: 'create table shop_order (id text primary key);' }]
    const slippedIn = [
      released[0]!,
      { name: '0001b_menu.sql', text: 'create table menu (id int);' },
      released[1]!,
    ]
    for (const files of [edited, slippedIn, released.slice(0, 1)])
      expect(migrationProblems(files, manifestOf())).toEqual([
        expect.stringMatching(
          /^the migrations up to 0002_orders\.sql differ from those release 2026-11-29 shipped/,
        ),
      ])
  })

  it("this tree's migrations may ship after the release recorded in db/releases.json", async () => {
    expect(migrationProblems(await readMigrationFiles(), await readReleaseManifest())).toEqual([])
  })
})

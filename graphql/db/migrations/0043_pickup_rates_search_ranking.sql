-- Parcel pickup in every country with pickup points: Italy and the United Kingdom had points
-- (graphql/db/seed/pickupPoints.ts) but no rate, so their shoppers were never offered them.
-- InPost delivers to newsagents, shops and lockers in both, as the delivery page says
-- (graphql/db/seed/legal/shippingRates.ts); free from 49 € like every other rate.
insert into shipping_rate (country_code, method, price_cents, free_from_cents) values
  ('IT', 'pickup', 590, 4900),
  ('GB', 'pickup', 990, 4900)
on conflict (country_code, method) do nothing;

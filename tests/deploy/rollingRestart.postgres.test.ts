import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScaleDemo, type ScaleDemo } from '../../deploy/scaleDemo.ts'
import {
  orderCountsByEmail,
  persistedMutationHash,
  readCatalogue,
  runJourney,
  shopperSteps,
  type StepResult,
} from '../../bench/shopperJourney.ts'

// Two shop processes on a fresh database behind Varnish, restarted one at a time while shoppers shop.
let demo: ScaleDemo

beforeAll(async () => {
  demo = await startScaleDemo({
    postgresUrl: process.env.TEST_DATABASE_URL,
    databaseName: `shop_rolling_${randomBytes(4).toString('hex')}`,
    dropDatabaseOnStop: true,
    basePort: 20_000 + Math.floor(Math.random() * 2000) * 10,
    // Tests run on the build `npm test` made.
    build: false,
    log: () => {},
  })
}, 240_000)

afterAll(async () => {
  await demo?.stop()
}, 60_000)

describe('rolling restart behind Varnish', () => {
  it('restarts every instance while shoppers browse and check out: no request fails, every order placed is stored once', async () => {
    const catalogue = await readCatalogue(demo.databaseUrl)
    const stepsOf = (share: number) =>
      shopperSteps(
        catalogue,
        persistedMutationHash('AddToCartShopperCart'),
        persistedMutationHash('AddToCart'),
        new URL(demo.varnishUrl).origin,
        { addToCart: share, checkout: share },
      )
    const results: StepResult[] = []
    const placedEmails: string[] = []
    let shopping = true
    // A shopper goes through journeys until told to stop: browsing only, or browsing, adding and checking out.
    const shopper = async (share: number) => {
      const steps = stepsOf(share)
      while (shopping) {
        const { journey, results: journeyResults } = await runJourney(demo.varnishUrl, steps)
        results.push(...journeyResults)
        const paid = journeyResults.find((result) => result.step === 'payment return')
        if (paid && !paid.failed && journey.email) placedEmails.push(journey.email)
      }
    }
    const oldPids = demo.instances.map((instance) => instance.pid)
    const shoppers = [shopper(1), shopper(1), shopper(1), shopper(0)]

    await new Promise((resolve) => setTimeout(resolve, 2000))
    const restartStart = Date.now()
    const report = await demo.rollingRestart()
    const restartEnd = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    shopping = false
    await Promise.all(shoppers)

    expect(report.instances.map((instance) => instance.backend)).toEqual(['shop1', 'shop2'])
    const newPids = demo.instances.map((instance) => instance.pid)
    expect(newPids.every((pid, index) => pid !== oldPids[index])).toBe(true)
    const duringRestart = results.filter(
      (result) => result.startedAt >= restartStart && result.startedAt <= restartEnd,
    )
    // The shoppers kept shopping while each instance was out: pages and form posts alike.
    expect(duringRestart.filter((result) => result.method === 'GET').length).toBeGreaterThan(5)
    expect(duringRestart.filter((result) => result.method === 'POST').length).toBeGreaterThan(2)
    expect(results.filter((result) => result.failed).map(({ step, failed }) => `${step}: ${failed}`)).toEqual(
      [],
    )

    expect(placedEmails.length).toBeGreaterThan(0)
    const orders = await orderCountsByEmail(demo.databaseUrl, placedEmails)
    expect(placedEmails.map((email) => [email, orders.get(email)])).toEqual(
      placedEmails.map((email) => [email, 1]),
    )
  }, 150_000)
})

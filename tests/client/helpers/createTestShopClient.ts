import { createShopClient, type ShopClientOptions } from '../../../graphql/client/createShopClient.ts'
import type { OperationErrorReport } from '../../../graphql/client/exchanges/errorReportingExchange.ts'
import { fixtureSchemaInfo } from '../fixtures/fixtureSchemaInfo.ts'

/** A browser-mode shop client on the fixture schema that collects its error reports. */
export const createTestShopClient = (url: string, options: Partial<ShopClientOptions> = {}) => {
  const reports: OperationErrorReport[] = []
  const maintenance = { calls: 0 }
  const shopClient = createShopClient({
    url,
    isServer: false,
    schema: fixtureSchemaInfo,
    logger: (report) => reports.push(report),
    onMaintenance: () => {
      maintenance.calls += 1
    },
    ...options,
  })
  return { ...shopClient, reports, maintenance }
}
